#!/usr/bin/env python3
"""Fixes that fix: applies every fix-it netc offers for each golden file and
checks the result.

For each tests/golden/check/{fail,warn}_*.net whose diagnostics carry edits
(`--diagnostics=json`, "fixits"), the edits in that file are applied to a copy
(in a copy of the whole folder, so that imports resolve) and the copy is
checked again:
  - every diagnostic that had an edit must be gone: the copy has exactly as
    many errors as the original had errors without an edit;
  - a file all of whose errors had edits must check (exit 0);
  - edits must not overlap.

  apply_fixits.py --netc PATH [TEST ...]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def check(netc, cwd, name):
    env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
    p = subprocess.run([netc, "check", "--diagnostics=json", os.path.join("check", name)], cwd=cwd,
                       capture_output=True, text=True, env=env, timeout=60)
    return p.returncode, json.loads(p.stdout)["diagnostics"] if p.stdout.strip() else []


def run_one(netc, work, name):
    code, diags = check(netc, HERE, name)
    path = os.path.join("check", name)
    edits, errors, unfixed = set(), 0, 0
    for d in diags:
        mine = [f for f in d.get("fixits", []) if f["range"]["file"] == path]
        if d["severity"] == "error":
            errors += 1
            if not mine:
                unfixed += 1
        for f in mine:
            edits.add((f["range"]["begin"]["offset"], f["range"]["end"]["offset"], f["replacement"]))
    if not edits:
        return True, False
    with open(os.path.join(HERE, path), "rb") as f:
        src = f.read()
    ordered = sorted(edits)
    for a, b in zip(ordered, ordered[1:]):
        if b[0] < a[1]:
            print(f"{name}: fix-its overlap: {a} and {b}")
            return False, True
    for begin, end, text in reversed(ordered):
        src = src[:begin] + text.encode() + src[end:]
    with open(os.path.join(work, path), "wb") as f:
        f.write(src)
    code, after = check(netc, work, name)
    left = [d for d in after if d["severity"] == "error"]
    ok = len(left) == unfixed and (unfixed > 0 or code == 0)
    if not ok:
        print(f"{name}: {errors} errors, {errors - unfixed} with fix-its; after applying them {len(left)} errors "
              f"(expected {unfixed}), exit {code}:")
        sys.stdout.write(src.decode(errors="replace"))
        for d in left:
            r = d.get("range") or {}
            print(f"  {r.get('begin', {}).get('line')}:{r.get('begin', {}).get('column')}: {d['message']} [{d['kind']}]")
    return ok, True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("tests", nargs="*")
    args = ap.parse_args()
    names = args.tests or sorted(n for n in os.listdir(os.path.join(HERE, "check"))
                                 if n.endswith(".net") and (n.startswith("fail_") or n.startswith("warn_")))
    failed = applied = 0
    with tempfile.TemporaryDirectory() as work:
        shutil.copytree(os.path.join(HERE, "check"), os.path.join(work, "check"))
        for n in names:
            ok, had = run_one(os.path.abspath(args.netc), work, n)
            applied += had
            failed += not ok
            shutil.copyfile(os.path.join(HERE, "check", n), os.path.join(work, "check", n))
    print(f"fix-its of {applied} files applied: {applied - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
