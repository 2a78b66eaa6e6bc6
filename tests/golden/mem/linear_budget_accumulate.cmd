tests/golden/mem/linear.net --batch 4096 --budget 97MiB
