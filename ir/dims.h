// How a function's named dims get sizes before it is compiled: one rule for
// every consumer (`netc emit`, `netc build`, the training executors, the
// memory plan, the REPL's `:mem`).
//
//   1. a size given explicitly wins: `--dim N=8`, or one read off an
//      argument's shape (dims_from_shape);
//   2. a batch dim takes the batch size: the leading named dim of any of the
//      function's parameters (`B` in a train block's step, `N` in
//      `fn f(x: f32[N, 784])`);
//   3. any other named dim takes `other` when the rule has one (`netc emit`
//      shows such functions at 1), else binding fails naming the dim and the
//      flag that sizes it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::ir {

using DimSizes = std::map<std::string, int64_t>;

struct DimRule {
  int64_t batch = 0;              // the batch size; 0: batch dims need a given size
  DimSizes given;                 // rule 1
  std::optional<int64_t> other;   // rule 3
};

// The batch dims of `f`: the leading named dim of each parameter.
std::set<std::string> batch_dims(const Function& f);

// Every named dim `f`'s values mention, sized by the rule. Given sizes for
// dims `f` does not mention are kept (a caller may share them across
// functions).
Expected<DimSizes> bind_dims(const Function& f, const DimRule& rule);

// Rule 1 from an argument: the sizes `shape` gives the named dims of `t`
// (those that are a single name), after checking rank and constant dims.
// `what` names the value in errors ("`net` takes `f32[N, 784] @ cpu`").
Status dims_from_shape(const TensorType& t, const std::vector<int64_t>& shape, const std::string& what,
                       DimSizes* given);

}  // namespace netc::ir
