tests/golden/mem/linear_accumulate.net
