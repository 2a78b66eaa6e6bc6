examples/fashion_mlp.net --device gpu=cuda:0 --batch 65536 --budget 1GiB
