// What a lowered CPU function's steps are, before any LLVM is made: which
// instructions are computed (not fused, elided or dead), what each reads, the
// scratch a loop keeps while it runs, which small products run as tasks on
// another thread (async_plan), and the buffer plan's steps (cpu_steps).
// cpu_plan (lower.h) makes these decisions without LLVM, and lower.cc's
// Lowerer emits what they decide.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "base/status.h"
#include "codegen/common/buffers.h"
#include "codegen/common/plan.h"
#include "codegen/cpu/lower.h"
#include "ir/ir.h"

namespace netc::cpu::lowering {

// Whether instruction i is a step of its own: live, not fused into its
// consumer, not an elided transpose. A `loop_result` is written by its
// loop's step (ir/ir.h, "Loops"): no step of its own.
bool computed(const codegen::Plan& p, const ir::Inst& i);

// The values that hold loop `l`'s results, by index: its own and its live
// `loop_result`s; nullopt for a result nothing reads.
std::vector<std::optional<ir::ValueId>> loop_values(const ir::Function& f, const codegen::Plan& plan, const ir::Inst& l);

// n rounded up to a 64-byte line.
inline uint64_t aligned(uint64_t n) { return (n + 63) / 64 * 64; }

// What a loop's step keeps at the arena's start while it runs: the body's
// workspace (at 0), two buffers per carry (a step reads one and writes the
// other), a buffer per sequence scanned along an axis other than 0 (the
// step's slice gathered) and per output stacked along one (scattered after
// the step) or that nothing reads (written, dropped). `body`: the body's
// buffer plan (cpu_plan's).
struct LoopScratch {
  std::vector<uint64_t> carry;   // the first of each carry's two (the second follows)
  std::vector<uint64_t> slice;   // per sequence (axis 0: unused)
  std::vector<uint64_t> output;  // per output without a value
  uint64_t bytes = 0;
};
Expected<LoopScratch> loop_scratch(const ir::Function& f, const codegen::Plan& plan, const ir::Inst& l,
                                   const DimBindings& dims, const codegen::BufferPlan& body);

// The values step `i` reads: its operands' buffers (through fused trees to
// their leaves; an elided transpose's operand).
std::vector<ir::ValueId> step_reads(const ir::Inst& i, const codegen::Plan& plan);

// A parameter, a reshape or a `to` only names memory: its step computes
// and writes nothing.
bool names_only(ir::Op op);

// Kernels smaller than this run on the calling thread: handing chunks to
// the pool costs about as much as a few thousand elements of work.
constexpr int64_t kSplitMinElements = int64_t{1} << 14;
// A reduction over outer axes (a bias gradient) is split only where each row
// keeps at least this many elements: 4 chunks of kSplitMinChunkRun (below).
constexpr int64_t kSplitMinKeptRun = 128;
// A split reduction's chunk holds at least this many elements of each row
// (the vectorised loop's 4 vectors of 8 a step): lower.cc's split_of.
constexpr int64_t kSplitMinChunkRun = 32;
// The same as kSplitMinElements for a batch of small products, in
// multiply-adds of all of them.
constexpr int64_t kSplitMinMacs = int64_t{1} << 17;
// Products of at most this many multiply-adds (per matrix, batched or not)
// are generated as register tiles (small_matmul) instead of calling sgemm.
constexpr int64_t kSmallMatmul = 64 * 64 * 64;
// A product is started as a task only with at least this many: starting
// and waiting for one costs about a few thousand multiply-adds.
constexpr int64_t kAsyncMinMacs = int64_t{1} << 15;

// A matrix product as generated: C[M, N] = op(A) op(B) per matrix of the
// result's `batch` dims (empty: one product), op a transpose where the
// operand is an elided transpose.
struct MatmulShape {
  bool ta = false, tb = false;
  int64_t M = 0, N = 0, K = 0;
  std::vector<int64_t> batch, ab, bb;  // the result's and each operand's batch dims
};
MatmulShape matmul_shape(const ir::Inst& i, const codegen::Plan& plan, const std::vector<std::vector<int64_t>>& shape);

// Row runs (row_runs): a chain of steps where every row of axis 0 (an
// example of the batch) is computed from the same rows of what the chain
// reads, and from values read whole (weights, biases): small products
// x[R, ...] W and the elementwise steps between them, as a deep MLP's
// forward pass. Such a chain is one job of the pool in `parts` parts of
// rows, each part running every step of the chain on its rows: one wait
// for the chain instead of one per step, which is what a chain of steps of
// a few microseconds each cannot afford. Each part's rows are a multiple of
// the product tiles' rows, so that every element is computed as it is
// without parts (the same bits, on any number of threads). The chain's
// steps are one step of the buffer plan: no value of the chain takes the
// memory of another while some part still reads it.
// A chain holds at least two products, and each part at least
// kRowPartMinWork of work (multiply-adds and elements, a few microseconds).
// At most kRowRunMaxParts parts: the deep MLP's forward (below) took 38 us
// in 8 parts of 4 rows, 34 us in 4 of 8 and 26 us in 2 of 16 on 2 cores,
// each part calling every step's kernel once. What the chain writes and
// steps after it read (or the caller: results) was written by other cores,
// and reading it back costs: a chain runs in parts only when that is at most
// 1 / kWorkPerEscapingByte of its work. Measured on the deep MLP (2 cores):
// its forward as inference, whose output alone escapes, took 26 us in 2
// parts against 44 us; in its gradient the parts' 128 KiB of activations,
// read back by the backward pass, made the step 50 us slower, not 18 faster.
constexpr int64_t kRowPartMinWork = int64_t{1} << 18;
constexpr int64_t kRowRunMaxParts = 2;
constexpr int64_t kWorkPerEscapingByte = 32;
// A part's rows are a multiple of this: of small_matmul's tile rows
// (lower.cc, kTileRows).
constexpr int64_t kRowPartRows = 4;
// f's row runs, in order, none sharing an instruction; none without
// `enabled` (LowerOptions::row_runs) or where results may be written over
// parameters (`in_place`). `reads`: what each computed instruction's step
// reads (step_reads).
std::vector<RowRun> row_runs(const ir::Function& f, const codegen::Plan& plan,
                             const std::vector<std::vector<ir::ValueId>>& reads, bool enabled, bool in_place);

}  // namespace netc::cpu::lowering
