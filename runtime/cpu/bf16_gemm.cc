// bf16 and f16 matrix products with f32 accumulation, what `precision =
// bf16` and `precision = f16` programs call (netc_k_gemm_bf16 and
// netc_k_gemm_f16, kernels.h).
//
// With oneDNN (libdnnl.so.2, loaded at the first bf16 product, never
// linked: a program without bf16 products needs nothing more), each part
// is its matmul primitive, made once per shape and kept, which uses the
// CPU's AVX512-BF16 dot products (vdpbf16ps) where it has them. A large
// product is split over netc's threads as the f32 ones are
// (product_parts.h), each part run by oneDNN on the thread that takes it
// (its OpenMP team set to one thread there), so that every thread that
// computes is netc's. Parts run at the same time, so each primitive takes
// its scratch from the thread that runs it (oneDNN's user scratchpad mode):
// Debian's oneDNN shares one scratchpad among all primitives otherwise
// (built without DNNL_ENABLE_CONCURRENT_EXEC), and two parts overwrote
// each other's packed operands (a CNN's loss of 1e35 at one step). Without oneDNN the operands are widened to f32 (exact)
// and multiplied by netc_k_sgemm: the same products, summed in f32 in
// another order.
#include <dlfcn.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "base/bf16.h"
#include "base/f16.h"
#include "runtime/cpu/kernels.h"
#include "runtime/cpu/product_parts.h"

#if __has_include(<oneapi/dnnl/dnnl.h>)
#include <oneapi/dnnl/dnnl.h>
#define NETC_HAVE_ONEDNN 1
#endif

namespace {

#ifdef NETC_HAVE_ONEDNN
// oneDNN's C API as netc uses it, found with dlopen.
class OneDnn {
 public:
  static OneDnn& get() {
    static OneDnn d;
    return d;
  }
  bool ok() const { return engine_ != nullptr; }
  bool bf16_units() const { return bf16_units_; }

  // C[m, n] = op(A) op(B) on this thread; false when oneDNN refused it.
  bool run(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const uint16_t* a, int64_t lda, const uint16_t* b,
           int64_t ldb, float* c, int64_t ldc) {
    const Made* made = primitive(ta, tb, m, n, k, lda, ldb, ldc);
    if (!made) return false;
    thread_local bool alone = false;
    if (!alone && omp_set_num_threads_) omp_set_num_threads_(1);  // this thread computes its part alone
    alone = true;
    // A stream per call (a few microseconds): nothing of oneDNN's outlives
    // the call on a thread, so that the process frees all of it at exit.
    dnnl_stream_t stream = nullptr;
    if (stream_create_(&stream, engine_, dnnl_stream_default_flags) != dnnl_success) return false;
    dnnl_memory_desc_t ad, bd, cd;
    describe(ta, tb, m, n, k, lda, ldb, ldc, ad, bd, cd);
    thread_local std::vector<char> scratch;
    if (scratch.size() < made->scratch_bytes + 64) scratch.resize(made->scratch_bytes + 64);
    void* scratch_at = scratch.data() + (64 - reinterpret_cast<uintptr_t>(scratch.data()) % 64) % 64;
    dnnl_memory_t am = nullptr, bm = nullptr, cm = nullptr, sm = nullptr;
    bool done = memory_create_(&am, &ad, engine_, const_cast<uint16_t*>(a)) == dnnl_success &&
                memory_create_(&bm, &bd, engine_, const_cast<uint16_t*>(b)) == dnnl_success &&
                memory_create_(&cm, &cd, engine_, c) == dnnl_success &&
                memory_create_(&sm, &made->scratch, engine_, scratch_at) == dnnl_success;
    if (done) {
      const dnnl_exec_arg_t args[] = {
          {DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, bm}, {DNNL_ARG_DST, cm}, {DNNL_ARG_SCRATCHPAD, sm}};
      done = execute_(made->primitive, stream, 4, args) == dnnl_success && stream_wait_(stream) == dnnl_success;
    }
    for (dnnl_memory_t mem : {am, bm, cm, sm})
      if (mem) memory_destroy_(mem);
    stream_destroy_(stream);
    return done;
  }

 private:
  ~OneDnn() {
    for (auto& entry : made_)
      if (entry.second.primitive) primitive_destroy_(entry.second.primitive);
    if (engine_) engine_destroy_(engine_);
  }
  OneDnn() {
    void* lib = dlopen("libdnnl.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    auto sym = [&](auto& fn, const char* name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
      return fn != nullptr;
    };
    dnnl_status_t (*engine_create)(dnnl_engine_t*, dnnl_engine_kind_t, size_t) = nullptr;
    dnnl_cpu_isa_t (*isa)() = nullptr;
    if (!(sym(engine_create, "dnnl_engine_create") && sym(isa, "dnnl_get_effective_cpu_isa") &&
          sym(stream_create_, "dnnl_stream_create") && sym(stream_wait_, "dnnl_stream_wait") &&
          sym(md_init_, "dnnl_memory_desc_init_by_strides") && sym(matmul_init_, "dnnl_matmul_desc_init") &&
          sym(pd_create_, "dnnl_primitive_desc_create") && sym(pd_destroy_, "dnnl_primitive_desc_destroy") &&
          sym(primitive_create_, "dnnl_primitive_create") && sym(execute_, "dnnl_primitive_execute") &&
          sym(memory_create_, "dnnl_memory_create") && sym(memory_destroy_, "dnnl_memory_destroy") &&
          sym(attr_create_, "dnnl_primitive_attr_create") && sym(attr_destroy_, "dnnl_primitive_attr_destroy") &&
          sym(attr_scratchpad_, "dnnl_primitive_attr_set_scratchpad_mode") &&
          sym(query_md_, "dnnl_primitive_desc_query_md") && sym(md_size_, "dnnl_memory_desc_get_size") &&
          sym(primitive_destroy_, "dnnl_primitive_destroy") && sym(stream_destroy_, "dnnl_stream_destroy") &&
          sym(engine_destroy_, "dnnl_engine_destroy")))
      return;
    sym(omp_set_num_threads_, "omp_set_num_threads");  // in oneDNN's OpenMP runtime, when it has one
    dnnl_engine_t e = nullptr;
    if (engine_create(&e, dnnl_cpu, 0) != dnnl_success) return;
    const auto bf16 = static_cast<unsigned>(dnnl_cpu_isa_avx512_core_bf16);
    bf16_units_ = (static_cast<unsigned>(isa()) & bf16) == bf16;
    engine_ = e;
  }

  void describe(bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                dnnl_memory_desc_t& ad, dnnl_memory_desc_t& bd, dnnl_memory_desc_t& cd) {
    const dnnl_dims_t adims = {m, k}, bdims = {k, n}, cdims = {m, n};
    const dnnl_dims_t as = {ta ? 1 : lda, ta ? lda : 1}, bs = {tb ? 1 : ldb, tb ? ldb : 1}, cs = {ldc, 1};
    md_init_(&ad, 2, adims, dnnl_bf16, as);
    md_init_(&bd, 2, bdims, dnnl_bf16, bs);
    md_init_(&cd, 2, cdims, dnnl_f32, cs);
  }

  // A primitive made, and the scratch it wants from the thread that runs it.
  struct Made {
    dnnl_primitive_t primitive = nullptr;
    dnnl_memory_desc_t scratch;
    size_t scratch_bytes = 0;
  };

  // The primitive of a shape, made once; nullptr when oneDNN refuses it.
  const Made* primitive(bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc) {
    const auto key = std::make_tuple(ta, tb, m, n, k, lda, ldb, ldc);
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = made_.find(key); it != made_.end()) return it->second.primitive ? &it->second : nullptr;
    dnnl_memory_desc_t ad, bd, cd;
    describe(ta, tb, m, n, k, lda, ldb, ldc, ad, bd, cd);
    dnnl_matmul_desc_t d;
    dnnl_primitive_attr_t attr = nullptr;
    dnnl_primitive_desc_t pd = nullptr;
    Made made;
    if (attr_create_(&attr) == dnnl_success && attr_scratchpad_(attr, dnnl_scratchpad_mode_user) == dnnl_success &&
        matmul_init_(&d, &ad, &bd, nullptr, &cd) == dnnl_success &&
        pd_create_(&pd, &d, attr, engine_, nullptr) == dnnl_success) {
      const dnnl_memory_desc_t* smd = query_md_(pd, dnnl_query_scratchpad_md, 0);
      if (smd && primitive_create_(&made.primitive, pd) == dnnl_success) {
        made.scratch = *smd;
        made.scratch_bytes = md_size_(smd);
      } else {
        made.primitive = nullptr;
      }
    }
    if (pd) pd_destroy_(pd);
    if (attr) attr_destroy_(attr);
    Made& kept = made_[key] = made;  // a refused shape is not asked again
    return kept.primitive ? &kept : nullptr;
  }

  dnnl_engine_t engine_ = nullptr;
  bool bf16_units_ = false;
  dnnl_status_t (*stream_create_)(dnnl_stream_t*, dnnl_engine_t, unsigned) = nullptr;
  dnnl_status_t (*stream_wait_)(dnnl_stream_t) = nullptr;
  dnnl_status_t (*md_init_)(dnnl_memory_desc_t*, int, const dnnl_dims_t, dnnl_data_type_t, const dnnl_dims_t) = nullptr;
  dnnl_status_t (*matmul_init_)(dnnl_matmul_desc_t*, const dnnl_memory_desc_t*, const dnnl_memory_desc_t*,
                                const dnnl_memory_desc_t*, const dnnl_memory_desc_t*) = nullptr;
  dnnl_status_t (*pd_create_)(dnnl_primitive_desc_t*, const_dnnl_op_desc_t, const_dnnl_primitive_attr_t, dnnl_engine_t,
                              const_dnnl_primitive_desc_t) = nullptr;
  dnnl_status_t (*pd_destroy_)(dnnl_primitive_desc_t) = nullptr;
  dnnl_status_t (*primitive_create_)(dnnl_primitive_t*, const_dnnl_primitive_desc_t) = nullptr;
  dnnl_status_t (*execute_)(const_dnnl_primitive_t, dnnl_stream_t, int, const dnnl_exec_arg_t*) = nullptr;
  dnnl_status_t (*memory_create_)(dnnl_memory_t*, const dnnl_memory_desc_t*, dnnl_engine_t, void*) = nullptr;
  dnnl_status_t (*memory_destroy_)(dnnl_memory_t) = nullptr;
  dnnl_status_t (*attr_create_)(dnnl_primitive_attr_t*) = nullptr;
  dnnl_status_t (*attr_destroy_)(dnnl_primitive_attr_t) = nullptr;
  dnnl_status_t (*attr_scratchpad_)(dnnl_primitive_attr_t, dnnl_scratchpad_mode_t) = nullptr;
  const dnnl_memory_desc_t* (*query_md_)(const_dnnl_primitive_desc_t, dnnl_query_t, int) = nullptr;
  size_t (*md_size_)(const dnnl_memory_desc_t*) = nullptr;
  dnnl_status_t (*primitive_destroy_)(dnnl_primitive_t) = nullptr;
  dnnl_status_t (*stream_destroy_)(dnnl_stream_t) = nullptr;
  dnnl_status_t (*engine_destroy_)(dnnl_engine_t) = nullptr;
  void (*omp_set_num_threads_)(int) = nullptr;
  std::mutex mutex_;
  std::map<std::tuple<bool, bool, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t>, Made> made_;
};
#endif

bool use_onednn() {
#ifdef NETC_HAVE_ONEDNN
  return std::getenv("NETC_NO_ONEDNN") == nullptr && OneDnn::get().ok();
#else
  return false;
#endif
}

// Without oneDNN: both operands widened to f32 (each bf16 and each f16 is
// exactly an f32), by `value` (netc::bf16_value or netc::f16_value).
template <float (*value)(uint16_t)>
void widened(int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, const uint16_t* a, int32_t lda,
             const uint16_t* b, int32_t ldb, float* c, int32_t ldc) {
  auto widen = [](const uint16_t* x, int64_t rows, int64_t cols, int64_t ld, std::vector<float>& out) {
    out.resize(static_cast<size_t>(rows * ld));
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t j = 0; j < cols; ++j) out[static_cast<size_t>(r * ld + j)] = value(x[r * ld + j]);
  };
  thread_local std::vector<float> fa, fb;
  widen(a, ta ? k : m, ta ? m : k, lda, fa);
  widen(b, tb ? n : k, tb ? k : n, ldb, fb);
  netc_k_sgemm(101, ta ? 112 : 111, tb ? 112 : 111, m, n, k, 1.0f, fa.data(), lda, fb.data(), ldb, 0.0f, c, ldc);
}

// Whether C = A B has no product to compute: no rows or columns (nothing to
// write), or k = 0 (C is zero, written here).
bool empty_product(int32_t m, int32_t n, int32_t k, float* c, int32_t ldc) {
  if (m <= 0 || n <= 0) return true;
  if (k > 0) return false;
  for (int32_t r = 0; r < m; ++r) std::memset(c + int64_t{r} * ldc, 0, sizeof(float) * static_cast<size_t>(n));
  return true;
}

}  // namespace

extern "C" void netc_k_gemm_bf16(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha,
                                 const uint16_t* a, int32_t lda, const uint16_t* b, int32_t ldb, float beta, float* c,
                                 int32_t ldc) {
  (void)order, (void)alpha, (void)beta;  // generated calls: row-major, C = A B
  if (empty_product(m, n, k, c, ldc)) return;
  const bool trans_a = ta == 112, trans_b = tb == 112;
  if (!use_onednn()) return widened<netc::bf16_value>(trans_a, trans_b, m, n, k, a, lda, b, ldb, c, ldc);
#ifdef NETC_HAVE_ONEDNN
  OneDnn& d = OneDnn::get();
  const netc::cpu::ProductParts split =
      netc::cpu::product_parts(m, n, k, int64_t{1} << 20 > int64_t{m} * n * k ? 1 : netc_parallel_threads(), 64 * 64 * 64);
  struct Job {
    OneDnn* d;
    const netc::cpu::ProductParts* split;
    bool ta, tb;
    int64_t m, n, k;
    const uint16_t *a, *b;
    int64_t lda, ldb, ldc;
    float* c;
    std::atomic<bool> ok{true};
  } job{&d, &split, trans_a, trans_b, m, n, k, a, b, lda, ldb, ldc, c};
  auto part = [](void* ctx, int64_t p0, int64_t p1) {
    auto& j = *static_cast<Job*>(ctx);
    for (int64_t q = p0; q < p1; ++q) {
      const int64_t first = j.split->first(q), count = j.split->count(q);
      if (count <= 0) continue;
      bool ok = j.split->by_rows
                    ? j.d->run(j.ta, j.tb, count, j.n, j.k, j.a + (j.ta ? first : first * j.lda), j.lda, j.b, j.ldb,
                               j.c + first * j.ldc, j.ldc)
                    : j.d->run(j.ta, j.tb, j.m, count, j.k, j.a, j.lda, j.b + (j.tb ? first * j.ldb : first), j.ldb,
                               j.c + first, j.ldc);
      if (!ok) j.ok = false;
    }
  };
  if (split.parts < 2) part(&job, 0, 1);
  else netc_parallel_for(part, &job, split.parts);
  if (!job.ok) widened<netc::bf16_value>(trans_a, trans_b, m, n, k, a, lda, b, ldb, c, ldc);
#endif
}

// f16 operands: widened to f32 and multiplied by OpenBLAS. oneDNN computes
// f16 products only on CPUs with AVX512-FP16 units, which the CPUs netc is
// tried on lack; where they exist this is the place to call it.
extern "C" void netc_k_gemm_f16(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha,
                                const uint16_t* a, int32_t lda, const uint16_t* b, int32_t ldb, float beta, float* c,
                                int32_t ldc) {
  (void)order, (void)alpha, (void)beta;  // generated calls: row-major, C = A B
  if (empty_product(m, n, k, c, ldc)) return;
  widened<netc::f16_value>(ta == 112, tb == 112, m, n, k, a, lda, b, ldb, c, ldc);
}

namespace netc::cpu {

std::string f16_products() { return "widened to f32 and multiplied by OpenBLAS (no f16 matrix units on the CPU)"; }

std::string bf16_products() {
  if (std::getenv("NETC_NO_ONEDNN")) return "widened to f32 and multiplied by OpenBLAS (NETC_NO_ONEDNN is set)";
#ifdef NETC_HAVE_ONEDNN
  if (OneDnn::get().ok())
    return OneDnn::get().bf16_units() ? "by oneDNN on the CPU's AVX512-BF16 units"
                                      : "by oneDNN, converted to f32 (this CPU has no AVX512-BF16 units)";
  return "widened to f32 and multiplied by OpenBLAS (oneDNN's libdnnl.so.2 was not found: install libdnnl2 for "
         "the CPU's bf16 units)";
#else
  return "widened to f32 and multiplied by OpenBLAS (netc was built without oneDNN's header, libdnnl-dev)";
#endif
}

}  // namespace netc::cpu
