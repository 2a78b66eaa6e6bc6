#!/usr/bin/env python3
"""The netc command line: exit codes, help, version, usage errors, JSON."""
import json
import os
import subprocess
import sys
import tempfile

NETC = sys.argv[1]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
failures = 0
passed = 0


def run(*args):
    return subprocess.run([NETC, *args], capture_output=True, text=True, env=ENV, timeout=60)


def expect(name, cond, p):
    global failures, passed
    if cond:
        passed += 1
    else:
        failures += 1
        print(f"FAIL {name}: " + (p if isinstance(p, str) else f"exit {p.returncode}\nstdout: {p.stdout}\nstderr: {p.stderr}"))


p = run("--help")
expect("help", p.returncode == 0 and "usage: netc" in p.stdout and "check FILE" in p.stdout, p)
# Each command has its own help, as `netc CMD --help` and `netc help CMD`.
for args in (("run", "--help"), ("help", "run")):
    p = run(*args)
    expect("%s: run's own options" % " ".join(args), p.returncode == 0 and "Usage: netc run" in p.stdout and
           "--epochs N" in p.stdout and "--rank-timeout" in p.stdout and "--budget" not in p.stdout, p)
p = run("help", "run")
expect("a required file is FILE in the usage line, -q is --quiet", p.returncode == 0 and
       "Usage: netc run [OPTIONS] FILE\n" in p.stdout and "-q,--quiet" in p.stdout and "[file]" not in p.stdout, p)
p = run("help", "export")
expect("export's two required arguments", "Usage: netc export [OPTIONS] FILE CHECKPOINT\n" in p.stdout, p)
p = run("run", "-q", "no_such_file.net")
expect("-q is taken", p.returncode == 2 and "unknown option" not in p.stderr and "no_such_file.net" in p.stderr, p)
p = run("run", "--epoch", "3", "x.net")
expect("a near miss of an option", p.returncode == 2 and
       "netc: unknown option `--epoch`; did you mean `--epochs`?\n" in p.stderr, p)
p = run("run", "--frobnicate", "x.net")
expect("no near option: no guess", p.returncode == 2 and "unknown option `--frobnicate`\n" in p.stderr, p)
p = run("help", "mem")
expect("help mem", p.returncode == 0 and "--budget BYTES" in p.stdout and "--epochs" not in p.stdout, p)
p = run("help")
expect("help alone: the overview", p.returncode == 0 and "usage: netc" in p.stdout and "netc help COMMAND" in p.stdout, p)
p = run("help", "rnu")
expect("help of no command", p.returncode == 2 and "unknown command `rnu`; did you mean `run`?" in p.stderr, p)
p = run("check", "--epochs", "3", "x.net")
expect("an option of another command", p.returncode == 2 and "--epochs is an option of `netc run`" in p.stderr
       and "run `netc help check` for usage" in p.stderr, p)
p = run("run", "x.net", "--device", "a=b", "--device", "c")
expect("--device repeats, each checked", p.returncode == 2 and "--device needs NAME=DEVICE, not `c`" in p.stderr, p)
p = run("run", "x.net", "--epochs", "9007199254740993")
expect("--epochs past what a checkpoint counts", p.returncode == 2 and "--epochs is at most 9007199254740992" in p.stderr, p)
p = run("--version")
expect("version", p.returncode == 0 and p.stdout.startswith("netc "), p)
p = run()
expect("no arguments", p.returncode == 2 and "usage" in p.stderr, p)
p = subprocess.run([NETC, "repl"], input="x = ones(f32[2]);\nsum(x)\n", capture_output=True, text=True, env=ENV, timeout=60)
expect("repl without a terminal", p.returncode == 0 and p.stdout.endswith("_2: f32[] @ cpu\ntensor(2.0000)\n") and "netc>" not in p.stdout, p)
p = run("repl", "x.net")
expect("repl takes no file", p.returncode == 2 and ":load" in p.stderr, p)
p = run("chek", "x.net")
expect("wrong subcommand", p.returncode == 2 and "unknown command `chek`; did you mean `check`?" in p.stderr, p)
p = run("examples/fashion_mlp.net")
expect("a program given as the command (as `python prog.py`)", p.returncode == 2 and
       "`examples/fashion_mlp.net` is a program, not a command: `netc run examples/fashion_mlp.net` trains it" in p.stderr,
       p)
p = run("emit", "llvmx", "x.net")
expect("wrong emit", p.returncode == 2 and "`emit llvmx`" in p.stderr, p)
p = run("check", "--frobnicate", "x.net")
expect("unknown option", p.returncode == 2 and "unknown option" in p.stderr, p)
p = run("check", "/nonexistent/file.net")
expect("missing file", p.returncode == 2 and "cannot read `/nonexistent/file.net`: no such file" in p.stderr, p)
example = os.path.join(ROOT, "examples", "fashion_mlp.net")
p = run("check", example)
expect("example checks", p.returncode == 0 and p.stderr == "", p)
p = run("emit", "ir", example)
expect("emit ir", p.returncode == 0 and "func @net.forward" in p.stdout, p)
p = run("emit", "ast", example)
expect("emit ast", p.returncode == 0 and "Model MLP" in p.stdout, p)
# Numbers that do not fit in 64 bits are refused, not read as the largest one.
p = run("run", example, "--epochs", "99999999999999999999")
expect("epochs overflow", p.returncode == 2 and "--epochs needs a positive integer, not `99999999999999999999`" in p.stderr, p)
p = run("run", example, "--batch", "5")
expect("--batch belongs to build", p.returncode == 2 and "--batch is an option of `netc build`" in p.stderr, p)
p = run("emit", "llvm", example, "--dim", "B=99999999999999999999")
expect("dim overflow", p.returncode == 2 and "--dim needs NAME=VALUE with VALUE from 1 to 2^40" in p.stderr, p)
# Each train block's functions are shown with its own batch size for B.
with tempfile.TemporaryDirectory() as d:
    two = os.path.join(d, "two.net")
    block = """
train net on points {{
  batch = {batch};
  loss = mse(net(batch.x), batch.y);
  optimizer = SGD(lr = 0.1);
  epochs = 1;
}}
"""
    with open(two, "w") as f:
        f.write('import std.nn;\ndataset points { x: f32[2] = csv("p.csv"); y: f32[1] = csv("p.csv"); }\n'
                "net = Linear(2, 1);\n" + block.format(batch=16) + block.format(batch=32))
    p = run("emit", "llvm", two)
    heads = [l for l in p.stdout.splitlines() if l.startswith("; @train")]
    expect("emit llvm binds B per train block", p.returncode == 0 and heads == [
        "; @train.net.points.step with B = 16", "; @train.net.points.update", "; @train2.net.points.step with B = 32",
        "; @train2.net.points.update", "; @train.net.points.step.grad with B = 16",
        "; @train2.net.points.step.grad with B = 32"], "\n".join(heads))
    # For a named CPU the text is the same on every machine (the codegen dumps rely on it).
    p = run("emit", "llvm", two, "--target-cpu=x86-64-v3")
    expect("emit llvm for a named CPU", p.returncode == 0 and '"target-cpu"="x86-64-v3"' in p.stdout
           and "avx512" not in p.stdout, p)
p = run("emit", "llvm", example, "--target-cpu", "pentium9")
expect("emit llvm for an unknown CPU", p.returncode == 2 and "unknown target CPU `pentium9`" in p.stderr, p)
p = run("check", example, "--target-cpu=x86-64-v3")
expect("--target-cpu outside build and emit llvm", p.returncode == 2
       and "--target-cpu is an option of `netc build` and `netc emit llvm`" in p.stderr, p)
p = run("emit", "llvm", example, "--dim", "N=4611686018427387904")
expect("dim beyond 2^40 is a usage error", p.returncode == 2 and
       "--dim needs NAME=VALUE with VALUE from 1 to 2^40, not `N=4611686018427387904`" in p.stderr, p)
p = run("emit", "llvm", example, "--dim", "N=2000000000")
expect("tensor beyond 2^40 elements", p.returncode == 1 and "with N = 2000000000, `x` (f32[N, 784] @ gpu) would have more "
       "than 2^40 elements" in p.stderr, p)

with tempfile.TemporaryDirectory() as d:
    bad = os.path.join(d, "bad.net")
    with open(bad, "w") as f:
        f.write("device gpu = cuda:0;\nx = zeros(f32[2] @ gpu) + zeros(f32[2]);\ny = matmul(zeros(f32[2, 3]), zeros(f32[2, 3]));\n")
    p = run("check", "--diagnostics=json", bad)
    ok = p.returncode == 1
    try:
        j = json.loads(p.stdout)
        kinds = [x["kind"] for x in j["diagnostics"]]
        first = j["diagnostics"][0]
        ok = ok and kinds == ["CrossDeviceOperation", "MatmulShapeMismatch"] and j["errors"] == 2
        ok = ok and first["severity"] == "error" and first["ranges"][0]["begin"]["line"] == 2
        ok = ok and first["ranges"][0]["begin"]["column"] == 5 and len(first["notes"]) == 2
        ok = ok and first["fixits"][0]["replacement"] == "to(gpu, zeros(f32[2]))"
        ok = ok and first["help"].startswith("move it explicitly")
    except (ValueError, KeyError, IndexError):
        ok = False
    expect("json diagnostics", ok, p)
    p = run("check", d)
    expect("directory", p.returncode == 2 and "is a directory" in p.stderr, p)

# emit ptx: PTX text for a compute_XX NVRTC knows; anything else is a usage
# error before anything is printed (a cubin is binary).
p = run("emit", "ptx", example, "--arch=compute_90")
if "without the CUDA backend" not in p.stderr:
    expect("emit ptx", p.returncode == 0 and "// @net.forward" in p.stdout and ".target sm_90" in p.stdout, p)
    p = run("emit", "ptx", example, "--arch=sm_90")
    expect("emit ptx of a cubin", p.returncode == 2 and not p.stdout and p.stderr ==
           "netc: --arch=sm_90: `netc emit ptx` prints PTX, which is for compute_XX; sm_90 is a binary cubin "
           "(`netc build --cuda-arch sm_90` embeds those)\n", p)
    p = run("emit", "ptx", example, "--arch=compute_999")
    expect("emit ptx for an architecture NVRTC does not know", p.returncode == 2 and not p.stdout and
           "does not compile for compute_999; it compiles for compute_75, " in p.stderr and "generated source" not in p.stderr, p)
    p = run("emit", "ptx", example, "--arch=gfx90a")
    expect("emit ptx for no NVIDIA architecture", p.returncode == 2 and not p.stdout and p.stderr ==
           "netc: --arch=gfx90a: unknown GPU architecture `gfx90a`; use compute_XX or sm_XX\n", p)

# A reduction of f16 type-checks but is not computed yet (f16 and bf16
# elementwise ops and products are): every command that compiles says so
# before anything runs, at the first place that makes one.
with tempfile.TemporaryDirectory() as d:
    half = os.path.join(d, "half.net")
    with open(half, "w") as f:
        f.write(open(example).read().replace("return fc2(relu(fc1(x)));",
                                             "return fc2(relu(fc1(x))) + cast(max(cast(x, f16)), f32);"))
    line = next(i for i, l in enumerate(open(half), 1) if "f16" in l)
    col = open(half).read().splitlines()[line - 1].index("max(cast") + 1
    where = f"{half}:{line}:{col}: `f16` values cannot be computed yet (netc's CPU and GPU backends compute f32, i32, " \
            "i64 and bool; bf16 and f16 in elementwise ops and matrix products): this `max` makes one; use f32\n"
    p = run("check", half)
    expect("half precision checks", p.returncode == 0 and not p.stderr, p)
    p = run("run", half)
    expect("run refuses half precision where it is made", p.returncode == 1 and not p.stdout and
           p.stderr == "netc run: " + where, p)
    p = run("build", half, "-o", os.path.join(d, "lib"))
    expect("build refuses half precision", p.returncode == 1 and p.stderr == "netc build: " + where, p)
    p = run("emit", "llvm", half)
    expect("emit llvm refuses half precision", p.returncode == 1 and where in p.stderr, p)
    # bf16 additions that the backends compute, but whose gradient sums the
    # broadcast bias in bf16 (a `sum_to` the autodiff pass makes): `run`
    # and `build` check the functions they compile once, with the module,
    # and say so before any step, at the addition.
    grad = os.path.join(d, "grad.net")
    with open(grad, "w") as f:
        f.write(open(example).read().replace("return fc2(relu(fc1(x)));",
                                             "return cast(cast(fc2(relu(fc1(x))), bf16) + cast(fc2.bias, bf16), f32);"))
    line = next(i for i, l in enumerate(open(grad), 1) if "bf16" in l)
    col = open(grad).read().splitlines()[line - 1].index("cast(fc2(") + 1  # the addition
    where = f"{grad}:{line}:{col}: `bf16` values cannot be computed yet (netc's CPU and GPU backends compute f32, " \
            "i32, i64 and bool; bf16 and f16 in elementwise ops and matrix products): this `sum_to` makes one; use f32\n"
    p = run("run", grad)
    expect("run refuses what the gradient cannot compute, before any step", p.returncode == 1 and not p.stdout and
           p.stderr == "netc run: " + where, p)
    p = run("build", grad, "-o", os.path.join(d, "lib"))
    expect("build refuses what the gradient cannot compute", p.returncode == 1 and p.stderr == "netc build: " + where, p)

# netc is a front that loads no code generator: `check` starts without
# LLVM, OpenBLAS, CUDA or MPI; it execs netc-backend (beside it, or in
# ../libexec) for the commands that generate code, and says so when that
# is missing.
p = subprocess.run(["ldd", NETC], capture_output=True, text=True)
heavy = [l.split()[0] for l in p.stdout.splitlines()
         if any(k in l for k in ("LLVM", "blas", "cuda", "cublas", "nvrtc", "mpi", "omp"))]
expect("the front loads no code generator", p.returncode == 0 and "libantlr4" in p.stdout and not heavy,
       "ldd: %s\nheavy: %s" % (p.stdout, heavy))
with tempfile.TemporaryDirectory() as d:
    alone = os.path.join(d, "netc")
    with open(NETC, "rb") as src, open(alone, "wb") as dst:
        dst.write(src.read())
    os.chmod(alone, 0o755)
    p = subprocess.run([alone, "check", example], capture_output=True, text=True, env=ENV, timeout=60)
    expect("check needs no back end", p.returncode == 0 and not p.stderr, p)
    p = subprocess.run([alone, "run", example], capture_output=True, text=True, env=ENV, timeout=60)
    expect("run without a back end says what is missing", p.returncode == 2 and not p.stdout and
           p.stderr.startswith("netc: cannot start netc-backend, which runs `run` (tried %s/netc-backend, " % d) and
           "No such file or directory" in p.stderr and "reinstall netc" in p.stderr, p)

print(f"{passed} passed, {failures} failed")
sys.exit(1 if failures else 0)
