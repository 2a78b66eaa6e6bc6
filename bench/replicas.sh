#!/usr/bin/env bash
# Benchmark (not a test): data parallelism on this machine. One epoch of the
# Fashion-MNIST MLP (examples/fashion_mlp.net, batch 64) and of the
# Transformer encoder (examples/transformer.net on make_sequences.py's data,
# batch 64) in one process, as 2 replicas in one process, and as 2
# processes under mpirun; the epoch's time (the second epoch: the first
# includes compiling) and loss.
# Usage: bench/replicas.sh path/to/netc
set -euo pipefail
netc="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cp "$here/../examples/fashion_mlp.net" "$here/../examples/fashion_mlp_replicas.net" "$here/../examples/transformer.net" \
  "$tmp/"
cd "$tmp"
python3 "$here/../examples/make_sequences.py" . > /dev/null
# transformer.net's device as one CPU, and as two with `replicas`.
sed 's/^device dev = cuda:0 | cpu;/device dev = cpu;/' transformer.net > transformer_one.net
sed -e 's/^device dev = cuda:0 | cpu;/device dev = [cpu, cpu];/' \
  -e 's/^  batch     = 64, shuffle;/  batch     = 64, shuffle;\n  replicas  = dev;/' transformer.net > transformer_replicas.net
grep -q "replicas  = dev;" transformer_replicas.net || { echo "transformer.net's batch line moved" >&2; exit 1; }
export NETC_STDLIB_PATH="$here/../stdlib"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none \
  OMPI_MCA_rmaps_base_oversubscribe=1
epoch() {  # label, then the command; prints epoch 2's time and loss
  local label="$1"; shift
  rm -f ./*.safetensors ./*.safetensors.prev  # each row trains afresh
  "$@" --epochs 2 --quiet --log-json "$tmp/log.jsonl" > /dev/null
  python3 - "$label" "$tmp/log.jsonl" <<'PY'
import json, sys
e = [json.loads(l) for l in open(sys.argv[2]) if l.strip()][-1]
print(f"{sys.argv[1]:<44} epoch {e['time_s']:.3f} s   loss {e['loss']:.6f}")
PY
}
rows() {  # title, one-device program, replicas program
  echo "$1"
  epoch "1 process (netc's threads)" "$netc" run "$2"
  epoch "1 process, 1 thread" env NETC_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 "$netc" run "$2"
  epoch "2 replicas in 1 process" "$netc" run "$3"
  if command -v mpirun > /dev/null; then
    epoch "2 processes (mpirun -np 2), 1 thread each" env NETC_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
      mpirun -np 2 "$netc" run "$3"
  else
    echo "no mpirun: the 2-process row is left out"
  fi
}
echo "machine: $(nproc) cores; global batch 64, epoch 2 of 2"
rows "Fashion-MNIST MLP 784-256-10" fashion_mlp.net fashion_mlp_replicas.net
rows "Transformer encoder (examples/transformer.net: 2 pre-norm layers, d 32, 4 heads, T 12)" transformer_one.net transformer_replicas.net
