#include "codegen/cpu/scalar_ir.h"

#include <llvm/IR/Intrinsics.h>

#include <limits>

#include "base/f32_math.h"

namespace netc::cpu::lowering {

namespace {

// Builds with no fast-math flags (restored after): every lane, vector or
// not, rounds alike.
struct ExactMath {
  llvm::IRBuilder<>& b;
  llvm::FastMathFlags saved = b.getFastMathFlags();
  explicit ExactMath(llvm::IRBuilder<>& builder) : b(builder) { b.clearFastMathFlags(); }
  ~ExactMath() { b.setFastMathFlags(saved); }
  llvm::Value* c(float v) { return llvm::ConstantFP::get(b.getFloatTy(), v); }
  llvm::Value* fma(llvm::Value* x, llvm::Value* y, llvm::Value* z) {
    return b.CreateIntrinsic(llvm::Intrinsic::fma, {b.getFloatTy()}, {x, y, z});
  }
  // p[0] t^(n-1) + ... + p[n-1], by Horner's rule
  llvm::Value* horner(const float* p, int n, llvm::Value* t) {
    llvm::Value* v = c(p[0]);
    for (int k = 1; k < n; ++k) v = fma(v, t, c(p[k]));
    return v;
  }
};

}  // namespace

llvm::Value* exp_f32(llvm::IRBuilder<>& b, llvm::Value* x) {
  namespace m = netc::f32_math;
  ExactMath e(b);
  llvm::Value* xc = b.CreateSelect(b.CreateFCmpOGT(x, e.c(m::kExpHigh)), e.c(m::kExpHigh), x);  // NaN stays
  xc = b.CreateSelect(b.CreateFCmpOLT(xc, e.c(m::kExpLow)), e.c(m::kExpLow), xc);
  llvm::Value* n = b.CreateUnaryIntrinsic(llvm::Intrinsic::roundeven, b.CreateFMul(xc, e.c(m::kLog2e)));
  llvm::Value* r = e.fma(b.CreateFNeg(n), e.c(m::kLn2Hi), xc);
  r = e.fma(b.CreateFNeg(n), e.c(m::kLn2Lo), r);
  llvm::Value* p = e.fma(e.horner(m::kExpPoly, 6, r), b.CreateFMul(r, r), b.CreateFAdd(r, e.c(1.0f)));
  // 2^n as two factors; n of a NaN is taken as 0 (converting NaN is poison), p is NaN anyway
  llvm::Type* i32 = b.getInt32Ty();
  llvm::Value* ni = b.CreateFPToSI(b.CreateSelect(b.CreateFCmpUNO(n, n), e.c(0.0f), n), i32);
  llvm::Value* half = b.CreateAShr(ni, 1);
  auto pow2 = [&](llvm::Value* k) {
    return b.CreateBitCast(b.CreateShl(b.CreateAdd(k, b.getInt32(127)), 23), b.getFloatTy());
  };
  llvm::Value* y = b.CreateFMul(b.CreateFMul(p, pow2(half)), pow2(b.CreateSub(ni, half)));
  y = b.CreateSelect(b.CreateFCmpOLT(x, e.c(m::kExpLow)), e.c(0.0f), y);
  return b.CreateSelect(b.CreateFCmpOGT(x, e.c(m::kExpHigh)), e.c(std::numeric_limits<float>::infinity()), y);
}
llvm::Value* erf_f32(llvm::IRBuilder<>& b, llvm::Value* x) {
  namespace m = netc::f32_math;
  ExactMath e(b);
  llvm::Value* z = b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
  llvm::Value* t = b.CreateFDiv(e.c(1.0f), e.fma(z, e.c(0.5f), e.c(1.0f)));
  // e^(-z^2 + Q(t))
  llvm::Value* tail_exp = exp_f32(b, b.CreateFAdd(b.CreateFNeg(b.CreateFMul(z, z)), e.horner(m::kErfcTail, 10, t)));
  llvm::Value* large = b.CreateFSub(e.c(1.0f), b.CreateFMul(t, tail_exp));
  llvm::Value* small = b.CreateFMul(z, e.horner(m::kErfSmall, 7, b.CreateFMul(z, z)));
  llvm::Value* v = b.CreateSelect(b.CreateFCmpOLT(z, e.c(1.0f)), small, large);
  return b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, v, x);
}
llvm::Value* tanh_f32(llvm::IRBuilder<>& b, llvm::Value* x) {
  namespace m = netc::f32_math;
  ExactMath e(b);
  llvm::Value* z = b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
  llvm::Value* e2 = exp_f32(b, b.CreateFAdd(z, z));
  llvm::Value* large = b.CreateFSub(e.c(1.0f), b.CreateFDiv(e.c(2.0f), b.CreateFAdd(e2, e.c(1.0f))));
  llvm::Value* u = b.CreateFMul(x, x);
  llvm::Value* small = e.fma(b.CreateFMul(b.CreateFMul(e.horner(m::kTanhSmall, 5, u), u), x), e.c(1.0f), x);
  llvm::Value* v = b.CreateSelect(b.CreateFCmpOGE(z, e.c(m::kTanhSmallBelow)), large, small);
  return b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, v, x);  // tanh(-0) = -0 too
}

llvm::Value* LlvmScalar::number(double v, llvm::Value* const*) const {
  if (fl) return llvm::ConstantFP::get(b.getFloatTy(), v);
  return llvm::ConstantInt::get(et, static_cast<int64_t>(v), true);
}
// Integer division as the language defines it (docs/language.md): floor
// division, as Python's `//` and a size's `/`; by zero 0, and MIN / -1
// wraps to MIN, so that no value traps (sdiv's do on x86).
llvm::Value* LlvmScalar::floor_div(llvm::Value* a, llvm::Value* d) const {
  llvm::Value* zero = number(0, nullptr);
  llvm::Value* minus_one = llvm::ConstantInt::get(et, -1, true);
  llvm::Value* by_zero = b.CreateICmpEQ(d, zero);
  llvm::Value* by_minus_one = b.CreateICmpEQ(d, minus_one);
  llvm::Value* safe = b.CreateSelect(b.CreateOr(by_zero, by_minus_one), number(1, nullptr), d);
  llvm::Value* q = b.CreateSDiv(a, safe);
  llvm::Value* r = b.CreateSRem(a, safe);
  // Truncated toward zero; one less where the remainder's sign is not the divisor's.
  llvm::Value* down = b.CreateAnd(b.CreateICmpNE(r, zero), b.CreateICmpSLT(b.CreateXor(r, safe), zero));
  q = b.CreateSub(q, b.CreateZExt(down, et));
  return b.CreateSelect(by_zero, zero, b.CreateSelect(by_minus_one, b.CreateNeg(a), q));
}

llvm::Value* LlvmScalar::prim(ir::Prim p, const std::vector<llvm::Value*>& x) const {
  using P = ir::Prim;
  switch (p) {
    case P::Add: return fl ? b.CreateFAdd(x[0], x[1]) : b.CreateAdd(x[0], x[1]);
    case P::Sub: return fl ? b.CreateFSub(x[0], x[1]) : b.CreateSub(x[0], x[1]);
    case P::Mul: return fl ? b.CreateFMul(x[0], x[1]) : b.CreateMul(x[0], x[1]);
    case P::Div: return fl ? b.CreateFDiv(x[0], x[1]) : floor_div(x[0], x[1]);
    case P::Pow: return b.CreateBinaryIntrinsic(llvm::Intrinsic::pow, x[0], x[1]);
    case P::Neg: return fl ? b.CreateFNeg(x[0]) : b.CreateNeg(x[0]);
    case P::Abs:
      return fl ? b.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x[0])
                : b.CreateSelect(b.CreateICmpSLT(x[0], number(0, nullptr)), b.CreateNeg(x[0]), x[0]);
    case P::Exp: return x[0]->getType()->isFloatTy() ? exp_f32(b, x[0]) : b.CreateUnaryIntrinsic(llvm::Intrinsic::exp, x[0]);
    case P::Log: return b.CreateUnaryIntrinsic(llvm::Intrinsic::log, x[0]);
    case P::Sqrt: return b.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x[0]);
    case P::Rsqrt: return b.CreateFDiv(number(1, nullptr), b.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x[0]));
    case P::Tanh: return tanh_f32(b, x[0]);
    case P::Erf: return erf_f32(b, x[0]);
    case P::Sin: return b.CreateUnaryIntrinsic(llvm::Intrinsic::sin, x[0]);
    case P::Cos: return b.CreateUnaryIntrinsic(llvm::Intrinsic::cos, x[0]);
    case P::Floor: return b.CreateUnaryIntrinsic(llvm::Intrinsic::floor, x[0]);
    case P::Rint: return b.CreateUnaryIntrinsic(llvm::Intrinsic::rint, x[0]);
    case P::Log1p: {  // libm's: LLVM has no intrinsic
      llvm::Module* m = b.GetInsertBlock()->getModule();
      llvm::Type* t = x[0]->getType();
      llvm::FunctionCallee f = m->getOrInsertFunction(t->isFloatTy() ? "log1pf" : "log1p", t, t);
      return b.CreateCall(f, {x[0]});
    }
    case P::Lt: return fl ? b.CreateFCmpOLT(x[0], x[1]) : b.CreateICmpSLT(x[0], x[1]);
    case P::Le: return fl ? b.CreateFCmpOLE(x[0], x[1]) : b.CreateICmpSLE(x[0], x[1]);
    case P::Gt: return fl ? b.CreateFCmpOGT(x[0], x[1]) : b.CreateICmpSGT(x[0], x[1]);
    case P::Ge: return fl ? b.CreateFCmpOGE(x[0], x[1]) : b.CreateICmpSGE(x[0], x[1]);
    case P::Eq: return fl ? b.CreateFCmpOEQ(x[0], x[1]) : b.CreateICmpEQ(x[0], x[1]);
    case P::Ne: return fl ? b.CreateFCmpUNE(x[0], x[1]) : b.CreateICmpNE(x[0], x[1]);
    case P::IsNan: return fl ? b.CreateFCmpUNO(x[0], x[0]) : static_cast<llvm::Value*>(b.getFalse());
    case P::Either: return x[0] == b.getFalse() ? x[1] : b.CreateOr(x[0], x[1]);
    case P::Truth: return b.CreateICmpNE(x[0], b.getInt8(0));
    case P::Select: return b.CreateSelect(x[0], x[1], x[2]);
    case P::Bool: return b.CreateZExt(x[0], b.getInt8Ty());
    case P::And: return b.CreateAnd(x[0], x[1]);
    case P::Or: return b.CreateOr(x[0], x[1]);
    case P::Not: return b.CreateXor(x[0], b.getInt8(1));
    case P::Cast: return cast(x[0]);
  }
  return nullptr;
}
llvm::Value* LlvmScalar::cast(llvm::Value* x) const {
  llvm::Type* tt = rt;
  if (from == to) return x;
  if (to == ir::DType::Bool)
    return b.CreateZExt(ir::is_float(from) ? b.CreateFCmpUNE(x, llvm::ConstantFP::get(b.getFloatTy(), 0.0))
                                           : b.CreateICmpNE(x, llvm::ConstantInt::get(x->getType(), 0)),
                        b.getInt8Ty());
  if (ir::is_float(to)) {
    if (ir::is_float(from)) return x;
    return from == ir::DType::Bool ? b.CreateUIToFP(x, tt) : b.CreateSIToFP(x, tt);
  }
  if (ir::is_float(from)) return b.CreateFPToSI(x, tt);
  return from == ir::DType::Bool ? b.CreateZExt(x, tt) : b.CreateSExtOrTrunc(x, tt);
}

}  // namespace netc::cpu::lowering
