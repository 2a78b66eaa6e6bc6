#!/usr/bin/env python3
"""`netc export PROGRAM CHECKPOINT --as torch`, end to end.

tests/e2e/data/export_model.net has every std/nn.net layer that PyTorch
names or shapes differently. A checkpoint of it (random values, one
optimizer tensor, step 7) is exported; the result must have exactly the
names, dtypes and shapes of the equivalent torch.nn.Module's state_dict(),
which PyTorch itself wrote into tests/golden/torch/export_state_dict.txt
(export_state_dict.py, which also loads an exported file with strict=True),
and the values moved where PyTorch keeps them (in_proj_weight is wq, wk, wv
stacked; BatchNorm's [C, 1, 1] are [C]). Then the errors: several instances,
a checkpoint that does not fit, another framework, the checkpoint as the
output, a missing file. Last, the way back: `--init-from` of the exported
file puts every value where netc keeps it.

usage: export_test.py NETC
"""
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

from checks import Checks, read_safetensors, write_safetensors

NETC = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "data", "export_model.net")
GOLDEN = os.path.join(HERE, "..", "golden", "torch", "export_state_dict.txt")
check = Checks()


def run(*args):
    return subprocess.run([NETC, *args], capture_output=True, text=True, timeout=120)


def program_tensors(path):
    """[(name, shape)] of the program's parameters and states, from its IR."""
    ir = run("emit", "ir", path).stdout
    return [(m.group(1), [int(d) for d in m.group(2).split(", ") if d])
            for m in re.finditer(r"^(?:param|state) @(\S+) : f32\[([^\]]*)\]", ir, re.M)]


def write_checkpoint(path, tensors, metadata):
    """[(name, floats, shape)] as F32 tensors."""
    write_safetensors(path, [(n, "F32", s, struct.pack("<%df" % len(v), *v)) for n, v, s in tensors], metadata)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


with tempfile.TemporaryDirectory() as tmp:
    rng = random.Random(3)
    params = program_tensors(PROGRAM)
    check("the program's tensors", len(params) == 41, params)
    values = {name: [rng.uniform(-1, 1) for _ in range(numel(shape))] for name, shape in params}
    ckpt = os.path.join(tmp, "net.safetensors")
    write_checkpoint(ckpt, [(n, values[n], s) for n, s in params] + [("optim.velocity.net.head.weight", [0.0] * 48, [3, 16])],
                     {"step": "7"})

    # 1. Names, dtypes and shapes as PyTorch's state_dict(); the default output name.
    p = run("export", PROGRAM, ckpt, "--as", "torch")
    out = os.path.join(tmp, "net.torch.safetensors")
    check("exit 0", p.returncode == 0, p.stdout + p.stderr)
    check("says where and how to load it", "wrote " + out + ": 39 tensors" in p.stdout and
          "model.load_state_dict(safetensors.torch.load_file(" in p.stdout, p.stdout)
    meta, header, data = read_safetensors(out)
    kinds = {"F32": "float32", "I64": "int64"}
    got = sorted(f"{n} {kinds.get(t['dtype'], t['dtype'])} {t['shape']}" for n, t in header.items())
    with open(GOLDEN) as f:
        want = f.read().split("\n")[:-1]
    check("PyTorch's names, dtypes and shapes", got == want,
          "\n".join(["only netc: " + g for g in got if g not in want] + ["only PyTorch: " + w for w in want if w not in got]))
    check("format metadata", meta.get("format") == "pt", meta)

    # 2. The values, where PyTorch keeps them.
    floats = {}
    for name, t in header.items():
        lo, hi = t["data_offsets"]
        fmt = "<%dq" % ((hi - lo) // 8) if t["dtype"] == "I64" else "<%df" % ((hi - lo) // 4)
        floats[name] = list(struct.unpack(fmt, data[lo:hi]))

    def same(name, expected):
        rounded = list(struct.unpack("<%df" % len(expected), struct.pack("<%df" % len(expected), *expected)))
        check(name, floats.get(name) == rounded, name)

    a = "net.layer.attn."
    same("layer.self_attn.in_proj_weight", values[a + "wq.weight"] + values[a + "wk.weight"] + values[a + "wv.weight"])
    same("layer.self_attn.in_proj_bias", values[a + "wq.bias"] + values[a + "wk.bias"] + values[a + "wv.bias"])
    same("layer.self_attn.out_proj.weight", values[a + "out.weight"])
    same("layer.linear1.weight", values["net.layer.ff1.weight"])
    same("layer.norm2.bias", values["net.layer.norm2.beta"])
    same("blocks.1.norm.weight", values["net.blocks.1.norm.gamma"])
    same("bn.weight", values["net.bn.gamma"])
    same("bn.running_var", values["net.bn.running_var"])
    same("conv.bias", values["net.conv.bias"])
    same("embed.weight", values["net.embed.table"])
    check("num_batches_tracked is the step", floats.get("bn.num_batches_tracked") == [7], floats.get("bn.num_batches_tracked"))

    # 3. Errors, each with exit status 2 and nothing written.
    two = os.path.join(tmp, "two.net")
    with open(PROGRAM) as f:
        text = f.read()
    with open(two, "w") as f:
        f.write(text.replace("net = Net();", "net = Net();\nother = Block(16);"))
    p = run("export", two, ckpt, "-o", os.path.join(tmp, "x.safetensors"))
    check("two instances: choose one", p.returncode == 2 and "2 model instances (`net`, `other`)" in p.stderr and
          "--instance NAME" in p.stderr, p.stderr)
    p = run("export", two, ckpt, "--instance", "net", "-o", os.path.join(tmp, "x.safetensors"))
    check("--instance", p.returncode == 0 and os.path.exists(os.path.join(tmp, "x.safetensors")), p.stderr)
    p = run("export", two, ckpt, "--instance", "nets", "-o", os.path.join(tmp, "y.safetensors"))
    check("an unknown instance", p.returncode == 2 and "no model instance `nets`" in p.stderr, p.stderr)

    short = os.path.join(tmp, "short.safetensors")
    write_checkpoint(short, [(n, values[n], s) for n, s in params if n != "net.head.bias"], {})
    p = run("export", PROGRAM, short)
    check("a missing tensor", p.returncode == 2 and "`net.head.bias`: missing from the checkpoint" in p.stderr and
          not os.path.exists(os.path.join(tmp, "short.torch.safetensors")), p.stderr)
    wrong = os.path.join(tmp, "wrong.safetensors")
    write_checkpoint(wrong, [(n, values[n] + ([0.0] * 3 if n == "net.head.bias" else []), [6] if n == "net.head.bias" else s)
                             for n, s in params], {})
    p = run("export", PROGRAM, wrong)
    check("a shape that differs", p.returncode == 2 and "`net.head.bias`: checkpoint [6], program [3]" in p.stderr, p.stderr)
    # A NaN or an infinity is refused as --resume refuses it, and nothing is written.
    for bad, shown in ((float("nan"), "NaN"), (float("-inf"), "-inf")):
        diverged = os.path.join(tmp, "diverged.safetensors")
        write_checkpoint(diverged, [(n, values[n][:4] + [bad] + values[n][5:] if n == "net.head.weight" else values[n], s)
                                    for n, s in params], {})
        p = run("export", PROGRAM, diverged)
        check("a weight that is " + shown, p.returncode == 2 and
              "`net.head.weight`: element 4 is %s (the run that wrote it diverged?)" % shown in p.stderr and
              diverged in p.stderr and not os.path.exists(os.path.join(tmp, "diverged.torch.safetensors")), p.stderr)
    p = run("export", PROGRAM, ckpt, "--as", "jax")
    check("another framework", p.returncode == 2 and "--as takes `torch`" in p.stderr, p.stderr)
    p = run("export", PROGRAM, ckpt, "-o", ckpt)
    check("the checkpoint as the output", p.returncode == 2 and "it is the checkpoint it exports" in p.stderr, p.stderr)
    copy = os.path.join(tmp, "copy.net")  # a copy: a failure must not write over the source tree
    with open(PROGRAM, "rb") as f:
        program = f.read()
    with open(copy, "wb") as f:
        f.write(program)
    p = run("export", copy, ckpt, "-o", copy)
    with open(copy, "rb") as f:
        check("the program as the output", p.returncode == 2 and "it is the program" in p.stderr and f.read() == program,
              p.stderr)
    fifo = os.path.join(tmp, "pipe")
    os.mkfifo(fifo)
    p = run("export", PROGRAM, ckpt, "-o", fifo)
    check("a FIFO as the output", p.returncode == 2 and "it is a FIFO (a named pipe), not a regular file" in p.stderr and
          __import__("stat").S_ISFIFO(os.stat(fifo).st_mode), p.stderr)
    p = run("export", PROGRAM, os.path.join(tmp, "none.safetensors"))
    check("a missing checkpoint", p.returncode == 2 and "none.safetensors" in p.stderr, p.stderr)
    p = run("export", PROGRAM)
    check("no checkpoint given", p.returncode == 2 and "`export` needs a checkpoint" in p.stderr, p.stderr)

    # 4. Back: `--init-from` reads PyTorch's names and layouts (the exported
    #    file, as PyTorch's state_dict would be saved) into the program's own,
    #    every value where it was. A step at lr = 0 keeps them; its checkpoint
    #    holds them.
    with open(os.path.join(tmp, "ids.csv"), "w") as f:
        for i in range(4):
            f.write(",".join(str((i * 7 + k) % 50) for k in range(5)) + "\n")
    back = os.path.join(tmp, "back.net")
    with open(back, "w") as f:
        f.write(text + """
dataset d { ids: i64[5] = csv("ids.csv"); }
train net on d {
  batch = 4;
  loss = mean(net(batch.ids)) * 0.0;
  optimizer = SGD(lr = 0.0);
  epochs = 1;
  checkpoint = "back.safetensors";
}
""")
    p = subprocess.run([NETC, "run", back, "--init-from", out], capture_output=True, text=True, timeout=120,
                       cwd=tmp)
    check("PyTorch's names need the instance's prefix", p.returncode == 2 and "help: add --rename =net." in p.stderr,
          p.stderr)
    p = subprocess.run([NETC, "run", back, "--init-from", out, "--rename", "=net."], capture_output=True, text=True,
                       timeout=120, cwd=tmp)
    check("init from PyTorch's layout", p.returncode == 0 and
          "initialised from " + out + ": 41 tensors; read 22 in PyTorch's names and layouts" in p.stdout,
          p.stdout + p.stderr)
    if p.returncode == 0:
        _, back_header, back_data = read_safetensors(os.path.join(tmp, "back.safetensors"))
        differ = []
        for name, shape in params:
            t = back_header[name]
            lo, hi = t["data_offsets"]
            got = list(struct.unpack("<%df" % ((hi - lo) // 4), back_data[lo:hi]))
            want = list(struct.unpack("<%df" % len(values[name]), struct.pack("<%df" % len(values[name]), *values[name])))
            if got != want:
                differ.append(name)
        check("every tensor where netc keeps it, bit for bit", not differ, differ)

check.finish()
