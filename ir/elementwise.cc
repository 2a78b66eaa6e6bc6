// The elementwise rules of ir/ops.def read into formulas (see elementwise.h).
// The table is built at first use; a formula that does not parse is a bug
// in ops.def that the unit tests (ElementwiseRules.*) catch before it ships.
#include "ir/elementwise.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "base/int_div.h"

namespace netc::ir {
namespace {

struct PrimInfo {
  const char* name;
  int arity;
};
constexpr PrimInfo kPrims[] = {
    {"add", 2}, {"sub", 2}, {"mul", 2}, {"div", 2}, {"pow", 2}, {"neg", 1}, {"abs", 1},    {"exp", 1},
    {"log", 1}, {"sqrt", 1}, {"rsqrt", 1}, {"tanh", 1}, {"erf", 1}, {"sin", 1}, {"cos", 1}, {"floor", 1},
    {"rint", 1}, {"log1p", 1}, {"lt", 2}, {"le", 2},  {"gt", 2},
    {"ge", 2},  {"eq", 2},  {"ne", 2},  {"isnan", 1}, {"either", 2}, {"truth", 1}, {"select", 3}, {"bool", 1},
    {"and", 2}, {"or", 2},  {"not", 1}, {"cast", 1},
};
static_assert(sizeof(kPrims) / sizeof(kPrims[0]) == static_cast<size_t>(Prim::Cast) + 1);

class Parser {
 public:
  Parser(std::string_view text, int arity, FormulaUse use, std::optional<Op> self)
      : s_(text), arity_(arity), use_(use), self_(self) {}

  Expected<Formula> run() {
    Formula f = formula();
    skip_space();
    if (error_.empty() && pos_ != s_.size()) fail("unexpected `" + std::string(1, s_[pos_]) + "`");
    if (!error_.empty()) return Status::error("formula `" + std::string(s_) + "`: " + error_);
    return f;
  }

 private:
  std::string_view s_;
  int arity_;
  FormulaUse use_;
  std::optional<Op> self_;
  size_t pos_ = 0;
  std::string error_;

  void fail(const std::string& why) {
    if (error_.empty()) error_ = why + " at offset " + std::to_string(pos_);
  }
  void skip_space() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  bool eat(char c) {
    skip_space();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  Formula formula() {
    Formula f;
    skip_space();
    if (pos_ >= s_.size()) {
      fail("a formula ends early");
      return f;
    }
    const char c = s_[pos_];
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '.') {
      if (use_ == FormulaUse::StructuralGradient) {
        fail("a structural gradient has no numbers");
        return f;
      }
      const std::string rest(s_.substr(pos_));
      char* end = nullptr;
      f.number = std::strtod(rest.c_str(), &end);
      if (end == rest.c_str()) fail("a malformed number");
      pos_ += static_cast<size_t>(end - rest.c_str());
      return f;
    }
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) ++pos_;
    const std::string name(s_.substr(start, pos_ - start));
    if (name.empty()) {
      fail("expected a name or a number");
      return f;
    }
    if (!eat('(')) return variable(name);
    std::vector<Formula> args;
    if (!eat(')')) {
      do args.push_back(formula());
      while (error_.empty() && eat(','));
      if (!eat(')')) fail("expected `)` or `,`");
    }
    call(f, name, std::move(args));
    return f;
  }

  Formula variable(const std::string& name) {
    Formula f;
    f.kind = Formula::Kind::Var;
    if (name.size() == 2 && name[0] == 'x' && name[1] >= '0' && name[1] < '0' + arity_) f.var = name[1] - '0';
    else if (use_ != FormulaUse::Value && name == "y") f.var = Formula::kY;
    else if (use_ != FormulaUse::Value && name == "g") f.var = Formula::kG;
    else if (use_ == FormulaUse::ReductionGradient && name == "n") f.var = Formula::kN;
    else fail("`" + name + "` is no variable here");
    return f;
  }

  void call(Formula& f, const std::string& name, std::vector<Formula> args) {
    int want = -1;
    if (use_ == FormulaUse::StructuralGradient) {  // every name is an op's
      auto op = parse_op(name);
      if (!op) return fail("`" + name + "` is no op");
      f.kind = Formula::Kind::Op;
      f.op = *op;
      if (op_arity(*op) >= 0 && static_cast<int>(args.size()) != op_arity(*op))
        fail("`" + name + "` takes " + std::to_string(op_arity(*op)) + " operands, not " + std::to_string(args.size()));
      f.args = std::move(args);
      return;
    }
    if (use_ == FormulaUse::ReductionGradient && name == "count") {
      f.kind = Formula::Kind::Count;
      want = 1;
    }
    for (size_t p = 0; p < sizeof(kPrims) / sizeof(kPrims[0]); ++p)
      if (name == kPrims[p].name) {
        f.kind = Formula::Kind::Prim;
        f.prim = static_cast<Prim>(p);
        want = kPrims[p].arity;
      }
    if (want < 0) {
      auto op = parse_op(name);
      if (!op || op_kind(*op) != OpKind::Elementwise) return fail("`" + name + "` is neither a primitive nor an elementwise op");
      if (self_ && *op == *self_) return fail("`" + name + "` is defined in terms of itself");
      f.kind = Formula::Kind::Op;
      f.op = *op;
      want = op_arity(*op);
    }
    if (static_cast<int>(args.size()) != want)
      fail("`" + name + "` takes " + std::to_string(want) + " operands, not " + std::to_string(args.size()));
    f.args = std::move(args);
  }
};

[[noreturn]] void bad_rule(Op op, const std::string& why) {
  std::fprintf(stderr, "netc: internal error in ir/ops.def, `%s`: %s\n", op_name(op), why.c_str());
  std::abort();
}

std::vector<std::optional<ElementwiseRule>> build_table() {
  std::vector<std::optional<ElementwiseRule>> table;
  auto add = [&](Op op, int arity, Typing typing, Netc netc, const char* value, std::vector<const char*> grads) {
    auto fail = [&](const Status& s) { bad_rule(op, s.message()); };
    ElementwiseRule r{op, arity, typing, netc, {}, {}};
    auto v = parse_formula(value, arity, FormulaUse::Value, op);
    if (!v.ok()) fail(v.status());
    r.value = std::move(*v);
    for (int k = 0; k < arity; ++k) {
      if (*grads[static_cast<size_t>(k)] == '\0') {
        r.grads.emplace_back();
        continue;
      }
      auto d = parse_formula(grads[static_cast<size_t>(k)], arity, FormulaUse::Gradient);
      if (!d.ok()) fail(d.status());
      r.grads.emplace_back(std::move(*d));
    }
    const auto at = static_cast<size_t>(op);
    if (table.size() <= at) table.resize(at + 1);
    table[at] = std::move(r);
  };
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_REDUCTION(name, spelling, typing, family, identity, combine, finish, grad)
#define NETC_ELEMENTWISE(name, spelling, arity, typing, netc, value, d0, d1, d2) \
  add(Op::name, arity, Typing::typing, Netc::netc, value, {d0, d1, d2});
#include "ir/ops.def"
#undef NETC_ELEMENTWISE
#undef NETC_REDUCTION
#undef NETC_OP
  return table;
}

std::vector<std::optional<ReductionRule>> build_reductions() {
  std::vector<std::optional<ReductionRule>> table;
  auto add = [&](Op op, Typing typing, const std::string& identity, const char* combine, const char* finish,
                 const char* grad) {
    auto parse = [&](const char* text, FormulaUse use) {
      auto f = parse_formula(text, use == FormulaUse::Value ? 2 : 1, use, op);
      if (!f.ok()) bad_rule(op, f.status().message());
      return std::move(*f);
    };
    using S = ReductionRule::Start;
    const S start = identity == "lowest" ? S::Lowest : identity == "highest" ? S::Highest : S::Number;
    ReductionRule r{op, typing, start, 0, parse(combine, FormulaUse::Value), parse(finish, FormulaUse::Value),
                    parse(grad, FormulaUse::ReductionGradient)};
    if (start == S::Number) {
      auto n = parse_formula(identity, 0, FormulaUse::Value);
      if (!n.ok() || n->kind != Formula::Kind::Number)
        bad_rule(op, "the identity `" + identity + "` is not a number, `lowest` or `highest`");
      r.identity = n->number;
    }
    const auto at = static_cast<size_t>(op);
    if (table.size() <= at) table.resize(at + 1);
    table[at] = std::move(r);
  };
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_ELEMENTWISE(name, spelling, arity, typing, netc, value, d0, d1, d2)
#define NETC_REDUCTION(name, spelling, typing, family, identity, combine, finish, grad) \
  add(Op::name, Typing::typing, identity, combine, finish, grad);
#include "ir/ops.def"
#undef NETC_REDUCTION
#undef NETC_ELEMENTWISE
#undef NETC_OP
  return table;
}

// Each NETC_GRADIENT line, checked against its op's NETC_OP line: a
// formula for exactly the operands that carry a gradient.
std::vector<std::optional<GradientRule>> build_gradients() {
  std::vector<std::optional<GradientRule>> table;
  auto add = [&](Op op, std::vector<const char*> grads) {
    const int arity = op_arity(op);
    if (arity < 1 || arity > 3) bad_rule(op, "a gradient line is for an op of 1 to 3 operands");
    const std::string carries = op_grads(op) ? op_grads(op) : "";
    GradientRule r{op, {}};
    for (int k = 0; k < arity; ++k) {
      const std::string text = grads[static_cast<size_t>(k)];
      const bool carried = carries == "*" || carries.find(static_cast<char>('0' + k)) != std::string::npos;
      if (text.empty() != !carried)
        bad_rule(op, "operand " + std::to_string(k) + (carried ? " carries a gradient but has no formula"
                                                               : " has a formula but carries no gradient"));
      if (text.empty()) {
        r.grads.emplace_back();
        continue;
      }
      auto d = parse_formula(text, arity, FormulaUse::StructuralGradient);
      if (!d.ok()) bad_rule(op, d.status().message());
      r.grads.emplace_back(std::move(*d));
    }
    const auto at = static_cast<size_t>(op);
    if (table.size() <= at) table.resize(at + 1);
    table[at] = std::move(r);
  };
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_ELEMENTWISE(name, spelling, arity, typing, netc, value, d0, d1, d2)
#define NETC_REDUCTION(name, spelling, typing, family, identity, combine, finish, grad)
#define NETC_GRADIENT(name, d0, d1, d2) add(Op::name, {d0, d1, d2});
#include "ir/ops.def"
#undef NETC_GRADIENT
#undef NETC_REDUCTION
#undef NETC_ELEMENTWISE
#undef NETC_OP
  return table;
}

const std::vector<std::optional<ElementwiseRule>>& table() {
  static const std::vector<std::optional<ElementwiseRule>> t = build_table();
  return t;
}

}  // namespace

const char* prim_name(Prim p) { return kPrims[static_cast<size_t>(p)].name; }

Expected<Formula> parse_formula(std::string_view text, int arity, FormulaUse use, std::optional<Op> self) {
  return Parser(text, arity, use, self).run();
}

double ReductionRule::start_value() const {
  if (start == Start::Number) return identity;
  return start == Start::Lowest ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
}

static const std::vector<std::optional<ReductionRule>>& reductions() {
  static const std::vector<std::optional<ReductionRule>> t = build_reductions();
  return t;
}

const ReductionRule* reduction_rule(Op op) {
  const auto at = static_cast<size_t>(op);
  return at < reductions().size() && reductions()[at] ? &*reductions()[at] : nullptr;
}

const GradientRule* gradient_rule(Op op) {
  static const std::vector<std::optional<GradientRule>> t = build_gradients();
  const auto at = static_cast<size_t>(op);
  return at < t.size() && t[at] ? &*t[at] : nullptr;
}

const ElementwiseRule* elementwise_rule(Op op) {
  const auto at = static_cast<size_t>(op);
  return at < table().size() && table()[at] ? &*table()[at] : nullptr;
}

const std::vector<Op>& math_ops() {
  static const std::vector<Op> ops = [] {
    std::vector<Op> v;
    for (const auto& r : table())
      if (r && r->netc == Netc::Math) v.push_back(r->op);
    return v;
  }();
  return ops;
}

const std::vector<Op>& reduction_ops() {
  static const std::vector<Op> ops = [] {
    std::vector<Op> v;
    for (const auto& r : reductions())
      if (r) v.push_back(r->op);
    return v;
  }();
  return ops;
}

double DoubleScalar::prim(Prim p, const std::vector<double>& a) const {
  switch (p) {
    case Prim::Add: return a[0] + a[1];
    case Prim::Sub: return a[0] - a[1];
    case Prim::Mul: return a[0] * a[1];
    case Prim::Div:
      if (!integer) return a[0] / a[1];
      return static_cast<double>(int_div::netc_floor_div(static_cast<long long>(a[0]), static_cast<long long>(a[1])));
    case Prim::Pow: return std::pow(a[0], a[1]);
    case Prim::Neg: return -a[0];
    case Prim::Abs: return std::fabs(a[0]);
    case Prim::Exp: return std::exp(a[0]);
    case Prim::Log: return std::log(a[0]);
    case Prim::Sqrt: return std::sqrt(a[0]);
    case Prim::Rsqrt: return 1.0 / std::sqrt(a[0]);
    case Prim::Tanh: return std::tanh(a[0]);
    case Prim::Erf: return std::erf(a[0]);
    case Prim::Sin: return std::sin(a[0]);
    case Prim::Cos: return std::cos(a[0]);
    case Prim::Floor: return std::floor(a[0]);
    case Prim::Rint: return std::nearbyint(a[0]);  // the default rounding: to nearest, ties to even
    case Prim::Log1p: return std::log1p(a[0]);
    case Prim::Lt: return a[0] < a[1];
    case Prim::Le: return a[0] <= a[1];
    case Prim::Gt: return a[0] > a[1];
    case Prim::Ge: return a[0] >= a[1];
    case Prim::Eq: return a[0] == a[1];
    case Prim::Ne: return a[0] != a[1];
    case Prim::IsNan: return std::isnan(a[0]);
    case Prim::Either: return a[0] != 0 || a[1] != 0;
    case Prim::Truth: return a[0] != 0;
    case Prim::Select: return a[0] != 0 ? a[1] : a[2];
    case Prim::Bool: return a[0];
    case Prim::And: return a[0] != 0 && a[1] != 0;
    case Prim::Or: return a[0] != 0 || a[1] != 0;
    case Prim::Not: return a[0] == 0;
    case Prim::Cast: return a[0];
  }
  return 0;
}

double evaluate_double(Op op, const std::vector<double>& x) { return evaluate_double(elementwise_rule(op)->value, x); }

double evaluate_double(const Formula& f, const std::vector<double>& vars) {
  DoubleScalar b;
  return evaluate(b, f, vars);
}

}  // namespace netc::ir
