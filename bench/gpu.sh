#!/usr/bin/env bash
# The GPU training-step benchmark, netc against PyTorch on the same GPU in one
# run: PyTorch eager, torch.compile(mode="reduce-overhead"), and the step's
# matrix products alone (cuBLAS through torch.mm: the ceiling for GEMM-bound
# configs). Needs a netc built with CUDA and a python3 with a CUDA PyTorch.
# Prints per config the medians and the ratios netc/eager, netc/compile and
# gemm/netc (the share of cuBLAS throughput that netc's step reaches).
# usage: bench/gpu.sh [build-dir] [configs] [device]   (configs: tiny,medium,large,deep,cnn)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../build}"
configs="${2:-tiny,medium,large,deep,cnn}"
device="${3:-cuda:0}"
python="${PYTHON:-python3}"
step_ms() { sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p' | tail -n 1; }
ratio() { python3 -c "import sys; a, b = map(float, sys.argv[1:]); print(f'{a / b:.2f}')" "$1" "$2" 2>/dev/null || echo -; }

printf "%-7s %10s %10s %10s %10s %11s %12s %9s\n" config netc_ms eager_ms compile_ms gemm_ms netc/eager netc/compile gemm/netc
for c in ${configs//,/ }; do
  n=$("$build/bench/netc_train_step_bench" "$c" --device "$device" | step_ms)
  e=$("$python" "$here/torch_gpu_mlp.py" --config "$c" --mode eager --device "$device" | step_ms)
  t=$("$python" "$here/torch_gpu_mlp.py" --config "$c" --mode compile --device "$device" 2>/dev/null | step_ms || true)
  g=$("$python" "$here/torch_gpu_mlp.py" --config "$c" --mode gemm --device "$device" | step_ms)
  printf "%-7s %10s %10s %10s %10s %11s %12s %9s\n" "$c" "$n" "$e" "${t:--}" "$g" \
    "$(ratio "$n" "$e")" "$(ratio "$n" "${t:-x}")" "$(ratio "$g" "$n")"
done
