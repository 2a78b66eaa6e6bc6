examples/regression.net --device gpu=cuda:0
