"""PyTorch peers of two examples, as their training steps: examples/s on 2 threads.
  resnet: examples/resnet.net's ResNet(32, 2, 10) (torchvision's BasicBlock with biased
          convolutions as std.nn's Conv2d, a 1x1 projection where the shape changes),
          cross-entropy, AdamW(lr=0.003, weight_decay=0.01), batch 128, 1x28x28 inputs.
  gpt:    examples/gpt.net's GPT(11, 16, 64, 4, 2): pre-norm causal decoder blocks with
          separate q/k/v/out projections, exact GELU, tied output embedding, cross-entropy
          over every position, AdamW(lr=0.003, weight_decay=0.01), batch 64.
Synthetic batches (the data loader is not timed); training mode (BatchNorm's batch
statistics). Timing: a warm-up, then --steps steps, 3 times; the median examples/s.
    ../shared/bench/peers python bench/peer_examples.py --net resnet --impl torch-eager
With --device cuda:0 the same on a GPU (each step ends with torch.cuda.synchronize(); bench/gpu.sh).
Last line: `net=... impl=... examples_per_s=...`.
"""
import argparse
import math
import os
import statistics
import time

os.environ.setdefault("OMP_NUM_THREADS", "2")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(cout)
        self.proj = None
        if stride != 1 or cin != cout:
            self.proj = nn.Sequential(nn.Conv2d(cin, cout, 1, stride=stride), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = self.bn2(self.conv2(F.relu(self.bn1(self.conv1(x)))))
        return F.relu(y + (self.proj(x) if self.proj is not None else x))


class ResNet(nn.Module):
    def __init__(self, width=32, depth=2, classes=10):
        super().__init__()
        self.stem = nn.Conv2d(1, width, 3, padding=1)
        self.bn = nn.BatchNorm2d(width)
        self.stage1 = nn.Sequential(*[BasicBlock(width, width) for _ in range(depth)])
        self.down = BasicBlock(width, 2 * width, stride=2)
        self.stage2 = nn.Sequential(*[BasicBlock(2 * width, 2 * width) for _ in range(depth - 1)])
        self.head = nn.Linear(2 * width, classes)

    def forward(self, x):
        h = self.stage1(F.max_pool2d(F.relu(self.bn(self.stem(x))), 2))
        return self.head(self.stage2(self.down(h)).mean(dim=(2, 3)))


class Attention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.wq, self.wk, self.wv, self.out = (nn.Linear(d, d) for _ in range(4))

    def forward(self, x):
        B, T, d = x.shape
        split = lambda y: y.view(B, T, self.heads, d // self.heads).transpose(1, 2)  # noqa: E731
        q, k, v = split(self.wq(x)), split(self.wk(x)), split(self.wv(x))
        scores = q @ k.transpose(-2, -1) / math.sqrt(d // self.heads)
        mask = torch.ones(T, T, dtype=torch.bool, device=x.device).tril()
        w = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)
        return self.out((w @ v).transpose(1, 2).reshape(B, T, d))


class Block(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.attn = Attention(d, heads)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class GPT(nn.Module):
    def __init__(self, vocab=11, T=16, d=64, heads=4, depth=2):
        super().__init__()
        self.T = T
        self.embed = nn.Embedding(vocab, d)
        self.position = nn.Embedding(T, d)
        nn.init.normal_(self.embed.weight, std=0.02)
        nn.init.normal_(self.position.weight, std=0.02)
        self.blocks = nn.Sequential(*[Block(d, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(d)

    def forward(self, tokens):
        x = self.embed(tokens) + self.position(torch.arange(self.T, device=tokens.device))
        return self.norm(self.blocks(x)) @ self.embed.weight.t()


def step_fn(net, compile_, device):
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(1234)
    if net == "resnet":
        model, B = ResNet(), 128
        x = torch.rand(B, 1, 28, 28, generator=g).to(device)
        y = torch.randint(0, 10, (B,), generator=g).to(device)

        def loss_of(m):
            return F.cross_entropy(m(x), y)
    else:
        model, B = GPT(), 64
        tokens = torch.randint(0, 11, (B, 17), generator=g).to(device)

        def loss_of(m):
            logits = m(tokens[:, :16])
            return F.cross_entropy(logits.reshape(-1, 11), tokens[:, 1:].reshape(-1))
    model.to(device).train()
    fwd = torch.compile(model) if compile_ else model
    sync = torch.cuda.synchronize if torch.device(device).type == "cuda" else (lambda: None)
    opt = torch.optim.AdamW(model.parameters(), lr=0.003, weight_decay=0.01)

    def step():
        opt.zero_grad(set_to_none=True)
        loss_of(fwd).backward()
        opt.step()
        sync()

    return step, B


ap = argparse.ArgumentParser()
ap.add_argument("--net", choices=["resnet", "gpt"], required=True)
ap.add_argument("--impl", choices=["torch-eager", "torch-compile"], required=True)
ap.add_argument("--steps", type=int, default=20)
ap.add_argument("--device", default="cpu")
a = ap.parse_args()
torch.set_num_threads(2)
step, batch = step_fn(a.net, a.impl == "torch-compile", a.device)
for _ in range(5):
    step()
rates = []
for _ in range(3):
    t = time.perf_counter()
    for _ in range(a.steps):
        step()
    rates.append(a.steps * batch / (time.perf_counter() - t))
print(f"net={a.net} impl={a.impl} examples_per_s={statistics.median(rates):.1f} "
      f"min={min(rates):.1f} max={max(rates):.1f}")
