#!/usr/bin/env python3
"""examples/unet.net end to end, briefly: on the first 2000 noisy and clean
images examples/make_noisy.py writes, two epochs leave the test images'
error well below the noisy inputs' own (at most half of it).

usage: unet_test.py NETC
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, netc_setup

NETC, ROOT, ENV = netc_setup()
check = Checks()

with tempfile.TemporaryDirectory() as d:
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_noisy.py"), d], check=True)
    shutil.copy(os.path.join(ROOT, "examples", "unet.net"), d)
    r = subprocess.run([NETC, "run", "unet.net", "--limit", "2000", "--epochs", "2", "--log-json", "-"], cwd=d,
                       capture_output=True, text=True, env=ENV, timeout=1200)
    check("unet.net trains", r.returncode == 0, r.stderr[-2000:])
    lines = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]
    ev = lines[-1]["evaluation"] if lines else {}
    loss, noisy = ev.get("loss"), ev.get("noisy_mse")
    check(f"the test error is at most half the noisy input's (got {loss} against {noisy})",
          loss is not None and noisy is not None and loss <= 0.5 * noisy, r.stdout[-1500:])
sys.exit(check.finish())
