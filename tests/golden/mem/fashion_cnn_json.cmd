examples/fashion_cnn.net --device gpu=cpu --batch 64 --json
