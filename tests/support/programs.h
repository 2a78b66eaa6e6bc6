// The programs that tests run every backend over: the examples and the
// golden programs that check without errors (tests/golden/check/ok_*.net),
// and a test-name for each.
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

namespace netc::test {

// `source_dir` is the source tree's root.
inline std::vector<std::string> example_programs(const std::string& source_dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const char* dir : {"/examples", "/tests/golden/check"})
    for (const auto& e : fs::directory_iterator(source_dir + dir)) {
      std::string name = e.path().filename().string();
      if (e.path().extension() == ".net" && (std::string(dir) == "/examples" || name.rfind("ok_", 0) == 0))
        out.push_back(e.path().string());
    }
  std::sort(out.begin(), out.end());
  return out;
}

// fashion_mlp for .../examples/fashion_mlp.net: letters, digits and `_`.
inline std::string program_test_name(const std::string& path) {
  std::string s = std::filesystem::path(path).stem().string();
  for (char& ch : s)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return s;
}

// A train block whose loss is `to(cpu, ...)` of a value on `gpu`: a result
// that is an alias of a computed value (the GPU executor writes it in place).
inline const char* const kLossMovedToTheCpu = R"(
import std.nn;
device gpu = cuda:0 | cpu;
dataset p {
  x: f32[3] = csv("p.csv", columns = [0, 1, 2]);
  y: f32[2] = csv("p.csv", columns = [3, 4]);
}
net = Linear(3, 2) @ gpu;
train net on p {
  batch = 8;
  loss = to(cpu, mse(net(to(gpu, batch.x)), to(gpu, batch.y)));
  optimizer = SGD(lr = 0.1);
  epochs = 1;
}
)";

// A program whose training step and forward function use every op of
// ir/ops.def (the backward ones through its gradient): the test that walks
// every op through both backends compiles it. The dataset: x f32[1, 6, 6],
// i i64[] in [0, 5), y i64[] in [0, 4). `uniform` and `normal` are drawn with
// no spread: the reference evaluator's streams are not the backends', and a
// constant draw still runs each backend's code for them. The steps (floor,
// round, sign) read values away from where they jump, which a low precision
// would otherwise cross.
inline const char* const kEveryOp = R"(
import std.nn;
device g = cpu;
dataset d { x: f32[1, 6, 6] = csv("d.csv"); i: i64[] = csv("d.csv"); y: i64[] = csv("d.csv"); }
model AllOps() {
  param w1: f32[2, 1, 3, 3] = normal(std = 0.5);
  param w2: f32[3, 2, 3, 3] = normal(std = 0.5);
  param t: f32[5, 4] = normal(std = 0.5);
  param u: f32[12, 4] = normal(std = 0.5);
  param v: f32[4, 4] = normal(std = 0.5);
  fn forward(x: f32[B, 1, 6, 6], i: i64[B]) -> f32[B, 4] {
    let c1 = conv2d(x, w1, stride = 1, padding = 1);
    let c2 = conv2d(relu(c1), w2, stride = 1, padding = 1);
    let p = max_pool2d(c2, kernel = 3) + avg_pool2d(c2, kernel = 3);
    let s = matmul(reshape(p, [B, 12]), u) + take(t, i) + mean(matmul(reshape(p, [B, 3, 4]), v), axis = 1);
    let a = tanh(s) * sigmoid(s) - erf(s) / (abs(s) + 1.0) + sqrt(abs(s) + 1.0) * rsqrt(exp(-s) + 1.0)
            + log(pow(abs(s) + 1.0, 1.5)) + sin(s) * cos(s) + log1p(abs(s)) + (floor(s * 0.0 + 1.25) + round(s * 0.0 - 2.5)) * sign(abs(s) + 1.0) * 0.1;
    let b = maximum(s, 0.1) + minimum(s, 0.2) + relu(s) + silu(s);
    let k = where(((s >= 0.5) || (s == 0.0)) && (s != 0.25), a, b) + where(!(s < -0.5) && (s <= 2.0), b, a);
    let q = cast(detach(s) > 0.0, f32);
    let iq = reshape(cast((i - 3) / 2 + (i - 2) / (i - 1), f32), [B, 1]);   // floor division, by -1 and by 0
    let r = softmax(k, axis = 1) + log_softmax(k, axis = 1) * 0.1 + dropout(k, p = 0.25) + if_training(k, a);
    let n = r + uniform(f32[B, 4], low = 0.25, high = 0.25) + normal(f32[B, 4], mean = 0.5, std = 0.0) + zeros(f32[B, 4]) + ones(f32[4]) * q;
    let m0 = reshape(transpose(reshape(n, [B, 2, 2]), perm = [0, 2, 1]), [B, 4]);
    let j = concat([m0[:, 1:], m0[:, :1] * 2.0], axis = 1);
    let (j1, j2) = split(j, [1, 3], axis = 1);
    let m = reshape(stack([j2[:, ::2], j[:, 1::2]], axis = 2), [B, 4]) + j1 * reshape(m0[..., 3], [B, 1]);
    let h = zeros(f32[B]);
    let hs = for col in 0..4 {   // loop, loop_result
      let h = tanh(h + m[:, col]);
      yield h;
    }
    return m + mean(m, axis = 1, keepdims = true) - max(m, axis = 1, keepdims = true) + sum(m, axis = 0) / 4.0
           + m[-1:, :] * 0.5 + cast(reshape(arange(1, 9, step = 2), [1, 4]), f32) * 0.01
           + transpose(hs) * 0.1 + reshape(h, [B, 1]) * 0.1 + iq * 0.01;
  }
}
net = AllOps() @ g;
train net on d {
  logits = net(to(g, batch.x), to(g, batch.i));
  loss = cross_entropy(logits, to(g, batch.y));
  acc = accuracy(logits, to(g, batch.y));
  lowest = mean(min(logits, axis = 1));
  running = mean(cumsum(logits, axis = 1));
  picked = mean(take_along_axis(logits, reshape(to(g, batch.y), [-1, 1]), axis = 1));
  top = mean(topk(logits, 2, axis = 1)[0]);
  spread = mean(scatter_add(logits, 1, reshape(to(g, batch.y), [-1, 1]), logits[:, :1]));
  optimizer = SGD(lr = 0.1);
  epochs = 1;
}
)";

// The body of a model with a `for` loop over x's T steps, which the backends
// run forward and backward: two carries, a sequence scanned along axis 1
// (its gradient stacked along it), every step's h stacked; 5 classes.
inline const char* const kLoopModel = R"(
wx = Linear(3, 6);
wh = Linear(6, 6);
fc = Linear(6, 5);
fn forward(x: f32[N, T, 3]) -> f32[N, 5] {
  let z = wx(x);
  let (h, c) = (zeros(f32[N, 6]), zeros(f32[N, 6]));
  let hs = for t in 0..T {
    let c = c * sigmoid(z[:, t]) + tanh(wh(h));
    let h = tanh(c);
    yield h;
  }
  return fc(h + mean(hs, axis = 0));
}
)";

// The ops that choose between values, each on a NaN: relu(x), maximum(x,
// 0), maximum(0, x), minimum(x, 0), max over a row, max_pool2d's two
// windows. Given x[0] with element 0 NaN (and x[1] finite), row 0 of the
// result is NaN in columns 0..5 and finite in 6; PyTorch's answer, and
// IEEE 754-2019's maximum and minimum.
inline const char* const kNanOps = R"(
model NanOps() {
  fn forward(x: f32[N, 1, 2, 4]) -> f32[N, 7] {
    let f = reshape(x, [N, 8]);
    let a = f[:, 0:1];
    return concat([relu(a), maximum(a, 0.0), maximum(0.0, a), minimum(a, 0.0), max(f, axis = 1, keepdims = true),
                   reshape(max_pool2d(x, kernel = 2), [N, 2])], axis = 1);
  }
}
net = NanOps();
)";

}  // namespace netc::test
