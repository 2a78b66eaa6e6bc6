#!/usr/bin/env python3
"""`netc mem --budget` means what a memory limit on the process means
(issue 42, item 7): the CPU's plan counts the data sets as loaded (and a CSV file's text while
it is read) and netc's
own code, libraries and compiler, and a run at the batch the budget proposes
trains inside a cgroup limited to that budget. Needs root and the cgroup v1
memory controller (skipped, exit 77, otherwise).

usage: mem_budget_test.py NETC
"""
import os
import random
import re
import subprocess
import tempfile

from checks import Checks, netc_setup

NETC, ROOT, ENV = netc_setup()
CGROUPS = "/sys/fs/cgroup/memory"
check = Checks()

PROGRAM = """import std.nn;
dataset d {
  x: f32[64] = csv("data.csv", columns = [COLUMNS]);
  y: i64[]   = csv("data.csv", columns = [64]);
}
model Net() {
  fc1 = Linear(64, 1024);
  fc2 = Linear(1024, 1024);
  fc3 = Linear(1024, 4);
  fn forward(x: f32[N, 64]) -> f32[N, 4] { return fc3(relu(fc2(relu(fc1(x))))); }
}
net = Net();
train net on d {
  batch     = BATCH;
  loss      = cross_entropy(net(batch.x), batch.y);
  optimizer = Adam(lr = 0.001);
  epochs    = 1;
}
"""

if os.geteuid() != 0 or not os.access(CGROUPS, os.W_OK):
    print(f"skipped: needs root and a writable {CGROUPS} (the cgroup v1 memory controller)")
    raise SystemExit(77)
# A sanitizer's shadow memory and quarantine are not netc's: the budget
# cannot hold them.
linked = subprocess.run(["ldd", NETC], capture_output=True, text=True).stdout
if "libasan" in linked or "libtsan" in linked:
    print("skipped: this netc is built with a sanitizer, whose memory the plan does not count")
    raise SystemExit(77)

with tempfile.TemporaryDirectory() as d:
    rng = random.Random(4)
    rows = 100000
    with open(os.path.join(d, "data.csv"), "w") as f:
        for _ in range(rows):
            x = [rng.gauss(0, 1) for _ in range(64)]
            f.write(",".join(f"{v:.3f}" for v in x) + f",{rng.randrange(4)}\n")

    def write(batch):
        with open(os.path.join(d, "p.net"), "w") as f:
            f.write(PROGRAM.replace("COLUMNS", ", ".join(map(str, range(64)))).replace("BATCH", str(batch)))

    write(64)
    p = subprocess.run([NETC, "mem", "p.net"], cwd=d, env=ENV, capture_output=True, text=True, timeout=120)
    # As loaded (f32 and i64 examples), and the CSV file's text while it is read.
    data = rows * (64 * 4 + 8) + os.path.getsize(os.path.join(d, "data.csv"))
    check("the plan counts the data sets as loaded", re.search(r"data sets .*\s%s B  \(held" % format(data, ","),
                                                               p.stdout), p.stdout)
    check("the plan counts netc itself, as an estimate", "netc itself" in p.stdout and "estimate" in p.stdout, p.stdout)

    budget_mib = 240
    p = subprocess.run([NETC, "mem", "p.net", "--budget", f"{budget_mib}MiB"], cwd=d, env=ENV, capture_output=True,
                       text=True, timeout=120)
    m = re.search(r"the largest batch that fits .* is (\d+)", p.stdout)
    check("a budget gives a batch", m is not None and int(m.group(1)) > 1, p.stdout + p.stderr)
    p = subprocess.run([NETC, "mem", "p.net", "--budget", "64MiB"], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=120)
    check("a budget below netc itself fits nothing, and says what a batch of 1 needs",
          "is 0\n" in p.stdout and "(a batch of 1 needs" in p.stdout, p.stdout + p.stderr)
    if m:
        write(int(m.group(1)))
        group = os.path.join(CGROUPS, f"netc-budget-{os.getpid()}")
        os.mkdir(group)
        try:
            with open(os.path.join(group, "memory.limit_in_bytes"), "w") as f:
                f.write(str(budget_mib << 20))
            swap = os.path.join(group, "memory.memsw.limit_in_bytes")
            if os.path.exists(swap):
                with open(swap, "w") as f:
                    f.write(str(budget_mib << 20))

            def enter():
                with open(os.path.join(group, "cgroup.procs"), "w") as f:
                    f.write(str(os.getpid()))

            r = subprocess.run([NETC, "run", "p.net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                               timeout=600, preexec_fn=enter)
            with open(os.path.join(group, "memory.max_usage_in_bytes")) as f:
                peak = int(f.read())
            with open(os.path.join(group, "memory.failcnt")) as f:
                failed = int(f.read())
            check(f"the proposed batch {m.group(1)} trains under a {budget_mib} MiB limit (its peak: "
                  f"{peak / 2**20:.1f} MiB)", r.returncode == 0, f"{r.returncode}\n{r.stdout}{r.stderr}")
            print(f"peak {peak / 2**20:.1f} MiB of {budget_mib} MiB; reclaims at the limit: {failed}")
        finally:
            os.rmdir(group)

check.finish()
