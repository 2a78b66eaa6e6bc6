#!/usr/bin/env python3
"""Writes attention.txt: PyTorch's numbers for std.nn's MultiheadAttention.

For nn.MultiheadAttention(8, 2, batch_first=True) (and its causal use, an
attention mask above the diagonal) with weights given by a formula, on an
input x [2, 3, 8] (causal: [2, 4, 8]), the loss sum(out * r) and its
gradients with respect to x and to every parameter, named as netc names
them (PyTorch's in_proj_weight is netc's wq, wk, wv stacked). The netc test
(tests/unit/autodiff_test.cc, StdlibAgainstPyTorch) computes the same
with the same formula and compares. Run once, with PyTorch:
    ../shared/bench/peers python tests/golden/torch/attention.py
"""
import torch

from golden_values import formula, numbers_file, write_values

D, HEADS = 8, 2


def case(name, T, causal, out):
    m = torch.nn.MultiheadAttention(D, HEADS, batch_first=True, dtype=torch.float64)
    wq, wk, wv = formula(0, (D, D)), formula(1, (D, D)), formula(2, (D, D))
    bq, bk, bv = formula(3, (D,)), formula(4, (D,)), formula(5, (D,))
    with torch.no_grad():
        m.in_proj_weight.copy_(torch.cat([wq, wk, wv]))
        m.in_proj_bias.copy_(torch.cat([bq, bk, bv]))
        m.out_proj.weight.copy_(formula(6, (D, D)))
        m.out_proj.bias.copy_(formula(7, (D,)))
    x = formula(8, (2, T, D)).requires_grad_()
    r = formula(9, (2, T, D))
    mask = torch.triu(torch.ones(T, T, dtype=torch.bool), 1) if causal else None
    y, _ = m(x, x, x, attn_mask=mask, need_weights=False)
    loss = (y * r).sum()
    loss.backward()
    g, gb = m.in_proj_weight.grad, m.in_proj_bias.grad
    values = {
        "loss": loss.detach().reshape(1),
        "x": x.grad,
        "m.wq.weight": g[:D], "m.wk.weight": g[D:2 * D], "m.wv.weight": g[2 * D:],
        "m.wq.bias": gb[:D], "m.wk.bias": gb[D:2 * D], "m.wv.bias": gb[2 * D:],
        "m.out.weight": m.out_proj.weight.grad, "m.out.bias": m.out_proj.bias.grad,
    }
    write_values(out, name, values)


def write(out):
    case("plain", 3, False, out)
    case("causal", 4, True, out)


numbers_file(__file__, write)
