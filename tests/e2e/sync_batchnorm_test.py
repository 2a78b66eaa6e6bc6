#!/usr/bin/env python3
"""Synchronised BatchNorm end to end (issue 42, item 3): a small CNN with
`BatchNorm(c, sync = true)` trains on 2 CPU replicas, on 3 (uneven shares
4, 3, 3, and a last batch of one example that two replicas get none of; with
a loss that is a mean over the batch and one that is a sum), and under
`mpirun -np 2` as one device trains: per step (`--log-steps`, every step of
26) the loss and the gradient's norm within 1e-5, and after the last step
every parameter, optimizer state and running statistic within the
documented tolerance. The 2 ranks write the 2 in-process replicas'
checkpoint byte for byte. Plain `BatchNorm` (each share's own statistics, as
DistributedDataParallel) on 2 replicas does not train as one device does.
A `replica_mean` inside a `for` loop's body (an RNN centring each step's
input by the batch's mean) trains on 2 replicas as on one device; with a
replica given no examples the run stops, saying why.

With --gpu, the same on emulated GPUs (tests/support/cuda_emu: 3 in a
process, 2 per rank) against one GPU: each `replica_mean` an NCCL all-reduce
inside the step, which every step makes (the emulator's count: the four
statistics' all-reduces with the step's others) and, after the first,
replays in the step's CUDA graph; launched one by one, the same training.

The mpirun part skips without mpirun (the rest still runs).

usage: sync_batchnorm_test.py NETC [--gpu]   (--gpu: under the emulator, see tests/cuda_runtime_tests.cmake)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, close, netc_setup, same_training, write_classes_csv

NETC, ROOT, ENV = netc_setup()
# One thread each (the ranks share the cores; OpenBLAS's threads change the
# last bits of its products), and Open MPI in a container: as root, more
# ranks than cores, no CMA; LeakSanitizer off for MPI's own allocations.
ENV = dict(ENV, NETC_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", OMPI_ALLOW_RUN_AS_ROOT="1",
           OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl_vader_single_copy_mechanism="none",
           OMPI_MCA_rmaps_base_oversubscribe="1",
           ASAN_OPTIONS=(os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0").lstrip(":"))
MPIRUN = shutil.which("mpirun")
GPU = "--gpu" in sys.argv[2:]
if GPU:
    ENV["NETC_CUDA_EMU_DEVICES"] = "3"
check = Checks()

# 251 examples in batches of 10: 25 steps and a 26th of one example.
PROGRAM = """
import std.nn;
{decl}
dataset d {{
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}}
// A convolution without a bias before BatchNorm (PyTorch's bias = False:
// BatchNorm takes the mean away, so a bias's gradient would be rounding
// noise, nothing to compare).
model Net() {{
  param filters: f32[4, 1, 2, 2] = kaiming_uniform(fan_in = 4);
  bn = BatchNorm(4, momentum = 0.3{sync});
  fc = Linear(36, 3);
  fn forward(x: f32[N, 1, 2, 2]) -> f32[N, 3] {{ return fc(flatten(relu(bn(conv2d(x, filters, padding = 1))))); }}
}}
net = Net() @ {dev};
train net on d {{
{replicas}
  batch      = 10, shuffle;
  logits     = net({to}reshape(batch.x, [-1, 1, 2, 2]){end});
  loss       = {loss};
  optimizer  = SGD(lr = {lr}, momentum = 0.9);
  epochs     = 1;
  seed       = 4;
  checkpoint = "{ckpt}";
}}
"""
STEPS = 26

# The same with an MLP's BatchNorm1d (statistics over [N, features]) after
# a layer without a bias.
MLP = PROGRAM.replace("""model Net() {{
  param filters: f32[4, 1, 2, 2] = kaiming_uniform(fan_in = 4);
  bn = BatchNorm(4, momentum = 0.3{sync});
  fc = Linear(36, 3);
  fn forward(x: f32[N, 1, 2, 2]) -> f32[N, 3] {{ return fc(flatten(relu(bn(conv2d(x, filters, padding = 1))))); }}
}}""", """model Net() {{
  param w: f32[4, 8] = kaiming_uniform(fan_in = 4);
  bn = BatchNorm1d(8, momentum = 0.3{sync});
  fc = Linear(8, 3);
  fn forward(x: f32[N, 1, 2, 2]) -> f32[N, 3] {{ return fc(relu(bn(matmul(flatten(x), w)))); }}
}}""")
assert MLP != PROGRAM

# An RNN whose step centres its input by the whole batch's mean: a
# `replica_mean` inside a `for` loop's body; each example a sequence of 2.
LOOP = """
import std.nn;
{decl}
dataset d {{
  x: f32[2, 2] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]     = csv("data.csv", columns = [4]);
}}
model Rnn() {{
  param wx: f32[2, 8] = kaiming_uniform(fan_in = 2);
  param fc: f32[8, 3] = kaiming_uniform(fan_in = 8);
  fn forward(x: f32[N, T, 2]) -> f32[N, 3] {{
    let h = zeros(f32[N, 8]);
    for t in 0..T {{
      let a = matmul(x[:, t], wx);
      let h = tanh(a - replica_mean(mean(a, axes = [0], keepdims = true)) + h);
    }}
    return matmul(h, fc);
  }}
}}
net = Rnn() @ pair;
train net on d {{
  replicas  = pair;
  batch     = 10;
  loss      = cross_entropy(net(to(pair, batch.x)), to(pair, batch.y));
  optimizer = SGD(lr = 0.1);
  epochs    = 1;
  seed      = 5;
}}
"""


def program(d, name, replicated, sync=True, summed=False, template=PROGRAM):
    """`name`.net; `summed`: the loss is a sum over the batch, not a mean.
    On GPUs, the replicas are every GPU (`cuda:*`) and one device is cuda:0."""
    dev = "pair" if replicated else ("gpu" if GPU else "")
    labels = "to(%s, batch.y)" % dev if dev else "batch.y"
    loss = ("-sum(gather(log_softmax(logits, axis = 1), %s))" if summed else "cross_entropy(logits, %s)") % labels
    decl = ("device pair = cuda:*;" if GPU else "device pair = [cpu, cpu];") if replicated else (
        "device gpu = cuda:0;" if GPU else "// one device")
    text = template.format(loss=loss, lr="0.02" if summed else "0.2", decl=decl, dev=dev or "cpu",
                          replicas="  replicas = pair;" if replicated else "  // the whole batch",
                          sync=", sync = true" if sync else "", ckpt=name + ".safetensors",
                          to="to(%s, " % dev if dev else "", end=")" if dev else "")
    with open(os.path.join(d, name + ".net"), "w") as f:
        f.write(text)
    return name


def run(d, name, *args, ranks=0, env=None):
    """(process, [(loss, grad_norm) per step]) of training `name`.net."""
    log = os.path.join(d, name + ".steps.jsonl")
    if os.path.exists(log):
        os.remove(log)
    cmd = [NETC, "run", name + ".net", "--log-steps", log, "--log-every", "1", *args]
    if ranks:
        cmd = [MPIRUN, "-np", str(ranks), *cmd]
    env = dict(ENV, **(env or {}))
    if ranks and GPU:
        env["NETC_CUDA_EMU_DEVICES"] = "2"  # each rank on its own GPU (its local rank's)
    p = subprocess.run(cmd, cwd=d, env=env, capture_output=True, text=True, timeout=300)
    steps = []
    if os.path.exists(log):
        with open(log) as f:
            steps = [(j.get("loss"), j.get("grad_norm")) for j in map(json.loads, filter(str.strip, f))
                     if "epoch_step" in j]  # not the epoch's line
    return p, steps


def per_step(ref, other):
    """The first step whose loss or gradient norm differs beyond 1e-5, or
    None. (The GPU's executor logs no gradient norm: there, the loss.)"""
    if len(ref) != STEPS or len(other) != STEPS:
        return "%d and %d steps logged" % (len(ref), len(other))
    for k, (a, b) in enumerate(zip(ref, other)):
        if GPU and a[1] is None and b[1] is None:
            a, b = a[:1], b[:1]
        if None in a or None in b or not all(close(x, y, 1) for x, y in zip(a, b)):
            return "step %d: loss, gradient norm %s vs %s" % (k + 1, a, b)
    return None


def read(path):
    with open(path, "rb") as f:
        return f.read()


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 11, rows=251)
    one, two = program(d, "one", False), program(d, "two", True)
    p1, s1 = run(d, one)
    check("one device trains", p1.returncode == 0 and len(s1) == STEPS, p1.stdout + p1.stderr)

    def like_one_device(name, label, said, *args, ranks=0, ref=(one, s1), env=None):
        """`name` trains, saying `said`, as one device trains `ref` (its
        name and steps), per step and after the last."""
        p, steps = run(d, name, *args, ranks=ranks, env=env)
        check(label + " with sync BatchNorm trains", p.returncode == 0 and said in p.stdout, p.stdout + p.stderr)
        bad = per_step(ref[1], steps)
        check("sync BatchNorm, " + label + ": every step's loss and gradient norm are one device's", bad is None, bad)
        same_training(check, "sync BatchNorm, " + label, os.path.join(d, ref[0] + ".safetensors"),
                      os.path.join(d, name + ".safetensors"))

    two_devices = ["--device", "pair=cuda:0,cuda:1"] if GPU else []
    three_devices = ["--device", "pair=cuda:0,cuda:1,cuda:2" if GPU else "pair=cpu,cpu,cpu"]
    stats = os.path.join(d, "two.stats.json")
    like_one_device(two, "2 replicas", "(2 replicas", *two_devices, env={"NETC_CUDA_EMU_STATS": stats})
    if GPU:
        with open(stats) as f:
            s = json.load(f)
        # Per step: the two statistics and their gradients, then the
        # gradients' bucket, the loss and the two running statistics.
        check("2 GPUs: every step all-reduces its 4 statistics with its 4 other all-reduces",
              s.get("allreduce_calls") == STEPS * 8, s)
        check("2 GPUs: steps after the first replay as graphs on both GPUs", s.get("graph_launches", 0) >= 2 * (STEPS - 2), s)
        like_one_device(two, "2 replicas launched one by one", "(2 replicas", *two_devices,
                        env={"NETC_CUDA_GRAPHS": "0"})
    # Uneven shares (4, 3, 3): the shares' means weighted by them. The last
    # batch has one example: two replicas have none and still join.
    like_one_device(program(d, "three", True), "3 uneven replicas", "in shares of 4, 3, 3", *three_devices)
    # A loss that sums over the batch: the replicas add their gradients, and
    # so replica_mean's gradient is added, then scaled by the share.
    one_summed = program(d, "one_summed", False, summed=True)
    like_one_device(program(d, "three_summed", True, summed=True), "a summed loss, 3 uneven replicas",
                    "in shares of 4, 3, 3", *three_devices, ref=(one_summed, run(d, one_summed)[1]))

    # BatchNorm1d: 2 replicas as one device.
    one_mlp = program(d, "one_mlp", False, template=MLP)
    like_one_device(program(d, "two_mlp", True, template=MLP), "BatchNorm1d, 2 replicas", "(2 replicas",
                    *two_devices, ref=(one_mlp, run(d, one_mlp)[1]))

    # Each share's own statistics: not one device's training.
    p1p, s1p = run(d, program(d, "plain_one", False, sync=False))
    p2p, s2p = run(d, program(d, "plain_two", True, sync=False), *two_devices)
    check("plain BatchNorm on 2 replicas differs from one device (each share's statistics)",
          p1p.returncode == 0 and p2p.returncode == 0 and per_step(s1p, s2p) is not None and
          len(s1p) == len(s2p) == STEPS, p1p.stderr + p2p.stderr)
    check("on one device, sync changes nothing", per_step(s1p, s1) is None, per_step(s1p, s1))

    # A `replica_mean` in a `for` loop's body (a GPU Loop launch): all-reduced
    # at every step, forward and backward, as one device trains. A replica
    # with no examples cannot join it: the run stops, saying so.
    loop = LOOP.format(decl="device pair = cuda:*;" if GPU else "device pair = [cpu, cpu];")
    with open(os.path.join(d, "data.csv")) as f:
        rows = f.readlines()
    for n in (250, 41):
        with open(os.path.join(d, "loop_%d.net" % n), "w") as f:
            f.write(loop.replace('"data.csv"', '"data%d.csv"' % n))
        with open(os.path.join(d, "data%d.csv" % n), "w") as f:
            f.write("".join(rows[:n]))
    one_device = ["--device", "pair=cuda:0" if GPU else "pair=cpu"]
    pl1, sl1 = run(d, "loop_250", *one_device)
    pl2, sl2 = run(d, "loop_250", *(two_devices or ["--device", "pair=cpu,cpu"]))
    check("a replica_mean in a loop's body: 2 replicas train as one device, per step",
          pl1.returncode == 0 and pl2.returncode == 0 and len(sl1) == len(sl2) == 25 and
          all(close(a[0], b[0], 1) for a, b in zip(sl1, sl2)), "%s\n%s\n%s" % (sl1, sl2, pl1.stderr + pl2.stderr))
    pe, _ = run(d, "loop_41", *(two_devices or ["--device", "pair=cpu,cpu"]))
    check("a replica_mean in a loop's body: a replica without examples stops the run, saying why",
          pe.returncode != 0 and "cannot join the `replica_mean` of a loop's body; make the batch at least the "
          "number of replicas" in pe.stderr and "Traceback" not in pe.stderr, pe.stdout + pe.stderr)

    if not MPIRUN:
        print("skipped: mpirun (no mpirun; tools/setup.sh installs openmpi-bin)")
    else:
        shutil.copy(os.path.join(d, "two.safetensors"), os.path.join(d, "two_in_process.safetensors"))
        like_one_device(two, "2 ranks", "one per process", ranks=2)
        check("2 ranks write the checkpoint of 2 replicas in one process, byte for byte",
              read(os.path.join(d, "two.safetensors")) == read(os.path.join(d, "two_in_process.safetensors")))

check.finish()
