#!/usr/bin/env python3
"""`netc parity` end to end:

1. `netc --help` and `netc parity --help` list it and its options;
2. the CPU against itself (`--devices cpu,cpu`): every compared tensor of
   examples/fashion_mlp.net agrees exactly (0.00e+00), one row per
   parameter's gradient, the loss, the metric and every parameter and
   optimizer state per step, and the command succeeds; under
   `precision = bf16` (the train block's, or a layer's) the report says the
   precision it checks, its weights take the product-bf16 row, and each bf16
   product of A is compared with the reference evaluator too (emulated: a
   GPU whose bf16 products are 0.1% off exceeds that row);
3. without a GPU (no device, no emulator), the default cpu,cuda:0 stops with
   status 2, saying cuda:0 is not here and which devices were found; a
   device that is not one is a usage error;
4. with a GPU (emulated with --emulated, or real): examples/fashion_mlp.net
   (also with a short last batch), a small CNN with batch norm and (emulated)
   examples/lstm.net agree op by op within the tolerances (status 0), and
   the report names B;
5. (emulated only) a GPU whose matrix products are 0.1% off
   (NETC_CUDA_EMU_GEMM_ERROR) fails it: status 1, the first op that exceeds
   is fc1's forward matmul, named with its layer and source line;
6. (a real GPU only) every example whose data can be made agrees over two
   steps.

usage: parity_test.py NETC [--emulated]
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, netc_setup

NETC, ROOT, ENV = netc_setup()
EMULATED = "--emulated" in sys.argv[2:]
check = Checks()
MLP = os.path.join(ROOT, "examples", "fashion_mlp.net")
ROW = re.compile(r"^\s*(\d+)  (\w+)\s+(.+?)\s+(exact|elementwise|reduction|product(?:-bf16|-f16)?)\s+(\S+)\s+(\S+)\s+(\S+)  "
                 r"(OK|EXCEEDS|DRIFTS)$", re.M)


def run(args, cwd=ROOT, env=ENV, timeout=900):
    return subprocess.run([NETC, *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=timeout)


def rows(out):
    """(step, compared, tensor, family, max abs, verdict) of every row."""
    return [(int(m[0]), m[1], m[2], m[3], float(m[4]), m[7]) for m in ROW.findall(out)]


# 1. Help.
p = run(["--help"])
check("netc --help lists parity", p.returncode == 0 and re.search(r"^  parity FILE ", p.stdout, re.M), p.stdout)
p = run(["parity", "--help"])
check("netc parity --help lists its options", p.returncode == 0 and all(
    o in p.stdout for o in ["--steps", "--devices", "--seed", "--limit", "--values", "docs/parity.md"]), p.stdout)

# 2. The CPU against itself: exact.
p = run(["parity", MLP, "--devices", "cpu,cpu", "--limit", "128", "--steps", "2"])
r = rows(p.stdout)
check("cpu,cpu succeeds", p.returncode == 0 and "OK: cpu and cpu compute every op of 2 steps" in p.stdout,
      p.stdout + p.stderr)
params = ["net.fc1.weight", "net.fc1.bias", "net.fc2.weight", "net.fc2.bias"]
for step in (1, 2):
    got = [(c, t) for s, c, t, _, _, _ in r if s == step]
    want = ([("gradient", n) for n in params] + [("loss", "loss"), ("metric", "accuracy")] +
            [("parameter", n) for n in params] + [("parameter", "optim.velocity." + n) for n in params])
    check(f"step {step}: a row per gradient, the loss, the metric, each parameter and state", got == want, str(got))
check("cpu,cpu: every difference is 0", r and all(d == 0 and v == "OK" for _, _, _, _, d, v in r), p.stdout)
check("the gradients' families: weights products, biases reductions",
      [f for _, c, _, f, _, _ in r if c == "gradient"][:4] == ["product", "reduction", "product", "reduction"],
      p.stdout)
check("a line per step counts the ops compared alone",
      len(re.findall(r"^\s+\d  ops\s+\d+ computed alone from the same operands: (\d+) within", p.stdout, re.M)) == 2,
      p.stdout)
p = run(["parity", MLP, "--devices", "cpu,cpu", "--limit", "64", "--steps", "1", "--values"])
check("--values: a row per op", p.returncode == 0 and re.search(r"^\s+1  op\s+net\.fc1 matmul ", p.stdout, re.M),
      p.stdout + p.stderr)

# 2b. Under a precision policy: which precision is checked, the low-precision
# rows, and each bf16 product of A against the reference evaluator too.
p = run(["parity", MLP, "--devices", "cpu,cpu", "--limit", "64", "--steps", "1"])
check("f32: the precision line says so", re.search(
    r"^precision: f32: no product or convolution of the step reads bf16 or f16 operands$", p.stdout, re.M), p.stdout)
check("f32: no reference rows", "reference" not in p.stdout, p.stdout)
with open(MLP) as f:
    mlp_src = f.read()
BF16_MLP = re.sub(r"^(\s*epochs\s*=.*;)$", r"\1\n  precision = bf16;", mlp_src, count=1, flags=re.M)
LAYER_MLP = mlp_src.replace("model MLP(d_in: int, hidden: int, classes: int) {",
                            "model MLP(d_in: int, hidden: int, classes: int) {\n  precision = bf16;")
with tempfile.TemporaryDirectory() as d:
    for name, src in (("bf16.net", BF16_MLP), ("layer.net", LAYER_MLP)):
        with open(os.path.join(d, name), "w") as f:
            f.write(src)
    check("the programs have their policies", BF16_MLP != mlp_src and LAYER_MLP != mlp_src)
    p = run(["parity", "bf16.net", "--devices", "cpu,cpu", "--limit", "64", "--steps", "2", "--values"], cwd=d)
    out = p.stdout + p.stderr
    check("bf16 block: succeeds", p.returncode == 0, out)
    check("bf16 block: the precision line", re.search(
        r"^precision: bf16, the train block's policy: 5 of the step's products and convolutions read bf16 operands, "
        r"checked with product-bf16 3\.44e-04, cpu's against the reference evaluator too$", p.stdout, re.M), out)
    check("bf16 block: the table lists the low-precision rows",
          "product 1.00e-04 product-f16 1.31e-04 product-bf16 3.44e-04" in p.stdout, out)
    r = rows(p.stdout)
    check("bf16 block: weight gradients and parameters are product-bf16, biases reductions",
          [(t, f) for s, c, t, f, _, _ in r if s == 1 and c == "gradient"] ==
          [("net.fc1.weight", "product-bf16"), ("net.fc1.bias", "reduction"),
           ("net.fc2.weight", "product-bf16"), ("net.fc2.bias", "reduction")], out)
    refs = [x for x in r if x[1] == "reference"]
    check("bf16 block: a reference row per bf16 product, forward and backward, each step",
          len(refs) == 10 and all(x[3] == "product-bf16" and x[5] == "OK" for x in refs) and
          [x[2] for x in refs[:2]] == ["net.fc1 matmul %9", "net.fc2 matmul %15"], out)
    check("bf16 block: the reference differs from the CPU's bf16 products, within the row",
          any(x[4] > 0 for x in refs), out)
    check("bf16 block: a line per step counts them", len(re.findall(
        r"^\s+\d  reference 5 of cpu's ops in bf16 against the reference evaluator: 5 within tolerance; the largest "
        r"against its tolerance, \S+ of it: matmul in net\.fc\d at std/nn\.net:\d+:\d+ \(\w+\)", p.stdout, re.M)) == 2, out)
    check("bf16 block: the last line", p.stdout.rstrip().endswith(
        "OK: cpu and cpu compute every op of 2 steps within its family's tolerance, and cpu its bf16 products and "
        "convolutions within theirs of the reference evaluator"), out)
    p = run(["parity", "layer.net", "--devices", "cpu,cpu", "--limit", "64", "--steps", "1"], cwd=d)
    out = p.stdout + p.stderr
    check("a layer's policy: succeeds, its products checked against the reference", p.returncode == 0 and re.search(
        r"^precision: bf16, a layer's or a function's policy \(or the program's own casts\): 5 of the step's products "
        r"and convolutions read bf16 operands, checked with product-bf16 3\.44e-04", p.stdout, re.M) and re.search(
        r"^\s+1  reference 5 of cpu's ops in bf16 against the reference evaluator: 5 within tolerance", p.stdout, re.M),
        out)
    if EMULATED:
        # The emulated GPU's bf16 GemmEx 0.1% off: A's products exceed their
        # row of the reference evaluator, not only of the CPU's.
        p = run(["parity", "bf16.net", "--devices", "cuda:0,cpu", "--limit", "64", "--steps", "1"], cwd=d,
                env=dict(ENV, NETC_CUDA_EMU_GEMM_ERROR="1e-3"))
        bad = [x for x in rows(p.stdout) if x[1] == "reference" and x[5] == "EXCEEDS"]
        check("a GPU's bf16 products 0.1% off exceed the reference evaluator's row", p.returncode == 1 and bad and
              bad[0][2].startswith("net.fc1 matmul %") and bad[0][3] == "product-bf16", p.stdout + p.stderr)
        p = run(["parity", "bf16.net", "--limit", "64", "--steps", "2"], cwd=d)
        check("bf16 block: cpu and the emulated GPU agree", p.returncode == 0 and
              "and cpu its bf16 products and convolutions within theirs of the reference evaluator" in p.stdout,
              p.stdout + p.stderr)

# 3. No second device; a device that is none.
devices = json.loads(run(["devices", "--json"]).stdout)
has_gpu = bool(devices["cuda"]["devices"])
if not has_gpu:
    p = run(["parity", MLP, "--limit", "64"])
    check("no GPU: status 2", p.returncode == 2, p.stdout + p.stderr)
    check("no GPU: says so, with the devices found",
          "cuda:0 is not here" in p.stderr and "The devices found: cpu" in p.stderr and "--devices A,B" in p.stderr,
          p.stderr)
p = run(["parity", MLP, "--devices", "cpu"])
check("--devices needs two", p.returncode == 2 and "--devices needs two devices A,B" in p.stderr, p.stderr)
p = run(["parity", MLP, "--devices", "cpu,tpu:0"])
check("--devices: not a device", p.returncode == 2 and "`tpu:0` is not a device" in p.stderr, p.stderr)

if not has_gpu:
    if EMULATED:
        check("the emulator's GPU is visible", False, str(devices))
    check.finish()

# 4. The CPU against the GPU.
p = run(["parity", MLP, "--limit", "256"])
check("fashion_mlp: cpu and cuda:0 agree op by op", p.returncode == 0 and
      "OK: cpu and cuda:0 compute every op of 3 steps within its family's tolerance" in p.stdout, p.stdout + p.stderr)
check("the report names B", re.search(r"^  B: cuda:0 \(" + ("netc CUDA emulator" if EMULATED else ""), p.stdout, re.M),
      p.stdout)
check("fashion_mlp: 3 steps of rows", {s for s, *_ in rows(p.stdout)} == {1, 2, 3}, p.stdout)
p = run(["parity", MLP, "--limit", "100", "--steps", "2"])
check("a short last batch (36 of 64) agrees too", p.returncode == 0 and "OK: cpu and cuda:0" in p.stdout,
      p.stdout + p.stderr)

CNN = """
import std.nn;
dataset fashion {
  images: f32[28, 28] = idx("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz");
  labels: i64[]       = idx("/usr/share/datasets/fashion-mnist/train-labels-idx1-ubyte.gz");
}
model Cnn() {
  conv = Conv2d(1, 4, 3, padding = 1);
  bn = BatchNorm(4);
  pool = MaxPool2d(2);
  fc = Linear(4 * 14 * 14, 10);
  fn forward(x: f32[N, 1, 28, 28]) -> f32[N, 10] {
    return fc(flatten(pool(relu(bn(conv(x))))));
  }
}
net = Cnn();
train net on fashion {
  batch = 16;
  x = reshape(batch.images, [-1, 1, 28, 28]) / 255.0;
  loss = cross_entropy(net(x), batch.labels);
  optimizer = Adam(lr = 0.001);
  epochs = 1;
  seed = 3;
}
"""
with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, "cnn.net"), "w") as f:
        f.write(CNN)
    p = run(["parity", "cnn.net", "--limit", "64", "--steps", "2"], cwd=d)
    check("a CNN with batch norm: every op within tolerance", p.returncode == 0 and
          "OK: cpu and cuda:0 compute every op of 2 steps" in p.stdout, p.stdout + p.stderr)
    check("the CNN's gradients: the convolution's a product",
          ("gradient", "net.conv.weight", "product") in [(c, t, f) for _, c, t, f, _, _ in rows(p.stdout)], p.stdout)

# A recurrent network: a loop's ops, and its further results, on both.
if EMULATED:
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(os.path.join(ROOT, "examples", "lstm.net"), d)
        subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_first_token.py"), d], check=True,
                       capture_output=True)
        p = run(["parity", "lstm.net", "--limit", "32", "--steps", "1"], cwd=d)
        check("examples/lstm.net: every op within tolerance", p.returncode == 0 and
              "OK: cpu and cuda:0 compute every op of 1 step" in p.stdout, p.stdout[-3000:] + p.stderr)

# 5. A GPU whose products are wrong.
if EMULATED:
    p = run(["parity", MLP, "--limit", "128", "--steps", "1"], env=dict(ENV, NETC_CUDA_EMU_GEMM_ERROR="1e-3"))
    check("products 0.1% off: status 1", p.returncode == 1, p.stdout + p.stderr)
    first = re.search(r"^EXCEEDS: \d+ ops computed from the same operands differ by more than their family's "
                      r"tolerance; the first, at step 1: net\.fc1 matmul %\S+, matmul in net\.fc1 at std/nn\.net:\d+:\d+ "
                      r"\(forward\): \S+ of its scale, over the product tolerance 1\.00e-04$", p.stdout, re.M)
    check("the first op that exceeds is fc1's forward matmul", first, p.stdout)
    bad = [r for r in rows(p.stdout) if r[5] == "EXCEEDS"]
    check("its row says EXCEEDS", bad and bad[0][1] == "op" and bad[0][2].startswith("net.fc1 matmul %")
          and bad[0][3] == "product", p.stdout)

# 6. Every example on a real GPU.
if not EMULATED:
    with tempfile.TemporaryDirectory() as d:
        for f in glob.glob(os.path.join(ROOT, "examples", "*.net")):
            shutil.copy(f, d)
        for make in glob.glob(os.path.join(ROOT, "examples", "make_*.py")):
            subprocess.run([sys.executable, make, d], check=True, capture_output=True)
        with open(os.path.join(d, "points.csv"), "w") as f:
            for k in range(200):
                a, b = (k % 20) / 10 - 1, (k // 20) / 5 - 1
                f.write(f"{a},{b},{2 * a - 3 * b + 0.5}\n")
        # A few at a time, each on its share of the cores: one after another,
        # the nine took longer than a lent GPU's call allows.
        from concurrent.futures import ThreadPoolExecutor
        files = sorted(glob.glob(os.path.join(d, "*.net")))
        at_once = max(1, min(len(files), (os.cpu_count() or 1) // 4))
        env = dict(ENV, NETC_NUM_THREADS=str(max(1, (os.cpu_count() or 1) // at_once)))
        with ThreadPoolExecutor(at_once) as pool:
            runs = [pool.submit(run, ["parity", os.path.basename(f), "--limit", "64", "--steps", "2"], d, env)
                    for f in files]
            for f, r in zip(files, runs):
                p = r.result()
                check(f"{os.path.basename(f)}: every op within tolerance on the GPU", p.returncode == 0,
                      p.stdout[-3000:] + p.stderr)
check.finish()
