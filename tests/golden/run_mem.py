#!/usr/bin/env python3
"""Golden tests of `netc mem`: each tests/golden/mem/NAME.cmd holds the
arguments after `netc mem` (paths from the repository's root), and
NAME.expected the exact stdout and stderr followed by a line `exit: N`.
A test whose plan needs the GPU backend is skipped (exit 77) by a netc
built without CUDA.

  run_mem.py --netc PATH [--update] NAME ...
"""
import argparse
import difflib
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("names", nargs="+")
    a = ap.parse_args()
    failed = skipped = 0
    for name in a.names:
        with open(os.path.join(HERE, "mem", name + ".cmd")) as f:
            args = shlex.split(f.read())
        # Two threads, as on CI: the CPU convolutions keep scratch per thread.
        env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"), NETC_NUM_THREADS="2")
        p = subprocess.run([a.netc, "mem"] + args, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
        if "built without CUDA" in p.stderr:
            print(f"{name}: skipped, this netc has no CUDA backend")
            skipped += 1
            continue
        actual = p.stdout + p.stderr + f"exit: {p.returncode}\n"
        path = os.path.join(HERE, "mem", name + ".expected")
        if a.update:
            with open(path, "w") as f:
                f.write(actual)
            continue
        expected = open(path).read() if os.path.exists(path) else ""
        if expected != actual:
            print(f"mismatch in {os.path.relpath(path, ROOT)}:")
            sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))
            failed += 1
    if failed:
        return 1
    return 77 if skipped == len(a.names) else 0


if __name__ == "__main__":
    sys.exit(main())
