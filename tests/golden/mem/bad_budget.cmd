tests/golden/mem/linear.net --budget lots
