#!/usr/bin/env python3
"""Data parallelism over two hosts, simulated on one machine: two network
namespaces with host names of their own (`a` and `b`) on a virtual link
(tests/e2e/two_hosts.sh), and `mpirun --host a,b` launching the remote
ranks through the namespaces (its rsh agent) with Open MPI over TCP on the
link alone. What holds on one host holds across hosts: 2 ranks on a and b
write the checkpoint of 2 replicas in one process byte for byte, and 3
ranks (2 on a, 1 on b) that of 3 replicas; rank 0's watchdog listens at the
link's address alone. A cut link (`ip link set veth0 down` on a, mid-run)
stops every rank within --rank-timeout (3 s) + 10 s, rank 0 saying which
rank, host and epoch, the last good checkpoint and the command that
continues from it (with `--host a,b`); the checkpoint is intact, and the
command, run over the mended link, continues from it.

Skips (77), saying why, unless it runs as root with `ip`, `unshare` and
mpirun, the namespaces can be made, and netc was built with MPI.

usage: mpi_two_hosts_test.py NETC
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from checks import Checks, float_tensors, listening, mpi_env, mpi_program, outputs, write_classes_csv

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "tests", "e2e", "two_hosts.sh")
MPIRUN = shutil.which("mpirun")
for why, missing in (("not run as root (the namespaces need it)", os.geteuid() != 0),
                     ("no `ip` (iproute2)", not shutil.which("ip")),
                     ("no `unshare` (util-linux)", not shutil.which("unshare")),
                     ("no mpirun (tools/setup.sh installs openmpi-bin)", not MPIRUN)):
    if missing:
        print("SKIP: " + why)
        sys.exit(77)
RANK_TIMEOUT = 3
BOUND = RANK_TIMEOUT + 10  # what the cut link may take to stop every rank, in seconds
check = Checks()


def two_hosts(*args, **kw):
    return subprocess.run([SCRIPT, *args], capture_output=True, text=True, timeout=60, **kw)


def mpirun(hosts, ranks, *netc_args):
    """`netc run` on `ranks` ranks over `hosts` ("a,b"), started on a."""
    return [SCRIPT, "on", "a", MPIRUN, "--host", hosts, "-np", str(ranks), "--mca", "plm_rsh_agent",
            SCRIPT + " agent", "--mca", "btl", "tcp,self", "--mca", "btl_tcp_if_include", "veth0", "--mca",
            "oob_tcp_if_include", "veth0", NETC, "run", *netc_args]


def log_of(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def ranks_of(env):
    """The pids of the job's ranks (on both hosts), by rank: processes with
    this test's NETC_TWO_HOSTS and an MPI rank."""
    mark = ("NETC_TWO_HOSTS=" + env["NETC_TWO_HOSTS"]).encode()
    by_rank = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open("/proc/%s/environ" % pid, "rb") as f:
                environ = f.read().split(b"\0")
        except OSError:
            continue
        rank = [e for e in environ if e.startswith(b"OMPI_COMM_WORLD_RANK=")]
        if mark in environ and rank:
            by_rank[int(rank[0].split(b"=")[1])] = int(pid)
    return [by_rank[r] for r in sorted(by_rank)]


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().split(") ")[1][0] != "Z"
    except OSError:
        return False


with tempfile.TemporaryDirectory() as d:
    name = "nc%d" % os.getpid()
    made = two_hosts("up", name, d)
    if made.returncode != 0:
        two_hosts("down", name)
        print("SKIP: the two hosts cannot be made here: " + (made.stderr.strip().splitlines() or ["?"])[-1])
        sys.exit(77)
    env = dict(mpi_env(ROOT), NETC_TWO_HOSTS=name + " " + d)
    try:
        write_classes_csv(os.path.join(d, "data.csv"), 11)
        net = mpi_program(d, "net.net", "net.safetensors")

        # 2 ranks, one on each host, against 2 replicas in one process.
        p2 = subprocess.run(mpirun("a,b", 2, "net.net", "--log-json", "two.jsonl"), cwd=d, env=env,
                            capture_output=True, text=True, timeout=300)
        if p2.returncode == 2 and "built without MPI" in p2.stderr:
            print("SKIP: this netc was built without MPI")
            sys.exit(77)
        check("2 ranks on two hosts train", p2.returncode == 0 and len(log_of(os.path.join(d, "two.jsonl"))) == 4,
              p2.stdout + p2.stderr)
        check("each rank on its host: a and b", "in shares of 5 (rank 0, a, cpu), 5 (rank 1, b, cpu)" in p2.stdout,
              p2.stdout)
        two = read(os.path.join(d, "net.safetensors"))
        p1 = subprocess.run([NETC, "run", "net.net", "--device", "all=cpu,cpu", "--log-json", "one.jsonl"], cwd=d,
                            env=env, capture_output=True, text=True, timeout=300)
        check("2 replicas in one process train", p1.returncode == 0, p1.stderr)
        check("2 ranks on two hosts write the checkpoint of 2 replicas in one process, byte for byte",
              two == read(os.path.join(d, "net.safetensors")))
        check("2 ranks on two hosts log the losses of 2 replicas in one process",
              [x["loss"] for x in log_of(os.path.join(d, "two.jsonl"))] ==
              [x["loss"] for x in log_of(os.path.join(d, "one.jsonl"))])

        # 3 ranks, 2 on a (rank 1 reaches rank 0 at the loopback) and 1 on b (at the link).
        p3 = subprocess.run(mpirun("a:2,b:1", 3, "net.net"), cwd=d, env=env, capture_output=True, text=True,
                            timeout=300)
        check("3 ranks on two hosts train", p3.returncode == 0, p3.stdout + p3.stderr)
        check("3 ranks: 2 on a, 1 on b", "(rank 0, a, cpu), 3 (rank 1, a, cpu), 3 (rank 2, b, cpu)" in p3.stdout,
              p3.stdout)
        three = read(os.path.join(d, "net.safetensors"))
        p1 = subprocess.run([NETC, "run", "net.net", "--device", "all=cpu,cpu,cpu", "--quiet"], cwd=d, env=env,
                            capture_output=True, text=True, timeout=300)
        check("3 ranks on two hosts write the checkpoint of 3 replicas in one process, byte for byte",
              p1.returncode == 0 and three == read(os.path.join(d, "net.safetensors")), p1.stderr)

        # The link cut mid-run: every rank stops within the bound.
        mpi_program(d, "forever.net", "forever.safetensors", epochs=1000000)
        ck = os.path.join(d, "forever.safetensors")
        mp = subprocess.Popen(mpirun("a,b", 2, "forever.net", "--quiet", "--rank-timeout", str(RANK_TIMEOUT)), cwd=d,
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 120
        while not os.path.exists(ck) and time.time() < deadline and mp.poll() is None:
            time.sleep(0.1)
        time.sleep(0.5)  # mid-run
        ranks = ranks_of(env)
        # MPI's own listen at every address (0.0.0.0); the watchdog's do not.
        listens = [a for a, _ in listening(ranks[0]) if a != "0.0.0.0"] if len(ranks) == 2 else []
        check("rank 0's watchdog listens at the link's address alone", listens == ["10.77.0.1"],
              "ranks %s, listening at %s" % (ranks, listens))
        cut = subprocess.run(["ip", "-n", name + "-a", "link", "set", "veth0", "down"], capture_output=True, text=True)
        t = time.time()
        while any(alive(pid) for pid in ranks) and time.time() - t < BOUND + 20:
            time.sleep(0.1)
        took = time.time() - t
        print("the link cut: the ranks stopped in %.1f s" % took)
        check("the link cut: every rank stops within %d s" % BOUND,
              len(ranks) == 2 and cut.returncode == 0 and took < BOUND, "ranks %s; %s" % (ranks, cut.stderr))
        # mpirun waits for the daemon on b until the link is back (Open MPI's own).
        subprocess.run(["ip", "-n", name + "-a", "link", "set", "veth0", "up"])
        out, err = outputs(mp, 60)
        print("what the job said:\n" + err.rstrip())
        said = re.search(r"netc run \(rank 0\): rank 1 \(host b, cpu\) stopped at (epoch \d+, step \d+|the end of "
                         r"epoch \d+): it sent nothing for 3 s \(stopped, or its machine unreachable\)\. Training "
                         r"stopped on every rank; the last good checkpoint is (\S+): continue from it with "
                         r"(mpirun -np 2 --host a,b netc run forever\.net .*--resume \S+)\.\n", err)
        check("the link cut: rank 0 names rank 1, its host, where, the checkpoint and the resume command", said, err)
        check("the link cut: the job fails", mp.returncode != 0, mp.returncode)
        if said:
            meta, tensors = float_tensors(os.path.join(d, said.group(2)))
            check("the link cut: the checkpoint is intact",
                  meta.get("fingerprint") and "net.fc1.weight" in tensors and len(tensors["net.fc1.weight"]) == 64,
                  meta)
            # The resume command, on the two hosts again, for one epoch more.
            epoch = int(meta.get("epoch", "0"))
            command = shlex.split(said.group(3))
            args = command[command.index("run") + 1:] + ["--epochs", str(epoch + 1), "--log-json", "resumed.jsonl"]
            pr = subprocess.run(mpirun("a,b", 2, *args), cwd=d, env=env, capture_output=True, text=True, timeout=300)
            resumed = log_of(os.path.join(d, "resumed.jsonl"))
            check("the link mended: the resume command continues on the two hosts",
                  pr.returncode == 0 and "resumed from" in pr.stdout and [x.get("epoch") for x in resumed] ==
                  [epoch + 1], pr.stdout + pr.stderr)
    finally:
        two_hosts("down", name)

check.finish()
