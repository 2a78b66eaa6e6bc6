// CUDA C as text: what a kernel's source says for a dtype, a literal, a 16-bit
// float's storage and one of ir/elementwise.h's scalar primitives. The
// emitter (emitter.h) writes kernels from these; they need no plan and no
// kernel, as codegen/cpu/scalar_ir.h's LLVM counterparts need no Lowerer.
//
// bf16 and f16 values are stored as 16 bits (`netc_bf16`, the top half of an
// f32; `netc_f16`, IEEE half) and computed as f32, as on the CPU: widened
// where a kernel reads one, rounded to nearest even where one is made
// (base/bf16.h's and base/f16.h's functions, whose text the prelude holds).
#pragma once

#include <string>
#include <vector>

#include "ir/elementwise.h"
#include "ir/ir.h"

namespace netc::cuda::detail {

// The text a function's source starts with: `i64`, base/splitmix64.h's
// generators (so that dropout masks and random tensors are the same on every
// device), and base/bf16.h's or base/f16.h's conversions when f (or a loop's
// body in it) has such values.
std::string source_prelude(const ir::Function& f);

// The C type an element of dtype d is stored as, and the one it is computed
// as (a bf16 or f16 one as an f32).
const char* ctype(ir::DType d);
const char* compute_ctype(ir::DType d);

// The name of a 16-bit float's conversions in the prelude: <name>_bits,
// <name>_value and round_to_<name>.
std::string half_name(ir::DType d);

// The nearest value of dtype d to v, as the reference makes a constant.
double rounded(double v, ir::DType d);

// A literal of dtype d as it is computed (a bf16 or f16 one as an f32).
std::string literal(double v, ir::DType d);

// A double as a literal that reads back as the same double (17 digits), so
// that comparisons against it (dropout's threshold) match the CPU's exactly.
std::string exact(double v);

// `x`, an element of a value of 16-bit float dtype d as computed, as it is
// stored: its bits. x is rounded already, where it was made:
// round_to_bf16(e) is stored as bf16_bits(e), the same bits.
std::string storing_half(ir::DType d, const std::string& x);

// The scalar primitives of ir/elementwise.h as CUDA C: a predicate is a C
// condition, a stored bool an `unsigned char`, a bf16 or f16 an f32 (rounded by
// compute()). `in`: the operands' dtype; `rt` the result's (a cast's target).
struct CudaScalar {
  using V = std::string;
  ir::DType in, rt;
  std::string number(double v, const std::string*) const { return literal(v, in); }
  std::string prim(ir::Prim p, const std::vector<std::string>& x) const {
    using P = ir::Prim;
    const bool fl = ir::is_float(in);
    auto call = [&](const char* f) { return std::string(f) + "(" + x[0] + ")"; };
    auto infix = [&](const char* o) { return x[0] + " " + o + " " + x[1]; };
    // -x, also of a negative literal (`--1.5f` would be a decrement).
    const std::string minus_x = x[0].empty() || x[0][0] != '-' ? "-" + x[0] : "-(" + x[0] + ")";
    switch (p) {
      case P::Add: return "(" + infix("+") + ")";
      case P::Sub: return "(" + infix("-") + ")";
      case P::Mul: return "(" + infix("*") + ")";
      case P::Div:  // integers: floor division, by zero 0 (netc_floor_div, in every kernel's prelude)
        return fl ? "(" + infix("/") + ")"
                  : "((" + std::string(ctype(in)) + ")netc_floor_div((long long)" + x[0] + ", (long long)" + x[1] + "))";
      case P::Pow:
        return fl ? "powf(" + x[0] + ", " + x[1] + ")"
                  : "(" + std::string(ctype(in)) + ")pow((double)" + x[0] + ", (double)" + x[1] + ")";
      case P::Neg: return "(" + minus_x + ")";
      case P::Abs: return fl ? call("fabsf") : "(" + x[0] + " < 0 ? " + minus_x + " : " + x[0] + ")";
      case P::Exp: return call("expf");
      case P::Log: return call("logf");
      case P::Sqrt: return call("sqrtf");
      case P::Rsqrt: return call("rsqrtf");
      case P::Tanh: return call("tanhf");
      case P::Erf: return call("erff");
      case P::Sin: return call("sinf");
      case P::Cos: return call("cosf");
      case P::Floor: return call("floorf");
      case P::Rint: return call("rintf");
      case P::Log1p: return call("log1pf");
      case P::Lt: return infix("<");
      case P::Le: return infix("<=");
      case P::Gt: return infix(">");
      case P::Ge: return infix(">=");
      case P::Eq: return infix("==");
      case P::Ne: return infix("!=");
      case P::IsNan: return x[0] + " != " + x[0];  // true only for NaN
      case P::Either: return infix("||");
      case P::Truth: return x[0];
      case P::Select: return "(" + x[0] + " ? " + x[1] + " : " + x[2] + ")";
      case P::Bool: return "(unsigned char)(" + x[0] + ")";
      case P::And: return "(unsigned char)(" + infix("&") + ")";
      case P::Or: return "(unsigned char)(" + infix("|") + ")";
      case P::Not: return "(unsigned char)(!" + x[0] + ")";
      case P::Cast:
        if (rt == ir::DType::Bool) return "(unsigned char)(" + x[0] + " != 0)";
        return "((" + std::string(compute_ctype(rt)) + ")" + x[0] + ")";
    }
    return x[0];
  }
};

}  // namespace netc::cuda::detail
