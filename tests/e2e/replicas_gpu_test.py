#!/usr/bin/env python3
"""Data parallelism on several GPUs in one process, on emulated GPUs
(tests/support/cuda_emu, NETC_CUDA_EMU_DEVICES=3): `replicas = gpus` over
`device gpus = cuda:*` trains a GpuStepProgram per GPU, joined by NCCL
all-reduces inside each step, and ends with the loss of every epoch and every
parameter and optimizer state of one GPU (and of CPU replicas) training on the
whole batch, within the tolerance docs/language.md gives, with dropout too. 41 examples in
batches of 10 leave a last batch of one: one replica gets no examples. The
emulator's counts show that every step all-reduces (one bucket of gradients,
or one all-reduce each) and, after the first,
replays as a CUDA graph; the checkpoint resumes on the CPU; a GPU that fails
stops the run with the device named, never a hang. (`BatchNorm(c, sync = true)`
on GPU replicas: sync_batchnorm_test.py --gpu.)

usage: replicas_gpu_test.py NETC   (under the emulator: LD_PRELOAD, see tests/cuda_runtime_tests.cmake)
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from checks import Checks, close, same_training, with_dropout, write_classes_csv, mlp_program

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"), NETC_CUDA_EMU_DEVICES="3")
check = Checks()

EPOCHS = 3


def program(d, name, ckpt):
    return mlp_program(d, name, ckpt, "device gpus = cuda:* | cpu;", "gpus", True, epochs=EPOCHS)


def run(d, path, *args, env=None):
    log = os.path.join(d, os.path.basename(path) + "." + str(len(os.listdir(d))) + ".jsonl")
    p = subprocess.run([NETC, "run", path, "--log-json", log, *args], cwd=d, env=env or ENV, capture_output=True,
                       text=True, timeout=600)
    losses = []
    if os.path.exists(log):
        with open(log) as f:
            losses = [json.loads(line)["loss"] for line in f if line.strip()]
    return p, losses


def stats(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 7, rows=41)
    ref_net = program(d, "one.net", "one.safetensors")
    p1, l1 = run(d, ref_net, "--device", "gpus=cuda:0")
    check("one GPU trains", p1.returncode == 0 and len(l1) == EPOCHS, p1.stdout + p1.stderr)

    two_net = program(d, "two.net", "two.safetensors")
    stats_file = os.path.join(d, "two.stats.json")
    p2, l2 = run(d, two_net, "--device", "gpus=cuda:0,cuda:1", env=dict(ENV, NETC_CUDA_EMU_STATS=stats_file))
    check("two GPUs train", p2.returncode == 0 and len(l2) == EPOCHS, p2.stdout + p2.stderr)
    check("the shares and the GPUs are said",
          "training 2 replicas on cuda:0 (netc CUDA emulator, sm_90), cuda:1 (netc CUDA emulator, sm_90): a global "
          "batch of 10 in shares of 5, 5" in p2.stdout, p2.stdout)
    check("each replica's step is a CUDA graph with its all-reduces",
          "steps on the GPUs: each replica's step replayed as a CUDA graph (its NCCL all-reduces inside)" in p2.stdout,
          p2.stdout)
    check("two GPUs: every epoch's loss is one GPU's",
          len(l1) == len(l2) and all(close(a, b, 1) for a, b in zip(l1, l2)), "%s vs %s" % (l1, l2))
    same_training(check, "two GPUs", os.path.join(d, "one.safetensors"), os.path.join(d, "two.safetensors"))
    # 5 steps an epoch (the last of one example: a replica without any);
    # the gradient's results are the loss, the accuracy and 4 gradients,
    # which go as one bucket (NETC_NCCL_BUCKET_MIB, 25 by default).
    s = stats(stats_file)
    steps = 5 * EPOCHS
    check("every step all-reduces its loss, its accuracy and one bucket of 4 gradients",
          s.get("allreduce_calls") == steps * 3, "%s (expected %d)" % (s, steps * 3))
    check("steps after the first replay as graphs on both GPUs", s.get("graph_launches", 0) >= 2 * (steps - 4), s)
    # A bucket per gradient: each goes as soon as the backward pass is done with it.
    stats_one = os.path.join(d, "one_each.stats.json")
    pb, lb = run(d, two_net, "--device", "gpus=cuda:0,cuda:1",
                 env=dict(ENV, NETC_CUDA_EMU_STATS=stats_one, NETC_NCCL_BUCKET_MIB="0"))
    check("a bucket per gradient: 6 all-reduces a step, the same training",
          pb.returncode == 0 and stats(stats_one).get("allreduce_calls") == steps * 6 and len(lb) == len(l2) and
          all(close(a, b, 1) for a, b in zip(l2, lb)), "%s\n%s vs %s\n%s" % (stats(stats_one), l2, lb, pb.stderr))

    # The same as two CPU replicas.
    pc, lc = run(d, two_net, "--device", "gpus=cpu,cpu")
    check("two CPU replicas train", pc.returncode == 0, pc.stdout + pc.stderr)
    check("two GPUs: the losses of two CPU replicas",
          len(lc) == len(l2) == EPOCHS and all(close(a, b, 1) for a, b in zip(lc, l2)), "%s vs %s" % (lc, l2))

    # Uneven shares: 10 over 3 GPUs is 4, 3, 3; the last batch 1, 0, 0.
    three_net = program(d, "three.net", "three.safetensors")
    p3, l3 = run(d, three_net)
    check("cuda:* is every GPU: three", p3.returncode == 0 and "in shares of 4, 3, 3" in p3.stdout, p3.stdout + p3.stderr)
    check("three GPUs: every epoch's loss is one GPU's",
          len(l1) == len(l3) and all(close(a, b, 1) for a, b in zip(l1, l3)), "%s vs %s" % (l1, l3))
    same_training(check, "three GPUs", os.path.join(d, "one.safetensors"), os.path.join(d, "three.safetensors"))

    # Dropout: each GPU draws, for its rows, the mask one GPU draws.
    drop_net = with_dropout(two_net, os.path.join(d, "drop.net"), "two.safetensors", "drop.safetensors")
    pd1, ld1 = run(d, drop_net, "--device", "gpus=cuda:0")
    os.replace(os.path.join(d, "drop.safetensors"), os.path.join(d, "drop_one.safetensors"))
    pd3, ld3 = run(d, drop_net, "--device", "gpus=cuda:0,cuda:1,cuda:2")
    check("with dropout: one GPU and three train", pd1.returncode == 0 and pd3.returncode == 0 and
          len(ld1) == len(ld3) == EPOCHS, pd1.stdout + pd1.stderr + pd3.stdout + pd3.stderr)
    check("with dropout: three GPUs' losses are one GPU's", all(close(a, b, 1) for a, b in zip(ld1, ld3)),
          "%s vs %s" % (ld1, ld3))
    same_training(check, "with dropout, three GPUs", os.path.join(d, "drop_one.safetensors"),
                  os.path.join(d, "drop.safetensors"))

    # Steps launched one by one all-reduce the same.
    pn, ln = run(d, two_net, "--device", "gpus=cuda:0,cuda:1", env=dict(ENV, NETC_CUDA_GRAPHS="0"))
    check("without graphs: the same losses",
          pn.returncode == 0 and len(ln) == len(l2) and all(close(a, b, 1) for a, b in zip(l2, ln)),
          pn.stdout + pn.stderr)

    # The checkpoint of two GPUs resumes on the CPU, as one device.
    pr, lr = run(d, ref_net, "--resume", "two.safetensors", "--epochs", str(EPOCHS + 1), "--device", "gpus=cpu")
    check("2 GPUs -> the CPU resumes", pr.returncode == 0 and len(lr) == 1, pr.stdout + pr.stderr)

    # A set of GPUs and the CPU is refused.
    pm, _ = run(d, two_net, "--device", "gpus=cuda:0,cpu")
    check("GPUs and the CPU in one set: exit 2 with the fix",
          pm.returncode == 2 and "all on GPUs or all on the CPU" in pm.stderr, pm.stdout + pm.stderr)

    # A GPU that fails mid-run (a sticky error at the 200th kernel) never
    # reaches its all-reduce; the run stops with its error, and the other
    # GPU, waiting there, is released by the abort, not the emulator's
    # deadline (60 s).
    t = time.time()
    pf, _ = run(d, two_net, "--device", "gpus=cuda:0,cuda:1", env=dict(ENV, NETC_CUDA_EMU_FAIL_KERNEL="200",
                                                                      NETC_CUDA_EMU_NCCL_TIMEOUT_S="60"))
    took = time.time() - t
    check("a failing GPU stops the run with its error, the other released (%.1f s)" % took,
          pf.returncode != 0 and took < 30 and re.search(r"cuda:[01]: .*cudaErrorECCUncorrectable", pf.stderr)
          and "Traceback" not in pf.stderr, pf.stdout + pf.stderr)

check.finish()
