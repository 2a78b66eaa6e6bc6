#!/usr/bin/env python3
"""`netc mem`'s transfers (issue 42, item 8): every copy between the host and
the GPU that a run makes, listed before the run, is checked to the byte and
to the copy against the CUDA emulator's counts of a whole run: its batches
(a short last one too), evaluations, epochs, checkpoints, and the all-reduces
of two replicas on two GPUs (a synchronised BatchNorm's `replica_mean`s
during the step too); and on the CPU there are none, while the program's
`to` edges are still listed. (CPU replicas' all-reduces are checked against
the CPU executors' in tests/unit/memory_plan_test.cc.)

usage: transfers_test.py NETC (under the CUDA emulator: ctest's emu/ tests)
"""
import json
import os
import random
import subprocess
import tempfile

from checks import Checks, emulated_gpu_visible, netc_setup

NETC, ROOT, ENV = netc_setup()
check = Checks()

PROGRAM = """import std.nn;
device gpu = cuda:0 | cpu;
dataset d {
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}
model Net() {
  fc1 = Linear(4, 16);
  fc2 = Linear(16, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] { return fc2(relu(fc1(x))); }
}
net = Net() @ gpu;
train net on d {
  batch      = BATCH;
  x          = to(gpu, batch.x);
  y          = to(gpu, batch.y);
  logits     = net(x);
  loss       = cross_entropy(logits, y);
  accuracy   = accuracy(logits, y);
  optimizer  = Adam(lr = 0.01);
  epochs     = 2;
SETTINGS}
"""


def mem(d, *args):
    p = subprocess.run([NETC, "mem", "t.net", "--json", *args], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=120)
    try:
        return json.loads(p.stdout)["trains"][0]
    except (ValueError, KeyError, IndexError):
        check("netc mem " + " ".join(args), False, p.stdout + p.stderr)
        return {"transfers": [], "to_edges": []}


def totals(transfers, when, times):
    """{(from, to): [bytes, copies]} of the transfers made `when`, `times` times."""
    out = {}
    for t in transfers:
        if t["when"] == when:
            key = "h2d" if t["from"] == "host" else "d2h"
            out.setdefault(key, [0, 0])
            out[key][0] += times * t["bytes"]
            out[key][1] += times * t["copies"]
    return out


def add(a, b):
    for k, (n, c) in b.items():
        a.setdefault(k, [0, 0])
        a[k][0] += n
        a[k][1] += c


emulated_gpu_visible(check, NETC, ENV)
with tempfile.TemporaryDirectory() as d:
    rng = random.Random(2)
    rows = 320
    with open(os.path.join(d, "data.csv"), "w") as f:
        for _ in range(rows):
            x = [rng.gauss(0, 1) for _ in range(4)]
            f.write(",".join(f"{v:.4f}" for v in x) + f",{int(x[0] > 0) + int(x[1] > 0)}\n")
    cases = (("evaluation and checkpoints", 32, '  evaluate   = d every epoch;\n  checkpoint = "t.safetensors" every epoch;\n'),
             ("a short last batch, nothing else", 48, ""))
    for name, batch, settings in cases:
        with open(os.path.join(d, "t.net"), "w") as f:
            f.write(PROGRAM.replace("BATCH", str(batch)).replace("SETTINGS", settings))
        plan = mem(d)
        check(f"{name}: planned on the emulated GPU", plan.get("binding", "").startswith("cuda:0"), str(plan))
        full, short = rows // batch, rows % batch
        last = mem(d, "--batch", str(short))["transfers"] if short else []
        epochs, evaluations, checkpoints = 2, 2 if "evaluate" in settings else 0, 2 if "checkpoint" in settings else 0
        expected = {}
        add(expected, totals(plan["transfers"], "at the start", 1))
        add(expected, totals(plan["transfers"], "per step", epochs * full))
        add(expected, totals(last, "per step", epochs))
        add(expected, totals(plan["transfers"], "per evaluation batch", evaluations * full))
        add(expected, totals(last, "per evaluation batch", evaluations))
        add(expected, totals(plan["transfers"], "per epoch", epochs))
        add(expected, totals(plan["transfers"], "per checkpoint", checkpoints))
        add(expected, totals(plan["transfers"], "at the end", 1))
        stats = os.path.join(d, "stats.json")
        p = subprocess.run([NETC, "run", "t.net", "--quiet"], cwd=d, env=dict(ENV, NETC_CUDA_EMU_STATS=stats),
                           capture_output=True, text=True, timeout=300)
        check(f"{name}: trains", p.returncode == 0 and os.path.exists(stats), p.stdout + p.stderr)
        if not os.path.exists(stats):
            continue
        s = json.load(open(stats))
        counted = {"h2d": [s["h2d_bytes"], s["h2d_copies"]], "d2h": [s["d2h_bytes"], s["d2h_copies"]]}
        check(f"{name}: the run copies what netc mem lists, to the byte and the copy", counted == expected,
              f"emulator {counted}, netc mem {expected}\n{json.dumps(plan['transfers'], indent=1)}")
        check(f"{name}: the program's `to` edges, each with its place and bytes",
              [(e["where"], e["type"], e["bytes"]) for e in plan["to_edges"]] ==
              [("t.net:15:16", "f32[B, 4] @ cpu -> gpu", batch * 16), ("t.net:16:16", "i64[B] @ cpu -> gpu", batch * 8)],
              str(plan["to_edges"]))

    # Two replicas on two emulated GPUs: each one's all-reduces, as listed;
    # with a synchronised BatchNorm, its 4 `replica_mean`s per step too.
    two = PROGRAM.replace("device gpu = cuda:0 | cpu;", "device gpu = [cuda:0, cuda:1];").replace(
        "BATCH", "32").replace("SETTINGS", "  replicas   = gpu;\n")
    sync = two.replace("fc2 = Linear(16, 3);", "bn  = BatchNorm(16, sync = true);\n  fc2 = Linear(16, 3);").replace(
        "fc2(relu(fc1(x)))", "fc2(reshape(bn(reshape(relu(fc1(x)), [N, 16, 1, 1])), [N, 16]))")
    env2 = dict(ENV, NETC_CUDA_EMU_DEVICES="2")
    for name, text, listed in (
            ("two replicas", two, []),
            ("two replicas with sync BatchNorm", sync, ["all-reduce: 4 replica_means (sync BatchNorm)"])):
        with open(os.path.join(d, "two.net"), "w") as f:
            f.write(text)
        p = subprocess.run([NETC, "mem", "two.net", "--json"], cwd=d, env=env2, capture_output=True, text=True,
                           timeout=120)
        plan = json.loads(p.stdout)["trains"][0] if p.returncode == 0 else {"transfers": []}
        reduces = [t for t in plan["transfers"] if t["to"] == "replicas"]
        check(name + ": the gradients' buckets and the loss, metrics and states are listed",
              [t["what"] for t in reduces] == listed + ["all-reduce: the gradients in 1 bucket",
                                                         "all-reduce: the loss, metrics and model states"],
              p.stdout + p.stderr)
        stats = os.path.join(d, "stats2.json")
        p = subprocess.run([NETC, "run", "two.net", "--quiet"], cwd=d, env=dict(env2, NETC_CUDA_EMU_STATS=stats),
                           capture_output=True, text=True, timeout=300)
        check(name + ": train", p.returncode == 0 and os.path.exists(stats), p.stdout + p.stderr)
        if os.path.exists(stats):
            s = json.load(open(stats))
            # The emulator counts an all-reduce once, when every replica has joined it.
            steps = 2 * (rows // 32)
            expected = [steps * sum(t["bytes"] for t in reduces), steps * sum(t["copies"] for t in reduces)]
            check(name + ": the all-reduces are those listed, to the byte and the call",
                  [s["allreduce_bytes"], s["allreduce_calls"]] == expected, f"emulator {s}, netc mem {expected}")
            os.remove(stats)

    # On the CPU (the batch-48 program), nothing is copied; the text
    # says so and lists the edges.
    p = subprocess.run([NETC, "mem", "t.net", "--device", "gpu=cpu"], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=120)
    check("on the cpu: no transfers, and the `to` edges are the same memory",
          "  transfers: none: the step runs on the cpu, where the batches are\n"
          "  `to` at t.net:15:16: f32[B, 4] @ cpu -> gpu, 768 B (the same memory: no copy)\n" in p.stdout,
          p.stdout + p.stderr)
    p = subprocess.run([NETC, "mem", "t.net"], cwd=d, env=ENV, capture_output=True, text=True, timeout=120)
    check("on the GPU: the text lists each transfer with its bytes and copies",
          "    per step              host -> cuda:0    the batch: batch.x, batch.y" in p.stdout and
          "  `to` at t.net:15:16: f32[B, 4] @ cpu -> gpu, 768 B (within the batch's copy)" in p.stdout,
          p.stdout + p.stderr)

check.finish()
