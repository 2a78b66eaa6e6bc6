#!/usr/bin/env python3
"""Writes the data of examples/unet.net: Fashion-MNIST images with noise.

Reads the Debian package dataset-fashion-mnist's images and writes, as IDX
files of unsigned bytes, the first 12000 training and 2000 test images
(`*_clean.idx`) and the same images with Gaussian noise of standard deviation
64 (a quarter of the range) added and clipped to 0..255 (`*_noisy.idx`).

    python3 examples/make_noisy.py [OUT_DIR]    # default: next to this file
The same seed gives the same files.
"""
import gzip
import os
import random
import struct
import sys

SOURCE = "/usr/share/datasets/fashion-mnist"
SIGMA = 64.0


def read_images(path, count):
    with gzip.open(path, "rb") as f:
        magic, n, rows, cols = struct.unpack(">IIII", f.read(16))
        if magic != 0x803:
            sys.exit(f"{path}: not an IDX file of images")
        count = min(count, n)
        return rows, cols, [f.read(rows * cols) for _ in range(count)]


def write_images(path, rows, cols, images):
    with open(path, "wb") as f:
        f.write(struct.pack(">IIII", 0x803, len(images), rows, cols))
        for image in images:
            f.write(image)


def noisy(image, rng):
    return bytes(min(255, max(0, round(p + rng.gauss(0.0, SIGMA)))) for p in image)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out, exist_ok=True)
    rng = random.Random(41)
    for source, name, count in (("train-images-idx3-ubyte.gz", "denoise_train", 12000),
                                ("t10k-images-idx3-ubyte.gz", "denoise_test", 2000)):
        rows, cols, images = read_images(os.path.join(SOURCE, source), count)
        write_images(os.path.join(out, name + "_clean.idx"), rows, cols, images)
        write_images(os.path.join(out, name + "_noisy.idx"), rows, cols, [noisy(im, rng) for im in images])


if __name__ == "__main__":
    main()
