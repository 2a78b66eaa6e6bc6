#!/usr/bin/env python3
"""Scripted REPL sessions: each tests/repl/NAME.in is piped into `netc repl`
(no terminal: no prompts, no colours) and its stdout and stderr, then a last
line `exit: N`, must equal NAME.out. A session pty/NAME.in runs on a
pseudo-terminal instead, typed key by key, and what the terminal shows must
equal pty/NAME.out (pty_session.py says how).

  run_repl.py --netc PATH [--update] [NAME ...]   run (or rewrite) sessions

Sessions run in the source tree's root, so `:load examples/...` works and
diagnostics show the same paths on every machine.
"""
import argparse
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import pty_session  # noqa: E402


def run_one(netc, name, update):
    with open(os.path.join(HERE, name + ".in")) as f:
        script = f.read()
    if name.startswith("pty/"):
        actual = pty_session.run(netc, script, ROOT)
    else:
        env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
        p = subprocess.run([netc, "repl"], input=script, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
        actual = p.stdout + p.stderr + f"exit: {p.returncode}\n"
    path = os.path.join(HERE, name + ".out")
    if update:
        with open(path, "w") as f:
            f.write(actual)
        return True
    if not os.path.exists(path):
        print(f"missing expectation tests/repl/{name}.out; run with --update to create it")
        return False
    with open(path) as f:
        expected = f.read()
    if expected == actual:
        return True
    print(f"mismatch in tests/repl/{name}.out:")
    sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("tests", nargs="*")
    a = ap.parse_args()
    netc = os.path.abspath(a.netc)
    names = a.tests or sorted([n[:-3] for n in os.listdir(HERE) if n.endswith(".in")] +
                              ["pty/" + n[:-3] for n in os.listdir(os.path.join(HERE, "pty")) if n.endswith(".in")])
    failed = [n for n in names if not run_one(netc, n, a.update)]
    print(f"{len(names) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
