// Unit tests of the typing rules (ir/infer.h): result types of the primitive
// operations, and the errors for operands that do not fit, cross-device use
// first among them.
#include <gtest/gtest.h>

#include "ir/infer.h"
#include "ir_test_util.h"

namespace netc::ir {
namespace {

using namespace netc::ir::testing;
using K = InferError::Kind;

TensorType ok(const InferResult& r) {
  if (auto* e = std::get_if<InferError>(&r)) ADD_FAILURE() << "unexpected error: " << e->message;
  auto* t = std::get_if<TensorType>(&r);
  return t ? *t : TensorType{};
}

InferError bad(const InferResult& r) {
  if (auto* t = std::get_if<TensorType>(&r)) ADD_FAILURE() << "expected an error, got " << t->str();
  auto* e = std::get_if<InferError>(&r);
  return e ? *e : InferError{K::Argument, "", -1, -1};
}

InferResult infer(Op op, std::vector<TensorType> ops, Attrs attrs = {}, const TensorType* hint = nullptr) {
  return infer_type(op, ops, attrs, hint);
}

const Dim N = S("N");

TEST(Infer, ElementwiseSameShape) {
  EXPECT_EQ(ok(infer(Op::Add, {f32({N, 10}), f32({N, 10})})), f32({N, 10}));
  EXPECT_EQ(ok(infer(Op::Relu, {f32({N, 10})})), f32({N, 10}));
  EXPECT_EQ(ok(infer(Op::Exp, {f32({3}, "cpu")})), f32({3}, "cpu"));
}

TEST(Infer, Broadcast) {
  EXPECT_EQ(ok(infer(Op::Add, {f32({N, 1}), f32({1, S("M")})})), f32({N, S("M")}));
  EXPECT_EQ(ok(infer(Op::Mul, {f32({N, 256}), f32({256})})), f32({N, 256}));
  EXPECT_EQ(ok(infer(Op::Sub, {f32({}), f32({2, 3})})), f32({2, 3}));
  InferError e = bad(infer(Op::Add, {f32({N, 3}), f32({N, 4})}));
  EXPECT_EQ(e.kind, K::Broadcast);
  EXPECT_NE(e.message.find("do not broadcast"), std::string::npos) << e.message;
  EXPECT_EQ(e.operand_a, 0);
  EXPECT_EQ(e.operand_b, 1);
  // A symbol is not 1: N does not broadcast against M.
  EXPECT_EQ(bad(infer(Op::Add, {f32({N}), f32({S("M")})})).kind, K::Broadcast);
  auto shape = broadcast_shapes({N, 1, 5}, {7, 1});
  ASSERT_TRUE(shape.ok());
  EXPECT_EQ(*shape, (std::vector<Dim>{N, 7, 5}));
}

TEST(Infer, CrossDeviceIsRejected) {
  InferError e = bad(infer(Op::Add, {f32({N, 10}, "gpu"), f32({N, 10}, "cpu")}));
  EXPECT_EQ(e.kind, K::Device);
  EXPECT_NE(e.message.find("different devices: `gpu` and `cpu`"), std::string::npos) << e.message;
  EXPECT_EQ(e.operand_a, 0);
  EXPECT_EQ(e.operand_b, 1);
  EXPECT_EQ(bad(infer(Op::Matmul, {f32({N, 4}, "gpu"), f32({4, 2}, "cpu")})).kind, K::Device);
  EXPECT_EQ(bad(infer(Op::Gather, {f32({N, 4}, "gpu"), i64({N}, "cpu")})).kind, K::Device);
  InferError w = bad(infer(Op::Where, {ty(DType::Bool, {N}), f32({N}), f32({N}, "cpu")}));
  EXPECT_EQ(w.kind, K::Device);
  EXPECT_EQ(w.operand_b, 2);
  // Var placements compare by name as well.
  TensorType a = f32({N}), b = f32({N});
  a.device = Placement::var("m");
  b.device = Placement::var("n");
  EXPECT_EQ(bad(infer(Op::Add, {a, b})).kind, K::Device);
  EXPECT_EQ(ok(infer(Op::Add, {a, a})), a);
}

TEST(Infer, ToIsTheOnlyCrossDeviceOp) {
  TensorType to_cpu = f32({N, 10}, "cpu");
  EXPECT_EQ(ok(infer(Op::To, {f32({N, 10})}, {}, &to_cpu)), to_cpu);
  TensorType wrong = f32({N, 11}, "cpu");
  EXPECT_EQ(bad(infer(Op::To, {f32({N, 10})}, {}, &wrong)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::To, {f32({N, 10})})).kind, K::Argument);  // needs its result type
}

// Ops that ops.def gives one typing rule are typed alike; a variadic op
// without operands is an error, not a read past the list.
TEST(Infer, OpsOfOneTypingRuleAreTypedAlike) {
  TensorType x = f32({2, 3});
  Attrs axis0 = {{"axis", int64_t{0}}};
  EXPECT_EQ(ok(infer_type(Op::Softmax, {x}, axis0)), x);
  EXPECT_EQ(ok(infer_type(Op::LogSoftmax, {x}, axis0)), x);
  Attrs axis5 = {{"axis", int64_t{5}}};
  EXPECT_EQ(bad(infer_type(Op::Softmax, {x}, axis5)).message, bad(infer_type(Op::LogSoftmax, {x}, axis5)).message);
  TensorType i = i64({2, 3});
  EXPECT_NE(bad(infer_type(Op::Softmax, {i}, axis0)).message.find("floating-point"), std::string::npos);
  EXPECT_EQ(ok(infer_type(Op::Cumsum, {i}, axis0)), i);  // AxisNumeric: integers too
  InferError e = bad(infer_type(Op::Concat, {}, axis0));
  EXPECT_EQ(e.message, "`concat` takes at least one operand");
}

TEST(Infer, DTypes) {
  InferError e = bad(infer(Op::Add, {f32({N}), i64({N})}));
  EXPECT_EQ(e.kind, K::DType);
  EXPECT_EQ(ok(infer(Op::Lt, {f32({N}), f32({N})})).dtype, DType::Bool);
  EXPECT_EQ(bad(infer(Op::And, {f32({N}), f32({N})})).kind, K::DType);
  EXPECT_EQ(ok(infer(Op::And, {ty(DType::Bool, {N}), ty(DType::Bool, {1})})), ty(DType::Bool, {N}));
  EXPECT_EQ(bad(infer(Op::Add, {ty(DType::Bool, {N}), ty(DType::Bool, {N})})).kind, K::DType);
  EXPECT_EQ(bad(infer(Op::Exp, {i64({N})})).kind, K::DType);
  EXPECT_EQ(bad(infer(Op::Not, {f32({N})})).kind, K::DType);
  EXPECT_EQ(ok(infer(Op::Where, {ty(DType::Bool, {N, 1}), f32({N, 3}), f32({3})})), f32({N, 3}));
  EXPECT_EQ(bad(infer(Op::Where, {f32({N}), f32({N}), f32({N})})).kind, K::DType);
  TensorType as_int = i64({N, 3});
  EXPECT_EQ(ok(infer(Op::Cast, {f32({N, 3})}, {}, &as_int)), as_int);
  TensorType moved = i64({N, 3}, "cpu");
  EXPECT_EQ(bad(infer(Op::Cast, {f32({N, 3})}, {}, &moved)).kind, K::Shape);
}

TEST(Infer, Matmul) {
  EXPECT_EQ(ok(infer(Op::Matmul, {f32({N, 784}), f32({784, 256})})), f32({N, 256}));
  // Batched, with the batch dimensions broadcast.
  EXPECT_EQ(ok(infer(Op::Matmul, {f32({S("B"), N, 8}), f32({8, 4})})), f32({S("B"), N, 4}));
  EXPECT_EQ(ok(infer(Op::Matmul, {f32({S("B"), 1, N, 8}), f32({3, 8, 4})})), f32({S("B"), 3, N, 4}));
  InferError e = bad(infer(Op::Matmul, {f32({N, 784}), f32({256, 784})}));
  EXPECT_EQ(e.kind, K::Matmul);
  EXPECT_NE(e.message.find("inner dimensions differ"), std::string::npos) << e.message;
  EXPECT_NE(e.message.find("`784` vs `256`"), std::string::npos) << e.message;
  EXPECT_EQ(bad(infer(Op::Matmul, {f32({784}), f32({784, 2})})).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Matmul, {i64({2, 2}), i64({2, 2})})).kind, K::DType);
  EXPECT_EQ(bad(infer(Op::Matmul, {f32({2, 3, 8, 4}), f32({5, 4, 2})})).kind, K::Broadcast);
}

TEST(Infer, Transpose) {
  EXPECT_EQ(ok(infer(Op::Transpose, {f32({256, 784})})), f32({784, 256}));
  EXPECT_EQ(ok(infer(Op::Transpose, {f32({N, 2, 3})}, {{"perm", std::vector<int64_t>{2, 0, 1}}})), f32({3, N, 2}));
  EXPECT_EQ(bad(infer(Op::Transpose, {f32({N})})).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Transpose, {f32({N, 2})}, {{"perm", std::vector<int64_t>{0, 0}}})).kind, K::Argument);
  EXPECT_EQ(bad(infer(Op::Transpose, {f32({N, 2})}, {{"perm", std::vector<int64_t>{0, 1, 2}}})).kind, K::Rank);
}

TEST(Infer, SliceAndItsGradient) {
  using V = std::vector<int64_t>;
  Attrs window{{"starts", V{0, 1}}, {"steps", V{1, 2}}};
  TensorType r = f32({N, 3});
  EXPECT_EQ(ok(infer(Op::Slice, {f32({N, 6})}, window, &r)), r);  // reads 1, 3, 5 of 6
  TensorType past = f32({N, 4});
  EXPECT_EQ(bad(infer(Op::Slice, {f32({N, 6})}, window, &past)).kind, K::Shape);  // would read 7
  EXPECT_EQ(bad(infer(Op::Slice, {f32({N, 6})}, {{"starts", V{0}}, {"steps", V{1}}}, &r)).kind, K::Argument);
  // A negative start counts from the end: -5 is 1, and -2 leaves room for one element of the three.
  EXPECT_EQ(ok(infer(Op::Slice, {f32({N, 6})}, {{"starts", V{0, -5}}, {"steps", V{1, 2}}}, &r)), r);
  EXPECT_EQ(bad(infer(Op::Slice, {f32({N, 6})}, {{"starts", V{0, -2}}, {"steps", V{1, 2}}}, &r)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::Slice, {f32({N, 6})}, {{"starts", V{0, 0}}, {"steps", V{1, 0}}}, &r)).kind, K::Argument);
  EXPECT_EQ(bad(infer(Op::Slice, {f32({N, 6})}, window)).kind, K::Argument);  // needs its result type
  TensorType x = f32({N, 6});
  EXPECT_EQ(ok(infer(Op::SliceGrad, {r}, window, &x)), x);
  EXPECT_EQ(bad(infer(Op::SliceGrad, {past}, window, &x)).kind, K::Shape);
}

TEST(Infer, Concat) {
  Attrs last{{"axis", int64_t{-1}}};
  EXPECT_EQ(ok(infer(Op::Concat, {f32({N, 2}), f32({N, 3}), f32({N, 1})}, last)), f32({N, 6}));
  EXPECT_EQ(ok(infer(Op::Concat, {f32({N, 2}), f32({N, 2})}, {{"axis", int64_t{0}}})), f32({N * Dim(2), 2}));
  EXPECT_EQ(bad(infer(Op::Concat, {f32({N, 2}), f32({3, 2})}, last)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::Concat, {f32({N, 2}), f32({N, 2, 1})}, last)).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Concat, {f32({N, 2})}, {{"axis", int64_t{2}}})).kind, K::Argument);
  InferError e = bad(infer(Op::Concat, {f32({N, 2}), f32({N, 2}), f32({N, 2}, "cpu")}, last));
  EXPECT_EQ(e.kind, K::Device);
  EXPECT_EQ(e.operand_b, 2);
}

TEST(Infer, Reductions) {
  Attrs axis1 = {{"axes", std::vector<int64_t>{1}}};
  EXPECT_EQ(ok(infer(Op::Sum, {f32({N, 10})}, axis1)), f32({N}));
  Attrs keep = {{"axes", std::vector<int64_t>{-1}}, {"keepdims", true}};
  EXPECT_EQ(ok(infer(Op::Max, {f32({N, 10})}, keep)), f32({N, 1}));
  EXPECT_EQ(ok(infer(Op::Mean, {f32({N, 10})})), f32({}));  // no axes: all of them
  EXPECT_EQ(ok(infer(Op::Sum, {f32({N, 3, 4})}, {{"axes", std::vector<int64_t>{0, 2}}})), f32({3}));
  EXPECT_EQ(bad(infer(Op::Mean, {i64({N})})).kind, K::DType);
  InferError e = bad(infer(Op::Sum, {f32({N, 10})}, {{"axes", std::vector<int64_t>{2}}}));
  EXPECT_EQ(e.kind, K::Argument);
  EXPECT_NE(e.message.find("out of range"), std::string::npos);
  EXPECT_EQ(ok(infer(Op::Argmax, {f32({N, 10})}, {{"axis", int64_t{1}}})), i64({N}));
  EXPECT_EQ(ok(infer(Op::Argmax, {f32({N, 10})})), i64({N}));  // default: last axis
  EXPECT_EQ(bad(infer(Op::Argmax, {f32({})})).kind, K::Argument);
  EXPECT_EQ(ok(infer(Op::Softmax, {f32({N, 10})}, {{"axis", int64_t{-1}}})), f32({N, 10}));
  EXPECT_EQ(bad(infer(Op::LogSoftmax, {f32({N, 10})}, {{"axis", int64_t{2}}})).kind, K::Argument);
  EXPECT_EQ(bad(infer(Op::Softmax, {i64({N, 10})})).kind, K::DType);
}

TEST(Infer, ReshapeCountsElementsWithSymbols) {
  TensorType flat = f32({N, 784});
  EXPECT_EQ(ok(infer(Op::Reshape, {f32({N, 28, 28})}, {}, &flat)), flat);
  TensorType two = f32({N, 6});
  EXPECT_EQ(ok(infer(Op::Reshape, {f32({Dim(2) * N, 3})}, {}, &two)), two);
  TensorType sym = f32({S("B") * N});
  EXPECT_EQ(ok(infer(Op::Reshape, {f32({N, S("B")})}, {}, &sym)), sym);
  TensorType off = f32({N, 785});
  InferError e = bad(infer(Op::Reshape, {f32({N, 28, 28})}, {}, &off));
  EXPECT_EQ(e.kind, K::Shape);
  EXPECT_NE(e.message.find("784*N elements"), std::string::npos) << e.message;
  TensorType other_n = f32({S("M"), 784});
  EXPECT_EQ(bad(infer(Op::Reshape, {f32({N, 784})}, {}, &other_n)).kind, K::Shape);
  TensorType moved = f32({N, 784}, "cpu");
  EXPECT_EQ(bad(infer(Op::Reshape, {f32({N, 28, 28})}, {}, &moved)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::Reshape, {f32({N, 28, 28})})).kind, K::Argument);
}

TEST(Infer, Conv2d) {
  Attrs same = {{"stride", int64_t{1}}, {"padding", int64_t{1}}};
  EXPECT_EQ(ok(infer(Op::Conv2d, {f32({N, 1, 28, 28}), f32({32, 1, 3, 3})}, same)), f32({N, 32, 28, 28}));
  EXPECT_EQ(ok(infer(Op::Conv2d, {f32({N, 1, 28, 28}), f32({32, 1, 5, 5})})), f32({N, 32, 24, 24}));
  Attrs s2 = {{"stride", int64_t{2}}, {"padding", int64_t{1}}};
  EXPECT_EQ(ok(infer(Op::Conv2d, {f32({N, 3, 32, 32}), f32({8, 3, 3, 3})}, s2)), f32({N, 8, 16, 16}));
  // Symbolic spatial sizes follow the formula.
  Dim h = S("H"), w = S("W");
  EXPECT_EQ(ok(infer(Op::Conv2d, {f32({N, 3, h, w}), f32({8, 3, 3, 3})}, same)), f32({N, 8, h, w}));
  TensorType r = ok(infer(Op::Conv2d, {f32({N, 3, h, w}), f32({8, 3, 3, 3})}, s2));
  EXPECT_EQ(r.shape[2].str(), "(H - 1)/2 + 1");
  InferError ch = bad(infer(Op::Conv2d, {f32({N, 3, 28, 28}), f32({8, 1, 3, 3})}));
  EXPECT_EQ(ch.kind, K::Shape);
  EXPECT_NE(ch.message.find("channels"), std::string::npos);
  EXPECT_EQ(bad(infer(Op::Conv2d, {f32({N, 1, 2, 2}), f32({8, 1, 3, 3})})).kind, K::Shape);  // kernel too large
  EXPECT_EQ(bad(infer(Op::Conv2d, {f32({N, 28, 28}), f32({8, 1, 3, 3})})).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Conv2d, {f32({N, 1, 28, 28}), f32({8, 1, 3, 3})}, {{"stride", int64_t{0}}})).kind, K::Argument);
}

TEST(Infer, Pool2d) {
  EXPECT_EQ(ok(infer(Op::MaxPool2d, {f32({N, 32, 28, 28})}, {{"kernel", int64_t{2}}})), f32({N, 32, 14, 14}));
  EXPECT_EQ(ok(infer(Op::AvgPool2d, {f32({N, 32, 28, 28})}, {{"kernel", int64_t{3}}, {"stride", int64_t{1}}})),
            f32({N, 32, 26, 26}));
  EXPECT_EQ(ok(infer(Op::MaxPool2d, {f32({N, 32, 7, 7})})), f32({N, 32, 3, 3}));  // floor
  TensorType r = ok(infer(Op::MaxPool2d, {f32({N, 32, S("H"), 28})}));
  EXPECT_EQ(r.shape[2].str(), "(H - 2)/2 + 1");
  EXPECT_EQ(bad(infer(Op::MaxPool2d, {f32({N, 32, 1, 1})})).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::AvgPool2d, {f32({N, 28, 28})})).kind, K::Rank);
}

TEST(Infer, GatherAndTake) {
  EXPECT_EQ(ok(infer(Op::Gather, {f32({N, 10}), i64({N})})), f32({N}));
  EXPECT_EQ(ok(infer(Op::Gather, {f32({N, 5, 10}), ty(DType::I32, {N, 5})})), f32({N, 5}));
  EXPECT_EQ(bad(infer(Op::Gather, {f32({N, 10}), f32({N})})).kind, K::DType);
  EXPECT_EQ(bad(infer(Op::Gather, {f32({N, 10}), i64({N, 10})})).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Gather, {f32({N, 10}), i64({S("M")})})).kind, K::Shape);
  EXPECT_EQ(ok(infer(Op::Take, {f32({1000, 64}), i64({N, S("T")})})), f32({N, S("T"), 64}));
  EXPECT_EQ(ok(infer(Op::Take, {f32({1000, 64}), i64({})})), f32({64}));
  EXPECT_EQ(bad(infer(Op::Take, {f32({1000, 64, 2}), i64({N})})).kind, K::Rank);
  EXPECT_EQ(bad(infer(Op::Take, {f32({1000, 64}), f32({N})})).kind, K::DType);
}

TEST(Infer, CreationOpsTakeTheirType) {
  TensorType t = f32({256, 784});
  EXPECT_EQ(ok(infer(Op::Param, {}, {{"name", std::string("w")}}, &t)), t);
  EXPECT_EQ(ok(infer(Op::Uniform, {}, {{"low", 0.0}, {"high", 1.0}}, &t)), t);
  EXPECT_EQ(bad(infer(Op::Zeros, {})).kind, K::Argument);
}

TEST(Infer, Arity) {
  InferError e = bad(infer(Op::Add, {f32({N})}));
  EXPECT_EQ(e.kind, K::Argument);
  EXPECT_NE(e.message.find("takes 2 operands, not 1"), std::string::npos) << e.message;
  EXPECT_EQ(bad(infer(Op::Relu, {})).kind, K::Argument);
}

TEST(Infer, DropoutAndUnary) {
  EXPECT_EQ(ok(infer(Op::Dropout, {f32({N, 10})}, {{"p", 0.5}})), f32({N, 10}));
  EXPECT_EQ(bad(infer(Op::Dropout, {i64({N})})).kind, K::DType);
  EXPECT_EQ(ok(infer(Op::Neg, {i64({N})})), i64({N}));
  EXPECT_EQ(bad(infer(Op::Neg, {ty(DType::Bool, {N})})).kind, K::DType);
}

TEST(Infer, DropoutSeedAndProbability) {
  EXPECT_EQ(ok(infer(Op::Dropout, {f32({N})}, {{"p", 0.1}, {"seed", int64_t{7}}})), f32({N}));
  EXPECT_EQ(bad(infer(Op::Dropout, {f32({N})}, {{"p", 1.0}})).kind, K::Argument);
  EXPECT_EQ(bad(infer(Op::Dropout, {f32({N})}, {{"p", 0.5}, {"seed", 1.5}})).kind, K::Argument);
}

TEST(Infer, SumToAndBroadcastTo) {
  TensorType row = f32({10}), col = f32({N, 1}), full = f32({N, 10});
  EXPECT_EQ(ok(infer(Op::SumTo, {full}, {}, &row)), row);
  EXPECT_EQ(ok(infer(Op::SumTo, {full}, {}, &col)), col);
  EXPECT_EQ(ok(infer(Op::BroadcastTo, {row}, {}, &full)), full);
  EXPECT_EQ(bad(infer(Op::SumTo, {row}, {}, &full)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::BroadcastTo, {full}, {}, &row)).kind, K::Shape);
  TensorType other = f32({10}, "cpu");
  EXPECT_EQ(bad(infer(Op::SumTo, {full}, {}, &other)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::SumTo, {full})).kind, K::Argument);
}

TEST(Infer, IndexingGradients) {
  TensorType x = f32({N, 10});
  EXPECT_EQ(ok(infer(Op::GatherGrad, {f32({N}), i64({N})}, {}, &x)), x);
  TensorType wrong = f32({N, 10, 2});
  EXPECT_EQ(bad(infer(Op::GatherGrad, {f32({N}), i64({N})}, {}, &wrong)).kind, K::Shape);
  TensorType table = f32({100, 8});
  EXPECT_EQ(ok(infer(Op::TakeGrad, {f32({N, 3, 8}), i64({N, 3})}, {}, &table)), table);
  EXPECT_EQ(bad(infer(Op::TakeGrad, {f32({N, 3, 7}), i64({N, 3})}, {}, &table)).kind, K::Shape);
  EXPECT_EQ(bad(infer(Op::TakeGrad, {f32({N, 8}), f32({N})}, {}, &table)).kind, K::DType);
}

TEST(Infer, ImageGradients) {
  Attrs conv = {{"stride", int64_t{2}}, {"padding", int64_t{1}}};
  TensorType x = f32({N, 3, 9, 9}), w = f32({4, 3, 3, 3}), g = f32({N, 4, 5, 5});
  EXPECT_EQ(ok(infer(Op::Conv2dGradInput, {g, w}, conv, &x)), x);
  EXPECT_EQ(ok(infer(Op::Conv2dGradWeight, {x, g}, conv, &w)), w);
  TensorType x8 = f32({N, 3, 12, 12});
  EXPECT_EQ(bad(infer(Op::Conv2dGradInput, {g, w}, conv, &x8)).kind, K::Shape);
  Attrs pool = {{"kernel", int64_t{2}}, {"stride", int64_t{2}}};
  TensorType p = f32({N, 3, 4, 4});
  EXPECT_EQ(ok(infer(Op::MaxPool2dGrad, {x, p}, pool)), x);
  EXPECT_EQ(ok(infer(Op::AvgPool2dGrad, {p}, pool, &x)), x);
  EXPECT_EQ(bad(infer(Op::MaxPool2dGrad, {x, g}, pool)).kind, K::Shape);
}

// Values on a device set (ir/split_rule.h): where each op's result is split.
namespace split_rules {

TensorType rep(std::vector<Dim> shape) {
  TensorType t = f32(std::move(shape));
  t.device = Placement::replicated("gpus");
  return t;
}
TensorType split(int axis, std::vector<Dim> shape, DType dt = DType::F32) {
  TensorType t = ty(dt, std::move(shape));
  t.device = Placement::split(axis, "gpus");
  return t;
}

TEST(InferSplit, ElementwiseAndBroadcast) {
  EXPECT_EQ(ok(infer(Op::Add, {split(0, {N, 10}), rep({10})})), split(0, {N, 10}));
  EXPECT_EQ(ok(infer(Op::Mul, {rep({1, 10}), split(0, {N, 10})})), split(0, {N, 10}));
  EXPECT_EQ(ok(infer(Op::Relu, {split(0, {N, 10})})), split(0, {N, 10}));
  EXPECT_EQ(ok(infer(Op::Add, {rep({10}), rep({10})})), rep({10}));
  // A replicated operand with the batch's size would hold every example.
  EXPECT_EQ(bad(infer(Op::Add, {split(0, {N, 10}), rep({N, 10})})).kind, K::Split);
  EXPECT_EQ(bad(infer(Op::Add, {split(0, {N, 10}), split(1, {N, 10})})).kind, K::Split);
  // A set and one device never meet.
  EXPECT_EQ(bad(infer(Op::Add, {split(0, {N, 10}), f32({10})})).kind, K::Device);
}

TEST(InferSplit, Matmul) {
  EXPECT_EQ(ok(infer(Op::Matmul, {split(0, {N, 784}), rep({784, 256})})), split(0, {N, 256}));
  EXPECT_EQ(ok(infer(Op::Matmul, {split(0, {N, 4, 8}), split(0, {N, 8, 4})})), split(0, {N, 4, 4}));
  // x^T dy sums over the batch: the weight gradient, which replicas combine.
  EXPECT_EQ(bad(infer(Op::Matmul, {rep({256, N}), split(0, {N, 10})})).kind, K::Split);
  EXPECT_EQ(bad(infer(Op::Matmul, {split(1, {10, N}), rep({N, 3})})).kind, K::Split);
}

TEST(InferSplit, ReductionsOverTheSplitAxisAreReplicated) {
  Attrs all, rows{{"axes", std::vector<int64_t>{0}}}, cols{{"axes", std::vector<int64_t>{1}}};
  EXPECT_EQ(ok(infer(Op::Mean, {split(0, {N, 10})}, all)), rep({}));
  EXPECT_EQ(ok(infer(Op::Sum, {split(0, {N, 10})}, rows)), rep({10}));
  EXPECT_EQ(ok(infer(Op::Mean, {split(0, {N, 10})}, cols)), split(0, {N}));
  EXPECT_EQ(ok(infer(Op::Softmax, {split(0, {N, 10})}, {{"axis", int64_t{-1}}})), split(0, {N, 10}));
  EXPECT_EQ(bad(infer(Op::Softmax, {split(0, {N, 10})}, {{"axis", int64_t{0}}})).kind, K::Split);
  EXPECT_EQ(ok(infer(Op::Argmax, {split(0, {N, 10})}, {{"axis", int64_t{1}}})), split(0, {N}, DType::I64));
}

TEST(InferSplit, LayoutKeepsTheSplitAxisWhole) {
  TensorType flat = split(0, {N, 784});
  EXPECT_EQ(ok(infer(Op::Reshape, {split(0, {N, 28, 28})}, {}, &flat)), flat);
  // Merged with the axes after it when they are numbers (a sequence's
  // tokens as rows: [B, 16, 11] -> [16 B, 11]), and back (its gradient).
  TensorType merged = split(0, {N * Dim(28), 28});
  EXPECT_EQ(ok(infer(Op::Reshape, {split(0, {N, 28, 28})}, {}, &merged)), merged);
  TensorType rows = split(0, {Dim(28) * N * Dim(28)});
  EXPECT_EQ(ok(infer(Op::Reshape, {split(0, {N, 28, 28})}, {}, &rows)), rows);
  TensorType unmerged = split(0, {N, 28, 28});
  EXPECT_EQ(ok(infer(Op::Reshape, {split(0, {N * Dim(28), 28})}, {}, &unmerged)), unmerged);
  // Not with an axis before it, nor where the batch's factor is not the outer one or a size is not a number.
  TensorType before = split(0, {Dim(28) * N});
  EXPECT_EQ(bad(infer(Op::Reshape, {split(1, {28, N})}, {}, &before)).kind, K::Split);
  TensorType inner_batch = split(0, {3, N});
  EXPECT_EQ(bad(infer(Op::Reshape, {split(0, {Dim(3) * N})}, {}, &inner_batch)).kind, K::Split);
  TensorType by_t = split(0, {N * S("T")});
  EXPECT_EQ(bad(infer(Op::Reshape, {split(0, {N, S("T")})}, {}, &by_t)).kind, K::Split);
  EXPECT_EQ(ok(infer(Op::Transpose, {split(0, {N, 4, 8})}, {{"perm", std::vector<int64_t>{1, 0, 2}}})),
            split(1, {4, N, 8}));
  EXPECT_EQ(bad(infer(Op::Concat, {split(0, {N, 4}), split(0, {N, 4})}, {{"axis", int64_t{0}}})).kind, K::Split);
  EXPECT_EQ(ok(infer(Op::Concat, {split(0, {N, 4}), split(0, {N, 4})}, {{"axis", int64_t{1}}})), split(0, {N, 8}));
}

TEST(InferSplit, MovingOntoAndOffASet) {
  TensorType host = f32({N, 784}, "cpu");
  TensorType shares = split(0, {N, 784}), whole = rep({N, 784}), back = f32({N, 784}, "cpu");
  EXPECT_EQ(ok(infer(Op::To, {host}, {}, &shares)), shares);
  EXPECT_EQ(ok(infer(Op::To, {host}, {}, &whole)), whole);
  EXPECT_EQ(bad(infer(Op::To, {shares}, {}, &back)).kind, K::Split);
  TensorType loss = rep({}), host_loss = f32({}, "cpu");
  EXPECT_EQ(ok(infer(Op::To, {loss}, {}, &host_loss)), host_loss);
}

}  // namespace split_rules

}  // namespace
}  // namespace netc::ir
