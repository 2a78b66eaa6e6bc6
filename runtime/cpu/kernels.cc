#include "runtime/cpu/kernels.h"

#include "base/bf16.h"
#include "base/f16.h"
#include "base/splitmix64.h"
#include "ir/random.h"
#include "runtime/cpu/blas_core.h"
#include "runtime/cpu/dot_gemm.h"
#include "runtime/cpu/product_parts.h"
#include "runtime/cpu/tile_gemm.h"
#include "runtime/cpu/vec8.h"

#include <cblas.h>
#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <type_traits>
#include <utility>
#include <cmath>
#include <cstring>
#include <limits>
#include <mutex>
#include <vector>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

namespace {

inline int64_t index_at(const void* idx, int32_t idx32, int64_t i) {
  return idx32 ? static_cast<const int32_t*>(idx)[i] : static_cast<const int64_t*>(idx)[i];
}

// splitmix64 over (seed, step, i): a counter-based generator, the CUDA
// backend's too (base/splitmix64.h).
inline double uniform01(int64_t seed, int64_t step, int64_t i, uint64_t stream = 0) {
  return netc::splitmix::netc_uniform01(seed, step, i, stream);
}

// Runs f(begin, end) over [0, n) on netc's thread pool when the whole call
// touches at least 2^15 elements (`work`; generated loops split from 2^14,
// kSplitMinElements in codegen/cpu/steps.h); else on the calling thread.
// Every split below writes disjoint outputs, each computed as on one thread,
// so results do not depend on the thread count.
template <class F>
void on_pool(int64_t n, F&& f) {
  netc_parallel_for([](void* ctx, int64_t b, int64_t e) { (*static_cast<std::remove_reference_t<F>*>(ctx))(b, e); }, &f,
                    n);
}
// Runs part(first, count) for each part of `split` with rows or columns
// in it, on netc's thread pool.
template <class F>
void on_parts(const netc::cpu::ProductParts& split, F&& part) {
  on_pool(split.parts, [&](int64_t p0, int64_t p1) {
    for (int64_t q = p0; q < p1; ++q)
      if (split.count(q) > 0) part(split.first(q), split.count(q));
  });
}
template <class F>
void parallel(int64_t n, int64_t work, F&& f) {
  if (n < 2 || work < (int64_t{1} << 15)) {
    f(int64_t{0}, n);
    return;
  }
  on_pool(n, f);
}

// e^x for the row kernels: eight at a time where the CPU has AVX2, and the
// same function on one element (runtime/cpu/vec8.h), so that a row's
// numbers do not depend on where it is cut into vectors.
inline float exp_row(float v) {
#if NETC_HAVE_VEC8
  return netc::cpu::vec8::exp8_one(v);
#else
  return std::exp(v);
#endif
}

// Rows shorter than this are summed in order, one element after another
// (a row of attention's scores over a short sequence): eight rows at a time
// in the lanes of a vector, or one by one, with the same bits.
constexpr int64_t kShortRow = 32;

// Softmax (or log-softmax) of the n elements px[k * stride]: the
// exponentials in float, their sum in double.
void softmax_row(const float* px, float* py, int64_t n, int64_t stride, bool log) {
  float m = -std::numeric_limits<float>::infinity();
  double sum = 0;
  int64_t k = 0;
#if NETC_HAVE_VEC8
  namespace v8 = netc::cpu::vec8;
  if (stride == 1 && n >= kShortRow) {
    __m256 vm = _mm256_set1_ps(m);
    for (; k + 8 <= n; k += 8) vm = _mm256_max_ps(vm, _mm256_loadu_ps(px + k));
    m = v8::max8(vm);
    for (int64_t j = k; j < n; ++j) m = std::max(m, px[j]);
    const __m256 vmax = _mm256_set1_ps(m);
    __m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd();
    for (k = 0; k + 8 <= n; k += 8) {
      const __m256 e = v8::exp8(_mm256_sub_ps(_mm256_loadu_ps(px + k), vmax));
      if (!log) _mm256_storeu_ps(py + k, e);
      s0 = _mm256_add_pd(s0, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
      s1 = _mm256_add_pd(s1, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
    }
    sum = v8::sum4(_mm256_add_pd(s0, s1));
  } else
#endif
  {
    for (int64_t j = 0; j < n; ++j) m = std::max(m, px[j * stride]);
  }
  for (; k < n; ++k) {
    const float e = exp_row(px[k * stride] - m);
    if (!log) py[k * stride] = e;
    sum += e;
  }
  if (log) {
    const float lse = m + static_cast<float>(std::log(sum));
    for (int64_t j = 0; j < n; ++j) py[j * stride] = px[j * stride] - lse;
  } else {
    const float scale = static_cast<float>(1.0 / sum);
    for (int64_t j = 0; j < n; ++j) py[j * stride] *= scale;
  }
}

#if NETC_HAVE_VEC8
// softmax_row of eight contiguous rows of n < kShortRow elements, row j in
// lane j: each lane's max, exponentials and sum in the order softmax_row
// takes them for a short row, so the same bits. The rows come into the lanes
// and go back by 8x8 transposes of masked loads and stores (no gathers, and
// nothing read or written past the eighth row).
void softmax_rows8(const float* px, float* py, int64_t n, bool log) {
  namespace v8 = netc::cpu::vec8;
  alignas(32) float x[kShortRow][8];  // x[k]: element k of the eight rows
  auto first = [&](int64_t k0) { return v8::first_lanes(n - k0); };
  for (int64_t k0 = 0; k0 < n; k0 += 8) {
    __m256 r[8];
    if (k0 + 8 <= n) {
      for (int64_t j = 0; j < 8; ++j) r[j] = _mm256_loadu_ps(px + j * n + k0);
    } else {
      const __m256i mask = first(k0);
      for (int64_t j = 0; j < 8; ++j) r[j] = _mm256_maskload_ps(px + j * n + k0, mask);
    }
    v8::transpose8(r);
    for (int64_t c = 0; c < 8 && k0 + c < n; ++c) _mm256_store_ps(x[k0 + c], r[c]);
  }
  __m256 m = _mm256_set1_ps(-std::numeric_limits<float>::infinity());
  for (int64_t k = 0; k < n; ++k) m = _mm256_max_ps(m, _mm256_load_ps(x[k]));
  __m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd();
  for (int64_t k = 0; k < n; ++k) {
    const __m256 ek = v8::exp8(_mm256_sub_ps(_mm256_load_ps(x[k]), m));
    if (!log) _mm256_store_ps(x[k], ek);
    s0 = _mm256_add_pd(s0, _mm256_cvtps_pd(_mm256_castps256_ps128(ek)));
    s1 = _mm256_add_pd(s1, _mm256_cvtps_pd(_mm256_extractf128_ps(ek, 1)));
  }
  alignas(32) double sum[8];
  alignas(32) float max[8], f[8];
  _mm256_store_pd(sum, s0);
  _mm256_store_pd(sum + 4, s1);
  _mm256_store_ps(max, m);
  // y = x - lse (log-softmax) or e * scale, with each row's lse or scale in its lane
  for (int64_t j = 0; j < 8; ++j)
    f[j] = log ? max[j] + static_cast<float>(std::log(sum[j])) : static_cast<float>(1.0 / sum[j]);
  const __m256 vf = _mm256_load_ps(f);
  for (int64_t k0 = 0; k0 < n; k0 += 8) {
    __m256 r[8];
    for (int64_t c = 0; c < 8; ++c) {
      const __m256 v = k0 + c < n ? _mm256_load_ps(x[k0 + c]) : _mm256_setzero_ps();
      r[c] = log ? _mm256_sub_ps(v, vf) : _mm256_mul_ps(v, vf);
    }
    v8::transpose8(r);
    if (k0 + 8 <= n) {
      for (int64_t j = 0; j < 8; ++j) _mm256_storeu_ps(py + j * n + k0, r[j]);
    } else {
      const __m256i mask = first(k0);
      for (int64_t j = 0; j < 8; ++j) _mm256_maskstore_ps(py + j * n + k0, mask, r[j]);
    }
  }
}
#endif

}  // namespace

extern "C" {

void netc_k_softmax_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int32_t log) {
  // Each row (an (outer, inner) pair) on one thread, the rows split over
  // netc's threads: the results do not depend on the split.
  parallel(outer * inner, outer * n * inner, [&](int64_t r0, int64_t r1) {
    int64_t r = r0;
#if NETC_HAVE_VEC8
    if (inner == 1 && n < kShortRow)  // short rows one after another: eight at a time
      for (; r + 8 <= r1; r += 8) softmax_rows8(x + r * n, y + r * n, n, log != 0);
#endif
    for (; r < r1; ++r) {
      const int64_t o = r / inner, in = r % inner;
      softmax_row(x + o * n * inner + in, y + o * n * inner + in, n, inner, log != 0);
    }
  });
}

}  // extern "C"

namespace {

// argmax of elements of type T compared as key(element): the first of the
// largest (a NaN is never larger).
template <typename T, typename Key>
void argmax_rows(const T* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, Key key) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      const T* px = x + o * n * inner + in;
      int64_t best = 0;
      for (int64_t k = 1; k < n; ++k)
        if (key(px[k * inner]) > key(px[best * inner])) best = k;
      y[o * inner + in] = best;
    }
}

// topk of elements of type T compared as key(element): whether element a
// comes before element b (larger first, ties by position, NaN above all;
// integers have no NaN). Pass j picks the first element after pick j - 1 in
// that order.
template <typename T, typename Key>
void topk_rows(const T* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k, Key key) {
  auto before = [](auto va, int64_t a, auto vb, int64_t b) {
    const bool na = va != va, nb = vb != vb;
    if (na != nb) return na;
    return (!na && va != vb) ? va > vb : a < b;
  };
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      const T* px = x + o * n * inner + in;
      int64_t* py = y + o * k * inner + in;
      auto at = [&](int64_t c) { return key(px[c * inner]); };
      for (int64_t j = 0; j < k; ++j) {
        int64_t best = -1;
        for (int64_t c = 0; c < n; ++c) {
          if (j > 0 && !before(at(py[(j - 1) * inner]), py[(j - 1) * inner], at(c), c)) continue;
          if (best < 0 || before(at(c), c, at(best), best)) best = c;
        }
        py[j * inner] = best;
      }
    }
}

// The keys argmax and topk compare: an element as it is, or a half widened.
constexpr auto as_is = [](auto v) { return v; };
constexpr auto bf16_key = [](uint16_t v) { return netc::bf16_value(v); };
constexpr auto f16_key = [](uint16_t v) { return netc::f16_value(v); };

}  // namespace

extern "C" {

void netc_k_argmax_f32(const float* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  argmax_rows(x, y, outer, n, inner, as_is);
}
void netc_k_argmax_i32(const int32_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  argmax_rows(x, y, outer, n, inner, as_is);
}
void netc_k_argmax_i64(const int64_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  argmax_rows(x, y, outer, n, inner, as_is);
}
void netc_k_argmax_bf16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  argmax_rows(x, y, outer, n, inner, bf16_key);
}
void netc_k_argmax_f16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  argmax_rows(x, y, outer, n, inner, f16_key);
}
void netc_k_topk_f32(const float* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
  topk_rows(x, y, outer, n, inner, k, as_is);
}
void netc_k_topk_i32(const int32_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
  topk_rows(x, y, outer, n, inner, k, as_is);
}
void netc_k_topk_i64(const int64_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
  topk_rows(x, y, outer, n, inner, k, as_is);
}
void netc_k_topk_bf16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
  topk_rows(x, y, outer, n, inner, k, bf16_key);
}
void netc_k_topk_f16(const uint16_t* x, int64_t* y, int64_t outer, int64_t n, int64_t inner, int64_t k) {
  topk_rows(x, y, outer, n, inner, k, f16_key);
}

void netc_k_gather_f32(const float* x, const void* idx, int32_t idx32, float* y, int64_t rows, int64_t c) {
  for (int64_t r = 0; r < rows; ++r) {
    int64_t k = index_at(idx, idx32, r);
    y[r] = (k >= 0 && k < c) ? x[r * c + k] : std::numeric_limits<float>::quiet_NaN();
  }
}

void netc_k_gather_grad_f32(const float* g, const void* idx, int32_t idx32, float* dx, int64_t rows, int64_t c) {
  std::memset(dx, 0, sizeof(float) * rows * c);
  for (int64_t r = 0; r < rows; ++r) {
    int64_t k = index_at(idx, idx32, r);
    if (k >= 0 && k < c) dx[r * c + k] = g[r];
  }
}

void netc_k_take_f32(const float* table, const void* idx, int32_t idx32, float* y, int64_t n, int64_t d, int64_t v) {
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = index_at(idx, idx32, i);
    if (k >= 0 && k < v) std::memcpy(y + i * d, table + k * d, sizeof(float) * d);
    else std::fill(y + i * d, y + (i + 1) * d, std::numeric_limits<float>::quiet_NaN());
  }
}

void netc_k_take_grad_f32(const float* g, const void* idx, int32_t idx32, float* dt, int64_t n, int64_t d, int64_t v) {
  std::memset(dt, 0, sizeof(float) * v * d);
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = index_at(idx, idx32, i);
    if (k < 0 || k >= v) continue;
    for (int64_t j = 0; j < d; ++j) dt[k * d + j] += g[i * d + j];
  }
}

}  // extern "C"

// Convolutions as matrix products over the zero-padded input, read in place
// (tile_gemm_gather): the input value under tap k = (ic, u, v) of the window
// at output position q is xp[pos[q] + tap[k]], where pos[q] is where q's
// window starts in the padded image xp and tap[k] where k lies in a window.
// The matrix of these values, im2col's cols(b) (K x P), is read in place,
// never written:
//   forward          y[b]^T (P x o)  = cols(b)^T W^T (K x o), then transposed
//   weight gradient  dW^T (K x o)   += cols(b) g[b]^T (P x o), summed over images
//   input gradient   stride 1 with padding p < kh, kw: the same product over
//                    g[b] padded by k - 1 - p, with the filters flipped:
//                    dx[b]^T (hw x c) = gcols(b)^T Wr; else the product
//                    W^T g[b] (K x P) is written, and each of its entries
//                    added back where it came from (col2im_add).
namespace {

struct ConvShape {
  int64_t n, c, h, w, o, kh, kw, oh, ow, s, p;
  int64_t taps() const { return c * kh * kw; }  // K: a window's input values
  int64_t plane() const { return oh * ow; }     // P: output positions per image
};

// Planes of h x w placed at row `top`, column `left` of planes of rows x cols
// zeros (a padded image).
struct Padding {
  int64_t top, left, rows, cols;
  int64_t plane() const { return rows * cols; }
};
// The input's, for the forward and the weight gradient: p zeros around (and
// more below and right if the windows reach further, a guard for callers
// whose output size is not the floor formula's).
Padding input_padding(const ConvShape& z) {
  return {z.p, z.p, std::max(z.h + 2 * z.p, (z.oh - 1) * z.s + z.kh), std::max(z.w + 2 * z.p, (z.ow - 1) * z.s + z.kw)};
}
// Stride 1 with at most k - 1 zeros of padding: the input gradient is a
// convolution of the output gradient padded with k - 1 - p zeros (a full
// convolution) with the flipped filters.
bool gathered_input_gradient(const ConvShape& z) {
  return z.s == 1 && z.p < z.kh && z.p < z.kw && z.oh == z.h + 2 * z.p - z.kh + 1 && z.ow == z.w + 2 * z.p - z.kw + 1;
}
Padding gradient_padding(const ConvShape& z) {
  return {z.kh - 1 - z.p, z.kw - 1 - z.p, z.h + z.kh - 1, z.w + z.kw - 1};
}

using netc::cpu::ConvCall;

// The weight gradient sums its images in this many groups, each in order,
// then the groups in order: the same bits on any number of threads.
constexpr int64_t kWeightGroups = 16;

// What a call needs: floats for each working thread (one image at a time),
// and, shared by its threads, floats of rearranged filters, int64 offsets
// and floats of the weight gradient's partial sums.
struct ConvNeeds {
  int64_t per_thread = 0, weights = 0, offsets = 0, partials = 0;
};
ConvNeeds conv_needs(ConvCall call, const ConvShape& z) {
  const int64_t P = z.plane(), K = z.taps();
  switch (call) {
    case ConvCall::Forward:  // xp, y[b]^T; W^T; pos, tap
      return {z.c * input_padding(z).plane() + P * z.o, K * z.o, P + K};
    case ConvCall::WeightGradient:  // xp, g[b]^T; pos, tap; a dW^T per group
      return {z.c * input_padding(z).plane() + P * z.o, 0, P + K, std::min(z.n, kWeightGroups) * z.o * K};
    case ConvCall::InputGradient:
      if (gathered_input_gradient(z))  // gp, dx[b]^T; Wr; pos, tap
        return {z.o * gradient_padding(z).plane() + z.h * z.w * z.c, z.o * z.kh * z.kw * z.c,
                z.h * z.w + z.o * z.kh * z.kw};
      return {K * P, 0, 0};  // cols
  }
  return {};
}

// Scratch memory kept by each calling thread between calls: a buffer per
// thread of the pool that works for it (`per_thread[t]`, used by pool
// thread t), the weight gradient's partial sums, the rearranged filters and the
// offsets of the call. Each grows to the largest request and is then
// reused, so steady-state steps allocate nothing. The caller grows every
// buffer before the pool starts, so what is held does not depend on which
// threads took part.
struct Scratch {
  std::vector<std::vector<float>> per_thread;
  std::vector<float> partials, weights;
  std::vector<int64_t> offsets;
};
Scratch& scratch() {
  thread_local Scratch s;
  return s;
}
template <class T>
void grow(std::vector<T>& b, size_t count) {
  if (b.size() < count) std::vector<T>(count).swap(b);  // exactly the request: nothing is kept in it
}

// The pool threads a convolution of `n` images runs on, one image at a
// time each, when it is worth splitting: the whole pool (any of its
// threads may take a group, even with fewer images than threads).
int64_t conv_threads(const ConvShape& z) {
  if (z.n < 2 || z.n * z.taps() * z.plane() < (int64_t{1} << 15)) return 1;
  return netc_parallel_threads();
}

// Runs body(first, last, group, buffer) for each of `groups` runs of
// images [first, last) that cut [0, n) in order, on conv_threads(z)
// threads; `buffer` is the running thread's, of `floats` floats.
template <class F>
void for_each_group(const ConvShape& z, int64_t groups, int64_t floats, F&& body) {
  if (z.n <= 0 || groups <= 0) return;
  const int64_t threads = conv_threads(z);
  Scratch& s = scratch();
  if (s.per_thread.size() < static_cast<size_t>(threads)) s.per_thread.resize(static_cast<size_t>(threads));
  for (int64_t t = 0; t < threads; ++t) grow(s.per_thread[static_cast<size_t>(t)], static_cast<size_t>(floats));
  auto run = [&](int64_t g0, int64_t g1) {
    // Pool thread t's buffer; on one thread the caller's, also when the
    // caller is itself a pool thread (t > 0).
    const int t = threads == 1 ? 0 : netc_parallel_thread_index();
    float* buffer = s.per_thread[static_cast<size_t>(t)].data();
    for (int64_t g = g0; g < g1; ++g) body(z.n * g / groups, z.n * (g + 1) / groups, g, buffer);
  };
  if (threads == 1) {
    run(0, groups);
    return;
  }
  on_pool(groups, run);
}

// The convolutions' row code (pad_planes, col2im_add and what they call) moves
// rows of a few dozen floats, where a library call costs more than the
// copy: GCC is told not to turn its loops into calls of memcpy and memset.
// GCC inlines a function with an optimize attribute only into one with the
// same, so all of it carries this.
#if defined(__GNUC__) && !defined(__clang__)
#define NETC_INLINE_LOOPS __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define NETC_INLINE_LOOPS
#endif

// The output columns j of tap column v whose input column j * s - p + v
// lies inside the image: [first, last); the others read the padding.
NETC_INLINE_LOOPS inline std::pair<int64_t, int64_t> inside_columns(const ConvShape& z, int64_t v) {
  auto ceil_div = [](int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); };
  // Narrow inputs: every column of a tap may lie in the padding (first >= ow).
  int64_t first = std::min<int64_t>(z.ow, std::max<int64_t>(0, ceil_div(z.p - v, z.s)));
  int64_t last = std::min<int64_t>(z.ow, ceil_div(z.w + z.p - v, z.s));
  return {first, std::max(first, last)};
}

// Stride 1 with rows as wide as the image's ('same' padding): the output
// rows [i0, i1) of tap row u read image rows i - p + u, one contiguous run
// of the image (col2im_add adds it at once).
NETC_INLINE_LOOPS inline bool rows_are_runs(const ConvShape& z) { return z.s == 1 && z.ow == z.w; }
NETC_INLINE_LOOPS inline std::pair<int64_t, int64_t> image_rows(const ConvShape& z, int64_t u) {
  const int64_t i0 = std::clamp<int64_t>(z.p - u, 0, z.oh);
  return {i0, std::clamp<int64_t>(z.h + z.p - u, i0, z.oh)};
}

// d[i] = s[i], 0 and d[i] += s[i] for a short row, in blocks of 8 and 4
// floats that the compiler vectorises; a copy or a clear of 4 floats or more
// ends with a block that overlaps the one before (writing the same values
// twice) rather than with single floats.
template <int W>
NETC_INLINE_LOOPS inline void copy_block(float* __restrict d, const float* __restrict s) {
  for (int k = 0; k < W; ++k) d[k] = s[k];
}
NETC_INLINE_LOOPS inline void copy_row(float* __restrict d, const float* __restrict s, int64_t n) {
  if (n >= 8) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) copy_block<8>(d + i, s + i);
    if (i < n) copy_block<8>(d + n - 8, s + n - 8);
  } else if (n >= 4) {
    copy_block<4>(d, s);
    copy_block<4>(d + n - 4, s + n - 4);
  } else {
    for (int64_t i = 0; i < n; ++i) d[i] = s[i];
  }
}
template <int W>
NETC_INLINE_LOOPS inline void zero_block(float* __restrict d) {
  for (int k = 0; k < W; ++k) d[k] = 0.0f;
}
NETC_INLINE_LOOPS inline void zero_row(float* __restrict d, int64_t n) {
  if (n >= 8) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) zero_block<8>(d + i);
    if (i < n) zero_block<8>(d + n - 8);
  } else if (n >= 4) {
    zero_block<4>(d);
    zero_block<4>(d + n - 4);
  } else {
    for (int64_t i = 0; i < n; ++i) d[i] = 0.0f;
  }
}
NETC_INLINE_LOOPS inline void add_row(float* __restrict d, const float* __restrict s, int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8)
    for (int k = 0; k < 8; ++k) d[i + k] += s[i + k];
  for (; i + 4 <= n; i += 4)
    for (int k = 0; k < 4; ++k) d[i + k] += s[i + k];
  for (; i < n; ++i) d[i] += s[i];
}

// `planes` planes of h x w from x, padded as `pd` into out: each row a copy
// between zeros, and rows of zeros above and below.
NETC_INLINE_LOOPS void pad_planes(const float* x, int64_t planes, int64_t h, int64_t w, const Padding& pd, float* out) {
  for (int64_t c = 0; c < planes; ++c) {
    const float* in = x + c * h * w;
    float* plane = out + c * pd.plane();
    zero_row(plane, pd.top * pd.cols);
    for (int64_t i = 0; i < h; ++i) {
      float* row = plane + (pd.top + i) * pd.cols;
      zero_row(row, pd.left);
      copy_row(row + pd.left, in + i * w, w);
      zero_row(row + pd.left + w, pd.cols - pd.left - w);
    }
    zero_row(plane + (pd.top + h) * pd.cols, (pd.rows - pd.top - h) * pd.cols);
  }
}

// The offset tables of a gathered product over padded planes of `pd`, in
// the calling thread's scratch: pos[q], where the window of output position
// q = (i, j) of rows x cols starts (with `stride`), and tap[k], where tap
// k = (plane, u, v) of planes x kh x kw lies in a window.
struct Offsets {
  const int64_t *pos, *tap;
};
Offsets gather_offsets(const Padding& pd, int64_t rows, int64_t cols, int64_t stride, int64_t planes, int64_t kh,
                       int64_t kw) {
  std::vector<int64_t>& table = scratch().offsets;
  grow(table, static_cast<size_t>(rows * cols + planes * kh * kw));
  int64_t *pos = table.data(), *tap = pos + rows * cols;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) pos[i * cols + j] = i * stride * pd.cols + j * stride;
  for (int64_t c = 0; c < planes; ++c)
    for (int64_t u = 0; u < kh; ++u)
      for (int64_t v = 0; v < kw; ++v) tap[(c * kh + u) * kw + v] = c * pd.plane() + u * pd.cols + v;
  return {pos, tap};
}

// Adds each entry of cols (K x P: tap k = (ic, u, v) at output position q,
// as im2col would lay out image b's input) into the position of image
// b it came from, taps in order. Where a tap's rows are a run of the image
// (rows_are_runs), their padding entries are cleared in `cols` (scratch) and
// the run added at once.
NETC_INLINE_LOOPS void col2im_add(float* cols, const ConvShape& z, int64_t b, float* dx) {
  const int64_t P = z.plane();
  for (int64_t ic = 0; ic < z.c; ++ic)
    for (int64_t u = 0; u < z.kh; ++u)
      for (int64_t v = 0; v < z.kw; ++v) {
        float* row = cols + ((ic * z.kh + u) * z.kw + v) * P;
        const auto [first, last] = inside_columns(z, v);
        if (first == last) continue;
        float* img = dx + (b * z.c + ic) * z.h * z.w;
        if (rows_are_runs(z)) {
          const auto [i0, i1] = image_rows(z, u);
          if (i0 == i1) continue;
          for (int64_t i = i0; i < i1; ++i) {
            zero_row(row + i * z.ow, first);
            zero_row(row + i * z.ow + last, z.ow - last);
          }
          add_row(img + (i0 - z.p + u) * z.w + first - z.p + v, row + i0 * z.ow + first,
                  (i1 - i0 - 1) * z.ow + (last - first));
          continue;
        }
        for (int64_t i = 0; i < z.oh; ++i) {
          int64_t yi = i * z.s - z.p + u;
          if (yi < 0 || yi >= z.h) continue;
          const float* in = row + i * z.ow;
          float* at = img + yi * z.w + first * z.s - z.p + v;
          if (z.s == 1) add_row(at, in + first, last - first);
          else
            for (int64_t j = first; j < last; ++j) at[(j - first) * z.s] += in[j];
        }
      }
}

// The max-pool's running maximum: a NaN wins, and stays; else the first of
// equal maxima (as `e > m`).
inline float pool_max(float m, float e) { return (e != e) | (e > m) ? e : m; }

#if defined(__SSE4_1__)
// MaxPool2d(2) on rows of at least four windows, four at a time in SSE
// registers: window j reads r0[2j], r0[2j + 1], r1[2j], r1[2j + 1] of a pair
// of input rows. The last block of a row overlaps the one before it (the
// same values are written twice), so no window is left to a scalar loop.
// Narrower rows take the kernels' general loops.
template <class Four>
inline void pool2_row(int64_t ow, Four four) {
  int64_t j = 0;
  for (; j + 4 <= ow; j += 4) four(j);
  if (j < ow) four(ow - 4);
}
// The windows j..j+3: a, b (row 0) and c, d (row 1), one lane per window
// (the even and odd elements taken apart with shuffles).
struct Windows4 {
  __m128 a, b, c, d;
  Windows4(const float* r0, const float* r1) {
    const __m128 lo0 = _mm_loadu_ps(r0), hi0 = _mm_loadu_ps(r0 + 4), lo1 = _mm_loadu_ps(r1), hi1 = _mm_loadu_ps(r1 + 4);
    a = _mm_shuffle_ps(lo0, hi0, 0x88), b = _mm_shuffle_ps(lo0, hi0, 0xDD);
    c = _mm_shuffle_ps(lo1, hi1, 0x88), d = _mm_shuffle_ps(lo1, hi1, 0xDD);
  }
};
inline __m128 pool_max4(__m128 m, __m128 e) {  // pool_max, lane by lane
  return _mm_blendv_ps(m, e, _mm_or_ps(_mm_cmpunord_ps(e, e), _mm_cmpgt_ps(e, m)));
}
#endif

}  // namespace

namespace netc::cpu {
ConvScratch conv_scratch(ConvCall call, int64_t n, int64_t c, int64_t h, int64_t w, int64_t o, int64_t kh, int64_t kw,
                         int64_t oh, int64_t ow, int64_t s, int64_t p) {
  const ConvShape z{n, c, h, w, o, kh, kw, oh, ow, s, p};
  if (n <= 0) return {};
  const ConvNeeds needs = conv_needs(call, z);
  ConvScratch sc;
  sc.per_thread.assign(static_cast<size_t>(conv_threads(z)), static_cast<uint64_t>(needs.per_thread) * sizeof(float));
  sc.partials = static_cast<uint64_t>(needs.partials) * sizeof(float);
  sc.weights = static_cast<uint64_t>(needs.weights) * sizeof(float);
  sc.offsets = static_cast<uint64_t>(needs.offsets) * sizeof(int64_t);
  return sc;
}
ConvScratch conv_scratch_held() {
  const Scratch& s = scratch();
  ConvScratch held;
  for (const std::vector<float>& b : s.per_thread) held.per_thread.push_back(b.capacity() * sizeof(float));
  held.partials = s.partials.capacity() * sizeof(float);
  held.weights = s.weights.capacity() * sizeof(float);
  held.offsets = s.offsets.capacity() * sizeof(int64_t);
  return held;
}
void ConvScratch::keep_larger(const ConvScratch& o) {
  if (per_thread.size() < o.per_thread.size()) per_thread.resize(o.per_thread.size(), 0);
  for (size_t t = 0; t < o.per_thread.size(); ++t) per_thread[t] = std::max(per_thread[t], o.per_thread[t]);
  partials = std::max(partials, o.partials);
  weights = std::max(weights, o.weights);
  offsets = std::max(offsets, o.offsets);
}
uint64_t ConvScratch::bytes() const {
  uint64_t n = partials + weights + offsets;
  for (uint64_t b : per_thread) n += b;
  return n;
}
}  // namespace netc::cpu

namespace {

// OpenBLAS's threads, one while netc_k_sgemm runs a product's parts on
// netc's threads (each part on the thread that needs it), as many as before
// after the last such product in flight ends. Found at run time: another
// BLAS has no such call, and nothing is changed.
class OneBlasThread {
 public:
  OneBlasThread() {
    State& s = state();
    if (!s.set) return;
    std::lock_guard<std::mutex> lock(s.mutex);
    if (s.depth++ == 0) {
      s.before = s.get();
      s.set(1);
    }
  }
  ~OneBlasThread() {
    State& s = state();
    if (!s.set) return;
    std::lock_guard<std::mutex> lock(s.mutex);
    if (--s.depth == 0) s.set(s.before);
  }
  OneBlasThread(const OneBlasThread&) = delete;
  OneBlasThread& operator=(const OneBlasThread&) = delete;

 private:
  struct State {
    State() {
      get = reinterpret_cast<int (*)()>(dlsym(RTLD_DEFAULT, "openblas_get_num_threads"));
      if (get) set = reinterpret_cast<void (*)(int)>(dlsym(RTLD_DEFAULT, "openblas_set_num_threads"));
    }
    int (*get)() = nullptr;
    void (*set)(int) = nullptr;  // both found, or set is null
    std::mutex mutex;
    int depth = 0, before = 0;  // users in flight; the count before the first
  };
  static State& state() {
    static State s;
    return s;
  }
};
// Whether the tiles' vectors are wider than dot_gemm's 8 lanes (AVX-512's):
// then a B^T too large for tile_product's stack runs faster copied a block
// at a time into them (wide_product) than in dot_gemm.
bool tiles_wider_than_dot_gemm() { return netc::cpu::tile_vector_floats() > 8; }

// A product larger than tile_product takes, in the tiles, split over netc's
// threads as tile_product splits. A transposed B is copied a block of
// kWideDepth x kWideCols at a time into one stack buffer (as large as
// tile_product's), the block's product added into C: every element is
// still one chain in order. A transposed A is read where it lies.
constexpr int64_t kPackedB = 8 * 1024, kWideCols = 64, kWideDepth = kPackedB / kWideCols;
bool wide_product(int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha, const float* a, int32_t lda,
                  const float* b, int32_t ldb, float beta, float* c, int32_t ldc) {
  if (alpha != 1.0f || (beta != 0.0f && beta != 1.0f)) return false;
  const int64_t a_row = ta == CblasTrans ? 1 : lda, a_col = ta == CblasTrans ? lda : 1;
  const netc::cpu::ProductParts split = netc::cpu::product_parts(m, n, k, netc_parallel_threads(), int64_t{1} << 16);
  on_parts(split, [&](int64_t first, int64_t count) {
    const int64_t i0 = split.by_rows ? first : 0, rows = split.by_rows ? count : m;
    const int64_t j0 = split.by_rows ? 0 : first, cols = split.by_rows ? n : count;
    const float* ai = a + i0 * a_row;
    float* ci = c + i0 * ldc;
    if (tb != CblasTrans || k == 0) {  // (k == 0: C cleared, or kept when accumulating)
      netc::cpu::tile_gemm(rows, cols, k, ai, a_row, a_col, b + j0, ldb, beta != 0.0f, ci + j0, ldc);
      return;
    }
    alignas(64) float packed[kPackedB];  // B^T's block (depth x width), from B's rows
    for (int64_t j = j0; j < j0 + cols; j += kWideCols) {
      const int64_t width = std::min(kWideCols, j0 + cols - j);
      for (int64_t l = 0; l < k; l += kWideDepth) {
        const int64_t depth = std::min(kWideDepth, int64_t{k} - l);
        netc::cpu::transpose(b + j * ldb + l, width, depth, ldb, packed, width);
        netc::cpu::tile_gemm(rows, width, depth, ai + l * a_col, a_row, a_col, packed, width, beta != 0.0f || l > 0,
                             ci + j, ldc);
      }
    }
  });
  return true;
}
// Products of more than 2^18 and at most 100^3 multiply-adds: OpenBLAS
// takes these to its small-matrix kernels, which cannot be split (a part's
// bits would depend on the cut), so one thread computed them while the
// others waited. tile_gemm computes every element as one chain of fused
// multiply-adds in order, wherever the cut: here the product is split over
// netc's threads (by rows or columns, as product_parts cuts) with the same
// bits on any count. An attention layer's 768 x 32 x 32 products took 14-18
// us as one OpenBLAS call and take 7.4-8.6 us on 2 threads. So do products
// with a dimension of 64 or fewer up to 2^24 multiply-adds, where OpenBLAS's
// packing and its pass that clears C first outweigh its wider kernel (128 x
// 32 x 768, A^T B: 36.7 -> 29.8 us; 1024 x 10 x 100: 60.3 -> 24.0 us; the
// tiny MLP's weight gradient, 128 x 784 x 64: its step 0.185 -> 0.173 ms;
// examples/gpt.net 11,219-11,991 -> 12,327-12,440 examples/s); above that
// the tiles lose (4096 x 32 x 4096: 8.0 -> 8.6 ms). A transposed B
// is packed on the stack (at most kPackedB floats); a larger one, over a
// depth of kDotMinDepth or more with A not transposed (a linear layer's x
// W^T), is dot_gemm's: rows of A and B read where they lie (the tiny MLP's
// forward product, 64 x 128 x 784, in two parts of 64 x 64 x 784: 93-113
// -> 81-101 us on one thread; at depths of 256 and less, or with A
// transposed, OpenBLAS as before: dot_gemm's sums cost more than they save
// there). With AVX-512's tiles (16 floats a vector, twice dot_gemm's 8),
// such a B^T is copied a block at a time instead (wide_product, which
// netc_k_sgemm calls when this returns, so that the two stack buffers are
// never on the stack together): 64 x 128 x
// 784 on one thread 119 (dot_gemm) -> 204 GFLOP/s, 1024 x 3072 x 768 97 ->
// 201; with AVX2's, the blocks run no faster than dot_gemm (113 against
// 119). alpha must be 1 and beta 0 or 1 (all the generated code passes).
// False: not taken (OpenBLAS).
constexpr int64_t kTileMaxMacs = 100 * 100 * 100, kSkinnyDim = 64, kSkinnyMaxMacs = int64_t{1} << 24,
                  kDotMinDepth = 512, kPackAMinCols = 256, kPackAMinRows = 32;
// Never inlined into netc_k_sgemm: its stack buffer would then be held
// there while wide_product's parts hold theirs.
[[gnu::noinline]] bool tile_product(int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha, const float* a, int32_t lda,
                  const float* b, int32_t ldb, float beta, float* c, int32_t ldc) {
  const bool b_trans = tb == CblasTrans;
  if (alpha != 1.0f || (beta != 0.0f && beta != 1.0f)) return false;
  const netc::cpu::ProductParts split = netc::cpu::product_parts(m, n, k, netc_parallel_threads(), int64_t{1} << 16);
  if (b_trans && int64_t{k} * n > kPackedB) {
    if (tiles_wider_than_dot_gemm()) return false;  // wide_product's (netc_k_sgemm)
    if (ta == CblasTrans || k < kDotMinDepth) return false;
    on_parts(split, [&](int64_t first, int64_t count) {
      if (split.by_rows)
        netc::cpu::dot_gemm(count, n, k, a + first * lda, lda, b, ldb, beta != 0.0f, c + first * ldc, ldc);
      else
        netc::cpu::dot_gemm(m, count, k, a, lda, b + first * ldb, ldb, beta != 0.0f, c + first, ldc);
    });
    return true;
  }
  // t (cols x rows, dense) = m^T, m (rows x cols) with row stride ld.
  auto transposed = [](const float* m, int64_t rows, int64_t cols, int64_t ld, float* t) {
    if (ld == cols) netc::cpu::transpose(m, rows, cols, t);
    else
      for (int64_t i = 0; i < rows; ++i)
        for (int64_t j = 0; j < cols; ++j) t[j * rows + i] = m[i * ld + j];
  };
  alignas(64) float packed[kPackedB];  // B^T, or else A^T (below): one buffer's stack
  int64_t lb = ldb;
  if (b_trans) {  // B^T (k x n) from B (n x k, row stride ldb)
    transposed(b, n, k, ldb, packed);
    b = packed;
    lb = n;
  }
  // A's element (i, l): a[i * lda + l], or a[l * lda + i] transposed.
  int64_t a_row = ta == CblasTrans ? 1 : lda, a_col = ta == CblasTrans ? lda : 1;
  // A transposed, read along its columns: each tile's broadcasts step
  // through memory by A's row stride, and at a stride of 2^k floats those
  // rows share a few sets of L1 and evict one another (a weight gradient
  // G^T X over a batch of 64, G 64 x 128: 152-162 -> 141-146 us on one
  // thread). Copied to rows first where B needs no copy, A fits on the
  // stack and the product is wide enough (n >= 256, m >= 32) that the copy
  // costs under half a percent; elsewhere the copy gained nothing or cost
  // up to 3%.
  if (!b_trans && ta == CblasTrans && int64_t{m} * k <= kPackedB && n >= kPackAMinCols && m >= kPackAMinRows) {
    transposed(a, k, m, lda, packed);
    a = packed;
    a_row = k;
    a_col = 1;
  }
  on_parts(split, [&](int64_t first, int64_t count) {
    if (split.by_rows)
      netc::cpu::tile_gemm(count, n, k, a + first * a_row, a_row, a_col, b, lb, beta != 0.0f, c + first * ldc, ldc);
    else
      netc::cpu::tile_gemm(m, count, k, a, a_row, a_col, b + first, lb, beta != 0.0f, c + first, ldc);
  });
  return true;
}
}  // namespace

extern "C" {

void netc_k_sgemm(int32_t order, int32_t ta, int32_t tb, int32_t m, int32_t n, int32_t k, float alpha, const float* a,
                  int32_t lda, const float* b, int32_t ldb, float beta, float* c, int32_t ldc) {
  const auto o = static_cast<CBLAS_ORDER>(order);
  const auto ta_ = static_cast<CBLAS_TRANSPOSE>(ta), tb_ = static_cast<CBLAS_TRANSPOSE>(tb);
  const int64_t threads = netc_parallel_threads();
  // Below OpenBLAS's own threshold for threads (64^3 multiply-adds), or in
  // column-major order (never generated): as it comes, on this thread.
  const int64_t macs = int64_t{m} * n * k;
  if (order != CblasRowMajor || macs <= (int64_t{1} << 18)) {
    cblas_sgemm(o, ta_, tb_, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  const bool skinny = std::min({m, n, k}) <= kSkinnyDim && macs <= kSkinnyMaxMacs;
  const bool mid_sized = macs <= kTileMaxMacs || skinny;
  if (mid_sized && tile_product(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)) return;
  // The larger products where the tiles are wider than OpenBLAS's kernels
  // (on a Zen 5 held to its Haswell kernels, OpenBLAS runs 208-233 GFLOP/s
  // on 2 threads, the tiles 300-400 from 256 x 512 x 512 to 1024 x 3072 x
  // 768; OpenBLAS's SkylakeX kernels, 410-437, keep them), and the
  // mid-sized ones tile_product leaves to wider tiles than dot_gemm's.
  if ((netc::cpu::tiles_wider_than_blas() || (mid_sized && tiles_wider_than_dot_gemm())) &&
      wide_product(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc))
    return;
  OneBlasThread one;  // larger ones on netc's threads only, however many parts
  // OpenBLAS takes products of up to 100^3 multiply-adds to its
  // small-matrix kernels (runtime/cpu/product_parts.h).
  const netc::cpu::ProductParts split = netc::cpu::product_parts(m, n, k, threads, 100 * 100 * 100);
  if (split.parts < 2) {
    cblas_sgemm(o, ta_, tb_, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  on_parts(split, [&](int64_t first, int64_t rows_or_columns) {
    const auto count = static_cast<int32_t>(rows_or_columns);
    if (split.by_rows)  // rows of A and C
      cblas_sgemm(o, ta_, tb_, count, n, k, alpha, a + (ta == CblasTrans ? first : first * lda), lda, b, ldb, beta,
                  c + first * ldc, ldc);
    else  // columns of B and C
      cblas_sgemm(o, ta_, tb_, m, count, k, alpha, a, lda, b + (tb == CblasTrans ? first * ldb : first), ldb, beta,
                  c + first, ldc);
  });
}

void netc_k_conv2d_f32(const float* x, const float* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                       int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s, int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  if (n <= 0) return;  // nothing to compute, and no scratch (as conv_scratch plans)
  const int64_t K = z.taps(), P = z.plane();
  const ConvNeeds needs = conv_needs(ConvCall::Forward, z);
  const Padding pd = input_padding(z);
  Scratch& sc = scratch();
  grow(sc.weights, static_cast<size_t>(needs.weights));
  float* wt = sc.weights.data();
  netc::cpu::transpose(w, o, K, wt);
  const Offsets at = gather_offsets(pd, oh, ow, s, c, kh, kw);
  // Image by image: y[b]^T (P x o) = cols(b)^T W^T, then transposed into y.
  for_each_group(z, n, needs.per_thread, [&](int64_t b, int64_t, int64_t, float* buffer) {
    float *xp = buffer, *yt = buffer + c * pd.plane();
    pad_planes(x + b * c * h * wd, c, h, wd, pd, xp);
    netc::cpu::tile_gemm_gather(P, o, K, xp, at.pos, at.tap, wt, o, false, yt, o);
    netc::cpu::transpose(yt, P, o, y + b * o * P);
  });
}

void netc_k_conv2d_grad_input_f32(const float* g, const float* w, float* dx, int64_t n, int64_t c, int64_t h,
                                  int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                  int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  if (n <= 0) return;  // nothing to compute, and no scratch (as conv_scratch plans)
  const int64_t K = z.taps(), P = z.plane();
  const ConvNeeds needs = conv_needs(ConvCall::InputGradient, z);
  if (!gathered_input_gradient(z)) {
    // Image by image: cols (K x P) = W^T (K x o) g[b] (o x P), the gradient
    // of every column entry, added back where each came from.
    for_each_group(z, n, needs.per_thread, [&](int64_t b, int64_t, int64_t, float* cols) {
      std::memset(dx + b * c * h * wd, 0, sizeof(float) * c * h * wd);
      netc::cpu::tile_gemm(K, P, o, w, 1, K, g + b * o * P, P, false, cols, P);
      col2im_add(cols, z, b, dx);
    });
    return;
  }
  // dx[b][ic][y][x] sums W[oc][ic][u][v] g[b][oc][y + p - u][x + p - v]: with
  // g padded by k - 1 - p zeros (gp) and u' = kh - 1 - u, that is
  // gp[oc][y + u'][x + v'] Wr[(oc, u', v')][ic], a convolution of gp with the
  // flipped filters Wr.
  const Padding pd = gradient_padding(z);
  const int64_t window = o * kh * kw, HW = h * wd;  // gp's values under a window; input positions
  Scratch& sc = scratch();
  grow(sc.weights, static_cast<size_t>(needs.weights));
  float* wr = sc.weights.data();
  for (int64_t oc = 0; oc < o; ++oc)
    for (int64_t u = 0; u < kh; ++u)
      for (int64_t v = 0; v < kw; ++v)
        for (int64_t ic = 0; ic < c; ++ic)
          wr[((oc * kh + u) * kw + v) * c + ic] = w[((oc * c + ic) * kh + kh - 1 - u) * kw + kw - 1 - v];
  const Offsets at = gather_offsets(pd, h, wd, 1, o, kh, kw);
  for_each_group(z, n, needs.per_thread, [&](int64_t b, int64_t, int64_t, float* buffer) {
    float *gp = buffer, *dxt = buffer + o * pd.plane();
    pad_planes(g + b * o * P, o, oh, ow, pd, gp);
    netc::cpu::tile_gemm_gather(HW, c, window, gp, at.pos, at.tap, wr, c, false, dxt, c);
    netc::cpu::transpose(dxt, HW, c, dx + b * c * HW);
  });
}

void netc_k_conv2d_grad_weight_f32(const float* x, const float* g, float* dw, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                   int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  const int64_t K = z.taps(), P = z.plane(), groups = std::min(n, kWeightGroups);
  if (n <= 0) {
    std::memset(dw, 0, sizeof(float) * o * K);
    return;
  }
  const ConvNeeds needs = conv_needs(ConvCall::WeightGradient, z);
  const Padding pd = input_padding(z);
  Scratch& sc = scratch();
  grow(sc.partials, static_cast<size_t>(needs.partials));
  float* part = sc.partials.data();
  const Offsets at = gather_offsets(pd, oh, ow, s, c, kh, kw);
  // Each group of images sums dW^T (K x o) += cols(b) g[b]^T (P x o) into its
  // own partial, image after image; then the partials are added in order.
  // Here cols(b)'s rows are taps and its columns positions: the gather
  // takes (tap, pos), where the forward's cols(b)^T takes (pos, tap).
  for_each_group(z, groups, needs.per_thread, [&](int64_t b0, int64_t b1, int64_t grp, float* buffer) {
    float *xp = buffer, *gt = buffer + c * pd.plane();
    for (int64_t b = b0; b < b1; ++b) {
      pad_planes(x + b * c * h * wd, c, h, wd, pd, xp);
      netc::cpu::transpose(g + b * o * P, o, P, gt);
      netc::cpu::tile_gemm_gather(K, o, P, xp, at.tap, at.pos, gt, o, b > b0, part + grp * o * K, o);
    }
  });
  // Into the first partial, a block of elements at a time (each summed in
  // group order), then transposed into dW.
  parallel(o * K, groups * o * K, [&](int64_t e0, int64_t e1) {
    constexpr int64_t kBlock = 2048;
    for (int64_t first = e0; first < e1; first += kBlock) {
      const int64_t last = std::min(e1, first + kBlock);
      for (int64_t grp = 1; grp < groups; ++grp) {
        const float* from = part + grp * o * K;
        for (int64_t e = first; e < last; ++e) part[e] += from[e];
      }
    }
  });
  netc::cpu::transpose(part, K, o, dw);
}


void netc_k_max_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s) {
#if defined(__SSE4_1__)
  if (k == 2 && s == 2 && ow >= 4) {  // MaxPool2d(2): two rows at a time, four windows at a time
    parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
      for (int64_t pl = p0; pl < p1; ++pl)
        for (int64_t i = 0; i < oh; ++i) {
          const float* r0 = x + (pl * h + 2 * i) * w;
          const float* r1 = r0 + w;
          float* out = y + (pl * oh + i) * ow;
          pool2_row(ow, [&](int64_t j) {
            const Windows4 q(r0 + 2 * j, r1 + 2 * j);
            _mm_storeu_ps(out + j, pool_max4(pool_max4(pool_max4(q.a, q.b), q.c), q.d));
          });
        }
    });
    return;
  }
#endif
  parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
    for (int64_t pl = p0; pl < p1; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float m = -std::numeric_limits<float>::infinity();
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v) {
              m = pool_max(m, x[(pl * h + i * s + u) * w + j * s + v]);
            }
          y[(pl * oh + i) * ow + j] = m;
        }
  });
}

void netc_k_max_pool2d_grad_f32(const float* x, const float* g, float* dx, int64_t planes, int64_t h, int64_t w,
                                int64_t oh, int64_t ow, int64_t k, int64_t s) {
  // Windows that tile the plane (k == s, as MaxPool2d(k) makes them): each
  // writes its own k x k elements once, the gradient at its first maximum
  // and zeros elsewhere; nothing is cleared first.
#if defined(__SSE4_1__)
  if (k == 2 && s == 2 && oh * 2 == h && ow * 2 == w && ow >= 4) {
    // MaxPool2d(2), four windows at a time: masks of "this
    // element is the first maximum so far" (a NaN is never greater: it is
    // chosen only first, as below), then the gradient where the last mask is
    // set and 0 elsewhere, interleaved back into the two rows.
    parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
      for (int64_t pl = p0; pl < p1; ++pl)
        for (int64_t i = 0; i < oh; ++i) {
          const float* r0 = x + (pl * h + 2 * i) * w;
          const float* r1 = r0 + w;
          float* d0 = dx + (pl * h + 2 * i) * w;
          float* d1 = d0 + w;
          const float* gi = g + (pl * oh + i) * ow;
          pool2_row(ow, [&](int64_t j) {
            const Windows4 q(r0 + 2 * j, r1 + 2 * j);
            const __m128 v = _mm_add_ps(_mm_loadu_ps(gi + j), _mm_setzero_ps());  // 0 + g, as below
            const __m128 mb = _mm_cmpgt_ps(q.b, q.a);
            __m128 m = _mm_blendv_ps(q.a, q.b, mb);
            const __m128 mc = _mm_cmpgt_ps(q.c, m);
            m = _mm_blendv_ps(m, q.c, mc);
            const __m128 md = _mm_cmpgt_ps(q.d, m);
            const __m128 od = _mm_and_ps(md, v), oc = _mm_andnot_ps(md, _mm_and_ps(mc, v));
            const __m128 ob = _mm_andnot_ps(_mm_or_ps(mc, md), _mm_and_ps(mb, v));
            const __m128 oa = _mm_andnot_ps(_mm_or_ps(_mm_or_ps(mb, mc), md), v);
            _mm_storeu_ps(d0 + 2 * j, _mm_unpacklo_ps(oa, ob));
            _mm_storeu_ps(d0 + 2 * j + 4, _mm_unpackhi_ps(oa, ob));
            _mm_storeu_ps(d1 + 2 * j, _mm_unpacklo_ps(oc, od));
            _mm_storeu_ps(d1 + 2 * j + 4, _mm_unpackhi_ps(oc, od));
          });
        }
    });
    return;
  }
#endif
  if (k == s && oh * k == h && ow * k == w) {
    parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
      for (int64_t pl = p0; pl < p1; ++pl)
        for (int64_t i = 0; i < oh; ++i)
          for (int64_t j = 0; j < ow; ++j) {
            const float* win = x + (pl * h + i * k) * w + j * k;
            int64_t bu = 0, bv = 0;
            for (int64_t u = 0; u < k; ++u)
              for (int64_t v = 0; v < k; ++v)
                if (win[u * w + v] > win[bu * w + bv]) bu = u, bv = v;
            const float gi = g[(pl * oh + i) * ow + j];
            float* out = dx + (pl * h + i * k) * w + j * k;
            for (int64_t u = 0; u < k; ++u)
              for (int64_t v = 0; v < k; ++v) out[u * w + v] = u == bu && v == bv ? gi + 0.0f : 0.0f;  // 0 + g, as below
          }
    });
    return;
  }
  // Else each plane is written by its own windows only.
  parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
    std::memset(dx + p0 * h * w, 0, sizeof(float) * (p1 - p0) * h * w);
    for (int64_t pl = p0; pl < p1; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          // The gradient goes to the first maximum of the window.
          int64_t best = (pl * h + i * s) * w + j * s;
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v) {
              int64_t at = (pl * h + i * s + u) * w + j * s + v;
              if (x[at] > x[best]) best = at;
            }
          dx[best] += g[(pl * oh + i) * ow + j];
        }
  });
}

void netc_k_avg_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s) {
  float scale = 1.0f / static_cast<float>(k * k);
  parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
    for (int64_t pl = p0; pl < p1; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float acc = 0;
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v) acc += x[(pl * h + i * s + u) * w + j * s + v];
          y[(pl * oh + i) * ow + j] = acc * scale;
        }
  });
}

void netc_k_avg_pool2d_grad_f32(const float* g, float* dx, int64_t planes, int64_t h, int64_t w, int64_t oh,
                                int64_t ow, int64_t k, int64_t s) {
  float scale = 1.0f / static_cast<float>(k * k);
  // Each plane is written by its own windows only.
  parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
    std::memset(dx + p0 * h * w, 0, sizeof(float) * (p1 - p0) * h * w);
    for (int64_t pl = p0; pl < p1; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j)
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v)
              dx[(pl * h + i * s + u) * w + j * s + v] += g[(pl * oh + i) * ow + j] * scale;
  });
}

namespace {
thread_local int64_t t_replica_row = 0;
thread_local netc::cpu::ReplicaReducer t_reducer = nullptr;
thread_local void* t_reducer_ctx = nullptr;
// Lock-free, so that a signal handler may set it (netc::cpu::request_stop).
std::atomic<int32_t> g_stop{0};
static_assert(std::atomic<int32_t>::is_always_lock_free);
}  // namespace

int64_t netc_k_replica_row(void) { return t_replica_row; }

void netc_k_replica_mean_f32(const float* x, float* y, int64_t n, int32_t backward) {
  if (y != x) std::memmove(y, x, sizeof(float) * static_cast<size_t>(n));
  if (t_reducer) t_reducer(t_reducer_ctx, y, n, backward);
}

int32_t netc_k_stop_requested(void) { return g_stop.load(std::memory_order_relaxed); }

void netc_k_dropout_f32(const float* x, float* y, int64_t n, float p, int64_t seed, int64_t step, int64_t first) {
  // The mask is the one ir/random.h defines for the op (dropout_keep), so
  // every backend and the reference evaluator agree on it: the stream of
  // (seed, step) once, then a comparison of integers per element.
  float keep = 1.0f - p;
  float scale = keep > 0 ? 1.0f / keep : 0.0f;
  const uint64_t stream = netc::ir::counter_stream(seed, step), threshold = netc::ir::dropout_threshold(p);
  parallel(n, n, [&](int64_t i0, int64_t i1) {
    int64_t i = i0;
#if NETC_HAVE_VEC8
    // Eight at a time, the same bits (vec8.h's mix64x4 is netc_mix64).
    const __m256i vstream = _mm256_set1_epi64x(static_cast<int64_t>(stream));
    const __m256i below = _mm256_set1_epi32(static_cast<int32_t>(threshold) - 1);  // threshold <= 2^24
    const __m256i step4 = _mm256_set1_epi64x(4);
    __m256i index = _mm256_add_epi64(_mm256_set1_epi64x(first + i), _mm256_setr_epi64x(0, 1, 2, 3));
    const __m256 vscale = _mm256_set1_ps(scale);
    for (; i + 8 <= i1; i += 8) {
      const __m256i a = _mm256_srli_epi64(netc::cpu::vec8::mix64x4(_mm256_xor_si256(vstream, index)), 40);
      index = _mm256_add_epi64(index, step4);
      const __m256i b = _mm256_srli_epi64(netc::cpu::vec8::mix64x4(_mm256_xor_si256(vstream, index)), 40);
      index = _mm256_add_epi64(index, step4);
      const __m256 keep = _mm256_castsi256_ps(_mm256_cmpgt_epi32(netc::cpu::vec8::low_halves(a, b), below));
      _mm256_storeu_ps(y + i, _mm256_and_ps(keep, _mm256_mul_ps(_mm256_loadu_ps(x + i), vscale)));
    }
#endif
    for (; i < i1; ++i)
      y[i] = netc::ir::counter_bits(stream, static_cast<uint64_t>(first + i)) >= threshold ? x[i] * scale : 0.0f;
  });
}

void netc_k_random_f32(float* y, int64_t n, int32_t kind, float a, float b, int64_t seed, int64_t step, int64_t first) {
  for (int64_t i = 0; i < n; ++i) {
    int64_t e = first + i;
    if (kind == 0) {
      y[i] = a + (b - a) * static_cast<float>(uniform01(seed, step, e));
    } else {
      // Box-Muller on two independent streams.
      double u1 = uniform01(seed, step, e, 0x1111), u2 = uniform01(seed, step, e, 0x2222);
      y[i] = a + b * static_cast<float>(std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
    }
  }
}

}  // extern "C"

namespace netc::cpu {

void set_replica_row(int64_t row) { t_replica_row = row; }

void set_replica_reducer(ReplicaReducer reduce, void* ctx) {
  t_reducer = reduce;
  t_reducer_ctx = ctx;
}

void request_stop() { g_stop.store(1, std::memory_order_relaxed); }
void clear_stop_request() { g_stop.store(0, std::memory_order_relaxed); }
bool stop_requested() { return g_stop.load(std::memory_order_relaxed) != 0; }

const KernelSymbol* kernel_symbols(int* count) {
#define K(name) {#name, reinterpret_cast<void*>(&name)}
  static const KernelSymbol table[] = {
      K(netc_k_softmax_f32), K(netc_k_argmax_f32), K(netc_k_argmax_i32), K(netc_k_argmax_i64),
      K(netc_k_argmax_bf16), K(netc_k_argmax_f16), K(netc_k_topk_f32), K(netc_k_topk_i32), K(netc_k_topk_i64), K(netc_k_topk_bf16),
      K(netc_k_topk_f16), K(netc_k_gather_f32), K(netc_k_gather_grad_f32),
      K(netc_k_take_f32), K(netc_k_take_grad_f32), K(netc_k_conv2d_f32), K(netc_k_conv2d_grad_input_f32),
      K(netc_k_conv2d_grad_weight_f32), K(netc_k_max_pool2d_f32), K(netc_k_max_pool2d_grad_f32),
      K(netc_k_avg_pool2d_f32), K(netc_k_avg_pool2d_grad_f32), K(netc_k_dropout_f32), K(netc_k_random_f32), K(netc_k_replica_row),
      K(netc_k_replica_mean_f32),
      K(netc_k_stop_requested), K(netc_parallel_for), K(netc_async_start), K(netc_async_wait), K(netc_k_sgemm),
      K(netc_k_gemm_bf16),
      K(netc_k_gemm_f16), K(netc_k_conv2d_bf16), K(netc_k_conv2d_grad_input_bf16), K(netc_k_conv2d_grad_weight_bf16),
      K(netc_k_conv2d_f16), K(netc_k_conv2d_grad_input_f16), K(netc_k_conv2d_grad_weight_f16),
  };
#undef K
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

}  // namespace netc::cpu
