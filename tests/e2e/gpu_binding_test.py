#!/usr/bin/env python3
"""Binding logical devices to GPUs, end to end, on three emulated GPUs of 8,
24 and 16 GiB (the CUDA emulator of tests/support/cuda_emu, which ctest
preloads; label gpu-emu):

1. `netc devices` lists them, and CUDA_VISIBLE_DEVICES selects and renumbers
   them as CUDA does;
2. `cuda:auto` takes the visible GPU with the most free memory, and says so;
3. `--device gpu=cuda:K` binds where it says;
4. a device that needs a GPU that is not visible, without a fallback, stops
   before any work with an error that lists what is visible; with a
   fallback, the program runs on the CPU and says why;
5. a GPU newer than every architecture NVRTC knows trains on PTX for the
   newest one, and says so; one older than all of them is passed over like
   a GPU that is not there (cuda:auto skips it, a fallback says why, an
   error without one);
6. two devices, two train blocks: each trains on its own GPU, and with one
   GPU visible the second falls back to the CPU.

usage: gpu_binding_test.py NETC
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"), NETC_CUDA_EMU_DEVICES="3",
           NETC_CUDA_EMU_MEMORY_MIB="8192,24576,16384")
ENV.pop("CUDA_VISIBLE_DEVICES", None)
check = Checks()

PROGRAM = """
import std.nn;
device gpu = DEVICE;
dataset d {
  x: f32[4] = csv("d.csv", columns = [0, 1, 2, 3]);
  y: i64[] = csv("d.csv", columns = [4]);
}
model M() {
  fc = Linear(4, 2);
  fn forward(x: f32[N, 4]) -> f32[N, 2] { return fc(x); }
}
net = M() @ gpu;
train net on d {
  batch = 16;
  loss = cross_entropy(net(to(gpu, batch.x)), to(gpu, batch.y));
  optimizer = SGD(lr = 0.1);
  epochs = 1;
}
"""


def run(args, cwd, visible=None, capability=None):
    env = dict(ENV)
    if visible is not None:
        env["CUDA_VISIBLE_DEVICES"] = visible
    if capability is not None:
        env["NETC_CUDA_EMU_CC"] = capability
    return subprocess.run([NETC, *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=300)


def first_line(p):
    return p.stdout.splitlines()[0] if p.stdout else ""


with tempfile.TemporaryDirectory() as d:
    # 1. What is visible.
    p = run(["devices", "--json"], d)
    cuda = json.loads(p.stdout)["cuda"]["devices"] if p.returncode == 0 else []
    check("three GPUs", [(g["name"], g["memory_total"] >> 30) for g in cuda] ==
          [("netc CUDA emulator", 8), ("netc CUDA emulator", 24), ("netc CUDA emulator", 16)], p.stdout + p.stderr)
    p = run(["devices", "--json"], d, visible="2,0")
    cuda = json.loads(p.stdout)["cuda"]["devices"] if p.returncode == 0 else []
    check("CUDA_VISIBLE_DEVICES=2,0 renumbers", [g["memory_total"] >> 30 for g in cuda] == [16, 8], p.stdout + p.stderr)

    rng = random.Random(1)
    with open(os.path.join(d, "d.csv"), "w") as f:
        for _ in range(64):
            c = rng.randrange(2)
            f.write(",".join(f"{rng.gauss(c, 0.5):.4f}" for _ in range(4)) + f",{c}\n")
    for name, device in (("auto.net", "cuda:auto | cpu"), ("three.net", "cuda:3"), ("fallback.net", "cuda:3 | cpu"),
                         ("one.net", "cuda:1"), ("one_or_cpu.net", "cuda:1 | cpu")):
        with open(os.path.join(d, name), "w") as f:
            f.write(PROGRAM.replace("DEVICE", device))

    # 2. cuda:auto: the most free memory.
    p = run(["run", "auto.net"], d)
    check("cuda:auto takes the 24 GiB GPU", p.returncode == 0 and first_line(p) ==
          "gpu -> cuda:1 (cuda:auto, the most free memory: netc CUDA emulator, 24.0 GiB free)"
          and "training on cuda:1 (netc CUDA emulator, sm_90)" in p.stdout, p.stdout + p.stderr)
    p = run(["run", "auto.net"], d, visible="2,0")
    check("cuda:auto among the visible ones", p.returncode == 0 and first_line(p) ==
          "gpu -> cuda:0 (cuda:auto, the most free memory: netc CUDA emulator, 16.0 GiB free)", p.stdout + p.stderr)

    # 3. --device.
    p = run(["run", "auto.net", "--device", "gpu=cuda:2"], d)
    check("--device gpu=cuda:2", p.returncode == 0 and first_line(p) ==
          "gpu -> cuda:2 (--device; netc CUDA emulator, 16.0 GiB free)" and "training on cuda:2" in p.stdout,
          p.stdout + p.stderr)

    # 4. A GPU that is not there.
    p = run(["run", "three.net"], d)
    check("cuda:3 of three is an error before any work", p.returncode == 2 and not p.stdout and p.stderr.startswith(
        "netc run: device `gpu` needs cuda:3, but only 3 CUDA devices are visible; visible devices: "
        "cuda:0 netc CUDA emulator (8.0 GiB free), cuda:1 netc CUDA emulator (24.0 GiB free), "
        "cuda:2 netc CUDA emulator (16.0 GiB free), cpu."), p.stdout + p.stderr)
    p = run(["run", "fallback.net"], d)
    check("cuda:3 | cpu falls back", p.returncode == 0 and first_line(p).startswith("gpu -> cpu (") and
          "training on cuda" not in p.stdout, p.stdout + p.stderr)
    p = run(["run", "auto.net"], d, visible="")
    check("no GPU visible: the fallback says why", p.returncode == 0 and first_line(p) ==
          'gpu -> cpu (no CUDA device visible: CUDA_VISIBLE_DEVICES="" hides every GPU)', p.stdout + p.stderr)
    p = run(["run", "auto.net", "--device", "gpu=cuda:7"], d)
    check("--device gpu=cuda:7 is an error", p.returncode == 2 and
          p.stderr.startswith("netc run: --device gpu=cuda:7: only 3 CUDA devices are visible"), p.stdout + p.stderr)

    # 5. Architectures NVRTC does not compile for: cuda:0 is newer than all of
    # them (13.0), cuda:1, the one with the most memory, older (5.2).
    cc = "13.0,5.2,9.0"
    p = run(["devices"], d, capability=cc)
    lines = p.stdout.splitlines()
    check("netc devices says what kernels each GPU gets", p.returncode == 0 and any(
        l.startswith("cuda:0: sm_130 is newer than NVRTC ") for l in lines) and any(
        l.startswith("cuda:1 cannot be used: sm_52 is older than every architecture NVRTC ") for l in lines) and not any(
        l.startswith("cuda:2") and "cannot" in l for l in lines), p.stdout + p.stderr)
    p = run(["devices", "--json"], d, capability=cc)
    cuda = json.loads(p.stdout)["cuda"]["devices"] if p.returncode == 0 else []
    check("netc devices --json too", [sorted(k for k in g if k in ("no_kernels", "kernels_note")) for g in cuda] ==
          [["kernels_note"], ["no_kernels"], []], p.stdout + p.stderr)
    p = run(["run", "auto.net", "--device", "gpu=cuda:0"], d, capability=cc)
    newer = "gpu -> cuda:0 (--device; netc CUDA emulator, 8.0 GiB free; sm_130 is newer than NVRTC "
    check("a newer GPU trains on PTX and says so", p.returncode == 0 and first_line(p).startswith(newer) and
          re.search(r"knows \(sm_75 to sm_1[0-9]+\): kernels as PTX for compute_1[0-9]+, which the driver compiles\)$",
                    first_line(p)) is not None and "training on cuda:0 (netc CUDA emulator, sm_130)" in p.stdout and
          "epoch 1/1 done: train loss" in p.stdout, p.stdout + p.stderr)
    p = run(["run", "auto.net"], d, capability=cc)
    check("cuda:auto passes over an older GPU", p.returncode == 0 and first_line(p) ==
          "gpu -> cuda:2 (cuda:auto, the most free memory: netc CUDA emulator, 16.0 GiB free)", p.stdout + p.stderr)
    older = "cuda:1 netc CUDA emulator cannot be used: sm_52 is older than every architecture NVRTC "
    p = run(["run", "one_or_cpu.net"], d, capability=cc)
    check("an older GPU falls back, saying why", p.returncode == 0 and first_line(p).startswith("gpu -> cpu (" + older) and
          "training on cuda" not in p.stdout, p.stdout + p.stderr)
    p = run(["run", "one.net"], d, capability=cc)
    check("an older GPU without a fallback is an error before any work", p.returncode == 2 and not p.stdout and
          p.stderr.startswith("netc run: device `gpu` needs cuda:1, but " + older) and
          p.stderr.rstrip().endswith("run with --device gpu=cuda:0 or --device gpu=cpu"), p.stdout + p.stderr)

    # 6. Two devices, two train blocks: each trains on its own GPU; with one
    # GPU visible the second falls back.
    two = PROGRAM.replace("device gpu = DEVICE;", "device a = cuda:0 | cpu;\ndevice b = cuda:1 | cpu;")
    two = two.replace("net = M() @ gpu;", "first = M() @ a;\nsecond = M() @ b;")
    block = two[two.index("train net on d"):]
    two = two[:two.index("train net on d")] + block.replace("net", "first").replace("gpu", "a") + \
        block.replace("net", "second").replace("gpu", "b")
    with open(os.path.join(d, "two.net"), "w") as f:
        f.write(two)
    p = run(["run", "two.net"], d)
    lines = p.stdout.splitlines()
    check("two train blocks on two GPUs", p.returncode == 0 and lines[:2] == [
        "a -> cuda:0 (netc CUDA emulator, 8.0 GiB free)", "b -> cuda:1 (netc CUDA emulator, 24.0 GiB free)"] and
        [l for l in lines if l.startswith("training on")] ==
        ["training on cuda:0 (netc CUDA emulator, sm_90)", "training on cuda:1 (netc CUDA emulator, sm_90)"],
        p.stdout + p.stderr)
    p = run(["run", "two.net"], d, visible="2")
    lines = p.stdout.splitlines()
    check("the second falls back with one GPU visible", p.returncode == 0 and lines[:2] == [
        "a -> cuda:0 (netc CUDA emulator, 16.0 GiB free)",
        "b -> cpu (cuda:1 is not visible: only 1 CUDA device is visible)"] and
        [l for l in lines if l.startswith("training on")] == ["training on cuda:0 (netc CUDA emulator, sm_90)"],
        p.stdout + p.stderr)

check.finish()
