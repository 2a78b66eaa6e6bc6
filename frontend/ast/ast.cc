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
  std::vector<const Expr*> todo{&e};
  while (!todo.empty()) {
    const Expr* x = todo.back();
    todo.pop_back();
    visit(*x);
    for (const ExprPtr* p : {&x->lhs, &x->rhs})
      if (*p) todo.push_back(p->get());
    for (const Arg& a : x->args)
      if (a.value) todo.push_back(a.value.get());
    for (const ExprPtr& y : x->elems)
      if (y) todo.push_back(y.get());
    for (const IndexItem& i : x->index)
      for (const ExprPtr* p : {&i.start, &i.stop, &i.step})
        if (*p) todo.push_back(p->get());
  }
}

}  // namespace netc::ast
