// IR -> LLVM IR for the CPU. A function is lowered for one binding of its
// symbolic dims (the batch size B, N, ...): every shape is then a constant,
// loops have constant bounds the vectorizer can use, and the workspace for
// intermediates has a size known at compile time. The runtime compiles one
// specialization per batch size it meets (the full batch and the last one).
//
// The generated function has one C signature:
//
//   void f(void** inputs, void** outputs, void** params, char* workspace,
//          int64_t step, int64_t seed);
//
// inputs: the function's parameters in order; outputs: its results in order
// (caller-allocated, dense); params: every module parameter in
// ir::Module::params order; workspace: workspace_bytes of scratch, 64-byte
// aligned; step and seed feed the counter-based random operations.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "codegen/common/buffers.h"
#include "ir/ir.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace netc::cpu {

struct LoweredFunction {
  std::unique_ptr<llvm::Module> module;
  std::vector<bool> result_in_place;  // per result: written over its parameter (see LowerOptions)
  std::string symbol;  // the generated function's name
  size_t workspace_bytes = 0;
  codegen::BufferPlan buffers;  // where each value lives (what cpu_buffer_plan would make again)
  std::vector<std::vector<int64_t>> input_shapes;
  std::vector<std::vector<int64_t>> output_shapes;
};

using DimBindings = std::map<std::string, int64_t>;

struct LowerOptions {
  // Results that may be written over a module parameter's buffer instead of
  // their output (an optimizer's new parameters and states): result index ->
  // parameter name. Each is honoured only where it is safe: the result is
  // computed elementwise and nothing reads the parameter's old value after.
  std::map<size_t, std::string> in_place;
  // The width of the target's vector registers in bits (256 for AVX2, 512
  // for AVX-512): small matrix products keep register tiles of C sized to
  // it. 0: the target's (the JIT's host), 256 where nothing says.
  int vector_bits = 0;
  // Whether a small product that the next steps do not read (a weight's
  // gradient) may run as a task on another thread of the pool while they
  // go on (steps.cc, async_plan). The results are the same bits either way.
  bool tasks = true;
  // Whether a chain of small row-wise steps (a deep MLP's layers: products
  // x[R, ...] W and the elementwise steps between them) runs as one job of
  // the pool in parts of rows (steps.h, row_runs). The same bits either way.
  bool row_runs = true;
  // Whether the function asks before each operation (a loop's body too,
  // and the loop after each step) whether it should stop
  // (netc::cpu::request_stop, kernels.h), and then returns without
  // computing its results: the REPL's evaluations, which Ctrl-C stops. A
  // call costs a few nanoseconds per operation.
  bool stoppable = false;
  // Whether the caller has checked that the backends compute every dtype
  // of the function (codegen/common/dtypes.h: `netc run` and `netc build`
  // check the module and the functions prepared from it once, before any
  // is compiled). false: lower_function checks it (its loops' bodies too).
  bool dtypes_checked = false;
};

// A chain of the body's steps that runs as one job of the pool in parts of
// rows of axis 0, each part every step on its rows (steps.h, row_runs).
struct RowRun {
  size_t first = 0, last = 0;  // the body's instructions [first, last)
  int64_t rows = 0;            // R: axis 0 of every rowed value
  int64_t part_rows = 0;       // rows per part; the last part has the rest
  int64_t parts = 0;
  std::vector<ir::ValueId> rowed;  // the values split by rows (stored, fused and read), sorted
  int64_t rows_of(int64_t part) const { return part + 1 < parts ? part_rows : rows - part_rows * (parts - 1); }
};

// What lower_function decides before any LLVM is made, for one binding of
// f's dims and LowerOptions' `in_place`, `tasks` and `row_runs` (no other
// option changes it): where each value lives (the workspace is the buffer
// plan's arena), which small products run as tasks (steps.h, async_plan),
// which chains of steps run in parts of rows (steps.h, row_runs), and the
// plan of each loop's body. cpu_plan makes it; lower_function makes its own, or
// takes one made with the same arguments: `netc run` hands the JIT the
// plans its memory check made (engine/exec/cpu_ir_plans.h), so that each
// function's buffers are planned once.
struct CpuPlan {
  codegen::BufferPlan buffers;
  std::vector<int> await;  // per instruction of f's body: async_plan's
  std::vector<RowRun> runs;  // row_runs'
  // The loops that f computes (their instructions' indices in its body, in
  // order) and their bodies' plans (without in-place results).
  std::vector<size_t> loops;
  std::vector<CpuPlan> bodies;
  // The plan of the body of the loop at f.body[inst], or null.
  const CpuPlan* body(size_t inst) const;
};
Expected<CpuPlan> cpu_plan(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                           const LowerOptions& options = {});

// `planned`: f's plan as cpu_plan made it with the same arguments (the
// caller's, made once), or null: planned here.
Expected<LoweredFunction> lower_function(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                         llvm::LLVMContext& ctx, const LowerOptions& options = {},
                                         const CpuPlan* planned = nullptr);

// Where each value of `f` lives when lower_function compiles it with the
// same arguments (cpu_plan's buffers); no LLVM is involved.
Expected<codegen::BufferPlan> cpu_buffer_plan(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                              const LowerOptions& options = {});

// The element count of a concrete shape.
int64_t element_count(const std::vector<int64_t>& shape);

}  // namespace netc::cpu
