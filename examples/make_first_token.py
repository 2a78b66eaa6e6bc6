#!/usr/bin/env python3
"""Writes the synthetic data of examples/lstm.net.

Each example is a sequence of 10 tokens drawn from 0..3; its label is the
first token. Every later token is noise drawn from the same four, so a model
that reads the sequence from start to end must keep the first token in its
state for 9 steps: a model without memory of it (the last token, a bag of
tokens) is right about a quarter of the time, plus what the noise lets it
guess, little over 25%.

    python3 examples/make_first_token.py [OUT_DIR]    # default: next to this file
writes first_token_train.csv (8000 rows) and first_token_test.csv (2000 rows):
10 token columns, then the label. The same seed gives the same files.
"""
from make_sequences import write

LENGTH, VOCAB = 10, 4


def example(rng):
    tokens = [rng.randrange(VOCAB) for _ in range(LENGTH)]
    return tokens + [tokens[0]]


if __name__ == "__main__":
    write("first_token", example, 23)
