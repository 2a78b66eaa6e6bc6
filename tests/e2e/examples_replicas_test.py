#!/usr/bin/env python3
"""Every example checks data-parallel: its program with `replicas` over two
CPUs (`device dev = [cpu, cpu];` for its device, `replicas = dev;` in its
train block) passes `netc check`. examples/moe.net is the one refusal, and
it must stay one: its router counts each expert's slots over the whole batch
(a capacity per batch, not per example), which no replica can compute from
its share, so the checker says so at the reshape that mixes the batch's
examples (BatchAxisMixed). lstm_test, transformer_test and gpt_test train
their examples this way.

usage: examples_replicas_test.py NETC
"""
import glob
import os
import re
import subprocess
import tempfile

from checks import Checks, netc_setup

NETC, ROOT, ENV = netc_setup()
check = Checks()

with tempfile.TemporaryDirectory() as d:
    for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.net"))):
        name = os.path.basename(path)
        with open(path) as f:
            src = f.read()
        device = re.search(r"^device (\w+) = [^;]*;", src, re.M)
        if not device or "replicas" in src:  # no device to replicate on, or already data-parallel
            continue
        dev = device.group(1)
        text = src.replace(device.group(0), f"device {dev} = [cpu, cpu];", 1)
        text = re.sub(r"^(  batch\s*=[^;]*;)", r"\1\n  replicas = " + dev + ";", text, count=1, flags=re.M)
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
        r = subprocess.run([NETC, "check", name], cwd=d, capture_output=True, text=True, env=ENV, timeout=120)
        if name == "moe.net":
            check("moe.net under replicas is refused at its router's reshape",
                  r.returncode == 1 and "[BatchAxisMixed]" in r.stderr and "let choice = reshape" in r.stderr,
                  r.stderr[-1500:])
        else:
            check(f"{name} checks with replicas", r.returncode == 0, r.stderr[-1500:])
check.finish()
