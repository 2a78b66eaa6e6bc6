// The scalar primitives of ir/elementwise.h as LLVM IR, for the CPU
// backend's elementwise loops (lower.cc's Lowerer::compute evaluates an op's
// formula with LlvmScalar), and e^x, erf(x) and tanh(x) of a float as
// base/f32_math.h defines them.
#pragma once

#include <llvm/IR/IRBuilder.h>

#include <vector>

#include "ir/elementwise.h"
#include "ir/types.h"

namespace netc::cpu::lowering {

// e^x, erf(x) and tanh(x) of a float as base/f32_math.h defines them, written as
// arithmetic (no call) so that the loop vectoriser widens the loops they
// are in; exp's operations are runtime/cpu/vec8.h's exp8's, so the
// generated code and the kernels give the same bits. No fast-math flags
// (no contraction): every lane, vector or not, rounds alike.
llvm::Value* exp_f32(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* erf_f32(llvm::IRBuilder<>& b, llvm::Value* x);
llvm::Value* tanh_f32(llvm::IRBuilder<>& b, llvm::Value* x);

// The scalar primitives of ir/elementwise.h as LLVM IR: a predicate is
// an i1, a stored bool an i8 (0 or 1). `fl`: the operands are floats
// (f32); `et` their element type; `to` and `rt` a cast's result.
struct LlvmScalar {
  using V = llvm::Value*;
  llvm::IRBuilder<>& b;
  bool fl;
  llvm::Type* et;
  ir::DType from, to;
  llvm::Type* rt;
  llvm::Value* number(double v, llvm::Value* const*) const;
  llvm::Value* prim(ir::Prim p, const std::vector<llvm::Value*>& x) const;
  llvm::Value* cast(llvm::Value* x) const;
  llvm::Value* floor_div(llvm::Value* a, llvm::Value* d) const;  // integers
};

}  // namespace netc::cpu::lowering
