tests/golden/plot/missing.jsonl
