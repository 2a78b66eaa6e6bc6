#!/usr/bin/env bash
# Benchmark (not a test): how fast netc's commands start, and their peak
# memory (issue 23's goal: `netc check examples/fashion_mlp.net` under
# 20 ms and 30 MiB). Median wall time and the median of the maximum RSS of
# each run (wait4's rusage), for the front's commands and, for comparison,
# one that netc-backend runs.
# Usage: bench/startup.sh path/to/netc [runs]
set -euo pipefail
netc="$1"; runs="${2:-15}"
here="$(cd "$(dirname "$0")" && pwd)"
export NETC_STDLIB_PATH="$here/../stdlib"
python3 - "$netc" "$here/../examples/fashion_mlp.net" "$runs" <<'PY'
import os, statistics, sys, time
netc, example, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def measure(args):
    times, rss = [], []
    for _ in range(runs):
        t = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, 1); os.dup2(fd, 2)
            os.execv(netc, [netc, *args])
        _, status, usage = os.wait4(pid, 0)
        times.append((time.perf_counter() - t) * 1000)
        rss.append(usage.ru_maxrss / 1024)
        assert os.waitstatus_to_exitcode(status) == 0, args
    return statistics.median(times), statistics.median(rss)
for label, args in (("netc --help", ["--help"]),
                    ("netc check fashion_mlp.net", ["check", example]),
                    ("netc emit ir fashion_mlp.net", ["emit", "ir", example]),
                    ("netc mem fashion_mlp.net (netc-backend)", ["mem", example])):
    ms, mib = measure(args)
    print(f"{label:42s} {ms:7.1f} ms {mib:7.1f} MiB   (median of {runs})")
PY
