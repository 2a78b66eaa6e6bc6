#!/usr/bin/env bash
# Training examples/s of one example as `netc run` trains it (the data
# loader overlapping the steps): the median of --log-steps' rates over the
# second epoch (the first compiles and warms up), on its first 3,840
# examples (gpt: 6,400; lstm: 7,680; moe: 12,800, for enough steps of the
# fast ones), in folder DIR (its data made there where the example needs
# any; resnet, moe, unet and fashion_cnn read Fashion-MNIST). The device is
# the one the example binds.
# usage: bench/example_rate.sh BUILD-DIR resnet|gpt|lstm|moe|unet|fashion_cnn DIR   (prints one number)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$1" example="$2" dir="$3"
mkdir -p "$dir"
cp "$here/../examples/$example.net" "$dir/"
make() { [ -e "$dir/$2" ] || python3 "$here/../examples/$1" "$dir" > /dev/null; }
limit=3840
case "$example" in
  gpt) make make_copy.py copy_train.csv; limit=6400 ;;
  lstm) make make_first_token.py first_token_train.csv; limit=7680 ;;
  unet) make make_noisy.py denoise_train_noisy.idx ;;
  moe) limit=12800 ;;
esac
(cd "$dir" && "$build/tools/netc" run "$example.net" --limit $limit --epochs 2 --log-steps steps.jsonl \
   --log-every 4 --quiet > run.log 2>&1) || { tail -n 5 "$dir/run.log" >&2; exit 1; }
python3 -c "
import json, statistics, sys
rates = [l['examples_per_s'] for l in map(json.loads, open(sys.argv[1])) if l.get('epoch') == 2 and 'examples_per_s' in l]
print(f'{statistics.median(rates):.0f}')" "$dir/steps.jsonl"
