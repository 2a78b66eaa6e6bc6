examples/fashion_mlp.net --device gpu=cuda:x
