#!/usr/bin/env python3
"""Writes a valid netc program of about N lines: many models, functions,
instances and top-level values, in the shapes real programs have."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
out = ["import std.nn;", "device gpu = cuda:0 | cpu;", ""]
i = 0
while len(out) < n - 20:
    w = 16 + (i % 7) * 8
    out += [
        f"// block {i}",
        f"model Block{i}(d: int, h: int) {{",
        f"  fc1 = Linear(d, h);",
        f"  fc2 = Linear(h, d);",
        f"  norm = LayerNorm(d);",
        f"  param scale: f32[d] = ones;",
        f"  fn forward(x: f32[N, d]) -> f32[N, d] {{",
        f"    let y = fc2(gelu(fc1(norm(x))));",
        f"    return x + y * scale;",
        f"  }}",
        f"}}",
        f"fn act{i}(x: f32[*S]) -> f32[*S] {{",
        f"  let a = sigmoid(x) * x;",
        f"  return a + tanh(x) * 0.5;",
        f"}}",
        f"net{i} = Block{i}({w}, {2 * w}) @ gpu;",
        f"x{i} = zeros(f32[8, {w}] @ gpu);",
        f"y{i} = act{i}(net{i}(x{i}));",
        f"s{i} = mean(y{i});",
        "",
    ]
    i += 1
print("\n".join(out))
