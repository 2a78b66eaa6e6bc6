tests/golden/mem/linear.net --budget 6gb
