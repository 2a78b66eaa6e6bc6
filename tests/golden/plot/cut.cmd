tests/golden/plot/cut.jsonl
