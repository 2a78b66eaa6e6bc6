tests/golden/plot/extreme.jsonl
