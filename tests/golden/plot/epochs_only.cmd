tests/golden/plot/epochs.jsonl
