#!/usr/bin/env bash
# Benchmark (not a test): `netc check` on a generated 5,000-line program.
# Usage: bench/check_speed.sh path/to/netc [runs]
set -euo pipefail
netc="$1"; runs="${2:-11}"
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
python3 "$here/gen_program.py" 5000 > "$tmp/big.net"
echo "program: $(wc -l < "$tmp/big.net") lines"
export NETC_STDLIB_PATH="$here/../stdlib"
"$netc" check "$tmp/big.net"   # must be free of errors
python3 - "$netc" "$tmp/big.net" "$runs" <<'PY'
import statistics, subprocess, sys, time
netc, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = []
for _ in range(runs):
    t = time.perf_counter()
    subprocess.run([netc, "check", path], check=True)
    times.append((time.perf_counter() - t) * 1000)
print(f"netc check, {runs} runs: median {statistics.median(times):.1f} ms, min {min(times):.1f} ms, max {max(times):.1f} ms")
PY
