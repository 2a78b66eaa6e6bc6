#!/usr/bin/env bash
# The CPU training-step benchmark, netc against the references in one run:
# the hand-written C+OpenBLAS step of ../shared/bench (compiled here), and
# PyTorch when /usr/bin/python3 has torch (Debian's python3-torch). Each
# program runs RUNS times per config (default 3), interleaved so that a slow
# spell of this VM hits all of them; every run reports the median of 7 blocks
# of steps. Prints, per config, the median over runs [min-max], the ratios
# of the medians, netc/C and netc/PyTorch, and gemm% (below).
# usage: [RUNS=N] bench/run.sh [build-dir] [configs]   (configs: tiny,medium,large,deep)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../build}"
configs="${2:-tiny,medium,large,deep}"
runs="${RUNS:-3}"
shared="$here/../../shared/bench"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
export OPENBLAS_NUM_THREADS=2
have_c=0
if [ -f "$shared/c_mlp_ref.c" ] && gcc -O3 -march=native -fno-math-errno -I"$shared" -I/usr/include/x86_64-linux-gnu/openblas-pthread \
     "$shared/c_mlp_ref.c" -o "$tmp/c_mlp_ref" -lopenblas -lm 2>/dev/null; then have_c=1; fi
have_torch=0
/usr/bin/python3 -c "import torch" 2>/dev/null && have_torch=1
step_ms() { sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p' | tail -n 1; }

# The same OpenBLAS kernels for every program: the ones netc runs (netc
# restarts itself with OPENBLAS_CORETYPE set where OpenBLAS falls back to its
# generic kernels, see runtime/cpu/blas_core.h).
core=$("$build/bench/netc_train_step_bench" --blas-core)
[ -n "$core" ] && export OPENBLAS_CORETYPE="$core"
echo "OpenBLAS kernels: ${core:-unknown} (netc, the C reference and PyTorch alike)"

# median [min-max] of the numbers given, or "-" for none
summary() { python3 -c "
import statistics, sys
v = [float(x) for x in sys.argv[1:]]
print(f'{statistics.median(v):.4f} [{min(v):.4f}-{max(v):.4f}]' if v else '-')" "$@"; }
# median(A) / median(B) of two lists of numbers, or with `pct` as a whole percentage
ratio() { python3 -c "
import statistics, sys
a, b = sys.argv[1].split(), sys.argv[2].split()
r = statistics.median(map(float, a)) / statistics.median(map(float, b)) if a and b else None
print('-' if r is None else f'{100 * r:.0f}' if sys.argv[3] == 'pct' else f'{r:.2f}')" "$1" "$2" "${3:-}"; }

gemm_ms() { sed -n 's/.* gemm_ms=\([0-9.]*\).*/\1/p' | tail -n 1; }

# gemm%: the step's matrix products alone, run back to back by the C
# reference at OpenBLAS's rate, as a share of netc's whole step: the fraction
# of sgemm throughput netc reaches over its step's products.
printf "%-7s %26s %26s %26s %7s %10s %6s\n" config netc_ms C_ref_ms torch_ms netc/C netc/torch gemm%
for c in ${configs//,/ }; do
  n=""; cs=""; gs=""; ts=""
  for ((r = 0; r < runs; ++r)); do
    n+=" $("$build/bench/netc_train_step_bench" "$c" | step_ms)"
    if [ $have_c = 1 ]; then
      line="$("$tmp/c_mlp_ref" --config "$c" --threads 2 2>/dev/null | tail -n 1)"
      cs+=" $(step_ms <<< "$line")"; gs+=" $(gemm_ms <<< "$line")"
    fi
    [ $have_torch = 1 ] && ts+=" $(/usr/bin/python3 "$shared/torch_mlp.py" --config "$c" 2>/dev/null | step_ms)"
  done
  printf "%-7s %26s %26s %26s %7s %10s %6s\n" "$c" "$(summary $n)" "$(summary $cs)" "$(summary $ts)" \
    "$(ratio "$n" "$cs")" "$(ratio "$n" "$ts")" "$(ratio "$gs" "$n" pct)"
done
[ $have_torch = 1 ] || echo "(PyTorch: /usr/bin/python3 has no torch; install Debian's python3-torch to compare)"
