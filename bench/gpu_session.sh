#!/usr/bin/env bash
# What a session with a lent GPU machine runs there, after
# `bench/gpu_bundle.sh unpack`, in as few calls as its device time allows.
# Each step's output goes to $OUT/<step>.log (./gpu-session/ without $OUT),
# and one line per step — its exit status and seconds — to $OUT/summary.txt
# and to the terminal. A step that runs past its limit is stopped and the
# next one runs.
#
#   bench/gpu_session.sh probe   the GPU, and the libraries the bundled
#                                programs miss there (not found by ldd): what
#                                `gpu_bundle.sh pack --libs-from` must carry
#   bench/gpu_session.sh tests   the GPU test programs, e2e/gpu_run (the
#                                Fashion-MNIST example's 10 epochs among
#                                them) and one epoch of the CNN example
#   bench/gpu_session.sh bench   bench/mem_vs_torch.py (netc mem's plan against
#                                PyTorch's max_memory_allocated), then
#                                bench/gpu.sh: netc's training step against
#                                PyTorch eager, torch.compile and cuBLAS
#   bench/gpu_session.sh all     tests, then bench
#   bench/gpu_session.sh STEP... single steps, in the order given: gpu_tests,
#                                gpu_step_tests, gpu_run, fashion_cnn,
#                                mem_vs_torch, gpu_bench (BENCH_LIMIT seconds,
#                                540 unless set); so that a session can split
#                                the work between calls that carry different
#                                things (the libraries, then the data)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${OUT:-$root/gpu-session}"
mkdir -p "$out"
cd "$root" || exit 2

# step NAME SECONDS COMMAND...: runs COMMAND with a time limit, its output
# in $out/NAME.log.
step() {
  local name="$1" limit="$2"
  shift 2
  local start=$SECONDS
  timeout --kill-after=10 "$limit" "$@" > "$out/$name.log" 2>&1
  local rc=$?
  local line
  line="$(printf '%-18s exit %-3s %4ss' "$name" "$rc" "$((SECONDS - start))")"
  [ "$rc" = 124 ] && line="$line (stopped after ${limit}s)"
  echo "$line" | tee -a "$out/summary.txt"
}

programs=(tools/netc tests/netc_gpu_tests tests/netc_gpu_step_tests bench/netc_train_step_bench)

probe() {
  step nvidia-smi 30 nvidia-smi
  step devices 60 build/tools/netc devices
  # The wrappers of gpu_bundle.sh set the library path; ldd reads the ELF.
  for p in "${programs[@]}"; do
    LD_LIBRARY_PATH="/opt/netc-bundle/lib:${LD_LIBRARY_PATH:-}" ldd "build/$p.bin" 2>&1 | awk '/not found/ {print $1}'
  done | sort -u > "$out/missing-libraries.txt"
  echo "missing libraries: $(wc -l < "$out/missing-libraries.txt") (missing-libraries.txt)" | tee -a "$out/summary.txt"
}

gpu_tests() { step gpu_tests 120 build/tests/netc_gpu_tests; }
gpu_step_tests() { step gpu_step_tests 300 build/tests/netc_gpu_step_tests; }
gpu_run() { step gpu_run 400 python3 tests/e2e/gpu_run_test.py build/tools/netc; }
fashion_cnn() {
  local cnn
  cnn="$(mktemp -d)"
  step fashion_cnn 300 bash -c "cd '$cnn' && '$root/build/tools/netc' run '$root/examples/fashion_cnn.net' --epochs 1"
  rm -rf "$cnn"
}
mem_vs_torch() { step mem_vs_torch 120 python3 bench/mem_vs_torch.py build/tools/netc; }
gpu_bench() { step bench "${BENCH_LIMIT:-540}" bash bench/gpu.sh build; }

tests() { gpu_tests; gpu_step_tests; gpu_run; fashion_cnn; }
bench() { mem_vs_torch; gpu_bench; }

[ $# -gt 0 ] || set -- usage
for what in "$@"; do
  case "$what" in
    probe|tests|bench|gpu_tests|gpu_step_tests|gpu_run|fashion_cnn|mem_vs_torch|gpu_bench) "$what" ;;
    all) tests; bench ;;
    *) echo "usage: bench/gpu_session.sh probe|tests|bench|all|STEP...  (STEP: gpu_tests gpu_step_tests gpu_run fashion_cnn mem_vs_torch gpu_bench)" >&2; exit 2 ;;
  esac
done
