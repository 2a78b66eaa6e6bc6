#!/usr/bin/env python3
"""Data parallelism end to end: a train block with `replicas = pair` over
`device pair = [cpu, cpu]` trains K replicas in one process, each on its
share of the global batch, and ends with the loss of every epoch and every
parameter and optimizer state of one device training on the whole batch,
within f32 rounding (K = 2, and K = 3 with uneven shares of 4, 3, 3; a
summed loss and dropout too, each replica drawing one device's mask for its rows; BatchNorm
with per-replica statistics, equal to one device's where the shares are);
checkpoints interchange (2 replicas -> 1 device -> 3 replicas); a set bound to
GPUs that are not there is a clean error; `netc devices FILE` shows the set. Replicas as processes: mpi_test.py.

usage: replicas_test.py NETC
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from checks import Checks, close, float_tensors as tensors, program_variant, same_training, with_dropout, \
    write_classes_csv, mlp_program, mlp_program_text

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()



SGD = "SGD(lr = 0.1, momentum = 0.9, weight_decay = 0.001)"


def program(d, name, replicated, ckpt):
    return mlp_program(d, name, ckpt, "device pair = [cpu, cpu];" if replicated else "// one device",
                       "pair" if replicated else "cpu", replicated, optimizer=SGD)


def run(d, path, *args):
    log = os.path.join(d, os.path.basename(path) + "." + str(len(os.listdir(d))) + ".jsonl")
    p = subprocess.run([NETC, "run", path, "--log-json", log, *args], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=300)
    losses = []
    if os.path.exists(log):
        with open(log) as f:
            losses = [json.loads(line)["loss"] for line in f if line.strip()]
    return p, losses


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 7)

    one = program(d, "one.net", False, "one.safetensors")
    two = program(d, "two.net", True, "two.safetensors")
    p1, l1 = run(d, one)
    check("one device trains", p1.returncode == 0 and len(l1) == 4, p1.stderr)

    p2, l2 = run(d, two)
    check("two replicas train", p2.returncode == 0 and len(l2) == 4, p2.stderr)
    check("the binding line names the replicas", "pair -> cpu, cpu (2 replicas)" in p2.stdout, p2.stdout)
    check("the shares are said", "training 2 replicas on the CPU: a global batch of 10 in shares of 5, 5" in p2.stdout,
          p2.stdout)
    check("two replicas: every epoch's loss is one device's",
          len(l1) == len(l2) and all(close(a, b, 1) for a, b in zip(l1, l2)), "%s vs %s" % (l1, l2))
    same_training(check, "two replicas", os.path.join(d, "one.safetensors"), os.path.join(d, "two.safetensors"))

    # Uneven shares: 10 over 3 replicas is 4, 3, 3; the mean is weighted by them.
    three = program(d, "three.net", True, "three.safetensors")
    p3, l3 = run(d, three, "--device", "pair=cpu,cpu,cpu")
    check("three replicas train", p3.returncode == 0 and len(l3) == 4, p3.stderr)
    check("uneven shares are said", "in shares of 4, 3, 3" in p3.stdout, p3.stdout)
    check("three replicas: every epoch's loss is one device's",
          all(close(a, b, 1) for a, b in zip(l1, l3)), "%s vs %s" % (l1, l3))
    same_training(check, "three replicas", os.path.join(d, "one.safetensors"), os.path.join(d, "three.safetensors"))

    # A summed loss (`reduction = "sum"`): the shares' sums add up to one
    # device's, on uneven shares too.
    def summed(src, dst, ckpt_from, ckpt_to):
        return program_variant(src, dst, [("cross_entropy(logits, labels);",
                                           'cross_entropy(logits, labels, reduction = "sum");'),
                                          ("lr = 0.1,", "lr = 0.01,")],  # the mean's steps: a batch is 10 rows
                               ckpt_from, ckpt_to)
    ps1, ls1 = run(d, summed(one, os.path.join(d, "one_sum.net"), "one.safetensors", "one_sum.safetensors"))
    ps3, ls3 = run(d, summed(three, os.path.join(d, "three_sum.net"), "three.safetensors", "three_sum.safetensors"),
                   "--device", "pair=cpu,cpu,cpu")
    check("summed loss: one device and three replicas train", ps1.returncode == 0 and ps3.returncode == 0 and
          len(ls1) == len(ls3) == 4 and ls1 != l1, ps1.stderr + ps3.stderr)
    check("summed loss: three replicas' losses are one device's",
          all(close(a, b, abs(a)) for a, b in zip(ls1, ls3)), "%s vs %s" % (ls1, ls3))
    same_training(check, "summed loss, three replicas", os.path.join(d, "one_sum.safetensors"),
                  os.path.join(d, "three_sum.safetensors"))

    # Dropout: each replica draws, for its rows, the mask one device draws.
    pd1, ld1 = run(d, with_dropout(one, os.path.join(d, "one_drop.net"), "one.safetensors", "one_drop.safetensors"))
    pd3, ld3 = run(d, with_dropout(three, os.path.join(d, "three_drop.net"), "three.safetensors",
                                   "three_drop.safetensors"), "--device", "pair=cpu,cpu,cpu")
    check("with dropout: one device and three replicas train", pd1.returncode == 0 and pd3.returncode == 0 and
          len(ld1) == len(ld3) == 4, pd1.stderr + pd3.stderr)
    check("with dropout: three replicas' losses are one device's",
          all(close(a, b, 1) for a, b in zip(ld1, ld3)), "%s vs %s" % (ld1, ld3))
    same_training(check, "with dropout, three replicas", os.path.join(d, "one_drop.safetensors"),
                  os.path.join(d, "three_drop.safetensors"))

    # BatchNorm normalises each share with its own statistics (as PyTorch's
    # DistributedDataParallel does; docs/language.md). Where the two shares
    # are the same five rows, a share's statistics are the batch's: two
    # replicas train what one device trains, running averages included.
    # Where they differ, so does the training.
    import random
    rng = random.Random(5)
    half = [[rng.gauss(0, 1) for _ in range(4)] for _ in range(10)]
    for name, rows in (("bn_same", half[:5] + half[:5]), ("bn_diff", half)):
        with open(os.path.join(d, name + ".csv"), "w") as f:
            for v in rows:
                f.write(",".join("%.5f" % a for a in v) + ",%d\n" % (0 if v[0] > 0.4 else (1 if v[1] > 0 else 2)))
        text = mlp_program_text(name + ".safetensors", "device pair = [cpu, cpu];", "pair", True, optimizer=SGD)
        text = text.replace("data.csv", name + ".csv").replace("batch      = 10, shuffle;", "batch      = 10;")
        text = text.replace("fc2 = Linear(16, 3);", "bn  = BatchNorm(16);\n  fc2 = Linear(16, 3);").replace(
            "fc2(relu(fc1(x)))", "fc2(reshape(bn(reshape(relu(fc1(x)), [N, 16, 1, 1])), [N, 16]))")
        with open(os.path.join(d, name + ".net"), "w") as f:
            f.write(text)
    pb1, lb1 = run(d, os.path.join(d, "bn_same.net"), "--device", "pair=cpu")
    os.replace(os.path.join(d, "bn_same.safetensors"), os.path.join(d, "bn_same_one.safetensors"))
    pb2, lb2 = run(d, os.path.join(d, "bn_same.net"))
    check("BatchNorm, equal shares: two replicas' losses are one device's", pb1.returncode == 0 and
          pb2.returncode == 0 and len(lb1) == len(lb2) == 4 and all(close(a, b, 1) for a, b in zip(lb1, lb2)),
          "%s vs %s\n%s%s" % (lb1, lb2, pb1.stderr, pb2.stderr))
    same_training(check, "BatchNorm, equal shares", os.path.join(d, "bn_same_one.safetensors"),
                  os.path.join(d, "bn_same.safetensors"))
    pd1, ld1 = run(d, os.path.join(d, "bn_diff.net"), "--device", "pair=cpu")
    pd2, ld2 = run(d, os.path.join(d, "bn_diff.net"))
    check("BatchNorm, different shares: per-replica statistics, not one device's",
          pd1.returncode == 0 and pd2.returncode == 0 and len(ld1) == len(ld2) == 4 and
          not close(ld1[0], ld2[0], 1), "%s vs %s" % (ld1, ld2))

    # Operations that index with a replicated vector or transpose a
    # convolution (index_select, bilinear upsample, ConvTranspose2d), loops
    # over each replica's share (LSTM, GRU, with dropout) and a smoothed
    # loss: two replicas train what one device trains.
    with open(os.path.join(d, "images.csv"), "w") as f:
        for k in range(32):
            f.write(",".join(f"{((k * 7 + j * 3) % 11) / 11 - 0.5:.4f}" for j in range(16)) + f",{k % 3}\n")
    with open(os.path.join(d, "ops.net"), "w") as f:
        f.write("""import std.nn;
device pair = [cpu, cpu];
dataset toy {
  pixels: f32[16] = csv("images.csv", columns = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  label: i64[]    = csv("images.csv", columns = [16]);
}
model M() {
  up = ConvTranspose2d(1, 2, 2, stride = 2);
  lstm = LSTM(4, 6);
  gru = GRU(4, 6);
  drop = Dropout(0.2);
  fc = Linear(128 + 16 + 64 + 12, 3);
  fn forward(p: f32[N, 1, 4, 4]) -> f32[N, 3] {
    let a = flatten(up(p));
    let b = flatten(upsample(p, 2, mode = "bilinear"));
    let c = flatten(index_select(p, 3, arange(4)));
    let seq = drop(reshape(p, [-1, 4, 4]));
    let (hs, h, cell) = lstm(seq);
    let (gs, g) = gru(seq);
    return fc(concat([a, c, b, h, g], axis = 1));
  }
}
net = M() @ pair;
train net on toy {
  replicas  = pair;
  batch     = 8;
  logits    = net(to(pair, reshape(batch.pixels, [-1, 1, 4, 4])));
  loss      = cross_entropy(logits, to(pair, batch.label), label_smoothing = 0.1);
  optimizer = Adam(lr = 0.01);
  epochs    = 3;
  checkpoint = "ops.safetensors";
}
""")
    po1, lo1 = run(d, os.path.join(d, "ops.net"), "--device", "pair=cpu")
    os.replace(os.path.join(d, "ops.safetensors"), os.path.join(d, "ops_one.safetensors"))
    po2, lo2 = run(d, os.path.join(d, "ops.net"))
    check("index_select, bilinear upsample, ConvTranspose2d, LSTM, GRU: two replicas' losses are one device's",
          po1.returncode == 0 and po2.returncode == 0 and len(lo1) == len(lo2) == 3 and
          all(close(a, b, 1) for a, b in zip(lo1, lo2)), "%s vs %s\n%s%s" % (lo1, lo2, po1.stderr, po2.stderr))
    same_training(check, "index_select, bilinear upsample, ConvTranspose2d, LSTM, GRU", os.path.join(d, "ops_one.safetensors"),
                  os.path.join(d, "ops.safetensors"))

    # Checkpoints are the same network's: no prefix, the same fingerprint.
    m2, t2 = tensors(os.path.join(d, "two.safetensors"))
    m1, _ = tensors(os.path.join(d, "one.safetensors"))
    check("no prefix in the names", all(k.startswith(("net.", "optim.")) for k in t2), sorted(t2))
    check("the same fingerprint as one device", m1.get("fingerprint") == m2.get("fingerprint"), "%s %s" % (m1, m2))
    # Two replicas' checkpoint resumes on one device, and that one on three replicas.
    pr, lr = run(d, one, "--resume", "two.safetensors", "--epochs", "5")
    check("2 replicas -> 1 device resumes", pr.returncode == 0 and len(lr) == 1, pr.stderr + pr.stdout)
    pr3, lr3 = run(d, three, "--resume", "one.safetensors", "--epochs", "6", "--device", "pair=cpu,cpu,cpu")
    check("1 device -> 3 replicas resumes", pr3.returncode == 0 and len(lr3) == 1, pr3.stderr + pr3.stdout)

    # GPUs that are not there: a clean error before any work.
    pg, _ = run(d, two, "--device", "pair=cuda:0,cuda:1")
    check("absent GPUs: exit 2 with the visible devices",
          pg.returncode == 2 and "visible devices:" in pg.stderr and "Traceback" not in pg.stderr, pg.stderr)

    # `netc devices FILE` shows how `netc run` binds the set, --device included.
    pd = subprocess.run([NETC, "devices", two, "--device", "pair=cpu,cpu,cpu"], cwd=d, env=ENV, capture_output=True,
                        text=True, timeout=60)
    check("netc devices FILE: the set and its replicas", pd.returncode == 0 and
          " binds, as `netc run` would:\ncpu -> cpu\npair -> cpu, cpu, cpu (3 replicas; --device)\n" in pd.stdout,
          pd.stdout + pd.stderr)
    pj = subprocess.run([NETC, "devices", two, "--json"], cwd=d, env=ENV, capture_output=True, text=True, timeout=60)
    try:
        bindings = {b["device"]: b for b in json.loads(pj.stdout)["bindings"]}
    except (ValueError, KeyError, TypeError):
        bindings = {}
    check("netc devices FILE --json: the members", bindings.get("pair", {}).get("members") == ["cpu", "cpu"],
          pj.stdout + pj.stderr)

    # `netc mem` plans one replica at its largest share.
    pm = subprocess.run([NETC, "mem", three, "--device", "pair=cpu,cpu,cpu"], cwd=d, env=ENV, capture_output=True,
                        text=True, timeout=60)
    check("netc mem plans a replica's share", pm.returncode == 0 and pm.stdout.startswith(
        "train.net.d, batch 4, on cpu (3 replicas; --device); each replica holds this plan for its share: at most 4 "
        "of the global batch 10"), pm.stdout + pm.stderr)

    # (96 MiB of the budget is netc itself, on the CPU: docs/memory.md.)
    pb = subprocess.run([NETC, "mem", three, "--device", "pair=cpu,cpu,cpu", "--budget", "97MiB"], cwd=d, env=ENV,
                        capture_output=True, text=True, timeout=60)
    said = re.search(r"is (\d+) per replica, a global batch of (\d+)", pb.stdout)
    check("netc mem --budget says per replica and the global batch", pb.returncode == 0 and said is not None and
          int(said.group(1)) > 0 and int(said.group(1)) * 3 == int(said.group(2)), pb.stdout + pb.stderr)

check.finish()
