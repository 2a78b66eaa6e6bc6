// Unit tests of `loop` and `loop_result` in the IR (ir/ir.h, "Loops"): the
// text form reads back and prints the same, the verifier's rules (a carry
// keeps its type, loop_result names a result that exists, a body reads no
// globals), and the reference interpreter's meaning checked against the same
// recurrence written out in C++, and each step's own dropout mask.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "ir/interpret.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/random.h"
#include "ir/verifier.h"

namespace netc::ir {
namespace {

// h_t = tanh(h_{t-1} u + x[:, t]); the loop returns the last h and every h
// stacked along axis 1, as an RNN with batch_first does.
const char* kRnn = R"(// netc IR
device cpu = cpu
func body @f.loop0(%h: f32[2, 3] @ cpu, %x: f32[2, 3] @ cpu, %u: f32[3, 3] @ cpu) -> (f32[2, 3] @ cpu, f32[2, 3] @ cpu) loc(?) {
  %a = matmul %h, %u : f32[2, 3] @ cpu loc(?)
  %b = add %a, %x : f32[2, 3] @ cpu loc(?)
  %n = tanh %b : f32[2, 3] @ cpu loc(?)
  return %n, %n
}
func @f(%h0: f32[2, 3] @ cpu, %xs: f32[2, T, 3] @ cpu, %u: f32[3, 3] @ cpu) -> (f32[2, 3] @ cpu, f32[2, T, 3] @ cpu) loc(?) {
  %r = loop @f.loop0 %h0, %xs, %u {carries = 1, scan_axes = [1], sequences = 1, stack_axes = [1]} : f32[2, 3] @ cpu loc(?)
  %ys = loop_result %r {index = 1} : f32[2, T, 3] @ cpu loc(?)
  return %r, %ys
}
)";

Module parse_ok(const std::string& text) {
  auto r = parse_module(text);
  if (auto* e = std::get_if<IrParseError>(&r)) {
    ADD_FAILURE() << "parse error at " << e->line << ":" << e->col << ": " << e->message;
    return Module{};
  }
  return std::get<Module>(std::move(r));
}

std::string replaced(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

std::string verify_text(const std::string& text) {
  std::string all;
  for (const std::string& e : verify(parse_ok(text))) all += e + "\n";
  return all;
}

TEST(LoopIr, TextReadsBackAndPrintsTheSame) {
  Module m = parse_ok(kRnn);
  ASSERT_EQ(m.functions.size(), 1u);  // the body is the loop's, not an entry point
  ASSERT_TRUE(m.functions[0].body[0].body);
  EXPECT_EQ(m.functions[0].body[0].body->name, "f.loop0");
  EXPECT_EQ(verify_text(kRnn), "");
  EXPECT_EQ(print_module(m), kRnn);
}

TEST(LoopIr, VerifierRules) {
  // A carry that comes out with another type than it went in with.
  std::string wrong_carry = replaced(kRnn, "-> (f32[2, 3] @ cpu, f32[2, 3] @ cpu) loc(?) {\n  %a = matmul %h, %u : f32[2, 3] @ cpu loc(?)\n  %b = add %a, %x : f32[2, 3] @ cpu loc(?)\n  %n = tanh %b : f32[2, 3] @ cpu loc(?)\n  return %n, %n",
                                     "-> (f16[2, 3] @ cpu, f32[2, 3] @ cpu) loc(?) {\n  %a = matmul %h, %u : f32[2, 3] @ cpu loc(?)\n  %b = add %a, %x : f32[2, 3] @ cpu loc(?)\n  %n = tanh %b : f32[2, 3] @ cpu loc(?)\n  %c = cast %n : f16[2, 3] @ cpu loc(?)\n  return %c, %n");
  EXPECT_EQ(verify_text(wrong_carry),
            "func @f: %r = loop: carry 0 goes into an iteration as `f32[2, 3] @ cpu` and comes out as "
            "`f16[2, 3] @ cpu`: a carried value keeps its type\n");
  EXPECT_EQ(verify_text(replaced(kRnn, "{index = 1}", "{index = 2}")),
            "func @f: %ys = loop_result: index 2 is not one of the loop's results 1..1\n");
  EXPECT_EQ(verify_text(replaced(replaced(kRnn, "f32[2, T, 3] @ cpu loc(?)\n  return", "f32[2, T, 4] @ cpu loc(?)\n  return"),
                                 "f32[2, T, 3] @ cpu) loc(?) {", "f32[2, T, 4] @ cpu) loc(?) {")),
            "func @f: %ys = loop_result: the result is `f32[2, T, 4] @ cpu` but the loop's result 1 is "
            "`f32[2, T, 3] @ cpu`\n");
  EXPECT_EQ(verify_text(replaced(kRnn, "scan_axes = [1]", "scan_axes = [3]")),
            "func @f: %r = loop: scan axis 3 is out of range for `f32[2, T, 3] @ cpu`\n");
  // A body that reads a global instead of taking it as an invariant.
  std::string reads = replaced(replaced(kRnn, "device cpu = cpu\n", "device cpu = cpu\nparam @u : f32[3, 3] @ cpu = zeros()\n"),
                               "  %a = matmul %h, %u", "  %g = param {name = \"u\"} : f32[3, 3] @ cpu loc(?)\n  %a = matmul %h, %g");
  EXPECT_EQ(verify_text(reads),
            "func body @f.loop0: reads the global `@\"u\"`: a body's weights are the loop's invariant operands\n");
}

TEST(LoopIr, InterpreterRunsTheRecurrence) {
  Module m = parse_ok(kRnn);
  const int64_t T = 4;
  interp::Tensor h0 = interp::Tensor::filled({2, 3}, 0.0), xs = interp::Tensor::filled({2, T, 3}, 0.0),
                 u = interp::Tensor::filled({3, 3}, 0.0);
  for (size_t i = 0; i < h0.data.size(); ++i) h0.data[i] = 0.1 * static_cast<double>(i) - 0.2;
  for (size_t i = 0; i < xs.data.size(); ++i) xs.data[i] = std::sin(static_cast<double>(i));
  for (size_t i = 0; i < u.data.size(); ++i) u.data[i] = 0.3 * std::cos(static_cast<double>(i));
  auto r = interp::evaluate(m, m.functions[0], {h0, xs, u}, {}, {{"T", T}});
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[1].shape, (std::vector<int64_t>{2, T, 3}));
  std::vector<double> h = h0.data;
  for (int64_t t = 0; t < T; ++t) {
    std::vector<double> n(6);
    for (int b = 0; b < 2; ++b)
      for (int j = 0; j < 3; ++j) {
        double s = 0;  // the product first, then x: the interpreter's order
        for (int k = 0; k < 3; ++k) s += h[static_cast<size_t>(b * 3 + k)] * u.data[static_cast<size_t>(k * 3 + j)];
        s += xs.data[static_cast<size_t>((b * T + t) * 3 + j)];
        n[static_cast<size_t>(b * 3 + j)] = std::tanh(s);
        EXPECT_DOUBLE_EQ(r[1].data[static_cast<size_t>((b * T + t) * 3 + j)], std::tanh(s)) << t;
      }
    h = n;
  }
  EXPECT_EQ(r[0].data, h);
}

// Dropout in a loop's body draws each step's own mask (ir::loop_step_seed),
// as a layer called once per step does in PyTorch: step t keeps exactly the
// elements the counter-based generator keeps with the seed of step t.
TEST(LoopIr, EachStepDrawsItsOwnDropoutMask) {
  Module m = parse_ok(R"(// netc IR
device cpu = cpu
func body @f.loop0(%x: f32[2, 8] @ cpu) -> (f32[2, 8] @ cpu) loc(?) {
  %d = dropout %x {p = 0.5, seed = 7} : f32[2, 8] @ cpu loc(?)
  return %d
}
func @f(%xs: f32[2, T, 8] @ cpu) -> (f32[2, T, 8] @ cpu) loc(?) {
  %r = loop @f.loop0 %xs {carries = 0, scan_axes = [1], sequences = 1, stack_axes = [1]} : f32[2, T, 8] @ cpu loc(?)
  return %r
}
)");
  const int64_t T = 3, step = 5;
  interp::Tensor xs = interp::Tensor::filled({2, T, 8}, 1.0);
  auto r = interp::evaluate(m, m.functions[0], {xs}, {}, {{"T", T}}, step);
  ASSERT_EQ(r.size(), 1u);
  std::vector<std::vector<bool>> kept(T);
  for (int64_t t = 0; t < T; ++t)
    for (size_t i = 0; i < 16; ++i) {
      const size_t b = i / 8, j = i % 8;
      const double y = r[0].data[(b * T + static_cast<size_t>(t)) * 8 + j];
      kept[static_cast<size_t>(t)].push_back(y != 0.0);
      EXPECT_EQ(y, dropout_keep(loop_step_seed(0, t) + 7, step, i, 0.5) ? 2.0 : 0.0) << "step " << t << ", element " << i;
    }
  EXPECT_NE(kept[0], kept[1]);
  EXPECT_NE(kept[1], kept[2]);
}

}  // namespace
}  // namespace netc::ir
