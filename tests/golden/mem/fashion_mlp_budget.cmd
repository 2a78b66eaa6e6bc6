examples/fashion_mlp.net --device gpu=cuda:0 --budget 1GiB
