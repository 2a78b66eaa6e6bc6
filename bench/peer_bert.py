"""PyTorch peer of netc_train_step_bench's `bert` config: a BERT-base-sized encoder's training step.
Token and position embeddings (vocab 512, T 128, d 768), two post-norm encoder layers (12 heads,
feed-forward 3072, ReLU, dropout 0.1), LayerNorm, mean over the sequence, Linear to 2 classes;
cross-entropy; AdamW(lr=1e-4, weight_decay=0.01); batch 8.
    ../shared/bench/peers python bench/peer_bert.py --impl torch-eager
    ../shared/bench/peers python bench/peer_bert.py --impl torch-compile
Timing as ../shared/bench/peer_mlp.py: blocks of >= 0.3 s (at least 3 steps), the median of
--reps block medians, 2 threads. Last line: `config=bert impl=... step_ms=...`.
"""
import argparse
import os
import statistics
import time

os.environ.setdefault("OMP_NUM_THREADS", "2")

VOCAB, T, D, HEADS, DEPTH, CLASSES, B = 512, 128, 768, 12, 2, 2, 8  # feed-forward 4 D
TOKENS = 16  # the tokens drawn, as netc_train_step_bench's


def timed(fn, reps, block_s=0.3):
    meds = []
    for _ in range(reps):
        ts, end = [], time.perf_counter() + block_s
        while time.perf_counter() < end or len(ts) < 3:
            t = time.perf_counter()
            fn()
            ts.append(time.perf_counter() - t)
        meds.append(statistics.median(ts))
    return meds


def torch_step(compile_):
    import torch
    import torch.nn as nn
    from torch_gpu_mlp import Encoder  # the GPU peer's, the same network
    torch.set_num_threads(2)
    torch.manual_seed(0)
    model = Encoder(VOCAB, T, D, HEADS, DEPTH, 0.1, False, CLASSES)
    model.train()
    fwd = torch.compile(model) if compile_ else model
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=0.01)
    g = torch.Generator().manual_seed(1234)
    xs = [torch.randint(0, TOKENS, (B, T), generator=g) for _ in range(4)]
    ys = [torch.randint(0, CLASSES, (B,), generator=g) for _ in range(4)]
    loss_fn = nn.CrossEntropyLoss()
    i = [0]

    def step():
        k = i[0] % 4
        i[0] += 1
        opt.zero_grad(set_to_none=True)
        loss = loss_fn(fwd(xs[k]), ys[k])
        loss.backward()
        opt.step()

    for _ in range(3):
        step()
    return step


ap = argparse.ArgumentParser()
ap.add_argument("--impl", choices=["torch-eager", "torch-compile"], required=True)
ap.add_argument("--reps", type=int, default=7)
a = ap.parse_args()
meds = timed(torch_step(a.impl == "torch-compile"), a.reps)
print(f"config=bert impl={a.impl} step_ms={statistics.median(meds) * 1e3:.4f} "
      f"min_ms={min(meds) * 1e3:.4f} max_ms={max(meds) * 1e3:.4f}")
