#!/usr/bin/env python3
"""`netc devices` on the machine the tests run on: it lists the CPU (the model
of /proc/cpuinfo) and either the visible GPUs or why none is visible, as a
table and as JSON, and exits 0. The binary must not need the NVIDIA driver
(libcuda.so.1) to start.

usage: devices_test.py NETC CUDA_BUILT(ON|OFF)
"""
import ctypes
import json
import os
import re
import subprocess
import sys

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
CUDA_BUILT = sys.argv[2].upper() in ("ON", "1", "TRUE", "YES")
check = Checks()


def run(args, env=None):
    return subprocess.run([NETC, *args], capture_output=True, text=True, timeout=120, env=env)


def driver_loadable():
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


model = ""
with open("/proc/cpuinfo") as f:
    for line in f:
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break

# 1. The table.
p = run(["devices"])
check("exit 0", p.returncode == 0, p.stdout + p.stderr)
lines = p.stdout.splitlines()
check("header", lines and lines[0].split() == ["device", "name", "memory", "total", "memory", "free", "compute", "capability"],
      p.stdout)
cpu = [l for l in lines if l.startswith("cpu ")]
check("one cpu line", len(cpu) == 1, p.stdout)
if cpu and model:
    check("cpu model from /proc/cpuinfo", model in cpu[0] and "cores)" in cpu[0] and "GiB" in cpu[0], cpu[0])
gpus = [l for l in lines if l.startswith("cuda:") and "cannot be used" not in l]
if not CUDA_BUILT:
    check("built without CUDA", "no CUDA device visible: this netc was built without CUDA" in p.stdout, p.stdout)
elif not driver_loadable():
    check("no driver: the reason", "no CUDA device visible: no NVIDIA driver: libcuda.so.1 not found" in p.stdout, p.stdout)
    check("no driver: no GPU rows", not gpus, p.stdout)
    check("no driver: versions", "CUDA runtime 13." in p.stdout and "driver none" in p.stdout, p.stdout)
else:
    check("a GPU row or a reason", gpus or "no CUDA device visible: " in p.stdout, p.stdout)

# 2. JSON says the same.
p = run(["devices", "--json"])
check("json exit 0", p.returncode == 0, p.stderr)
try:
    j = json.loads(p.stdout)
    check("json cpu", j["cpu"]["cores"] >= 1 and j["cpu"]["memory_total"] > 0 and (not model or j["cpu"]["model"] == model),
          p.stdout)
    check("json cuda", j["cuda"]["built"] == CUDA_BUILT and len(j["cuda"]["devices"]) == len(gpus), p.stdout)
    if not j["cuda"]["devices"]:
        check("json reason", j["cuda"]["unavailable"], p.stdout)
except (ValueError, KeyError) as e:
    check("json parses", False, f"{e}\n{p.stdout}")

# 3. CUDA_VISIBLE_DEVICES is the runtime's: hiding every GPU is reported as such.
if CUDA_BUILT and driver_loadable():
    p = run(["devices"], env=dict(os.environ, CUDA_VISIBLE_DEVICES=""))
    check("CUDA_VISIBLE_DEVICES hides every GPU",
          'no CUDA device visible: CUDA_VISIBLE_DEVICES="" hides every GPU' in p.stdout, p.stdout)

# 3b. CUDA's libraries are loaded only when asked about: where they are not
# found (NETC_CUDA_LIBRARY_DIR names a directory without them), the reason
# names the library and what to install; a program on the CPU still runs and
# one that needs a GPU is refused with the same reason.
if CUDA_BUILT:
    import tempfile
    with tempfile.TemporaryDirectory() as empty:
        env = dict(os.environ, NETC_CUDA_LIBRARY_DIR=empty)
        env.pop("LD_PRELOAD", None)
        p = run(["devices"], env=env)
        check("no CUDA runtime: the reason",
              p.returncode == 0 and "no CUDA device visible: the CUDA runtime (libcudart.so.13) cannot be loaded: " in p.stdout
              and "Install CUDA 13" in p.stdout and "CUDA runtime not loaded, driver none" in p.stdout, p.stdout)
        with open(os.path.join(empty, "d.csv"), "w") as f:
            f.writelines(f"{i % 3},{i % 5},{i % 7},1,{i % 2}\n" for i in range(40))
        program = ("import std.nn;\ndevice gpu = DEVICE;\n"
                   "dataset d { x: f32[4] = csv(\"d.csv\", columns = [0, 1, 2, 3]); y: i64[] = csv(\"d.csv\", columns = [4]); }\n"
                   "model M() { fc = Linear(4, 2); fn forward(x: f32[N, 4]) -> f32[N, 2] { return fc(x); } }\n"
                   "net = M() @ gpu;\n"
                   "train net on d { batch = 16; loss = cross_entropy(net(to(gpu, batch.x)), to(gpu, batch.y));\n"
                   "  optimizer = SGD(lr = 0.1); epochs = 1; }\n")
        prog = os.path.join(empty, "p.net")
        with open(prog, "w") as f:
            f.write(program.replace("DEVICE", "cuda:0 | cpu"))
        p = run(["run", prog], env=env)
        check("no CUDA runtime: a fallback trains on the CPU",
              p.returncode == 0 and "libcudart.so.13) cannot be loaded" in p.stdout + p.stderr, p.stdout + p.stderr)
        with open(prog, "w") as f:
            f.write(program.replace("DEVICE", "cuda:0"))
        p = run(["run", prog], env=env)
        check("no CUDA runtime: a GPU-only device is refused with the reason",
              p.returncode != 0 and "libcudart.so.13) cannot be loaded" in p.stderr, p.stdout + p.stderr)

# 4. Usage errors.
p = run(["devices", "model.net", "other.net"])
check("devices takes one file at most", p.returncode == 2 and "unexpected argument `other.net`" in p.stderr, p.stderr)
p = run(["check", "--json", "model.net"])
check("--json belongs to devices and mem", p.returncode == 2 and "--json is an option of `netc devices` and `netc mem`" in p.stderr, p.stderr)

# 5. The binary starts without CUDA: it links neither the driver
# (libcuda.so.1) nor any CUDA library; they are loaded when a GPU is used.
p = subprocess.run(["ldd", NETC], capture_output=True, text=True)
check("no CUDA library linked", p.returncode == 0 and not re.search(r"libcuda\.|libcudart|libcublas|libnvrtc", p.stdout),
      p.stdout)

check.finish()
