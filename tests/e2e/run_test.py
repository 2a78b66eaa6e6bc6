#!/usr/bin/env python3
"""`netc run` end to end: a synthetic problem trains to a known loss; the same
seed gives the same losses bit for bit; resuming from a checkpoint gives the
losses of an uninterrupted run; bad data stops the run before training with a
message naming the file; each function is planned and its dtypes checked
once (--time-passes);
Fashion-MNIST (a subset) learns.

usage: run_test.py NETC [fashion]
"""
import json
import re
import os
import random
import shutil
import subprocess
import sys
import tempfile

from checks import Checks, stage_runs

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()


def run(args, cwd):
    return subprocess.run([NETC, *args], cwd=cwd, capture_output=True, text=True, env=ENV, timeout=300)


def losses(path):
    with open(path) as f:
        return [json.loads(line)["loss"] for line in f]


REGRESSION = """
import std.nn;
device gpu = cuda:0 | cpu;
dataset points {
  x: f32[2] = csv("points.csv", columns = [0, 1]);
  y: f32[1] = csv("points.csv", columns = [2]);
}
dataset held_out {
  x: f32[2] = csv("points.csv", columns = [0, 1]);
  y: f32[1] = csv("points.csv", columns = [2]);
}
model Line() {
  fc = Linear(2, 1);
  fn forward(x: f32[N, 2]) -> f32[N, 1] { return fc(x); }
}
net = Line() @ gpu;
train net on points {
  batch = 16, shuffle;
  loss = mse(net(to(gpu, batch.x)), to(gpu, batch.y));
  optimizer = SGD(lr = 0.1, momentum = 0.9);
  epochs = 30;
  seed = 3;
  checkpoint = "line.safetensors" every epoch;
}
"""

with tempfile.TemporaryDirectory() as d:
    rng = random.Random(1)
    with open(os.path.join(d, "points.csv"), "w") as f:
        for _ in range(200):
            a, b = rng.uniform(-1, 1), rng.uniform(-1, 1)
            f.write(f"{a},{b},{2 * a - 3 * b + 0.5}\n")
    with open(os.path.join(d, "line.net"), "w") as f:
        f.write(REGRESSION)

    # 1. A synthetic problem trains to a known loss: y = 2a - 3b + 0.5 exactly.
    p = run(["run", "line.net", "--log-json", "a.jsonl"], d)
    check("regression runs", p.returncode == 0, p.stdout + p.stderr)
    if p.returncode == 0:
        la = losses(os.path.join(d, "a.jsonl"))
        check("regression converges", len(la) == 30 and la[-1] < 1e-4 and la[0] > la[-1], str(la))
        # Without a GPU (CI) the device falls back; with one it is used.
        check("device binding is reported", "gpu -> cpu" in p.stdout or "gpu -> cuda:" in p.stdout, p.stdout)
        check("checkpoint written", os.path.exists(os.path.join(d, "line.safetensors")), p.stdout)

    # 2. Same seed, same data, same machine: the same losses, bit for bit.
    p = run(["run", "line.net", "--log-json", "b.jsonl", "--quiet"], d)
    check("rerun", p.returncode == 0, p.stderr)
    if p.returncode == 0:
        check("deterministic", losses(os.path.join(d, "a.jsonl")) == losses(os.path.join(d, "b.jsonl")))
    p = run(["run", "line.net", "--log-json", "c.jsonl", "--quiet", "--seed", "4"], d)
    check("another seed differs", p.returncode == 0 and losses(os.path.join(d, "c.jsonl")) != losses(os.path.join(d, "a.jsonl")))

    # 3. Resume: 3 epochs, then resume to 6, equals 6 uninterrupted.
    p = run(["run", "line.net", "--epochs", "6", "--log-json", "full.jsonl", "--quiet"], d)
    full = losses(os.path.join(d, "full.jsonl")) if p.returncode == 0 else []
    p = run(["run", "line.net", "--epochs", "3", "--quiet"], d)
    check("first half", p.returncode == 0, p.stderr)
    p = run(["run", "line.net", "--epochs", "6", "--resume", "line.safetensors", "--log-json", "half.jsonl"], d)
    check("resume runs", p.returncode == 0 and "resumed from line.safetensors at epoch 3" in p.stdout, p.stdout + p.stderr)
    if p.returncode == 0:
        check("resume gives the same losses", losses(os.path.join(d, "half.jsonl")) == full[3:], f"{full}\n{losses(os.path.join(d, 'half.jsonl'))}")
    # A checkpoint already at (or past) the epochs asked for: nothing to train, and it says so.
    p = run(["run", "line.net", "--epochs", "4", "--resume", "line.safetensors"], d)
    check("resume past the end says so", p.returncode == 0 and
          "nothing to train in this train block: the checkpoint is at epoch 6 of 4" in p.stdout, p.stdout + p.stderr)

    # File names are data, not text the engine searches: a data file whose
    # name holds a quote and `skip_header = true [9]` (once read as the file
    # `p`), and a checkpoint named `... every 7 ...`.
    odd = 'p"s, skip_header = true [9].csv'
    with open(os.path.join(d, "points.csv")) as f, open(os.path.join(d, odd), "w") as g:
        g.write(f.read())
    with open(os.path.join(d, "odd.net"), "w") as f:
        f.write(REGRESSION.replace('"points.csv"', '"p\\"s, skip_header = true [9].csv"')
                .replace('"line.safetensors" every epoch', '"run every 7 shuffle.safetensors"')
                .replace("epochs = 30", "epochs = 2"))
    p = run(["run", "odd.net", "--quiet"], d)
    check("odd file names are read as written", p.returncode == 0
          and os.path.exists(os.path.join(d, "run every 7 shuffle.safetensors")), p.stdout + p.stderr)

    # Checkpoint metadata is parsed in full and range-checked, the field named.
    def with_metadata(src, dst, key, value, **more):
        with open(src, "rb") as f:
            raw = f.read()
        n = int.from_bytes(raw[:8], "little")
        header = json.loads(raw[8:8 + n])
        header["__metadata__"][key] = value
        header["__metadata__"].update(more)
        text = json.dumps(header).encode()
        text += b" " * ((8 - len(text) % 8) % 8)
        with open(dst, "wb") as f:
            f.write(len(text).to_bytes(8, "little") + text + raw[8 + n:])
    for key, value in (("epoch", "-5"), ("epoch", "abc"), ("step", "-1000000"), ("train_block", "2"), ("epoch", "3x")):
        with_metadata(os.path.join(d, "line.safetensors"), os.path.join(d, "edited.safetensors"), key, value)
        p = run(["run", "line.net", "--resume", "edited.safetensors", "--quiet"], d)
        check(f"metadata {key} = {value!r} is refused", p.returncode == 2 and
              f"its metadata field {key} is `{value}`, not a whole number from" in p.stderr, p.stdout + p.stderr)
    # In range, but not what a run took: steps beyond an epoch (13 steps: 200 examples, batch 16), or
    # more than the whole run's.
    with_metadata(os.path.join(d, "line.safetensors"), os.path.join(d, "edited.safetensors"), "epoch_step", "14",
                  epoch="3", step="53", epochs="30")
    p = run(["run", "line.net", "--resume", "edited.safetensors", "--quiet"], d)
    check("epoch_step 14 of a 13-step epoch is refused", p.returncode == 2 and
          "edited.safetensors: its metadata says that 14 steps of epoch 4 were taken (epoch_step), but an epoch of "
          "this run has 13 (200 examples, batch 16)" in p.stderr, p.stdout + p.stderr)
    with_metadata(os.path.join(d, "line.safetensors"), os.path.join(d, "edited.safetensors"), "epoch_step",
                  "4000000000", epoch="3", step="53")
    p = run(["run", "line.net", "--resume", "edited.safetensors", "--quiet"], d)
    check("epoch_step 4000000000 is refused", p.returncode == 2 and
          "its metadata field step is 53, fewer than the 3 epochs (epoch) and 4000000000 steps of the next "
          "(epoch_step) it says were taken" in p.stderr, p.stdout + p.stderr)

    # A batch larger than the data set: one step per epoch, and a warning.
    with open(os.path.join(d, "big_batch.net"), "w") as f:
        f.write(REGRESSION.replace("batch = 16, shuffle;", "batch = 512;").replace("epochs = 30;", "epochs = 1;"))
    p = run(["run", "big_batch.net"], d)
    check("a batch larger than the data set is said", p.returncode == 0 and
          "data set `points` has 200 examples, fewer than the batch of 512: each epoch is one step of 200" in p.stderr,
          p.stdout + p.stderr)

    # Resuming a cosine schedule for another number of epochs: a warning.
    with open(os.path.join(d, "cosine.net"), "w") as f:
        f.write(REGRESSION.replace("epochs = 30;", "epochs = 4;\n  schedule = cosine();")
                .replace('"line.safetensors"', '"cosine.safetensors"'))
    p = run(["run", "cosine.net", "--epochs", "2", "--quiet"], d)
    check("a cosine run stops at 2", p.returncode == 0, p.stderr)
    p = run(["run", "cosine.net", "--epochs", "4", "--quiet", "--resume", "cosine.safetensors"], d)
    check("resuming a cosine schedule for other epochs warns", p.returncode == 0 and
          "was written by a run of 2 epochs; resumed for 4, the cosine schedule spans 4 epochs" in p.stderr,
          p.stdout + p.stderr)

    # A log that cannot be written: a full disk is a warning, the run goes on
    # and ends with status 1; a missing directory is an error before training.
    # `--log-json -`: the JSON lines alone on standard output, the rest on standard error.
    p = run(["run", "line.net", "--epochs", "2", "--log-json", "-"], d)
    lines = p.stdout.splitlines()
    try:
        parsed = [json.loads(l) for l in lines]
    except ValueError:
        parsed = []
    check("--log-json - writes JSON lines to stdout", p.returncode == 0 and len(parsed) == 2 and
          parsed[1]["epoch"] == 2 and not os.path.exists(os.path.join(d, "-")), p.stdout + p.stderr)
    check("--log-json -: progress goes to stderr", "epoch 2/2 done" in p.stderr, p.stderr)
    # (The pace, examples/s and the ETAs, once measured: over half a second.)
    check("progress lines show the elapsed time, and the run's ETA once measured",
          re.search(r"epoch 1/2 step \d+/\d+ loss [0-9.]+( \d+ ex/s ETA \S+, run \S+)?, elapsed \S+", p.stderr) is not None,
          p.stderr)
    p = run(["run", "line.net", "--epochs", "2", "--quiet", "--log-json", "/dev/full"], d)
    check("a log on a full disk fails the run", p.returncode == 1 and
          "cannot write the log `/dev/full`: No space left on device; training goes on without it" in p.stderr and
          "is incomplete" in p.stderr, p.stdout + p.stderr)
    p = run(["run", "line.net", "--epochs", "2", "--quiet", "--log-json", "no/such/dir/log.jsonl"], d)
    check("a log in a missing directory names the reason", p.returncode == 1 and
          "cannot write the log `no/such/dir/log.jsonl`: No such file or directory" in p.stderr, p.stderr)

    # A checkpoint into a directory that does not exist: an error before training.
    with open(os.path.join(d, "no_dir.net"), "w") as f:
        f.write(REGRESSION.replace('checkpoint = "line.safetensors"', 'checkpoint = "missing/line.safetensors"'))
    p = run(["run", "no_dir.net"], d)
    check("checkpoint directory missing", p.returncode == 1 and "the directory `missing` does not exist" in p.stderr
          and "epoch" not in p.stdout, p.stdout + p.stderr)

    # Paths written in a program (its data, its checkpoint) are relative to
    # its file, whatever the current directory: a build step runs elsewhere.
    sub = os.path.join(d, "sub")
    os.makedirs(sub)
    shutil.copy(os.path.join(d, "line.net"), sub)
    shutil.copy(os.path.join(d, "points.csv"), sub)
    p = run(["run", os.path.join("sub", "line.net"), "--epochs", "1", "--quiet"], d)
    check("a program's paths are relative to its file", p.returncode == 0 and
          os.path.exists(os.path.join(sub, "line.safetensors")), p.stdout + p.stderr)

    # 3a. A batch larger than the data set with drop_last would train nothing: an error, before training.
    with open(os.path.join(d, "big_batch.net"), "w") as f:
        f.write(REGRESSION.replace("batch = 16, shuffle;", "batch = 500, shuffle, drop_last;"))
    p = run(["run", "big_batch.net"], d)
    check("drop_last with too few examples", p.returncode == 1 and "has 200 examples, fewer than one batch of 500"
          in p.stderr and "epoch" not in p.stdout, p.stdout + p.stderr)

    # 3b. Train blocks run in order, each from the parameters the previous one
    #     left, each with its own optimizer state; a checkpoint says which block
    #     wrote it, and resuming from it goes on from there.
    with open(os.path.join(d, "two.net"), "w") as f:
        f.write(REGRESSION + """
train net on points {
  batch = 16;
  loss = mse(net(to(gpu, batch.x)), to(gpu, batch.y));
  optimizer = Adam(lr = 0.001);
  epochs = 3;
  checkpoint = "two.safetensors" every epoch;
}
""")
    # --time-passes: each block's functions are prepared (autodiff) once,
    # for the memory check and the executor alike; `netc mem` too.
    for cmd in (["run", "two.net", "--epochs", "1", "--quiet", "--time-passes"], ["mem", "two.net", "--time-passes"]):
        p = run(cmd, d)
        runs = re.search(r"^  prepare \(autodiff\)\s+(\d+)", p.stderr, re.M)
        check("--time-passes: autodiff once per block in " + cmd[0],
              p.returncode == 0 and runs is not None and runs.group(1) == "2", p.stderr)
    # 3c. --time-passes: on the CPU each function, and each loop's body, is
    #     planned once: the memory check's plans are the ones the JIT
    #     lowers (the gradient, update and evaluation of an LSTM, with the
    #     bodies of its loop forwards, backwards and saving its steps).
    with open(os.path.join(d, "recall.csv"), "w") as f:
        rng = random.Random(5)
        for _ in range(64):
            tokens = [rng.randrange(4) for _ in range(5)]
            f.write(",".join(map(str, tokens + [tokens[0]])) + "\n")
    with open(os.path.join(d, "recall.net"), "w") as f:
        f.write("""
import std.nn;
dataset recall {
  tokens: i64[5] = csv("recall.csv", columns = [0, 1, 2, 3, 4]);
  label: i64[]   = csv("recall.csv", columns = [5]);
}
model Recall() {
  embed = Embedding(4, 3);
  lstm  = LSTM(3, 6);
  head  = Linear(6, 4);
  fn forward(tokens: i64[B, T]) -> f32[B, 4] {
    let (hs, h, c) = lstm(embed(tokens));
    return head(h);
  }
}
net = Recall() @ cpu;
train net on recall {
  batch = 16;
  logits = net(batch.tokens);
  loss = cross_entropy(logits, batch.label);
  optimizer = Adam(lr = 0.01);
  epochs = 1;
  evaluate = recall every epoch;
}
""")
    p = run(["run", "recall.net", "--quiet", "--time-passes"], d)
    check("--time-passes: each function and loop body planned once on the CPU",
          p.returncode == 0 and stage_runs(p.stderr, "buffer plan") == (6, {}), p.stdout + p.stderr)
    # The same on 2 CPU replicas: the memory check plans the share each
    # replica trains on, the plans the replicas' JIT lowers; and replicas
    # whose shares bind a function alike run the same code, compiled once.
    with open(os.path.join(d, "recall2.net"), "w") as f:
        f.write(open(os.path.join(d, "recall.net")).read()
                .replace("net = Recall() @ cpu;", "device all = [cpu, cpu];\nnet = Recall() @ all;")
                .replace("batch = 16;", "replicas = all;\n  batch = 16;")
                .replace("net(batch.tokens)", "net(to(all, batch.tokens))")
                .replace("batch.label)", "to(all, batch.label))"))
    p = run(["run", "recall2.net", "--quiet", "--time-passes"], d)
    check("--time-passes: each function and loop body planned once on 2 CPU replicas",
          p.returncode == 0 and stage_runs(p.stderr, "buffer plan") == (6, {}), p.stdout + p.stderr)
    one = run(["run", "recall.net", "--quiet", "--time-passes"], d)
    check("--time-passes: 2 CPU replicas compile each function once, as one device does",
          p.returncode == 0 and stage_runs(p.stderr, "JIT compile") == stage_runs(one.stderr, "JIT compile")
          and stage_runs(p.stderr, "JIT compile")[0] > 0, p.stderr + one.stderr)
    # Their dtypes are checked once, with the module's (codegen/common/dtypes.h),
    # not again as each is lowered.
    check("--time-passes: dtypes checked once", p.returncode == 0 and stage_runs(p.stderr, "dtype check (module)") ==
          (1, {}) and stage_runs(p.stderr, "dtype check (function)") == (0, {}), p.stderr)
    p = run(["run", "two.net", "--log-json", "two.jsonl"], d)
    check("two train blocks run", p.returncode == 0 and "train block 1 of 2: net on points" in p.stdout
          and "train block 2 of 2: net on points" in p.stdout, p.stdout + p.stderr)
    if p.returncode == 0:
        with open(os.path.join(d, "two.jsonl")) as f:
            log = [json.loads(line) for line in f]
        check("blocks logged", [e["train_block"] for e in log] == [1] * 30 + [2] * 3, str(log))
        check("block 2 starts where block 1 ended", log[30]["loss"] < 1e-3, str(log[29:]))
        two = [e["loss"] for e in log]
        p = run(["run", "two.net", "--resume", "line.safetensors", "--log-json", "two_b.jsonl"], d)
        check("resume at the end of block 1", p.returncode == 0 and "in train block 1 at epoch 30" in p.stdout,
              p.stdout + p.stderr)
        if p.returncode == 0:
            check("resume gives block 2's losses", losses(os.path.join(d, "two_b.jsonl")) == two[30:],
                  f"{two[30:]}\n{losses(os.path.join(d, 'two_b.jsonl'))}")
        p = run(["run", "two.net", "--resume", "two.safetensors"], d)
        check("resume in block 2", p.returncode == 0 and "in train block 2 at epoch 3" in p.stdout
              and "train block 1 of 2" not in p.stdout, p.stdout + p.stderr)

    # 4. A checkpoint of another network is refused, naming what differs.
    with open(os.path.join(d, "wide.net"), "w") as f:
        f.write(REGRESSION.replace("Linear(2, 1)", "Linear(2, 1)").replace("fc = Linear", "fc2 = Linear").replace("return fc(x)", "return fc2(x)"))
    p = run(["run", "wide.net", "--resume", "line.safetensors"], d)
    check("foreign checkpoint refused", p.returncode == 2 and "net.fc.weight" in p.stderr and "net.fc2.weight" in p.stderr, p.stderr)

    # 5. A diverging run stops at the first non-finite loss, naming the step
    #    and the last good checkpoint.
    with open(os.path.join(d, "diverge.net"), "w") as f:
        f.write(REGRESSION.replace("lr = 0.1", "lr = 1000000.0").replace("line.safetensors", "diverge.safetensors"))
    p = run(["run", "diverge.net", "--quiet"], d)
    check("divergence stops", p.returncode == 1 and ("is NaN at epoch" in p.stderr or "is infinite at epoch" in p.stderr)
          and "step" in p.stderr, p.stdout + p.stderr)

    # 6. Bad data stops the run before training, naming the file.
    with open(os.path.join(d, "points.csv"), "a") as f:
        f.write("1.0,oops,2\n")
    p = run(["run", "line.net"], d)
    check("malformed csv", p.returncode == 2 and "points.csv" in p.stderr and "epoch" not in p.stdout, p.stdout + p.stderr)
    os.remove(os.path.join(d, "points.csv"))
    p = run(["run", "line.net"], d)
    check("missing data file", p.returncode == 2 and "points.csv" in p.stderr, p.stderr)

    # An embedding's ids from the file past its table: said before training,
    # with the file, the element and the table (as labels past the classes).
    with open(os.path.join(d, "ids.csv"), "w") as f:
        f.write("0,1\n3,0\n1,1\n2,0\n")
    with open(os.path.join(d, "ids.net"), "w") as f:
        f.write("""import std.nn;
dataset d { id: i64[] = csv("ids.csv", columns = [0]); y: i64[] = csv("ids.csv", columns = [1]); }
model Net() {
  emb = Embedding(3, 2);
  fn forward(ids: i64[N]) -> f32[N, 2] { return emb(ids); }
}
net = Net();
train net on d { batch = 4; loss = cross_entropy(net(batch.id), batch.y); optimizer = SGD(lr = 0.1); epochs = 1; }
""")
    p = run(["run", "ids.net"], d)
    check("ids past an embedding's table", p.returncode == 2 and "epoch" not in p.stdout and
          "ids.csv:2: indices out of range: `id` of example 1 is 3, but `take` in `net.emb` (std/nn.net:" in p.stderr
          and "reads a table of 3 rows with it (indices 0..2)" in p.stderr, p.stdout + p.stderr)

    # Segment ids past the axis a `scatter_add` adds into (which the backends
    # would drop): said before training too.
    with open(os.path.join(d, "segments.net"), "w") as f:
        f.write("""import std.nn;
dataset d { seg: i64[] = csv("ids.csv", columns = [0]); y: i64[] = csv("ids.csv", columns = [1]); }
model Pool() {
  param w: f32[3] = ones;
  fn forward(seg: i64[N]) -> f32[3] { return scatter_add(w * 0.0, 0, seg, cast(seg, f32) * 0.0 + 1.0) * w; }
}
net = Pool();
train net on d { batch = 4; loss = mean(net(batch.seg)); optimizer = SGD(lr = 0.1); epochs = 1; }
""")
    p = run(["run", "segments.net"], d)
    check("segment ids past a scatter_add's axis", p.returncode == 2 and "epoch" not in p.stdout and
          "ids.csv:2: indices out of range: `seg` of example 1 is 3, but `scatter_add` in `net` (segments.net:5:" in p.stderr
          and "adds along an axis of size 3 with it (indices 0..2)" in p.stderr, p.stdout + p.stderr)

    # 7. A device without a fallback cannot bind: an error before any work.
    with open(os.path.join(d, "strict.net"), "w") as f:
        f.write(REGRESSION.replace("cuda:0 | cpu", "cuda:3"))
    p = run(["run", "strict.net"], d)
    check("unbindable device", p.returncode == 2 and "cuda:3" in p.stderr and "visible devices: cpu" in p.stderr, p.stderr)
    p = run(["run", "strict.net", "--device", "gpu=cpu", "--epochs", "1", "--quiet"], os.path.dirname(os.path.join(d, "x")))
    check("--device overrides", "visible devices" not in p.stderr, p.stderr)

    # 8. The generated code: AVX2 vectors on this x86-64 host, sgemm with the
    #    transpose as a flag (112 = CblasTrans), no copy of the weights.
    p = run(["emit", "llvm", os.path.join(ROOT, "examples", "fashion_mlp.net")], d)
    check("emit llvm", p.returncode == 0 and "define void @netc_net_forward" in p.stdout, p.stderr)
    check("emit llvm shows the gradient that training runs", "; @train.net.fashion.step.grad with B = 64" in p.stdout)
    check("vectorised for AVX2", "<8 x float>" in p.stdout)
    check("sgemm with a transpose flag", "call void @netc_k_sgemm(i32 101, i32 111, i32 112" in p.stdout)
    check("large loops split across the cores", "call void @netc_parallel_for(" in p.stdout)

    # 9. Fashion-MNIST on a subset learns (the full run is the README example).
    if len(sys.argv) > 2 and sys.argv[2] == "fashion":
        if not os.path.exists("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz"):
            print("skipped: Fashion-MNIST is not installed (Debian package dataset-fashion-mnist)")
        else:
            # Copies, so that their checkpoints (next to the .net file) land here.
            for name in ("fashion_mlp.net", "fashion_cnn.net"):
                shutil.copy(os.path.join(ROOT, "examples", name), d)
            p = run(["run", "fashion_mlp.net", "--epochs", "2", "--limit", "10000",
                     "--quiet", "--log-json", "fashion.jsonl"], d)
            acc = [float(l.split(":")[1]) for l in p.stdout.splitlines() if l.startswith("test accuracy:")]
            check("fashion learns", p.returncode == 0 and acc and acc[0] > 0.78, p.stdout + p.stderr)
            check("--quiet prints the test accuracy with four decimals, as the epoch lines",
                  re.search(r"^test accuracy: 0\.\d{4}$", p.stdout, re.M) is not None, p.stdout)
            # The step's accuracy, averaged over each epoch's training steps,
            # next to the evaluation's.
            with open(os.path.join(d, "fashion.jsonl")) as f:
                epochs = [json.loads(line) for line in f]
            train_acc = [e.get("train", {}).get("accuracy") for e in epochs]
            check("training accuracy per epoch", len(epochs) == 2 and all(a is not None for a in train_acc)
                  and 0.5 < train_acc[0] < train_acc[1] < 1 and abs(epochs[1]["evaluation"]["accuracy"] - acc[0]) <= 5e-5
                  and epochs[1]["evaluation"]["data_set"] == "fashion_test"
                  and 0 < epochs[1]["evaluation"]["loss"] < epochs[0]["evaluation"]["loss"], str(epochs))
            # The CNN: im2col convolutions, pooling, dropout, and BatchNorm,
            # whose running averages are trained, saved and used to evaluate.
            p = run(["run", "fashion_cnn.net", "--epochs", "1", "--limit", "6000",
                     "--quiet"], d)
            acc = [float(l.split(":")[1]) for l in p.stdout.splitlines() if l.startswith("test accuracy:")]
            check("fashion cnn learns", p.returncode == 0 and acc and acc[0] > 0.5, p.stdout + p.stderr)
            try:
                from safetensors.numpy import load_file
                t = load_file(os.path.join(d, "fashion_cnn.safetensors"))
                rm, rv = t["net.bn1.running_mean"], t["net.bn1.running_var"]
                check("batchnorm running averages saved", rm.shape == (16, 1, 1) and abs(rm).max() > 1e-3
                      and (rv > 0).all() and abs(rv - 1).max() > 1e-3, f"{rm.ravel()} {rv.ravel()}")
            except ImportError:
                print("skipped: the safetensors reader is not installed")

check.finish()
