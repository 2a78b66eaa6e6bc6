// IR -> CUDA C for NVIDIA GPUs. A function is emitted for one binding of its
// named dims (like the CPU backend), with the fusion decisions of
// codegen/common/plan.h: one kernel per loop the CPU backend would generate,
// elementwise producers computed inside their consumer's kernel. Matrix
// products are not kernels: they are cuBLAS calls in the launch list.
//
// The source is compiled by NVRTC (nvrtc.h) to PTX or a cubin; the launch
// list says, in order, which kernel to launch on which buffers with how many
// threads, or which GEMM to call. A `for` loop is a loop in the list too (a
// Loop launch: its body's launches, listed once, run once per step, their
// offsets moving with the step), so the list does not grow with the steps.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"
#include "ir/random.h"

namespace netc::cuda {

// The block size of every generated kernel. Most kernels map one thread to
// one element and would run with any; a block-wide reduction (one block per
// output element, its threads splitting the reduced elements) is written for
// this many.
constexpr int kBlockThreads = 256;

// In a GEMM's buffers: the operand is in the function's scratch memory (at
// Launch::scratch_at), not a value's memory.
constexpr ir::ValueId kScratchOperand = 0xffffffffu;

struct Launch {
  // Loop: the next `body` launches (a loop inside among them, with its own
  // body) run `steps` times, step t from 0 up, or down from steps - 1 with
  // `reverse`; it has no buffers and launches nothing itself.
  // ReplicaMean: `replica_mean` (BatchNorm's `sync = true`, ir/ops.def):
  // buffers {y, x}, y the `count` f32 elements of x all-reduced over the
  // replicas during the step (an NCCL all-reduce, gpu_step_program.cc),
  // each replica's weighted by its share; y = x outside data parallelism.
  // `backward` (a gradient's): `kernel` (one thread per element, `threads`)
  // then scales y by this replica's weight where the loss is a sum over the
  // batch (the gradients are added, not weighted); it takes y and, where
  // other kernels take the step numbers, the weight (an f32 in device memory).
  enum class Kind { Kernel, Gemm, Loop, ReplicaMean } kind = Kind::Kernel;
  std::string kernel;                 // Kernel: the __global__ function's name
  // Kernel: its buffer arguments, in order, after which every kernel takes
  // `const i64* steps` (the step number, in device memory) and `i64 seed`;
  // Gemm: A, B, C, each a value or kScratchOperand.
  std::vector<ir::ValueId> buffers;
  size_t writes = 1;                  // Kernel: the first `writes` buffers are written (Gemm: C)
  // Byte offsets into the buffers' memory, one per buffer (empty: all 0): a
  // launch may address a slice of a value (a chunk of a convolution's images).
  std::vector<int64_t> offsets;
  // The values it writes were placed by an earlier launch of the function,
  // which this one continues (a later chunk), rather than computed here.
  bool continues = false;
  // Kernel: added to the seed it is launched with. In a loop's body, each
  // enclosing loop's step t adds ir::loop_step_seed's share (seed_at), so
  // that each step draws its own random numbers.
  int64_t seed_offset = 0;
  // In a loop's body: per enclosing loop, innermost first, how many bytes
  // each buffer's offset moves per step (a step's slice of a sequence, its
  // row of a stacked result): offsets are affine in the steps (offset_at).
  std::vector<std::vector<int64_t>> step_strides;
  // ReplicaMean (see Kind)
  int64_t count = 0;
  bool backward = false;
  // Loop (see Kind)
  int64_t steps = 0;
  size_t body = 0;
  bool reverse = false;
  int64_t threads = 0;                // Kernel: how many threads, in blocks of `block`
  int block = kBlockThreads;          // Kernel: threads per block
  // Kernel: a second kernel launched right after the first with the same
  // arguments, on `finish_threads` threads (a reduction's second pass).
  std::string finish_kernel;
  int64_t finish_threads = 0;
  // The function's scratch memory must hold at least this many bytes for
  // this launch. Kernel: when > 0, both kernels take it after their buffers
  // (a reduction's partial results, a convolution's columns); Gemm: its
  // operands that are kScratchOperand are there.
  int64_t scratch_bytes = 0;
  // Gemm (row-major C[M, N] = op(A) op(B), `batch` times with the strides)
  bool trans_a = false, trans_b = false;
  int64_t m = 0, n = 0, k = 0, batch = 1, stride_a = 0, stride_b = 0, stride_c = 0;
  int64_t scratch_at[3] = {-1, -1, -1};  // Gemm: the byte offset of A, B, C in the scratch memory, or -1
  float beta = 0;                        // Gemm: C = op(A) op(B) + beta C (1: accumulate over chunks)
  // Gemm: the dtype of A and B: f32, or bf16 or f16 (C is f32 then, accumulated in f32)
  ir::DType operands = ir::DType::F32;
  int64_t offset(size_t buffer) const { return buffer < offsets.size() ? offsets[buffer] : 0; }
  // At the enclosing loops' steps `steps` (outermost first, as walk_launches
  // gives them): buffer j's byte offset, and the seed offset.
  int64_t offset_at(size_t buffer, const std::vector<int64_t>& steps) const {
    int64_t at = offset(buffer);
    for (size_t d = 0; d < step_strides.size() && d < steps.size(); ++d)
      if (buffer < step_strides[d].size()) at += steps[steps.size() - 1 - d] * step_strides[d][buffer];
    return at;
  }
  int64_t seed_at(const std::vector<int64_t>& steps) const {
    int64_t seed = seed_offset;
    for (int64_t t : steps) seed = ir::loop_step_seed(seed, t);
    return seed;
  }
};

// Launches [begin, end) of `launches` as they run: each loop's body once per
// step, in the step's order. `visit(li, steps)` is called for every Kernel
// and Gemm launch run, with the steps of the loops around it, outermost
// first (`steps` holds those around `begin` on entry). Stops at the first
// error visit returns. (Inline, as the helpers below: the GPU executor of a
// `netc build` library links no code generator.)
inline Status walk_launches(const std::vector<Launch>& launches, size_t begin, size_t end, std::vector<int64_t>& steps,
                            const std::function<Status(size_t, const std::vector<int64_t>&)>& visit) {
  for (size_t li = begin; li < end;) {
    const Launch& l = launches[li];
    if (l.kind != Launch::Kind::Loop) {
      if (auto st = visit(li, steps); !st.ok()) return st;
      ++li;
      continue;
    }
    const size_t body_end = std::min(end, li + 1 + l.body);
    for (int64_t n = 0; n < l.steps; ++n) {
      steps.push_back(l.reverse ? l.steps - 1 - n : n);
      Status st = walk_launches(launches, li + 1, body_end, steps, visit);
      steps.pop_back();
      if (!st.ok()) return st;
    }
    li = body_end;
  }
  return {};
}

// Per launch, the index just past the outermost loop around it (the launch's
// own index + 1 when it is in none): what it touches is touched again until
// then.
inline std::vector<size_t> outermost_loop_ends(const std::vector<Launch>& launches) {
  std::vector<size_t> end(launches.size());
  for (size_t li = 0; li < launches.size();) {
    const size_t e = launches[li].kind == Launch::Kind::Loop ? std::min(launches.size(), li + 1 + launches[li].body) : li + 1;
    for (size_t k = li; k < e; ++k) end[k] = e;
    li = e;
  }
  return end;
}

struct EmitOptions {
  // The most memory a convolution's columns may take in the scratch memory:
  // its images are done in chunks that fit (one image at least).
  int64_t max_column_bytes = int64_t{256} << 20;
  // Whether the caller has checked that the backends compute every dtype
  // of the function (codegen/common/dtypes.h: `netc run` and `netc build`
  // check the module and its prepared functions once). false: emit_cuda
  // checks it, and each loop's body.
  bool dtypes_checked = false;
};

// One line that says what a launch does: a kernel's grid and block (and its
// second pass), a GEMM's sizes, transposes, batch and scratch operands, a
// loop's steps and body.
std::string describe(const Launch& l);

struct CudaFunction {
  std::string source;  // CUDA C: every kernel of the function
  std::vector<Launch> launches;
  std::vector<std::vector<int64_t>> shapes;  // per value
  ir::Function bound;  // the function with its sizes bound, which the launches compute
};

Expected<CudaFunction> emit_cuda(const ir::Module& m, const ir::Function& f, const std::map<std::string, int64_t>& dims,
                                 const EmitOptions& options = {});

}  // namespace netc::cuda
