// The typing rule of every primitive operation: given operand types and
// attributes, the result type or why there is none. The checker calls it to
// type user programs (and turns a failure into a located diagnostic); the
// verifier calls it to re-check emitted IR. One rule, two users.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::ir {

// Why an operation does not type-check, in terms the checker can locate.
struct InferError {
  // Split: the op would mix the shares of a value split over replicas
  // (ir/split_rule.h).
  enum class Kind { Device, DType, Broadcast, Matmul, Rank, Shape, Argument, Split } kind;
  std::string message;     // lowercase, code in backticks, no location
  int operand_a = -1;      // the operands involved, when the error is about two
  int operand_b = -1;
};

using InferResult = std::variant<TensorType, InferError>;

// The typing rule of `loop` (ir/ir.h, "Loops"): the types of all its results
// (the final carries, then each output stacked along its axis) from its
// operands' types, its attributes and its body. A carry that comes out of an
// iteration with another type than it went in with (another device, dtype or
// shape) is an error of kind Shape naming the carry as operand_a.
std::variant<std::vector<TensorType>, InferError> infer_loop(const Function& body,
                                                             const std::vector<TensorType>& operands,
                                                             const Attrs& attrs);

// Broadcasts two shapes (numpy rules; dims must be equal or 1).
Expected<std::vector<Dim>> broadcast_shapes(const std::vector<Dim>& a, const std::vector<Dim>& b);

// `result_hint` is needed by ops whose result is not determined by their
// operands (to, cast, reshape, creation ops): its dtype/shape/device are taken
// and checked for consistency.
InferResult infer_type(Op op, const std::vector<TensorType>& operands, const Attrs& attrs,
                       const TensorType* result_hint = nullptr);

// A `slice` start on an axis of n elements: a negative one counts from the end.
int64_t slice_start(int64_t start, int64_t n);
// Every start of a `slice` or `slice_grad` as an index into `sliced` (the
// shape of the tensor sliced, or that the gradient is scattered into).
std::vector<int64_t> slice_starts(const Attrs& attrs, const std::vector<int64_t>& sliced);
// Why `count` elements from `start` in steps of `step` do not fit an axis of
// n elements; nullopt when they do.
std::optional<std::string> slice_out_of_bounds(int64_t n, int64_t count, int64_t start, int64_t step);

// The permutation a `transpose` of a rank `rank` operand applies, each axis
// from 0 (no `perm`: the last two swapped; negative entries counted from
// the end).
std::vector<int64_t> transpose_perm(const Attrs& attrs, size_t rank);
// Whether that permutation swaps the last two axes and keeps the others:
// what a matrix product reads in place (CblasTrans).
bool swaps_last_two(const std::vector<int64_t>& perm);

// The axis of an indexing op's operand 0 that its indices (operand 1) pick
// along: take's rows, gather's last axis, take_along_axis's and
// scatter_add's `axis`; nullopt for any other op (or a rank-0 operand).
std::optional<size_t> indexed_axis(const Inst& inst, size_t rank);

// Reads an integer / integer-list attribute with a default.
int64_t attr_int(const Attrs& attrs, const std::string& name, int64_t dflt);
std::vector<int64_t> attr_ints(const Attrs& attrs, const std::string& name);
// A number attribute, integer or not, as a double.
double attr_number(const Attrs& attrs, const std::string& name, double dflt);

}  // namespace netc::ir
