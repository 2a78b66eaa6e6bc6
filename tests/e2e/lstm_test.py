#!/usr/bin/env python3
"""examples/lstm.net end to end: on the data examples/make_first_token.py
writes (the label is the first of 10 tokens), std.nn's LSTM, a `for` loop
over the length its input's type names, reaches 98% test accuracy, and a
model that sees the tokens without the loop's memory (the last step's
embedding through an MLP) stays near chance (25%): the task needs the state
the loop carries. With `replicas` on two CPUs (two emulated GPUs) it reaches
98% too.

With --emulated (the CUDA emulator, preloaded by ctest) the device must be
the emulator's GPU, where the loop's body is launched once per step.

usage: lstm_test.py NETC [--emulated]
"""
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, netc_setup, emulated_gpu_visible, test_accuracy, trains_with_replicas

NETC, ROOT, ENV = netc_setup()
EMULATED = "--emulated" in sys.argv[2:]
check = Checks()


with tempfile.TemporaryDirectory() as d:
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_first_token.py"), d], check=True)
    shutil.copy(os.path.join(ROOT, "examples", "lstm.net"), d)
    if EMULATED:
        emulated_gpu_visible(check, NETC, ENV)
    r = subprocess.run([NETC, "run", "lstm.net"], cwd=d, capture_output=True, text=True, env=ENV, timeout=600)
    check("lstm.net trains", r.returncode == 0, r.stderr[-2000:])
    if EMULATED:
        check("dev binds the emulated GPU", "dev -> cuda:0" in r.stdout + r.stderr, (r.stdout + r.stderr)[:500])
    acc = test_accuracy(r.stdout)
    check(f"the LSTM reaches 98% test accuracy (got {acc})", acc is not None and acc >= 0.98, r.stdout[-1500:])

    # Data-parallel: the model's forward names its batch `B` and the LSTM
    # makes its zero state inside; both are per replica.
    acc, out = trains_with_replicas(check, NETC, ENV, d, "lstm.net", "lstm.net", EMULATED)
    check(f"with replicas the LSTM reaches 98% test accuracy (got {acc})", acc is not None and acc >= 0.98,
          out[-1500:])
    if EMULATED:
        sys.exit(check.finish())

    # Without the loop's memory: the last token's embedding.
    with open(os.path.join(d, "lstm.net")) as f:
        src = f.read()
    last = src.replace("let (hs, h, c) = lstm(embed(tokens));", "let h = relu(lin(embed(tokens)[:, 9]));") \
              .replace("lstm  = LSTM(d, hid);", "lin = Linear(d, hid);")
    with open(os.path.join(d, "last.net"), "w") as f:
        f.write(last)
    r = subprocess.run([NETC, "run", "last.net"], cwd=d, capture_output=True, text=True, env=ENV, timeout=600)
    check("the last-token model trains", r.returncode == 0, r.stderr[-2000:])
    acc = test_accuracy(r.stdout)
    check(f"without the loop's memory it stays near chance (got {acc})", acc is not None and acc < 0.4, r.stdout[-1500:])
sys.exit(check.finish())
