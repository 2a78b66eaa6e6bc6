// `where` facts: `model Heads(d: int, heads: int) where d % heads == 0`,
// `fn split(x: f32[N, d]) -> ... where N % seq == 0`.
//
// A fact says that a size is a multiple of another, or is a condition on a
// model's arguments or a function's scalar parameters (`where activation ==
// "relu" || activation == "gelu"`, `where reduction == "mean" || reduction ==
// "sum"`), which each instance and call checks. Three things use a size's fact:
//  - the declaration's generic check reads each fact once (valid_facts) and
//    reports one that is not `size % divisor == 0` about a size of its own;
//  - the generic body assumes it (assume_fact): the size `d` is checked as
//    `heads * q` where q is the quotient `(d)/heads`, so `d / heads` is q
//    exactly and `reshape(x, [-1, heads, d / heads])` of `[N, d]` has `N` rows;
//  - each instance and call checks it (facts_hold) on its own sizes: numbers
//    are divided, symbolic sizes must divide as polynomials (`B * seq` by
//    `seq`); a generic body that cannot tell leaves it to its instances.
#include <algorithm>
#include <cctype>
#include <set>

#include "frontend/check/checker.h"
#include "frontend/diagnostics/suggest.h"

namespace netc::check {

using ir::Dim;
using K = Val::Kind;

namespace {

// The parts of `name % divisor == 0`, or nullopt for another form.
struct FactParts {
  const ast::Expr* name = nullptr;
  const ast::Expr* divisor = nullptr;
};

std::optional<FactParts> fact_parts(const ast::Expr& e) {
  if (e.kind != ast::Expr::Kind::Binary || e.name != "==" || !e.lhs || !e.rhs) return std::nullopt;
  const ast::Expr& mod = *e.lhs;
  const ast::Expr& zero = *e.rhs;
  if (mod.kind != ast::Expr::Kind::Binary || mod.name != "%" || zero.kind != ast::Expr::Kind::Int || zero.int_value != 0)
    return std::nullopt;
  if (mod.lhs->kind != ast::Expr::Kind::Name) return std::nullopt;
  return FactParts{mod.lhs.get(), mod.rhs.get()};
}

// The named dims written in a function's parameter types: `N`, `d` of
// `x: f32[N, d]` (model arguments among them).
void dim_names(const ast::Dim& d, std::set<std::string>& out) {
  ast::for_each_dim(d, [&](const ast::Dim& x) {
    if (x.kind == ast::Dim::Kind::Name) out.insert(x.name);
  });
}

std::set<std::string> signature_dims(const ast::Fn& f) {
  std::set<std::string> out;
  for (const ast::Param& p : f.params) {
    if (p.tensor_type)
      for (const ast::Dim& d : p.tensor_type->dims) dim_names(d, out);
    else if (p.scalar_type && p.scalar_type->name == "int")
      out.insert(p.name.name);
  }
  return out;
}

// A condition fact, `where activation == "relu" || activation == "gelu"`:
// literals, the scalar parameters `params` (a model's arguments, a
// function's int, float, bool and string parameters) and operators on them;
// the first part that is none of those, or nullptr.
const ast::Expr* foreign_name(const ast::Expr& e, const std::vector<ast::Param>& params) {
  using EK = ast::Expr::Kind;
  const ast::Expr* first = nullptr;
  ast::for_each_subexpr(e, [&](const ast::Expr& x) {
    if (first) return;
    if (x.kind == EK::Name) {
      const bool argument = std::any_of(params.begin(), params.end(), [&](const ast::Param& p) {
        return p.name.name == x.name && p.scalar_type;
      });
      if (!argument) first = &x;
    } else if (x.kind != EK::Unary && x.kind != EK::Binary && x.kind != EK::Int && x.kind != EK::Float &&
               x.kind != EK::String && x.kind != EK::Bool) {
      first = &x;
    }
  });
  return first;
}

// The names a condition reads, each once, in order.
std::vector<std::string> condition_names(const ast::Expr& e) {
  std::vector<std::string> out;
  ast::for_each_subexpr(e, [&](const ast::Expr& x) {
    if (x.kind == ast::Expr::Kind::Name && std::find(out.begin(), out.end(), x.name) == out.end()) out.push_back(x.name);
  });
  return out;
}

// The literals a condition allows its one name, when it is `a == v1 || a ==
// v2 ...` (GELU's `approximate`, a loss's `reduction`): `name` and `values`
// filled; `ok` false for another form.
void allowed_values(const ast::Expr& e, std::string& name, std::vector<const ast::Expr*>& values, bool& ok) {
  using EK = ast::Expr::Kind;
  if (!ok) return;
  if (e.kind == EK::Binary && e.name == "||" && e.lhs && e.rhs) {
    allowed_values(*e.lhs, name, values, ok);
    allowed_values(*e.rhs, name, values, ok);
    return;
  }
  const bool literal = e.rhs && (e.rhs->kind == EK::String || e.rhs->kind == EK::Int || e.rhs->kind == EK::Float ||
                                 e.rhs->kind == EK::Bool);
  if (e.kind != EK::Binary || e.name != "==" || !e.lhs || e.lhs->kind != EK::Name || !literal ||
      (!name.empty() && name != e.lhs->name)) {
    ok = false;
    return;
  }
  name = e.lhs->name;
  values.push_back(e.rhs.get());
}

std::set<std::string> int_params(const ast::Model& m) {
  std::set<std::string> out;
  for (const ast::Param& p : m.params)
    if (p.scalar_type && p.scalar_type->name == "int") out.insert(p.name.name);
  return out;
}

}  // namespace

bool Checker::valid_facts(const std::vector<ast::ExprPtr>& facts, const ast::Model* model, const ast::Fn* fn) {
  bool ok = true;
  const std::string owner = fn ? fn->name.name : model->name.name;
  const std::set<std::string> sizes = fn ? signature_dims(*fn) : int_params(*model);
  const std::set<std::string> model_sizes = model ? int_params(*model) : std::set<std::string>{};
  for (const ast::ExprPtr& e : facts) {
    auto parts = fact_parts(*e);
    if (!parts && !fn) {  // a model's condition on its arguments, checked by each instance
      if (const ast::Expr* n = foreign_name(*e, model->params)) {
        Diagnostic& d = error(DiagKind::InvalidFact, n->range,
                              "a model's `where` condition reads its arguments and literals, not `" + text(n->range) + "`");
        d.help = "e.g. `where d % heads == 0`, or `where activation == \"relu\" || activation == \"gelu\"` for a "
                 "string argument `activation`";
        ok = false;
      }
      continue;
    }
    if (!parts) {  // a function's condition on its scalar parameters, checked by each call
      const ast::Expr* n = foreign_name(*e, fn->params);
      if (n && sizes.count(n->name)) {  // `where N > 0` on a dimension
        Diagnostic& d = error(DiagKind::InvalidFact, e->range,
                              "a `where` fact about the size `" + n->name + "` says that it divides: `" + n->name +
                                  " % divisor == 0`");
        d.help = "e.g. `where N % seq == 0` for a dimension `N` of a parameter's type";
        ok = false;
      } else if (n) {
        Diagnostic& d = error(DiagKind::InvalidFact, n->range,
                              "a function's `where` fact says that a size divides (`size % divisor == 0`) or reads its "
                              "int, float, bool and string parameters and literals, not `" + text(n->range) + "`");
        d.help = model && std::any_of(model->params.begin(), model->params.end(),
                                      [&](const ast::Param& p) { return p.name.name == n->name; })
                     ? "`" + n->name + "` is an argument of model `" + model->name.name +
                           "`: state it on the model, which every instance checks"
                     : "e.g. `where N % seq == 0` for a dimension `N` of a parameter's type, or `where reduction == "
                       "\"mean\" || reduction == \"sum\"` for a string parameter `reduction`";
        ok = false;
      }
      continue;
    }
    const std::string& name = parts->name->name;
    if (fn && model_sizes.count(name)) {
      Diagnostic& d = error(DiagKind::InvalidFact, parts->name->range,
                            "`" + name + "` is an argument of model `" + model->name.name + "`, not a size of `" + owner + "`");
      d.help = "state it on the model, which every instance checks: `model " + model->name.name + "(...) where " +
               text(e->range) + " {`";
      ok = false;
    } else if (!sizes.count(name)) {
      Diagnostic& d = error(DiagKind::InvalidFact, parts->name->range, "`" + name + "` is not a size of `" + owner + "`");
      d.help = fn ? "a function's fact is about a named dimension of its parameters' types (`N` of `x: f32[N, d]`) or an "
                    "`int` parameter"
                  : "a model's fact is about one of its `int` arguments";
      ok = false;
    } else if (parts->divisor->kind == ast::Expr::Kind::Int && parts->divisor->int_value <= 0) {
      error(DiagKind::InvalidFact, parts->divisor->range, "a divisor must be at least 1")
          .help = "write `" + name + " % k == 0` with k >= 1";
      ok = false;
    }
  }
  return ok;
}

std::optional<Dim> Checker::fact_divisor(const ast::Expr& divisor, Scope& scope) {
  Context ctx;
  Val b = eval(divisor, scope, ctx);
  if (b.is_error()) return std::nullopt;
  if (b.kind != K::Int) {
    error(DiagKind::InvalidFact, divisor.range, "a divisor is a size, but `" + text(divisor.range) + "` is " + kind_name(b.kind))
        .help = "divide by an `int` argument, a named dimension or a number";
    return std::nullopt;
  }
  return b.dim;
}

void Checker::assume_facts(const std::vector<ast::ExprPtr>& facts, Scope& sizes) {
  for (const ast::ExprPtr& e : facts) {
    auto parts = fact_parts(*e);
    if (!parts) continue;
    auto it = sizes.names.find(parts->name->name);
    if (it == sizes.names.end() || it->second.kind != K::Int || !it->second.dim.is_symbol()) continue;  // assumed once
    auto b = fact_divisor(*parts->divisor, sizes);
    if (!b || (b->is_constant() && b->value() <= 0)) continue;  // no instance meets it (facts_hold)
    if (auto q = Dim::floordiv(it->second.dim, *b)) it->second.dim = *b * *q;
  }
}

std::map<std::string, Dim> Checker::assumed_sizes(const ast::Fn& f, const Scope& scope) {
  std::map<std::string, Dim> out;
  if (f.facts.empty()) return out;
  Scope sizes;
  sizes.parent = &scope;
  for (const std::string& n : signature_dims(f)) {
    if (scope.find(n)) continue;  // a model's argument: the model's facts say what divides it
    Val v;
    v.kind = K::Int;
    v.dim = Dim::symbol(n);
    sizes.names[n] = v;
  }
  assume_facts(f.facts, sizes);
  for (const auto& [n, v] : sizes.names)
    if (v.dim != Dim::symbol(n)) out[n] = v.dim;
  return out;
}

Checker::Facts Checker::condition_holds(const ast::Expr& fact, Scope& scope, SourceRange call) {
  Context ctx;
  Val c = eval(fact, scope, ctx);
  if (c.is_error()) return Facts::Broken;
  if (c.kind != K::Bool) {
    error(DiagKind::InvalidFact, fact.range, "a `where` condition is a bool, but `" + text(fact.range) + "` is " +
                                                  kind_name(c.kind))
        .help = "compare the arguments: `where activation == \"relu\" || activation == \"gelu\"`";
    return Facts::Broken;
  }
  if (!c.flag) return Facts::Unknown;  // a generic body: each instance checks it
  if (*c.flag) return Facts::Hold;
  std::string values;
  for (const std::string& n : condition_names(fact)) {
    const Val* v = scope.find(n);
    if (!v) continue;
    std::string value = v->kind == K::String && !v->text_unknown ? "\"" + v->text + "\""
                        : v->kind == K::Int && v->dim.is_constant() ? std::to_string(v->dim.value())
                        : v->kind == K::Bool && v->flag            ? (*v->flag ? "true" : "false")
                                                                   : "";
    if (!value.empty()) values += (values.empty() ? "`" : ", `") + n + "` is " + value;
  }
  Diagnostic& d = error(DiagKind::FactNotMet, call,
                        "`" + text(call) + "` breaks `" + text(fact.range) + "`" + (values.empty() ? "" : ": " + values));
  d.notes.push_back({fact.range, "the fact is stated here"});
  d.help = "give the arguments values that meet it";
  std::string name;
  std::vector<const ast::Expr*> allowed;
  bool one_name = true;
  allowed_values(fact, name, allowed, one_name);
  if (one_name && !allowed.empty()) {  // `reduction` takes "mean" or "sum"
    std::vector<std::string> spelled;
    for (const ast::Expr* v : allowed) spelled.push_back(text(v->range));
    std::string list;
    for (size_t i = 0; i < spelled.size(); ++i)
      list += (i == 0 ? "" : i + 1 == spelled.size() ? " or " : ", ") + spelled[i];
    d.help = "`" + name + "` takes " + list;
    const Val* v = scope.find(name);
    if (v && v->kind == K::String && !v->text_unknown) {
      std::vector<std::string> bare;
      for (const std::string& q : spelled) bare.push_back(q.size() >= 2 ? q.substr(1, q.size() - 2) : q);
      std::string near = closest(v->text, bare, std::max<size_t>(2, v->text.size() / 3));
      if (near.empty())  // a different case: "Sum" for "sum"
        for (const std::string& b : bare)
          if (b.size() == v->text.size() &&
              std::equal(b.begin(), b.end(), v->text.begin(), [](unsigned char x, unsigned char y) { return std::tolower(x) == std::tolower(y); }))
            near = b;
      if (!near.empty()) d.help += ": did you mean \"" + near + "\"?";
    }
  }
  return Facts::Broken;
}

Checker::Facts Checker::facts_hold(const std::vector<ast::ExprPtr>& facts, Scope& scope, SourceRange call,
                                   bool only_bound) {
  Facts out = Facts::Hold;
  for (const ast::ExprPtr& e : facts) {
    if (only_bound) {
      const std::vector<std::string> names = condition_names(*e);
      if (!std::all_of(names.begin(), names.end(), [&](const std::string& n) { return scope.names.count(n) > 0; }))
        continue;
    }
    auto parts = fact_parts(*e);
    if (!parts) {
      // A condition that cannot be decided here (a generic body's arguments)
      // is checked where the arguments are known: the body is checked as is.
      if (condition_holds(*e, scope, call) == Facts::Broken) out = Facts::Broken;
      continue;
    }
    const std::string& name = parts->name->name;
    const Val* a = scope.find(name);
    auto b = fact_divisor(*parts->divisor, scope);
    if (!a || a->kind != K::Int || !b) continue;
    if (b->is_constant() && b->value() <= 0) {  // `x % 0`: no size divides by it
      Diagnostic& d = error(DiagKind::FactNotMet, call,
                            "`" + text(call) + "` breaks `" + text(e->range) + "`: `" + text(parts->divisor->range) +
                                "` is " + b->str() + ", and a divisor is at least 1");
      d.notes.push_back({e->range, "the fact is stated here"});
      d.help = "give `" + text(parts->divisor->range) + "` a value of 1 or more";
      out = Facts::Broken;
      continue;
    }
    auto q = Dim::floordiv(a->dim, *b);
    if (q && *q * *b == a->dim) continue;
    const bool numbers = a->dim.is_constant() && b->is_constant();
    if (!numbers && generic_body()) {  // each instance checks it on its sizes
      if (out == Facts::Hold) out = Facts::Unknown;
      continue;
    }
    const std::string divisor = text(parts->divisor->range);
    std::string values;
    if (a->dim.str() != name) values = "`" + name + "` is " + a->dim.str();
    if (divisor != b->str()) values += (values.empty() ? "`" : " and `") + divisor + "` is " + b->str();
    if (values.empty()) values = "they are symbolic";
    Diagnostic& d = numbers ? error(DiagKind::FactNotMet, call, "`" + text(call) + "` breaks `" + text(e->range) + "`: " + values)
                            : error(DiagKind::FactNotMet, call, "cannot show that `" + text(e->range) + "` for `" + text(call) +
                                                                    "` (" + values + ")");
    d.notes.push_back({e->range, "the fact is stated here"});
    if (numbers) {
      int64_t n = a->dim.value(), k = b->value();
      d.help = "give `" + name + "` a multiple of " + std::to_string(k) + ", e.g. " + std::to_string((n / k + 1) * k);
    } else {
      d.help = "a size that varies (a batch: an epoch's last batch may be smaller) divides only where it is made so: "
               "state the fact where `" + a->dim.str() + "` is declared, or reshape to a multiple";
    }
    out = Facts::Broken;
  }
  return out;
}

}  // namespace netc::check
