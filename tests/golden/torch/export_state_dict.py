#!/usr/bin/env python3
"""Writes export_state_dict.txt: the state_dict() of the PyTorch module
equivalent to tests/e2e/data/export_model.net's `net` (name, dtype, shape,
sorted), which `netc export --as torch` must produce (tests/e2e/export_test.py
compares). Given a file `netc export` wrote, it also loads it into the module
with strict=True. Run with PyTorch:
    ../shared/bench/peers python tests/golden/torch/export_state_dict.py [EXPORTED.safetensors]
"""
import os
import sys

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.fc = nn.Linear(d, d)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(50, 16)
        self.layer = nn.TransformerEncoderLayer(16, 4, 32, dropout=0.1, batch_first=True)
        self.blocks = nn.ModuleList([Block(16) for _ in range(2)])
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.head = nn.Linear(16, 3)
        self.wave = nn.Conv1d(2, 3, 3, padding=1)
        self.groups = nn.GroupNorm(2, 4)
        self.feats = nn.BatchNorm1d(3)


net = Net()
lines = [f"{k} {str(v.dtype).replace('torch.', '')} {list(v.shape)}" for k, v in sorted(net.state_dict().items())]
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "export_state_dict.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
if len(sys.argv) > 1:
    from safetensors.torch import load_file
    net.load_state_dict(load_file(sys.argv[1]), strict=True)
    print(f"{sys.argv[1]}: loaded with strict=True")
