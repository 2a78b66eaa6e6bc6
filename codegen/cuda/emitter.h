// The CUDA emitter: one IR function (its dims bound) -> CUDA C source and the
// launch list of emit_cuda.h. Every kernel maps one thread to one element of
// its index space (an output element; an input element for the scatter-free
// gradients of pooling and of a convolution's input, whose products run in
// cuBLAS over columns built in the scratch memory), so each is correct for
// any size. A reduction loops over the reduced elements inside the thread
// when they are few; when they are many, a block's threads split them and
// combine their partial results in shared memory, in a fixed order (the same
// result every run): see Split.
//
// bf16 and f16 values are stored in 16 bits and computed as f32 (c_text.h);
// transposes and loops move their bits; products of two such operands are
// cuBLAS GemmEx calls (Launch::operands) accumulating in f32.
//
// One class, its methods in four files by what they emit:
//   emitter.cc         kernel scaffolding, elements and fused producers, and
//                      the instructions that are one kernel each (elementwise,
//                      transpose, slice, concat, topk, cumsum, gathers, random);
//   emit_reduction.cc  reductions and softmax (the thread/block/column splits);
//   emit_loop.cc       `for` loops: a Loop launch over its body's launches;
//   emit_conv.cc       products (cuBLAS), convolutions over columns, pooling.
// Private to codegen/cuda: emit_cuda.cc's emit_cuda() is its one user.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "base/status.h"
#include "codegen/common/plan.h"
#include "codegen/cuda/c_text.h"
#include "codegen/cuda/emit_cuda.h"
#include "ir/elementwise.h"
#include "ir/ir.h"

namespace netc::cuda::detail {

class Emitter {
 public:
  // `f` grows: a loop's buffers are values added to it (loop()).
  Emitter(const ir::Module& m, ir::Function& f, codegen::Plan plan, const EmitOptions& options,
          const std::map<std::string, int64_t>& dims)
      : m_(m), f_(f), grow_(f), p_(std::move(plan)), options_(options), dims_(dims) {}

  // The source and its launches. `prelude`: the source starts with it (not a
  // loop's body, which goes into its caller's source).
  Expected<CudaFunction> run(bool prelude = true);

 private:
  using Op = ir::Op;

  // ---- emitter.cc: kernel scaffolding ---------------------------------------

  struct Kernel {
    std::string name;
    std::vector<ir::ValueId> buffers;  // the first `writes` are written
    size_t writes = 1;
    std::map<ir::ValueId, std::string> arg;
  };

  Kernel begin(const ir::Inst& i, std::vector<ir::ValueId> reads, std::vector<ir::ValueId> writes = {},
               const std::string& scratch = "");
  Kernel begin_named(const std::string& what, const std::vector<ir::ValueId>& reads,
                     const std::vector<ir::ValueId>& writes, const std::string& scratch);
  void end(Kernel& k, int64_t threads);
  std::vector<std::string> index_space(const std::vector<int64_t>& shape, const std::string& prefix = "i",
                                       bool per_block = false);
  std::string element(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                      const std::vector<std::string>& idx) const;
  std::vector<std::string> multi_index(const std::vector<int64_t>& shape, const std::string& prefix,
                                       const std::string& linear);
  static std::string offset(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                            const std::vector<std::string>& idx);

  // ---- emitter.cc: elements -------------------------------------------------

  bool is_half(ir::ValueId v) const { return ir::is_half(f_.values[v].type.dtype); }
  // `stored`, an element of v as stored, as it is computed: a bf16 or f16 widened.
  std::string loaded(ir::ValueId v, const std::string& stored) const {
    return is_half(v) ? half_name(f_.values[v].type.dtype) + "_value(" + stored + ")" : stored;
  }
  // `x`, an element of v as computed, as it is stored.
  std::string storing(ir::ValueId v, const std::string& x) const {
    return is_half(v) ? storing_half(f_.values[v].type.dtype, x) : x;
  }
  std::string value(const Kernel& k, ir::ValueId v, const std::vector<int64_t>& outer,
                    const std::vector<std::string>& idx);
  std::string compute(const ir::Inst& i, const std::vector<std::string>& x);

  // ---- emitter.cc: instructions of one kernel each --------------------------

  Status emit(const ir::Inst& i);
  Status elementwise(const ir::Inst& i);
  Status transpose(const ir::Inst& i);
  Status slice(const ir::Inst& i);
  Status concat(const ir::Inst& i);

  // An op along one axis (its `axis` attr) sees its operand as [outer, n, inner].
  struct Rows {
    int64_t outer = 1, n = 1, inner = 1;
  };
  Rows rows_along_axis(const ir::Inst& i) const;
  Status topk(const ir::Inst& i);
  Status cumsum(const ir::Inst& i);
  Status gather(const ir::Inst& i);
  Status gather_grad(const ir::Inst& i);
  Status take(const ir::Inst& i);
  Status take_grad(const ir::Inst& i);
  Status along_indices(const ir::Inst& i);
  std::string random_index(const ir::Inst& i);
  Status dropout(const ir::Inst& i);
  Status replica_mean(const ir::Inst& i);
  Status random_fill(const ir::Inst& i);

  // ---- emit_reduction.cc: reductions and softmax ----------------------------

  // How a reduction's threads share its work:
  //  - Thread: one thread per output element, a loop over its elements (few
  //    elements to each output);
  //  - Block: one block per output element, its threads striding over the
  //    elements, which are contiguous (the innermost axis is reduced);
  //  - Columns: one block per 32 consecutive output elements, which are
  //    consecutive in memory (the innermost axis is kept, as in a sum over
  //    the batch); the block's warps split the reduced elements, each warp
  //    reading 32 neighbours at a time.
  enum class Split { Thread, Block, Columns };
  static constexpr int kWarp = 32;
  static Split split(int64_t count, bool innermost_reduced);
  static std::string reduction_identity(ir::DType dt, const ir::ReductionRule& rule);
  static std::string reduction_step(ir::DType dt, const ir::ReductionRule& rule, const std::string& acc,
                                    const std::string& v);

  // What every way of emitting reduction `i` needs: its input and its
  // shapes, the reduced axes (out_axis < 0) and how many elements each
  // output folds, the accumulator's type, and the buffers it reads.
  struct Reduction {
    ir::ValueId x;
    std::vector<int64_t> xs, rs;
    std::vector<int> out_axis;
    int64_t count = 1, outputs = 1;
    ir::DType dt;
    std::string type;
    ir::Op op = Op::Sum;  // whose rules (sum_to: a sum)
    std::vector<ir::ValueId> reads;
    const ir::ReductionRule& rule() const { return *ir::reduction_rule(op); }
    std::string identity() const { return reduction_identity(dt, rule()); }
    std::string step(const std::string& acc, const std::string& v) const { return reduction_step(dt, rule(), acc, v); }
    // The statement that makes the result from `acc`; none when it is `acc`.
    std::string finish() const {
      if (rule().finish_is_accumulator()) return "";
      CudaScalar s{dt, dt};
      return "  acc = " + ir::evaluate(s, rule().finish, {std::string("acc"), literal(static_cast<double>(count), dt)}) + ";\n";
    }
    // The input's index: the output's index on the kept axes (oidx), the
    // reduced ones left to be decoded.
    std::vector<std::string> kept(const std::vector<std::string>& oidx) const {
      std::vector<std::string> in(xs.size());
      for (size_t d = 0; d < xs.size(); ++d)
        if (out_axis[d] >= 0) in[d] = oidx[out_axis[d]];
      return in;
    }
  };

  // Into how many chunks a block-wide reduction splits each output's
  // elements, so that a few outputs of many elements (a loss over the whole
  // batch, a batch norm's statistics) still give every multiprocessor blocks
  // to run: about kTargetBlocks blocks in all, each with at least
  // kMinChunk elements. 1: one block per output is enough.
  static constexpr int64_t kTargetBlocks = 512, kMinChunk = 2048;
  static int64_t chunks(int64_t count, int64_t outputs);

  Reduction describe(const ir::Inst& i);
  Status reduction(const ir::Inst& i);
  Status two_pass_reduction(const ir::Inst& i, const Reduction& red);
  void decode_reduced(const std::vector<int64_t>& xs, const std::vector<int>& out_axis, std::vector<std::string>* in);
  void tree(const std::string& type, const std::string& part, ir::Op op, int keep, const std::string& var);
  void block_tree(const std::string& type, ir::Op op, int keep, const std::string& leave_if);
  void block_all(const std::string& type, const std::string& part, ir::Op op, const std::string& var);
  Status softmax(const ir::Inst& i);
  Status block_softmax(const ir::Inst& i, int64_t outer, int64_t inner, int64_t n);

  // ---- emit_loop.cc: loops --------------------------------------------------

  Status loop(const ir::Inst& l);
  // One loop's emission, in the phases loop() runs: the body's kernels into
  // the source; the loop's attributes; where the body's values, the carries
  // and the gathered slices live (`at`: body value v at step t is a value of
  // this function and a byte offset, affine in t); the copies that move
  // outputs and carries; the Loop launch and its body's launches; the
  // carries copied out after it.
  struct LoopEmission {
    LoopEmission(Emitter& e, const ir::Inst& loop) : em(e), l(loop) {}
    Status emit_body();
    void read_attrs();
    Status place();
    void plan_moves();
    Status list();
    Status copy_out();

    int64_t bytes(ir::ValueId v) const;
    // (outer, length, inner) of v around axis ax.
    std::array<int64_t, 3> around(ir::ValueId v, int64_t ax) const;
    // The bytes of one row of v along axis ax: what a step moves along it.
    int64_t row(ir::ValueId v, int64_t ax) const;
    std::pair<ir::ValueId, int64_t> at(ir::ValueId v, int64_t t) const;
    // How far body value v's offset moves per step.
    int64_t stride(ir::ValueId v) const { return at(v, 1).second - at(v, 0).second; }
    Status push(Launch bl, std::vector<ir::ValueId> bufs, std::vector<int64_t> offs, std::vector<int64_t> strides);
    Status list_body_launch(const Launch& src);

    Emitter& em;
    const ir::Inst& l;
    ir::Function body;  // the loop's body, its dims bound
    CudaFunction code;  // its kernels and launches
    size_t C = 0, S = 0, O = 0;  // carries, sequences, outputs
    std::vector<int64_t> scan, stack;
    bool reverse = false;
    int64_t count = 0;
    std::vector<std::optional<ir::ValueId>> values;  // the loop's results, per carry and output
    std::vector<ir::ValueId> as;  // the body's computed values, as values of this function
    std::vector<ir::ValueId> carry, slice, kept;
    std::vector<Launch> gather, store, keep, carry_back;
    std::map<ir::ValueId, const ir::Inst*> alias;  // a reshape or `to` names its operand's memory
  };
  ir::ValueId new_value(const ir::TensorType& t, const std::vector<int64_t>& shape);
  Launch mover(ir::ValueId dst, ir::ValueId src, int64_t outer, int64_t inner, int64_t dst_stride, int64_t src_stride);
  Status push_step_launch(Launch l, std::vector<ir::ValueId> buffers, std::vector<int64_t> offsets);

  // ---- emit_conv.cc: products, convolutions, pooling ------------------------

  Status matmul(const ir::Inst& i);

  // Convolutions are matrix products over the columns of their input (each
  // column one output position's window, C*KH*KW long), built in the
  // function's scratch memory, as on the CPU (runtime/cpu/kernels.cc):
  //  - forward: im2col per image ([N][CKK][P], P = OH*OW), then y[b] =
  //    w[O, CKK] @ col[b] for every image in one strided-batched GEMM;
  //  - input gradient: dcol[b] = w^T @ dy[b] (batched), then col2im: a
  //    thread per input element sums the column entries it fed (no atomics);
  //  - weight gradient: dw[O, CKK] = dy^T @ col^T, one GEMM over every
  //    position of every image, with dy's batch and channel axes swapped and
  //    the columns laid out [CKK][N][P] (K = N*P).
  // The images go in chunks whose columns fit EmitOptions::max_column_bytes
  // (each launch addresses its chunk's slice of x, y, dy or dx through
  // Launch::offsets; the weight gradient's later chunks add to dw).
  struct ConvShape {
    int64_t N, C, H, W, O, KH, KW, OH, OW, stride, pad;
    int64_t ckk() const { return C * KH * KW; }
    int64_t positions() const { return OH * OW; }
  };

  ConvShape conv_shape(const ir::Inst& i);
  static std::string L(int64_t v) { return std::to_string(v) + "LL"; }
  static int64_t aligned(int64_t bytes) { return (bytes + 255) / 256 * 256; }

  // A chunk of a convolution's images: as many as keep its columns within
  // EmitOptions::max_column_bytes (at least one).
  struct Chunk {
    int64_t first, count;
  };
  std::vector<Chunk> image_chunks(int64_t images, int64_t bytes_per_image) const;
  void chunk_kernel(const std::string& key, const std::function<void()>& emit, std::vector<int64_t> offsets,
                    int64_t scratch_bytes, bool continues);
  void im2col(const ir::Inst& i, const ConvShape& c, bool image_major, int64_t images);
  void gemm(ir::ValueId a, ir::ValueId b, ir::ValueId c, const Launch& shape, int64_t scratch_bytes);
  Status conv(const ir::Inst& i);
  Status pool(const ir::Inst& i);

  // ---- state ----------------------------------------------------------------

  const ir::Module& m_;
  const ir::Function& f_;
  ir::Function& grow_;  // f_, to which a loop adds its buffers
  codegen::Plan p_;
  EmitOptions options_;
  const std::map<std::string, int64_t>& dims_;
  std::set<ir::ValueId> placed_;  // what a loop's launches have written (push_step_launch)
  std::map<std::string, Launch> chunk_kernels_;  // chunk_kernel()'s kernels, by key
  std::ostringstream out_;
  std::vector<Launch> launches_;
  std::string unhandled_;  // an op compute() has no rule for: an internal error
  int count_ = 0;
  // The current kernel's thread element: its index space and multi-index.
  std::pair<std::vector<int64_t>, std::vector<std::string>> thread_element_;
};

}  // namespace netc::cuda::detail
