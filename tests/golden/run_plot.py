#!/usr/bin/env python3
"""Golden tests of `netc plot`: each tests/golden/plot/NAME.cmd holds the run
logs after `netc plot` (paths from the repository's root), and NAME.expected
the exact standard error, a line `exit: N`, then the SVG written (its data:
every polyline's points, axes and labels).

  run_plot.py --netc PATH [--update] NAME ...
"""
import argparse
import difflib
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("names", nargs="+")
    a = ap.parse_args()
    failed = 0
    for name in a.names:
        with open(os.path.join(HERE, "plot", name + ".cmd")) as f:
            args = shlex.split(f.read())
        with tempfile.TemporaryDirectory() as d:
            svg = os.path.join(d, "out.svg")
            p = subprocess.run([a.netc, "plot", *args, "-o", svg], cwd=ROOT, capture_output=True, text=True, timeout=60)
            actual = p.stdout + p.stderr + f"exit: {p.returncode}\n"
            if os.path.exists(svg):
                with open(svg) as f:
                    actual += f.read()
        path = os.path.join(HERE, "plot", name + ".expected")
        if a.update:
            with open(path, "w") as f:
                f.write(actual)
            continue
        with open(path) as f:
            expected = f.read()
        if actual != expected:
            failed += 1
            sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                       path, "actual"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
