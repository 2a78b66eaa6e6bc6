#!/usr/bin/env bash
# The CPU training-step benchmark, netc against the references in one run:
# the hand-written C+OpenBLAS step of ../shared/bench (compiled here), and
# PyTorch when /usr/bin/python3 has torch. Prints each config's times and the
# ratios netc/C and netc/PyTorch.
# usage: bench/run.sh [build-dir] [configs]   (configs: tiny,medium,large,deep)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../build}"
configs="${2:-tiny,medium,large,deep}"
shared="$here/../../shared/bench"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
export OPENBLAS_NUM_THREADS=2
have_c=0
if [ -f "$shared/c_mlp_ref.c" ] && gcc -O3 -march=native -fno-math-errno -I"$shared" -I/usr/include/x86_64-linux-gnu/openblas-pthread \
     "$shared/c_mlp_ref.c" -o "$tmp/c_mlp_ref" -lopenblas -lm 2>/dev/null; then have_c=1; fi
have_torch=0
/usr/bin/python3 -c "import torch" 2>/dev/null && have_torch=1
printf "%-7s %12s %12s %12s %10s %10s\n" config netc_ms C_ref_ms torch_ms netc/C netc/torch
for c in ${configs//,/ }; do
  n=$("$build/bench/netc_train_step_bench" "$c" | tail -n 1)
  ns=$(sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p' <<<"$n")
  cs="-"; ts="-"
  [ $have_c = 1 ] && cs=$("$tmp/c_mlp_ref" --config "$c" --threads 2 | tail -n 1 | sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p')
  [ $have_torch = 1 ] && ts=$(/usr/bin/python3 "$shared/torch_mlp.py" --config "$c" | tail -n 1 | sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p')
  rc=$( [ "$cs" != "-" ] && python3 -c "print(f'{$ns/$cs:.2f}')" || echo "-")
  rt=$( [ "$ts" != "-" ] && python3 -c "print(f'{$ns/$ts:.2f}')" || echo "-")
  printf "%-7s %12s %12s %12s %10s %10s\n" "$c" "$ns" "$cs" "$ts" "$rc" "$rt"
  echo "  netc: $n"
done
[ $have_torch = 1 ] || echo "(PyTorch: /usr/bin/python3 has no torch; install Debian's python3-torch to compare)"
