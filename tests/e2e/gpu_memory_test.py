#!/usr/bin/env python3
"""The memory check of `netc run`, end to end, on an emulated GPU of 40 MiB
(the CUDA emulator of tests/support/cuda_emu, which ctest preloads; label
gpu-emu):

1. a program that does not fit stops before any work, saying what it needs
   by category, what is free and the largest batch that fits;
2. with that batch it trains on the GPU;
3. `netc mem --fit cuda:0` prints the same batch, and the `accumulate`
   that trains 4096 in micro-batches that fit;
4. with a fallback (`cuda:0 | cpu`) the GPU is passed over like one that is
   not there, with the reason in the binding line, and training runs on the
   CPU;
5. replicas over two such GPUs (`cuda:* | cpu`) each hold a share of the
   global batch: twice the largest batch trains on both; two more (a share
   of one more) passes both over, saying so with the largest global batch.

usage: gpu_memory_test.py NETC
"""
import os
import random
import re
import subprocess
import sys
import tempfile

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"), NETC_CUDA_EMU_DEVICES="1",
           NETC_CUDA_EMU_MEMORY_MIB="40")
ENV.pop("CUDA_VISIBLE_DEVICES", None)
check = Checks()

FEATURES = 256
PROGRAM = """
import std.nn;
device gpu = DEVICE;
dataset d {
  x: f32[%d] = csv("d.csv", columns = [%s]);
  y: i64[] = csv("d.csv", columns = [%d]);
}
model M() {
  fc1 = Linear(%d, 256);
  fc2 = Linear(256, 4);
  fn forward(x: f32[N, %d]) -> f32[N, 4] { return fc2(relu(fc1(x))); }
}
net = M() @ gpu;
train net on d {
  batch = BATCH;
  loss = cross_entropy(net(to(gpu, batch.x)), to(gpu, batch.y));
  optimizer = Adam(lr = 0.01);
  epochs = 1;
}
""" % (FEATURES, ", ".join(str(i) for i in range(FEATURES)), FEATURES, FEATURES, FEATURES)


def run(args, cwd):
    return subprocess.run([NETC, *args], cwd=cwd, capture_output=True, text=True, env=ENV, timeout=300)


def write(d, device, batch, replicas=False):
    path = os.path.join(d, "m.net")
    text = PROGRAM.replace("DEVICE", device).replace("BATCH", str(batch))
    if replicas:
        text = text.replace("  batch = ", "  replicas = gpu;\n  batch = ")
    with open(path, "w") as f:
        f.write(text)
    return path


with tempfile.TemporaryDirectory() as d:
    rng = random.Random(3)
    with open(os.path.join(d, "d.csv"), "w") as f:
        for _ in range(64):
            f.write(",".join("%.3f" % rng.uniform(-1, 1) for _ in range(FEATURES)) + ",%d\n" % rng.randrange(4))

    # 1. Too large: refused before any work, with the largest batch that fits.
    p = run(["run", write(d, "cuda:0", 4096)], d)
    out = p.stdout + p.stderr
    check("refused", p.returncode != 0 and "too small for train.net.d at batch 4096" in p.stderr, out)
    check("says what it needs and what is free",
          all(s in p.stderr for s in ("it needs", "parameters", "activations kept for backward", "40.00 MiB is free")), out)
    check("nothing ran", "epoch" not in p.stdout, out)
    m = re.search(r"the largest batch that fits is (\d+)", p.stderr)
    check("names the largest batch", m is not None, out)
    largest = int(m.group(1)) if m else 0
    check("a batch between 1 and 4096", 1 <= largest < 4096, out)

    # 2. That batch trains on the GPU.
    p = run(["run", write(d, "cuda:0", largest)], d)
    check("the largest batch trains", p.returncode == 0 and "training on cuda:0" in p.stdout, p.stdout + p.stderr)
    p = run(["run", write(d, "cuda:0", largest + 1)], d)
    check("one more does not fit", p.returncode != 0 and "too small" in p.stderr, p.stdout + p.stderr)

    # 3. netc mem agrees.
    p = run(["mem", write(d, "cuda:0", 4096), "--fit", "cuda:0"], d)
    lines = p.stdout.strip().split("\n")
    check("netc mem --fit", p.returncode == 0 and "the largest batch that fits" in lines[0] and
          lines[0].endswith(" is %d" % largest), p.stdout + p.stderr)
    # and the same step in micro-batches that fit: the smallest K dividing 4096.
    k = next(k for k in range(2, 4097) if 4096 % k == 0 and 4096 // k <= largest)
    check("netc mem --fit proposes accumulate", len(lines) == 2 and lines[1].startswith("train.net.d: batch 4096 does not fit") and
          lines[1].endswith("; batch %d with `accumulate = %d` trains the same" % (4096 // k, k)), p.stdout)

    # 4. A fallback passes the GPU over, saying why.
    p = run(["run", write(d, "cuda:0 | cpu", 4096)], d)
    check("falls back to the CPU", p.returncode == 0 and re.search(r"gpu -> cpu \(.*too small for train\.net\.d", p.stdout),
          p.stdout + p.stderr)

    # 5. Two GPUs of a set: each holds its share of the global batch.
    env2 = dict(ENV, NETC_CUDA_EMU_DEVICES="2")
    p = subprocess.run([NETC, "run", write(d, "cuda:* | cpu", 2 * largest, True)], cwd=d, capture_output=True, text=True,
                       env=env2, timeout=300)
    check("twice the largest batch trains on two GPUs", p.returncode == 0 and "cuda:0, cuda:1 (2 replicas" in p.stdout,
          p.stdout + p.stderr)
    p = subprocess.run([NETC, "run", write(d, "cuda:* | cpu", 2 * largest + 2, True)], cwd=d, capture_output=True,
                       text=True, env=env2, timeout=300)
    share = "too small for train.net.d at a share of %d of the global batch %d (one of 2 replicas)" % (
        largest + 1, 2 * largest + 2)
    check("a share of one more passes both GPUs over", p.returncode == 0 and "gpu -> cpu" in p.stdout and
          share in p.stdout and "a global batch of %d" % (2 * largest) in p.stdout, p.stdout + p.stderr)
check.finish()
