#!/usr/bin/env python3
"""Train-block settings that act on the optimizer step, end to end, against
numbers computed here in float64 (numpy) from the same initial weights
(`--init-from`) and the same batches:
1. `clip_grad_norm = 0.5`: three SGD steps of a linear regression whose
   gradients' global 2-norm is well above 0.5; each step's gradients are
   scaled by min(1, 0.5 / (norm + 1e-6)), as torch.nn.utils.clip_grad_norm_
   computes it. On one CPU, on two CPU replicas (the norm of the combined
   gradient), and with --emulated on the emulated GPU (only that).
2. `accumulate = 3` with batch 4 trains what batch 12 trains, within 1e-5
   relative (mean losses): SGD with momentum and clip_grad_norm (clipping the
   accumulated gradient), and Adam under a warm-up then cosine schedule (its bias
   correction and the schedule count optimizer steps), over 2 epochs; the
   accumulators are in the checkpoint, zero after a complete group. With
   `accumulate = 4` (6 batches an epoch) the incomplete last group is left
   out: batch 16 with drop_last. On the same devices as 1.
3. `precision = bf16`: the three steps of 1 without clipping, each product
   reading its operands rounded to bf16 (the batch, the weight, the loss's
   gradient), computed here in float64 from the rounded operands: on one CPU
   and two CPU replicas, or the (emulated) GPU, whose products are cuBLAS
   GemmEx calls. The checkpoint holds f32 weights, and resumes in a program
   without the policy.
4. `precision = f16`: two epochs of those steps, products reading f16
   operands, with dynamic loss scaling simulated here: the loss's gradient
   times the scale S overflows f16 at first, so the first steps are skipped
   (weights kept, S halved) until it fits; the weights, S and the skipped
   steps per epoch (the log) as computed here. On one CPU and two CPU
   replicas, or the (emulated) GPU, whose products are cuBLAS GemmEx calls
   of f16 operands and whose update (the scaler's test and skip) runs in
   its kernels.
usage: train_settings_test.py NETC [--emulated]
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

from checks import Checks, float_tensors, read_safetensors, write_safetensors

NETC = os.path.abspath(sys.argv[1])
EMULATED = "--emulated" in sys.argv[2:]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """
import std.nn;
{decl}
dataset d {{
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: f32[1] = csv("data.csv", columns = [4]);
}}
net = Linear(4, 1) @ {dev};
train net on d {{
{replicas}
  batch      = {batch};
  loss       = mse(net(to({dev}, batch.x)), to({dev}, batch.y));
  optimizer  = {optimizer};
  epochs     = {epochs};
{settings}
  checkpoint = "{ckpt}";
}}
"""

DEVICES = {
    "cpu": dict(decl="// one device", dev="cpu", replicas="  // the whole batch"),
    "2 replicas": dict(decl="device pair = [cpu, cpu];", dev="pair", replicas="  replicas = pair;"),
    "gpu": dict(decl="device gpu = cuda:0;", dev="gpu", replicas="  // the whole batch"),
}


def run(d, name, device, batch, lr, epochs, settings, optimizer=None):
    ckpt = name + ".safetensors"
    text = PROGRAM.format(batch=batch, optimizer=optimizer or "SGD(lr = %s)" % lr, epochs=epochs, settings="".join("  %s;\n" % s for s in settings),
                          ckpt=ckpt, **DEVICES[device])
    with open(os.path.join(d, name + ".net"), "w") as f:
        f.write(text)
    log = os.path.join(d, name + ".jsonl")
    p = subprocess.run([NETC, "run", name + ".net", "--init-from", "init.safetensors", "--log-json", log], cwd=d,
                       env=ENV, capture_output=True, text=True, timeout=300)
    params = None
    if p.returncode == 0 and os.path.exists(os.path.join(d, ckpt)):
        meta, t = float_tensors(os.path.join(d, ckpt))
        params = (np.array(t["net.weight"], dtype=np.float64).reshape(1, 4), np.array(t["net.bias"], dtype=np.float64),
                  meta, t)
    return p, params


def rel_close(got, want, tol=1e-5):
    return np.all(np.abs(got - want) <= tol * np.max(np.abs(want)) + 1e-7)


rng = np.random.default_rng(7)
X = rng.normal(size=(24, 4))
Y = 5.0 * X @ np.array([1.0, -2.0, 0.5, 3.0]) + 4.0  # far from the initial weights: large gradients
W0 = rng.normal(size=(1, 4)) * 0.1
B0 = np.array([0.2])


def mse_grads(w, b, x, y):
    r = x @ w.T + b - y[:, None]  # [n, 1]
    n = r.size
    return 2.0 / n * r.T @ x, 2.0 / n * r.sum(axis=0)


def bf16(a):
    """a rounded to bfloat16 (to nearest, ties to even), as float64."""
    u = np.asarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    u = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) << 16
    return u.astype(np.uint32).view(np.float32).astype(np.float64)


def sgd_bf16(w, b, lr, batches):
    """SGD whose products read bf16 operands: the forward x w^T and the
    weight's gradient g^T x (g the loss's gradient at the output, in f32)."""
    for x, y in batches:
        r = bf16(x) @ bf16(w).T + b - y[:, None]
        g = (2.0 / r.size * r).astype(np.float32).astype(np.float64)
        gw, gb = bf16(g).T @ bf16(x), g.sum(axis=0)
        w, b = w - lr * gw, b - lr * gb
    return w, b


def f16(a):
    """a rounded to IEEE half (to nearest, ties to even; beyond 65504 an infinity), as float64."""
    with np.errstate(over="ignore"):
        return np.asarray(a, dtype=np.float32).astype(np.float16).astype(np.float64)


def sgd_f16(w, b, lr, epochs, replicas=1):
    """SGD whose products read f16 operands, under dynamic loss scaling (S
    from 65536, halved on a step whose gradient is not finite, which is
    skipped); the weights, S and the skipped steps of each epoch. With
    replicas, each differentiates S times the mean loss of its share (so its
    f16 values are `replicas` times larger) and the gradients are averaged."""
    s, skipped = 65536.0, []
    for _ in range(epochs):
        skipped.append(0)
        for xs, ys in epochs_batches:
            gw, gb = 0.0, 0.0
            for x, y in zip(np.array_split(xs, replicas), np.array_split(ys, replicas)):
                r = f16(x) @ f16(w).T + b - y[:, None]
                g = (s * 2.0 / r.size * r).astype(np.float32).astype(np.float64)  # d (S loss) / d output, f32
                with np.errstate(invalid="ignore"):
                    gw, gb = gw + f16(g).T @ f16(x) / replicas, gb + g.sum(axis=0) / replicas
            if not (np.all(np.isfinite(gw)) and np.all(np.isfinite(gb))):
                s, skipped[-1] = s / 2, skipped[-1] + 1
                continue
            w, b = w - lr * gw / s, b - lr * gb / s
    return w, b, s, skipped


def sgd(w, b, lr, batches, clip=None):
    norms = []
    for x, y in batches:
        gw, gb = mse_grads(w, b, x, y)
        if clip is not None:
            norm = np.sqrt(np.sum(gw * gw) + np.sum(gb * gb))
            norms.append(norm)
            coef = min(1.0, clip / (norm + 1e-6))
            gw, gb = gw * coef, gb * coef
        w, b = w - lr * gw, b - lr * gb
    return w, b, norms


with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, "data.csv"), "w") as f:
        for xr, yr in zip(X.astype(np.float32), Y.astype(np.float32)):
            f.write(",".join(repr(float(v)) for v in xr) + ",%r\n" % float(yr))
    X, Y = X.astype(np.float32).astype(np.float64), Y.astype(np.float32).astype(np.float64)
    W0, B0 = W0.astype(np.float32).astype(np.float64), B0.astype(np.float32).astype(np.float64)
    write_safetensors(os.path.join(d, "init.safetensors"),
                      [("net.weight", "F32", [1, 4], W0.astype("<f4").tobytes()),
                       ("net.bias", "F32", [1], B0.astype("<f4").tobytes())])
    devices = ["gpu"] if EMULATED else ["cpu", "2 replicas"]

    # 1. clip_grad_norm: three steps of 8 rows.
    batches = [(X[i:i + 8], Y[i:i + 8]) for i in range(0, 24, 8)]
    want_w, want_b, norms = sgd(W0, B0, 0.05, batches, clip=0.5)
    check("the gradients' norms are above the limit", min(norms) > 2.0, str(norms))
    free_w, _, _ = sgd(W0, B0, 0.05, batches)
    for dev in devices:
        p, got = run(d, "clip_" + dev.replace(" ", "_"), dev, 8, 0.05, 1, ["clip_grad_norm = 0.5"])
        if not check(dev + ": clip_grad_norm trains", got is not None, p.stdout + p.stderr):
            continue
        check(dev + ": clipped as torch.nn.utils.clip_grad_norm_ (numpy, float64)",
              rel_close(got[0], want_w) and rel_close(got[1], want_b),
              "%s %s vs %s %s" % (got[0], got[1], want_w, want_b))
        check(dev + ": unclipped training would differ", not rel_close(got[0], free_w, 1e-2), str(free_w))

    # 2. accumulate: batch 4 x 3 against batch 12, 2 epochs of 2 optimizer steps.
    setups = {
        "SGD, momentum, clip_grad_norm": ("SGD(lr = 0.02, momentum = 0.9)", ["clip_grad_norm = 5.0"]),
        "Adam, warm-up, cosine": ("Adam(lr = 0.05)", ["schedule = warmup(3, then = cosine())"]),
    }
    for dev in devices:
        tag = dev.replace(" ", "_")
        for what, (opt, settings) in setups.items():
            short = "sgd" if what.startswith("SGD") else "adam"
            p12, big = run(d, "big_%s_%s" % (short, tag), dev, 12, 0, 2, settings, opt)
            p4, acc = run(d, "acc_%s_%s" % (short, tag), dev, 4, 0, 2, settings + ["accumulate = 3"], opt)
            _, plain = run(d, "plain_%s_%s" % (short, tag), dev, 4, 0, 2, settings, opt)
            if not check("%s, %s: batch 12 and batch 4 x accumulate 3 train" % (dev, what),
                         big is not None and acc is not None and plain is not None,
                         p12.stdout + p12.stderr + p4.stdout + p4.stderr):
                continue
            check("%s, %s: accumulate 3 x batch 4 = batch 12 (1e-5 relative)" % (dev, what),
                  rel_close(acc[0], big[0]) and rel_close(acc[1], big[1]),
                  "%s %s vs %s %s" % (acc[0], acc[1], big[0], big[1]))
            check("%s, %s: batch 4 without accumulating differs" % (dev, what), not rel_close(plain[0], big[0], 1e-2),
                  "%s vs %s" % (plain[0], big[0]))
            tensors = acc[3]
            check("%s, %s: the accumulators are in the checkpoint, zero after a complete step" % (dev, what),
                  all(n in tensors and not np.any(np.array(tensors[n])) for n in ("accum.net.weight", "accum.net.bias")),
                  str(sorted(tensors)))
        # The incomplete last group of an epoch is left out: 6 batches of 4, accumulate 4.
        p16, big = run(d, "drop16_" + tag, dev, "16, drop_last", 0.05, 1, [])
        p4, acc = run(d, "drop4_" + tag, dev, 4, 0.05, 1, ["accumulate = 4"])
        if check(dev + ": an incomplete group trains", big is not None and acc is not None, p16.stderr + p4.stderr):
            check(dev + ": the epoch's incomplete group is left out (batch 16, drop_last)",
                  rel_close(acc[0], big[0]) and rel_close(acc[1], big[1]), "%s vs %s" % (acc[0], big[0]))
            check(dev + ": the left-out batches are said", "its last 2 (an incomplete optimizer step) are left out" in p4.stderr,
                  p4.stderr)

    # 3. precision = bf16: the three steps of 1, unclipped, products in bf16.
    want_w, want_b = sgd_bf16(W0, B0, 0.05, batches)
    f32_w, _, _ = sgd(W0, B0, 0.05, batches)
    check("bf16 products change the weights (numpy)", not rel_close(want_w, f32_w, 1e-4), "%s vs %s" % (want_w, f32_w))
    for dev in (["gpu"] if EMULATED else ["cpu", "2 replicas"]):
        tag = dev.replace(" ", "_")
        p, got = run(d, "bf16_" + tag, dev, 8, 0.05, 1, ["precision = bf16"])
        if not check(dev + ": precision = bf16 trains", got is not None, p.stdout + p.stderr):
            continue
        how = "precision bf16: matrix products " + ("by cuBLAS on the GPU (bf16 operands, f32 accumulation)\n"
                                                    if dev == "gpu" else "")
        check(dev + ": the binding says what computes the bf16 products", how in p.stdout, p.stdout)
        check(dev + ": bf16 products as computed here from rounded operands (1e-4 relative)",
              rel_close(got[0], want_w, 1e-4) and rel_close(got[1], want_b, 1e-4),
              "%s %s vs %s %s" % (got[0], got[1], want_w, want_b))
        _, header, _ = read_safetensors(os.path.join(d, "bf16_%s.safetensors" % tag))
        check(dev + ": the checkpoint holds the f32 master weights",
              all(header[n]["dtype"] == "F32" for n in ("net.weight", "net.bias")), str(header))
        # The checkpoint resumes in the same program without the policy (one more epoch, f32).
        src = open(os.path.join(d, "bf16_%s.net" % tag)).read()
        with open(os.path.join(d, "f32_%s.net" % tag), "w") as f:
            f.write(src.replace("  precision = bf16;\n", "").replace("epochs     = 1", "epochs     = 2"))
        q = subprocess.run([NETC, "run", "f32_%s.net" % tag, "--resume", "bf16_%s.safetensors" % tag], cwd=d, env=ENV,
                           capture_output=True, text=True, timeout=300)
        check(dev + ": a bf16 run's checkpoint resumes without the policy", q.returncode == 0 and "resumed from" in q.stdout,
              q.stdout + q.stderr)

    # 3b. A network with convolutions: the binding also says what computes
    # them, and they train in bf16 (on the CPU by oneDNN where it is found;
    # widened with NETC_NO_ONEDNN).
    with open(os.path.join(d, "img.csv"), "w") as f:
        for r in range(16):
            f.write(",".join("%.3f" % v for v in rng.normal(size=16)) + ",%d\n" % (r % 2))
    cnn = ("import std.nn;\n%s\ndataset img { x: f32[1, 4, 4] = csv(\"img.csv\", columns = [%s]);\n"
           "  y: i64[] = csv(\"img.csv\", columns = [16]); }\n"
           "model Cnn() { conv = Conv2d(1, 2, 3, padding = 1); up = ConvTranspose2d(2, 1, 2, stride = 2); fc = Linear(64, 2);\n"
           "  fn forward(x: f32[N, 1, 4, 4]) -> f32[N, 2] { return fc(flatten(up(relu(conv(x))))); } }\n"
           "net = Cnn()%s;\ntrain net on img { batch = 8; loss = cross_entropy(net(%s), %s);\n"
           "  optimizer = SGD(lr = 0.1); epochs = 2; precision = bf16; }\n") % (
               DEVICES["gpu" if EMULATED else "cpu"]["decl"], ", ".join(str(i) for i in range(16)),
               " @ gpu" if EMULATED else "", "to(gpu, batch.x)" if EMULATED else "batch.x",
               "to(gpu, batch.y)" if EMULATED else "batch.y")
    with open(os.path.join(d, "cnn_bf16.net"), "w") as f:
        f.write(cnn)
    for no_onednn in ([False] if EMULATED else [False, True]):
        env = dict(ENV, NETC_NO_ONEDNN="1") if no_onednn else ENV
        p = subprocess.run([NETC, "run", "cnn_bf16.net"], cwd=d, env=env, capture_output=True, text=True, timeout=300)
        said = [l for l in p.stdout.splitlines() if l.startswith("precision bf16: convolutions ")]
        want = ("by cuBLAS on the GPU over their columns (bf16, f32 accumulation)" if EMULATED else
                "widened to f32 and computed by the f32 kernels (NETC_NO_ONEDNN is set)" if no_onednn else None)
        check("bf16 convolutions train%s" % (" (NETC_NO_ONEDNN)" if no_onednn else ""),
              p.returncode == 0 and "epoch 2/2 done" in p.stdout, p.stdout + p.stderr)
        check("the binding says what computes the bf16 convolutions%s" % (" (NETC_NO_ONEDNN)" if no_onednn else ""),
              len(said) == 1 and (want is None or said[0] == "precision bf16: convolutions " + want), p.stdout)

    # 4. precision = f16: two epochs of those steps, loss-scaled.
    epochs_batches = batches
    for dev in (["gpu"] if EMULATED else ["cpu", "2 replicas"]):
        tag = dev.replace(" ", "_")
        want_w, want_b, want_s, want_skipped = sgd_f16(W0, B0, 0.05, 2, 2 if dev == "2 replicas" else 1)
        check(dev + ": f16: the scaled gradient overflows at first (numpy)", want_skipped[0] > 0 and want_s < 65536,
              "%s %s" % (want_s, want_skipped))
        p, got = run(d, "f16_" + tag, dev, 8, 0.05, 2, ["precision = f16"])
        if not check(dev + ": precision = f16 trains", got is not None, p.stdout + p.stderr):
            continue
        how = ("by cuBLAS on the GPU (f16 operands, f32 accumulation)" if dev == "gpu" else
               "widened to f32 and multiplied by OpenBLAS (no f16 matrix units on the CPU)")
        check(dev + ": the binding says what computes the f16 products and that the loss is scaled",
              "precision f16: matrix products %s, with dynamic loss scaling from 65536\n" % how in p.stdout, p.stdout)
        check(dev + ": f16 products and skipped steps as simulated here (1e-4 relative)",
              rel_close(got[0], want_w, 1e-4) and rel_close(got[1], want_b, 1e-4),
              "%s %s vs %s %s" % (got[0], got[1], want_w, want_b))
        tensors = got[3]
        check(dev + ": the loss scaler's state is in the checkpoint",
              list(tensors.get("loss_scaler.scale", [])) == [want_s]
              and list(tensors.get("loss_scaler.skipped_steps", [])) == [sum(want_skipped)],
              str({k: v for k, v in tensors.items() if k.startswith("loss_scaler")}))
        log = [json.loads(line) for line in open(os.path.join(d, "f16_%s.jsonl" % tag))]
        check(dev + ": the log has each epoch's loss scale and skipped steps",
              [(e.get("loss_scale"), e.get("skipped_steps")) for e in log][-1] == (want_s, want_skipped[-1])
              and [e.get("skipped_steps") for e in log] == want_skipped, str(log))
        check(dev + ": the epoch line says the skipped steps",
              "loss scale %g (%d step%s skipped)" % (log[0]["loss_scale"], want_skipped[0], "" if want_skipped[0] == 1 else "s")
              in p.stdout, p.stdout)

check.finish()
