#include "engine/exec/gpu_step_program.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <optional>

#include "codegen/common/arena.h"
#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/gradient_buckets.h"
#include "runtime/cuda/context.h"
#include "runtime/cuda/error.h"
#include "runtime/cuda/graph.h"
#include "runtime/cuda/kernels.h"
#include "runtime/cuda/nccl.h"
#include "runtime/cuda/staging.h"

namespace netc::engine {

using cuda::GpuPlan;
using cuda::GpuValue;
using cuda::kGpuArenaAlignment;

namespace cu = rt::cuda;

namespace {

// One function compiled for one batch size: its plan, its kernels loaded,
// and the kernels of each launch (its kernel and its finishing kernel, if it
// has one; null for GEMMs).
struct Specialisation {
  GpuPlan plan;
  std::unique_ptr<cu::KernelLibrary> library;
  std::vector<std::pair<cudaKernel_t, cudaKernel_t>> kernels;
  bool ran = false;  // run once outside a graph (kernels loaded, cuBLAS warmed up)
  // The gradient function of replicas: the gradients each launch finishes,
  // which are all-reduced right after it while the step goes on
  // (all_reduce_schedule).
  std::vector<std::vector<size_t>> reduce_after;
};


struct Compiled {
  GpuFunctionId id;
  std::map<int64_t, Specialisation> by_batch;  // by batch size (0: one for all)
};

// What changes from step to step, in one small block that is copied to the
// GPU inside the step (so that a captured graph reads each step's values):
// the update reads lr and the step number as floats; the kernels read the
// step number (dropout's and random tensors' counter) and a replica's first
// row of the batch as integers; the all-reduces of a replica read its weight.
struct StepScalars {
  float lr;
  float step_f;
  int64_t step;
  int64_t row;  // a replica's first row of the global batch: kernels read it as steps[1]
  float weight;
};
static_assert(sizeof(StepScalars) == 32, "memory_plan.cc counts StepScalars as 32 bytes");
static_assert(offsetof(StepScalars, row) == offsetof(StepScalars, step) + sizeof(int64_t), "steps[1] is the row");

// A block of device memory from the context's allocator, given back when it
// goes (stream-ordered, so after the work that used it).
struct DeviceBlock {
  cu::DeviceContext* ctx = nullptr;
  void* ptr = nullptr;
  size_t bytes = 0;
  DeviceBlock() = default;
  DeviceBlock(const DeviceBlock&) = delete;
  DeviceBlock& operator=(const DeviceBlock&) = delete;
  ~DeviceBlock() {
    if (ptr) ctx->memory().release(ptr);
  }
  // New memory of `want` bytes in place of the old (whose address is stale).
  Status replace(cu::DeviceContext& c, size_t want) {
    ctx = &c;
    if (ptr) ctx->memory().release(ptr);
    ptr = nullptr;
    auto p = ctx->memory().allocate(std::max<size_t>(want, 1));
    if (!p.ok()) return p.status();
    ptr = *p;
    bytes = want;
    return {};
  }
};

}  // namespace

struct GpuStepProgram::Impl {
  GpuStepLayout fns;  // the train block's (empty without one)
  bool train = false;
  PreparedBlock functions;  // its IR functions, when known (netc)
  GpuPlanner plan;
  KernelCompiler compile;
  uint64_t seed = 0;
  std::unique_ptr<cu::DeviceContext> ctx;
  Compiled grad, update, eval;
  std::map<const ir::Function*, Compiled> forwards;
  std::map<std::string, Compiled> named_forwards;  // forward(name, ...)
  const std::map<std::string, size_t>* index = nullptr;  // the program's param_index()
  const int64_t* global_step = nullptr;                   // the program's global_step

  // Two sets of parameter memory, current and next: a step reads set
  // `current` and writes the parameters, optimizer states and model states it
  // replaces into the other set, which then becomes current. A parameter that
  // nothing replaces has one block that both sets name.
  std::vector<void*> param_dev[2];
  int current = 0;
  std::vector<void*> owned_params;  // every block above, once, to give back

  // Memory at fixed addresses, so that a step can be replayed as a graph:
  DeviceBlock arena;          // the owned values of whichever function runs (one at a time, in stream order)
  // Training batches, double-buffered (see the header's first comment): slot
  // `fill` is where the next batch goes; `staged` holds one whose copy has
  // been started (-1: none), of `staged_bsz` examples.
  std::unique_ptr<cu::BatchRing> ring;
  int fill = 0, staged = -1;
  int64_t staged_bsz = 0;
  bool in_flight = false;     // a step is launched and not yet finished
  bool undoable = false;      // a step has finished and nothing has happened since
  // The batch of an evaluation or a forward(), copied on the stream.
  DeviceBlock call_dev;
  cu::PinnedBuffer call_host;
  std::deque<DeviceBlock> grad_dev;  // the gradient function's loss and metrics
  // Its gradients, side by side in one block, last first: the order of the
  // replicas' all-reduces, so that a bucket of neighbours is one range.
  DeviceBlock grads;
  bool grads_ready = false;      // `grads` laid out, allocated, zeroed (its padding too) and cut into buckets
  // The gradient function's result j: where it goes (but the model states,
  // which go into the next parameter set).
  void* result_at(size_t j) const {
    return j < fns.first_grad ? grad_dev[j].ptr : static_cast<char*>(grads.ptr) + block.offset[j - fns.first_grad];
  }
  DeviceBlock results_dev;    // the evaluation's results
  DeviceBlock scalars_dev;    // StepScalars on the GPU
  cu::PinnedBuffer scalars_host, readback;

  // Train steps as CUDA graphs, per (batch size, parameter set read, batch
  // slot); dropped when any fixed address above moves.
  bool use_graphs = true;
  std::map<std::tuple<int64_t, int, int>, std::unique_ptr<cu::Graph>> graphs;
  std::string graph_failure;  // why graphs were turned off, if they were

  // Data parallelism: this GPU's place among the replicas, and the NCCL
  // operator that scales its buffers by its weight before they are summed.
  cu::NcclClique* clique = nullptr;
  int local = 0;  // this GPU among the clique's GPUs of this process
  // The all-reduces run on a stream of their own, so that a gradient's goes
  // while the backward pass computes the next: `computed` orders each after
  // the launches it waits for, `reduced` the update after all of them.
  cudaStream_t comm_stream = nullptr;
  cudaEvent_t computed = nullptr, reduced = nullptr;
  ncclRedOp_t weighted_sum = ncclSum;
  double weight = 1;
  int64_t first_row = 0;  // of the global batch, for random ops (StepScalars.row)

  ~Impl() {
    // Nothing may still run when the kernels and buffers go (only an error
    // path leaves work queued).
    if (ctx) (void)ctx->synchronize("finishing");
    graphs.clear();
    if (clique && clique->comm(local)) (void)cu::nccl().ncclRedOpDestroy(weighted_sum, clique->comm(local));
    if (computed) (void)cu::cudart().cudaEventDestroy(computed);
    if (reduced) (void)cu::cudart().cudaEventDestroy(reduced);
    if (comm_stream) (void)cu::cudart().cudaStreamDestroy(comm_stream);
    if (ctx)
      for (void* p : owned_params) ctx->memory().release(p);
  }

  Expected<Specialisation*> get(Compiled& c, int64_t bsz) {
    int64_t key = c.id.depends_on_batch ? bsz : 0;
    if (auto it = c.by_batch.find(key); it != c.by_batch.end()) return &it->second;
    auto planned = plan(c.id, key);
    if (!planned.ok()) return planned.status();
    const cuda::GpuPlan* plan = &planned->plan;
    // A function of matrix products alone has no kernels to compile.
    std::unique_ptr<cu::KernelLibrary> library;
    auto has_kernel = [](const cuda::Launch& l) {
      return l.kind == cuda::Launch::Kind::Kernel || (l.kind == cuda::Launch::Kind::ReplicaMean && !l.kernel.empty());
    };
    if (std::any_of(plan->code.launches.begin(), plan->code.launches.end(), has_kernel)) {
      auto image = compile(plan->code.source, ctx->arch(), c.id.name);
      if (!image.ok()) return image.status();
      auto lib = cu::KernelLibrary::load(*image, ctx->index(), "@" + c.id.name);
      if (!lib.ok()) return lib.status();
      library = std::move(*lib);
    }
    // The arena grows before the specialisation is kept, so that a kept one
    // always fits (a failure here leaves nothing behind to run).
    if (auto st = fit(arena, plan->arena_bytes); !st.ok()) return st;
    Specialisation s;
    s.plan = std::move(planned->plan);
    s.reduce_after = std::move(planned->reduce_after);
    s.library = std::move(library);
    for (const cuda::Launch& l : s.plan.code.launches) {
      std::pair<cudaKernel_t, cudaKernel_t> k{nullptr, nullptr};
      if (has_kernel(l)) {
        auto found = s.library->kernel(l.kernel);
        if (!found.ok()) return found.status();
        k.first = *found;
        if (!l.finish_kernel.empty()) {
          auto finish = s.library->kernel(l.finish_kernel);
          if (!finish.ok()) return finish.status();
          k.second = *finish;
        }
      }
      s.kernels.push_back(k);
    }
    return &(c.by_batch[key] = std::move(s));
  }

  // Grows `block` to `bytes` once the GPU is done with it: whether it moved.
  Expected<bool> grow(DeviceBlock& block, size_t bytes) {
    if (block.ptr && block.bytes >= bytes) return false;
    if (auto st = ctx->synchronize("waiting for the GPU before growing a buffer"); !st.ok()) return st;
    if (auto st = block.replace(*ctx, bytes); !st.ok()) return st;
    return true;
  }

  // grow(), for a block that captured graphs name: they are dropped when it moves.
  Status fit(DeviceBlock& block, size_t bytes) {
    auto moved = grow(block, bytes);
    if (!moved.ok()) return moved.status();
    if (*moved) graphs.clear();
    return {};
  }

  // Grows every training batch slot to `bytes`; captured graphs named the
  // old addresses, and a staged batch is gone.
  Status fit_ring(size_t bytes) {
    if (bytes <= ring->capacity()) return {};
    // Before growing: a failure may leave some slots moved.
    graphs.clear();
    staged = -1;
    auto moved = ring->reserve(bytes);
    return moved.ok() ? Status() : moved.status();
  }

  // Blocks of `sizes` bytes placed one after the other, each at the arena's
  // alignment: each one's offset, and the total size.
  static size_t side_by_side(const std::vector<size_t>& sizes, std::vector<size_t>* offset) {
    codegen::ArenaPlanner planner(kGpuArenaAlignment);
    offset->clear();
    for (size_t bytes : sizes) offset->push_back(planner.take(bytes));
    return planner.size();
  }

  // A batch of a function's inputs as `plan` places them, side by side at
  // the same offsets in host and device memory.
  struct BatchLayout {
    std::vector<size_t> offset, bytes;  // per input
    size_t total = 0;
    // Each input's address in a batch buffer at `base` (host or device memory).
    std::vector<void*> in(void* base) const {
      std::vector<void*> out;
      for (size_t o : offset) out.push_back(static_cast<char*>(base) + o);
      return out;
    }
  };

  static BatchLayout batch_layout(const GpuPlan& plan) {
    BatchLayout l;
    for (uint64_t bytes : plan.input_bytes) l.bytes.push_back(bytes);
    l.total = side_by_side(l.bytes, &l.offset);
    return l;
  }

  // The layout of a training batch of `bsz` examples (the gradient
  // function's inputs), with the batch slots grown to hold it.
  Expected<BatchLayout> training_layout(int64_t bsz) {
    auto g = get(grad, bsz);
    if (!g.ok()) return g.status();
    BatchLayout l = batch_layout((*g)->plan);
    if (auto st = fit_ring(l.total); !st.ok()) return st;
    return l;
  }

  // Puts a training batch (host pointers, one per input; already in slot
  // `fill` when the caller gathered it there) into slot `fill` and starts
  // its copy to the GPU: it becomes the staged batch, of `bsz` examples.
  Status stage(void* const* batch, int64_t bsz, const BatchLayout& layout) {
    std::vector<void*> slots = layout.in(ring->host(fill));
    if (staged == fill) staged = -1;
    for (size_t k = 0; k < slots.size(); ++k) {
      if (batch[k] == slots[k]) continue;
      if (auto st = ring->writable(fill); !st.ok()) return st;
      std::memcpy(slots[k], batch[k], layout.bytes[k]);
    }
    if (auto st = ring->upload(fill, layout.total); !st.ok()) return st;
    staged = fill;
    staged_bsz = bsz;
    return {};
  }

  // Copies the batch of an evaluation or a forward() (host pointers, one
  // per input of `f`) to the GPU, on the stream: the inputs' device
  // addresses. The previous call has finished with the host buffer: each
  // one ends with a wait.
  Expected<std::vector<void*>> stage_call(const GpuPlan& plan, void* const* batch) {
    BatchLayout layout = batch_layout(plan);
    if (call_host.size() < layout.total) {
      auto b = cu::PinnedBuffer::allocate(layout.total, ctx->index());
      if (!b.ok()) return b.status();
      call_host = std::move(*b);
    }
    if (auto moved = grow(call_dev, layout.total); !moved.ok()) return moved.status();
    std::vector<void*> host = layout.in(call_host.data());
    for (size_t k = 0; k < host.size(); ++k) std::memcpy(host[k], batch[k], layout.bytes[k]);
    if (auto st = ctx->to_device(call_dev.ptr, call_host.data(), layout.total); !st.ok()) return st;
    return layout.in(call_dev.ptr);
  }

  // Enqueues every launch of `s` on the stream (a loop's body once per
  // step), then the copies into result buffers that no launch writes. `inputs`: per input of the function,
  // device memory; `outputs`: per result, the device memory it goes to;
  // `params`: per module parameter, its memory.
  Status run(Specialisation& s, const std::vector<void*>& inputs, const std::vector<void*>& outputs,
                 const std::vector<void*>& params, const std::function<Status(size_t)>& after_launch = {}) {
    const GpuPlan& p = s.plan;
    auto address = [&](ir::ValueId v) -> void* {
      const GpuValue& g = p.values[p.root(v)];
      switch (g.kind) {
        case GpuValue::Input: return inputs[g.input];
        case GpuValue::Param: return params[index->at(g.param)];
        case GpuValue::Result: return outputs[g.result];
        case GpuValue::Owned: return static_cast<char*>(arena.ptr) + g.offset;
        default: return nullptr;
      }
    };
    void* steps = static_cast<char*>(scalars_dev.ptr) + offsetof(StepScalars, step);
    int64_t seed_arg = static_cast<int64_t>(seed);
    std::vector<void*> ptrs, args;
    // Launch li at the steps `at` of the loops around it (none outside one).
    auto launch = [&](size_t li, const std::vector<int64_t>& at) -> Status {
      const cuda::Launch& l = p.code.launches[li];
      // Buffer j: a value's memory at the launch's offset into it at these
      // steps, or (a GEMM's operand) the scratch memory, which starts the arena.
      auto buffer = [&](size_t j) -> char* {
        if (l.kind == cuda::Launch::Kind::Gemm && l.scratch_at[j] >= 0) return static_cast<char*>(arena.ptr) + l.scratch_at[j];
        return static_cast<char*>(address(l.buffers[j])) + l.offset_at(j, at);
      };
      if (l.kind == cuda::Launch::Kind::ReplicaMean)
        return replica_mean(l, s.kernels[li].first, buffer(1), buffer(0), seed_arg);
      if (l.kind == cuda::Launch::Kind::Gemm) {
        cu::Gemm g{l.trans_a, l.trans_b, l.m, l.n, l.k, l.batch, l.stride_a, l.stride_b, l.stride_c, l.beta, l.operands};
        return ctx->gemm(g, buffer(0), buffer(1), reinterpret_cast<float*>(buffer(2)));
      }
      // Kernel arguments: a pointer to each argument's value: the buffers,
      // the step number's device address, the seed.
      ptrs.clear();
      for (size_t j = 0; j < l.buffers.size(); ++j) ptrs.push_back(buffer(j));
      if (l.scratch_bytes > 0) ptrs.push_back(arena.ptr);  // the scratch memory starts the arena
      ptrs.push_back(steps);
      args.clear();
      for (void*& q : ptrs) args.push_back(&q);
      // Wrapping, as ir::loop_step_seed (a launch's arguments are copied when it is launched).
      int64_t launch_seed = static_cast<int64_t>(static_cast<uint64_t>(seed_arg) + static_cast<uint64_t>(l.seed_at(at)));
      args.push_back(&launch_seed);
      Status st = cu::launch(s.kernels[li].first, l.threads, l.block, args.data(), ctx->stream(), ctx->index(), l.kernel);
      if (st.ok() && !l.finish_kernel.empty())
        st = cu::launch(s.kernels[li].second, l.finish_threads, l.block, args.data(), ctx->stream(), ctx->index(),
                        l.finish_kernel);
      return st;
    };
    // A loop runs all its steps before what follows it; `after_launch` hears
    // of its launches once the last step is done.
    const std::vector<size_t> ends = cuda::outermost_loop_ends(p.code.launches);
    std::vector<int64_t> at;
    for (size_t li = 0; li < p.code.launches.size(); li = ends[li]) {
      if (auto st = cuda::walk_launches(p.code.launches, li, ends[li], at, launch); !st.ok()) return st;
      for (size_t k = li; k < ends[li] && after_launch; ++k)
        if (auto st = after_launch(k); !st.ok()) return st;
    }
    for (const GpuPlan::Copy& c : p.copies)
      if (auto st = ctx->copy(outputs[c.result], address(c.from), p.values[c.from].bytes); !st.ok()) return st;
    return {};
  }

  bool has_train() const { return train; }

  // The training step's gradient is running (enqueue_step): its
  // `replica_mean`s are all-reduced. Elsewhere (an evaluation, a forward(),
  // one device, a library) each is its operand, as on the CPU.
  bool stepping = false;

  // A `replica_mean` launch (cuda::Launch::Kind::ReplicaMean): x's floats
  // all-reduced into y, on the communication stream in the order of the
  // step's other all-reduces, each replica's weighted by its share (read on
  // the GPU, so that a captured graph serves every share); for a gradient
  // where the loss sums over the batch, added and then scaled by this
  // replica's weight (`scale`, the launch's kernel), as the CPU's
  // StepProgram::reduce_replica_mean does. The compute stream waits for it.
  Status replica_mean(const cuda::Launch& l, cudaKernel_t scale, void* x, void* y, int64_t seed_arg) {
    const size_t count = static_cast<size_t>(l.count);
    if (!clique || !stepping) return x == y ? Status() : ctx->copy(y, x, count * sizeof(float));
    if (auto st = all_reduce_replica_mean(l, x, y); !st.ok()) return st;
    if (!summed(l)) return {};
    if (!scale) return Status::error("internal error: a summed `replica_mean`'s gradient without its scaling kernel");
    void* weight_at = static_cast<char*>(scalars_dev.ptr) + offsetof(StepScalars, weight);
    void* args[] = {&y, &weight_at, &seed_arg};
    return cu::launch(scale, l.threads, l.block, args, ctx->stream(), ctx->index(), l.kernel);
  }

  // A `replica_mean`'s gradient where the loss sums over the batch: added over the replicas.
  bool summed(const cuda::Launch& l) const { return l.backward && fns.summed.at(0); }

  // x's floats all-reduced into y on the communication stream, by l's rule;
  // the compute stream waits for it.
  Status all_reduce_replica_mean(const cuda::Launch& l, void* x, void* y) {
    if (auto st = fork_to_comm(); !st.ok()) return st;
    if (auto st = cu::check(cu::nccl().ncclAllReduce(x, y, static_cast<size_t>(l.count), ncclFloat32,
                                                     summed(l) ? ncclSum : weighted_sum, clique->comm(local),
                                                     comm_stream),
                            ctx->index(), "the all-reduce of a `replica_mean` (BatchNorm's `sync = true`)");
        !st.ok())
      return st;
    return join_comm();
  }

  // Whether `s` has `replica_mean` launches: its gradients' all-reduces then
  // all go after the function, so that every replica issues the statistics'
  // all-reduces and the gradients' in the same order whatever its share's
  // plan (and a replica without examples, which runs none of it, too).
  static bool has_replica_means(const Specialisation& s) {
    return std::any_of(s.plan.code.launches.begin(), s.plan.code.launches.end(),
                       [](const cuda::Launch& l) { return l.kind == cuda::Launch::Kind::ReplicaMean; });
  }

  // A replica given no examples joins each `replica_mean` of the gradient
  // `g` (planned for a batch of one) with zeros and weight 0, in the order
  // the others meet them, so that they do not wait. Not inside a loop, whose
  // steps may depend on the batch (as on the CPU).
  Status join_replica_means(const Specialisation& g) {
    const std::vector<cuda::Launch>& launches = g.plan.code.launches;
    const std::vector<size_t> ends = cuda::outermost_loop_ends(launches);
    for (size_t li = 0; li < launches.size(); ++li) {
      const cuda::Launch& l = launches[li];
      if (l.kind != cuda::Launch::Kind::ReplicaMean) continue;
      if (ends[li] != li + 1)
        return Status::error("data parallelism: a replica given no examples of a batch cannot join the `replica_mean` "
                             "of a loop's body; make the batch at least the number of replicas");
      const GpuValue& v = g.plan.values[g.plan.root(l.buffers[0])];
      if (v.kind != GpuValue::Owned)
        return Status::error("internal error: a `replica_mean` whose result is not in the arena");
      void* y = static_cast<char*>(arena.ptr) + v.offset + l.offset(0);
      if (auto st = ctx->zero(y, static_cast<size_t>(l.count) * sizeof(float)); !st.ok()) return st;
      // Waited for before the next one's zeros, which may go where this one's sum arrives.
      if (auto st = all_reduce_replica_mean(l, y, y); !st.ok()) return st;
    }
    return {};
  }

  // `count` floats at `at`, all-reduced in place with the other replicas'
  // on the communication stream: weighted by this replica's share, or added
  // for sums over the batch (result j's rule).
  Status all_reduce(void* at, size_t count, size_t j) {
    ncclRedOp_t op = fns.summed.at(j) ? ncclSum : weighted_sum;
    return cu::check(cu::nccl().ncclAllReduce(at, at, count, ncclFloat32, op, clique->comm(local), comm_stream),
                     ctx->index(), "the all-reduce of the step's results");
  }

  // The communication stream waits for what the compute stream has
  // enqueued so far.
  Status fork_to_comm() {
    if (auto st = cu::check(cu::cudart().cudaEventRecord(computed, ctx->stream()), ctx->index(), "recording an event");
        !st.ok())
      return st;
    return cu::check(cu::cudart().cudaStreamWaitEvent(comm_stream, computed, 0), ctx->index(), "ordering the all-reduces");
  }

  // The gradients' block and its buckets (gradient_buckets.h): they depend
  // on the gradients' sizes alone, so every replica sends the same ones,
  // whatever its share.
  GradientBlock block;
  Status all_reduce_bucket(const GradientBlock::Bucket& b) {
    return all_reduce(static_cast<char*>(grads.ptr) + b.offset, b.bytes / sizeof(float), fns.first_grad + b.first);
  }

  // The gradients' block, once: their sizes do not depend on the batch size
  // (again only after a failure).
  Status place_gradients(const Specialisation& g) {
    if (grads_ready) return {};
    std::vector<size_t> by_result;
    for (size_t k = fns.first_grad; k < fns.first_state; ++k) by_result.push_back(g.plan.result_sizes[k]);
    block = lay_out_gradients(by_result, kGpuArenaAlignment, bucket_cap_bytes());
    const size_t total = block.total;
    auto moved = grow(grads, total);
    if (!moved.ok()) return moved.status();
    if (*moved) graphs.clear();
    // The padding between gradients joins their buckets' all-reduces: zeros, not whatever was there.
    if (auto st = ctx->zero(grads.ptr, total); !st.ok()) return st;
    grads_ready = true;
    return {};
  }

  // Where each bucket goes in `g`'s launches: after the launch that lets
  // its last gradient go (all_reduce_schedule), or after the function
  // (index launches.size()); all after it for a replica without examples.
  std::vector<std::vector<size_t>> bucket_points(const Specialisation& g, bool ran) const {
    const size_t n = g.plan.code.launches.size();
    std::vector<size_t> point(fns.first_state, n);
    if (ran)
      for (size_t li = 0; li < g.reduce_after.size(); ++li)
        for (size_t k : g.reduce_after[li]) point[k] = li;
    std::vector<std::vector<size_t>> at(n + 1);
    const size_t fg = fns.first_grad;
    for (size_t b = 0; b < block.buckets.size(); ++b) {
      size_t p = 0;
      for (size_t k = block.buckets[b].first + 1; k-- > block.buckets[b].last;) p = std::max(p, point[fg + k]);
      at[p].push_back(b);
    }
    return at;
  }

  // The buckets whose gradients launch `li` finished, all-reduced while the
  // backward pass goes on.
  Status all_reduce_after(Specialisation& g, const std::vector<size_t>& due) {
    if (due.empty()) return {};
    if (auto st = fork_to_comm(); !st.ok()) return st;
    for (size_t b : due)
      if (auto st = all_reduce_bucket(block.buckets[b]); !st.ok()) return st;
    return {};
  }

  // After the gradient function: the buckets left (`due`), then the loss,
  // the metrics and the new model states, in the same order on every
  // replica; then the compute stream waits for every all-reduce before it
  // reads them.
  Status all_reduce_rest(Specialisation& g, const std::vector<void*>& gout, const std::vector<size_t>& due) {
    if (auto st = fork_to_comm(); !st.ok()) return st;
    for (size_t b : due)
      if (auto st = all_reduce_bucket(block.buckets[b]); !st.ok()) return st;
    for (size_t j = 0; j < gout.size(); ++j)
      if (j < fns.first_grad || j >= fns.first_state)
        if (auto st = all_reduce(gout[j], g.plan.result_sizes[j] / sizeof(float), j); !st.ok()) return st;
    return join_comm();
  }

  // The compute stream waits for what the communication stream has enqueued so far.
  Status join_comm() {
    if (auto st = cu::check(cu::cudart().cudaEventRecord(reduced, comm_stream), ctx->index(), "recording an event");
        !st.ok())
      return st;
    return cu::check(cu::cudart().cudaStreamWaitEvent(ctx->stream(), reduced, 0), ctx->index(),
                     "waiting for the all-reduces");
  }

  // A call of `s` on a host batch, enqueued: the batch and the step number
  // to the GPU, every launch; the results go side by side into results_dev,
  // each one's address in *out.
  Status enqueue_call(Specialisation& s, void* const* batch, std::vector<void*>* out) {
    std::vector<size_t> sizes(s.plan.result_sizes.begin(), s.plan.result_sizes.end()), offset;
    if (auto st = fit(results_dev, side_by_side(sizes, &offset)); !st.ok()) return st;
    out->clear();
    for (size_t j = 0; j < sizes.size(); ++j) out->push_back(static_cast<char*>(results_dev.ptr) + offset[j]);
    // The step number that random operations read: the training step's, as
    // on the CPU (scalars_dev may hold another, or nothing yet).
    auto* scalars = static_cast<StepScalars*>(scalars_host.data());
    scalars->step_f = static_cast<float>(*global_step);
    scalars->step = *global_step;
    if (auto st = ctx->to_device(scalars_dev.ptr, scalars, sizeof(StepScalars)); !st.ok()) return st;
    auto inputs = stage_call(s.plan, batch);
    if (!inputs.ok()) return inputs.status();
    return run(s, *inputs, *out, param_dev[current]);
  }

  // A call of function `c` (a forward()) on host inputs, into host outputs,
  // waited for.
  Status call(Compiled& c, const void* const* inputs, void* const* outputs) {
    if (in_flight) return Status::error("internal error: a forward() while a training step runs");
    if (auto st = ctx->activate(); !st.ok()) return st;
    auto s = get(c, 0);
    if (!s.ok()) return s.status();
    std::vector<void*> out;
    // stage_call only reads the inputs.
    Status st = enqueue_call(**s, const_cast<void* const*>(inputs), &out);
    for (size_t j = 0; j < out.size() && st.ok(); ++j) st = ctx->to_host(outputs[j], out[j], (*s)->plan.result_sizes[j]);
    if (st.ok()) st = ctx->synchronize("@" + c.id.name);
    if (!st.ok()) return st;
    (*s)->ran = true;
    return {};
  }

  // One training step's work on the stream: the scalars to the GPU, the
  // gradient, the loss and metrics back to the host, the update. `inputs`
  // is the batch on the GPU. Reads parameter set `from`, writes the replaced
  // ones into the other set. A replica given no examples (`none`) puts zeros
  // where the gradient's results go, and joins the all-reduces with them.
  Status enqueue_step(Specialisation& g, Specialisation& u, const std::vector<void*>& inputs, int from,
                      bool none = false) {
    if (auto st = ctx->to_device(scalars_dev.ptr, scalars_host.data(), sizeof(StepScalars)); !st.ok()) return st;
    const std::vector<void*>& now = param_dev[from];
    const std::vector<void*>& next = param_dev[1 - from];
    // The gradient's results: the loss and metrics and gradients into their
    // buffers, the new model states into the next set.
    std::vector<void*> gout;
    for (size_t j = 0; j < fns.first_state; ++j) gout.push_back(result_at(j));
    for (size_t k = 0; k < fns.state_targets.size(); ++k) gout.push_back(next[fns.state_targets[k]]);
    for (size_t j = 0; j < gout.size() && none; ++j)
      if (auto st = ctx->zero(gout[j], g.plan.result_sizes[j]); !st.ok()) return st;
    std::function<Status(size_t)> after;
    std::vector<std::vector<size_t>> due;
    if (clique) {
      due = bucket_points(g, !none && !has_replica_means(g));
      after = [&](size_t li) { return all_reduce_after(g, due[li]); };
    }
    if (!none) {
      stepping = true;
      Status st = run(g, inputs, gout, now, after);
      stepping = false;
      if (!st.ok()) return st;
    } else if (clique) {
      if (auto st = join_replica_means(g); !st.ok()) return st;
    }
    if (clique)
      if (auto st = all_reduce_rest(g, gout, due.back()); !st.ok()) return st;
    // The first element of the loss and of each metric, as eval_step reads them.
    for (size_t j = 0; j < fns.first_grad; ++j)
      if (auto st = ctx->to_host(static_cast<float*>(readback.data()) + j, gout[j], sizeof(float)); !st.ok()) return st;
    // The update's inputs: lr, the step number, the gradients.
    std::vector<void*> uin = {static_cast<char*>(scalars_dev.ptr) + offsetof(StepScalars, lr),
                              static_cast<char*>(scalars_dev.ptr) + offsetof(StepScalars, step_f)};
    for (size_t k = fns.first_grad; k < fns.first_state; ++k) uin.push_back(result_at(k));
    std::vector<void*> uout;
    for (size_t target : fns.update_targets) uout.push_back(next[target]);
    return run(u, uin, uout, now);
  }
};

GpuStepProgram::GpuStepProgram(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

// Impl's members go in reverse order: graphs and buffers, the kernel
// libraries, then the context with its allocator, which frees all device
// memory.
GpuStepProgram::~GpuStepProgram() = default;

Expected<std::unique_ptr<GpuStepProgram>> GpuStepProgram::create(GpuProgramSpec spec, uint64_t seed, int device) {
  if (!spec.compile) return Status::error("internal error: the GPU executor has no kernel compiler");
  if (!spec.plan) return Status::error("internal error: the GPU executor has no planner");
  auto impl = std::make_unique<Impl>();
  impl->seed = seed;
  impl->compile = std::move(spec.compile);
  impl->plan = std::move(spec.plan);
  impl->functions = std::move(spec.fns);
  if (spec.train) {
    impl->train = true;
    impl->fns = std::move(*spec.train);
    // Specialisations are made per batch size met, like StepProgram's.
    impl->grad.id = impl->fns.grad;
    impl->update.id = impl->fns.update;
    impl->eval.id = impl->fns.eval;
  }
  auto ctx = cu::DeviceContext::create(device);
  if (!ctx.ok()) return ctx.status();
  impl->ctx = std::move(*ctx);

  std::unique_ptr<GpuStepProgram> p(new GpuStepProgram(std::move(impl)));
  Impl& I = *p->impl_;
  I.index = &p->param_index_;
  I.global_step = &p->global_step;
  p->params_ = std::move(spec.params);
  p->param_index_ = std::move(spec.index);
  // Parameters that a step replaces get a block in each set.
  std::vector<bool> replaced(p->params_.size(), false);
  for (size_t t : I.fns.update_targets) replaced[t] = true;
  for (size_t t : I.fns.state_targets) replaced[t] = true;
  for (int set = 0; set < 2; ++set) I.param_dev[set].assign(p->params_.size(), nullptr);
  for (size_t i = 0; i < p->params_.size(); ++i) {
    for (int set = 0; set < (replaced[i] ? 2 : 1); ++set) {
      auto d = I.ctx->memory().allocate(p->params_[i].nbytes());
      if (!d.ok()) return d.status();
      I.owned_params.push_back(*d);
      I.param_dev[set][i] = *d;
    }
    if (!replaced[i]) I.param_dev[1][i] = I.param_dev[0][i];
  }
  auto ring = cu::BatchRing::create(*I.ctx);
  if (!ring.ok()) return ring.status();
  I.ring = std::move(*ring);
  if (auto st = I.scalars_dev.replace(*I.ctx, sizeof(StepScalars)); !st.ok()) return st;
  auto sh = cu::PinnedBuffer::allocate(sizeof(StepScalars), device);
  if (!sh.ok()) return sh.status();
  I.scalars_host = std::move(*sh);
  std::memset(I.scalars_host.data(), 0, sizeof(StepScalars));
  size_t results = std::max<size_t>(1, I.has_train() ? I.fns.first_grad : 0);
  auto rb = cu::PinnedBuffer::allocate(results * sizeof(float), device);
  if (!rb.ok()) return rb.status();
  I.readback = std::move(*rb);
  if (auto st = p->upload_params(); !st.ok()) return st;
  if (const char* g = std::getenv("NETC_CUDA_GRAPHS"); g && std::strcmp(g, "0") == 0) p->disable_graphs("NETC_CUDA_GRAPHS=0");
  return p;
}

uint64_t GpuStepProgram::device_bytes_requested() const { return impl_->ctx->memory().stats().requested; }

const ir::Function& GpuStepProgram::step_fn() const { return *functions().step; }
const StepFunctions& GpuStepProgram::functions() const {
  static const StepFunctions none;
  return impl_->functions ? *impl_->functions : none;
}

Status GpuStepProgram::join_replicas(rt::cuda::NcclClique* clique, int local) {
  Impl& I = *impl_;
  if (!I.has_train()) return Status::error("internal error: a replica without a train block");
  if (clique->device(local) != I.ctx->index())
    return Status::error("internal error: GPU " + std::to_string(local) + " of the replicas is cuda:" +
                         std::to_string(clique->device(local)) + ", its program runs on " + device_description());
  if (!I.functions) return Status::error("internal error: replicas of a program without its IR");
  const ir::Function& g = I.functions->grad;
  for (size_t j = 0; j < g.results.size(); ++j)
    if (g.type_of(g.results[j]).dtype != ir::DType::F32)
      return Status::error("data parallelism: the train step's result " + std::to_string(j) +
                           " is not f32, and only f32 values are combined over replicas");
  if (auto st = I.ctx->activate(); !st.ok()) return st;
  // The weight is read on the GPU when the all-reduce runs: a graph captured
  // once serves every share.
  void* weight = static_cast<char*>(I.scalars_dev.ptr) + offsetof(StepScalars, weight);
  if (auto st = cu::check(cu::nccl().ncclRedOpCreatePreMulSum(&I.weighted_sum, weight, ncclFloat32, ncclScalarDevice,
                                                               clique->comm(local)),
                          I.ctx->index(), "making the weighted sum of the replicas");
      !st.ok())
    return st;
  auto& rt = cu::cudart();
  if (auto st = cu::check(rt.cudaStreamCreateWithFlags(&I.comm_stream, cudaStreamNonBlocking), I.ctx->index(),
                          "making the all-reduces' stream");
      !st.ok())
    return st;
  for (cudaEvent_t* e : {&I.computed, &I.reduced})
    if (auto st = cu::check(rt.cudaEventCreateWithFlags(e, cudaEventDisableTiming), I.ctx->index(), "making an event");
        !st.ok())
      return st;
  I.clique = clique;
  I.local = local;
  I.graphs.clear();
  return {};
}

void GpuStepProgram::set_replica_share(int64_t first_row, double weight) {
  impl_->first_row = first_row;
  impl_->weight = weight;
}
const std::vector<std::string>& GpuStepProgram::metric_names() const { return impl_->fns.metric_names; }

std::string GpuStepProgram::device_description() const {
  return "cuda:" + std::to_string(impl_->ctx->index()) + " (" + impl_->ctx->name() + ", " + impl_->ctx->arch() + ")";
}

std::string GpuStepProgram::graph_status() const {
  return impl_->use_graphs ? "each step replayed as a CUDA graph" : "launched one by one (" + impl_->graph_failure + ")";
}

void GpuStepProgram::disable_graphs(const std::string& why) {
  impl_->use_graphs = false;
  impl_->graph_failure = why;
  impl_->graphs.clear();
}

Status GpuStepProgram::upload_params() {
  impl_->undoable = false;  // the other set holds none of these values
  const std::vector<void*>& dev = impl_->param_dev[impl_->current];
  for (size_t i = 0; i < params_.size(); ++i)
    if (auto st = impl_->ctx->to_device(dev[i], params_[i].data(), params_[i].nbytes()); !st.ok()) return st;
  // The host tensors may be written again as soon as this returns.
  return impl_->ctx->synchronize("copying the parameters to the GPU");
}

Status GpuStepProgram::download_params() {
  const std::vector<void*>& dev = impl_->param_dev[impl_->current];
  for (size_t i = 0; i < params_.size(); ++i)
    if (auto st = impl_->ctx->to_host(params_[i].data(), dev[i], params_[i].nbytes()); !st.ok()) return st;
  return impl_->ctx->synchronize("copying the parameters from the GPU");
}

Status GpuStepProgram::adopt_params(std::vector<rt::Tensor>&& params) {
  params_ = std::move(params);
  return upload_params();
}

Expected<std::vector<void*>> GpuStepProgram::batch_slots(int64_t bsz) {
  Impl& I = *impl_;
  if (!I.has_train()) return Status::error("internal error: a training batch without a train block");
  auto layout = I.training_layout(bsz);
  if (!layout.ok()) return layout.status();
  // The slot's last copy must be done before it is written; a batch staged
  // in it is replaced.
  if (auto st = I.ring->writable(I.fill); !st.ok()) return st;
  if (I.staged == I.fill) I.staged = -1;
  return layout->in(I.ring->host(I.fill));
}

Status GpuStepProgram::prefetch(void* const* batch, int64_t bsz) {
  Impl& I = *impl_;
  if (!I.has_train()) return Status::error("internal error: a training batch without a train block");
  auto layout = I.training_layout(bsz);
  if (!layout.ok()) return layout.status();
  return I.stage(batch, bsz, *layout);
}

Status GpuStepProgram::launch_step(void* const* batch, int64_t bsz, float lr) {
  Impl& I = *impl_;
  if (!I.has_train()) return Status::error("internal error: a training step without a train block");
  if (I.in_flight) return Status::error("internal error: a training step launched before the last one finished");
  if (bsz == 0 && !I.clique) return Status::error("internal error: a training step on no examples");
  if (auto st = I.ctx->activate(); !st.ok()) return st;
  I.undoable = false;  // also when this launch fails part way: its set may be half written
  // A replica without examples makes the results' buffers of a batch of one.
  auto grad = I.get(I.grad, std::max<int64_t>(bsz, 1));
  if (!grad.ok()) return grad.status();
  auto update = I.get(I.update, bsz);
  if (!update.ok()) return update.status();
  Specialisation& g = **grad;
  Specialisation& u = **update;
  // The gradient function's results other than the model states keep their
  // buffers for the run (grown, and the graphs dropped, should a batch size
  // need more: the gradients' sizes do not depend on it, metrics may).
  while (I.grad_dev.size() < I.fns.first_grad) I.grad_dev.emplace_back();
  for (size_t k = 0; k < I.fns.first_grad; ++k)
    if (auto st = I.fit(I.grad_dev[k], g.plan.result_sizes[k]); !st.ok()) return st;
  if (auto st = I.place_gradients(g); !st.ok()) return st;
  auto* scalars = static_cast<StepScalars*>(I.scalars_host.data());
  // The step number counts the step once it is enqueued.
  int64_t step = global_step + 1;
  scalars->lr = lr;
  scalars->step_f = static_cast<float>(step);
  scalars->step = step;
  scalars->weight = static_cast<float>(I.weight);
  scalars->row = I.first_row;
  int from = I.current;
  if (bsz == 0) {
    // No batch to stage: launched one by one (only a short last batch has
    // fewer examples than replicas).
    if (auto st = I.enqueue_step(g, u, {}, from, true); !st.ok()) return st;
    global_step = step;
    I.current = 1 - from;
    I.in_flight = true;
    return {};
  }
  // The batch: the one prefetched, when `batch` is it; else staged now.
  auto layout = I.training_layout(bsz);
  if (!layout.ok()) return layout.status();
  bool prefetched = I.staged >= 0 && I.staged_bsz == bsz &&
                    layout->in(I.ring->host(I.staged)) == std::vector<void*>(batch, batch + layout->bytes.size());
  if (!prefetched)
    if (auto st = I.stage(batch, bsz, *layout); !st.ok()) return st;
  int slot = I.staged;
  I.staged = -1;
  std::vector<void*> inputs = layout->in(I.ring->device(slot));
  if (auto st = I.ring->wait_uploaded(slot); !st.ok()) return st;
  Status st;
  if (I.use_graphs && g.ran && u.ran) {
    // Captured once per batch size, parameter set and slot, then replayed.
    std::unique_ptr<cu::Graph>& graph = I.graphs[{bsz, from, slot}];
    if (!graph) {
      auto captured = cu::Graph::capture(*I.ctx, [&] { return I.enqueue_step(g, u, inputs, from); });
      if (captured.ok()) graph = std::move(*captured);
      else I.use_graphs = false, I.graph_failure = captured.message();
    }
    st = graph ? graph->replay(*I.ctx) : I.enqueue_step(g, u, inputs, from);
  } else {
    // The first step of each batch size runs outside a graph: it loads the
    // kernels and lets cuBLAS choose its algorithms before any capture.
    st = I.enqueue_step(g, u, inputs, from);
    g.ran = u.ran = true;
  }
  // Whatever was enqueued reads the slot, even when enqueuing failed part way.
  Status read = I.ring->mark_read(slot);
  if (!st.ok()) return st;
  if (!read.ok()) return read;
  global_step = step;
  // The next batch goes into the other slot, while this step reads this one.
  I.fill = (slot + 1) % I.ring->slots();
  I.current = 1 - from;
  I.in_flight = true;
  return {};
}

Expected<StepValues> GpuStepProgram::finish_step() {
  Impl& I = *impl_;
  if (!I.in_flight) return Status::error("internal error: finishing a training step that was not launched");
  I.in_flight = false;
  // The one wait of the step: for the loss and the metrics.
  if (auto st = I.ctx->synchronize("the training step"); !st.ok()) return st;
  if (I.clique)
    if (auto st = I.clique->async_error(I.local, "the training step"); !st.ok()) return st;
  I.undoable = true;
  const float* host = static_cast<const float*>(I.readback.data());
  StepValues v;
  v.loss = host[0];
  v.metrics.assign(host + 1, host + I.fns.first_grad);
  return v;
}

Status GpuStepProgram::undo_last_step() {
  Impl& I = *impl_;
  if (I.in_flight) return Status::error("internal error: taking back a training step that is still running");
  if (!I.undoable) return Status::error("internal error: taking back a training step that is not the last one finished");
  I.undoable = false;
  I.current = 1 - I.current;
  --global_step;
  return {};
}

Status GpuStepProgram::eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) {
  Impl& I = *impl_;
  if (!I.has_train()) return Status::error("internal error: evaluation without a train block");
  if (I.in_flight) return Status::error("internal error: an evaluation while a training step runs");
  // The calling thread may have used another GPU last (replicas).
  if (auto st = I.ctx->activate(); !st.ok()) return st;
  auto eval = I.get(I.eval, bsz);
  if (!eval.ok()) return eval.status();
  Specialisation& e = **eval;
  std::vector<void*> out;
  Status st = I.enqueue_call(e, batch, &out);
  // Each result's first element, as on the CPU.
  float* host = static_cast<float*>(I.readback.data());
  for (size_t j = 0; j < out.size() && st.ok(); ++j) st = I.ctx->to_host(host + j, out[j], sizeof(float));
  if (st.ok()) st = I.ctx->synchronize("evaluation");
  if (!st.ok()) return st;
  e.ran = true;
  results->assign(host, host + out.size());
  return {};
}

Status GpuStepProgram::forward(const ir::Function& f, const std::map<std::string, int64_t>& dims,
                                   const void* const* inputs, void* const* outputs) {
  Compiled& c = impl_->forwards[&f];
  if (!c.id.fn) c.id = {f.name, &f, dims, false};
  return impl_->call(c, inputs, outputs);
}

Status GpuStepProgram::forward(const std::string& name, const void* const* inputs, void* const* outputs) {
  Compiled& c = impl_->named_forwards[name];
  if (c.id.name.empty()) c.id = {name, nullptr, {}, false};
  return impl_->call(c, inputs, outputs);
}

}  // namespace netc::engine
