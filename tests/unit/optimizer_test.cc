// The optimizers of stdlib/optim.net, lowered by the checker into an update
// function and compiled by the CPU backend, against their textbook formulas
// computed here in double precision, over a few steps.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "codegen/cpu/jit.h"
#include "frontend/driver/driver.h"

namespace netc {
namespace {

struct UpdateRun {
  std::vector<std::vector<float>> params;  // after the steps, by module param order
  std::vector<std::string> names;
};

// Runs `steps` updates of a model with one parameter p = {1, -2, 3} whose
// gradient is `grads[step]`, the optimizer declared by `decl` when it is not
// a stdlib one. With `in_place`, results are written over their parameters
// where the backend finds that safe, as `netc run` asks it to.
UpdateRun run_updates(const std::string& optimizer, const std::vector<std::vector<float>>& grads, float lr,
                      bool in_place = false, const std::string& decl = "") {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  std::string src =
      "import std.nn;\n" + decl +
      "dataset d { x: f32[3] = csv(\"d.csv\"); }\n"
      "model M() { param p: f32[3] = zeros; fn forward(x: f32[B, 3]) -> f32[B, 3] { return x * p; } }\n"
      "m = M();\n"
      "train m on d { loss = mean(m(batch.x)); optimizer = " + optimizer + "; epochs = 1; }\n";
  auto c = compile("opt.net", o, src);
  EXPECT_TRUE(c->ok());
  UpdateRun r;
  if (!c->ok()) return r;
  const ir::Module& m = *c->ir;
  const ir::Function* upd = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == m.trains[0].name + ".update") upd = &f;
  cpu::LowerOptions lo;
  if (in_place)
    for (size_t j = 0; j < m.trains[0].update_targets.size(); ++j) lo.in_place[j] = m.trains[0].update_targets[j];
  auto jit = cpu::Jit::create().value();
  auto cf = jit->compile(m, *upd, {}, lo).value();
  for (const ir::GlobalParam& p : m.params) {
    r.names.push_back(p.name);
    r.params.push_back(p.name == "m.p" ? std::vector<float>{1, -2, 3} : std::vector<float>(3, 0.0f));
  }
  std::vector<char> ws(cf.workspace_bytes + 64);
  for (size_t s = 0; s < grads.size(); ++s) {
    float lrv = lr, step = static_cast<float>(s + 1);
    std::vector<float> g = grads[s];
    void* in[3] = {&lrv, &step, g.data()};
    std::vector<std::vector<float>> outs(upd->results.size(), std::vector<float>(3));
    std::vector<void*> out, par;
    for (auto& v : outs) out.push_back(v.data());
    for (auto& v : r.params) par.push_back(v.data());
    cf.fn(in, out.data(), par.data(), ws.data(), static_cast<int64_t>(s + 1), 0);
    // Results: the new p, then the states in declaration order; one written
    // in place is in its parameter already.
    size_t k = 0;
    for (size_t j = 0; j < r.names.size(); ++j)
      if (r.names[j] == "m.p" && !cf.result_in_place[k++]) r.params[j] = outs[k - 1];
    for (size_t j = 0; j < r.names.size(); ++j)
      if (r.names[j] != "m.p" && !cf.result_in_place[k++]) r.params[j] = outs[k - 1];
  }
  return r;
}

const std::vector<std::vector<float>> kGrads = {{0.5f, -1.0f, 0.25f}, {0.1f, 0.2f, -0.3f}, {-0.4f, 0.0f, 1.0f}};

std::vector<float> param(const UpdateRun& r) {
  for (size_t j = 0; j < r.names.size(); ++j)
    if (r.names[j] == "m.p") return r.params[j];
  return {};
}

TEST(Optimizers, SgdWithMomentumNesterovAndWeightDecay) {
  double lr = 0.1, mu = 0.9, wd = 0.01;
  UpdateRun r = run_updates("SGD(lr = 0.1, momentum = 0.9, weight_decay = 0.01, nesterov = true)", kGrads, 0.1f);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e], v = 0;
    for (const auto& g : kGrads) {
      double grad = g[e] + wd * p;
      v = mu * v + grad;
      p -= lr * (grad + mu * v);
    }
    EXPECT_NEAR(param(r)[e], p, 1e-6) << e;
  }
}

TEST(Optimizers, PlainSgd) {
  UpdateRun r = run_updates("SGD(lr = 0.5)", kGrads, 0.5f);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e];
    for (const auto& g : kGrads) p -= 0.5 * g[e];
    EXPECT_NEAR(param(r)[e], p, 1e-6);
  }
}

TEST(Optimizers, AdamWithBiasCorrection) {
  double lr = 0.01, b1 = 0.9, b2 = 0.999, eps = 1e-8;
  UpdateRun r = run_updates("Adam(lr = 0.01)", kGrads, 0.01f);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e], m = 0, v = 0;
    int t = 0;
    for (const auto& g : kGrads) {
      ++t;
      m = b1 * m + (1 - b1) * g[e];
      v = b2 * v + (1 - b2) * g[e] * g[e];
      p -= lr * (m / (1 - std::pow(b1, t))) / (std::sqrt(v / (1 - std::pow(b2, t))) + eps);
    }
    EXPECT_NEAR(param(r)[e], p, 1e-5) << e;
  }
}

TEST(Optimizers, AdamWDecaysTheWeightsApartFromTheGradient) {
  double lr = 0.01, b1 = 0.9, b2 = 0.999, eps = 1e-8, wd = 0.1;
  UpdateRun r = run_updates("AdamW(lr = 0.01, weight_decay = 0.1)", kGrads, 0.01f);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e], m = 0, v = 0;
    int t = 0;
    for (const auto& g : kGrads) {
      ++t;
      m = b1 * m + (1 - b1) * g[e];
      v = b2 * v + (1 - b2) * g[e] * g[e];
      p -= lr * ((m / (1 - std::pow(b1, t))) / (std::sqrt(v / (1 - std::pow(b2, t))) + eps) + wd * p);
    }
    EXPECT_NEAR(param(r)[e], p, 1e-5) << e;
  }
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

// Which results of an update are written over their parameter, for a
// program with one parameter `m.p` and the given optimizer declaration.
std::vector<bool> in_place_results(const std::string& optimizer_decl, const std::string& optimizer_call) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("opt.net", o,
                   "import std.nn;\n" + optimizer_decl +
                       "dataset d { x: f32[3] = csv(\"d.csv\"); }\n"
                       "model M() { param p: f32[3] = zeros; fn forward(x: f32[B, 3]) -> f32[B, 3] { return x * p; } }\n"
                       "m = M();\ntrain m on d { loss = mean(m(batch.x)); optimizer = " + optimizer_call + "; epochs = 1; }\n");
  EXPECT_TRUE(c->ok());
  if (!c->ok()) return {};
  const ir::Module& m = *c->ir;
  const ir::Function* upd = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == m.trains[0].name + ".update") upd = &f;
  // Results: the globals the train block lists (p, then its states).
  cpu::LowerOptions lo;
  for (size_t j = 0; j < m.trains[0].update_targets.size(); ++j) lo.in_place[j] = m.trains[0].update_targets[j];
  auto jit = cpu::Jit::create().value();
  auto cf = jit->compile(m, *upd, {}, lo).value();
  return cf.result_in_place;
}

TEST(Optimizers, StdlibUpdatesWriteInPlace) {
  EXPECT_EQ(in_place_results("", "SGD(lr = 0.1, momentum = 0.9)"), (std::vector<bool>{true, true}));
  EXPECT_EQ(in_place_results("", "Adam(lr = 0.1)"), (std::vector<bool>{true, true, true}));
}

TEST(Optimizers, AnUpdateReadingAnOldStateLaterIsNotInPlace) {
  // `old` is the state before its assignment, read by a loop after the one
  // that computes the new state: the state must not be overwritten first.
  std::string decl =
      "optimizer Odd(lr: float) {\n  state s, u;\n  update(p, g) {\n    let old = s;\n    s = s + g;\n"
      "    p = p - lr * s;\n    u = old * 2.0 + u;\n  }\n}\n";
  std::vector<bool> r = in_place_results(decl, "Odd(lr = 0.1)");
  ASSERT_EQ(r.size(), 3u);
  EXPECT_TRUE(r[0]);
  EXPECT_FALSE(r[1]);
  EXPECT_TRUE(r[2]);
  UpdateRun run = run_updates("Odd(lr = 0.1)", kGrads, 0.1f, true, decl);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e], st = 0, u = 0;
    for (const auto& g : kGrads) {
      u = 2 * st + u;
      st += g[e];
      p -= 0.1 * st;
    }
    EXPECT_NEAR(param(run)[e], p, 1e-6) << e;
    EXPECT_NEAR(run.params[2][e], u, 1e-6) << e;
  }
}

TEST(Optimizers, AStateCarriedIntoTheParametersLoopIsReadBeforeItIsOverwritten) {
  // The new state is computed in the loop of the new parameter (carried),
  // which also reads the old state after it, in the same element: written in
  // place, the old value must still be what that read sees.
  std::string decl =
      "optimizer Odd(lr: float) {\n  state s;\n  update(p, g) {\n    let old = s;\n    s = s + g;\n"
      "    p = p - lr * (s + old);\n  }\n}\n";
  EXPECT_EQ(in_place_results(decl, "Odd(lr = 0.1)"), (std::vector<bool>{true, true}));
  UpdateRun run = run_updates("Odd(lr = 0.1)", kGrads, 0.1f, true, decl);
  for (int e = 0; e < 3; ++e) {
    double p = std::vector<double>{1, -2, 3}[e], st = 0;
    for (const auto& g : kGrads) {
      double old = st;
      st += g[e];
      p -= 0.1 * (st + old);
    }
    EXPECT_NEAR(param(run)[e], p, 1e-6) << e;
    EXPECT_NEAR(run.params[1][e], st, 1e-6) << e;
  }
}

}  // namespace
}  // namespace netc
