#!/usr/bin/env bash
# Training examples/s of one example as `netc run` trains it (the data
# loader overlapping the steps): the median of --log-steps' rates over the
# second epoch (the first compiles and warms up), on its first 3,840
# examples (gpt: 6,400), in folder DIR (its data made there where the
# example needs any). The device is the one the example binds.
# usage: bench/example_rate.sh BUILD-DIR resnet|gpt DIR   (prints one number)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$1" example="$2" dir="$3"
mkdir -p "$dir"
cp "$here/../examples/$example.net" "$dir/"
if [ "$example" = gpt ] && [ ! -e "$dir/copy_train.csv" ]; then python3 "$here/../examples/make_copy.py" "$dir" > /dev/null; fi
limit=3840; [ "$example" = gpt ] && limit=6400
(cd "$dir" && "$build/tools/netc" run "$example.net" --limit $limit --epochs 2 --log-steps steps.jsonl \
   --log-every 4 --quiet > run.log 2>&1) || { tail -n 5 "$dir/run.log" >&2; exit 1; }
python3 -c "
import json, statistics, sys
rates = [l['examples_per_s'] for l in map(json.loads, open(sys.argv[1])) if l.get('epoch') == 2 and 'examples_per_s' in l]
print(f'{statistics.median(rates):.0f}')" "$dir/steps.jsonl"
