tests/golden/mem/linear.net
