#!/usr/bin/env bash
# Benchmark (not a test): data parallelism on this machine. One Fashion-MNIST
# MLP epoch (examples/fashion_mlp.net, batch 64) in one process, as 2
# replicas in one process, and as 2 processes under mpirun; the epoch's time
# (the second epoch: the first includes compiling) and loss.
# Usage: bench/replicas.sh path/to/netc
set -euo pipefail
netc="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cp "$here/../examples/fashion_mlp.net" "$here/../examples/fashion_mlp_replicas.net" "$tmp/"
cd "$tmp"
export NETC_STDLIB_PATH="$here/../stdlib"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none \
  OMPI_MCA_rmaps_base_oversubscribe=1
epoch() {  # label, then the command; prints epoch 2's time and loss
  local label="$1"; shift
  "$@" --epochs 2 --quiet --log-json "$tmp/log.jsonl" > /dev/null
  python3 - "$label" "$tmp/log.jsonl" <<'PY'
import json, sys
e = [json.loads(l) for l in open(sys.argv[2]) if l.strip()][-1]
print(f"{sys.argv[1]:<44} epoch {e['time_s']:.3f} s   loss {e['loss']:.6f}")
PY
}
echo "machine: $(nproc) cores; Fashion-MNIST MLP 784-256-10, global batch 64, epoch 2 of 2"
epoch "1 process (netc's threads)" "$netc" run fashion_mlp.net
epoch "1 process, 1 thread" env NETC_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 "$netc" run fashion_mlp.net
epoch "2 replicas in 1 process" "$netc" run fashion_mlp_replicas.net
if command -v mpirun > /dev/null; then
  epoch "2 processes (mpirun -np 2), 1 thread each" env NETC_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
    mpirun -np 2 "$netc" run fashion_mlp_replicas.net
else
  echo "no mpirun: the 2-process row is left out"
fi
