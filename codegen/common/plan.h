// The decisions every backend makes the same way about a function before it
// generates code, so that the CPU and CUDA backends fuse identically:
//   - concrete shapes, for one binding of the named dims;
//   - liveness: only what the results depend on is compiled;
//   - fusion: an elementwise producer whose consumers all "pull" elements
//     (elementwise ops and reductions) is computed inside its consumer's loop
//     instead of being stored, when it has one reader, or is a one-element
//     constant, or reads at most one tensor of its size (the rest smaller:
//     broadcasts of per-channel values) and is computed by its readers' loops
//     a few times per element in all, each of which recomputes it;
//   - carrying: an elementwise result of the function read by one
//     elementwise consumer of its own shape is fused into that consumer's
//     loop too, which also stores it (an optimizer's new momentum and new
//     parameter come from one pass over the memory, not two);
//   - elision: a transpose of the last two dims read only by matrix products
//     is never materialised (the product reads its operand transposed);
// and, before those, bind_sizes: what the bound dims make constant.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"

namespace netc::codegen {

bool is_elementwise(ir::Op op);
bool is_reduction(ir::Op op);

struct Plan {
  std::vector<std::vector<int64_t>> shape;        // per value
  std::vector<bool> live, fused, elided;          // per value
  std::vector<bool> carried;                      // per value: fused, and stored by the loop that computes it
  std::vector<int> uses;                          // per value (results count)
  std::vector<const ir::Inst*> def;               // per value; null for inputs
  std::vector<std::vector<const ir::Inst*>> consumers;
  bool is_result(ir::ValueId v) const { return result_count[v] > 0; }
  std::vector<int> result_count;

  // The buffers that computing `v` in a loop reads: v itself when it is
  // stored, else (fused) the buffers of its operands, recursively.
  void leaf_buffers(ir::ValueId v, std::vector<ir::ValueId>& out) const;
  // Every value computed inside i's loop: i's result and its fused producers.
  std::vector<ir::ValueId> fused_tree(const ir::Inst& i) const;
  // The carried values of i's fused tree: what i's loop stores besides i.
  std::vector<ir::ValueId> carried_by(const ir::Inst& i) const;
};

bool is_last_two_swap(const std::vector<int64_t>& shape_of_result, const ir::Inst& transpose);

// `f` with what binding its named dims makes constant folded: the sum of a
// `ones` over every axis (the element count that the gradient of a mean over
// the batch divides by, `sum(ones(f32[B]))`) becomes that number, and f32
// arithmetic on one-element constants (`-1.0 / 64.0`) its result, so that no loop
// or kernel computes them at every step. Value ids are unchanged; an
// instruction whose dims `dims` does not bind is left as it is. Both
// backends plan and generate the function this returns.
ir::Function bind_sizes(const ir::Function& f, const std::map<std::string, int64_t>& dims);

// nullopt and a message when a dim has no value in `dims`.
Expected<Plan> make_plan(const ir::Function& f, const std::map<std::string, int64_t>& dims);

int64_t element_count(const std::vector<int64_t>& shape);

// "B = 64, N = 1": a binding of named dims, for messages and listings.
std::string dims_text(const std::map<std::string, int64_t>& dims);

// For a reduction (sum, mean, max, sum_to) from shape xs to shape rs: for
// each input axis, the output axis it lands on, or -1 if it is reduced.
std::vector<int> reduction_out_axes(const ir::Inst& i, const std::vector<int64_t>& xs, const std::vector<int64_t>& rs);

}  // namespace netc::codegen
