#!/usr/bin/env bash
# The GPU training-step benchmark, netc against PyTorch on the same GPU in one
# run: PyTorch eager, torch.compile(mode="reduce-overhead"), and the step's
# matrix products alone (cuBLAS through torch.mm: the ceiling for GEMM-bound
# configs). Needs a netc built with CUDA and a python3 with a CUDA PyTorch.
# Prints per config the medians and the ratios netc/eager, netc/compile and
# gemm/netc (the share of cuBLAS throughput that netc's step reaches; MLPs
# only). Then, for the configs named in BF16 (large,attn,bert unless set; ""
# for none), the step with `precision = bf16` against PyTorch eager under
# torch.autocast(dtype=torch.bfloat16), and each one's f32 step over its bf16.
# Last, for the examples named in EXAMPLES (gpt,resnet unless set; also
# lstm, moe, unet, fashion_cnn; "" for none), training examples/s of `netc run` on the GPU (bench/example_rate.sh,
# as bench/run.sh's) against bench/peer_examples.py's PyTorch network on the
# GPU, eager and compiled.
# resnet, moe, unet and fashion_cnn read Fashion-MNIST: without it their rows are skipped.
# usage: bench/gpu.sh [build-dir] [configs] [device]
#        (configs: tiny,medium,large,deep,cnn,attn,bert; the default is all of them)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../build}" && pwd)"
configs="${2:-tiny,medium,large,deep,cnn,attn,bert}"
bf16="${BF16-large,attn,bert}"
device="${3:-cuda:0}"
python="${PYTHON:-python3}"
step_ms() { sed -n 's/.* step_ms=\([0-9.]*\).*/\1/p' | tail -n 1; }
ex_s() { sed -n 's/.*examples_per_s=\([0-9.]*\).*/\1/p' | tail -n 1; }
ratio() { python3 -c "import sys; a, b = map(float, sys.argv[1:]); print(f'{a / b:.2f}')" "$1" "$2" 2>/dev/null || echo -; }

printf "%-7s %10s %10s %10s %10s %11s %12s %9s\n" config netc_ms eager_ms compile_ms gemm_ms netc/eager netc/compile gemm/netc
declare -A nf ef  # the f32 steps, for the bf16 table
for c in ${configs//,/ }; do
  n=$("$build/bench/netc_train_step_bench" "$c" --device "$device" | step_ms || true)
  nf[$c]=$n
  ef[$c]=$($python "$here/torch_gpu_mlp.py" --config "$c" --mode eager --device "$device" | step_ms || true)
  e=${ef[$c]}
  t=$($python "$here/torch_gpu_mlp.py" --config "$c" --mode compile --device "$device" 2>/dev/null | step_ms || true)
  g=$($python "$here/torch_gpu_mlp.py" --config "$c" --mode gemm --device "$device" | step_ms || true)
  printf "%-7s %10s %10s %10s %10s %11s %12s %9s\n" "$c" "${n:--}" "${e:--}" "${t:--}" "${g:--}" \
    "$(ratio "$n" "$e")" "$(ratio "$n" "${t:-x}")" "$(ratio "${g:-x}" "$n")"
done
if [ -n "$bf16" ]; then
echo
printf "%-7s %12s %10s %14s %10s %11s %11s\n" config netc_bf16_ms netc_f32/bf16 torch_amp_ms torch_f32/amp netc/amp
for c in ${bf16//,/ }; do
  n=$("$build/bench/netc_train_step_bench" "$c" --device "$device" --precision bf16 | step_ms || true)
  a=$($python "$here/torch_gpu_mlp.py" --config "$c" --mode amp --device "$device" | step_ms || true)
  [ -n "${nf[$c]:-}" ] || nf[$c]=$("$build/bench/netc_train_step_bench" "$c" --device "$device" | step_ms || true)
  [ -n "${ef[$c]:-}" ] || ef[$c]=$($python "$here/torch_gpu_mlp.py" --config "$c" --mode eager --device "$device" | step_ms || true)
  printf "%-7s %12s %10s %14s %10s %11s %11s\n" "$c" "${n:--}" "$(ratio "${nf[$c]:-x}" "${n:-x}")" "${a:--}" \
    "$(ratio "${ef[$c]:-x}" "${a:-x}")" "$(ratio "${n:-x}" "${a:-x}")"
done
echo "(netc_f32/bf16, torch_f32/amp: the f32 step's time over the bf16 step's; netc/amp below 1: netc is ahead)"
fi

examples="${EXAMPLES-gpt,resnet}"
[ -n "$examples" ] || exit 0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo
printf "%-11s %12s %12s %14s %11s %12s\n" example netc_ex/s eager_ex/s compile_ex/s netc/eager netc/compile
for c in ${examples//,/ }; do
  if [[ " resnet moe unet fashion_cnn " == *" $c "* ]] && [ ! -e /usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz ]; then
    echo "$c: skipped (no Fashion-MNIST)"; continue
  fi
  n=$("$here/example_rate.sh" "$build" "$c" "$tmp/$c") || { echo "$c: netc run failed"; continue; }
  e=$($python "$here/peer_examples.py" --net "$c" --impl torch-eager --device "$device" | ex_s || true)
  t=$($python "$here/peer_examples.py" --net "$c" --impl torch-compile --device "$device" 2>/dev/null | ex_s || true)
  printf "%-11s %12s %12s %14s %11s %12s\n" "$c" "${n:--}" "${e:--}" "${t:--}" "$(ratio "${n:-x}" "${e:-x}")" \
    "$(ratio "${n:-x}" "${t:-x}")"
done
echo "(examples: netc/eager above 1: netc is ahead; netc binds the example's GPU as \`netc run\` does)"
