#!/usr/bin/env bash
# The CPU training benchmark, netc against the references in one run:
#  - the hand-written C+OpenBLAS step of ../shared/bench (compiled here);
#  - the peers users would pick, PyTorch 2.x eager and torch.compile and JAX
#    jit, through ../shared/bench/peers (a venv made on first use; PEERS=0
#    skips them);
#  - the limit: the step's FLOPs at this machine's sgemm rate (sgemm_rate.c,
#    OpenBLAS on 2 threads, with the best kernels the CPU runs), the time no
#    program can beat.
# MLP configs (tiny, medium, large, deep: ../shared/bench's) are timed in ms
# per training step: each program runs RUNS times (default 3), interleaved so
# that a slow spell of this VM hits all of them, and reports the median of 7
# blocks of steps; the table shows the median over runs [min-max].
# The cnn config (bench/cnn.net, ../shared/bench/peer_cnn.py: the
# Fashion-MNIST table's "2 Conv+pooling" network, Adam, batch 100) is timed
# in training examples/s over 6,000 examples after a warm-up epoch.
# The token configs are Transformer encoders' steps in ms, against the peers:
# attn (examples/transformer.net's encoder, ../shared/bench/peer_attn.py) and
# bert (a BERT-base-sized encoder: 2 post-norm layers of d = 768, 12 heads,
# T = 128, batch 8, dropout 0.1, AdamW; bench/peer_bert.py, torch only);
# their limit is the FLOPs `netc mem` counts for the step at the sgemm rate.
# The bf16 config times `precision = bf16` against f32: the large MLP's step
# in netc and in PyTorch (eager under torch.autocast, bench/peer_autocast.py),
# and the attn step (examples/transformer.net's encoder) in netc.
# The example configs (resnet, gpt, lstm, moe, unet, fashion_cnn) are the
# examples as `netc run` trains them, in training examples/s, against
# bench/peer_examples.py's PyTorch networks.
# usage: [RUNS=N] [PEERS=0] bench/run.sh [build-dir] [configs]
#        (configs: tiny,medium,large,deep,attn,bert,cnn,resnet,gpt,lstm,moe,unet,fashion_cnn,bf16;
#         default: all but bf16)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../build}" && pwd)"
examples="resnet gpt lstm moe unet fashion_cnn"  # timed in examples/s, below
configs="${2:-tiny,medium,large,deep,attn,bert,cnn,${examples// /,}}"
runs="${RUNS:-3}"
shared="$here/../../shared/bench"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
export OPENBLAS_NUM_THREADS=2
openblas=(-I/usr/include/x86_64-linux-gnu/openblas-pthread -lopenblas -lm)
have_c=0
if [ -f "$shared/c_mlp_ref.c" ] && gcc -O3 -march=native -fno-math-errno -I"$shared" "$shared/c_mlp_ref.c" \
     -o "$tmp/c_mlp_ref" "${openblas[@]}" 2>/dev/null; then have_c=1; fi
have_peers=0
if [ "${PEERS:-1}" != 0 ] && [ -x "$shared/peers" ] && "$shared/peers" python -c "import torch, jax" 2>/dev/null; then
  have_peers=1
fi
peer() { "$shared/peers" python "$@" 2>/dev/null; }

# The same OpenBLAS kernels for every program: the ones netc runs (netc
# restarts itself with OPENBLAS_CORETYPE set where OpenBLAS falls back to its
# generic kernels, see runtime/cpu/blas_core.h).
core=$("$build/bench/netc_train_step_bench" --blas-core)
[ -n "$core" ] && export OPENBLAS_CORETYPE="$core"
gcc -O2 "$here/sgemm_rate.c" -o "$tmp/sgemm_rate" "${openblas[@]}"
# The limit's rate is the best this VM reaches: measured here and again in
# every run of every config (interleaved with the programs, so that a slow
# spell does not lower it), each row using the best so far.
# The rate is the CPU's, not the kernels': where the environment holds
# OpenBLAS to kernels of a lower instruction set than the CPU runs (as
# OPENBLAS_CORETYPE=Haswell on an AVX-512 Zen 5 does: 206 against 413
# GFLOP/s), netc's own AVX-512 kernels could beat a limit measured with
# them, so it is also measured with OpenBLAS's own choice and, on an
# AVX-512 CPU, its SkylakeX kernels, and the best counts.
# Each set of kernels once: the run's, OpenBLAS's own choice (what
# sgemm_rate names without OPENBLAS_CORETYPE) where it differs, SkylakeX.
rate_cores=()
add_core() { [ -z "$1" ] || [[ " ${rate_cores[*]} " == *" $1 "* ]] || rate_cores+=("$1"); }
add_core "${core:-}"
add_core "$(env -u OPENBLAS_CORETYPE "$tmp/sgemm_rate" | cut -d' ' -f2)"
grep -qw avx512f /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo && grep -qw avx512dq /proc/cpuinfo &&
  grep -qw avx512vl /proc/cpuinfo && add_core SkylakeX
rate=0; rate_core=""
measure_rate() {
  local c r k
  for c in "${rate_cores[@]}"; do
    read -r r k < <(OPENBLAS_CORETYPE="$c" "$tmp/sgemm_rate")
    if python3 -c "import sys; sys.exit(not float(sys.argv[1]) > float(sys.argv[2]))" "$r" "$rate"; then
      rate=$r; rate_core=$k
    fi
  done
}
measure_rate; measure_rate
echo "OpenBLAS kernels: ${core:-unknown} (every program alike); sgemm: $rate GFLOP/s on 2 threads at the start, with ${rate_core:-unknown} kernels (the limit's rate: the best over the whole run, see the end)"

step_ms() { sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p' | tail -n 1; }
# median [min-max] of the numbers given, or "-" for none
summary() { python3 -c "
import statistics, sys
v = [float(x) for x in sys.argv[1:]]
f = lambda x: f'{x:.0f}' if x >= 1e4 else f'{x:.4g}'  # noqa: E731  (examples/s: whole)
print(f'{f(statistics.median(v))} [{f(min(v))}-{f(max(v))}]' if v else '-')" "$@"; }
# median(A) / median(B), or "-"
ratio() { python3 -c "
import statistics, sys
a, b = sys.argv[1].split(), sys.argv[2].split()
print(f'{statistics.median(map(float, a)) / statistics.median(map(float, b)):.2f}' if a and b else '-')" "$1" "$2"; }
# The fastest peer's median over netc's ("-" without peers): above 1, netc is ahead.
lead() { python3 -c "
import statistics, sys
netc, peers = statistics.median(map(float, sys.argv[1].split())), [p.split() for p in sys.argv[2:] if p.split()]
print(f'{min(statistics.median(map(float, p)) for p in peers) / netc:.2f}' if peers else '-')" "$@"; }
# A training step's FLOPs for MLP layer sizes at batch b: forward and weight
# gradients, 2*b*in*out each, and the input gradients of every layer but the first.
limit_ms() { python3 -c "
import sys
sizes, b, rate = [int(x) for x in sys.argv[1].split(',')], int(sys.argv[2]), float(sys.argv[3])
io = [i * o for i, o in zip(sizes, sizes[1:])]
print(f'{(4 * b * sum(io) + 2 * b * sum(io[1:])) / (rate * 1e9) * 1e3:.4f}')" "$@"; }
declare -A sizes=([tiny]="784,128,10 64" [medium]="784,512,512,10 256" [large]="4096,4096,4096,4096 512"
                  [deep]="$(python3 -c "print(','.join(['64'] * 17))") 32")

row="%-7s %22s %22s %22s %22s %22s %9s %6s %7s %6s\n"
[[ ",$configs," =~ ,(tiny|medium|large|deep|attn|bert), ]] &&
  printf "$row" config "netc ms" "C ref ms" "torch eager ms" "torch.compile ms" "JAX jit ms" "limit ms" netc/C "%limit" lead
for c in ${configs//,/ }; do
  [[ " cnn bf16 $examples " == *" $c "* ]] && continue
  n=""; cs=""; te=""; tc=""; jx=""
  for ((r = 0; r < runs; ++r)); do
    measure_rate
    n+=" $("$build/bench/netc_train_step_bench" "$c" | step_ms)"
    if [ "$c" = attn ] || [ "$c" = bert ]; then
      if [ $have_peers = 1 ]; then
        p="$shared/peer_attn.py"; [ "$c" = bert ] && p="$here/peer_bert.py"
        te+=" $(peer "$p" --impl torch-eager | step_ms)"
        tc+=" $(peer "$p" --impl torch-compile | step_ms)"
        [ "$c" = attn ] && jx+=" $(peer "$p" --impl jax | step_ms)"
      fi
      continue
    fi
    [ $have_c = 1 ] && cs+=" $("$tmp/c_mlp_ref" --config "$c" --threads 2 2>/dev/null | step_ms)"
    if [ $have_peers = 1 ]; then
      te+=" $(peer "$shared/peer_mlp.py" --impl torch-eager --config "$c" | step_ms)"
      tc+=" $(peer "$shared/peer_mlp.py" --impl torch-compile --config "$c" | step_ms)"
      jx+=" $(peer "$shared/peer_mlp.py" --impl jax --config "$c" | step_ms)"
    fi
  done
  if [ "$c" = attn ] || [ "$c" = bert ]; then
    "$build/bench/netc_train_step_bench" --program "$c" > "$tmp/$c.net"
    lim=$("$build/tools/netc" mem --json "$tmp/$c.net" 2>/dev/null |
          python3 -c "import json, sys; print(f'{json.load(sys.stdin)[\"trains\"][0][\"step_flops\"] / (float(sys.argv[1]) * 1e9) * 1e3:.4f}')" "$rate")
  else
    read -r layers batch <<< "${sizes[$c]}"
    lim=$(limit_ms "$layers" "$batch" "$rate")
  fi
  pct=$(python3 -c "import statistics, sys; print(f'{100 * float(sys.argv[1]) / statistics.median(map(float, sys.argv[2].split())):.0f}')" "$lim" "$n")
  printf "$row" "$c" "$(summary $n)" "$(summary $cs)" "$(summary $te)" "$(summary $tc)" "$(summary $jx)" "$lim" \
    "$(ratio "$n" "$cs")" "$pct" "$(lead "$n" "$te" "$tc" "$jx")"
done

# cnn: examples/s, higher is better. netc's is the second epoch of 6,000
# examples (the first compiles and warms up); per example, the forward pass
# and the weight gradients are 2 FLOPs per multiply-add each, the input
# gradients too except the first convolution's.
if [[ ",$configs," == *,cnn,* ]]; then
  flops=$(python3 -c "
conv1, conv2, fc1, fc2 = 28 * 28 * 32 * 25, 14 * 14 * 64 * 25 * 32, 3136 * 1024, 1024 * 10
print(2 * (3 * (conv1 + conv2 + fc1 + fc2) - conv1))")
  n=""; te=""; tc=""
  for ((r = 0; r < runs; ++r)); do
    measure_rate
    n+=" $("$build/tools/netc" run "$here/cnn.net" --limit 6000 --epochs 2 --log-json - --quiet 2>/dev/null |
          python3 -c "import json, sys; print(f'{6000 / [json.loads(l) for l in sys.stdin][-1][\"time_s\"]:.0f}')")"
    if [ $have_peers = 1 ]; then
      te+=" $(peer "$shared/peer_cnn.py" | sed -n 's/.*: \([0-9]*\) examples\/s.*/\1/p')"
      tc+=" $(peer "$shared/peer_cnn.py" --compile | sed -n 's/.*: \([0-9]*\) examples\/s.*/\1/p')"
    fi
  done
  lim=$(python3 -c "import sys; print(f'{float(sys.argv[1]) * 1e9 / int(sys.argv[2]):.0f}')" "$rate" "$flops")
  echo
  crow="%-7s %22s %22s %22s %12s %7s %11s\n"
  printf "$crow" config "netc ex/s" "torch eager ex/s" "torch.compile ex/s" "limit ex/s" "%limit" "netc/eager"
  printf "$crow" cnn "$(summary $n)" "$(summary $te)" "$(summary $tc)" "$lim" \
    "$(python3 -c "import statistics, sys; print(f'{100 * statistics.median(map(float, sys.argv[1].split())) / float(sys.argv[2]):.0f}')" "$n" "$lim")" \
    "$(ratio "$n" "$te")"
  echo "(cnn: $((flops / 1000000)) MFLOP per training example)"
fi
# The examples (examples/NAME.net) as `netc run` trains them, in training
# examples/s (bench/example_rate.sh); the peers are bench/peer_examples.py's
# PyTorch networks on synthetic batches. (regression.net's 200 points are
# no benchmark; fashion_mlp's peer is ../shared/bench/peer_fashion_e2e.py,
# transformer.net's step is the attn config.)
for c in $examples; do
  [[ ",$configs," == *,$c,* ]] || continue
  n=""; te=""; tc=""
  for ((r = 0; r < runs; ++r)); do
    n+=" $("$here/example_rate.sh" "$build" "$c" "$tmp/$c")"
    if [ $have_peers = 1 ]; then
      te+=" $(peer "$here/peer_examples.py" --net $c --impl torch-eager | sed -n 's/.*examples_per_s=\([0-9.]*\).*/\1/p')"
      tc+=" $(peer "$here/peer_examples.py" --net $c --impl torch-compile | sed -n 's/.*examples_per_s=\([0-9.]*\).*/\1/p')"
    fi
  done
  if [ -z "${erow_printed:-}" ]; then
    echo
    erow="%-11s %22s %22s %22s %11s %13s\n"
    printf "$erow" config "netc ex/s" "torch eager ex/s" "torch.compile ex/s" "netc/eager" "netc/compile"
    erow_printed=1
  fi
  printf "$erow" "$c" "$(summary $n)" "$(summary $te)" "$(summary $tc)" "$(ratio "$n" "$te")" "$(ratio "$n" "$tc")"
done

# bf16: the same step with its products in bf16 (f32 master weights), ms per step.
if [[ ",$configs," == *,bf16,* ]]; then
  echo
  brow="%-7s %22s %22s %9s %22s %22s %9s %11s\n"
  printf "$brow" config "netc f32 ms" "netc bf16 ms" "netc x" "torch f32 ms" "torch autocast ms" "torch x" "netc/torch"
  for c in large attn; do
    nf=""; nb=""; tf=""; tb=""
    for ((r = 0; r < runs; ++r)); do
      nf+=" $("$build/bench/netc_train_step_bench" "$c" | step_ms)"
      nb+=" $("$build/bench/netc_train_step_bench" "$c" --precision bf16 | step_ms)"
      if [ $have_peers = 1 ] && [ "$c" != attn ]; then
        tf+=" $(peer "$here/peer_autocast.py" --config "$c" --dtype f32 | step_ms)"
        tb+=" $(peer "$here/peer_autocast.py" --config "$c" --dtype bf16 | step_ms)"
      fi
    done
    printf "$brow" "$c" "$(summary $nf)" "$(summary $nb)" "$(ratio "$nf" "$nb")" "$(summary $tf)" "$(summary $tb)" \
      "$(ratio "$tf" "$tb")" "$(ratio "$tb" "$nb")"
  done
  echo "(netc x, torch x: the f32 step's time over the bf16 step's; netc/torch: torch autocast's time over netc bf16's, above 1 netc is ahead)"
fi
echo "(limit: sgemm at $rate GFLOP/s on 2 threads with ${rate_core:-unknown} kernels, the best of this run; the programs ran ${core:-unknown})"
[ $have_peers = 1 ] || echo "(peers: ../shared/bench/peers is missing, could not make its venv, or PEERS=0)"
