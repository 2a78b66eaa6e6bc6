// Elementwise ops as data. Each line of ir/ops.def's NETC_ELEMENTWISE gives
// an op's typing class, how netc reaches it, its value and the gradient of
// each operand as formulas in a small scalar language:
//
//   formula := number | x0 | x1 | x2 | y | g | name "(" formula {"," formula} ")"
//
// x0..x2 are the operands' elements, y the result's and g its gradient's
// (y and g in gradients only; a reduction's gradient also has n and
// count(p), see ReductionRule). A name is a primitive (below) or another
// elementwise op's spelling, which stands for that op's value formula.
// Primitives are the scalar instructions every consumer implements once:
//
//   add sub mul div pow neg abs exp log sqrt rsqrt tanh erf   numbers
//   sin cos floor rint (to nearest, ties to even) log1p
//   lt le gt ge eq ne isnan either(p, q) truth(b)             predicates
//   select(p, a, b)  bool(p)  and or not (of bools)  cast     the rest
//
// A predicate is what a comparison gives before it is stored: a backend may
// keep it as a machine flag (LLVM's i1, C's int); `bool` makes it a stored
// bool element and `truth` a stored bool a predicate.
//
// Each consumer evaluates a formula with a builder B (`evaluate` below):
// the reference interpreter and the checker's folding on doubles
// (DoubleScalar), the CPU backend into LLVM IR (codegen/cpu/scalar_ir.h), the
// CUDA backend into C (codegen/cuda/c_text.h), and autodiff into IR
// instructions (ir/passes/autodiff.cc), where an op named in a gradient is
// emitted as that op. So adding an elementwise op whose formula uses these
// primitives is its line in ops.def; a new primitive (a math function no
// backend computes yet) is one case per builder.
//
// A structural op's gradient (ops.def's NETC_GRADIENT) is a formula of the
// same shape over whole tensors: ops by spelling (any op, each taking the
// instruction's attributes) applied to g, y and the operands; no numbers,
// no primitives. Autodiff emits it (GradientRule).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::ir {

// The dtypes an elementwise op takes and gives (see ir/ops.def).
enum class Typing : uint8_t { Numeric, Float, Equality, Order, Logic, Select, Convert };
// How netc source reaches it: `Math` ops are functions called by their
// spelling (and folded on numbers); `Syntax` ones through an operator or a
// builtin with rules of its own (`where`, `cast`).
enum class Netc : uint8_t { Math, Syntax };

enum class Prim : uint8_t {
  Add, Sub, Mul, Div, Pow, Neg, Abs, Exp, Log, Sqrt, Rsqrt, Tanh, Erf, Sin, Cos, Floor, Rint, Log1p,
  Lt, Le, Gt, Ge, Eq, Ne, IsNan, Either, Truth,
  Select, Bool, And, Or, Not, Cast,
};
const char* prim_name(Prim p);

struct Formula {
  // Count: a reduction gradient's count(p), how many reduced elements p holds for.
  enum class Kind : uint8_t { Number, Var, Prim, Op, Count };
  static constexpr int kY = 3, kG = 4, kN = 5;  // variables after the operands x0..x2
  Kind kind = Kind::Number;
  double number = 0;
  int var = 0;
  Prim prim = Prim::Add;
  Op op = Op::Add;
  std::vector<Formula> args;
};

struct ElementwiseRule {
  Op op;
  int arity;
  Typing typing;
  Netc netc;
  Formula value;
  std::vector<std::optional<Formula>> grads;  // one per operand; none: it passes no gradient
};

// A reduction's rules (ops.def's NETC_REDUCTION): the accumulator starts
// at `start` (a number, or the dtype's least or greatest value), takes each element by
// `combine` (x0: the accumulator, x1: the element) and ends as `finish`
// (x0: the accumulator, x1: the number reduced); `grad` is an element's
// gradient (x0: the element; y, g: its output and that output's gradient;
// n: the number reduced; count(p)).
struct ReductionRule {
  Op op;
  Typing typing;
  enum class Start : uint8_t { Number, Lowest, Highest } start;
  double identity;  // when start is Number
  Formula combine, finish, grad;
  bool finish_is_accumulator() const { return finish.kind == Formula::Kind::Var && finish.var == 0; }
  // The start on doubles (the reference's): +-inf for the extremes.
  double start_value() const;
};

// The rule of an elementwise op; null for every other kind of op.
const ElementwiseRule* elementwise_rule(Op op);
// The rule of a reduction; null for every other kind of op.
const ReductionRule* reduction_rule(Op op);
// The ops netc calls by spelling (`Netc::Math`), in ops.def's order.
const std::vector<Op>& math_ops();
// The reductions, in ops.def's order: each is called `name(x, axis | axes, keepdims)`.
const std::vector<Op>& reduction_ops();

// A structural op's gradients (ops.def's NETC_GRADIENT), one per operand
// (none: it passes no gradient, as the op's grads say).
struct GradientRule {
  Op op;
  std::vector<std::optional<Formula>> grads;
};
// The gradient formulas of a structural op; null for an op without them.
const GradientRule* gradient_rule(Op op);

// What a formula may refer to: the operands only (a value), y and g too
// (a gradient), n and count(p) too (a reduction's gradient); a structural
// op's gradient: any op by spelling on g, y and the operands, no numbers.
enum class FormulaUse : uint8_t { Value, Gradient, ReductionGradient, StructuralGradient };
// A formula's text read for an op of `arity` operands. The error names what
// is wrong and where.
Expected<Formula> parse_formula(std::string_view text, int arity, FormulaUse use, std::optional<Op> self = std::nullopt);

// The value of `f` with its variables bound to `vars` (x0.., y, g), built by
// `b`: b.number(v, like) makes a literal (`like`: an operand it combines
// with, or null), b.prim(p, args) a primitive, b.op(op, args), when B has
// it, an elementwise op named in the formula (otherwise the op's value
// formula is evaluated in its place), and b.count(p) a reduction
// gradient's count. Operands are built left to right; a literal after its
// sibling operands, so that it can take their type.
template <class B>
typename B::V evaluate(B& b, const Formula& f, const std::vector<typename B::V>& vars) {
  using V = typename B::V;
  if (f.kind == Formula::Kind::Var) return vars.at(static_cast<size_t>(f.var));
  if (f.kind == Formula::Kind::Number) return b.number(f.number, nullptr);
  std::vector<std::optional<V>> built(f.args.size());
  for (size_t i = 0; i < f.args.size(); ++i)
    if (f.args[i].kind != Formula::Kind::Number) built[i] = evaluate(b, f.args[i], vars);
  // A select's literal takes the type of its other value, not the condition's.
  const size_t first = f.kind == Formula::Kind::Prim && f.prim == Prim::Select ? 1 : 0;
  const V* like = nullptr;
  for (size_t i = first; i < built.size() && !like; ++i)
    if (built[i]) like = &*built[i];
  std::vector<V> args;
  for (size_t i = 0; i < f.args.size(); ++i) args.push_back(built[i] ? *built[i] : b.number(f.args[i].number, like));
  if (f.kind == Formula::Kind::Prim) return b.prim(f.prim, args);
  if (f.kind == Formula::Kind::Count) {
    if constexpr (requires { b.count(args[0]); }) return b.count(args[0]);
    else return args[0];  // only autodiff builds a reduction's gradient
  }
  if constexpr (requires { b.op(f.op, args); }) {
    return b.op(f.op, args);
  } else {
    return evaluate(b, elementwise_rule(f.op)->value, args);
  }
}

// Formulas on doubles: the reference interpreter's arithmetic and the
// checker's folding of `sqrt(2.0)`. A predicate or bool is 0 or 1; `cast`
// leaves the value to the caller's rounding to the result's dtype.
struct DoubleScalar {
  using V = double;
  // The operands are integers: `div` is floor division, and by zero 0
  // (as both backends compute it).
  bool integer = false;
  double number(double v, const double*) const { return v; }
  double prim(Prim p, const std::vector<double>& a) const;
};

// An elementwise op's value on doubles (x: its operands).
double evaluate_double(Op op, const std::vector<double>& x);
// A formula's value on doubles.
double evaluate_double(const Formula& f, const std::vector<double>& vars);

}  // namespace netc::ir
