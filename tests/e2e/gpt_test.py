#!/usr/bin/env python3
"""examples/gpt.net end to end: on the copy task examples/make_copy.py
writes, the decoder (causal attention, tied embeddings, `let` rebinding)
predicts the copied half of each test sequence, 99% of its tokens or more,
after two epochs; its output layer is the embedding's table (no weight of
its own). With `replicas` on two CPUs (its loss flattens [B, 16, 11] to
[16*B, 11], the batch's axis merged with the next) every one of 25 steps'
losses is one device's (the first five within 1e-6, all within 2e-4:
checks.replicas_step_by_step).

usage: gpt_test.py NETC
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, netc_setup, replicas_step_by_step

NETC, ROOT, ENV = netc_setup()
check = Checks()

with tempfile.TemporaryDirectory() as d:
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_copy.py"), d], check=True)
    shutil.copy(os.path.join(ROOT, "examples", "gpt.net"), d)
    r = subprocess.run([NETC, "run", "gpt.net", "--epochs", "2"], cwd=d, capture_output=True, text=True, env=ENV,
                       timeout=1200)
    check("gpt.net trains", r.returncode == 0, r.stderr[-2000:])
    m = re.search(r"^test copied: ([0-9.]+)$", r.stdout, re.M)
    copied = float(m.group(1)) if m else None
    check(f"the copied half is predicted, >= 99% (got {copied})", copied is not None and copied >= 0.99, r.stdout[-1500:])
    ir = subprocess.run([NETC, "emit", "ir", "gpt.net"], cwd=d, capture_output=True, text=True, env=ENV).stdout
    vocab_sized = re.findall(r"^param @(\S+) : f32\[11, ", ir, re.M)
    check("one table of 11 rows serves input and output", vocab_sized == ["net.embed.table"], vocab_sized)

    replicas_step_by_step(check, NETC, ENV, d, "gpt.net", "gpt.net", False)
sys.exit(check.finish())
