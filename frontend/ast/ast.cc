// What the syntax tree does beyond holding data: a deep tree freed, a
// binary chain's operands listed and every subexpression visited, without
// recursing.
#include "frontend/ast/ast.h"

namespace netc::ast {

Expr::~Expr() {
  std::vector<ExprPtr> doomed;
  auto adopt_children = [&](Expr& e) {
    for (ExprPtr* p : {&e.lhs, &e.rhs})
      if (*p) doomed.push_back(std::move(*p));
    for (Arg& a : e.args)
      if (a.value) doomed.push_back(std::move(a.value));
    for (ExprPtr& x : e.elems)
      if (x) doomed.push_back(std::move(x));
    for (IndexItem& i : e.index)
      for (ExprPtr* p : {&i.start, &i.stop, &i.step})
        if (*p) doomed.push_back(std::move(*p));
  };
  adopt_children(*this);
  while (!doomed.empty()) {
    ExprPtr e = std::move(doomed.back());
    doomed.pop_back();
    adopt_children(*e);
  }  // each node is freed here, its children already taken
}

std::vector<const Expr*> binary_operands(const Expr& e) {
  std::vector<const Expr*> operands;
  const Expr* x = &e;
  for (; x->kind == Expr::Kind::Binary; x = x->lhs.get()) operands.push_back(x->rhs.get());
  operands.push_back(x);
  return {operands.rbegin(), operands.rend()};
}

void for_each_subexpr(const Expr& e, const std::function<void(const Expr&)>& visit) {
  // Children are pushed last first, so that they are visited in source order.
  std::vector<const Expr*> pending{&e};
  auto push = [&](const ExprPtr& x) {
    if (x) pending.push_back(x.get());
  };
  while (!pending.empty()) {
    const Expr* x = pending.back();
    pending.pop_back();
    visit(*x);
    for (auto i = x->index.rbegin(); i != x->index.rend(); ++i)
      for (const ExprPtr* p : {&i->step, &i->stop, &i->start}) push(*p);
    for (auto y = x->elems.rbegin(); y != x->elems.rend(); ++y) push(*y);
    for (auto a = x->args.rbegin(); a != x->args.rend(); ++a) push(a->value);
    push(x->rhs);
    push(x->lhs);
  }
}

void for_each_dim(const Dim& d, const std::function<void(const Dim&)>& visit) {
  if (d.lhs) for_each_dim(*d.lhs, visit);
  if (d.rhs) for_each_dim(*d.rhs, visit);
  visit(d);
}

void for_each_expr(const std::vector<Stmt>& body, const std::function<void(const Expr&)>& visit) {
  for (const Stmt& st : body) {
    if (st.start) for_each_subexpr(*st.start, visit);
    if (st.value) for_each_subexpr(*st.value, visit);
    for_each_expr(st.then_body, visit);
    for_each_expr(st.else_body, visit);
  }
}

}  // namespace netc::ast
