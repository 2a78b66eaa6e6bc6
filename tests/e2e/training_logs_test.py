#!/usr/bin/env python3
"""The pictures of a run: `netc run --log-steps FILE --log-every N` writes a
JSON line every N steps (the loss and metrics averaged over those steps, the
learning rate, the gradient's norm, examples/s) and one per epoch
(--log-json's, at its step);
`--tensorboard DIR` writes the same values as TensorBoard event files, read
back here with the `tensorboard` package's own reader (skipped without it:
tools/setup.sh test installs it from PyPI); `netc plot` draws the log as an
SVG whose polylines carry every line's value.

usage: training_logs_test.py NETC
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import numpy as np

from checks import Checks, read_safetensors

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """
import std.nn;
dataset d {
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}
model Net() {
  fc1 = Linear(4, 8);
  fc2 = Linear(8, 2);
  fn forward(x: f32[N, 4]) -> f32[N, 2] { return fc2(relu(fc1(x))); }
}
net = Net();
train net on d {
  batch     = 10;
  logits    = net(batch.x);
  loss      = cross_entropy(logits, batch.y);
  accuracy  = accuracy(logits, batch.y);
  optimizer = SGD(lr = 0.1);
  epochs    = 3;
  evaluate  = d;
}
"""


def run(d, *args):
    return subprocess.run([NETC, "run", "net.net", *args], cwd=d, env=ENV, capture_output=True, text=True, timeout=300)


with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, "net.net"), "w") as f:
        f.write(PROGRAM)
    with open(os.path.join(d, "data.csv"), "w") as f:
        for i in range(80):  # 8 steps of 10 per epoch
            x = [((i * 7 + k * 3) % 11) / 5.0 - 1.0 for k in range(4)]
            f.write(",".join("%.2f" % v for v in x) + ",%d\n" % (x[0] + x[1] > 0))

    p = run(d, "--log-steps", "steps.jsonl", "--log-every", "4", "--log-json", "epochs.jsonl", "--tensorboard", "tb")
    check("the run with every log trains", p.returncode == 0, p.stdout + p.stderr)
    with open(os.path.join(d, "steps.jsonl")) as f:
        lines = [json.loads(l) for l in f]
    with open(os.path.join(d, "epochs.jsonl")) as f:
        epochs = [json.loads(l) for l in f]
    steps = [l for l in lines if "epoch_step" in l]
    ends = [l for l in lines if "epoch_step" not in l]
    check("a step line every 4 steps, with its epoch and step in it",
          [(l["step"], l["epoch"], l["epoch_step"]) for l in steps] ==
          [(4, 1, 4), (8, 1, 8), (12, 2, 4), (16, 2, 8), (20, 3, 4), (24, 3, 8)], steps)
    check("each has the loss, the metric, the learning rate, the gradient's norm and examples/s",
          all(set(l) == {"step", "epoch", "epoch_step", "loss", "train", "lr", "grad_norm", "examples_per_s"} and
              set(l["train"]) == {"accuracy"} and l["lr"] == 0.1 and l["examples_per_s"] > 0 for l in steps), steps)
    check("an epoch line is --log-json's with the step after the epoch",
          [{k: v for k, v in l.items() if k not in ("step", "time_s")} for l in ends] ==
          [{k: v for k, v in l.items() if k != "time_s"} for l in epochs] and
          [list(l)[:2] for l in ends] == [["epoch", "step"]] * 3 and [l["step"] for l in ends] == [8, 16, 24],
          f"{ends}\n{epochs}")
    # Two lines of 4 equal batches make an epoch: their mean is its average.
    for e in (1, 2, 3):
        mean = sum(l["loss"] for l in steps if l["epoch"] == e) / 2
        acc = sum(l["train"]["accuracy"] for l in steps if l["epoch"] == e) / 2
        ep = epochs[e - 1]
        check(f"epoch {e}: the step lines average the steps since the last line",
              abs(mean - ep["loss"]) < 1e-6 * max(1, ep["loss"]) and abs(acc - ep["train"]["accuracy"]) < 1e-6,
              f"{mean} {acc} vs {ep}")

    # The gradient's norm, seen in the update: plain SGD moves the parameters by lr times the
    # gradient, and one step per epoch leaves a checkpoint after each.
    with open(os.path.join(d, "sgd.net"), "w") as f:
        f.write(PROGRAM.replace("batch     = 10;", "batch     = 80;").replace(
            "evaluate  = d;", 'checkpoint = "sgd.safetensors";'))
    def sgd(epochs):
        p = subprocess.run([NETC, "run", "sgd.net", "--epochs", str(epochs), "--log-steps", "sgd.jsonl", "--log-every",
                            "1"], cwd=d, env=ENV, capture_output=True, text=True, timeout=300)
        check(f"{epochs} epochs of one step train", p.returncode == 0, p.stdout + p.stderr)
        _, header, data = read_safetensors(os.path.join(d, "sgd.safetensors"))
        with open(os.path.join(d, "sgd.jsonl")) as f:
            norms = [l["grad_norm"] for l in map(json.loads, f) if "epoch_step" in l]
        return {n: np.frombuffer(data[t["data_offsets"][0]:t["data_offsets"][1]], dtype=np.float32).astype(np.float64)
                for n, t in header.items() if n.startswith("net.")}, norms
    after1, _ = sgd(1)
    after2, norms = sgd(2)
    moved = np.sqrt(sum(((after2[n] - after1[n]) ** 2).sum() for n in after1))
    check("grad_norm: the update moved the parameters by lr times it", len(norms) == 2 and
          abs(moved - 0.1 * norms[1]) <= 1e-4 * moved, f"{moved} vs 0.1 * {norms}")

    # TensorBoard's reader sees the same values at the same steps.
    try:
        from tensorboard.backend.event_processing import event_accumulator
    except ImportError:
        event_accumulator = None
        print("tensorboard part skipped: the tensorboard Python package is not installed (tools/setup.sh installs it)")
    files = os.listdir(os.path.join(d, "tb"))
    check("one events file in the directory", len(files) == 1 and files[0].startswith("events.out.tfevents."), files)
    if event_accumulator:
        acc = event_accumulator.EventAccumulator(os.path.join(d, "tb"))
        acc.Reload()
        tags = set(acc.Tags()["scalars"])
        check("TensorBoard reads every scalar", tags == {"train/loss", "train/accuracy", "train/learning_rate",
                                                         "train/grad_norm",
                                                         "train/examples_per_s", "epoch/train_loss",
                                                         "epoch/train_accuracy", "eval/loss", "eval/accuracy"}, tags)
        def scalars(tag):
            return [(e.step, e.value) for e in acc.Scalars(tag)] if tag in tags else []
        close = lambda a, b: abs(a - b) <= 1e-6 * max(1.0, abs(b))
        got = scalars("train/loss")
        check("train/loss: the step lines' losses at their steps",
              [s for s, _ in got] == [l["step"] for l in steps] and
              all(close(v, l["loss"]) for (_, v), l in zip(got, steps)), f"{got}\n{steps}")
        got = scalars("eval/accuracy")
        check("eval/accuracy: each epoch's evaluation at its last step",
              [s for s, _ in got] == [8, 16, 24] and
              all(close(v, e["evaluation"]["accuracy"]) for (_, v), e in zip(got, epochs)), f"{got}\n{epochs}")
        check("the learning rate", [v for _, v in scalars("train/learning_rate")] == [
            __import__("struct").unpack("f", __import__("struct").pack("f", 0.1))[0]] * 6, scalars("train/learning_rate"))

    # netc plot: a point per line, on the step axis; a panel per value.
    p = subprocess.run([NETC, "plot", "steps.jsonl", "epochs.jsonl", "-o", "curves.svg"], cwd=d, capture_output=True,
                       text=True, timeout=60)
    check("netc plot draws the two logs", p.returncode == 0 and p.stdout == "" and p.stderr == "", p.stdout + p.stderr)
    svg = ET.parse(os.path.join(d, "curves.svg")).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    panels = {g.get("data-panel"): g for g in svg.iter(ns + "g")}
    check("a panel for the loss and one for the accuracy", list(panels) == ["loss", "accuracy"], list(panels))
    lines = {(l.get("data-run"), l.get("data-series")): len(l.get("points").split())
             for l in panels["loss"].iter(ns + "polyline")}
    # A --log-json file has no steps: the axis is then the epochs, its training line its epochs' losses.
    check("each log's train and evaluation lines, a point per line of the log",
          lines == {("steps.jsonl", "train"): 3, ("steps.jsonl", "evaluation"): 3, ("epochs.jsonl", "train"): 3,
                    ("epochs.jsonl", "evaluation"): 3}, lines)
    p = subprocess.run([NETC, "plot", "steps.jsonl", "-o", "steps.svg"], cwd=d, capture_output=True, text=True, timeout=60)
    svg = ET.parse(os.path.join(d, "steps.svg")).getroot()
    lines = {l.get("data-series"): len(l.get("points").split()) for g in svg.iter(ns + "g")
             if g.get("data-panel") == "loss" for l in g.iter(ns + "polyline")}
    check("alone, the step log draws its steps", p.returncode == 0 and lines == {"train": 6, "evaluation": 3}, lines)
    with open(os.path.join(d, "steps.jsonl"), "rb") as f:
        log = f.read()
    p = subprocess.run([NETC, "plot", "steps.jsonl", "-o", "./steps.jsonl"], cwd=d, capture_output=True, text=True,
                       timeout=60)
    with open(os.path.join(d, "steps.jsonl"), "rb") as f:
        check("a run it draws as the picture: refused, the log kept", p.returncode == 2 and
              "cannot write the picture `./steps.jsonl`: it is a run it draws" in p.stderr and f.read() == log, p.stderr)

    p = run(d, "--log-every", "4")
    check("--log-every alone is a usage error", p.returncode == 2 and "give one of them" in p.stderr, p.stderr)
    p = run(d, "--log-steps", "no/such/dir/steps.jsonl")
    check("a step log that cannot be written stops the run before training",
          p.returncode == 1 and "cannot write the step log `no/such/dir/steps.jsonl`" in p.stderr, p.stderr)

check.finish()
