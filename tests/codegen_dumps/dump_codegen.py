#!/usr/bin/env python3
"""The generated code of every example and golden program, byte for byte.

For examples/*.net and tests/golden/check/{ok,warn}_*.net this writes
expected/NAME.ll.txt (`netc emit llvm --target-cpu=x86-64-v3`: the CPU
backend's optimised LLVM IR, the same text on every machine) and
expected/NAME.cu.txt (`netc emit cuda`: the GPU backend's CUDA C and
launches); `.txt`, so that tools reading the tree as code skip them. A program the
backend refuses is recorded too: its stderr and exit status follow the output.
A change that should not change generated code (a refactoring of the back
half) is checked with this; one that should, updates the dumps in the same
commit, so the review shows what the generated code gained or lost.

  dump_codegen.py --netc PATH            compare with expected/ (the suite)
  dump_codegen.py --netc PATH --update   rewrite expected/

A netc built without the CUDA backend compares the .ll.txt files only.
"""
import argparse
import difflib
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXPECTED = os.path.join(HERE, "expected")
TARGET_CPU = "x86-64-v3"  # netc build's default


def programs():
    found = sorted(glob.glob(os.path.join(ROOT, "examples", "*.net")))
    for prefix in ("ok_", "warn_"):
        found += sorted(glob.glob(os.path.join(ROOT, "tests", "golden", "check", prefix + "*.net")))
    return found


def emit(netc, what, path):
    args = [netc, "emit", what, "--color=never", os.path.relpath(path, ROOT)]
    if what == "llvm":
        args.append("--target-cpu=" + TARGET_CPU)
    env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
    p = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    if p.returncode == 0 and not p.stderr:
        return p.stdout
    return p.stdout + f"--- stderr\n{p.stderr}--- exit: {p.returncode}\n"


def has_cuda(netc):
    p = subprocess.run([netc, "emit", "cuda", os.path.join(ROOT, "examples", "regression.net")],
                       capture_output=True, text=True, env=dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib")))
    return "built without the CUDA backend" not in p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()
    kinds = [("llvm", ".ll.txt")] + ([("cuda", ".cu.txt")] if has_cuda(args.netc) else [])
    os.makedirs(EXPECTED, exist_ok=True)
    wanted, failed = set(), []
    for path in programs():
        name = os.path.basename(path)[:-4]
        for what, ext in kinds:
            dump = os.path.join(EXPECTED, name + ext)
            wanted.add(os.path.basename(dump))
            actual = emit(args.netc, what, path)
            if args.update:
                with open(dump, "w") as f:
                    f.write(actual)
                continue
            if not os.path.exists(dump):
                failed.append(f"no expected/{name}{ext}; run with --update to create it")
                continue
            with open(dump) as f:
                expected = f.read()
            if expected != actual:
                diff = list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                 f"expected/{name}{ext}", "actual"))
                shown = "".join(diff[:60]) + (f"... ({len(diff) - 60} more diff lines)\n" if len(diff) > 60 else "")
                failed.append(f"`netc emit {what}` of {os.path.relpath(path, ROOT)} changed:\n{shown}")
    present = set(os.listdir(EXPECTED))
    stale = sorted(f for f in present - wanted if f.endswith(".ll.txt") or (len(kinds) == 2 and f.endswith(".cu.txt")))
    for f in stale:
        if args.update:
            os.remove(os.path.join(EXPECTED, f))
        else:
            failed.append(f"expected/{f} has no program any more; run with --update to remove it")
    for f in failed:
        print(f)
    if failed:
        print(f"{len(failed)} generated-code dumps differ (tests/codegen_dumps/dump_codegen.py --update, "
              "if the change is meant)")
        return 1
    print(f"{len(wanted)} dumps {'written' if args.update else 'match'}"
          + ("" if len(kinds) == 2 else " (no CUDA backend: LLVM IR only)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
