tests/golden/plot/two_blocks.jsonl
