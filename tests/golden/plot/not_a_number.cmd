tests/golden/plot/not_a_number.jsonl
