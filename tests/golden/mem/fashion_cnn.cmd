examples/fashion_cnn.net --device gpu=cpu
