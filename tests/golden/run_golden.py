#!/usr/bin/env python3
"""Golden tests: what netc shows the user, compared with what is expected.

Each tests/golden/check/NAME.net has NAME.expected next to it: the exact
stderr of `netc check` (diagnostics with line, column and caret) followed by a
last line `exit: N`. A file whose name starts with `fail_` must exit 1,
`warn_` must exit 0 with a warning, `ok_` must exit 0 with no output; `ok_`
files also have NAME.ir, the expected `netc emit ir`. NAME.json, when present,
is the expected `--diagnostics=json` output.

  run_golden.py --netc PATH [--update] [TEST ...]   run (or rewrite) tests
  run_golden.py --netc PATH --coverage [--update]   every diagnostic kind has a test, and
                                                    docs/diagnostics.md lists them all (--update rewrites it)

Paths are run relative to tests/golden so the expectations do not depend on
where the tree is checked out.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(netc, args):
    env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
    p = subprocess.run([netc] + args, cwd=HERE, capture_output=True, text=True, env=env, timeout=60)
    return p.returncode, p.stdout, p.stderr


def compare(path, actual, update):
    if update:
        with open(path, "w") as f:
            f.write(actual)
        return True
    if not os.path.exists(path):
        print(f"missing expectation {os.path.relpath(path, ROOT)}; run with --update to create it")
        return False
    with open(path) as f:
        expected = f.read()
    if expected == actual:
        return True
    print(f"mismatch in {os.path.relpath(path, ROOT)}:")
    sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))
    return False


def run_one(netc, name, update):
    src = os.path.join("check", name)
    base = os.path.join(HERE, "check", name[:-4])
    code, out, err = run(netc, ["check", "--color=never", src])
    ok = True
    if name.startswith("fail_") and code != 1:
        print(f"{name}: expected exit 1 (errors), got {code}")
        ok = False
    if (name.startswith("warn_") or name.startswith("ok_")) and code != 0:
        print(f"{name}: expected exit 0, got {code}")
        ok = False
    if name.startswith("warn_") and "warning:" not in err:
        print(f"{name}: expected a warning")
        ok = False
    if name.startswith("ok_") and err:
        print(f"{name}: expected no diagnostics, got:\n{err}")
        ok = False
    ok &= compare(base + ".expected", err + f"exit: {code}\n", update)
    if name.startswith("ok_"):
        code, out, err = run(netc, ["emit", "ir", src])
        ok &= compare(base + ".ir", out, update)
    if os.path.exists(base + ".json") or (update and name.startswith("json_")):
        code, out, err = run(netc, ["check", "--diagnostics=json", src])
        ok &= compare(base + ".json", out, update)
    return ok


DOC = os.path.join(ROOT, "docs", "diagnostics.md")
BEGIN = "<!-- kinds: generated from kinds.def by tests/golden/run_golden.py --coverage --update -->\n"
END = "<!-- end of kinds -->\n"


def kinds_table(kinds, tests):
    """docs/diagnostics.md's list of kinds: meaning and the golden tests that show each."""
    rows = ["| Kind | Severity | Meaning | Golden tests |\n", "|---|---|---|---|\n"]
    for kind, severity, summary in kinds:
        names = sorted(tests.get(kind, []))
        shown = ", ".join(f"`{n}`" for n in names[:3]) + (f" (+{len(names) - 3})" if len(names) > 3 else "")
        rows.append(f"| `{kind}` | {severity.lower()} | {summary.replace('|', '&#124;')} | {shown} |\n")
    return "".join(rows)


def coverage(netc, update):
    kinds = []
    with open(os.path.join(ROOT, "frontend", "diagnostics", "kinds.def")) as f:
        for line in f:
            m = re.match(r'NETC_DIAG\((\w+),\s*(\w+),\s*"(.*)"\)', line)
            if m:
                kinds.append(m.groups())
    tests = {}
    for name in sorted(os.listdir(os.path.join(HERE, "check"))):
        if name.endswith(".expected"):
            with open(os.path.join(HERE, "check", name)) as f:
                for k in set(re.findall(r"\[(\w+)\]$", f.read(), re.M)):
                    tests.setdefault(k, []).append(name[:-len(".expected")])
    missing = [k for k, _, _ in kinds if k not in tests]
    for k, _, _ in kinds:
        print(f"{k:24} {len(tests.get(k, []))} test(s)")
    ok = True
    if missing:
        print("diagnostic kinds without a golden test: " + ", ".join(missing))
        ok = False
    with open(DOC) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        print(f"docs/diagnostics.md has no generated list of kinds (the markers {BEGIN.strip()} ... {END.strip()})")
        return False
    head, rest = doc.split(BEGIN, 1)
    table, tail = rest.split(END, 1)
    want = kinds_table(kinds, tests)
    if table != want:
        if update:
            with open(DOC, "w") as f:
                f.write(head + BEGIN + want + END + tail)
            print("docs/diagnostics.md: the list of kinds rewritten")
        else:
            print("docs/diagnostics.md's list of kinds is out of date with kinds.def and the golden tests; "
                  "run tests/golden/run_golden.py --netc build/tools/netc --coverage --update")
            ok = False
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--netc", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--coverage", action="store_true")
    ap.add_argument("tests", nargs="*")
    a = ap.parse_args()
    netc = os.path.abspath(a.netc)
    if a.coverage:
        sys.exit(0 if coverage(netc, a.update) else 1)
    names = a.tests or sorted(n for n in os.listdir(os.path.join(HERE, "check"))
                            if n.endswith(".net") and os.path.isfile(os.path.join(HERE, "check", n)))
    failed = [n for n in names if not run_one(netc, os.path.basename(n), a.update)]
    print(f"{len(names) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
