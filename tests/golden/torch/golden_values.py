"""What the scripts here share: the formula that gives every tensor, and
writing a case's values as the netc tests read them (tests/unit/
autodiff_test.cc, torch_numbers: one line per value, `case value numbers...`)."""
import math
import os

import torch


def formula(k, shape):
    """Element j of the k-th tensor: 0.5 sin(1.3 j + 0.7 k + 0.1), in float64."""
    n = math.prod(shape)
    return torch.tensor([0.5 * math.sin(1.3 * j + 0.7 * k + 0.1) for j in range(n)], dtype=torch.float64).reshape(shape)


def write_values(out, name, values):
    """Each of `values` (key -> tensor) as a line of case `name`."""
    for key, t in values.items():
        out.write(f"{name} {key} " + " ".join(f"{v:.17g}" for v in t.reshape(-1).tolist()) + "\n")


def numbers_file(script, write):
    """Calls write(out) on the .txt beside `script` (a script's __file__),
    after its header line."""
    here = os.path.dirname(os.path.abspath(script))
    base = os.path.splitext(os.path.basename(script))[0]
    with open(os.path.join(here, base + ".txt"), "w") as out:
        out.write(f"# written by {base}.py with torch {torch.__version__}: case value numbers...\n")
        write(out)
