#!/usr/bin/env python3
"""Checks that netc's checkpoints are safetensors files other tools can use.

    safetensors_interop.py NETC_SAFETENSORS_TOOL

1. netc writes a checkpoint with every dtype; a small pure-Python parser of
   the format validates it (header length, padding, JSON entries, contiguous
   offsets, sizes) and compares the bytes. A file written by the pure-Python
   writer is read back by netc. This part needs nothing outside the standard
   library, so it always runs.
2. With the `safetensors` package (and numpy): `safetensors.numpy.load_file`
   reads a netc-written file and `save_file` writes one that netc reads; dtype,
   shape, bytes and metadata must agree. Without the package this part is
   skipped with the reason printed, and the script still exits 0.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile

SIZES = {"F32": 4, "F16": 2, "BF16": 2, "I32": 4, "I64": 8, "BOOL": 1}


def pack(fmt, values):
    return struct.pack("<%d%s" % (len(values), fmt), *values)


# name -> (dtype, shape, raw little-endian bytes); awkward values on purpose.
TENSORS = {
    "net.fc1.weight": ("F32", [2, 3], pack("f", [1.5, -0.0, float("inf"), 1e-45, -1e30, 0.1])),
    "net.fc1.bias": ("F16", [3], pack("e", [0.5, -2.0, 65504.0])),
    "net.fc2.weight": ("I32", [2, 2], pack("i", [-2000000000, 1, 2, 3])),
    "opt.step": ("I64", [], pack("q", [1 << 40])),
    "mask": ("BOOL", [4], bytes([1, 0, 0, 1])),
    "empty": ("F32", [0, 4], b""),
}
# numpy has no bfloat16, so the safetensors.numpy part leaves this one out.
BF16 = {"net.bf": ("BF16", [2], bytes([0x50, 0x40, 0xF0, 0xC0]))}  # 3.25, -7.5
METADATA = {"step": "938", "epoch": "1", "fingerprint": "mlp-784-256-10"}

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what)


def run_tool(tool, *args):
    r = subprocess.run([tool, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("FAIL: %s %s: exit %d: %s" % (os.path.basename(tool), " ".join(args), r.returncode, r.stderr))
    return r.stdout


def netc_write(tool, tmp, tensors, metadata, name):
    spec = {"tensors": {k: {"dtype": d, "shape": s, "hex": b.hex()} for k, (d, s, b) in tensors.items()},
            "metadata": metadata}
    spec_path = os.path.join(tmp, name + ".json")
    with open(spec_path, "w") as f:
        json.dump(spec, f)
    out = os.path.join(tmp, name + ".safetensors")
    run_tool(tool, "write", spec_path, out)
    return out


def netc_dump(tool, path):
    d = json.loads(run_tool(tool, "dump", path))
    return {k: (v["dtype"], v["shape"], bytes.fromhex(v["hex"])) for k, v in d["tensors"].items()}, d["metadata"]


def parse_safetensors(path):
    """A strict, independent reader of the format; returns (tensors, metadata, header_len)."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 8:
        raise ValueError("shorter than 8 bytes")
    (n,) = struct.unpack("<Q", data[:8])
    if n > len(data) - 8:
        raise ValueError("header length %d past the end" % n)
    header = json.loads(data[8:8 + n].decode("utf-8"))
    body = data[8 + n:]
    metadata = header.pop("__metadata__", {})
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in metadata.items()):
        raise ValueError("metadata must map strings to strings")
    tensors, spans = {}, []
    for name, e in header.items():
        if set(e) != {"dtype", "shape", "data_offsets"}:
            raise ValueError("%s: keys %s" % (name, sorted(e)))
        begin, end = e["data_offsets"]
        count = 1
        for d in e["shape"]:
            count *= d
        if end - begin != count * SIZES[e["dtype"]]:
            raise ValueError("%s: %d bytes for %s%s" % (name, end - begin, e["dtype"], e["shape"]))
        spans.append((begin, end, name))
        tensors[name] = (e["dtype"], e["shape"], body[begin:end])
    pos = 0
    for begin, end, name in sorted(spans):
        if begin != pos:
            raise ValueError("%s starts at %d, expected %d (gap or overlap)" % (name, begin, pos))
        pos = end
    if pos != len(body):
        raise ValueError("%d bytes after the last tensor" % (len(body) - pos))
    return tensors, metadata, n


def write_safetensors(path, tensors, metadata):
    """The pure-Python writer: sorted names, contiguous data, header padded to 8."""
    header, offset, blobs = {}, 0, []
    for name in sorted(tensors):
        dtype, shape, raw = tensors[name]
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + len(raw)]}
        offset += len(raw)
        blobs.append(raw)
    header["__metadata__"] = metadata
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def same(a, b, where):
    check(sorted(a) == sorted(b), "%s: names %s != %s" % (where, sorted(a), sorted(b)))
    for name in a:
        if name in b:
            check(a[name] == b[name], "%s: tensor %s: %r != %r" % (where, name, a[name], b[name]))


def pure_python_part(tool, tmp):
    everything = dict(TENSORS, **BF16)
    path = netc_write(tool, tmp, everything, METADATA, "netc_all")
    tensors, metadata, n = parse_safetensors(path)
    check(n % 8 == 0, "header length %d is not a multiple of 8" % n)
    same(tensors, everything, "netc-written file read by the Python parser")
    check(metadata == METADATA, "metadata %r" % metadata)

    py_path = os.path.join(tmp, "python_all.safetensors")
    write_safetensors(py_path, everything, METADATA)
    tensors, metadata = netc_dump(tool, py_path)
    same(tensors, everything, "Python-written file read by netc")
    check(metadata == METADATA, "metadata read by netc %r" % metadata)


def safetensors_part(tool, tmp):
    try:
        import numpy as np
        from safetensors import safe_open
        from safetensors.numpy import load_file, save_file
    except ImportError as e:
        return "the safetensors package is not usable here (%s); install it with " \
               "`python3 -m pip install safetensors numpy` (tools/setup.sh test does)" % e
    to_np = {"F32": np.float32, "F16": np.float16, "I32": np.int32, "I64": np.int64, "BOOL": np.bool_}

    path = netc_write(tool, tmp, TENSORS, METADATA, "netc_common")
    loaded = load_file(path)
    got = {k: ({v: k2 for k2, v in to_np.items()}[a.dtype.type], list(a.shape), a.tobytes()) for k, a in loaded.items()}
    same(got, TENSORS, "netc-written file read by safetensors.numpy")
    with safe_open(path, framework="np") as f:
        check(f.metadata() == METADATA, "metadata read by safetensors %r" % f.metadata())

    arrays = {k: np.frombuffer(raw, dtype=to_np[d]).reshape(shape) for k, (d, shape, raw) in TENSORS.items()}
    st_path = os.path.join(tmp, "safetensors_written.safetensors")
    save_file(arrays, st_path, metadata=METADATA)
    tensors, metadata = netc_dump(tool, st_path)
    same(tensors, TENSORS, "safetensors-written file read by netc")
    check(metadata == METADATA, "metadata read by netc %r" % metadata)
    return None


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: safetensors_interop.py NETC_SAFETENSORS_TOOL")
    tool = sys.argv[1]
    with tempfile.TemporaryDirectory(prefix="netc-st-") as tmp:
        pure_python_part(tool, tmp)
        skipped = safetensors_part(tool, tmp)
    if failures:
        print("%d check(s) failed" % len(failures))
        return 1
    if skipped:
        print("SKIP safetensors package part: " + skipped)
        print("the pure-Python parser and writer checks passed")
    else:
        print("netc and the safetensors package read each other's checkpoints")
    return 0


if __name__ == "__main__":
    sys.exit(main())
