#!/usr/bin/env python3
"""netc mem's plan against PyTorch's measured GPU memory for the same step.

For examples/fashion_mlp.net (784-256-10, SGD momentum, batch 64) and a
Linear 32->16 at batch 100 (bench/mem_linear.net, plain SGD), prints
what `netc mem --json --device gpu=cuda:0` plans on the GPU (netc's own
allocations, without the CUDA context) next to PyTorch's
torch.cuda.max_memory_allocated() over one training step of the same model,
batch and optimizer (after a warm-up step, so that optimizer state exists),
and the ratio of netc's plan without its cuBLAS workspace to it. Without a CUDA PyTorch the PyTorch column says why. netc's own
executor allocations equal the plan to the byte (tests: MemoryPlan.* on the
CPU, emu/GpuStep.AllocatesWhatTheMemoryPlanSays on the emulated GPU).

Differences to expect, by design: netc keeps two sets of parameters and
optimizer state on the GPU (a step writes the next set while reading the
current one, for CUDA graphs), gives cuBLAS a 32 MiB workspace of its own
allocator, and keeps two batch slots; PyTorch's caching allocator rounds each
block to 512 B and its cuBLAS workspace is outside max_memory_allocated.

usage: [../shared/bench/peers] python3 bench/mem_vs_torch.py build/tools/netc
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = [
    ("fashion_mlp", "examples/fashion_mlp.net", dict(sizes=[784, 256, 10], batch=64, loss="ce", momentum=0.9)),
    ("linear", "bench/mem_linear.net", dict(sizes=[32, 16], batch=100, loss="mse", momentum=0.0)),
]


def netc_plan(netc, program):
    p = subprocess.run([netc, "mem", program, "--device", "gpu=cuda:0", "--json"], cwd=ROOT, capture_output=True, text=True,
                       env=dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib")))
    if p.returncode != 0:
        return None, p.stderr.strip()
    device = json.loads(p.stdout)["trains"][0]["devices"][0]
    return device["netc_allocates"], {l["category"]: l["bytes"] for l in device["lines"] if not l["estimate"]}


def torch_peak(cfg):
    try:
        import torch
        import torch.nn as nn
    except ImportError as e:
        return None, f"no PyTorch ({e})"
    if not torch.cuda.is_available():
        return None, "PyTorch sees no CUDA device"
    dev = torch.device("cuda:0")
    layers = []
    sizes = cfg["sizes"]
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i + 2 < len(sizes):
            layers.append(nn.ReLU())
    model = nn.Sequential(*layers).to(dev)
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=cfg["momentum"])
    x = torch.randn(cfg["batch"], sizes[0], device=dev)
    if cfg["loss"] == "ce":
        y = torch.randint(0, sizes[-1], (cfg["batch"],), device=dev)
        loss_fn = nn.CrossEntropyLoss()
    else:
        y = torch.randn(cfg["batch"], sizes[-1], device=dev)
        loss_fn = nn.MSELoss()

    def step():
        opt.zero_grad(set_to_none=False)
        loss_fn(model(x), y).backward()
        opt.step()

    step()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    step()
    torch.cuda.synchronize()
    return torch.cuda.max_memory_allocated(), None


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1])
        return 2
    netc = os.path.abspath(sys.argv[1])
    print(f"{'case':<14}{'netc plan (GPU, B)':>20}{'without cuBLAS ws':>20}{'PyTorch peak (B)':>20}{'ratio':>8}")
    for name, program, cfg in CASES:
        planned, lines = netc_plan(netc, program)
        if planned is None:
            print(f"{name:<14} netc mem failed: {lines}")
            continue
        peak, why = torch_peak(cfg)
        # PyTorch's cuBLAS workspace is outside max_memory_allocated; netc's is in its plan.
        own = planned - lines.get("CUDA", 0)
        ratio = f"{own / peak:.2f}" if peak else "-"
        print(f"{name:<14}{planned:>20,}{own:>20,}{(f'{peak:,}' if peak else '-'):>20}{ratio:>8}" + (f"  ({why})" if why else ""))
        print("    netc: " + ", ".join(f"{k} {v:,}" for k, v in lines.items() if v))
    return 0


if __name__ == "__main__":
    sys.exit(main())
