examples/fashion_mlp.net --device gpu=cpu
