#!/usr/bin/env python3
"""A NaN or an infinity tied to its source (issue 39, item 11): when a step's
loss or a metric is not finite, `netc run` stops and names the operation that
made the first non-finite value from finite operands, with its location, the
model instance, the pass, and its operands' values. Three ways a run fails
(log of zero, a learning rate that blows up, a division by a zero variance),
a metric that is not finite, one that is not finite in the evaluation only,
and NaNs made by a step's gradient or update, found a step later when the
loss is not finite and traced by replaying the epoch; tests/e2e/data/nan
holds the programs.

With --emulated (under the CUDA emulator, tests/support/cuda_emu) the log of
zero runs on the GPU executor: the step is taken back there and re-run alike.

usage: nan_trace_test.py NETC [--emulated]
"""
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, read_safetensors

NETC = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
# The line of std.nn's Embedding `take`, which the index case's trace names.
with open(os.path.join(HERE, "..", "..", "stdlib", "nn.net")) as f:
    EMBEDDING_TAKE_LINE = next(n for n, line in enumerate(f, 1) if "return take(table, ids);" in line)
ROOT = os.path.dirname(os.path.dirname(HERE))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

CASES = [
    ("logzero", "the loss is NaN at epoch 1, step 1 (global step 1): the first infinity came from `log(p)` at "
                "logzero.net:10:12 (net, forward): its operand `relu(fc(x))` has 19 zeros among 32 values in "
                "[0, 2.026]; training stopped before any checkpoint was written."),
    # (the diverged values' digits depend on the BLAS kernels: not compared)
    ("blowup", "(global step 4): the first infinity came from "
               "`(net(batch.x) - batch.y) * (net(batch.x) - batch.y)` (its `mul`) at blowup.net:14:20 (forward): "
               "its operand `net(batch.x) - batch.y` has 16 negative among 16 values in [-"),
    ("zerovar", "the loss is NaN at epoch 1, step 1 (global step 1): the first NaN came from `(c - mean(c)) / "
                "sqrt(v)` (its `div`) at zerovar.net:11:13 (net, forward): its operand `c - mean(c)` has 16 zeros "
                "among 16 values, all 0; its operand `sqrt(v)` is 0; training stopped"),
    ("metric", "the metric `logp` is infinite at epoch 1, step 1 (global step 1): the first infinity came from "
               "`log(batch.x * 0.0)` at metric.net:18:20 (forward): its operand `batch.x * 0.0` has 64 zeros "
               "among 64 values, all 0"),
    # A NaN made in the backward pass reaches the loss a step later: that
    # step is replayed from the epoch's start and traced.
    ("gradient", "the loss is NaN at epoch 1, step 2 (global step 2): the parameters were not finite before this "
                 "step: `net.fc.weight` has 4 NaN among 4 values; `net.fc.bias` is NaN. Step 1 (global step 1) made "
                 "them, replayed from the start of the epoch: the first infinity came from `sqrt(mean(net(batch.x)) "
                 "* 0.0)` (its `div`) at gradient.net:13:75 (backward)"),
    # A finite gradient times a huge learning rate: the optimizer's update.
    ("update", "Step 1 (global step 1) made them, replayed from the start of the epoch: the first infinity came "
               "from `mul` at std/optim.net:12:13 (the optimizer's update): its operand `lr` is 3e+38"),
    ("evaluation", "evaluating on `held_out`, the metric `logw` is infinite in the batch of examples 1 to 16: the "
                   "first infinity came from `log(batch.w)` at evaluation.net:20:20 (forward): its operand `batch.w` "
                   "has 16 zeros among 16 values, all 0. Training stopped at the end of epoch 1; the last good "
                   "checkpoint is evaluation.safetensors: continue from it with --resume evaluation.safetensors."),
    # A computed index past the table: the backends read NaN there, and the
    # trace names the `take` and the index.
    ("index", "the loss is NaN at epoch 1, step 1 (global step 1): the first NaN came from `take` at "
              f"std/nn.net:{EMBEDDING_TAKE_LINE}:53 (net.emb, forward): it reads index 3 of an axis of 3 (indices 0..2), which reads "
              "NaN; check the indices"),
]

with tempfile.TemporaryDirectory() as d:
    for name in os.listdir(os.path.join(HERE, "data", "nan")):
        shutil.copy(os.path.join(HERE, "data", "nan", name), d)
    if "--emulated" in sys.argv:
        with open(os.path.join(d, "logzero.net")) as f:
            text = f.read()
        text = text.replace("net = Net();", "device gpu = cuda:0;\nnet = Net() @ gpu;").replace(
            "cross_entropy(net(batch.x), batch.y)", "cross_entropy(net(to(gpu, batch.x)), to(gpu, batch.y))")
        assert "@ gpu" in text and "to(gpu, batch.x)" in text, "logzero.net has changed"
        with open(os.path.join(d, "logzero.net"), "w") as f:
            f.write(text)
        CASES = CASES[:1]
    for name, expected in CASES:
        p = subprocess.run([NETC, "run", name + ".net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                           timeout=300)
        check(f"{name}: the run stops with status 1", p.returncode == 1, p.stdout + p.stderr)
        check(f"{name}: the message names the operation, its place and its operands", expected in p.stderr, p.stderr)
    if "--emulated" in sys.argv:
        check.finish()
    # A step too large for the interpreter's plain loops is not re-run: said,
    # at once. (The data is made here: 1024 rows of 1024 numbers.)
    import random
    rng = random.Random(1)
    with open(os.path.join(d, "x.csv"), "w") as fx, open(os.path.join(d, "y.csv"), "w") as fy:
        for i in range(1024):
            fx.write(",".join("%.3f" % rng.gauss(0, 1) for _ in range(1024)) + "\n")
            fy.write("%d\n" % (i % 2))
    with open(os.path.join(d, "logzero.net")) as f:
        big = f.read().replace('csv("classes.csv", columns = [0, 1, 2, 3])', 'csv("x.csv")').replace(
            'csv("classes.csv", columns = [4])', 'csv("y.csv")').replace("f32[4]", "f32[1024]").replace(
            "Linear(4, 2)", "Linear(1024, 2048);\n  fc2 = Linear(2048, 2)").replace(
            "relu(fc(x))", "relu(fc2(relu(fc(x))))").replace("f32[N, 4]", "f32[N, 1024]").replace(
            "batch     = 16", "batch     = 1024")
    assert "Linear(2048, 2)" in big and "batch     = 1024" in big, big
    with open(os.path.join(d, "big.net"), "w") as f:
        f.write(big)
    p = subprocess.run([NETC, "run", "big.net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=300)
    check("big: a step too large to re-run is said so", p.returncode == 1 and
          "the step is too large to re-run operation by operation here (4.324e+09 multiply-adds" in p.stderr, p.stderr)
    # The epoch before a failed evaluation trained well: its checkpoint is kept.
    meta = read_safetensors(os.path.join(d, "evaluation.safetensors"))[0]
    check("evaluation: the epoch's checkpoint is written", meta.get("epoch") == "1", str(meta))
    # Diverging, the message says what to do.
    p = subprocess.run([NETC, "run", "blowup.net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=300)
    check("blowup: values this large say to lower the learning rate",
          "Values this large mean training diverged: lower the learning rate" in p.stderr, p.stderr)

check.finish()
