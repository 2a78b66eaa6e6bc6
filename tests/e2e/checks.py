"""What the end-to-end scripts share: named checks that count passes and
failures (a failure prints its name and the detail), and the closing line
that ctest's log shows, "N passed, N failed", with the exit status; and a
reader and a writer of safetensors files for comparing and making checkpoints, the tolerance
within which data-parallel training equals one device, what the example scripts read of a run, and
what `--time-passes` counts."""
import json
import struct
import sys


def stage_runs(report, stage):
    """From `--time-passes`' table (`report`, netc's stderr): how many times
    `stage` ran (0: not listed), and how many times on each thing it ran on
    more than once ({"@train.net.d.step.grad": 2}: the table lists no other)."""
    total, twice, inside = 0, {}, False
    for line in report.splitlines():
        words = line.split()
        if line.startswith("  ") and not line.startswith("    "):
            inside = line[2:].startswith(stage + " ")
            if inside:
                total = int(line[2:][len(stage):].split()[0])
        elif inside and len(words) == 2:
            twice[words[0]] = int(words[1])
    return total, twice


def read_safetensors(path):
    """(metadata, header without it, data section) of a safetensors file."""
    with open(path, "rb") as f:
        b = f.read()
    n = struct.unpack("<Q", b[:8])[0]
    header = json.loads(b[8:8 + n])
    return header.pop("__metadata__", {}), header, b[8 + n:]


def write_safetensors(path, tensors, metadata=None):
    """A safetensors file of [(name, dtype, shape, bytes)], in that order."""
    header, at = {"__metadata__": metadata} if metadata else {}, 0
    for name, dtype, shape, blob in tensors:
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [at, at + len(blob)]}
        at += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(t[3] for t in tensors))


def test_accuracy(out):
    """The test accuracy `netc run` prints last, or None."""
    import re
    m = re.search(r"^test accuracy: ([0-9.]+)$", out, re.M)
    return float(m.group(1)) if m else None


def emulated_gpu_visible(check, netc, env):
    """Checks that `netc devices` sees the CUDA emulator's GPU."""
    import subprocess
    devices = json.loads(subprocess.run([netc, "devices", "--json"], capture_output=True, text=True, env=env).stdout)
    check("the emulator's GPU is visible", bool(devices["cuda"]["devices"]))


def on_devices(src, dev, replicas):
    """An example's text (its device `dev = cuda:0 | cpu` and its batch line
    `batch     = 64, shuffle;`) with `device dev = DEV;`, and `replicas =
    dev` after the batch line when `replicas`."""
    text = src.replace("device dev = cuda:0 | cpu;", "device dev = %s;" % dev)
    if replicas:
        text = text.replace("  batch     = 64, shuffle;", "  batch     = 64, shuffle;\n  replicas  = dev;")
    assert ("device dev = %s;" % dev) in text and (not replicas or "replicas  = dev;" in text), "the example has changed"
    return text


def trains_with_replicas(check, netc, env, d, example, what, emulated, args=()):
    """Runs `example` (a file in d whose device is `dev = cuda:0 | cpu` and
    whose batch line is `batch     = 64, shuffle;`) with `replicas = dev` on
    two CPUs (two emulated GPUs): checks that it trains on two replicas and
    returns its test accuracy (None if not printed)."""
    import os
    import subprocess
    with open(os.path.join(d, example)) as f:
        src = f.read()
    with open(os.path.join(d, "replicas.net"), "w") as f:
        f.write(on_devices(src, "[cpu, cpu]", True))
    args = ["run", "replicas.net", *args]
    if emulated:
        args += ["--device", "dev=cuda:0,cuda:1"]
        env = dict(env, NETC_CUDA_EMU_DEVICES="2")
    r = subprocess.run([netc, *args], cwd=d, capture_output=True, text=True, env=env, timeout=1200)
    check(f"{what} trains with replicas", r.returncode == 0, f"exit status {r.returncode}\n" + r.stderr[-2000:])
    where = "dev -> cuda:0, cuda:1 (2 replicas" if emulated else "dev -> cpu, cpu (2 replicas"
    check(f"on two replicas ({where})", where in r.stdout + r.stderr, (r.stdout + r.stderr)[:500])
    return test_accuracy(r.stdout), r.stdout


def replicas_step_by_step(check, netc, env, d, example, what, emulated, limit=1600, steps=25):
    """Runs `example` (a file in d, as trains_with_replicas takes) for one
    epoch of its first `limit` examples on one device and with `replicas =
    dev` on two (two CPUs; two emulated GPUs against one with `emulated`),
    logging every step, and checks each of the `steps` steps' losses against
    one device's (issue 42): the first five within 1e-6 relative (the
    replicas sum in another order: a step's loss differs in its last bit or
    two), and all within 2e-4. Adam amplifies those last bits from step
    five or so on: on two emulated GPUs transformer.net's losses drifted to
    4.5e-5 by step 25 on an AMD Zen 3 (OpenBLAS's AVX2 kernels), under 1e-5
    on an Intel core with AVX-512; a gradient that is wrong, not rounded
    otherwise, moves the second step's loss by far more."""
    import json
    import os
    import subprocess
    with open(os.path.join(d, example)) as f:
        src = f.read()
    one_dev, two_dev = ("cuda:0", "[cuda:0, cuda:1]") if emulated else ("cpu", "[cpu, cpu]")
    variants = {"one": on_devices(src, one_dev, False), "two": on_devices(src, two_dev, True)}
    if emulated:
        env = dict(env, NETC_CUDA_EMU_DEVICES="2")
    losses = {}
    for name, text in variants.items():
        with open(os.path.join(d, name + ".net"), "w") as f:
            f.write(text)
        r = subprocess.run([netc, "run", name + ".net", "--epochs", "1", "--limit", str(limit), "--quiet",
                            "--log-steps", name + ".jsonl", "--log-every", "1"],
                           cwd=d, capture_output=True, text=True, env=env, timeout=900)
        check(f"{what}, {name} device(s): trains", r.returncode == 0, r.stderr[-2000:])
        with open(os.path.join(d, name + ".jsonl")) as f:
            losses[name] = [json.loads(line)["loss"] for line in f if '"epoch_step"' in line]
    one, two = losses["one"], losses["two"]
    rel = [abs(a - b) / abs(a) for a, b in zip(one, two)]
    first, worst = max(rel[:5], default=None), max(rel, default=None)
    check(f"{what}, two replicas: each of {steps} steps' losses is one device's, the first 5 within 1e-6 "
          f"(worst {first}), all within 2e-4 (worst {worst})",
          len(one) == len(two) == steps and worst is not None and first <= 1e-6 and worst <= 2e-4, f"{one}\n{two}")


def write_classes_csv(path, seed, rows=50):
    """A small three-class data set: 4 features (Gaussian) and a label that
    a small network learns, one row per line."""
    import random
    rng = random.Random(seed)
    with open(path, "w") as f:
        for _ in range(rows):
            v = [rng.gauss(0, 1) for _ in range(4)]
            c = 0 if v[0] > 0.4 else (1 if v[1] > 0 else 2)
            f.write(",".join("%.5f" % a for a in v) + ",%d\n" % c)


def program_variant(src, dst, edits, ckpt_from, ckpt_to):
    """A copy of the program `src` at `dst` with each (old, new) of `edits`
    made (each must apply) and its checkpoint `ckpt_from` renamed
    `ckpt_to`; dst."""
    with open(src) as f:
        text = f.read()
    for old, new in edits + [(ckpt_from, ckpt_to)]:
        assert old in text, "the program has changed: %s has no %r" % (src, old)
        text = text.replace(old, new)
    with open(dst, "w") as f:
        f.write(text)
    return dst


def with_dropout(src, dst, ckpt_from, ckpt_to):
    """A copy of the replica tests' program `src` at `dst` with Dropout(0.3)
    after the hidden layer and its checkpoint `ckpt_from` renamed `ckpt_to`."""
    return program_variant(src, dst, [("fc2 = Linear(16, 3);", "fc2 = Linear(16, 3);\n  drop = Dropout(0.3);"),
                                      ("fc2(relu(fc1(x)))", "fc2(drop(relu(fc1(x))))")], ckpt_from, ckpt_to)


def float_tensors(path):
    """(metadata, {name: tuple of floats}) of a checkpoint of f32 tensors."""
    meta, header, data = read_safetensors(path)
    out = {}
    for name, t in header.items():
        lo, hi = t["data_offsets"]
        out[name] = struct.unpack("<%df" % ((hi - lo) // 4), data[lo:hi])
    return meta, out


def close(a, b, scale):
    """Within the tolerance data parallelism documents (docs/language.md)."""
    return abs(a - b) <= 1e-5 * max(abs(a), abs(b)) + 1e-6 * scale


def same_training(check, name, ref, other):
    """Every tensor of two checkpoints within close()'s tolerance, scaled by
    the tensor's largest value."""
    _, ta = float_tensors(ref)
    _, tb = float_tensors(other)
    check(name + ": the same tensors", sorted(ta) == sorted(tb), "%s vs %s" % (sorted(ta), sorted(tb)))
    worst = ""
    for k in ta:
        scale = max(abs(v) for v in ta[k]) if ta[k] else 0
        for i, (a, b) in enumerate(zip(ta[k], tb.get(k, ()))):
            if not close(a, b, scale):
                worst = "%s[%d]: %r vs %r" % (k, i, a, b)
                break
        if worst:
            break
    check(name + ": parameters and optimizer state equal within tolerance", not worst, worst)


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def __call__(self, name, cond, detail=""):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {name}\n{detail}")
        return bool(cond)

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)


def mpi_env(root):
    """The environment of the MPI tests' runs. Open MPI in a container: as
    root, more ranks than cores, no CMA; one thread per rank (the ranks share
    2 cores; OpenBLAS's threads change the bits of its products, and the
    byte-for-byte checks need them alike); LeakSanitizer off for MPI's own
    allocations in the sanitizer build."""
    import os
    return dict(os.environ, NETC_STDLIB_PATH=os.path.join(root, "stdlib"), OMPI_ALLOW_RUN_AS_ROOT="1",
                OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl_vader_single_copy_mechanism="none",
                OMPI_MCA_rmaps_base_oversubscribe="1", NETC_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1",
                ASAN_OPTIONS=(os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0").lstrip(":"))


MLP_PROGRAM = """
import std.nn;
{decl}
dataset d {{
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}}
model Net() {{
  fc1 = Linear(4, 16);
  fc2 = Linear(16, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] {{ return fc2(relu(fc1(x))); }}
}}
net = Net() @ {dev};
train net on d {{
{replicas}
  batch      = 10, shuffle;
  logits     = net(to({dev}, batch.x));
  labels     = to({dev}, batch.y);
  loss       = cross_entropy(logits, labels);
  accuracy   = accuracy(logits, labels);
  optimizer  = {optimizer};
  epochs     = {epochs};
  seed       = 3;
{evaluate}  checkpoint = "{ckpt}";
}}
"""


def mlp_program_text(ckpt, decl, dev, replicas, optimizer="Adam(lr = 0.01)", epochs=4, evaluate=False):
    """The data-parallel tests' program: a 2-layer MLP on data.csv (3
    classes) on the device `dev` that `decl` declares, with `replicas = dev`
    when `replicas`, writing the checkpoint `ckpt`; `evaluate = d` when
    `evaluate`."""
    return MLP_PROGRAM.format(decl=decl, dev=dev, replicas="  replicas = %s;" % dev if replicas else "  // no replicas",
                              optimizer=optimizer, epochs=epochs, evaluate="  evaluate   = d;\n" if evaluate else "",
                              ckpt=ckpt)


def mlp_program(d, name, ckpt, decl, dev, replicas, **settings):
    """mlp_program_text(...) written at d/name; its path."""
    import os
    path = os.path.join(d, name)
    with open(path, "w") as f:
        f.write(mlp_program_text(ckpt, decl, dev, replicas, **settings))
    return path


def mpi_program(d, name, ckpt, replicas=True, epochs=4):
    """The MPI tests' program: mlp_program over `device all = cuda:* | cpu`,
    evaluated every epoch."""
    return mlp_program(d, name, ckpt, "device all = cuda:* | cpu;", "all", replicas, epochs=epochs, evaluate=True)


def outputs(process, timeout):
    """The standard output and error of a subprocess.Popen once it ends,
    killed if it has not within `timeout` seconds."""
    import subprocess
    try:
        return process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        return process.communicate()


def listening(pid):
    """The IPv4 addresses and ports at which process `pid` listens:
    [("127.0.0.1", 41234), ...]."""
    import os
    inodes = set()
    for fd in os.listdir("/proc/%d/fd" % pid):
        try:
            link = os.readlink("/proc/%d/fd/%s" % (pid, fd))
        except OSError:
            continue
        if link.startswith("socket:["):
            inodes.add(link[len("socket:["):-1])
    out = []
    with open("/proc/%d/net/tcp" % pid) as f:
        for line in f.readlines()[1:]:
            cols = line.split()
            address, port = cols[1].split(":")
            if cols[3] == "0A" and cols[9] in inodes:  # listening
                out.append((".".join(str(int(address[i:i + 2], 16)) for i in (6, 4, 2, 0)), int(port, 16)))
    return out


def netc_setup():
    """What a script run as `SCRIPT NETC ...` works with: the netc binary
    (absolute), the source tree's root, and an environment that finds its
    standard library."""
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, NETC_STDLIB_PATH=os.path.join(root, "stdlib"))
    return os.path.abspath(sys.argv[1]), root, env
