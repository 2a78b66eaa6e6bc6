#!/usr/bin/env python3
"""The GPU reference for netc's training-step benchmark: the four MLP configs
of ../shared/bench, examples/fashion_cnn.net's CNN and the two Transformer
encoders of netc_train_step_bench (attn: examples/transformer.net's; bert: a
BERT-base-sized one, as bench/peer_bert.py) with the same layers, losses,
optimizers and synthetic data, in PyTorch on a CUDA device: in eager mode,
with torch.compile(mode="reduce-overhead") (CUDA graphs), eager under
torch.autocast(dtype=torch.bfloat16) (amp: the peer of netc's
`precision = bf16`), plus the MLP step's matrix products alone through cuBLAS
(torch.mm), the ceiling a GEMM-bound step is measured against.

Timing follows netc_train_step_bench: warm-up, then blocks of >= 0.3 s, each
step timed on its own and ending with torch.cuda.synchronize() (netc's step
ends with the wait for its loss), median per block, median over blocks.

usage: torch_gpu_mlp.py --config tiny|medium|large|deep|cnn|attn|bert|all [--mode eager,compile,amp,gemm]
                        [--device cuda:0]
Last line per config and mode: config=NAME mode=M step_ms=.. step_min_ms=.. step_max_ms=..
"""
import argparse
import statistics
import time

import torch
import torch.nn as nn

CONFIGS = {
    "tiny": dict(sizes=[784, 128, 10], batch=64, loss="ce"),
    "medium": dict(sizes=[784, 512, 512, 10], batch=256, loss="ce"),
    "large": dict(sizes=[4096, 4096, 4096, 4096], batch=512, loss="mse"),
    "deep": dict(sizes=[64] * 17, batch=32, loss="mse"),
    # examples/fashion_cnn.net's network on 28x28 images (not in "all")
    "cnn": dict(sizes=[784, 10], batch=128, loss="ce", cnn=True),
    # Transformer encoders over tokens (not in "all"): vocabulary, sequence
    # length, width, heads, depth, dropout, pre-norm; the tokens drawn from the
    # first 16; two classes.
    "attn": dict(sizes=[12, 2], batch=64, loss="ce", encoder=(16, 12, 32, 4, 2, 0.0, True)),
    "bert": dict(sizes=[128, 2], batch=8, loss="ce", encoder=(512, 128, 768, 12, 2, 0.1, False), adamw=True),
}


class Encoder(nn.Module):
    """netc_train_step_bench's Encoder: token and position embeddings,
    TransformerEncoderLayers (feed-forward 4 d, ReLU), LayerNorm, the mean over
    the sequence, Linear to the classes."""

    def __init__(self, vocab, T, d, heads, depth, drop, norm_first, classes):
        super().__init__()
        self.T = T
        self.embed = nn.Embedding(vocab, d)
        self.position = nn.Embedding(T, d)
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(d, heads, 4 * d, drop, batch_first=True, norm_first=norm_first)
            for _ in range(depth))
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, tokens):
        x = self.embed(tokens) + self.position(torch.arange(self.T, device=tokens.device))
        for layer in self.layers:
            x = layer(x)
        return self.head(self.norm(x).mean(dim=1))


def make_cnn():
    return nn.Sequential(
        nn.Unflatten(1, (1, 28, 28)),
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Dropout(0.25), nn.Linear(32 * 6 * 6, 10))


def make_mlp(sizes):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i + 2 < len(sizes):
            layers.append(nn.ReLU())
    return nn.Sequential(*layers)


def timed_blocks(fn, reps, sync, block_s=0.3):
    # Warm-up: compilation, and torch.compile's CUDA graph recording, which
    # happens only after a few calls.
    end, calls = time.perf_counter() + 1.0, 0
    while time.perf_counter() < end or calls < 10:
        fn()
        calls += 1
    sync()
    blocks = []
    for _ in range(reps):
        times = []
        end = time.perf_counter() + block_s
        while time.perf_counter() < end or len(times) < 3:
            t = time.perf_counter()
            fn()
            sync()
            times.append((time.perf_counter() - t) * 1000)
        blocks.append(statistics.median(times))
    return blocks


def run(name, mode, device, reps):
    cfg = CONFIGS[name]
    torch.manual_seed(0)
    sizes, batch = cfg["sizes"], cfg["batch"]
    if cfg.get("encoder"):
        x = torch.randint(0, 16, (batch, sizes[0]), device=device)
    else:
        x = torch.randn(batch, sizes[0], device=device)
    if cfg["loss"] == "ce":
        y = torch.randint(0, sizes[-1], (batch,), device=device)
        loss_fn = nn.CrossEntropyLoss()
    else:
        y = torch.randn(batch, sizes[-1], device=device)
        loss_fn = nn.MSELoss()
    # (--device cpu runs the same code without a GPU, to check the script)
    sync = torch.cuda.synchronize if torch.device(device).type == "cuda" else (lambda: None)
    if mode == "gemm" and (cfg.get("cnn") or cfg.get("encoder")):
        return  # the products of a CNN or an encoder are not this script's MLP products
    if mode == "gemm":
        # The products of one step: forward x W^T; backward dW = dz^T a and
        # (except for the first layer) dx = dz W.
        ws = [torch.randn(sizes[i + 1], sizes[i], device=device) for i in range(len(sizes) - 1)]
        acts = [torch.randn(batch, s, device=device) for s in sizes]

        def step():
            for i, w in enumerate(ws):
                torch.mm(acts[i], w.t())
            for i in reversed(range(len(ws))):
                dz = acts[i + 1]
                torch.mm(dz.t(), acts[i])
                if i > 0:
                    torch.mm(dz, ws[i])
    else:
        if cfg.get("encoder"):
            model = Encoder(*cfg["encoder"], sizes[-1]).to(device)
        else:
            model = (make_cnn() if cfg.get("cnn") else make_mlp(sizes)).to(device)
        model.train()
        if cfg.get("adamw"):
            opt = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=0.01)
        else:
            opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
        amp = mode == "amp"

        # compile: the model (forward and the backward AOTAutograd derives)
        # compiled with CUDA graphs; the optimizer as in eager mode (its
        # foreach kernels). Each step begins a new graph generation, so that
        # the gradients the graphs return are not overwritten while in use.
        forward = torch.compile(model, mode="reduce-overhead") if mode == "compile" else model

        def step():
            if mode == "compile":
                torch.compiler.cudagraph_mark_step_begin()
            opt.zero_grad(set_to_none=True)
            with torch.autocast(torch.device(device).type, dtype=torch.bfloat16, enabled=amp):
                out = forward(x)
            loss = loss_fn(out.float(), y)
            loss.backward()
            opt.step()
            return loss
    blocks = timed_blocks(step, reps, sync)
    print(f"config={name} mode={mode} step_ms={statistics.median(blocks):.4f} "
          f"step_min_ms={min(blocks):.4f} step_max_ms={max(blocks):.4f}", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="all")
    ap.add_argument("--mode", default="eager,compile,gemm", help="eager, compile, amp (bf16 autocast), gemm")
    ap.add_argument("--device", default="cuda:0")
    ap.add_argument("--reps", type=int, default=7)
    args = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False  # netc computes in FP32, like cuBLAS's default SGEMM
    names = ([n for n in CONFIGS if not (CONFIGS[n].get("cnn") or CONFIGS[n].get("encoder"))]
             if args.config == "all" else args.config.split(","))
    for name in names:
        for mode in args.mode.split(","):
            run(name, mode, args.device, args.reps)


if __name__ == "__main__":
    main()
