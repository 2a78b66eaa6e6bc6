// The placement half of the typing rule for values on a device set (data
// parallelism): which axis, if any, an op's result is split along, given its
// operands' placements. infer_type applies it after the shape rule whenever
// an operand is on a set, so the checker and the verifier share it.
//
// The contract: a value `split(a; S)` is, on each replica of S, its share of
// the global value along axis a; `replicated(S)` is the same on every
// replica. An op on split values must compute each share from the operands'
// shares alone. A reduction over the split axis is the exception: its
// result is replicated (the global reduction), and what the replicas must
// combine to make it so is decided per result of a train step by
// ir/passes/replicas.h. Everything else that would mix the shares (softmax
// or a product across the split axis, a reshape that moves it, moving a
// split value to one device) is an InferError of kind Split.
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "ir/infer.h"

namespace netc::ir {

// The placement of `result` (whose shape and dtype the shape rule gave) when
// some operand of `op` is on a set and all are on the same one.
// Where a loop's slice of a value placed at `p` lives when the loop scans
// its `axis` (ir::infer_loop, the checker's `x[:, t]`): a split stays split,
// one axis lower when the scanned axis came before it; nullopt when `axis`
// is the split axis itself (each replica would hold a share of the steps).
std::optional<Placement> scanned_placement(const Placement& p, int64_t axis);

std::variant<Placement, InferError> split_rule(Op op, const std::vector<TensorType>& operands, const Attrs& attrs,
                                               const TensorType& result);

}  // namespace netc::ir
