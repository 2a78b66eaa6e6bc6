// bf16 and f16 matrix products and convolutions with f32 accumulation,
// what `precision = bf16` and `precision = f16` programs call
// (netc_k_gemm_bf16, netc_k_gemm_f16 and netc_k_conv2d*_bf16, *_f16,
// kernels.h).
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
// another order. Convolutions alike: oneDNN's convolution primitives, one
// per share of the images, each on the netc thread that takes it, in the
// blocked layouts their AVX512-BF16 kernels choose (netc's NCHW tensors
// reordered into and out of them: on dense NCHW oneDNN 2.6 runs an im2col
// GEMM, slower than widening); else the operands widened and the f32
// convolutions.
#include <dlfcn.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
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

// A convolution (kernels.h): the forward one, y = conv(x, w), or one of its
// gradients, dx from g and w, dw from x and g.
enum class ConvKind { Forward, InputGradient, WeightGradient };
struct ConvDims {
  int64_t n, c, h, w, o, kh, kw, oh, ow, s, p;
  auto key() const { return std::make_tuple(n, c, h, w, o, kh, kw, oh, ow, s, p); }
  int64_t x() const { return n * c * h * w; }
  int64_t y() const { return n * o * oh * ow; }
  int64_t weight() const { return o * c * kh * kw; }
};

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
    dnnl_memory_desc_t ad, bd, cd;
    describe(ta, tb, m, n, k, lda, ldb, ldc, ad, bd, cd);
    return execute(*made, {{DNNL_ARG_SRC, ad, a}, {DNNL_ARG_WEIGHTS, bd, b}, {DNNL_ARG_DST, cd, c}});
  }

  // The convolutions, NCHW, on this thread: x [n, c, h, w] and w [o, c, kh,
  // kw] in bf16, y [n, o, oh, ow] in f32 (Forward); dx in f32 from g and w
  // in bf16 (InputGradient); dw in f32 from x and g in bf16
  // (WeightGradient). `a` and `b` are the operands, `out` the result, in
  // the order of kernels.h's calls. Each goes through the layout oneDNN's
  // primitive chose (its AVX512-BF16 kernels' blocked ones), reordered into
  // this thread's buffers and out of them. False when oneDNN refused the
  // shape.
  bool conv(ConvKind kind, const ConvDims& z, const uint16_t* a, const uint16_t* b, float* out) {
    const ConvMade* made = conv_primitive(kind, z);
    if (!made) return false;
    const std::array<dnnl_memory_desc_t, 3> user = conv_user(kind, z);
    const void* data[3] = {a, b, out};
    const void* at[3];
    thread_local std::vector<char> inner[3];
    for (int k = 0; k < 3; ++k) {
      at[k] = data[k];
      if (!made->reorder[k].primitive) continue;
      const size_t bytes = md_size_(&made->inner[k]) + 64;
      if (inner[k].size() < bytes) inner[k].resize(bytes);
      at[k] = inner[k].data() + (64 - reinterpret_cast<uintptr_t>(inner[k].data()) % 64) % 64;
    }
    for (int k = 0; k < 2; ++k)
      if (made->reorder[k].primitive &&
          !execute(made->reorder[k], {{DNNL_ARG_FROM, user[k], data[k]}, {DNNL_ARG_TO, made->inner[k], at[k]}}))
        return false;
    const ConvRoles r = conv_roles(kind);
    if (!execute(made->conv, {{r.arg[0], made->inner[0], at[0]}, {r.arg[1], made->inner[1], at[1]},
                              {r.arg[2], made->inner[2], at[2]}}))
      return false;
    return !made->reorder[2].primitive ||
           execute(made->reorder[2], {{DNNL_ARG_FROM, made->inner[2], at[2]}, {DNNL_ARG_TO, user[2], out}});
  }

 private:
  ~OneDnn() {
    for (auto& entry : made_)
      if (entry.second.primitive) primitive_destroy_(entry.second.primitive);
    for (auto& entry : conv_made_)
      for (const Made* m : {&entry.second.conv, &entry.second.reorder[0], &entry.second.reorder[1],
                            &entry.second.reorder[2]})
        if (m->primitive) primitive_destroy_(m->primitive);
    if (engine_) engine_destroy_(engine_);
  }
  OneDnn() {
    // One OpenMP thread per calling thread unless the user says otherwise:
    // netc's threads split the work (one_thread below), and the runtime
    // reads this once, as it loads with oneDNN.
    setenv("OMP_NUM_THREADS", "1", 0);
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
          sym(md_tag_, "dnnl_memory_desc_init_by_tag") && sym(md_equal_, "dnnl_memory_desc_equal") &&
          sym(reorder_pd_, "dnnl_reorder_primitive_desc_create") && sym(conv_fwd_init_, "dnnl_convolution_forward_desc_init") &&
          sym(conv_bwd_data_init_, "dnnl_convolution_backward_data_desc_init") &&
          sym(conv_bwd_weights_init_, "dnnl_convolution_backward_weights_desc_init") &&
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

  // A primitive made, and the scratch it wants from the thread that runs it.
  struct Made {
    dnnl_primitive_t primitive = nullptr;
    dnnl_memory_desc_t scratch;
    size_t scratch_bytes = 0;
  };
  struct Arg {
    int arg;
    dnnl_memory_desc_t md;
    const void* data;
  };

  // oneDNN's OpenMP runtime, when it has one, runs one thread on this one:
  // netc's threads split the work, and a pool of OpenMP threads would only
  // oversubscribe them (and, left running at exit, crash LeakSanitizer's
  // tracer). Before a primitive is made as well as run: making a
  // convolution's runs parallel regions too.
  void one_thread() {
    thread_local bool alone = false;
    if (!alone && omp_set_num_threads_) omp_set_num_threads_(1);
    alone = true;
  }

  // Runs `made` on this thread with its arguments and this thread's scratch.
  bool execute(const Made& made, std::initializer_list<Arg> given) {
    one_thread();
    // A stream per call (a few microseconds): nothing of oneDNN's outlives
    // the call on a thread, so that the process frees all of it at exit.
    dnnl_stream_t stream = nullptr;
    if (stream_create_(&stream, engine_, dnnl_stream_default_flags) != dnnl_success) return false;
    thread_local std::vector<char> scratch;
    if (scratch.size() < made.scratch_bytes + 64) scratch.resize(made.scratch_bytes + 64);
    void* scratch_at = scratch.data() + (64 - reinterpret_cast<uintptr_t>(scratch.data()) % 64) % 64;
    std::vector<dnnl_exec_arg_t> args;
    bool done = true;
    for (const Arg& a : given) {
      dnnl_memory_t mem = nullptr;
      done = done && memory_create_(&mem, &a.md, engine_, const_cast<void*>(a.data)) == dnnl_success;
      if (mem) args.push_back({a.arg, mem});
    }
    dnnl_memory_t sm = nullptr;
    done = done && memory_create_(&sm, &made.scratch, engine_, scratch_at) == dnnl_success;
    if (sm) args.push_back({DNNL_ARG_SCRATCHPAD, sm});
    if (done)
      done = execute_(made.primitive, stream, static_cast<int>(args.size()), args.data()) == dnnl_success &&
             stream_wait_(stream) == dnnl_success;
    for (const dnnl_exec_arg_t& a : args) memory_destroy_(a.memory);
    stream_destroy_(stream);
    return done;
  }

  // The primitive of `pd` (destroyed here) and the scratch it wants; no
  // primitive when there is no pd or oneDNN refuses it.
  Made made_of(dnnl_primitive_desc_t pd) {
    Made made;
    if (!pd) return made;
    one_thread();
    const dnnl_memory_desc_t* smd = query_md_(pd, dnnl_query_scratchpad_md, 0);
    if (smd && primitive_create_(&made.primitive, pd) == dnnl_success) {
      made.scratch = *smd;
      made.scratch_bytes = md_size_(smd);
    } else {
      made.primitive = nullptr;
    }
    pd_destroy_(pd);
    return made;
  }
  // Attributes asking for user scratchpad mode (nullptr when refused).
  dnnl_primitive_attr_t user_scratch() {
    dnnl_primitive_attr_t attr = nullptr;
    if (attr_create_(&attr) != dnnl_success) return nullptr;
    if (attr_scratchpad_(attr, dnnl_scratchpad_mode_user) == dnnl_success) return attr;
    attr_destroy_(attr);
    return nullptr;
  }
  // A primitive of the descriptor `op` (hint: the forward one of a
  // backward convolution), in user scratchpad mode.
  Made make(const_dnnl_op_desc_t op, const_dnnl_primitive_desc_t hint) {
    dnnl_primitive_attr_t attr = user_scratch();
    dnnl_primitive_desc_t pd = nullptr;
    if (attr && pd_create_(&pd, op, attr, engine_, hint) != dnnl_success) pd = nullptr;
    if (attr) attr_destroy_(attr);
    return made_of(pd);
  }

  // A convolution's primitive, its tensors (operand a, operand b, result)
  // in the layouts it chose, and the reorders between those and the dense
  // NCHW (OIHW) ones netc keeps: a's and b's into them, the result's out
  // (none where they are the same).
  struct ConvMade {
    Made conv;
    dnnl_memory_desc_t inner[3];
    Made reorder[3];
  };
  // The primitive's arguments and the queries of their layouts, in the
  // order of a, b and the result.
  struct ConvRoles {
    int arg[3];
    dnnl_query_t query[3];
  };
  static ConvRoles conv_roles(ConvKind kind) {
    switch (kind) {
      case ConvKind::Forward:
        return {{DNNL_ARG_SRC, DNNL_ARG_WEIGHTS, DNNL_ARG_DST}, {dnnl_query_src_md, dnnl_query_weights_md, dnnl_query_dst_md}};
      case ConvKind::InputGradient:
        return {{DNNL_ARG_DIFF_DST, DNNL_ARG_WEIGHTS, DNNL_ARG_DIFF_SRC},
                {dnnl_query_diff_dst_md, dnnl_query_weights_md, dnnl_query_diff_src_md}};
      case ConvKind::WeightGradient: break;
    }
    return {{DNNL_ARG_SRC, DNNL_ARG_DIFF_DST, DNNL_ARG_DIFF_WEIGHTS},
            {dnnl_query_src_md, dnnl_query_diff_dst_md, dnnl_query_diff_weights_md}};
  }
  // x, w and y (NCHW, OIHW) in bf16 and in f32, with the format `tag`
  // (dense, or dnnl_format_tag_any: the primitive's choice).
  struct ConvDescs {
    dnnl_memory_desc_t x, w, y, x32, w32, y32;
  };
  ConvDescs conv_descs(const ConvDims& z, bool any) {
    ConvDescs d;
    const dnnl_dims_t xs = {z.n, z.c, z.h, z.w}, ws = {z.o, z.c, z.kh, z.kw}, ys = {z.n, z.o, z.oh, z.ow};
    const dnnl_format_tag_t image = any ? dnnl_format_tag_any : dnnl_nchw, kernel = any ? dnnl_format_tag_any : dnnl_oihw;
    md_tag_(&d.x, 4, xs, dnnl_bf16, image);
    md_tag_(&d.w, 4, ws, dnnl_bf16, kernel);
    md_tag_(&d.y, 4, ys, dnnl_bf16, image);
    md_tag_(&d.x32, 4, xs, dnnl_f32, image);
    md_tag_(&d.w32, 4, ws, dnnl_f32, kernel);
    md_tag_(&d.y32, 4, ys, dnnl_f32, image);
    return d;
  }
  // The dense tensors of a kind, in the order of a, b and the result.
  std::array<dnnl_memory_desc_t, 3> conv_user(ConvKind kind, const ConvDims& z) {
    const ConvDescs d = conv_descs(z, false);
    if (kind == ConvKind::Forward) return {d.x, d.w, d.y32};
    if (kind == ConvKind::InputGradient) return {d.y, d.w, d.x32};
    return {d.x, d.y, d.w32};
  }

  // The convolution of a kind and shape, made once; nullptr when oneDNN
  // refuses it. The backward ones are made with the forward one as their
  // hint, as oneDNN asks.
  const ConvMade* conv_primitive(ConvKind kind, const ConvDims& z) {
    const auto key = std::make_tuple(static_cast<int>(kind), z.key());
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = conv_made_.find(key); it != conv_made_.end()) return it->second.conv.primitive ? &it->second : nullptr;
    ConvMade made;
    // oneDNN's right padding gives exactly oh rows: (oh - 1) s + kh - h - p,
    // less than p where the last stride does not fit. Never negative here.
    const int64_t ph = (z.oh - 1) * z.s + z.kh - z.h - z.p, pw = (z.ow - 1) * z.s + z.kw - z.w - z.p;
    if (ph >= 0 && pw >= 0) {
      const ConvDescs d = conv_descs(z, true);
      const dnnl_dims_t strides = {z.s, z.s}, left = {z.p, z.p}, right = {ph, pw};
      dnnl_convolution_desc_t fwd, bwd;
      dnnl_primitive_desc_t hint = nullptr, pd = nullptr;
      dnnl_primitive_attr_t attr = user_scratch();
      if (attr &&
          conv_fwd_init_(&fwd, kind == ConvKind::Forward ? dnnl_forward_inference : dnnl_forward_training,
                         dnnl_convolution_direct, &d.x, &d.w, nullptr, &d.y32, strides, left, right) == dnnl_success) {
        if (kind == ConvKind::Forward) {
          if (pd_create_(&pd, &fwd, attr, engine_, nullptr) != dnnl_success) pd = nullptr;
        } else if (pd_create_(&hint, &fwd, nullptr, engine_, nullptr) == dnnl_success &&
                   (kind == ConvKind::InputGradient
                        ? conv_bwd_data_init_(&bwd, dnnl_convolution_direct, &d.x32, &d.w, &d.y, strides, left, right)
                        : conv_bwd_weights_init_(&bwd, dnnl_convolution_direct, &d.x, &d.w32, nullptr, &d.y, strides,
                                                 left, right)) == dnnl_success &&
                   pd_create_(&pd, &bwd, attr, engine_, hint) != dnnl_success) {
          pd = nullptr;
        }
      }
      if (pd) {
        const std::array<dnnl_memory_desc_t, 3> user = conv_user(kind, z);
        const ConvRoles roles = conv_roles(kind);
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
          const dnnl_memory_desc_t* chosen = query_md_(pd, roles.query[k], 0);
          if (!chosen) ok = false;
          if (!ok || md_equal_(chosen, &user[k])) continue;
          made.inner[k] = *chosen;
          dnnl_primitive_desc_t rpd = nullptr;
          if (k < 2 ? reorder_pd_(&rpd, &user[k], engine_, chosen, engine_, attr) != dnnl_success
                    : reorder_pd_(&rpd, chosen, engine_, &user[k], engine_, attr) != dnnl_success)
            rpd = nullptr;
          made.reorder[k] = made_of(rpd);
          ok = made.reorder[k].primitive != nullptr;
        }
        for (int k = 0; k < 3; ++k)
          if (!made.reorder[k].primitive) made.inner[k] = user[k];
        made.conv = made_of(pd);
        if (!ok && made.conv.primitive) {
          primitive_destroy_(made.conv.primitive);
          made.conv.primitive = nullptr;
        }
      }
      if (hint) pd_destroy_(hint);
      if (attr) attr_destroy_(attr);
    }
    ConvMade& kept = conv_made_[key] = made;  // a refused shape is not asked again
    return kept.conv.primitive ? &kept : nullptr;
  }

  void describe(bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                dnnl_memory_desc_t& ad, dnnl_memory_desc_t& bd, dnnl_memory_desc_t& cd) {
    const dnnl_dims_t adims = {m, k}, bdims = {k, n}, cdims = {m, n};
    const dnnl_dims_t as = {ta ? 1 : lda, ta ? lda : 1}, bs = {tb ? 1 : ldb, tb ? ldb : 1}, cs = {ldc, 1};
    md_init_(&ad, 2, adims, dnnl_bf16, as);
    md_init_(&bd, 2, bdims, dnnl_bf16, bs);
    md_init_(&cd, 2, cdims, dnnl_f32, cs);
  }

  // The primitive of a shape, made once; nullptr when oneDNN refuses it.
  const Made* primitive(bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc) {
    const auto key = std::make_tuple(ta, tb, m, n, k, lda, ldb, ldc);
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = made_.find(key); it != made_.end()) return it->second.primitive ? &it->second : nullptr;
    dnnl_memory_desc_t ad, bd, cd;
    describe(ta, tb, m, n, k, lda, ldb, ldc, ad, bd, cd);
    dnnl_matmul_desc_t d;
    Made made;
    if (matmul_init_(&d, &ad, &bd, nullptr, &cd) == dnnl_success) made = make(&d, nullptr);
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
  dnnl_status_t (*md_tag_)(dnnl_memory_desc_t*, int, const dnnl_dims_t, dnnl_data_type_t, dnnl_format_tag_t) = nullptr;
  int (*md_equal_)(const dnnl_memory_desc_t*, const dnnl_memory_desc_t*) = nullptr;
  dnnl_status_t (*reorder_pd_)(dnnl_primitive_desc_t*, const dnnl_memory_desc_t*, dnnl_engine_t,
                               const dnnl_memory_desc_t*, dnnl_engine_t, const_dnnl_primitive_attr_t) = nullptr;
  dnnl_status_t (*conv_fwd_init_)(dnnl_convolution_desc_t*, dnnl_prop_kind_t, dnnl_alg_kind_t, const dnnl_memory_desc_t*,
                                  const dnnl_memory_desc_t*, const dnnl_memory_desc_t*, const dnnl_memory_desc_t*,
                                  const dnnl_dims_t, const dnnl_dims_t, const dnnl_dims_t) = nullptr;
  dnnl_status_t (*conv_bwd_data_init_)(dnnl_convolution_desc_t*, dnnl_alg_kind_t, const dnnl_memory_desc_t*,
                                       const dnnl_memory_desc_t*, const dnnl_memory_desc_t*, const dnnl_dims_t,
                                       const dnnl_dims_t, const dnnl_dims_t) = nullptr;
  dnnl_status_t (*conv_bwd_weights_init_)(dnnl_convolution_desc_t*, dnnl_alg_kind_t, const dnnl_memory_desc_t*,
                                          const dnnl_memory_desc_t*, const dnnl_memory_desc_t*,
                                          const dnnl_memory_desc_t*, const dnnl_dims_t, const dnnl_dims_t,
                                          const dnnl_dims_t) = nullptr;
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
  std::map<std::tuple<int, std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                                      int64_t, int64_t>>,
           ConvMade>
      conv_made_;
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

namespace {

// `count` 16-bit floats widened to f32 into `out` (exact), on netc's threads.
template <float (*value)(uint16_t)>
const float* widen_all(const uint16_t* x, int64_t count, std::vector<float>& out) {
  out.resize(static_cast<size_t>(count));
  struct Job {
    const uint16_t* x;
    float* out;
    int64_t count;
  } job{x, out.data(), count};
  constexpr int64_t kBlock = 1 << 16;
  netc_parallel_for(
      [](void* ctx, int64_t b0, int64_t b1) {
        auto& j = *static_cast<Job*>(ctx);
        for (int64_t e = b0 * kBlock; e < std::min(j.count, b1 * kBlock); ++e) j.out[e] = value(j.x[e]);
      },
      &job, (count + kBlock - 1) / kBlock);
  return out.data();
}

// Without oneDNN: both operands widened to f32 and convolved by the f32
// kernels (kernels.cc): the same products, summed in f32.
template <float (*value)(uint16_t)>
void conv_widened(ConvKind kind, const ConvDims& z, const uint16_t* a, const uint16_t* b, float* out) {
  thread_local std::vector<float> fa, fb;
  const float* wa = widen_all<value>(a, kind == ConvKind::InputGradient ? z.y() : z.x(), fa);
  const float* wb = widen_all<value>(b, kind == ConvKind::WeightGradient ? z.y() : z.weight(), fb);
  auto call = kind == ConvKind::Forward         ? netc_k_conv2d_f32
              : kind == ConvKind::InputGradient ? netc_k_conv2d_grad_input_f32
                                                : netc_k_conv2d_grad_weight_f32;
  call(wa, wb, out, z.n, z.c, z.h, z.w, z.o, z.kh, z.kw, z.oh, z.ow, z.s, z.p);
}

// A bf16 convolution: with oneDNN its primitive per share of the images,
// each on the netc thread that takes it (as the products' parts); the weight
// gradient's shares give partial sums, added in order (the same result every
// run). Widened where oneDNN is missing or refuses the shape.
void conv_bf16(ConvKind kind, const ConvDims& z, const uint16_t* a, const uint16_t* b, float* out) {
  if (z.n <= 0) {
    if (kind == ConvKind::WeightGradient) std::memset(out, 0, sizeof(float) * static_cast<size_t>(z.weight()));
    return;
  }
  if (!use_onednn()) return conv_widened<netc::bf16_value>(kind, z, a, b, out);
#ifdef NETC_HAVE_ONEDNN
  const int64_t threads = std::max<int64_t>(1, std::min<int64_t>(z.n, netc_parallel_threads()));
  const int64_t per = (z.n + threads - 1) / threads, parts = (z.n + per - 1) / per;
  thread_local std::vector<float> partials;
  if (kind == ConvKind::WeightGradient) partials.resize(static_cast<size_t>((parts - 1) * z.weight()));
  struct Job {
    ConvKind kind;
    const ConvDims* z;
    int64_t per;
    const uint16_t *a, *b;
    float *out, *partials;
    std::atomic<bool> ok{true};
  } job{kind, &z, per, a, b, out, partials.data()};
  auto part = [](void* ctx, int64_t p0, int64_t p1) {
    auto& j = *static_cast<Job*>(ctx);
    for (int64_t q = p0; q < p1; ++q) {
      const int64_t first = q * j.per;
      ConvDims share = *j.z;
      share.n = std::min(j.per, j.z->n - first);
      const int64_t x_at = first * share.c * share.h * share.w, y_at = first * share.o * share.oh * share.ow;
      bool ok = false;
      switch (j.kind) {
        case ConvKind::Forward: ok = OneDnn::get().conv(j.kind, share, j.a + x_at, j.b, j.out + y_at); break;
        case ConvKind::InputGradient: ok = OneDnn::get().conv(j.kind, share, j.a + y_at, j.b, j.out + x_at); break;
        case ConvKind::WeightGradient:
          ok = OneDnn::get().conv(j.kind, share, j.a + x_at, j.b + y_at,
                                  q == 0 ? j.out : j.partials + (q - 1) * share.weight());
          break;
      }
      if (!ok) j.ok = false;
    }
  };
  if (parts < 2) part(&job, 0, 1);
  else netc_parallel_for(part, &job, parts);
  if (!job.ok) return conv_widened<netc::bf16_value>(kind, z, a, b, out);
  for (int64_t q = 1; q < parts && kind == ConvKind::WeightGradient; ++q)
    for (int64_t e = 0; e < z.weight(); ++e) out[e] += partials[static_cast<size_t>((q - 1) * z.weight() + e)];
#endif
}

}  // namespace

#define NETC_CONV_KERNELS(dtype, compute)                                                                             \
  extern "C" void netc_k_conv2d_##dtype(const uint16_t* x, const uint16_t* w, float* y, int64_t n, int64_t c,         \
                                        int64_t h, int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh,          \
                                        int64_t ow, int64_t s, int64_t p) {                                             \
    compute(ConvKind::Forward, {n, c, h, wd, o, kh, kw, oh, ow, s, p}, x, w, y);                                       \
  }                                                                                                                    \
  extern "C" void netc_k_conv2d_grad_input_##dtype(const uint16_t* g, const uint16_t* w, float* dx, int64_t n,        \
                                                   int64_t c, int64_t h, int64_t wd, int64_t o, int64_t kh,            \
                                                   int64_t kw, int64_t oh, int64_t ow, int64_t s, int64_t p) {         \
    compute(ConvKind::InputGradient, {n, c, h, wd, o, kh, kw, oh, ow, s, p}, g, w, dx);                                \
  }                                                                                                                    \
  extern "C" void netc_k_conv2d_grad_weight_##dtype(const uint16_t* x, const uint16_t* g, float* dw, int64_t n,       \
                                                    int64_t c, int64_t h, int64_t wd, int64_t o, int64_t kh,           \
                                                    int64_t kw, int64_t oh, int64_t ow, int64_t s, int64_t p) {        \
    compute(ConvKind::WeightGradient, {n, c, h, wd, o, kh, kw, oh, ow, s, p}, x, g, dw);                               \
  }
NETC_CONV_KERNELS(bf16, conv_bf16)
// f16: widened, as its products (no f16 units on the CPUs netc is tried on).
NETC_CONV_KERNELS(f16, conv_widened<netc::f16_value>)
#undef NETC_CONV_KERNELS

namespace netc::cpu {

namespace {

// What computes bf16 on this CPU: oneDNN, or `widened` and why.
std::string bf16_by(const std::string& widened) {
  if (std::getenv("NETC_NO_ONEDNN")) return widened + " (NETC_NO_ONEDNN is set)";
#ifdef NETC_HAVE_ONEDNN
  if (OneDnn::get().ok())
    return OneDnn::get().bf16_units() ? "by oneDNN on the CPU's AVX512-BF16 units"
                                      : "by oneDNN, converted to f32 (this CPU has no AVX512-BF16 units)";
  return widened + " (oneDNN's libdnnl.so.2 was not found: install libdnnl2 for the CPU's bf16 units)";
#else
  return widened + " (netc was built without oneDNN's header, libdnnl-dev)";
#endif
}

constexpr const char* kNoF16Units = " (no f16 matrix units on the CPU)";

}  // namespace

std::string f16_products() { return std::string("widened to f32 and multiplied by OpenBLAS") + kNoF16Units; }
std::string f16_convolutions() { return std::string("widened to f32 and computed by the f32 kernels") + kNoF16Units; }
std::string bf16_products() { return bf16_by("widened to f32 and multiplied by OpenBLAS"); }
std::string bf16_convolutions() { return bf16_by("widened to f32 and computed by the f32 kernels"); }

}  // namespace netc::cpu
