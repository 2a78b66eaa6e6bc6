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
#   bench/gpu_session.sh e2e     the e2e tests whose examples bind a GPU
#                                when one is there (transformer, lstm) and
#                                `netc parity` on every example (needs
#                                Fashion-MNIST)
#   bench/gpu_session.sh precision  fashion_mlp (10 epochs), fashion_cnn and
#                                transformer (3 epochs each) trained in f32,
#                                with `precision = bf16` and with f16: their
#                                test accuracies (needs Fashion-MNIST)
#   bench/gpu_session.sh all     tests, then bench
#   bench/gpu_session.sh STEP... single steps, in the order given: gpu_tests,
#                                gpu_step_tests, gpu_run, fashion_cnn,
#                                mem_vs_torch, gpu_e2e (E2E: the tests'
#                                names), gpu_precision, gpu_bench
#                                (BENCH_LIMIT seconds, 540 unless set;
#                                BENCH_CONFIGS: gpu.sh's configs);
#                                so that a session can split
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
gpu_bench() { step bench "${BENCH_LIMIT:-540}" bash bench/gpu.sh build "${BENCH_CONFIGS:-tiny,medium,large,deep,cnn,attn,bert}"; }

gpu_e2e() {
  local t
  for t in ${E2E:-transformer lstm parity}; do step "e2e_$t" 300 python3 "tests/e2e/${t}_test.py" build/tools/netc; done
}

# The test accuracy of EXAMPLE trained on the GPU under each precision; the
# extra data an example needs is made as its header says.
gpu_precision() {
  local d ex epochs p
  d="$(mktemp -d)"
  python3 examples/make_sequences.py "$d" > /dev/null
  for ex in fashion_mlp:10 fashion_cnn:3 transformer:3; do
    epochs="${ex#*:}"; ex="${ex%%:*}"
    for p in f32 bf16 f16; do
      sed "s/^\(  epochs *= *\)[0-9]*;/\1$epochs;\n  precision = $p;/" "examples/$ex.net" > "$d/$ex.net"
      step "precision_${ex}_$p" 300 bash -c "cd '$d' && '$root/build/tools/netc' run $ex.net --quiet"
      echo "$ex $p: $(sed -n 's/^test accuracy: //p' "$out/precision_${ex}_$p.log") (epochs $epochs)" | tee -a "$out/summary.txt"
    done
  done
  rm -rf "$d"
}

tests() { gpu_tests; gpu_step_tests; gpu_run; fashion_cnn; }
bench() { mem_vs_torch; gpu_bench; }

[ $# -gt 0 ] || set -- usage
for what in "$@"; do
  case "$what" in
    probe|tests|bench|gpu_tests|gpu_step_tests|gpu_run|fashion_cnn|mem_vs_torch|gpu_bench|gpu_e2e|gpu_precision) "$what" ;;
    e2e) gpu_e2e ;;
    precision) gpu_precision ;;
    all) tests; bench ;;
    *) echo "usage: bench/gpu_session.sh probe|tests|bench|e2e|precision|all|STEP...  (STEP: gpu_tests gpu_step_tests gpu_run fashion_cnn mem_vs_torch gpu_bench gpu_e2e gpu_precision)" >&2; exit 2 ;;
  esac
done
