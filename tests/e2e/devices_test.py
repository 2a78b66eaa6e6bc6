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

# 4. Usage errors.
p = run(["devices", "model.net", "other.net"])
check("devices takes one file at most", p.returncode == 2 and "unexpected argument `other.net`" in p.stderr, p.stderr)
p = run(["check", "--json", "model.net"])
check("--json belongs to devices and mem", p.returncode == 2 and "--json is an option of `netc devices` and `netc mem`" in p.stderr, p.stderr)

# 5. The binary starts without the driver: it must not link libcuda.so.1.
p = subprocess.run(["ldd", NETC], capture_output=True, text=True)
check("no libcuda dependency", p.returncode == 0 and "libcuda.so" not in p.stdout, p.stdout)
if CUDA_BUILT:
    check("cudart linked", "libcudart.so" in p.stdout, p.stdout)

check.finish()
