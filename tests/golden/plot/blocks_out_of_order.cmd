tests/golden/plot/blocks_out_of_order.jsonl
