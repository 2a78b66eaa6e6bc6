"""PyTorch's mixed precision on the CPU, the peer of netc's `precision = bf16`:
the MLP training steps of ../shared/bench/peer_mlp.py (same configs, SGD with
momentum 0.9), eager, with the forward and the loss under
`torch.autocast("cpu", dtype=torch.bfloat16)` (products in bf16, f32 master
weights), or without it (`--dtype f32`) for the ratio in the same run.
Run with the venv that ../shared/bench/peers makes:
    ../shared/bench/peers python bench/peer_autocast.py --config large --dtype bf16
Timing as peer_mlp.py: blocks of >= 0.3 s, the median of 7 block medians.
Last line: `config=... impl=torch-autocast-bf16 step_ms=...`.
"""
import argparse
import os
import statistics
import time

os.environ.setdefault("OMP_NUM_THREADS", "2")

CONFIGS = {
    "tiny": dict(sizes=[784, 128, 10], batch=64, loss="ce"),
    "medium": dict(sizes=[784, 512, 512, 10], batch=256, loss="ce"),
    "large": dict(sizes=[4096, 4096, 4096, 4096], batch=512, loss="mse"),
    "deep": dict(sizes=[64] * 17, batch=32, loss="mse"),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="large", choices=sorted(CONFIGS))
    ap.add_argument("--dtype", default="bf16", choices=["bf16", "f32"])
    args = ap.parse_args()
    import torch
    import torch.nn as nn
    torch.set_num_threads(2)
    torch.manual_seed(0)
    cfg = CONFIGS[args.config]
    s, B = cfg["sizes"], cfg["batch"]
    layers = []
    for i in range(len(s) - 1):
        layers.append(nn.Linear(s[i], s[i + 1]))
        if i < len(s) - 2:
            layers.append(nn.ReLU())
    model = nn.Sequential(*layers)
    g = torch.Generator().manual_seed(1234)
    xs = [torch.randn(B, s[0], generator=g) for _ in range(4)]
    if cfg["loss"] == "ce":
        ys = [torch.randint(0, s[-1], (B,), generator=g) for _ in range(4)]
        loss_fn = nn.CrossEntropyLoss()
    else:
        ys = [torch.randn(B, s[-1], generator=g) for _ in range(4)]
        loss_fn = nn.MSELoss()
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    bf16 = args.dtype == "bf16"

    def step(x, y):
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            loss = loss_fn(model(x).float(), y)
        loss.backward()
        opt.step()
        return loss

    it = [0]

    def run():
        i = it[0] = (it[0] + 1) % 4
        return step(xs[i], ys[i])

    for _ in range(5):
        run()
    t0 = time.perf_counter()
    run()
    n = max(1, int(0.3 / max(time.perf_counter() - t0, 1e-7)))
    meds = []
    for _ in range(7):
        ts = []
        for _ in range(n):
            t = time.perf_counter()
            run()
            ts.append(time.perf_counter() - t)
        meds.append(statistics.median(ts))
    impl = "torch-autocast-bf16" if bf16 else "torch-eager-f32"
    print(f"config={args.config} impl={impl} torch={torch.__version__} step_ms={statistics.median(meds) * 1e3:.4f}")


if __name__ == "__main__":
    main()
