#!/usr/bin/env python3
"""`netc run --init-from FILE`: parameters alone from a safetensors file the
`safetensors` Python package writes, as PyTorch would save them (the
`module.` prefix of DataParallel, state_dict names without the instance,
f64 and f16 tensors): every missing, unexpected and mismatched tensor in one
error, `--rename` to map the names, conversion to f32 with a note, and a
run that starts from exactly those values (with lr = 0 they come out
unchanged); a netc checkpoint's optimizer state is skipped (another
optimizer's too). Names that
differ by a prefix get the exact --rename; a PyTorch pickle (.pt) the two
lines of Python that save it as safetensors; --resume of PyTorch's weights
points to --init-from. The REPL's
`:load W.safetensors [FROM=TO]` does the same for a session's instances.

usage: init_from_test.py NETC
"""
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, read_safetensors

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

try:
    import numpy as np
    from safetensors.numpy import save_file
except ImportError:
    print("skipped: the safetensors and numpy Python packages are not installed (tools/setup.sh installs them)")
    sys.exit(0)

PROGRAM = """
import std.nn;
dataset d {
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}
model Net() {
  fc1 = Linear(4, 8);
  fc2 = Linear(8, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] { return fc2(relu(fc1(x))); }
}
net = Net();
train net on d {
  batch      = 5;
  loss       = cross_entropy(net(batch.x), batch.y);
  optimizer  = SGD(lr = 0.0, momentum = 0.9);
  epochs     = 1;
  checkpoint = "out.safetensors";
}
"""


def tensors(path):
    _, header, data = read_safetensors(path)
    return {name: np.frombuffer(data[t["data_offsets"][0]:t["data_offsets"][1]], dtype=np.float32).reshape(t["shape"])
            for name, t in header.items()}


def run(d, *args):
    return subprocess.run([NETC, "run", "net.net", *args], cwd=d, env=ENV, capture_output=True, text=True, timeout=120)


with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, "net.net"), "w") as f:
        f.write(PROGRAM)
    rng = np.random.default_rng(3)
    with open(os.path.join(d, "data.csv"), "w") as f:
        for _ in range(10):
            f.write(",".join("%.3f" % v for v in rng.normal(size=4)) + ",%d\n" % rng.integers(0, 3))
    torch_like = {
        "module.fc1.weight": rng.normal(size=(8, 4)).astype(np.float64),
        "module.fc1.bias": rng.normal(size=(8,)).astype(np.float16),
        "module.fc2.weight": rng.normal(size=(3, 8)).astype(np.float32),
        "module.fc2.bias": rng.normal(size=(3,)).astype(np.float32),
    }
    save_file(torch_like, os.path.join(d, "torch.safetensors"))

    p = run(d, "--init-from", "torch.safetensors")
    check("DataParallel's names without --rename: the exact rename that makes them match", p.returncode == 2 and
          p.stderr == "netc run: torch.safetensors: the weights do not match the program: the file's 4 names differ "
          "from the program's by a prefix: `module.fc1.bias` is the program's `net.fc1.bias`\n"
          "help: add --rename module.=net.\n", p.stderr)
    p = run(d, "--init-from", "torch.safetensors", "--rename", "module.=model.")
    check("a wrong --rename: every problem, and the rename that works", p.returncode == 2 and
          "the weights do not match the program (8 problems)" in p.stderr and
          "`module.fc1.weight` (renamed `model.fc1.weight`): in the file (f32[8, 4]) but not in the program" in p.stderr and
          "`net.fc2.bias`: missing from the file (program f32[3])" in p.stderr and
          "help: the file's names match the program's with --rename module.=net." in p.stderr, p.stderr)
    # model.state_dict() of the module itself: no prefix at all.
    save_file({k[len("module."):]: v for k, v in torch_like.items()}, os.path.join(d, "plain.safetensors"))
    p = run(d, "--init-from", "plain.safetensors")
    check("state_dict names without the instance: `--rename =net.`", p.returncode == 2 and
          "the file's 4 names differ from the program's by a prefix: `fc1.bias` is the program's `net.fc1.bias`" in
          p.stderr and "help: add --rename =net." in p.stderr, p.stderr)
    p = run(d, "--init-from", "plain.safetensors", "--rename", "=net.")
    check("--rename =net. loads them", p.returncode == 0 and "initialised from plain.safetensors: 4 tensors" in p.stdout,
          p.stdout + p.stderr)

    # torch.save's own files are pickles: the two lines of Python that make safetensors of one.
    import zipfile
    with zipfile.ZipFile(os.path.join(d, "model.pt"), "w") as z:
        z.writestr("archive/data.pkl", b"\x80\x02}q\x00.")
        z.writestr("archive/version", b"3\n")
    p = run(d, "--init-from", "model.pt")
    check("a .pt file: how to save it as safetensors", p.returncode == 2 and
          p.stderr == "netc run: model.pt: this is a PyTorch pickle (the zip archive torch.save writes), not a "
          "safetensors file; netc does not load pickles (loading one runs its code). Save the state_dict with "
          "safetensors.torch.save_file, in Python:\n  import torch, safetensors.torch\n  "
          "safetensors.torch.save_file(torch.load(\"model.pt\", map_location=\"cpu\"), \"model.safetensors\")\n",
          p.stderr)
    with open(os.path.join(d, "old.pth"), "wb") as f:
        f.write(b"\x80\x02\x8a\x0alZ\xfc\x9cF\xf9 j\xa8P\x19.")
    p = run(d, "--resume", "old.pth")
    check("a pickle of before PyTorch 1.6, to --resume too", p.returncode == 2 and
          "old.pth: this is a PyTorch pickle (torch.save's format before PyTorch 1.6, or a pickle)" in p.stderr and
          'safetensors.torch.save_file(torch.load("old.pth", map_location="cpu"), "old.safetensors")' in p.stderr,
          p.stderr)
    # --resume continues a run of netc; PyTorch's weights start one: --init-from, with the rename.
    save_file({k: v.astype(np.float32) for k, v in torch_like.items()}, os.path.join(d, "dp.safetensors"))
    p = run(d, "--resume", "dp.safetensors")
    check("--resume of DataParallel weights points to --init-from", p.returncode == 2 and
          "help: dp.safetensors holds this program's parameters under the `module.` prefix of PyTorch's "
          "DataParallel but is not a checkpoint netc wrote (it has no fingerprint): --resume continues a run of netc; "
          "start a new run from these weights with `--init-from dp.safetensors --rename module.=net.`" in p.stderr,
          p.stderr)

    p = run(d, "--init-from", "torch.safetensors", "--rename", "module.=net.")
    check("--rename module.=net. loads them", p.returncode == 0, p.stderr)
    check("the conversions are said", "initialised from torch.safetensors: 4 tensors; converted to f32: "
          "net.fc1.bias (f16), net.fc1.weight (f64)" in p.stdout, p.stdout)
    got = tensors(os.path.join(d, "out.safetensors"))
    ok = all(np.array_equal(got["net." + k[len("module."):]], v.astype(np.float32)) for k, v in torch_like.items())
    check("training starts from exactly those values (lr = 0)", ok, str({k: v[:2] for k, v in got.items()}))

    bad = dict(torch_like)
    bad["module.fc2.weight"] = np.zeros((8, 3), dtype=np.float32)
    del bad["module.fc2.bias"]
    bad["module.extra"] = np.zeros((2,), dtype=np.float32)
    save_file(bad, os.path.join(d, "bad.safetensors"))
    p = run(d, "--init-from", "bad.safetensors", "--rename", "module.=net.")
    check("shape, missing and unexpected together", p.returncode == 2 and "(3 problems)" in p.stderr and
          "`module.fc2.weight` (renamed `net.fc2.weight`): file f32[8, 3], program f32[3, 8]" in p.stderr and
          "`net.fc2.bias`: missing from the file" in p.stderr and
          "`module.extra` (renamed `net.extra`): in the file (f32[2]) but not in the program" in p.stderr, p.stderr)

    # NaN and infinities are refused as --resume refuses them; an f64 beyond f32's range is one.
    diverged = dict(torch_like)
    diverged["module.fc1.weight"] = torch_like["module.fc1.weight"].copy()
    diverged["module.fc1.weight"].flat[4] = np.nan
    diverged["module.fc2.bias"] = np.array([0.5, 1e300, 0.25], dtype=np.float64)
    save_file(diverged, os.path.join(d, "diverged.safetensors"))
    p = run(d, "--init-from", "diverged.safetensors", "--rename", "module.=net.")
    check("NaN and values too large for f32 are refused, each named", p.returncode == 2 and
          "diverged.safetensors: the weights do not match the program (2 problems)" in p.stderr and
          "`module.fc1.weight` (renamed `net.fc1.weight`): element 4 is NaN" in p.stderr and
          "`module.fc2.bias` (renamed `net.fc2.bias`): element 1 is +inf" in p.stderr and
          "help: rename" not in p.stderr and "lower the learning rate" not in p.stderr, p.stderr)

    # A netc checkpoint (with optimizer state) also initialises: its optimizer state is skipped.
    p = run(d, "--init-from", "out.safetensors")
    check("a netc checkpoint initialises, skipping its optimizer state", p.returncode == 0 and
          "skipped 4 optimizer state tensors" in p.stdout, p.stdout + p.stderr)

    # ... also one trained with another optimizer (pre-trained with Adam and
    # weight decay, fine-tuned with SGD): Adam's state is skipped as SGD's is.
    with open(os.path.join(d, "adam.net"), "w") as f:
        f.write(PROGRAM.replace("SGD(lr = 0.0, momentum = 0.9)", "AdamW(lr = 0.0)")
                .replace("out.safetensors", "adam.safetensors"))
    p = subprocess.run([NETC, "run", "adam.net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True, timeout=120)
    check("an Adam run writes its checkpoint", p.returncode == 0, p.stdout + p.stderr)
    p = run(d, "--init-from", "adam.safetensors")
    check("a checkpoint of another optimizer initialises, skipping its state", p.returncode == 0 and
          "initialised from adam.safetensors: 4 tensors; skipped 8 optimizer state tensors" in p.stdout,
          p.stdout + p.stderr)

    p = run(d, "--init-from", "out.safetensors", "--resume", "out.safetensors")
    check("--init-from with --resume is a usage error", p.returncode == 2 and "both set the parameters" in p.stderr,
          p.stderr)
    # The REPL's `:load W.safetensors`: the same checks and renames; the values are the file's.
    script = (":load net.net\n:load torch.safetensors module.=net.\nnet.fc2.bias\n"
              ":load torch.safetensors\n")
    p = subprocess.run([NETC, "repl"], input=script, cwd=d, env=ENV, capture_output=True, text=True, timeout=120)
    want = "tensor([%s])" % ", ".join("%.4f" % v for v in torch_like["module.fc2.bias"])
    check("REPL :load of weights sets the instance's values", "loaded 4 tensors from torch.safetensors; " in p.stdout
          and want in p.stdout, p.stdout + p.stderr)
    check("REPL :load of foreign names: the rename, as :load takes it", "the weights do not match the program" in
          p.stdout and "help: add :load torch.safetensors module.=net." in p.stdout and p.returncode == 1,
          p.stdout + p.stderr)

    # Weights named without .safetensors are still weights (the file's start says so), and a bad
    # rename is said as :load takes it.
    shutil.copy(os.path.join(d, "torch.safetensors"), os.path.join(d, "weights"))
    script = ":load net.net\n:load weights module.=net.\n:load weights module.\n"
    p = subprocess.run([NETC, "repl"], input=script, cwd=d, env=ENV, capture_output=True, text=True, timeout=120)
    check("REPL :load of weights without the extension", "loaded 4 tensors from weights; " in p.stdout and
          "`:load weights` renames with FROM=TO" in p.stdout and "UTF-8" not in p.stdout, p.stdout + p.stderr)

    # Distillation: the teacher from a file, the student fresh (--init-only).
    with open(os.path.join(d, "distill.net"), "w") as f:
        f.write(PROGRAM.replace("net = Net();", "teacher = Net();\nstudent = Net();")
                .replace("train net on d", "train student on d")
                .replace("cross_entropy(net(batch.x), batch.y)",
                         "cross_entropy(student(batch.x), batch.y) + mean(teacher(batch.x)) * 0.0")
                .replace('checkpoint = "out.safetensors";', 'checkpoint = "distilled.safetensors";'))
    save_file({k.replace("module.", "teacher."): v.astype(np.float32) for k, v in torch_like.items()},
              os.path.join(d, "teacher.safetensors"))
    distill = lambda *args: subprocess.run([NETC, "run", "distill.net", *args], cwd=d, env=ENV, capture_output=True,
                                           text=True, timeout=120)
    p = distill("--init-from", "teacher.safetensors")
    check("a file of one model: the missing ones named, and --init-only offered", p.returncode == 2 and
          "`student.fc1.weight`: missing from the file" in p.stderr and "--init-only NAME" in p.stderr, p.stderr)
    p = distill("--init-from", "teacher.safetensors", "--init-only", "teacher")
    check("--init-only teacher: its 4 tensors from the file", p.returncode == 0 and
          "initialised from teacher.safetensors: 4 tensors of teacher" in p.stdout, p.stdout + p.stderr)
    got = tensors(os.path.join(d, "distilled.safetensors"))
    check("the teacher's values are the file's (it is not trained)",
          np.array_equal(got["teacher.fc2.weight"], torch_like["module.fc2.weight"]), got["teacher.fc2.weight"])
    p = distill("--init-from", "teacher.safetensors", "--init-only", "techer")
    check("--init-only of nothing", p.returncode == 2 and "no model instance or layer `techer`" in p.stderr, p.stderr)

    p = run(d, "--rename", "a=b")
    check("--rename alone is a usage error", p.returncode == 2 and "give --init-from FILE" in p.stderr, p.stderr)
    p = run(d, "--init-from", "torch.safetensors", "--rename", "module.")
    check("--rename without = is a usage error", p.returncode == 2 and "--rename needs FROM=TO" in p.stderr, p.stderr)

check.finish()
