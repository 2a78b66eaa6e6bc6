#!/usr/bin/env python3
"""Data parallelism over processes: `mpirun -np K netc run prog.net` trains a
`replicas = all` block with one replica per process, and ends where one
process ends: the checkpoint of 2 ranks is byte for byte that of 2 replicas
in one process (the sums are taken in the same order), 3 ranks (uneven
shares 4, 3, 3) match one device within the documented tolerance, with
dropout too, and so do the evaluation's numbers. Rank 0 alone prints, logs and writes checkpoints;
checkpoints interchange with plain `netc run`; a block without `replicas`
under mpirun is refused once, with the fix. A rank killed mid-epoch (SIGKILL) or
stopped (SIGSTOP, past --rank-timeout) stops the other within the bound, which
names the rank, host, device, epoch and step and the checkpoint to resume
from; that checkpoint is intact. On a terminal (a pty) rank 0's message starts
a line of its own after the progress bar, and the stopped rank, resumed
(SIGCONT) after rank 0 stopped the job, says that rank 0 stopped the job
without it, naming itself as the rank that failed, not blaming rank 0.
Connections from outside the job to rank 0's watchdog (a wrong secret, one
that sends nothing, a rank's number without the secret) are closed, and the
job trains on, saying one line. examples/fashion_mlp_replicas.net
on 2 ranks reaches the test accuracy of one process (>= 0.88). `mpirun -np 2
netc devices` prints the host's devices once and each rank's bindings.
Ranks started with different options or programs stop before training,
with one message naming the first difference.

Skips (77) without mpirun. A netc built without MPI must say so under
mpirun (exit 2), and the rest is skipped.

usage: mpi_test.py NETC
"""
import json
import os
import re
import select
import shutil
import socket
import signal
import struct
import subprocess
import sys
import tempfile
import time

from checks import Checks, close, float_tensors, listening, mpi_env, mpi_program as program, outputs, \
    same_training, with_dropout, write_classes_csv

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MPIRUN = shutil.which("mpirun")
if not MPIRUN:
    print("SKIP: no mpirun (tools/setup.sh installs openmpi-bin)")
    sys.exit(77)
ENV = mpi_env(ROOT)
check = Checks()


def run(d, path, *args, ranks=0):
    log = os.path.join(d, os.path.basename(path) + "." + str(len(os.listdir(d))) + ".jsonl")
    cmd = [NETC, "run", path, "--log-json", log, *args]
    if ranks:
        cmd = [MPIRUN, "-np", str(ranks), *cmd]
    p = subprocess.run(cmd, cwd=d, env=ENV, capture_output=True, text=True, timeout=300)
    lines = []
    if os.path.exists(log):
        with open(log) as f:
            lines = [json.loads(line) for line in f if line.strip()]
    return p, lines


def read(path):
    with open(path, "rb") as f:
        return f.read()


def wait_for(cond, seconds=120):
    deadline = time.time() + seconds
    while not cond() and time.time() < deadline:
        time.sleep(0.1)
    return cond()


def mpi_ranks(mp):
    """The ranks mpirun `mp` started, by rank."""
    pids = subprocess.run(["pgrep", "-P", str(mp.pid)], capture_output=True, text=True).stdout.split()
    by_rank = {}
    for pid in pids:
        with open("/proc/%s/environ" % pid, "rb") as f:
            m = re.search(rb"(?:^|\0)OMPI_COMM_WORLD_RANK=(\d+)\0", f.read())
        if m:
            by_rank[int(m.group(1))] = int(pid)
    return [by_rank[r] for r in sorted(by_rank)]


def loopback_listeners(pid):
    """The ports process `pid` listens on at 127.0.0.1 (MPI's own listen on
    every address)."""
    return [port for address, port in listening(pid) if address == "127.0.0.1"]


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 11)

    net = program(d, "net.net", "net.safetensors")
    p2, l2 = run(d, net, ranks=2)
    if p2.returncode == 2 and "built without MPI" in p2.stderr:
        check("no MPI: said once per rank, no crash", "Traceback" not in p2.stderr and "libopenmpi-dev" in p2.stderr,
              p2.stderr)
        print("SKIP: this netc was built without MPI")
        sys.exit(check.finish() if check.failed else 77)
    check("2 ranks train", p2.returncode == 0 and len(l2) == 4, p2.stdout + p2.stderr)
    check("the ranks and their shares are said once",
          p2.stdout.count("training 2 replicas, one per process: a global batch of 10 in shares of 5 (rank 0, ") == 1,
          p2.stdout)
    check("progress printed once", p2.stdout.count("epoch 4/4 done") == 1 and p2.stdout.count("test accuracy:") == 1,
          p2.stdout)
    check("one checkpoint line", p2.stdout.count("checkpoint ") == 4, p2.stdout)
    ck2 = os.path.join(d, "two_ranks.safetensors")
    os.replace(os.path.join(d, "net.safetensors"), ck2)

    # `netc devices` under mpirun: rank 0 prints the host's devices once and
    # every rank's bindings; --json has a rank each.
    host = socket.gethostname()
    pd = subprocess.run([MPIRUN, "-np", "2", NETC, "devices", net], cwd=d, env=ENV, capture_output=True, text=True,
                        timeout=120)
    check("mpirun netc devices: the machine once, each rank's bindings",
          pd.returncode == 0 and pd.stdout.count("memory total") == 1 and
          ("binds, as `mpirun -np 2 netc run` would:\nrank 0 (host %s):\n  all -> cpu (this process's replica of 2, "
           "one per process" % host) in pd.stdout and
          ("rank 1 (host %s):\n  all -> cpu (this process's replica of 2" % host) in pd.stdout, pd.stdout + pd.stderr)
    pj = subprocess.run([MPIRUN, "-np", "2", NETC, "devices", net, "--json"], cwd=d, env=ENV, capture_output=True,
                        text=True, timeout=120)
    try:
        ranks = json.loads(pj.stdout)["ranks"]
    except (ValueError, KeyError):
        ranks = []
    check("mpirun netc devices --json: a rank each, with its host, machine and bindings",
          [r.get("rank") for r in ranks] == [0, 1] and all(r.get("host") == host and "cpu" in r.get("machine", {}) and
                                                             r.get("bindings") for r in ranks), pj.stdout + pj.stderr)

    # The same split in one process: the same sums in the same order.
    p1r, l1r = run(d, net, "--device", "all=cpu,cpu")
    check("2 replicas in one process train", p1r.returncode == 0, p1r.stderr)
    check("2 ranks write the checkpoint of 2 replicas in one process, byte for byte",
          read(ck2) == read(os.path.join(d, "net.safetensors")))
    check("2 ranks log the losses of 2 replicas in one process",
          [x["loss"] for x in l2] == [x["loss"] for x in l1r], "%s vs %s" % (l2, l1r))

    # One device on the whole batch, and 3 ranks with uneven shares.
    p1, l1 = run(d, net, "--device", "all=cpu")
    check("one device trains", p1.returncode == 0 and len(l1) == 4, p1.stderr)
    ck1 = os.path.join(d, "one.safetensors")
    os.replace(os.path.join(d, "net.safetensors"), ck1)
    p3, l3 = run(d, net, ranks=3)
    check("3 ranks train", p3.returncode == 0 and len(l3) == 4, p3.stdout + p3.stderr)
    check("uneven shares are said", "in shares of 4 (rank 0, " in p3.stdout and ", 3 (rank 2, " in p3.stdout, p3.stdout)
    check("3 ranks: every epoch's loss is one device's",
          len(l1) == len(l3) and all(close(a["loss"], b["loss"], 1) for a, b in zip(l1, l3)), "%s vs %s" % (l1, l3))
    ev = lambda lines: [x["eval"]["accuracy"] if "eval" in x else None for x in lines]
    check("3 ranks: the evaluation is one device's", ev(l1) == ev(l3) or all(
        a is not None and b is not None and close(a, b, 1) for a, b in zip(ev(l1), ev(l3))), "%s vs %s" % (l1, l3))
    same_training(check, "3 ranks", ck1, os.path.join(d, "net.safetensors"))

    # Dropout: each rank draws, for its rows, the mask one device draws.
    drop = with_dropout(net, os.path.join(d, "drop.net"), "net.safetensors", "drop.safetensors")
    pd1, ld1 = run(d, drop, "--device", "all=cpu")
    os.replace(os.path.join(d, "drop.safetensors"), os.path.join(d, "drop_one.safetensors"))
    pd3, ld3 = run(d, drop, ranks=3)
    check("with dropout: 3 ranks' losses are one device's", pd1.returncode == 0 and pd3.returncode == 0 and
          len(ld1) == len(ld3) == 4 and all(close(a["loss"], b["loss"], 1) for a, b in zip(ld1, ld3)),
          "%s vs %s\n%s" % (ld1, ld3, pd3.stderr))
    same_training(check, "with dropout, 3 ranks", os.path.join(d, "drop_one.safetensors"),
                  os.path.join(d, "drop.safetensors"))

    # Checkpoints interchange: 2 ranks -> 1 process, and 1 process -> 2 ranks.
    pr, lr = run(d, net, "--resume", ck2, "--epochs", "5", "--device", "all=cpu")
    check("2 ranks -> 1 process resumes", pr.returncode == 0 and len(lr) == 1, pr.stdout + pr.stderr)
    pr2, lr2 = run(d, net, "--resume", ck1, "--epochs", "5", ranks=2)
    check("1 process -> 2 ranks resumes", pr2.returncode == 0 and len(lr2) == 1, pr2.stdout + pr2.stderr)
    check("resumed under mpirun: said once", pr2.stdout.count("resumed from") == 1, pr2.stdout)

    # A block without replicas would train alone in every process.
    alone = program(d, "alone.net", "alone.safetensors", replicas=False)
    with open(alone) as f:
        text = f.read().replace("@ all", "@ cpu").replace("to(all,", "to(cpu,")
    with open(alone, "w") as f:
        f.write(text)
    pa, _ = run(d, alone, ranks=2)
    check("no replicas under mpirun: refused once, with the fix", pa.returncode == 2 and
          pa.stderr.count("started by mpirun with 2 processes, but the train block of `net` declares no `replicas`")
          == 1 and "replicas = all;" in pa.stderr, pa.stdout + pa.stderr)
    check("no replicas under mpirun: nothing written", not os.path.exists(os.path.join(d, "alone.safetensors")))
    pa = subprocess.run([MPIRUN, "-np", "2", NETC, "devices", alone], cwd=d, env=ENV, capture_output=True, text=True,
                        timeout=120)
    check("no replicas under mpirun: netc devices refuses it once, as netc run does",
          pa.returncode == 2 and pa.stderr.count("declares no `replicas`: each process would train alone") == 1,
          pa.stdout + pa.stderr)

    # Ranks started differently (mpirun's `A : B` form) stop before training,
    # once, naming what differs: they would hang or train mixed batches.
    wide = program(d, "wide.net", "wide.safetensors")
    with open(wide) as f:
        text = f.read().replace("Linear(4, 16)", "Linear(4, 24)").replace("Linear(16, 3)", "Linear(24, 3)")
    with open(wide, "w") as f:
        f.write(text)
    halves = program(d, "halves.net", "halves.safetensors")
    with open(halves) as f:
        text = f.read().replace("batch      = 10, shuffle;", "batch      = 5, shuffle;")
    with open(halves, "w") as f:
        f.write(text)
    for what, a, b in (("the number of epochs (--epochs): rank 0 has 4, rank 1", [net], [net, "--epochs", "2"]),
                       ("the batch size: rank 0 has 10, rank 1", [net], [halves]),
                       ("the seed (--seed): rank 0 has 3, rank 1", [net], [net, "--seed", "5"]),
                       ("--limit: rank 0 has none, rank 1", [net], [net, "--limit", "40"]),
                       ("the network (its parameters' names and shapes)", [net], [wide])):
        pd = subprocess.run([MPIRUN, "-np", "1", NETC, "run", *a, ":", "-np", "1", NETC, "run", *b], cwd=d, env=ENV,
                            capture_output=True, text=True, timeout=120)
        check(f"ranks that differ in {what.split(':')[0]}: refused once, before training",
              pd.returncode == 2 and pd.stderr.count("netc run: the processes differ in " + what) == 1 and
              "epoch 1" not in pd.stdout, pd.stdout + pd.stderr)

    # A rank that dies or stops: the other says so and stops within the bound.
    forever = program(d, "forever.net", "forever.safetensors", epochs=1000000)
    for how, sig, bound in (("killed", signal.SIGKILL, 10), ("stopped", signal.SIGSTOP, 3 + 10)):
        ck = os.path.join(d, "forever.safetensors")
        if os.path.exists(ck):
            os.remove(ck)
        mp = subprocess.Popen([MPIRUN, "-np", "2", NETC, "run", forever, "--quiet", "--rank-timeout", "3"], cwd=d,
                              env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 120
        while not os.path.exists(ck) and time.time() < deadline and mp.poll() is None:
            time.sleep(0.1)
        time.sleep(0.5)  # mid-run
        ranks = subprocess.run(["pgrep", "-P", str(mp.pid)], capture_output=True, text=True).stdout.split()
        if len(ranks) == 2:
            os.kill(int(ranks[1]), sig)
        t = time.time()
        out, err = outputs(mp, bound + 20)
        took = time.time() - t
        said = re.search(r"rank (\d) \(host [^,]+, cpu\) stopped at (epoch \d+, step \d+|the end of epoch \d+): "
                         r".*the last good checkpoint is (\S+): continue from it with mpirun -np 2 netc run \S+ "
                         r"--resume \S+\.", err)
        check("a rank %s: the other stops within %d s (%.1f s)" % (how, bound, took),
              len(ranks) == 2 and mp.returncode != 0 and took < bound, "ranks %s rc %s\n%s" % (ranks, mp.returncode, err))
        check("a rank %s: the rank, host, device, where, checkpoint and resume command are said" % how, said, err)
        if said:
            meta, tensors = float_tensors(said.group(3))
            check("a rank %s: the checkpoint is intact" % how,
                  meta.get("fingerprint") and "net.fc1.weight" in tensors and len(tensors["net.fc1.weight"]) == 64, meta)
            epoch = int(meta.get("epoch", "0"))
            pr = subprocess.run([NETC, "run", forever, "--resume", said.group(3), "--epochs", str(epoch + 1),
                                 "--device", "all=cpu", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                                timeout=120)
            check("a rank %s: one process resumes from the checkpoint" % how, pr.returncode == 0, pr.stderr)

    # Connections from outside the job to rank 0's watchdog: a wrong secret,
    # one that sends nothing, and rank 1's number without the secret (before
    # the ranks had a secret, the first such connection took rank 1's place).
    ck = os.path.join(d, "forever.safetensors")
    if os.path.exists(ck):
        os.remove(ck)
    mp = subprocess.Popen([MPIRUN, "-np", "2", NETC, "run", forever, "--quiet", "--rank-timeout", "3"], cwd=d, env=ENV,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for(lambda: os.path.exists(ck) or mp.poll() is not None)
    ranks = mpi_ranks(mp)
    ports = loopback_listeners(ranks[0]) if len(ranks) == 2 else []
    check("outside connections: rank 0's watchdog listens on the loopback alone", len(ports) == 1,
          "ranks %s, ports %s" % (ranks, ports))
    refused = []
    if len(ports) == 1:
        callers = []
        for what, hello in (("a wrong secret", struct.pack("!i", 1) + b"x" * 32), ("nothing", b""),
                            ("rank 1's number without the secret", struct.pack("!i", 1))):
            s = socket.create_connection(("127.0.0.1", ports[0]), timeout=60)
            s.sendall(hello)
            callers.append((what, s))
        for what, s in callers:
            try:
                closed = s.recv(1) == b""
            except OSError as e:  # not closed within 60 s: held, or taken as a rank
                closed = False
            print("outside connection sending %s: %s" % (what, "closed by rank 0" if closed else "not closed"))
            refused.append(closed)
            s.close()
        # Training goes on: another checkpoint, then SIGTERM (mpirun passes it on) stops every rank.
        mtime = os.stat(ck).st_mtime_ns
        wait_for(lambda: os.stat(ck).st_mtime_ns != mtime or mp.poll() is not None)
    trains_on = mp.poll() is None
    mp.send_signal(signal.SIGTERM)
    out, err = outputs(mp, 60)
    print("what the job said:\n" + err.rstrip())
    check("outside connections: each is closed", refused == [True] * 3, refused)
    check("outside connections: the job trains on, to its SIGTERM", trains_on and
          "netc run: SIGTERM: stopped " in err, err)
    # What netc said: mpirun's own event loop may add "[warn] Epoll ..." lines
    # as it tears the job down after the SIGTERM; they are not netc's. (mpirun
    # may signal or kill rank 1 again as it does, before rank 1's goodbye:
    # while the ranks stop on a signal, that is no failure, and not said.)
    said = [x for x in err.splitlines() if not x.startswith(("netc run: SIGTERM: stopped", "[warn] Epoll "))]
    check("outside connections: one line said", len(said) == 1 and
          said[0].startswith("netc run (rank 0): warning: the watchdog of the ranks refused a connection from "
                             "127.0.0.1 port ") and said[0].endswith("further such connections are refused without a "
                                                                      "word"), err)

    # On a terminal: rank 1 stopped mid-epoch (an epoch of 200 steps), rank
    # 0's message starts a line of its own after the progress bar; rank 1,
    # resumed once rank 0 has stopped the job, says so, not blaming rank 0.
    tty = os.path.join(d, "tty")
    os.mkdir(tty)
    write_classes_csv(os.path.join(tty, "data.csv"), 11, rows=2000)
    shutil.copy(forever, tty)
    master, slave = os.openpty()
    mp = subprocess.Popen([MPIRUN, "-np", "2", NETC, "run", "forever.net", "--rank-timeout", "3"], cwd=tty, env=ENV,
                          stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
    os.close(slave)
    screen, ranks, stopped, resumed = b"", [], False, False
    deadline = time.time() + 180
    while time.time() < deadline:
        if not select.select([master], [], [], 1)[0]:
            continue
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the pty's last writer ended
            break
        if not chunk:
            break
        screen += chunk
        if not stopped and re.search(rb"\repoch 1/1000000 \[[=> ]+\] \d+/200 ", screen):
            ranks = mpi_ranks(mp)
            if len(ranks) == 2:
                os.kill(ranks[1], signal.SIGSTOP)
            stopped = True
        if stopped and not resumed and b"netc run (rank 0): " in screen and len(ranks) == 2:
            os.kill(ranks[1], signal.SIGCONT)
            resumed = True
    if mp.poll() is None:
        mp.kill()
    mp.wait()
    os.close(master)
    screen = screen.decode(errors="replace")
    check("on a terminal, a rank stopped: rank 0's message starts a line after the progress bar",
          re.search(r"\] \d+/200 [^\r\n]*\r*\nnetc run \(rank 0\): rank 1 \(host [^,]+, cpu\) stopped at epoch \d+, "
                    r"step \d+: it sent nothing for 3 s", screen), screen[-3000:])
    check("a stopped rank resumed after rank 0 stopped the job: says so, naming itself, not rank 0",
          re.search(r"netc run \(rank 1\): rank 0 stopped the job without this rank: rank 1 \(host [^,]+, cpu\) "
                    r"stopped at epoch \d+, step \d+: it sent nothing for 3 s", screen) and
          "rank 0 (host" not in screen, screen[-3000:])

    # The Fashion-MNIST MLP on 2 ranks (its 10 epochs, about 15 s), when the data is installed.
    if os.path.exists("/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz"):
        shutil.copy(os.path.join(ROOT, "examples", "fashion_mlp_replicas.net"), d)
        pf = subprocess.run([MPIRUN, "-np", "2", NETC, "run", "fashion_mlp_replicas.net", "--quiet"], cwd=d, env=ENV,
                            capture_output=True, text=True, timeout=600)
        acc = [float(x.split()[-1]) for x in pf.stdout.splitlines() if x.startswith("test accuracy:")]
        check("Fashion-MNIST MLP on 2 ranks: test accuracy >= 0.88", pf.returncode == 0 and acc and acc[0] >= 0.88,
              pf.stdout + pf.stderr)
    else:
        print("note: no Fashion-MNIST (dataset-fashion-mnist): its 2-rank run is not checked")

check.finish()
