#!/usr/bin/env python3
"""Writes attention.txt: PyTorch's numbers for std.nn's MultiheadAttention.

For nn.MultiheadAttention(8, 2, batch_first=True) (and its causal use, an
attention mask above the diagonal) with weights given by a formula, on an
input x [2, 3, 8] (causal: [2, 4, 8]; with a key padding mask, and over a
memory [2, 4, 8] for cross-attention), the loss sum(out * r) and its
gradients with respect to x and to every parameter, named as netc names
them (PyTorch's in_proj_weight is netc's wq, wk, wv stacked). The netc test
(tests/unit/autodiff_test.cc, StdlibAgainstPyTorch) computes the same
with the same formula and compares. Run once, with PyTorch:
    ../shared/bench/peers python tests/golden/torch/attention.py
"""
import torch

from golden_values import formula, numbers_file, write_values

D, HEADS = 8, 2


def case(name, T, causal, out, S=None, padded=False):
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
    memory = formula(10, (2, S, D)).requires_grad_() if S else x
    L = S or T
    # padding: the last key of the first example, the last two of the second
    pad = torch.tensor([[k >= L - 1 for k in range(L)], [k >= L - 2 for k in range(L)]]) if padded else None
    y, _ = m(x, memory, memory, attn_mask=mask, key_padding_mask=pad, need_weights=False)
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
    if S:
        values["memory"] = memory.grad
    write_values(out, name, values)


def write(out):
    case("plain", 3, False, out)
    case("causal", 4, True, out)
    # `attend`: self-attention with padding (causal too), cross-attention
    case("padded", 3, False, out, padded=True)
    case("causal_padded", 4, True, out, padded=True)
    case("cross", 3, False, out, S=4, padded=True)


numbers_file(__file__, write)
