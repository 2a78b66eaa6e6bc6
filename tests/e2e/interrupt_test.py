#!/usr/bin/env python3
"""Ctrl-C and SIGTERM in `netc run`: the run stops after the step in flight,
writes a checkpoint, says where it stopped and how to continue, and exits
with 128 + the signal; continuing with that command ends with parameters and
optimizer state bit for bit those of an uninterrupted run (shuffled batches,
dropout and Adam included), whether the signal comes mid-epoch or not; and
with `accumulate = 3`, whether it comes mid-group or not (the checkpoint
keeps the accumulators, which are zero only after a group's last batch); the
resumed epoch's train loss is the uninterrupted run's (the checkpoint keeps
the epoch's sums); two signals at once end the run at once, naming the
last checkpoint and the command that continues from it.

usage: interrupt_test.py NETC
"""
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

from checks import Checks, read_safetensors as tensors

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """
import std.nn;
dataset d {
  x: f32[8] = csv("data.csv", columns = [0, 1, 2, 3, 4, 5, 6, 7]);
  y: i64[]  = csv("data.csv", columns = [8]);
}
model Net() {
  fc1 = Linear(8, 32);
  drop = Dropout(0.1);
  fc2 = Linear(32, 2);
  fn forward(x: f32[N, 8]) -> f32[N, 2] { return fc2(drop(relu(fc1(x)))); }
}
net = Net();
train net on d {
  batch      = 8, shuffle;
  loss       = cross_entropy(net(batch.x), batch.y);
  optimizer  = Adam(lr = 0.001);
  epochs     = 3;
  seed       = 5;
  checkpoint = "run.safetensors";
{accumulate}}
"""


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def interrupted_run(d, sig, epochs, line, then=None, twice=False):
    """Starts a run and sends `sig` once its progress shows `line` (a regex):
    it is training then, however slow or loaded the machine, with most of the
    run still ahead. Returns the finished process's (status, stderr)."""
    p = subprocess.Popen([NETC, "run", "prog.net", "--epochs", str(epochs)], cwd=d, env=ENV,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for shown in p.stdout:
        if re.match(line, shown):
            break
    if then:  # both signals pending at once: the process stopped while they are sent
        p.send_signal(signal.SIGSTOP)
        p.send_signal(sig)
        p.send_signal(then)
        p.send_signal(signal.SIGCONT)
    else:
        p.send_signal(sig)
        if twice:  # as GNU timeout does: the process, then its group, microseconds apart
            p.send_signal(sig)
    out, err = p.communicate(timeout=120)
    return p.returncode, err


with tempfile.TemporaryDirectory() as d:
    rng = random.Random(1)
    with open(os.path.join(d, "data.csv"), "w") as f:
        for _ in range(4000):
            x = [rng.gauss(0, 1) for _ in range(8)]
            f.write(",".join(f"{v:.5f}" for v in x) + f",{int(sum(x[:4]) > 0)}\n")
    for variant, accumulate in (("", ""), ("accumulate 3: ", "  accumulate = 3;\n")):
        with open(os.path.join(d, "prog.net"), "w") as f:
            f.write(PROGRAM.replace("{accumulate}", accumulate))
        # The uninterrupted run, made long enough (3 s) that two thirds of it
        # are ahead of a signal sent a third of the way in.
        def uninterrupted(epochs):
            t0 = time.time()
            p = subprocess.run([NETC, "run", "prog.net", "--epochs", str(epochs), "--quiet", "--log-json", "full.jsonl"],
                               cwd=d, env=ENV,
                               capture_output=True, text=True, timeout=300)
            return p, time.time() - t0

        epochs = 200
        p, took = uninterrupted(epochs)
        while p.returncode == 0 and took < 3 and epochs < 50000:
            epochs *= 4
            p, took = uninterrupted(epochs)
        check(variant + "the uninterrupted run trains", p.returncode == 0, p.stdout + p.stderr)
        os.rename(os.path.join(d, "run.safetensors"), os.path.join(d, "full.safetensors"))
        full_meta, full_header, full_data = tensors(os.path.join(d, "full.safetensors"))

        # Ctrl-C a third of the way in, at a progress line mid-epoch; SIGTERM
        # as a checkpoint is written, at the end of an epoch.
        third = epochs // 3
        for sig, name, line in ((signal.SIGINT, "Ctrl-C", rf"epoch {third}/\d+ step 200/"),
                                (signal.SIGTERM, "SIGTERM", rf"checkpoint run\.safetensors \(epoch {third}\)")):
            status, err = interrupted_run(d, sig, epochs, line)
            check(f"{variant}{name}: the run stops with status {128 + sig}", status == 128 + sig, f"{status}\n{err}")
            m = re.search(r"netc run: " + name + r": stopped (in epoch \d+ after step \d+|before epoch \d+) "
                          r"\(global step (\d+)\); checkpoint run\.safetensors\. Continue with: (netc run .*)\n", err)
            check(f"{variant}{name}: it says where it stopped and how to continue", m is not None, err)
            if not m:
                continue
            meta, header, data = tensors(os.path.join(d, "run.safetensors"))
            if accumulate:  # mid-group, the accumulators hold the group's gradients so far
                acc = data[slice(*header["accum.net.fc1.weight"]["data_offsets"])]
                check(f"{variant}{name}: the accumulators are in the checkpoint, zero only after a whole group",
                      any(acc) == (int(m.group(2)) % 3 != 0), f"step {m.group(2)}")
            check(f"{variant}{name}: the checkpoint is at the step it names", meta.get("step") == m.group(2), f"{meta}\n{err}")
            command = m.group(3).split()
            check(f"{variant}{name}: the command keeps --epochs", command[2:] == ["prog.net", "--epochs", str(epochs), "--resume",
                                                                          "run.safetensors"], m.group(3))
            if m.group(1).startswith("in epoch") and not accumulate:
                # Mid-epoch, the rest of the epoch is drawn from the data it began with.
                before = read_bytes(os.path.join(d, "run.safetensors"))
                p = subprocess.run([NETC, *command[1:], "--limit", "3999"], cwd=d, env=ENV, capture_output=True,
                                   text=True, timeout=300)
                check(f"{name}: a mid-epoch resume on other data is refused, the checkpoint kept",
                      p.returncode == 2 and "was interrupted in epoch" in p.stderr and "4000 examples" in p.stderr and
                      "3999 examples" in p.stderr and "--init-from run.safetensors" in p.stderr and
                      read_bytes(os.path.join(d, "run.safetensors")) == before, p.stdout + p.stderr)
            p = subprocess.run([NETC, *command[1:], "--quiet", "--log-json", "resumed.jsonl"], cwd=d, env=ENV,
                               capture_output=True, text=True, timeout=300)
            check(f"{variant}{name}: the resumed run finishes", p.returncode == 0, p.stdout + p.stderr)
            # The epoch resumed mid-way averages all its steps, those before the signal too.
            epoch = int(re.search(r"\d+", m.group(1)).group(0))
            with open(os.path.join(d, "resumed.jsonl")) as f:
                resumed_line = json.loads(f.readline())
            with open(os.path.join(d, "full.jsonl")) as f:
                full_line = next(json.loads(l) for l in f if json.loads(l)["epoch"] == resumed_line["epoch"])
            check(f"{variant}{name}: the resumed epoch's train loss is the uninterrupted run's",
                  resumed_line["epoch"] == epoch and
                  resumed_line["loss"] == full_line["loss"], f"{resumed_line} vs {full_line}")
            meta, header, data = tensors(os.path.join(d, "run.safetensors"))
            check(f"{variant}{name}: it ends where the uninterrupted run does, bit for bit",
                  meta == full_meta and header == full_header and data == full_data, f"{meta} vs {full_meta}")
            os.remove(os.path.join(d, "run.safetensors"))

        if accumulate:
            continue
        # The same signal twice at once (GNU timeout's copy to the process
        # group) is one: the run still stops with its checkpoint.
        status, err = interrupted_run(d, signal.SIGTERM, epochs, rf"epoch {third}/\d+ step 200/", twice=True)
        check("SIGTERM twice at once: one stop, with the checkpoint", status == 128 + signal.SIGTERM and
              "again" not in err and re.search(r"netc run: SIGTERM: stopped .*; checkpoint run\.safetensors\. "
                                               r"Continue with: ", err) is not None, f"{status}\n{err}")
        os.remove(os.path.join(d, "run.safetensors"))
        # A second signal before the first one's checkpoint: the run ends at once and says
        # which checkpoint it last wrote and how to continue from it.
        status, err = interrupted_run(d, signal.SIGINT, epochs, rf"epoch {third}/\d+ step 200/", then=signal.SIGTERM)
        m = re.search(r"netc run: (SIGTERM after Ctrl-C|Ctrl-C after SIGTERM): stopped at once, without the checkpoint "
                      r"the first one asked for; the last checkpoint is run\.safetensors\. Continue with: "
                      rf"netc run prog\.net --epochs {epochs} --resume run\.safetensors\n", err)
        check("two signals: the process ends at once, naming the last checkpoint and the command that continues",
              m is not None and status == 128 + (signal.SIGTERM if m.group(1).startswith("SIGTERM") else signal.SIGINT),
              f"{status}\n{err}")
        meta, _, _ = tensors(os.path.join(d, "run.safetensors"))
        check("two signals: the checkpoint is an epoch's end, written before them",
              int(meta.get("epoch", "0")) >= third - 1 and "epoch_step" not in meta, meta)

check.finish()
