#!/usr/bin/env python3
"""Data parallelism over processes on GPUs, on emulated GPUs (two per
process, NETC_CUDA_EMU_DEVICES=2): `mpirun -np 2 netc run` binds `cuda:*` to
each process's GPU of its local rank, joins the ranks' NCCL communicator
(its id sent over MPI) and trains what one GPU trains on the whole batch
(losses, parameters and Adam's state within the documented tolerance; 41
examples in batches of 10, so the last batch leaves rank 1 without any).
Three ranks on two GPUs each bind differently, which is refused before any
work. A rank killed mid-run stops the other within the bound, naming its
GPU, and the checkpoint resumes on the CPU.

Skips (77) without mpirun, or with a netc built without MPI.

usage: mpi_gpu_test.py NETC   (under the emulator: LD_PRELOAD, see tests/cuda_runtime_tests.cmake)
"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from checks import Checks, close, float_tensors, same_training, write_classes_csv, mlp_program

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MPIRUN = shutil.which("mpirun")
if not MPIRUN:
    print("SKIP: no mpirun (tools/setup.sh installs openmpi-bin)")
    sys.exit(77)
# As mpi_test.py: Open MPI in a container; one thread per rank.
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"), OMPI_ALLOW_RUN_AS_ROOT="1",
           OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl_vader_single_copy_mechanism="none",
           OMPI_MCA_rmaps_base_oversubscribe="1", NETC_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1",
           NETC_CUDA_EMU_DEVICES="2")
check = Checks()

EPOCHS = 3


def program(d, name, ckpt, epochs=EPOCHS):
    return mlp_program(d, name, ckpt, "device gpus = cuda:* | cpu;", "gpus", True, epochs=epochs)


def run(d, path, *args, ranks=0):
    log = os.path.join(d, os.path.basename(path) + "." + str(len(os.listdir(d))) + ".jsonl")
    cmd = [NETC, "run", path, "--log-json", log, *args]
    if ranks:
        cmd = [MPIRUN, "-np", str(ranks), *cmd]
    p = subprocess.run(cmd, cwd=d, env=ENV, capture_output=True, text=True, timeout=600)
    losses = []
    if os.path.exists(log):
        with open(log) as f:
            losses = [json.loads(line)["loss"] for line in f if line.strip()]
    return p, losses


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 7, rows=41)
    one = program(d, "one.net", "one.safetensors")
    p1, l1 = run(d, one, "--device", "gpus=cuda:0")
    check("one GPU trains", p1.returncode == 0 and len(l1) == EPOCHS, p1.stdout + p1.stderr)

    def shm_rounds():
        return {f for f in os.listdir("/dev/shm") if f.startswith("netc-emu-nccl-")} if os.path.isdir("/dev/shm") else set()

    before = shm_rounds()
    two = program(d, "two.net", "two.safetensors")
    p2, l2 = run(d, two, ranks=2)
    if p2.returncode == 2 and "built without MPI" in p2.stderr:
        print("SKIP: this netc was built without MPI")
        sys.exit(77)
    check("2 GPU ranks train", p2.returncode == 0 and len(l2) == EPOCHS, p2.stdout + p2.stderr)
    check("each rank binds the GPU of its local rank",
          "gpus -> cuda:0 (this process's replica of 2, one per process; local rank 0's GPU)" in p2.stdout, p2.stdout)
    check("the ranks, their GPUs and shares are said once",
          p2.stdout.count("training 2 replicas, one per process, each on a GPU of its own: a global batch of 10 in "
                          "shares of 5 (rank 0, ") == 1 and ", cuda:1)" in p2.stdout, p2.stdout)
    check("2 GPU ranks: every epoch's loss is one GPU's",
          len(l1) == len(l2) and all(close(a, b, 1) for a, b in zip(l1, l2)), "%s vs %s" % (l1, l2))
    same_training(check, "2 GPU ranks", os.path.join(d, "one.safetensors"), os.path.join(d, "two.safetensors"))
    pr, lr = run(d, one, "--resume", "two.safetensors", "--epochs", str(EPOCHS + 1), "--device", "gpus=cpu")
    check("2 GPU ranks -> the CPU resumes", pr.returncode == 0 and len(lr) == 1, pr.stdout + pr.stderr)
    check("no all-reduce left behind in /dev/shm", shm_rounds() <= before, sorted(shm_rounds() - before))

    # Three ranks, two GPUs: rank 2 falls back to the CPU, which mixes.
    p3, _ = run(d, two, ranks=3)
    check("3 ranks on 2 GPUs: refused once, exit 2, with the fix",
          p3.returncode == 2 and p3.stderr.count("bound `gpus` differently") == 1 and "--device gpus=cpu" in p3.stderr,
          p3.stdout + p3.stderr)

    # A GPU rank killed mid-run: the other stops within the bound.
    forever = program(d, "forever.net", "forever.safetensors", epochs=1000000)
    mp = subprocess.Popen([MPIRUN, "-np", "2", NETC, "run", forever, "--quiet", "--rank-timeout", "3"], cwd=d, env=ENV,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ck = os.path.join(d, "forever.safetensors")
    deadline = time.time() + 120
    while not os.path.exists(ck) and time.time() < deadline and mp.poll() is None:
        time.sleep(0.1)
    time.sleep(0.5)
    ranks = subprocess.run(["pgrep", "-P", str(mp.pid)], capture_output=True, text=True).stdout.split()
    if len(ranks) == 2:
        os.kill(int(ranks[1]), signal.SIGKILL)
    t = time.time()
    try:
        out, err = mp.communicate(timeout=40)
    except subprocess.TimeoutExpired:
        mp.kill()
        out, err = mp.communicate()
    took = time.time() - t
    said = re.search(r"rank 1 \(host [^,]+, cuda:1\) stopped .*the last good checkpoint is (\S+): continue from it "
                     r"with mpirun -np 2 netc run \S+ --resume \S+\.", err)
    check("a GPU rank killed: the other stops within 10 s (%.1f s)" % took,
          len(ranks) == 2 and mp.returncode != 0 and took < 10, "ranks %s rc %s\n%s" % (ranks, mp.returncode, err))
    check("a GPU rank killed: its rank, host, GPU and the checkpoint are said", said, err)
    # The killed rank's all-reduce files stay behind (a process killed cannot remove them).
    for f in shm_rounds() - before:
        os.remove(os.path.join("/dev/shm", f))
    if said:
        meta, tensors = float_tensors(said.group(1))
        check("a GPU rank killed: the checkpoint is intact", meta.get("fingerprint") and "net.fc1.weight" in tensors, meta)

check.finish()
