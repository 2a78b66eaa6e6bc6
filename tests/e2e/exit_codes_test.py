#!/usr/bin/env python3
"""One rule for the exit status of every command (`netc --help`, README):
0 success; 1 the program has errors, or the work failed; 2 wrong usage, or
an input that cannot be used (missing, unreadable, damaged, or not fitting
the program: the program file, data, --resume, --init-from, export's
checkpoint); 3 an internal error; 128+N stopped by signal N. A crash (a
fatal signal) says that it is a bug in netc and which command to report,
and still ends by that signal.

Each command runs with a missing program, a malformed one and an unknown
option; then each input file of run and export missing, damaged and not
fitting; then a success and a failure of the work.

usage: exit_codes_test.py NETC
"""
import os
import struct
import subprocess
import sys
import tempfile

from checks import Checks, read_safetensors, write_safetensors

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """
import std.nn;
dataset d {
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}
model Net() {
  fc = Linear(4, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] { return fc(x); }
}
net = Net();
train net on d {
  batch      = 5;
  loss       = cross_entropy(net(batch.x), batch.y);
  optimizer  = SGD(lr = LR);
  epochs     = 1;
  checkpoint = "net.safetensors";
}
"""

# Each command, as it is given a program FILE (and, for export, a checkpoint).
COMMANDS = {
    "check": ["check", "FILE"],
    "emit ast": ["emit", "ast", "FILE"],
    "emit ir": ["emit", "ir", "FILE"],
    "emit llvm": ["emit", "llvm", "FILE"],
    "emit cuda": ["emit", "cuda", "FILE"],
    "emit ptx": ["emit", "ptx", "FILE"],
    "run": ["run", "FILE", "--quiet"],
    "mem": ["mem", "FILE"],
    "devices": ["devices", "FILE"],
    "build": ["build", "FILE", "-o", "lib"],
    "export": ["export", "FILE", "net.safetensors", "-o", "torch.safetensors"],
}


def run(d, args, stdin=None):
    return subprocess.run([NETC, *args], cwd=d, env=ENV, capture_output=True, text=True, timeout=300, input=stdin)


def expect(name, p, code, text=""):
    check(f"{name}: exit {code}", p.returncode == code and text in p.stderr,
          f"exit {p.returncode}, expected {code} and {text!r}\nstdout: {p.stdout[-2000:]}\nstderr: {p.stderr[-2000:]}")


def write(d, name, text):
    with open(os.path.join(d, name), "w") as f:
        f.write(text)


with tempfile.TemporaryDirectory() as d:
    write(d, "net.net", PROGRAM.replace("LR", "0.1"))
    write(d, "diverges.net", PROGRAM.replace("LR", "1e38"))
    write(d, "malformed.net", PROGRAM.replace("fc = Linear(4, 3);", "fc = Linear(4, 3)"))
    write(d, "data.csv", "".join("%d,%d,%d,%d,%d\n" % (i, -i, i % 3, 1, i % 3) for i in range(10)))
    write(d, "damaged.safetensors", "this is not a checkpoint")
    write(d, "bad_row.csv", "1,2,3,4,0\n1,2,x,4,1\n")
    write(d, "bad_data.net", PROGRAM.replace("LR", "0.1").replace('"data.csv"', '"bad_row.csv"'))
    write(d, "no_data.net", PROGRAM.replace("LR", "0.1").replace('"data.csv"', '"none.csv"'))
    other = os.path.join(d, "other.safetensors")
    write_safetensors(other, [("net.fc.weight", "F32", [2, 2], struct.pack("<4f", 1, 2, 3, 4))])

    # 1. Every command: the program missing (2), malformed (1); an unknown option (2).
    for name, args in COMMANDS.items():
        with_file = lambda f: [f if a == "FILE" else a for a in args]
        expect(name + " of a missing program", run(d, with_file("missing.net")), 2, "missing.net")
        expect(name + " of a malformed program", run(d, with_file("malformed.net")), 1, "malformed.net:")
        expect(name + " with an unknown option", run(d, with_file("net.net") + ["--frobnicate"]), 2, "--frobnicate")
    expect("repl with an input in error", run(d, ["repl"], stdin="x = ;\n"), 1)
    expect("help of no command", run(d, ["help", "rnu"]), 2, "unknown command")

    # 2. The inputs of run and export besides the program: missing, damaged, not fitting (2).
    p = run(d, ["run", "net.net", "--quiet"])
    expect("run", p, 0)
    # Its checkpoint with a NaN weight.
    meta, header, data = read_safetensors(os.path.join(d, "net.safetensors"))
    lo = header["net.fc.weight"]["data_offsets"][0] + 4 * 4
    data = data[:lo] + struct.pack("<f", float("nan")) + data[lo + 4:]
    tensors = sorted(header.items(), key=lambda t: t[1]["data_offsets"][0])
    write_safetensors(os.path.join(d, "nan.safetensors"), [(n, t["dtype"], t["shape"], data[t["data_offsets"][0]:
                                                            t["data_offsets"][1]]) for n, t in tensors], meta)
    for flag in ("--resume", "--init-from"):
        expect(f"run {flag} of a missing file", run(d, ["run", "net.net", flag, "missing.st"]), 2, "missing.st")
        expect(f"run {flag} of a damaged file", run(d, ["run", "net.net", flag, "damaged.safetensors"]), 2,
               "damaged.safetensors: not a valid safetensors checkpoint")
        expect(f"run {flag} of another network's file", run(d, ["run", "net.net", flag, "other.safetensors"]), 2,
               "other.safetensors")
        expect(f"run {flag} of a NaN weight", run(d, ["run", "net.net", flag, "nan.safetensors"]), 2,
               "net.fc.weight: element 4 is NaN" if flag == "--resume" else "`net.fc.weight`: element 4 is NaN")
    expect("run with a missing data file", run(d, ["run", "no_data.net"]), 2, "none.csv: cannot open")
    expect("run with a bad data row", run(d, ["run", "bad_data.net"]), 2, "bad_row.csv:2: column 2")
    expect("export", run(d, ["export", "net.net", "net.safetensors", "-o", "torch.safetensors"]), 0)
    for ckpt, text in (("missing.st", "missing.st"), ("damaged.safetensors", "not a valid safetensors checkpoint"),
                       ("other.safetensors", "other.safetensors"), ("nan.safetensors", "element 4 is NaN")):
        expect("export of a checkpoint " + ckpt, run(d, ["export", "net.net", ckpt, "-o", "t.safetensors"]), 2, text)

    # 3. Work that fails: a loss that diverges (1).
    expect("run that diverges", run(d, ["run", "diverges.net", "--quiet", "--epochs", "3"]), 1, "at epoch")

    # 4. A crash: the REPL (netc-backend, after netc's exec) once it has
    # answered an input, sent SIGSEGV as a fault would; the command it
    # quotes as a shell takes it back.
    import signal
    p = subprocess.Popen([NETC, "repl", "--stdlib-dir", "no such dir"], cwd=d, env=ENV, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    p.stdin.write("1 + 1\n")
    p.stdin.flush()
    first = p.stdout.readline()
    p.send_signal(signal.SIGSEGV)
    out, err = p.communicate(timeout=60)
    # Built with AddressSanitizer (linked in or not), netc leaves a crash to its report.
    if "AddressSanitizer" in err:
        check("a crash under ASan: its report", "AddressSanitizer: SEGV" in err, err[-2000:])
    else:
        check("a crash ends by its signal", p.returncode == -signal.SIGSEGV,
              f"status {p.returncode}, first line {first!r}")
        check("a crash says it is a bug, and the command",
              "netc: internal error: the process stopped on signal 11 (SIGSEGV, a segmentation fault) while "
              "running `netc repl --stdlib-dir 'no such dir'`. This is a bug in netc: please report it" in err, err)

check.finish()
