"""PyTorch peers of the examples, as their training steps: examples/s on 2 threads.
  resnet: examples/resnet.net's ResNet(32, 2, 10) (torchvision's BasicBlock with biased
          convolutions as std.nn's Conv2d, a 1x1 projection where the shape changes),
          cross-entropy, AdamW(lr=0.003, weight_decay=0.01), batch 128, 1x28x28 inputs.
  gpt:    examples/gpt.net's GPT(11, 16, 64, 4, 2): pre-norm causal decoder blocks with
          separate q/k/v/out projections, exact GELU, tied output embedding, cross-entropy
          over every position, AdamW(lr=0.003, weight_decay=0.01), batch 64.
  lstm:   examples/lstm.net's Recall(4, 8, 32, 4): an embedding, nn.LSTM(8, 32,
          batch_first) over 10 tokens, a linear head on the last state; Adam(lr=0.003), batch 64.
  moe:    examples/moe.net's Net(64, 4, 40): a top-2 mixture of 4 two-layer experts with
          capacity 40 (the same routing: slots by cumsum, scatter_add, one batched product,
          gather back), between 784 -> 64 and 64 -> 10 layers; Adam(lr=0.001), batch 64.
  unet:   examples/unet.net's UNet(16): conv-BN-ReLU pairs at 28, 14 and 7, max-pooling
          down, nearest upsampling and concatenated skips up, a 1x1 output added to the
          input; mean squared error, Adam(lr=0.002), batch 64.
  fashion_cnn: examples/fashion_cnn.net's CNN(10): conv 3x3x16, BatchNorm, ReLU, max-pool,
          conv 3x3x32, ReLU, max-pool, dropout 0.25, linear; AdamW(lr=0.002,
          weight_decay=0.01), batch 128.
Synthetic batches (the data loader is not timed); training mode (BatchNorm's batch
statistics, dropout). Timing: a warm-up, then --steps steps, 3 times; the median examples/s.
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


class Recall(nn.Module):
    def __init__(self, vocab=4, d=8, hid=32, classes=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.lstm = nn.LSTM(d, hid, batch_first=True)
        self.head = nn.Linear(hid, classes)

    def forward(self, tokens):
        _, (h, _) = self.lstm(self.embed(tokens))
        return self.head(h[-1])


class MoE(nn.Module):
    def __init__(self, d, hidden, E, C):
        super().__init__()
        self.E, self.C = E, C
        self.router = nn.Linear(d, E)
        bound = lambda fan_in: math.sqrt(6.0 / fan_in)  # noqa: E731  (kaiming_uniform, gain sqrt(2))
        self.w1 = nn.Parameter(torch.empty(E, d, hidden).uniform_(-bound(d), bound(d)))
        self.b1 = nn.Parameter(torch.zeros(E, 1, hidden))
        self.w2 = nn.Parameter(torch.empty(E, hidden, d).uniform_(-bound(hidden), bound(hidden)))
        self.b2 = nn.Parameter(torch.zeros(E, 1, d))

    def forward(self, x):
        E, C, d = self.E, self.C, x.shape[1]
        gate, expert = torch.softmax(self.router(x), dim=1).topk(2, dim=1)
        choice, weight = expert.t().reshape(-1), gate.t().reshape(-1, 1)
        sent = F.one_hot(choice, E).float()
        position = ((sent.cumsum(0) - 1.0) * sent).sum(1).long()
        slot = torch.where(position < C, choice * C + position, torch.full_like(choice, E * C))
        rows = slot.view(-1, 1).expand(-1, d)
        tokens = x.unsqueeze(0).expand(2, -1, -1).reshape(-1, d)
        slots = torch.zeros(E * C + 1, d, device=x.device).scatter_add(0, rows, tokens)
        out = torch.relu(slots[:E * C].view(E, C, d) @ self.w1 + self.b1) @ self.w2 + self.b2
        back = torch.cat([out.reshape(E * C, d), torch.zeros(1, d, device=x.device)])
        return (back.gather(0, rows) * weight).view(2, -1, d).sum(0)


class MoENet(nn.Module):
    def __init__(self, hidden=64, E=4, C=40):
        super().__init__()
        self.embed, self.moe, self.head = nn.Linear(784, hidden), MoE(hidden, 2 * hidden, E, C), nn.Linear(hidden, 10)

    def forward(self, x):
        h = F.relu(self.embed(x))
        return self.head(h + self.moe(h))


def double(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(),
                         nn.Conv2d(cout, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU())


class UNet(nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.enc1, self.enc2, self.mid = double(1, c), double(c, 2 * c), double(2 * c, 4 * c)
        self.dec2, self.dec1, self.out = double(6 * c, 2 * c), double(3 * c, c), nn.Conv2d(c, 1, 1)

    def forward(self, x):
        up = lambda y: F.interpolate(y, scale_factor=2, mode="nearest")  # noqa: E731
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        m = self.mid(F.max_pool2d(e2, 2))
        d2 = self.dec2(torch.cat([up(m), e2], dim=1))
        return x + self.out(self.dec1(torch.cat([up(d2), e1], dim=1)))


class FashionCNN(nn.Module):
    def __init__(self, classes=10):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16)
        self.conv2, self.drop, self.fc = nn.Conv2d(16, 32, 3), nn.Dropout(0.25), nn.Linear(32 * 6 * 6, classes)

    def forward(self, x):
        h = F.max_pool2d(F.relu(self.bn1(self.conv1(x))), 2)
        g = F.max_pool2d(F.relu(self.conv2(h)), 2)
        return self.fc(self.drop(g.flatten(1)))


# Per example: its network, batch and optimizer, as its .net file has them.
NETS = {
    "resnet": (ResNet, 128, lambda p: torch.optim.AdamW(p, lr=0.003, weight_decay=0.01)),
    "gpt": (GPT, 64, lambda p: torch.optim.AdamW(p, lr=0.003, weight_decay=0.01)),
    "lstm": (Recall, 64, lambda p: torch.optim.Adam(p, lr=0.003)),
    "moe": (MoENet, 64, lambda p: torch.optim.Adam(p, lr=0.001)),
    "unet": (UNet, 64, lambda p: torch.optim.Adam(p, lr=0.002)),
    "fashion_cnn": (FashionCNN, 128, lambda p: torch.optim.AdamW(p, lr=0.002, weight_decay=0.01)),
}


def loss_on_a_batch(net, B, g, device):
    """A synthetic batch for `net` and its loss on it, as a function of the model."""
    if net == "gpt":
        tokens = torch.randint(0, 11, (B, 17), generator=g).to(device)
        return lambda m: F.cross_entropy(m(tokens[:, :16]).reshape(-1, 11), tokens[:, 1:].reshape(-1))
    if net == "lstm":
        tokens = torch.randint(0, 4, (B, 10), generator=g).to(device)
        return lambda m: F.cross_entropy(m(tokens), tokens[:, 0])
    if net == "unet":
        clean = torch.rand(B, 1, 28, 28, generator=g).to(device)
        noisy = (clean + 0.25 * torch.rand(B, 1, 28, 28, generator=g).to(device)).clamp(0, 1)
        return lambda m: F.mse_loss(m(noisy), clean)
    # The classifiers of Fashion-MNIST images (the MoE's flattened).
    x = torch.rand(B, *((784,) if net == "moe" else (1, 28, 28)), generator=g).to(device)
    y = torch.randint(0, 10, (B,), generator=g).to(device)
    return lambda m: F.cross_entropy(m(x), y)


def step_fn(net, compile_, device):
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(1234)
    make, B, optimizer = NETS[net]
    model = make()
    loss_of = loss_on_a_batch(net, B, g, device)
    model.to(device).train()
    fwd = torch.compile(model) if compile_ else model
    sync = torch.cuda.synchronize if torch.device(device).type == "cuda" else (lambda: None)
    opt = optimizer(model.parameters())

    def step():
        opt.zero_grad(set_to_none=True)
        loss_of(fwd).backward()
        opt.step()
        sync()

    return step, B


ap = argparse.ArgumentParser()
ap.add_argument("--net", choices=list(NETS), required=True)
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
