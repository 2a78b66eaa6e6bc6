#!/usr/bin/env python3
"""examples/moe.net end to end, briefly: one epoch on the first 4000
Fashion-MNIST images trains the sparse top-2 mixture of experts well above
chance on the first 4000 test images, and its experts run on the [E, C, d]
slots the router fills, not on every token: the step multiplies [4, 40, 64]
by [4, 64, 128] (E = 4 experts of capacity C = 40 for a batch of 64).

usage: moe_test.py NETC
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
DATA = "/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz"
check = Checks()

if not os.path.exists(DATA):
    print(f"skipped: no {DATA} (the Debian package dataset-fashion-mnist)")
    sys.exit(77)

with tempfile.TemporaryDirectory() as d:
    shutil.copy(os.path.join(ROOT, "examples", "moe.net"), d)
    ir = subprocess.run([NETC, "emit", "ir", "moe.net"], cwd=d, capture_output=True, text=True, env=ENV)
    check("moe.net checks", ir.returncode == 0, ir.stderr[-2000:])
    experts = re.findall(r"= matmul %\S+, %\S+ : f32\[4, 40, 128\]", ir.stdout)
    check("the experts multiply their [4, 40, 64] slots, not the batch", len(experts) >= 1, ir.stdout[-3000:])
    check("no expert runs on every token", not re.search(r"= matmul %\S+, %\S+ : f32\[(4, )?(64|N|B), 128\]", ir.stdout),
          ir.stdout[-3000:])
    r = subprocess.run([NETC, "run", "moe.net", "--epochs", "1", "--limit", "4000"], cwd=d, capture_output=True,
                       text=True, env=ENV, timeout=600)
    check("moe.net trains", r.returncode == 0, r.stderr[-2000:])
    m = re.search(r"^test accuracy: ([0-9.]+)$", r.stdout, re.M)
    acc = float(m.group(1)) if m else None
    check(f"well above chance after one short epoch (got {acc})", acc is not None and acc >= 0.6, r.stdout[-1500:])
sys.exit(check.finish())
