tests/golden/plot/sgd.jsonl tests/golden/plot/adam.jsonl
