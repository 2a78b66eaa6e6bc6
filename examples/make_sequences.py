#!/usr/bin/env python3
"""Writes the synthetic data of examples/transformer.net.

Each example is a sequence of 12 tokens drawn from 0..15; its label is 1 when
the first token is greater than the last, else 0 (they always differ, and the
classes are balanced). The label depends on where the tokens are, not only on
which tokens there are: a bag-of-tokens model (embeddings averaged without
positions) cannot do better than chance, 50%; an encoder with positions and
attention gets it right.

    python3 examples/make_sequences.py [OUT_DIR]    # default: next to this file
writes sequences_train.csv (8000 rows) and sequences_test.csv (2000 rows):
12 token columns, then the label. The same seed gives the same files.
"""
import os
import random
import sys

LENGTH, VOCAB = 12, 16


def example(rng):
    tokens = [rng.randrange(VOCAB) for _ in range(LENGTH)]
    label = rng.randrange(2)
    first, last = rng.sample(range(VOCAB), 2)
    if (first > last) != (label == 1):
        first, last = last, first
    tokens[0], tokens[-1] = first, last
    return tokens + [label]


def write(stem, example, seed):
    """STEM_train.csv (8000 rows) and STEM_test.csv (2000) of example(rng),
    in the directory argv[1] names (default: next to this file)."""
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    for part, rows in (("train", 8000), ("test", 2000)):
        with open(os.path.join(out, f"{stem}_{part}.csv"), "w") as f:
            for _ in range(rows):
                f.write(",".join(map(str, example(rng))) + "\n")


if __name__ == "__main__":
    write("sequences", example, 17)
