#!/usr/bin/env python3
"""Writes tests/fuzz/seeds/readers/: one valid file per reader of
fuzz_readers, each after its three selector bytes (reader, declaration,
options; see fuzz_readers.cc); and tests/fuzz/seeds/frontend/: hostile
programs for fuzz_frontend (issue 39: counts, nested repeats, unknown names,
long names and operator chains), each within the fuzzer's -max_len.
Run once; the files are checked in."""
import gzip, json, os, struct

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds", "readers")
os.makedirs(here, exist_ok=True)


def write(name, selector, body):
    with open(os.path.join(here, name), "wb") as f:
        f.write(bytes(selector) + body)


# A checkpoint of the target's network: net.w f32[2, 3], net.b f32[3].
w = struct.pack("<6f", *range(6))
b = struct.pack("<3f", 1, 2, 3)
header = {"__metadata__": {"epoch": "1", "step": "10", "fingerprint": "0123456789abcdef"},
          "net.w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
          "net.b": {"dtype": "F32", "shape": [3], "data_offsets": [24, 36]}}
h = json.dumps(header).encode()
h += b" " * (-len(h) % 8)
ckpt = struct.pack("<Q", len(h)) + h + w + b
write("checkpoint_header", [0, 1, 0], ckpt)
write("checkpoint_data", [0, 0, 1], ckpt)

# IDX: 3 examples of u8 [2, 2] (magic 0x0803), plain and gzip'd; i64 labels.
idx = struct.pack(">I", 0x0803) + struct.pack(">3I", 3, 2, 2) + bytes(range(12))
write("idx_u8", [1, 4, 0], idx)
write("idx_u8_gz", [1, 4, 0], gzip.compress(idx, mtime=0))
labels = struct.pack(">I", 0x0801) + struct.pack(">I", 4) + bytes([0, 1, 2, 1])
write("idx_labels", [1, 1, 0], labels)

# CSV: a header and rows of two numbers.
write("csv_header", [2, 2, 1], b"a,b\n1,2\n3.5,-4\n5e-3,6\n")
write("csv_columns", [2, 0, 2 | (1 << 2)], b"1,2,3\n4,5,6\n")

# Hostile files (issue 39), each once refused only after gigabytes or taken
# silently. IDX whose header declares far more than the file holds: gzip'd
# (a 64 KiB run of zeros as [4294967295, 2, 2]) and plain; and the header
# alone for the target to gzip with 1 MiB of zeros after it (reader 3).
huge = struct.pack(">I", 0x0803) + struct.pack(">3I", 4294967295, 2, 2)
write("idx_gz_declares_more_than_it_holds", [1, 4, 0], gzip.compress(huge + bytes(1 << 16), mtime=0))
write("idx_declares_more_than_it_holds", [1, 4, 0], huge + bytes(100))
write("idx_gzipped_here_declares_more", [3, 4, 255], huge)
write("idx_gzipped_here", [3, 4, 0], idx)
# f32 data with a NaN.
nan = struct.pack(">I", 0x0D03) + struct.pack(">3I", 2, 2, 2) + struct.pack(">8f", 0, 1, 2, 3, 4, float("nan"), 6, 7)
write("idx_f32_nan", [1, 4, 0], nan)


def checkpoint(header_text, data):
    header_text += b" " * (-len(header_text) % 8)
    return struct.pack("<Q", len(header_text)) + header_text + data


# A tensor named twice (the last would win), and a NUL then garbage after the JSON.
entry = b'"net.w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}'
write("checkpoint_duplicate_name", [0, 0, 1],
      checkpoint(b'{' + entry + b', "net.b": {"dtype": "F32", "shape": [3], "data_offsets": [24, 36]}, ' +
                 entry + b'}', w + b))
write("checkpoint_nul_then_garbage", [0, 0, 1], checkpoint(h.rstrip() + b"\0garbage", w + b))
# A weight that is NaN.
write("checkpoint_nan", [0, 0, 1], ckpt[:len(ckpt) - len(w) - len(b)] + struct.pack("<6f", 0, 1, 2, 3, float("nan"), 5) + b)

# Hostile programs for fuzz_frontend: what once crashed, grew without bound or
# took quadratic time (issue 39), small enough for -max_len=16384.
front = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds", "frontend")
os.makedirs(front, exist_ok=True)


def program(name, text):
    assert len(text) <= 16384, name
    with open(os.path.join(front, name + ".net"), "w") as f:
        f.write(text)


program("empty_paths", 'dataset d { x: f32[4] = csv(""); y: f32[1] = idx(""); }\n')
program("split_count", "import std.nn;\nmodel E(d: int, z: int) {\n  fc = Linear(d, 2 * z);\n"
        "  fn forward(x: f32[N, d]) -> f32[N, z] {\n"
        "    let (mu, logvar) = split(fc(x), 1099511627776, axis = 1);\n    return mu;\n  }\n}\n"
        "net = E(4, 2);\nr = arange(-9223372036854775807, 9223372036854775807);\n")
program("nested_repeat", "import std.nn;\n"
        "model Deep(n: int) { blocks = repeat(n, Linear(4, 4)); "
        "fn forward(x: f32[N, 4]) -> f32[N, 4] { return blocks(x); } }\n"
        "model Deeper(n: int) { blocks = repeat(n, Deep(n)); "
        "fn forward(x: f32[N, 4]) -> f32[N, 4] { return blocks(x); } }\nnet = Deeper(10000);\n")
program("unknown_names", "".join(f"y{k} = q{k};\n" for k in range(1200)))
program("unknown_callees", "".join(f"fn f{k}(x: f32[N]) -> f32[N] {{ return g{k}(x); }}\n" for k in range(300)))
program("long_name", "y = " + "a" * 16000 + ";\n")
program("add_chain", "x = " + " + ".join(["1"] * 4000) + ";\n")
program("tensor_chain", "x = zeros(f32[2])" + "".join(" * 2.0" if k % 2 else " - 1.0" for k in range(2600)) + ";\n")
program("postfix_chain", "x = y" + "[0]" * 2000 + ".a" * 2000 + "()" * 2000 + ";\n")
program("float_overflow", "import std.nn;\nx = zeros(f32[2]) * 1e39;\nh = cast(x, f16) + 65536.0;\n")
program("indexed_error_value", "device gpu = cuda:0;\na = zeros(f32[2, 3] @ gpu);\nb = ones(f32[2, 3] @ cpu);\n"
        "h = a + b;\nfirst = h[0];\nparts = split(b, 4, axis = 1);\np0 = parts[0];\n")
# The builtins and std.nn names of stop 59, each with a misuse beside its use.
program("new_builtins", "import std.nn;\nmodel LayerNorm(d: int) { param w: f32[d] = ones; "
        "fn forward(x: f32[*S, d]) -> f32[*S, d] { return x * w; } }\n"
        "x = ones(f32[2, 3, 4]);\na = einsum(\"...ij,...kj->...ik\", x, x);\nb = einsum(\"ii->i\", x);\n"
        "c = pad(x, [1, 2, 0, 1], value = 0.5);\nd = pad(x, [1099511627776, 0]);\n"
        "e = flip(x, -1) + roll(x, -7, axis = 1) + randn_like(x) + zeros_like(x);\n"
        "f = einsum(\"bij,bkj->bik\", x, cast(x, i64));\ng = LayerNorm(4);\nh = RMSNorm(4);\n"
        "u = Upsample(2, mode = \"bilinear\");\n")
# Stop 60's: losses' reduction and ignore_index, flatten's dims, a
# function's own `where` condition, each with a misuse beside its use.
program("losses_flatten_conditions", "import std.nn;\n"
        "fn scaled(x: f32[N, 4], mode: string, k: int) -> f32[N, 4] where mode == \"up\" || mode == \"down\", k > 0 "
        "{ if mode == \"up\" { return x * 2.0; } return x; }\n"
        "fn bad(x: f32[N, 4], w: f32[4]) -> f32[N, 4] where w == 1.0 { return x; }\n"
        "x = ones(f32[2, 3, 4]);\ny = zeros(i64[2]);\n"
        "a = flatten(x, start_dim = 0) + flatten(x, 1, -2)[0];\nb = flatten(x, end_dim = -4);\n"
        "l = cross_entropy(flatten(x), y, ignore_index = 0, reduction = \"sum\") + mse(x, x, reduction = \"Sum\");\n"
        "k = kl_div(x, x, reduction = \"batchmean\") + scaled(x[0], \"sideways\", 0);\n"
        "f = Flatten(start_dim = 2);\n")
