#!/usr/bin/env python3
"""Writes the synthetic data of examples/gpt.net: copying a sequence.

Each example is 17 tokens: 8 digits drawn from 0..9, the separator 10, then
the same 8 digits again. A decoder that reads left to right can only guess
the first half (each digit is random) but can predict every token of the
second half by attending back over the separator: examples/gpt.net reports
its next-token accuracy on that half.

    python3 examples/make_copy.py [OUT_DIR]    # default: next to this file
writes copy_train.csv (8000 rows) and copy_test.csv (1000 rows), 17 token
columns each. The same seed gives the same files.
"""
import os
import random
import sys

HALF, DIGITS, SEPARATOR = 8, 10, 10


def example(rng):
    digits = [rng.randrange(DIGITS) for _ in range(HALF)]
    return digits + [SEPARATOR] + digits


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out, exist_ok=True)
    rng = random.Random(29)
    for name, rows in (("copy_train.csv", 8000), ("copy_test.csv", 1000)):
        with open(os.path.join(out, name), "w") as f:
            for _ in range(rows):
                f.write(",".join(map(str, example(rng))) + "\n")


if __name__ == "__main__":
    main()
