#!/usr/bin/env python3
"""A size known only when the program runs, used as a number: the batch's
size N in a function compiled for any batch, where it meets a tensor
(`x * (N * 3 - 1)`), through `cast(N, f32)` or as a scalar tensor argument,
is counted when each step
runs (it used to be a constant 0). Trained 2 steps of 5 examples in
batches of 4 and 1 at lr 0; the epoch's reported loss is checked against
the two batch sizes.

usage: runtime_sizes_test.py NETC
"""
import json
import os
import subprocess
import sys
import tempfile

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
check = Checks()

PROGRAM = """
import std.nn;
dataset d {
  x: f32[6] = csv("data.csv");
}
fn quarter(x: f32[N, 6], s: f32[]) -> f32[] { return s * 0.25; }
model Net() {
  param w: f32[1] = ones;
  fn forward(x: f32[N, 6]) -> f32[] {
    return mean(x * w[0]) * (N * 3 - 1) + cast(N, f32) * 0.5 + quarter(x, N);
  }
}
net = Net();
train net on d {
  batch     = 4;
  loss      = net(batch.x);
  optimizer = SGD(lr = 0.0);
  epochs    = 1;
}
"""


def mean(v):
    return sum(v) / len(v)


with tempfile.TemporaryDirectory() as d:
    rows = [[0.5 * (i + 1) + j for j in range(6)] for i in range(5)]
    with open(os.path.join(d, "data.csv"), "w") as f:
        f.write("".join(",".join(str(v) for v in r) + "\n" for r in rows))
    with open(os.path.join(d, "sizes.net"), "w") as f:
        f.write(PROGRAM)
    p = subprocess.run([NETC, "run", "sizes.net", "--log-json", "-"], cwd=d, capture_output=True, text=True,
                       timeout=300)
    losses = [mean([x for r in b for x in r]) * (len(b) * 3 - 1) + len(b) * 0.75 for b in (rows[:4], rows[4:])]
    want = (losses[0] * 4 + losses[1] * 1) / 5  # the epoch's loss: its steps weighted by their examples
    got = [json.loads(line)["loss"] for line in p.stdout.splitlines() if line.startswith("{")]
    check("the batch's size counted at each step: the epoch's loss", p.returncode == 0 and len(got) == 1 and
          abs(got[0] - want) < 1e-4 * abs(want), (got, want, losses, p.stderr))
check.finish()
