#!/usr/bin/env python3
"""examples/transformer.net end to end: on the data examples/make_sequences.py
writes, the encoder reaches 98% test accuracy, and a bag-of-tokens model
(token embeddings averaged without positions, then an MLP) stays near
chance: the task needs positions and attention.

With --emulated (the CUDA emulator, preloaded by ctest) the device must be
the emulator's GPU, and the encoder is trained there (three epochs).

The same program with `replicas` (issue 42: a number beside a batch-split
value is replicated, so LayerNorm's `var + eps` and attention's scale
check) trains data-parallel to 98% too: on two CPU replicas, or with
--emulated on two emulated GPUs; and each of 25 steps' losses on two
replicas is one device's (the first five within 1e-6, all within 2e-4:
checks.replicas_step_by_step).

usage: transformer_test.py NETC [--emulated]
"""
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, netc_setup, emulated_gpu_visible, replicas_step_by_step, test_accuracy, \
    trains_with_replicas

NETC, ROOT, ENV = netc_setup()
EMULATED = "--emulated" in sys.argv[2:]
check = Checks()

BAG = """
import std.nn;
dataset sequences {
  tokens: i64[12] = csv("sequences_train.csv", columns = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  label: i64[]    = csv("sequences_train.csv", columns = [12]);
}
dataset sequences_test {
  tokens: i64[12] = csv("sequences_test.csv", columns = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  label: i64[]    = csv("sequences_test.csv", columns = [12]);
}
model Bag(vocab: int, d: int, classes: int) {
  embed = Embedding(vocab, d);
  fc1 = Linear(d, 64);
  fc2 = Linear(64, classes);
  fn forward(tokens: i64[B, T]) -> f32[B, classes] { return fc2(relu(fc1(mean(embed(tokens), axis = 1)))); }
}
net = Bag(16, 32, 2);
train net on sequences {
  batch = 64, shuffle;
  logits = net(batch.tokens);
  loss = cross_entropy(logits, batch.label);
  accuracy = accuracy(logits, batch.label);
  optimizer = Adam(lr = 0.002);
  epochs = 8;
  seed = 1;
  evaluate = sequences_test every epoch;
}
"""


with tempfile.TemporaryDirectory() as d:
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_sequences.py"), d], check=True)
    shutil.copy(os.path.join(ROOT, "examples", "transformer.net"), d)
    args = ["run", "transformer.net"]
    if EMULATED:
        emulated_gpu_visible(check, NETC, ENV)
        args += ["--epochs", "3"]
    r = subprocess.run([NETC, *args], cwd=d, capture_output=True, text=True, env=ENV, timeout=1200)
    check("transformer.net trains", r.returncode == 0, r.stderr[-2000:])
    if EMULATED:
        check("dev binds the emulated GPU", "dev -> cuda:0" in r.stdout + r.stderr, (r.stdout + r.stderr)[:500])
    acc = test_accuracy(r.stdout)
    check(f"the encoder reaches 98% test accuracy (got {acc})", acc is not None and acc >= 0.98, r.stdout[-1500:])
    acc, out = trains_with_replicas(check, NETC, ENV, d, "transformer.net", "transformer.net", EMULATED,
                                    ["--epochs", "3"])
    check(f"with replicas the encoder reaches 98% test accuracy (got {acc})", acc is not None and acc >= 0.98,
          out[-1500:])
    replicas_step_by_step(check, NETC, ENV, d, "transformer.net", "transformer.net", EMULATED)
    if not EMULATED:
        with open(os.path.join(d, "bag.net"), "w") as f:
            f.write(BAG)
        r = subprocess.run([NETC, "run", "bag.net"], cwd=d, capture_output=True, text=True, env=ENV, timeout=600)
        check("the bag-of-tokens model trains", r.returncode == 0, r.stderr[-2000:])
        acc = test_accuracy(r.stdout)
        check(f"a bag of tokens stays near chance (got {acc})", acc is not None and acc < 0.6, r.stdout[-1500:])
sys.exit(check.finish())
