// netc's own syntax tree: what the parser read, with a SourceRange on every
// node. It knows nothing of ANTLR (frontend/parse builds it) and nothing of
// types (frontend/check reads it and builds the typed IR).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/source/source.h"

namespace netc::ast {

struct Ident {
  std::string name;
  SourceRange range;
};

// cpu, cuda, cuda:0, cuda:auto, or the name of a declared device.
struct DeviceRef {
  Ident base;
  std::optional<std::string> qualifier;  // "0", "auto", ...
  SourceRange range;
  std::string spelling() const { return qualifier ? base.name + ":" + *qualifier : base.name; }
};

// One dimension of a shape as written: 784, N, in * 2, (H - k) / s + 1, *S.
struct Dim {
  enum class Kind { Int, Name, Binary, Variadic } kind = Kind::Int;
  int64_t value = 0;       // Int
  bool overflow = false;   // Int literal did not fit in 64 bits
  std::string name;        // Name, Variadic
  char op = 0;             // Binary: + - * /
  std::unique_ptr<Dim> lhs, rhs;
  SourceRange range;
};

// f32[N, 784] @ gpu
struct Type {
  Ident dtype;
  std::vector<Dim> dims;
  std::optional<DeviceRef> device;
  SourceRange range;
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Arg {
  std::optional<Ident> name;  // set for `name = value`
  ExprPtr value;
};

// One axis of `x[...]`: a position `i`, a range `start:stop:step` (each part
// may be missing), or `...` for the axes not named.
struct IndexItem {
  enum class Kind { Point, Range, Ellipsis } kind = Kind::Point;
  ExprPtr start, stop, step;  // Point: start
  SourceRange range;
};

struct Expr {
  enum class Kind { Name, Int, Float, String, Bool, Unary, Binary, Call, Field, Place, List, TypeLit, Index } kind;
  SourceRange range;
  std::string name;            // Name; Field (the field name); Unary/Binary (the operator)
  SourceRange name_range;      // Field: the field name
  int64_t int_value = 0;       // Int
  bool overflow = false;       // Int literal did not fit in 64 bits
  double float_value = 0;      // Float
  std::string string_value;    // String (escapes resolved)
  bool bool_value = false;     // Bool
  ExprPtr lhs, rhs;            // Unary: lhs; Binary; Field/Place: lhs is the object; Call: lhs is the callee
  std::vector<Arg> args;       // Call
  std::vector<ExprPtr> elems;  // List: `[a, b]`, or a function's results `(h, c)`
  std::vector<IndexItem> index;  // Index: lhs is the indexed value
  std::optional<DeviceRef> device;  // Place
  std::unique_ptr<Type> type;  // TypeLit

  Expr() = default;
  Expr(Expr&&) = default;
  Expr& operator=(Expr&&) = default;
  // Frees the subexpressions with a loop: `a + b + c + ...` leans left as
  // deep as it is long, and unique_ptr's destructors would recurse once per
  // term.
  ~Expr();
};

// The operands of a chain of binary operators, left to right: for
// `a + b * c - d`, `a`, `b * c` and `d`. The chain leans left, as deep as it
// is long; walks take its operands from here instead of recursing per term.
std::vector<const Expr*> binary_operands(const Expr& e);

// Calls `visit` on `e` and on every expression inside it, in source order,
// with a stack of its own: a chain of any length is walked without
// recursion.
void for_each_subexpr(const Expr& e, const std::function<void(const Expr&)>& visit);
// Every part of a dimension expression, `d` and those inside it (`N`, `2`
// and `N * 2` of `N * 2`), operands first.
void for_each_dim(const Dim& d, const std::function<void(const Dim&)>& visit);

struct Model;

// `name: f32[N, d] = default`, `name: int = 3`, or a model argument
// `inner: model(f32[*S, d]) -> f32[*S, d]`.
struct Param {
  Ident name;
  std::unique_ptr<Type> tensor_type;  // set for a tensor parameter
  std::optional<Ident> scalar_type;   // int, float, bool, string
  // A model argument: a Model named like the parameter whose one function is
  // `forward` with the declared signature and no body (no fns for a bare
  // `model`, which the checker refuses).
  std::shared_ptr<Model> model_type;
  ExprPtr default_value;
  SourceRange range;
};

struct Stmt {
  enum class Kind { Let, Return, Assign, If, For, Yield } kind;
  Ident name;                  // Let, Assign; For: the loop's variable (`t`)
  std::vector<Ident> names;    // Let of a list's elements: `let (q, k, v) = ...;` (name is then the first)
  std::unique_ptr<Type> type;  // Let, optional annotation
  ExprPtr value;               // If: the condition; For: the end of the range (`T` of `0..T`); Yield: the outputs
  ExprPtr start;               // For: the start of the range (`0`), or without `value` the layers (`blocks`)
  std::vector<Stmt> then_body, else_body;  // If (`else if` is an else_body of one If); For: the body (then_body)
  // For: the names its stacked yields are bound to: `let hs = for ...` (one),
  // `let (hs, cs) = for ...` (tuple_results); empty for a bare `for`.
  std::vector<Ident> results;
  bool tuple_results = false;
  SourceRange range;
};

// Calls `visit` on every expression of the statements, the conditions and
// both sides of an `if` among them, in source order.
void for_each_expr(const std::vector<Stmt>& body, const std::function<void(const Expr&)>& visit);

// A compile-time condition a model member is made under: `if c { ... }`
// (holds = true) or its `else` (holds = false), nested ones each.
struct MemberCondition {
  const Expr* cond;
  bool holds;
};

struct Fn {
  Ident name;
  std::vector<Param> params;
  std::vector<Type> results;  // one type, or several for `-> (T1, T2)`
  SourceRange results_range;
  std::vector<Stmt> body;
  // `where N % seq == 0, ...`: sizes that divide (Checker::facts).
  std::vector<ExprPtr> facts;
  SourceRange range;
  bool signature = false;  // a model argument's forward: typed, without a body
};

struct ModelParam {  // `param weight: f32[out, in] = kaiming_uniform(fan_in = in);`
  Ident name;
  Type type;
  ExprPtr init;  // may be null: zeros
  SourceRange range;
  std::vector<MemberCondition> when;  // made only where each holds
  bool state = false;  // `state running_mean: f32[c] = zeros;`: not trained, assigned by the model's fns
};

struct ModelLayer {  // `fc1 = Linear(784, 256);`
  Ident name;
  ExprPtr value;
  SourceRange range;
  std::vector<MemberCondition> when;  // made only where each holds
};

struct Model {
  Ident name;
  std::vector<Param> params;
  std::vector<ExprPtr> conditions;  // of its `if`s, which members' `when` point into
  std::vector<ModelParam> tensors;
  std::vector<ModelLayer> layers;
  std::vector<Fn> fns;
  // `where d % heads == 0, ...`: sizes that divide (Checker::facts).
  std::vector<ExprPtr> facts;
  SourceRange range;
};

// One candidate of a device declaration: a device (`cuda:0`, `cuda:*`) or
// a list of them (`[cpu, cpu]`), which makes the declaration a device set.
struct DeviceCandidate {
  std::vector<DeviceRef> members;
  bool list = false;
  SourceRange range;
  std::string spelling() const {
    std::string s;
    for (const DeviceRef& r : members) s += (s.empty() ? "" : ", ") + r.spelling();
    return list ? "[" + s + "]" : s;
  }
};

struct DeviceDecl {
  Ident name;
  std::vector<DeviceCandidate> candidates;  // tried in order when the program starts
  SourceRange range;
  // A device set: some candidate is `cuda:*` or a list.
  bool is_set() const {
    for (const DeviceCandidate& c : candidates)
      if (c.list || (c.members.size() == 1 && c.members[0].qualifier == "*")) return true;
    return false;
  }
};

struct DatasetField {
  Ident name;
  Type type;  // of one example: f32[28, 28]
  ExprPtr source;
  SourceRange range;
};

struct Dataset {
  Ident name;
  std::vector<DatasetField> fields;
  SourceRange range;
};

struct TrainItem {  // key = value [, flag]* [every [N] unit];
  // `(a, b) = value;` is read as three items: this one, keyed `(a, b)` and
  // with `destructures` 2, then `a = (a, b)[0];` and `b = (a, b)[1];`.
  Ident key;
  size_t destructures = 0;
  // `optimizer net.backbone = ...;`: the layer whose parameters it updates
  // (a parameter group); the key is then `optimizer net.backbone`.
  std::optional<Ident> group;
  ExprPtr value;
  std::vector<Ident> flags;
  bool has_every = false;
  int64_t every_count = 1;
  std::optional<Ident> every_unit;
  SourceRange range;
};

struct Train {
  std::vector<Ident> models;
  Ident dataset;
  std::vector<TrainItem> items;
  SourceRange range;
};

struct Optimizer {
  Ident name;
  std::vector<Param> params;    // hyperparameters
  std::vector<Ident> states;    // per-parameter state, shaped like the parameter
  Ident update_param, update_grad;  // update(p, g) { ... }
  std::vector<Stmt> update;
  SourceRange update_range;
  SourceRange range;
};

struct Binding {  // top level `net = MLP(784, 10) @ gpu;`
  // `(a, b) = value;` is read as three bindings, as a train block's item
  // is: this one, named `(a, b)@OFFSET` (unique to the statement) and with
  // `destructures` 2, then `a = (a, b)@OFFSET[0];` and `b = ...[1];`.
  Ident name;
  size_t destructures = 0;
  ExprPtr value;
  SourceRange range;
};

struct Import {
  std::vector<Ident> path;  // std.nn -> {std, nn}
  SourceRange range;
  std::string dotted() const {
    std::string s;
    for (const Ident& p : path) s += (s.empty() ? "" : ".") + p.name;
    return s;
  }
};

// One source file. Declarations keep their source order in `order`.
struct Module {
  FileId file = kNoFile;
  std::vector<Import> imports;
  std::vector<DeviceDecl> devices;
  std::vector<Model> models;
  std::vector<Fn> fns;
  std::vector<Dataset> datasets;
  std::vector<Train> trains;
  std::vector<Optimizer> optimizers;
  std::vector<Binding> bindings;
  enum class DeclKind { Import, Device, Model, Fn, Dataset, Train, Optimizer, Binding };
  std::vector<std::pair<DeclKind, size_t>> order;
};

// `netc emit ast`: an indented tree, one node a line, with line:col.
std::string print(const Module& m, const SourceManager& sm);

}  // namespace netc::ast
