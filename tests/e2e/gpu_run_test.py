#!/usr/bin/env python3
"""`netc run` on a GPU, end to end (labelled `gpu`; exits 77, which ctest
reports as skipped, when no CUDA device is visible):

1. the Fashion-MNIST example trains on the GPU it binds `gpu` to, says so,
   replays its steps as CUDA graphs, and reaches 0.88 test accuracy in 10
   epochs;
2. steps replayed as graphs and steps launched one by one
   (NETC_CUDA_GRAPHS=0) give the same losses, bit for bit; each function is
   planned for the GPU once (the memory check's plans are the executor's:
   --time-passes);
3. checkpoints are device-neutral: half a run on the GPU, resumed on the CPU
   (`--device gpu=cpu`), resumed again on the GPU, gives the losses of an
   uninterrupted GPU run within float rounding;
4. the examples that declare a GPU train on it as on the CPU: two epochs on
   512 examples give the same training and evaluation losses, within float
   rounding, and the same accuracies (but for a near tie or two);
5. (emulated only, from the emulator's counts) a training step waits for the
   GPU once, for its loss, copies its batch to the GPU once, and is one
   graph launch: ten more steps add exactly ten of each; on a GPU too small
   for the program, `netc run` stops with a message that says what was
   requested and what is free, and writes no checkpoint;
6. (emulated only) a GPU that fails in the middle of training stops the
   run with its error, where training stopped and the last good checkpoint,
   which is intact and resumes on the CPU.

With --emulated (the CUDA emulator of tests/support/cuda_emu, preloaded by
ctest), the device must be the emulator's; the Fashion-MNIST example trains
its ten epochs there too (about 50 s on two cores).

usage: gpu_run_test.py NETC [--emulated]
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, stage_runs

NETC = os.path.abspath(sys.argv[1])
EMULATED = "--emulated" in sys.argv[2:]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()


def run(args, cwd, env=ENV):
    return subprocess.run([NETC, *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=600)


def losses(path):
    with open(path) as f:
        return [json.loads(line)["loss"] for line in f]


devices = json.loads(run(["devices", "--json"], ROOT).stdout)
if not devices["cuda"]["devices"]:
    print("skipped: no CUDA device visible:", devices["cuda"].get("unavailable"))
    sys.exit(77)
if EMULATED:
    names = [d["name"] for d in devices["cuda"]["devices"]]
    check("the device is the emulator's", names and all(n == "netc CUDA emulator" for n in names), str(names))

CLASSIFIER = """
import std.nn;
device gpu = cuda:0 | cpu;
dataset blobs {
  x: f32[4] = csv("blobs.csv", columns = [0, 1, 2, 3]);
  y: i64[] = csv("blobs.csv", columns = [4]);
}
model Net() {
  fc1 = Linear(4, 32);
  drop = Dropout(0.1);
  fc2 = Linear(32, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] { return fc2(drop(relu(fc1(x)))); }
}
net = Net() @ gpu;
train net on blobs {
  batch = 32, shuffle;
  x = to(gpu, batch.x);
  labels = to(gpu, batch.y);
  loss = cross_entropy(net(x), labels);
  optimizer = Adam(lr = 0.01);
  epochs = 6;
  seed = 5;
  checkpoint = "blobs.safetensors" every epoch;
}
"""

def header_metadata(path):
    """The __metadata__ of a safetensors file, {} when there is none."""
    try:
        with open(path, "rb") as f:
            n = int.from_bytes(f.read(8), "little")
            return json.loads(f.read(n)).get("__metadata__", {})
    except (OSError, ValueError):
        return {}


with tempfile.TemporaryDirectory() as d:
    rng = random.Random(2)
    with open(os.path.join(d, "blobs.csv"), "w") as f:
        for _ in range(1000):  # not a multiple of the batch: a short last batch
            c = rng.randrange(3)
            f.write(",".join(f"{rng.gauss(c - 1.0, 0.7):.5f}" for _ in range(4)) + f",{c}\n")
    with open(os.path.join(d, "blobs.net"), "w") as f:
        f.write(CLASSIFIER)

    # 2. Graphs and one-by-one launches: the same losses.
    p = run(["run", "blobs.net", "--log-json", "graphs.jsonl"], d)
    check("trains on the GPU", p.returncode == 0 and "gpu -> cuda:" in p.stdout and "training on cuda:" in p.stdout
          and "steps on the GPU: each step replayed as a CUDA graph" in p.stdout, p.stdout + p.stderr)
    p = run(["run", "blobs.net", "--log-json", "direct.jsonl", "--quiet"], d, dict(ENV, NETC_CUDA_GRAPHS="0"))
    check("one by one", p.returncode == 0, p.stderr)
    full = losses(os.path.join(d, "graphs.jsonl")) if os.path.exists(os.path.join(d, "graphs.jsonl")) else []
    if p.returncode == 0 and full:
        check("graphs change nothing", losses(os.path.join(d, "direct.jsonl")) == full,
              f"{full}\n{losses(os.path.join(d, 'direct.jsonl'))}")

    # 2b. Each function is planned for the GPU once: the plans the memory
    # check made when the GPU was bound are the executor's (`--time-passes`
    # counts the buffer plans: the gradient, the update, the evaluation).
    with open(os.path.join(d, "passes.net"), "w") as f:
        f.write(CLASSIFIER.replace("epochs = 6;", "epochs = 1;\n  evaluate = blobs every epoch;")
                .replace('checkpoint = "blobs.safetensors" every epoch;', ""))
    p = run(["run", "passes.net", "--limit", "320", "--quiet", "--time-passes"], d)
    check("each function planned for the GPU once", p.returncode == 0 and
          stage_runs(p.stderr, "buffer plan") == (3, {}), p.stdout + p.stderr)
    # Its dtypes are checked once, before binding: the emitter does not check again.
    check("dtypes checked once", p.returncode == 0 and stage_runs(p.stderr, "dtype check (module)") == (1, {}) and
          stage_runs(p.stderr, "dtype check (function)") == (0, {}), p.stdout + p.stderr)

    # 3. GPU -> CPU -> GPU through checkpoints.
    p = run(["run", "blobs.net", "--epochs", "2", "--quiet"], d)
    check("first third on the GPU", p.returncode == 0, p.stderr)
    p = run(["run", "blobs.net", "--epochs", "4", "--resume", "blobs.safetensors", "--device", "gpu=cpu",
             "--log-json", "cpu.jsonl"], d)
    check("resumed on the CPU", p.returncode == 0 and "training on cuda" not in p.stdout, p.stdout + p.stderr)
    p = run(["run", "blobs.net", "--resume", "blobs.safetensors", "--log-json", "gpu2.jsonl"], d)
    check("resumed on the GPU", p.returncode == 0 and "training on cuda:" in p.stdout, p.stdout + p.stderr)
    if full and os.path.exists(os.path.join(d, "cpu.jsonl")) and os.path.exists(os.path.join(d, "gpu2.jsonl")):
        mixed = losses(os.path.join(d, "cpu.jsonl")) + losses(os.path.join(d, "gpu2.jsonl"))
        check("the mixed run follows the GPU run", len(mixed) == 4 and
              all(abs(a - b) <= 1e-2 * (1 + abs(b)) for a, b in zip(mixed, full[2:])), f"{full[2:]}\n{mixed}")

    # 5. What a step asks of the GPU: 10 and 20 steps of 32 examples (x: 4
    # floats, y: an i64), counted by the emulator.
    if EMULATED:
        with open(os.path.join(d, "steps.net"), "w") as f:
            f.write(CLASSIFIER.replace("epochs = 6", "epochs = 1").replace('checkpoint = "blobs.safetensors" every epoch;', ""))
        counts = []
        for limit in (320, 640):
            stats = os.path.join(d, f"stats{limit}.json")
            p = run(["run", "steps.net", "--limit", str(limit), "--quiet"], d, dict(ENV, NETC_CUDA_EMU_STATS=stats))
            check(f"{limit // 32} steps", p.returncode == 0 and os.path.exists(stats), p.stderr)
            counts.append(json.load(open(stats)) if os.path.exists(stats) else {})
        if all(counts):
            more = {k: counts[1][k] - counts[0][k] for k in counts[0]}
            batch = 32 * (4 * 4 + 8)
            check("a step waits for the GPU once", more["stream_syncs"] == 10 and more["device_syncs"] == 0
                  and more["pageable_copies"] == 0 and more["event_syncs"] <= 10, str(more))
            check("a step is one graph launch", more["graph_launches"] == 10, str(more))
            # The batch, and the step's scalars (lr, the step number), once each.
            check("a step copies its batch to the GPU once", more["h2d_copies"] == 20
                  and 10 * batch <= more["h2d_bytes"] <= 10 * (batch + 64), str(more))
            check("a step copies back only its loss and metrics", more["d2h_copies"] == 10 and more["d2h_bytes"] <= 10 * 64,
                  str(more))
        # 6. The GPU fails in the middle of epoch 3 (an uncorrectable memory
        # error, from then on): the run stops with the device's error, where
        # it stopped and the last good checkpoint, which is epoch 2's and
        # resumes on the CPU.
        fault = os.path.join(d, "fault")
        os.makedirs(fault)
        shutil.copy(os.path.join(d, "blobs.net"), fault)
        shutil.copy(os.path.join(d, "blobs.csv"), fault)
        stats = os.path.join(fault, "epoch.json")
        p = run(["run", "blobs.net", "--epochs", "1", "--quiet"], fault, dict(ENV, NETC_CUDA_EMU_STATS=stats))
        per_epoch = json.load(open(stats))["kernels"] if p.returncode == 0 and os.path.exists(stats) else 0
        check("kernels of an epoch counted", per_epoch > 0, p.stdout + p.stderr)
        os.remove(os.path.join(fault, "blobs.safetensors"))
        p = run(["run", "blobs.net"], fault, dict(ENV, NETC_CUDA_EMU_FAIL_KERNEL=str(per_epoch * 5 // 2)))
        ckpt = os.path.join(fault, "blobs.safetensors")
        check("a GPU that fails stops the run with its error, where and what is kept", p.returncode == 1 and
              "epoch 2/6 done" in p.stdout and "epoch 3/6 done" not in p.stdout and "checkpoint blobs.safetensors (epoch 2)" in p.stdout
              and p.stderr.startswith("netc run: cuda:0: ") and "(cudaErrorECCUncorrectable)" in p.stderr and
              "Training stopped at epoch 3, step " in p.stderr and p.stderr.endswith(
                  "; the last good checkpoint is blobs.safetensors: continue from it with --resume blobs.safetensors.\n"),
              p.stdout + p.stderr)
        check("its last good checkpoint is epoch 2's", header_metadata(ckpt).get("epoch") == "2")
        p = run(["run", "blobs.net", "--resume", "blobs.safetensors", "--device", "gpu=cpu", "--quiet"], fault)
        check("which resumes on the CPU", p.returncode == 0 and header_metadata(ckpt).get("epoch") == "6", p.stdout + p.stderr)

        # A GPU too small for the step (16 MiB; cuBLAS's workspace alone is
        # 32): refused before any work, so no checkpoint is touched; with the
        # program's fallback the run trains on the CPU and says why.
        ckpt = os.path.join(d, "blobs.safetensors")
        before = os.path.getmtime(ckpt) if os.path.exists(ckpt) else None
        p = run(["run", "blobs.net", "--device", "gpu=cuda:0"], d, dict(ENV, NETC_CUDA_EMU_MEMORY_MIB="16"))
        check("no checkpoint when the GPU is too small",
              (os.path.getmtime(ckpt) if os.path.exists(ckpt) else None) == before)
        check("too small a GPU is refused before any work", p.returncode == 2 and "epoch" not in p.stdout and
              "cuda:0 netc CUDA emulator cannot be used: too small for train.net.blobs at batch 32: it needs" in p.stderr
              and "and 16.00 MiB is free; not even a batch of 1 fits" in p.stderr, p.stdout + p.stderr)
        p = run(["run", "blobs.net", "--epochs", "1"], d, dict(ENV, NETC_CUDA_EMU_MEMORY_MIB="16"))
        check("with a fallback, the CPU trains", p.returncode == 0 and
              re.search(r"gpu -> cpu \(cuda:0 netc CUDA emulator cannot be used: too small", p.stdout), p.stdout + p.stderr)

    # 4. The examples on the GPU and on the CPU: copies, so that their
    # checkpoints (next to the .net file) land here.
    for example in ("fashion_mlp.net", "fashion_cnn.net"):
        shutil.copy(os.path.join(ROOT, "examples", example), d)
    for example in ("fashion_mlp.net", "fashion_cnn.net"):
        if not os.path.exists("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz"):
            break
        logs = {}
        for where, extra in (("gpu", []), ("cpu", ["--device", "gpu=cpu"])):
            log = os.path.join(d, f"{where}_{example}.jsonl")
            p = run(["run", example, "--limit", "512", "--epochs", "2", "--quiet",
                     "--log-json", log, *extra], d)
            check(f"{example} on the {where}", p.returncode == 0, p.stderr)
            logs[where] = [json.loads(l) for l in open(log)] if p.returncode == 0 else []
        close = lambda a, b: abs(a - b) <= 2e-3 * (1 + abs(b))
        g, c = logs["gpu"], logs["cpu"]
        check(f"{example}: the GPU's epochs are the CPU's", len(g) == len(c) == 2 and all(
            close(a["loss"], b["loss"]) and close(a["evaluation"]["loss"], b["evaluation"]["loss"])
            and abs(a["train"]["accuracy"] - b["train"]["accuracy"]) <= 2 / 512  # a near tie may flip one or two
            for a, b in zip(g, c)), f"{g}\n{c}")

    # 1. The main example on the GPU.
    if not os.path.exists("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz"):
        print("skipped: Fashion-MNIST is not installed (Debian package dataset-fashion-mnist)")
    else:
        p = run(["run", "fashion_mlp.net", "--epochs", "10"], d)
        acc = [float(l.split(":")[1]) for l in p.stdout.splitlines() if l.startswith("test accuracy:")]
        check("fashion on the GPU", p.returncode == 0 and "training on cuda:" in p.stdout and acc and acc[0] >= 0.88,
              p.stdout[-2000:] + p.stderr)
        print("\n".join(l for l in p.stdout.splitlines() if "->" in l or "training on" in l or "accuracy" in l
                        or "steps on the GPU" in l))

check.finish()
