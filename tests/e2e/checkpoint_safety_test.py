#!/usr/bin/env python3
"""Nothing trained is lost without a word (issue 39, items 1-3):
- Ctrl-C before the first step writes nothing: a trained checkpoint at the
  run's path stays byte for byte, and the run says so (status 130);
- a fresh run that finds an earlier run's checkpoint at its path says so at
  start, and keeps it as PATH.prev when it writes its own first one;
- a second run writing the same checkpoint is refused at start, naming the
  process of the first;
- a checkpoint folder or --log-json that cannot be written is refused before
  any training (as root, the run is made as user nobody, for whom a folder
  of mode 0555 is read-only).

usage: checkpoint_safety_test.py NETC
"""
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from checks import Checks, read_safetensors

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
  fc1 = Linear(8, 64);
  fc2 = Linear(64, 64);
  fc3 = Linear(64, 2);
  fn forward(x: f32[N, 8]) -> f32[N, 2] { return fc3(relu(fc2(relu(fc1(x))))); }
}
net = Net();
train net on d {
  batch      = 8, shuffle;
  loss       = cross_entropy(net(batch.x), batch.y);
  optimizer  = SGD(lr = 0.01);
  epochs     = 2;
  checkpoint = "CKPT";
}
"""


def write_program(d, checkpoint="run.safetensors", name="prog.net"):
    with open(os.path.join(d, name), "w") as f:
        f.write(PROGRAM.replace("CKPT", checkpoint))


def run(d, *args, user=None):
    cmd = [NETC, "run", *args]
    if user:
        cmd = ["setpriv", "--reuid", str(user), "--regid", str(user), "--clear-groups", *cmd]
    return subprocess.run(cmd, cwd=d, env=ENV, capture_output=True, text=True, timeout=300)


def stat_is_fifo(path):
    import stat
    return not os.path.exists(path) or stat.S_ISFIFO(os.stat(path).st_mode)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def start(d, *args):
    return subprocess.Popen([NETC, "run", *args], cwd=d, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def wait_for_line(stream, pattern, timeout=60):
    """Reads `stream` until a line matches `pattern`; the lines read."""
    lines, t0 = [], time.time()
    while time.time() - t0 < timeout:
        line = stream.readline()
        if not line:
            break
        lines.append(line)
        if re.search(pattern, line):
            break
    return "".join(lines)


with tempfile.TemporaryDirectory() as d:
    os.chmod(d, 0o755)
    rng = random.Random(3)
    with open(os.path.join(d, "data.csv"), "w") as f:
        for _ in range(4000):
            x = [rng.gauss(0, 1) for _ in range(8)]
            f.write(",".join(f"{v:.5f}" for v in x) + f",{int(sum(x[:4]) > 0)}\n")
    write_program(d)
    ck = os.path.join(d, "run.safetensors")
    prev = ck + ".prev"

    # A trained checkpoint: two epochs.
    p = run(d, "prog.net", "--quiet")
    check("the first run trains and writes its checkpoint", p.returncode == 0 and os.path.exists(ck),
          p.stdout + p.stderr)
    trained = read(ck)
    meta = read_safetensors(ck)[0]
    check("the first run says nothing of an earlier checkpoint", "earlier run" not in p.stderr, p.stderr)

    # 1. Ctrl-C at start-up: nothing written, the trained checkpoint intact.
    #    The note about the earlier checkpoint comes once the signal handlers
    #    are in place; the signal is sent as soon as it is seen, while netc
    #    loads the data and compiles. On a loaded machine the first step can
    #    come before the signal does: that run stops with a checkpoint (the
    #    trained one kept as .prev), is undone, and the start-up is tried again.
    for attempt in range(5):
        proc = start(d, "prog.net", "--epochs", "3")
        seen = wait_for_line(proc.stderr, r"earlier run")
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
        err = seen + err
        if "stopped in epoch" not in err:
            break
        shutil.move(prev, ck)
    check("Ctrl-C at start-up: status 130", proc.returncode == 130, f"{proc.returncode}\n{err}")
    check("Ctrl-C at start-up: it says nothing was trained or written",
          "stopped before the first step; nothing was trained, so no checkpoint was written" in err, err)
    check("Ctrl-C at start-up: the trained checkpoint is unchanged, byte for byte", read(ck) == trained,
          str(read_safetensors(ck)[0]))
    check("Ctrl-C at start-up: nothing is kept aside", not os.path.exists(prev), str(os.listdir(d)))
    check("Ctrl-C at start-up: no lock file is left beside the checkpoint", not os.path.exists(ck + ".lock"),
          str(os.listdir(d)))

    # 1. A fresh run over an earlier run's checkpoint: said at start, kept.
    p = run(d, "prog.net", "--epochs", "1")
    # Paths in the program are relative to its file, and said so.
    expected = (f"run.safetensors holds epoch {meta['epoch']}, step {meta['step']} of an earlier run: it is kept as "
                f"run.safetensors.prev when this run writes its first checkpoint; to continue it instead: --resume "
                f"run.safetensors")
    check("a fresh run says what it found at its path", expected in p.stderr, p.stderr)
    check("a fresh run trains", p.returncode == 0, p.stdout + p.stderr)
    check("a fresh run keeps the earlier checkpoint as .prev, byte for byte",
          os.path.exists(prev) and read(prev) == trained, str(os.listdir(d)))
    check("a fresh run writes its own checkpoint", read_safetensors(ck)[0].get("epoch") == "1",
          str(read_safetensors(ck)[0]))
    # Running it again replaces the .prev, and says that too.
    second = read(ck)
    p = run(d, "prog.net", "--epochs", "1")
    check("a third run says it replaces the older .prev", "(replacing the older one there)" in p.stderr, p.stderr)
    check("a third run keeps the second's checkpoint", p.returncode == 0 and read(prev) == second, p.stderr)
    # --resume of the file at the path continues it: nothing kept aside.
    os.remove(prev)
    p = run(d, "prog.net", "--epochs", "2", "--resume", "run.safetensors")
    check("a resumed run continues its file without a note", p.returncode == 0 and "earlier run" not in p.stderr,
          p.stdout + p.stderr)
    check("a resumed run keeps nothing aside", not os.path.exists(prev), str(os.listdir(d)))
    # A file that is no checkpoint at the path is kept too.
    with open(ck, "wb") as f:
        f.write(b"my notes, not a checkpoint")
    p = run(d, "prog.net", "--epochs", "1", "--quiet")
    check("a file that is not a checkpoint is named as such",
          "holds a file that is not a readable checkpoint" in p.stderr, p.stderr)
    check("a file that is not a checkpoint is kept", read(prev) == b"my notes, not a checkpoint", str(os.listdir(d)))
    check("no lock file is left behind", not os.path.exists(ck + ".lock"), str(os.listdir(d)))

    # 2. Two runs on one checkpoint path: the second refused at start.
    first = start(d, "prog.net", "--epochs", "100000")
    wait_for_line(first.stdout, r"^epoch 1/")
    p = run(d, "prog.net", "--epochs", "1")
    first.send_signal(signal.SIGINT)
    first.communicate(timeout=120)
    check("a second run on the same checkpoint exits 1", p.returncode == 1, p.stdout + p.stderr)
    check("a second run names the process that writes the checkpoint",
          f"the checkpoint `run.safetensors` is being written by another run (netc, process {first.pid} on host" in p.stderr,
          p.stderr)
    check("a second run trains nothing", "epoch 1/" not in p.stdout, p.stdout)
    # A run that was killed leaves its lock file, which locks nothing.
    killed = start(d, "prog.net", "--epochs", "100000")
    wait_for_line(killed.stdout, r"^epoch 1/")
    killed.kill()
    killed.communicate(timeout=60)
    p = run(d, "prog.net", "--epochs", "1", "--quiet")
    check("after a kill -9 the next run is not refused", p.returncode == 0, p.stderr)

    # 3. An output that names what the run reads (the program, a data file)
    #    or another output, or that is no regular file (a FIFO, which a
    #    rename would replace): refused before any training, nothing touched.
    program_bytes, data_bytes = read(os.path.join(d, "prog.net")), read(os.path.join(d, "data.csv"))
    for name, checkpoint, what in (("self.net", "self.net", "it is the program"),
                                   ("data_ck.net", "./data.csv", "it is the data file of `d.x` (`"),
                                   ("fifo.net", "pipe", "it is a FIFO (a named pipe), not a regular file")):
        write_program(d, checkpoint, name)
        if checkpoint == "pipe" and not os.path.exists(os.path.join(d, "pipe")):
            os.mkfifo(os.path.join(d, "pipe"))
        before = read(os.path.join(d, name))
        p = run(d, name)
        check("checkpoint `%s`: refused before training" % checkpoint,
              p.returncode == 2 and "epoch 1/" not in p.stdout and "cannot write the checkpoint `" in p.stderr and
              what in p.stderr and "(`checkpoint` in `train net on d`)" in p.stderr, p.stdout + p.stderr)
        check("checkpoint `%s`: the program and the data untouched" % checkpoint,
              read(os.path.join(d, name)) == before and read(os.path.join(d, "data.csv")) == data_bytes and
              not os.path.exists(os.path.join(d, checkpoint + ".prev")) and stat_is_fifo(os.path.join(d, "pipe")))
    for args, said in ((["--log-json", "run.safetensors"], "cannot write the log of --log-json `run.safetensors`: "
                        "it is a checkpoint of this run"),
                       (["--log-steps", "prog.net"], "cannot write the step log of --log-steps `prog.net`: it is the program"),
                       (["--log-steps", "a.jsonl", "--log-json", "./a.jsonl"], "it is the log of --log-json (`./a.jsonl`)")):
        p = run(d, "prog.net", *args)
        check("%s: refused before training" % " ".join(args),
              p.returncode == 2 and "epoch 1/" not in p.stdout and said in p.stderr, p.stdout + p.stderr)
    check("the program untouched by the logs refused", read(os.path.join(d, "prog.net")) == program_bytes)
    p = run(d, "prog.net", "--log-json", "/dev/null", "--epochs", "1", "--quiet")
    check("a log into a device is a stream, not refused", p.returncode == 0, p.stderr)

    # 3. A folder that cannot be written, and --log-json there, refused
    #    before any training.
    ro = os.path.join(d, "ro")
    os.mkdir(ro)
    os.chmod(ro, 0o555)
    user = 65534 if os.geteuid() == 0 and shutil.which("setpriv") else None
    write_program(d, "ro/run.safetensors", "ro_prog.net")
    if os.geteuid() == 0 and (user is None or run(d, "--help", user=user).returncode != 0):
        # Root writes any folder, and nobody cannot run this netc (a build
        # under a private home): nothing here can be read-only.
        print("skipped: a read-only folder (running as root, and user nobody cannot run netc)")
        check.finish()
    p = run(d, "ro_prog.net", user=user)
    check("a read-only checkpoint folder: exit 1 before training", p.returncode == 1 and "epoch 1/" not in p.stdout,
          p.stdout + p.stderr)
    check("a read-only checkpoint folder: said, with the fix",
          "cannot write the checkpoint `ro/run.safetensors`" in p.stderr and "the folder cannot be written" in p.stderr,
          p.stderr)
    p = run(d, "prog.net", "--log-json", "ro/log.jsonl", "--epochs", "1", user=user)
    check("a --log-json that cannot be written: exit 1 before training",
          p.returncode == 1 and "epoch 1/" not in p.stdout and "cannot write the log `ro/log.jsonl`" in p.stderr,
          p.stdout + p.stderr)
    os.chmod(ro, 0o755)

check.finish()
