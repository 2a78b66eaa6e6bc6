#!/usr/bin/env python3
"""Writes recurrent.txt: PyTorch's numbers for std.nn's LSTM and GRU.

For nn.LSTM(3, 4, batch_first=True) and nn.GRU(3, 4, batch_first=True)
with weights given by a formula, on an input x [2, 5, 3], the loss
sum(out * r) + sum(h_n * q) (+ sum(c_n * q * q) for the LSTM) and its
gradients with respect to x and to every parameter, which netc names as
PyTorch does (m.weight_ih_l0, ...). The cases "lstm_state" and
"gru_state" start from given states h0 (and c0), also by the formula, and
give their gradients too; "lstm_two_layers" and "gru_two_layers" stack
two layers (num_layers=2). The netc test
(tests/unit/autodiff_test.cc, StdlibAgainstPyTorch) computes the same with
the same formula and compares. Run once, with PyTorch:
    ../shared/bench/peers python tests/golden/torch/recurrent.py
"""
import torch

from golden_values import formula, numbers_file, write_values

IN, HID, N, T = 3, 4, 2, 5
NAMES = ["weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0"]


def case(name, module, out, state=False):
    m = module(IN, HID, batch_first=True, dtype=torch.float64)
    with torch.no_grad():
        for k, p in enumerate(NAMES):
            getattr(m, p).copy_(formula(k, tuple(getattr(m, p).shape)))
    x = formula(4, (N, T, IN)).requires_grad_()
    r, q = formula(5, (N, T, HID)), formula(6, (N, HID))
    h0 = formula(7, (1, N, HID)).requires_grad_()
    c0 = formula(8, (1, N, HID)).requires_grad_()
    lstm = name.startswith("lstm")
    y, final = m(x, (h0, c0) if lstm else h0) if state else m(x)
    if lstm:
        h, c = final
        loss = (y * r).sum() + (h[0] * q).sum() + (c[0] * q * q).sum()
    else:
        loss = (y * r).sum() + (final[0] * q).sum()
    loss.backward()
    values = {"loss": loss.detach().reshape(1), "x": x.grad}
    if state:
        values["h0"] = h0.grad
        if lstm:
            values["c0"] = c0.grad
    for p in NAMES:
        values["m." + p] = getattr(m, p).grad
    write_values(out, name, values)


def case_two_layers(name, module, out):
    """num_layers=2: the second layer's weights by the formula's k = 9..12;
    the loss reads the top layer's final states (h_n[-1], c_n[-1])."""
    m = module(IN, HID, num_layers=2, batch_first=True, dtype=torch.float64)
    names = NAMES + [n.replace("_l0", "_l1") for n in NAMES]
    with torch.no_grad():
        for k, p in enumerate(names):
            getattr(m, p).copy_(formula(k if k < 4 else k + 5, tuple(getattr(m, p).shape)))
    x = formula(4, (N, T, IN)).requires_grad_()
    r, q = formula(5, (N, T, HID)), formula(6, (N, HID))
    y, final = m(x)
    if name.startswith("lstm"):
        h, c = final
        loss = (y * r).sum() + (h[-1] * q).sum() + (c[-1] * q * q).sum()
    else:
        loss = (y * r).sum() + (final[-1] * q).sum()
    loss.backward()
    values = {"loss": loss.detach().reshape(1), "x": x.grad}
    for p in names:
        values["m." + p] = getattr(m, p).grad
    write_values(out, name, values)


def write(out):
    case("lstm", torch.nn.LSTM, out)
    case("gru", torch.nn.GRU, out)
    case("lstm_state", torch.nn.LSTM, out, state=True)
    case("gru_state", torch.nn.GRU, out, state=True)
    case_two_layers("lstm_two_layers", torch.nn.LSTM, out)
    case_two_layers("gru_two_layers", torch.nn.GRU, out)


numbers_file(__file__, write)
