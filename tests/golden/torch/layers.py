#!/usr/bin/env python3
"""Writes layers.txt: PyTorch's numbers for std.nn's layers and functions
that are not recurrent or attention (recurrent.py, attention.py).

For each case a layer (its parameters given by a formula, in the order of
PARAMS) or function applied to x, the loss sum(y * r) and its gradients with
respect to x and to every parameter, which netc names as PyTorch does
(m.weight, m.bias). The netc test (tests/unit/autodiff_test.cc,
StdlibAgainstPyTorch.Layers) computes the same with the same formula and
compares. Run once, with PyTorch:
    ../shared/bench/peers python tests/golden/torch/layers.py
"""
import torch
import torch.nn.functional as F

from golden_values import formula, numbers_file, write_values


# name, module or function, x's shape, the parameters' names
CASES = [
    ("conv1d", lambda: torch.nn.Conv1d(2, 3, 3, stride=2, padding=1), (2, 2, 7), ["weight", "bias"]),
    ("conv1d_no_bias", lambda: torch.nn.Conv1d(2, 3, 3, bias=False), (2, 2, 5), ["weight"]),
    ("linear_no_bias", lambda: torch.nn.Linear(3, 4, bias=False), (2, 3), ["weight"]),
    ("conv2d_groups", lambda: torch.nn.Conv2d(4, 6, 3, stride=2, padding=1, groups=2), (2, 4, 5, 5),
     ["weight", "bias"]),
    ("conv2d_dilated", lambda: torch.nn.Conv2d(4, 6, 3, padding=2, dilation=2, groups=2), (2, 4, 7, 7),
     ["weight", "bias"]),
    ("conv1d_dilated", lambda: torch.nn.Conv1d(2, 3, 3, padding=4, dilation=4), (2, 2, 9), ["weight", "bias"]),
    ("conv2d_depthwise", lambda: torch.nn.Conv2d(3, 3, 3, padding=1, groups=3, bias=False), (2, 3, 4, 4), ["weight"]),
    ("conv_transpose2d_no_bias", lambda: torch.nn.ConvTranspose2d(2, 3, 3, stride=2, bias=False), (2, 2, 3, 3),
     ["weight"]),
    # training mode: the batch's statistics, over N and L
    ("batch_norm1d_sequence", lambda: torch.nn.BatchNorm1d(3), (4, 3, 5), ["weight", "bias"]),
    ("max_pool1d", lambda: torch.nn.MaxPool1d(2), (2, 3, 6), []),
    ("avg_pool1d", lambda: torch.nn.AvgPool1d(3), (2, 3, 6), []),
    ("group_norm", lambda: torch.nn.GroupNorm(2, 4), (2, 4, 3, 3), ["weight", "bias"]),
    ("layer_norm_no_affine", lambda: torch.nn.LayerNorm(5, elementwise_affine=False), (3, 5), []),
    ("adaptive_avg_pool2d", lambda: torch.nn.AdaptiveAvgPool2d(2), (2, 3, 4, 4), []),
    ("avg_pool2d", lambda: torch.nn.AvgPool2d(2), (2, 3, 4, 4), []),
    ("max_pool2d_padded", lambda: torch.nn.MaxPool2d(3, stride=2, padding=1), (2, 3, 5, 5), []),
    ("avg_pool2d_padded", lambda: torch.nn.AvgPool2d(3, stride=2, padding=1), (2, 3, 6, 6), []),
    ("leaky_relu", lambda: (lambda x: F.leaky_relu(x, 0.2)), (3, 5), []),
    ("elu", lambda: (lambda x: F.elu(x, 1.5)), (3, 5), []),
    ("softplus", lambda: (lambda x: F.softplus(4.0 * x, beta=2.0, threshold=1.0)), (3, 5), []),
    ("silu", lambda: F.silu, (3, 5), []),
    # std.losses: the target a function of x too (the gradient reaches it
    # where PyTorch's does), or a constant
    ("l1_loss", lambda: (lambda x: F.l1_loss(x, torch.cos(x))), (3, 5), []),
    ("smooth_l1_loss", lambda: (lambda x: F.smooth_l1_loss(x, torch.cos(x), beta=0.5)), (3, 5), []),
    ("huber_loss", lambda: (lambda x: F.huber_loss(x, torch.cos(x), delta=0.7)), (3, 5), []),
    ("nll_loss", lambda: (lambda x: F.nll_loss(F.log_softmax(x, 1), torch.tensor([0, 2, 4]))), (3, 5), []),
    ("binary_cross_entropy",
     lambda: (lambda x: F.binary_cross_entropy(torch.sigmoid(x), torch.full_like(x, 0.25))), (3, 5), []),
    ("kl_div", lambda: (lambda x: F.kl_div(F.log_softmax(x, 1), F.softmax(torch.cos(x), 1), reduction="batchmean")),
     (3, 5), []),
    # reductions made of others
    ("var", lambda: (lambda x: torch.var(x, 1)), (3, 5), []),
    ("std", lambda: (lambda x: torch.std(x, 0, correction=0, keepdim=True)), (3, 5), []),
    ("logsumexp", lambda: (lambda x: torch.logsumexp(4.0 * x, 1)), (3, 5), []),
    # activations and layers appended to std.nn
    ("gelu_tanh", lambda: torch.nn.GELU(approximate="tanh"), (3, 5), []),
    ("relu6", lambda: (lambda x: F.relu6(4.0 * x)), (3, 5), []),
    ("hardswish", lambda: (lambda x: F.hardswish(4.0 * x)), (3, 5), []),
    ("hardsigmoid", lambda: (lambda x: F.hardsigmoid(4.0 * x)), (3, 5), []),
    ("mish", lambda: (lambda x: F.mish(3.0 * x)), (3, 5), []),
    ("log_softmax_layer", lambda: torch.nn.LogSoftmax(dim=-1), (2, 3, 5), []),
    ("rms_norm", lambda: torch.nn.RMSNorm(5), (2, 3, 5), ["weight"]),
    ("upsample_nearest", lambda: torch.nn.Upsample(scale_factor=2), (2, 3, 2, 3), []),
    ("upsample_bilinear", lambda: torch.nn.Upsample(scale_factor=2, mode="bilinear"), (2, 3, 2, 3), []),
    # einsum: a batched contraction with a summed-away axis, and one operand
    ("einsum_pair", lambda: (lambda x: torch.einsum("bij,bkjl->bik", x, torch.cos(x).unsqueeze(3).expand(2, 3, 4, 2))),
     (2, 3, 4), []),
    ("einsum_one", lambda: (lambda x: torch.einsum("bij->jb", x)), (2, 3, 4), []),
    ("einsum_ellipsis", lambda: (lambda x: torch.einsum("...ij,...kj->...ik", x, torch.cos(x))), (2, 3, 4), []),
    ("pad_zeros", lambda: (lambda x: F.pad(x, (1, 2, 0, 1))), (2, 3, 4), []),
    ("pad_value", lambda: (lambda x: F.pad(x, (2, 0), value=0.5)), (2, 3, 4), []),
    ("flip_roll", lambda: (lambda x: torch.flip(x, [2]) * torch.roll(x, 2, 1) + torch.roll(x, -5, 2)), (2, 3, 4), []),
    # in a model, where the rolled and flipped axis is a size named in its signature
    ("flip_roll_sized", lambda: (lambda x: torch.roll(x, -1, 1) * torch.flip(x, [1]) + torch.roll(x, 1, 1)), (2, 3, 4),
     []),
    # std.losses' reduction = "sum" (and kl_div's "mean", over every element)
    ("mse_sum", lambda: (lambda x: F.mse_loss(x, torch.cos(x), reduction="sum")), (3, 5), []),
    ("cross_entropy_sum_smoothed",
     lambda: (lambda x: F.cross_entropy(x, torch.tensor([0, 2, 4]), label_smoothing=0.1, reduction="sum")), (3, 5), []),
    ("nll_loss_sum", lambda: (lambda x: F.nll_loss(F.log_softmax(x, 1), torch.tensor([0, 2, 4]), reduction="sum")),
     (3, 5), []),
    ("bce_with_logits_sum",
     lambda: (lambda x: F.binary_cross_entropy_with_logits(x, torch.full_like(x, 0.25), reduction="sum")), (3, 5), []),
    ("smooth_l1_loss_sum", lambda: (lambda x: F.smooth_l1_loss(x, torch.cos(x), beta=0.5, reduction="sum")), (3, 5),
     []),
    ("kl_div_sum", lambda: (lambda x: F.kl_div(F.log_softmax(x, 1), F.softmax(torch.cos(x), 1), reduction="sum")),
     (3, 5), []),
    ("kl_div_mean", lambda: (lambda x: F.kl_div(F.log_softmax(x, 1), F.softmax(torch.cos(x), 1), reduction="mean")),
     (3, 5), []),
    # cross_entropy's ignore_index: the mean over the rows not ignored
    ("cross_entropy_ignore", lambda: (lambda x: F.cross_entropy(x, torch.tensor([0, 2, 4]), ignore_index=2)), (3, 5),
     []),
    ("cross_entropy_ignore_smoothed_sum",
     lambda: (lambda x: F.cross_entropy(x, torch.tensor([0, 2, 4]), ignore_index=0, label_smoothing=0.2,
                                        reduction="sum")), (3, 5), []),
    ("cross_entropy_ignore_smoothed",
     lambda: (lambda x: F.cross_entropy(x, torch.tensor([0, 2, 4]), ignore_index=4, label_smoothing=0.2)), (3, 5), []),
]


def case(name, make, shape, params, out):
    m = make()
    if isinstance(m, torch.nn.Module):
        m = m.double()
        with torch.no_grad():
            for k, p in enumerate(params):
                getattr(m, p).copy_(formula(k, tuple(getattr(m, p).shape)))
    x = formula(4, shape).requires_grad_()
    y = m(x)
    r = formula(5, tuple(y.shape))
    loss = (y * r).sum()
    loss.backward()
    values = {"loss": loss.detach().reshape(1), "x": x.grad}
    for p in params:
        values["m." + p] = getattr(m, p).grad
    write_values(out, name, values)


def write(out):
    for c in CASES:
        case(*c, out)


numbers_file(__file__, write)
