// The reference interpreter of the typed IR: it evaluates an ir::Function on
// the host in double precision, one op at a time, with the plainest loops
// that implement each op's meaning (ir/ops.def). It ignores devices; integer
// and bool tensors are stored as doubles holding whole numbers; with
// `Precision::AsTyped` each floating result is rounded to its dtype (bf16
// to bf16, f16 to f16, f32 to f32), so that what overflows in the compiled code
// overflows here too. Slow by design. It is the oracle the autodiff pass's
// gradients are checked against with finite differences and codegen results
// are compared with (tests), and it re-runs a training step op by op to find
// where a NaN came from (engine/loop/nan_trace.h).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::ir::interp {

struct Tensor {
  std::vector<int64_t> shape;
  std::vector<double> data;  // row-major
  ir::DType dtype = ir::DType::F32;

  size_t numel() const;
  static Tensor filled(std::vector<int64_t> shape, double value, ir::DType dtype = ir::DType::F32);
};

// Evaluates f on `inputs` (one per function parameter) with the model
// parameters in `params` (by GlobalParam name), binding the named dims of the
// IR types (N, B, ...) with `dim_bindings`; `step` is the runtime step counter
// that dropout's mask depends on. `uniform` and `normal` produce fixed
// pseudo-random numbers (a function of the value's id and the element's
// index), so two evaluations of a function agree. Returns f's results.
// Throws std::runtime_error on input that does not fit the function (a wrong
// shape, a missing parameter, an index out of range, an unbound dim).
std::vector<Tensor> evaluate(const ir::Module& m, const ir::Function& f, const std::vector<Tensor>& inputs,
                             const std::map<std::string, Tensor>& params,
                             const std::map<std::string, int64_t>& dim_bindings, int64_t step = 1);

enum class Precision { Exact, AsTyped };

// What evaluate() throws where an instruction reads an index out of range
// (`take`, `gather`, `take_along_axis`; the backends read NaN there): the
// instruction (in `f` or a loop's body), the first bad index and the size.
struct IndexOutOfRange : std::runtime_error {
  IndexOutOfRange(const std::string& what, int64_t index, int64_t bound)
      : std::runtime_error(what), index(index), bound(bound) {}
  const ir::Inst* inst = nullptr;
  int64_t index, bound;
};

// Called after each instruction with its operands and result; returning
// false stops the evaluation there (evaluate_observed then returns nothing).
using Observer = std::function<bool(const ir::Inst& inst, const std::vector<const Tensor*>& operands,
                                    const Tensor& result)>;

// evaluate() with an observer and a precision; the results, or nothing when
// the observer stopped it.
std::vector<Tensor> evaluate_observed(const ir::Module& m, const ir::Function& f, const std::vector<Tensor>& inputs,
                                      const std::map<std::string, Tensor>& params,
                                      const std::map<std::string, int64_t>& dim_bindings, int64_t step,
                                      Precision precision, const Observer& observe);

// The concrete shape of an IR type under `dim_bindings` (throws if a dim stays symbolic).
std::vector<int64_t> concrete_shape(const ir::TensorType& t, const std::map<std::string, int64_t>& dim_bindings);

}  // namespace netc::ir::interp
