// What the replicas of a data-parallel train block (`replicas = S`) combine,
// and the step each of them runs.
//
// Each replica runs the step on its share of the global batch; after the
// gradient they sum their results weighted (engine/parallel/collective.h). That is
// the one-device value exactly when a result is linear in the batch:
//   Mean  a mean over the batch (cross_entropy, accuracy), plus or times
//         what does not depend on the batch: weighted by the share n_r / b;
//   Sum   a sum over the batch, times what does not depend on it: summed;
//   Same  nothing from the batch: the same on every replica.
// Anything else (log(mean(p)), mean * mean, max over the batch) is not
// separable: plan_replicas says where it becomes so, and the checker reports
// it (NonSeparableLoss) before anything runs. The gradients take the loss's
// combination; BatchNorm's batch statistics are each replica's own (as in
// PyTorch's DDP), and its running averages are combined as means;
// `BatchNorm(c, sync = true)` takes the whole batch's statistics instead:
// `replica_mean` (ops.def) of a mean over the batch is the same on every
// replica, all-reduced during the step.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

enum class Combine { Same, Mean, Sum };

struct ReplicaPlan {
  std::vector<Combine> results;  // per result of the step
  // Whether the step's result k is a sum over the batch (added, not
  // weighted by the replicas' shares).
  bool sums(size_t k) const { return k < results.size() && results[k] == Combine::Sum; }
};

struct NonSeparable {
  ValueId at = 0;       // the value where the result stops being linear in the batch
  std::string message;  // lowercase, code in backticks
  std::string help;
};

// `step`: a train step typed over a device set (split batches, replicated
// parameters).
std::variant<ReplicaPlan, NonSeparable> plan_replicas(const Function& step);

// `f` as one replica runs it: every value on a set placed on the set as one
// device (its share of a split value, the whole of a replicated one). A
// random op (dropout, uniform, normal) over a value split along the batch
// gets the attribute `global_rows = 1`: its element index counts from the
// replica's first row of the global batch (the executor's replica row), so
// that K replicas draw the masks one device draws for the whole batch.
Function localise(const Function& f);
inline constexpr const char* kGlobalRowsAttr = "global_rows";
TensorType local_type(TensorType t);
// The module as one replica sees it: each set one device (bound to the
// replica's member), every function and global localised. What a replica's
// prepared functions verify against.
Module localise(const Module& m);
// `f` on one device: each `replica_mean` is its operand (a reshape to its
// own type), so that no backend meets one outside a replica set.
Function without_replica_means(const Function& f);
bool has_replica_means(const Function& f);

}  // namespace netc::ir
