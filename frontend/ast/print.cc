// `netc emit ast`: the syntax tree as an indented outline, one node a line,
// each with its line:col, so that a reader can see what the parser understood.
#include "frontend/ast/ast.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace netc::ast {
namespace {

class Printer {
 public:
  explicit Printer(const SourceManager& sm) : sm_(sm) {}
  std::string take() { return out_.str(); }

  void module(const Module& m) {
    line(0, "Module " + sm_.file(m.file).path);
    for (auto [kind, i] : m.order) {
      switch (kind) {
        case Module::DeclKind::Import: line(1, "Import " + m.imports[i].dotted(), m.imports[i].range); break;
        case Module::DeclKind::Device: {
          const DeviceDecl& d = m.devices[i];
          std::string c;
          for (const DeviceCandidate& r : d.candidates) c += (c.empty() ? "" : " | ") + r.spelling();
          line(1, "Device " + d.name.name + " = " + c, d.range);
          break;
        }
        case Module::DeclKind::Model: model(m.models[i]); break;
        case Module::DeclKind::Fn: fn(1, m.fns[i]); break;
        case Module::DeclKind::Dataset: {
          const Dataset& d = m.datasets[i];
          line(1, "Dataset " + d.name.name, d.range);
          for (const DatasetField& f : d.fields) {
            line(2, "Field " + f.name.name + ": " + type(f.type), f.range);
            expr(3, *f.source);
          }
          break;
        }
        case Module::DeclKind::Train: {
          const Train& t = m.trains[i];
          std::string models;
          for (const Ident& id : t.models) models += (models.empty() ? "" : ", ") + id.name;
          line(1, "Train " + models + " on " + t.dataset.name, t.range);
          for (const TrainItem& it : t.items) {
            std::string extra;
            for (const Ident& f : it.flags) extra += ", " + f.name;
            if (it.has_every) extra += " every " + std::to_string(it.every_count) + " " + (it.every_unit ? it.every_unit->name : "");
            line(2, "Setting " + it.key.name + extra, it.range);
            expr(3, *it.value);
          }
          break;
        }
        case Module::DeclKind::Optimizer: {
          const Optimizer& o = m.optimizers[i];
          line(1, "Optimizer " + o.name.name, o.range);
          for (const Param& p : o.params) param(2, p);
          for (const Ident& s : o.states) line(2, "State " + s.name, s.range);
          line(2, "Update(" + o.update_param.name + ", " + o.update_grad.name + ")", o.update_range);
          for (const Stmt& s : o.update) stmt(3, s);
          break;
        }
        case Module::DeclKind::Binding: {
          const Binding& b = m.bindings[i];
          line(1, "Binding " + b.name.name, b.range);
          expr(2, *b.value);
          break;
        }
      }
    }
  }

 private:
  // Deeper than kMaxIndent, the depth is written as a number: a chain of
  // 10,000 terms would otherwise print 100 MB of spaces.
  static constexpr int kMaxIndent = 64;
  void line(int depth, const std::string& text, SourceRange r = {}) {
    out_ << std::string(2 * std::min(depth, kMaxIndent), ' ');
    if (depth > kMaxIndent) out_ << "[" << depth << "] ";
    out_ << text;
    if (r.valid()) {
      LineCol lc = sm_.line_col(r.file, r.begin);
      out_ << "  <" << lc.line << ":" << lc.col << ">";
    }
    out_ << "\n";
  }

  static std::string dim(const Dim& d) {
    switch (d.kind) {
      case Dim::Kind::Int: return std::to_string(d.value);
      case Dim::Kind::Name: return d.name;
      case Dim::Kind::Variadic: return "*" + d.name;
      case Dim::Kind::Binary: return "(" + dim(*d.lhs) + " " + d.op + " " + dim(*d.rhs) + ")";
    }
    return "?";
  }

  static std::string type(const Type& t) {
    std::string s = t.dtype.name + "[";
    for (size_t i = 0; i < t.dims.size(); ++i) s += (i ? ", " : "") + dim(t.dims[i]);
    s += "]";
    if (t.device) s += " @ " + t.device->spelling();
    return s;
  }

  void param(int depth, const Param& p) {
    std::string t = p.tensor_type ? type(*p.tensor_type) : p.scalar_type ? p.scalar_type->name : "model";
    if (p.model_type && !p.model_type->fns.empty()) {
      const Fn& f = p.model_type->fns[0];
      t += "(";
      for (size_t i = 0; i < f.params.size(); ++i) t += (i ? ", " : "") + f.params[i].name.name + ": " + type(*f.params[i].tensor_type);
      t += ") -> " + results(f);
    }
    line(depth, "Param " + p.name.name + ": " + t, p.range);
    if (p.default_value) expr(depth + 1, *p.default_value);
  }

  void stmt(int depth, const Stmt& s) {
    switch (s.kind) {
      case Stmt::Kind::Let: {
        std::string names = s.name.name;
        if (!s.names.empty()) {
          names = "(";
          for (size_t i = 0; i < s.names.size(); ++i) names += (i ? ", " : "") + s.names[i].name;
          names += ")";
        }
        line(depth, "Let " + names + (s.type ? ": " + type(*s.type) : ""), s.range);
        break;
      }
      case Stmt::Kind::Return: line(depth, "Return", s.range); break;
      case Stmt::Kind::Assign: line(depth, "Assign " + s.name.name, s.range); break;
      case Stmt::Kind::If:
        line(depth, "If", s.range);
        expr(depth + 1, *s.value);
        for (const Stmt& t : s.then_body) stmt(depth + 1, t);
        if (!s.else_body.empty()) line(depth, "Else", s.else_body.front().range);
        for (const Stmt& e : s.else_body) stmt(depth + 1, e);
        return;
      case Stmt::Kind::For: {
        std::string names;
        for (size_t i = 0; i < s.results.size(); ++i) names += (i ? ", " : " -> ") + s.results[i].name;
        line(depth, "For " + s.name.name + names, s.range);
        expr(depth + 1, *s.start);
        if (s.value) expr(depth + 1, *s.value);
        for (const Stmt& t : s.then_body) stmt(depth + 1, t);
        return;
      }
      case Stmt::Kind::Yield: line(depth, "Yield", s.range); break;
    }
    expr(depth + 1, *s.value);
  }

  std::string results(const Fn& f) {
    if (f.results.size() == 1) return type(f.results[0]);
    std::string t = "(";
    for (size_t i = 0; i < f.results.size(); ++i) t += (i ? ", " : "") + type(f.results[i]);
    return t + ")";
  }

  void fn(int depth, const Fn& f) {
    line(depth, "Fn " + f.name.name + " -> " + results(f), f.range);
    for (const Param& p : f.params) param(depth + 1, p);
    facts(depth + 1, f.facts);
    for (const Stmt& s : f.body) stmt(depth + 1, s);
  }

  // ` when if@3:5, else@7:5`: the `if`s a member is made under.
  std::string when(const std::vector<MemberCondition>& conds) {
    std::string t;
    for (const MemberCondition& c : conds) {
      LineCol lc = sm_.line_col(c.cond->range.file, c.cond->range.begin);
      t += std::string(t.empty() ? " when " : ", ") + (c.holds ? "if" : "else") + "@" + std::to_string(lc.line) + ":" +
           std::to_string(lc.col);
    }
    return t;
  }

  void facts(int depth, const std::vector<ExprPtr>& list) {
    for (const ExprPtr& e : list) {
      line(depth, "Where", e->range);
      expr(depth + 1, *e);
    }
  }

  void model(const Model& m) {
    line(1, "Model " + m.name.name, m.range);
    for (const Param& p : m.params) param(2, p);
    facts(2, m.facts);
    for (const ModelParam& p : m.tensors) {
      line(2, "Tensor " + p.name.name + ": " + type(p.type) + when(p.when), p.range);
      if (p.init) expr(3, *p.init);
    }
    for (const ModelLayer& l : m.layers) {
      line(2, "Layer " + l.name.name + when(l.when), l.range);
      expr(3, *l.value);
    }
    for (const Fn& f : m.fns) fn(2, f);
  }

  void expr(int depth, const Expr& e) {
    switch (e.kind) {
      case Expr::Kind::Name: line(depth, e.device ? "Device " + e.device->spelling() : "Name " + e.name, e.range); break;
      case Expr::Kind::Int: line(depth, "Int " + std::to_string(e.int_value), e.range); break;
      case Expr::Kind::Float: {
        std::ostringstream ss;
        ss << e.float_value;
        line(depth, "Float " + ss.str(), e.range);
        break;
      }
      case Expr::Kind::String: line(depth, "String \"" + e.string_value + "\"", e.range); break;
      case Expr::Kind::Bool: line(depth, std::string("Bool ") + (e.bool_value ? "true" : "false"), e.range); break;
      case Expr::Kind::Unary: line(depth, "Unary " + e.name, e.range); expr(depth + 1, *e.lhs); break;
      case Expr::Kind::Binary: {
        // `a + b + c + ...` leans left as deep as it is long: its left spine
        // is printed with loops, in the same order as a recursion would.
        std::vector<const Expr*> spine;
        const Expr* x = &e;
        for (; x->kind == Expr::Kind::Binary; x = x->lhs.get()) {
          line(depth + static_cast<int>(spine.size()), "Binary " + x->name, x->range);
          spine.push_back(x);
        }
        expr(depth + static_cast<int>(spine.size()), *x);
        for (size_t i = spine.size(); i-- > 0;) expr(depth + static_cast<int>(i) + 1, *spine[i]->rhs);
        break;
      }
      case Expr::Kind::Call:
        line(depth, "Call", e.range);
        expr(depth + 1, *e.lhs);
        for (const Arg& a : e.args) {
          if (a.name) {
            line(depth + 1, "Arg " + a.name->name, a.name->range);
            expr(depth + 2, *a.value);
          } else {
            expr(depth + 1, *a.value);
          }
        }
        break;
      case Expr::Kind::Field: line(depth, "Field " + e.name, e.range); expr(depth + 1, *e.lhs); break;
      case Expr::Kind::Place: line(depth, "Place @ " + e.device->spelling(), e.range); expr(depth + 1, *e.lhs); break;
      case Expr::Kind::List:
        line(depth, "List", e.range);
        for (const ExprPtr& x : e.elems) expr(depth + 1, *x);
        break;
      case Expr::Kind::TypeLit: line(depth, "Type " + type(*e.type), e.range); break;
      case Expr::Kind::Index:
        line(depth, "Index", e.range);
        expr(depth + 1, *e.lhs);
        for (const IndexItem& i : e.index) {
          line(depth + 1, i.kind == IndexItem::Kind::Point ? "Point" : i.kind == IndexItem::Kind::Range ? "Range" : "Ellipsis",
               i.range);
          for (const ExprPtr* x : {&i.start, &i.stop, &i.step})
            if (*x) expr(depth + 2, **x);
        }
        break;
    }
  }

  const SourceManager& sm_;
  std::ostringstream out_;
};

}  // namespace

std::string print(const Module& m, const SourceManager& sm) {
  Printer p(sm);
  p.module(m);
  return p.take();
}

}  // namespace netc::ast
