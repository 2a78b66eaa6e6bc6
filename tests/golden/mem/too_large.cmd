tests/golden/mem/too_large.net
