#!/usr/bin/env python3
"""Benchmark (not a test): how checking time grows with a program's size.

Usage: bench/check_scaling.py path/to/netc [sizes...]   (default 1000 10000 100000)

For each size N it times, once each (CPU seconds of the child, and the
microseconds per line, which stay flat when the time is linear):
  calls    N functions in chains of 50 calls, `fn fK(x) { return fK+1(x); }`
  deep     one chain of N calls (deeper than the 64 the checker inlines: an
           error; the count of errors is shown)
  bindings N top-level lines `aK = K;`
  layers   a model with N layers `lK = ReLU();` applied in turn
  load     `:load` of the N bindings in the REPL
"""
import os, resource, subprocess, sys, tempfile

netc = os.path.abspath(sys.argv[1])
sizes = [int(s) for s in sys.argv[2:]] or [1000, 10000, 100000]
here = os.path.dirname(os.path.abspath(__file__))
os.environ["NETC_STDLIB_PATH"] = os.path.join(here, "..", "stdlib")


def programs(n):
    calls = "".join(f"fn f{k}(x: f32[N]) -> f32[N] {{ return {f'f{k + 1}(x)' if (k + 1) % 50 else 'relu(x)'}; }}\n"
                    for k in range(n))
    deep = "".join(f"fn f{k}(x: f32[N]) -> f32[N] {{ return {f'f{k + 1}(x)' if k + 1 < n else 'x'}; }}\n" for k in range(n))
    bindings = "".join(f"a{k} = {k};\n" for k in range(n))
    layers = ("import std.nn;\nmodel M() {\n" + "".join(f"  l{k} = ReLU();\n" for k in range(n)) +
              "  fn forward(x: f32[N, 4]) -> f32[N, 4] {\n    let h0 = x;\n" +
              "".join(f"    let h{k + 1} = l{k}(h{k});\n" for k in range(n)) + f"    return h{n};\n  }}\n}}\nm = M();\n")
    return {"calls": calls, "deep": deep, "bindings": bindings, "layers": layers}


def timed(args, stdin=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(args, input=stdin, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, p


print(f"{'program':<10}{'lines':>8}{'cpu s':>9}{'us/line':>9}  result")
with tempfile.TemporaryDirectory() as tmp:
    for n in sizes:
        for name, text in programs(n).items():
            path = os.path.join(tmp, f"{name}{n}.net")
            with open(path, "w") as f:
                f.write(text)
            lines = text.count("\n")
            if name == "bindings":
                t, p = timed([netc, "repl"], stdin=f":load {path}\n")
                ok = p.returncode == 0 and f"a{n - 1} = {n - 1}" in p.stdout
                print(f"{'load':<10}{lines:>8}{t:>9.2f}{t * 1e6 / lines:>9.1f}  {'shown' if ok else 'FAILED'}")
            t, p = timed([netc, "check", path])
            errors = p.stderr.count(": error:")
            result = "ok" if p.returncode == 0 else f"{errors} error(s)"
            print(f"{name:<10}{lines:>8}{t:>9.2f}{t * 1e6 / lines:>9.1f}  {result}")
