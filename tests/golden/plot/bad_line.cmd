tests/golden/plot/broken.jsonl
