// Kernels that generated CPU code calls for the operations it does not emit
// as loops itself (convolution, pooling, softmax, indexing, randomness).
// Plain C ABI: the JIT resolves them by name, and an ahead-of-time library
// links them. Shapes are passed as integers; buffers are dense row-major.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

extern "C" {

// Softmax / log-softmax along an axis: x viewed as [outer, n, inner].
void netc_k_softmax_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int32_t log);
void netc_k_argmax_f32(const float* x, int64_t* y, int64_t outer, int64_t n, int64_t inner);
void netc_k_argmax_i32(const int32_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner);
void netc_k_argmax_i64(const int64_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner);
void netc_k_argmax_bf16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner);
void netc_k_argmax_f16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner);
// The positions of the k largest along the axis, largest first (ties: the
// first; NaN above every number): y viewed as [outer, k, inner]. The same
// for integers and for bf16 and f16 (compared as f32).
void netc_k_topk_f32(const float* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k);
void netc_k_topk_i32(const int32_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k);
void netc_k_topk_i64(const int64_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k);
void netc_k_topk_bf16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k);
void netc_k_topk_f16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k);

// Indexing. `idx` holds i64 (idx32 = 0) or i32 (idx32 = 1) indices. An index
// out of range yields NaN, so that a NaN check stops training with a message
// instead of reading out of bounds.
void netc_k_gather_f32(const float* x, const void* idx, int32_t idx32, float* y, int64_t rows, int64_t c);
void netc_k_gather_grad_f32(const float* g, const void* idx, int32_t idx32, float* dx, int64_t rows, int64_t c);
void netc_k_take_f32(const float* table, const void* idx, int32_t idx32, float* y, int64_t n, int64_t d, int64_t v);
void netc_k_take_grad_f32(const float* g, const void* idx, int32_t idx32, float* dt, int64_t n, int64_t d, int64_t v);

// C = alpha op(A) op(B) + beta C, as cblas_sgemm (CBLAS's enum values as
// ints), split over netc's threads by rows or columns of C when large, each
// part a product on one OpenBLAS thread: every thread of the process is
// netc's, and OpenBLAS's own never wait spinning for the next product.
// Products of 2^18 to 100^3 multiply-adds, and those with a dimension of 64
// or fewer up to 2^24, run as tile_gemm (every element one chain in order),
// split too. Generated matrix products call it.
void netc_k_sgemm(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha, const float* a,
                  int32_t lda, const float* b, int32_t ldb, float beta, float* c, int32_t ldc);
// The same with bf16 A and B (uint16_t, runtime/cpu/bf16_gemm.cc): products
// summed in f32; generated code calls it with alpha 1, beta 0.
void netc_k_gemm_bf16(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha,
                      const uint16_t* a, int32_t lda, const uint16_t* b, int32_t ldb, float beta, float* c, int32_t ldc);
// The same with f16 A and B (IEEE half as uint16_t).
void netc_k_gemm_f16(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha,
                     const uint16_t* a, int32_t lda, const uint16_t* b, int32_t ldb, float beta, float* c, int32_t ldc);
// NCHW convolution and its gradients.
void netc_k_conv2d_f32(const float* x, const float* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                       int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t stride, int64_t pad);
void netc_k_conv2d_grad_input_f32(const float* g, const float* w, float* dx, int64_t n, int64_t c, int64_t h,
                                  int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                  int64_t stride, int64_t pad);
void netc_k_conv2d_grad_weight_f32(const float* x, const float* g, float* dw, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                   int64_t stride, int64_t pad);
// The same with bf16 or f16 operands (uint16_t, runtime/cpu/bf16_gemm.cc):
// products summed in f32, an f32 result. bf16 by oneDNN's convolution where
// it is found; else, and f16, the operands widened to f32 and the calls above.
void netc_k_conv2d_bf16(const uint16_t* x, const uint16_t* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                        int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t stride, int64_t pad);
void netc_k_conv2d_grad_input_bf16(const uint16_t* g, const uint16_t* w, float* dx, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                   int64_t stride, int64_t pad);
void netc_k_conv2d_grad_weight_bf16(const uint16_t* x, const uint16_t* g, float* dw, int64_t n, int64_t c, int64_t h,
                                    int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                    int64_t stride, int64_t pad);
void netc_k_conv2d_f16(const uint16_t* x, const uint16_t* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                       int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t stride, int64_t pad);
void netc_k_conv2d_grad_input_f16(const uint16_t* g, const uint16_t* w, float* dx, int64_t n, int64_t c, int64_t h,
                                  int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                  int64_t stride, int64_t pad);
void netc_k_conv2d_grad_weight_f16(const uint16_t* x, const uint16_t* g, float* dw, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow,
                                   int64_t stride, int64_t pad);

// Pooling over [N*C] planes of [h, w].
void netc_k_max_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s);
void netc_k_max_pool2d_grad_f32(const float* x, const float* g, float* dx, int64_t planes, int64_t h, int64_t w,
                                int64_t oh, int64_t ow, int64_t k, int64_t s);
void netc_k_avg_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s);
void netc_k_avg_pool2d_grad_f32(const float* g, float* dx, int64_t planes, int64_t h, int64_t w, int64_t oh,
                                int64_t ow, int64_t k, int64_t s);

// Counter-based randomness: element i of a draw depends only on (seed, step,
// first + i), so a step can be replayed and dropout's backward reproduces its
// mask. `first` is 0, or for a replica's share of a batch the index of its
// first element in the whole batch (netc_k_replica_row() times the elements
// of a row), so that replicas draw what one device draws.
void netc_k_dropout_f32(const float* x, float* y, int64_t n, float p, int64_t seed, int64_t step, int64_t first);
// kind 0: uniform(a, b); kind 1: normal(mean a, std b)
void netc_k_random_f32(float* y, int64_t n, int32_t kind, float a, float b, int64_t seed, int64_t step, int64_t first);
// The first row of the global batch that the calling thread's replica takes
// (netc::cpu::set_replica_row; 0 outside data parallelism).
int64_t netc_k_replica_row(void);
// `replica_mean` (ir/ops.def): y is the whole batch's mean of x, a mean over
// the calling thread's replica's share, all-reduced with the other replicas'
// during the step (`backward`: its gradient, combined as the loss is) by the
// reducer netc::cpu::set_replica_reducer installed; outside data parallelism
// y = x.
void netc_k_replica_mean_f32(const float* x, float* y, int64_t n, int32_t backward);
// Whether the evaluation running was asked to stop (netc::cpu::request_stop,
// the REPL's Ctrl-C): code lowered with LowerOptions::stoppable asks before
// each of its operations and returns at once when it was.
int32_t netc_k_stop_requested(void);

// Runs body(ctx, begin, end) over [0, n) split into one contiguous chunk per
// thread of netc's pool (parallel.cc), and returns when every chunk is done.
// Generated code calls it for loops large enough to be worth splitting.
void netc_parallel_for(void (*body)(void* ctx, int64_t begin, int64_t end), void* ctx, int64_t n);
// The pool's thread count, caller included (NETC_NUM_THREADS, else the cores).
int netc_parallel_threads(void);
// Inside a chunk of netc_parallel_for or a task (netc_async_start): the
// index of the thread running it, 0 (the caller) to
// netc_parallel_threads() - 1; 0 elsewhere.
int netc_parallel_thread_index(void);

// Starts fn(ctx) on a worker of the pool while the caller goes on, and
// returns a ticket for netc_async_wait, which returns once it has run (on
// the worker, or on the caller when no worker had taken it yet). Every
// ticket must be waited for, by the thread that started it. fn runs with the
// caller's floating-point state. With one thread, inside a chunk or a task,
// or with too many tasks in flight, fn runs at once and the ticket is done.
// Generated code starts a product whose result is not read right away
// (codegen/cpu/steps.cc, async_plan) and waits before the first step that reads it.
int64_t netc_async_start(void (*fn)(void* ctx), void* ctx);
void netc_async_wait(int64_t ticket);
}

namespace netc::cpu {
// Data parallelism: the calling thread steps the replica whose share of the
// global batch starts at row `row` (engine/exec/step_program.cc sets it before
// each call of a step's functions).
void set_replica_row(int64_t row);
// The calling thread's replica all-reduces `replica_mean`'s n floats at
// `data` in place with `reduce(ctx, data, n, backward)`; none (nullptr)
// outside data parallelism. The step's executor installs it around its call
// of the gradient function and reads its own errors afterwards (the
// generated code cannot stop).
using ReplicaReducer = void (*)(void* ctx, float* data, int64_t n, int32_t backward);
void set_replica_reducer(ReplicaReducer reduce, void* ctx);

// Asks the code lowered with LowerOptions::stoppable that runs now (or next)
// to stop before its next operation: its results are then not computed.
// Async-signal-safe (a lock-free atomic), for a SIGINT handler. Nothing
// clears it but clear_stop_request.
void request_stop();
void clear_stop_request();
bool stop_requested();

// Every kernel by name, for the JIT's symbol table.
struct KernelSymbol {
  const char* name;
  void* address;
};
const KernelSymbol* kernel_symbols(int* count);

// What computes large bf16 products on this machine (oneDNN on bf16 units,
// or the f32 fallback), as `netc run` says it: "by oneDNN on ...".
std::string bf16_products();
// The same for f16 products.
std::string f16_products();
// The same for bf16 and f16 convolutions.
std::string bf16_convolutions();
std::string f16_convolutions();

// The scratch memory the convolution kernels keep per calling thread, each
// buffer grown to the largest request and kept (so that steady-state steps
// allocate nothing). The kernels run image by image, on as many of the
// pool's threads as there are images, each with a buffer of its own: the
// image's padded input (or output gradient) and its transposed result, or
// for an input gradient of stride > 1 (or padding >= the kernel's size) the
// product W^T g[b] in im2col's layout. The calling
// thread keeps the weight gradient's partial sums per group of images (up
// to 16, the same on any thread count), the filters rearranged, and the
// offsets of windows and taps. What one call on these sizes needs, in bytes.
enum class ConvCall { Forward, InputGradient, WeightGradient };
struct ConvScratch {
  std::vector<uint64_t> per_thread;  // per pool thread (0: the caller)
  uint64_t partials = 0, weights = 0, offsets = 0;
  // Buffer by buffer, the larger of this and `o`: what both calls leave held.
  void keep_larger(const ConvScratch& o);
  uint64_t bytes() const;
};
// x [n, c, h, w], filters [o, c, kh, kw], y [n, o, oh, ow], stride s, padding p.
ConvScratch conv_scratch(ConvCall call, int64_t n, int64_t c, int64_t h, int64_t w, int64_t o, int64_t kh, int64_t kw,
                         int64_t oh, int64_t ow, int64_t s, int64_t p);
// What the calling thread's buffers hold now.
ConvScratch conv_scratch_held();
}  // namespace netc::cpu
