#include "runtime/cpu/kernels.h"

#include "ir/random.h"

#include <cblas.h>

#include <algorithm>
#include <utility>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace {

inline int64_t index_at(const void* idx, int32_t idx32, int64_t i) {
  return idx32 ? static_cast<const int32_t*>(idx)[i] : static_cast<const int64_t*>(idx)[i];
}

// splitmix64 over (seed, step, i): a counter-based generator.
inline uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
inline double uniform01(int64_t seed, int64_t step, int64_t i, uint64_t stream = 0) {
  uint64_t z = mix(mix(mix(static_cast<uint64_t>(seed)) ^ static_cast<uint64_t>(step)) ^ static_cast<uint64_t>(i) ^ stream);
  return (static_cast<double>(z >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

// Runs f(begin, end) over [0, n) on netc's thread pool when the whole call
// touches at least 2^15 elements (`work`), as generated loops are split (see
// lower.cc); else on the calling thread. Every split below writes disjoint
// outputs, each computed as on one thread, so results do not depend on the
// thread count.
template <class F>
void parallel(int64_t n, int64_t work, F&& f) {
  if (n < 2 || work < (int64_t{1} << 15)) {
    f(int64_t{0}, n);
    return;
  }
  netc_parallel_for([](void* ctx, int64_t b, int64_t e) { (*static_cast<F*>(ctx))(b, e); }, &f, n);
}

}  // namespace

extern "C" {

void netc_k_softmax_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int32_t log) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      const float* px = x + o * n * inner + in;
      float* py = y + o * n * inner + in;
      float m = -std::numeric_limits<float>::infinity();
      for (int64_t k = 0; k < n; ++k) m = std::max(m, px[k * inner]);
      // Each exponential in float (expf is correctly rounded to within an
      // ulp, and several times faster than exp), their sum in double.
      double sum = 0;
      if (log) {
        for (int64_t k = 0; k < n; ++k) sum += std::exp(px[k * inner] - m);
        float lse = m + static_cast<float>(std::log(sum));
        for (int64_t k = 0; k < n; ++k) py[k * inner] = px[k * inner] - lse;
      } else {
        for (int64_t k = 0; k < n; ++k) sum += py[k * inner] = std::exp(px[k * inner] - m);
        float scale = static_cast<float>(1.0 / sum);
        for (int64_t k = 0; k < n; ++k) py[k * inner] *= scale;
      }
    }
}

void netc_k_argmax_f32(const float* x, int64_t* y, int64_t outer, int64_t n, int64_t inner) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      const float* px = x + o * n * inner + in;
      int64_t best = 0;
      for (int64_t k = 1; k < n; ++k)
        if (px[k * inner] > px[best * inner]) best = k;
      y[o * inner + in] = best;
    }
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

// Convolution as matrix products (im2col): the input values under each filter
// tap are laid out as columns, so that a convolution of a chunk of images is
// one sgemm with the filters, and its gradients are two more.
namespace {

struct ConvShape {
  int64_t n, c, h, w, o, kh, kw, oh, ow, s, p;
  int64_t taps() const { return c * kh * kw; }  // K: rows of the columns matrix
  int64_t plane() const { return oh * ow; }     // P: output positions per image
};

// Scratch memory kept by each thread between calls: it grows to the largest
// request and is then reused, so steady-state steps allocate nothing.
std::vector<float>& scratch_slot(int slot) {
  thread_local std::vector<float> buffers[2];
  return buffers[slot];
}
float* scratch(int slot, size_t count) {
  std::vector<float>& b = scratch_slot(slot);
  if (b.size() < count) std::vector<float>(count).swap(b);  // exactly the request: nothing is kept in it
  return b.data();
}

// Images per product: as many as keep the columns under 8 MiB.
int64_t images_per_chunk(const ConvShape& z) {
  int64_t per_image = std::max<int64_t>(1, z.taps() * z.plane());
  return std::clamp<int64_t>((int64_t{8} << 20) / 4 / per_image, 1, z.n);
}

// The output columns j of tap column v whose input column j * s - p + v
// lies inside the image: [first, last); the others read the padding.
std::pair<int64_t, int64_t> inside_columns(const ConvShape& z, int64_t v) {
  auto ceil_div = [](int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); };
  // Narrow inputs: every column of a tap may lie in the padding (first >= ow).
  int64_t first = std::min<int64_t>(z.ow, std::max<int64_t>(0, ceil_div(z.p - v, z.s)));
  int64_t last = std::min<int64_t>(z.ow, ceil_div(z.w + z.p - v, z.s));
  return {first, std::max(first, last)};
}

// cols[k][(b - b0) * P + q]: the input under tap k = (ic, u, v) at output
// position q = (i, j) of image b, 0 in the padding. Each row of taps is
// zeros, then a copy (strided for stride > 1), then zeros: no test per element.
void im2col(const float* x, const ConvShape& z, int64_t b0, int64_t nb, float* cols) {
  const int64_t P = z.plane(), ld = nb * P;
  parallel(z.taps(), z.taps() * ld, [&](int64_t k0, int64_t k1) {
    for (int64_t k = k0; k < k1; ++k) {
      const int64_t ic = k / (z.kh * z.kw), u = k / z.kw % z.kh, v = k % z.kw;
      const auto [first, last] = inside_columns(z, v);
      float* row = cols + k * ld;
      for (int64_t b = 0; b < nb; ++b) {
        const float* img = x + ((b0 + b) * z.c + ic) * z.h * z.w;
        for (int64_t i = 0; i < z.oh; ++i) {
          float* out = row + b * P + i * z.ow;
          int64_t yi = i * z.s - z.p + u;
          if (yi < 0 || yi >= z.h) {
            std::fill(out, out + z.ow, 0.0f);
            continue;
          }
          std::fill(out, out + first, 0.0f);
          if (first < last) {
            const float* in = img + yi * z.w + first * z.s - z.p + v;
            if (z.s == 1) std::copy(in, in + (last - first), out + first);
            else
              for (int64_t j = first; j < last; ++j) out[j] = in[(j - first) * z.s];
          }
          std::fill(out + last, out + z.ow, 0.0f);
        }
      }
    }
  });
}

// The columns of images [b0, b0 + nb), in scratch slot 0.
const float* columns(const float* x, const ConvShape& z, int64_t b0, int64_t nb) {
  float* cols = scratch(0, static_cast<size_t>(z.taps() * nb * z.plane()));
  im2col(x, z, b0, nb, cols);
  return cols;
}

// The reverse of im2col: adds each column entry into the input position it
// came from. Split over input channels: each writes its own planes of dx,
// adding its taps in the same order on any thread count.
void col2im_add(const float* cols, const ConvShape& z, int64_t b0, int64_t nb, float* dx) {
  const int64_t P = z.plane(), ld = nb * P;
  parallel(z.c, z.taps() * ld, [&](int64_t c0, int64_t c1) {
    for (int64_t ic = c0; ic < c1; ++ic)
      for (int64_t u = 0; u < z.kh; ++u)
        for (int64_t v = 0; v < z.kw; ++v) {
          const float* row = cols + ((ic * z.kh + u) * z.kw + v) * ld;
          const auto [first, last] = inside_columns(z, v);
          for (int64_t b = 0; b < nb; ++b) {
            float* img = dx + ((b0 + b) * z.c + ic) * z.h * z.w;
            for (int64_t i = 0; i < z.oh; ++i) {
              int64_t yi = i * z.s - z.p + u;
              if (yi < 0 || yi >= z.h) continue;
              if (first == last) continue;
              const float* in = row + b * P + i * z.ow;
              float* at = img + yi * z.w + first * z.s - z.p + v;
              for (int64_t j = first; j < last; ++j) at[(j - first) * z.s] += in[j];
            }
          }
        }
  });
}

// Between the [n, o, P] layout of outputs and gradients and the [o, nb * P]
// layout of one chunk's product.
void chunk_from_nop(const float* g, const ConvShape& z, int64_t b0, int64_t nb, float* out) {
  const int64_t P = z.plane();
  parallel(z.o, z.o * nb * P, [&](int64_t o0, int64_t o1) {
    for (int64_t oc = o0; oc < o1; ++oc)
      for (int64_t b = 0; b < nb; ++b)
        std::memcpy(out + oc * nb * P + b * P, g + ((b0 + b) * z.o + oc) * P, sizeof(float) * P);
  });
}
// Images [b0, b0 + nb) of the output gradient g as [o, nb * P]: g itself for
// one image, else a copy in scratch slot 1.
const float* gradient_chunk(const float* g, const ConvShape& z, int64_t b0, int64_t nb) {
  if (nb == 1) return g + b0 * z.o * z.plane();
  float* t = scratch(1, static_cast<size_t>(z.o * nb * z.plane()));
  chunk_from_nop(g, z, b0, nb, t);
  return t;
}
void chunk_to_nop(const float* in, const ConvShape& z, int64_t b0, int64_t nb, float* y) {
  const int64_t P = z.plane();
  parallel(z.o, z.o * nb * P, [&](int64_t o0, int64_t o1) {
    for (int64_t oc = o0; oc < o1; ++oc)
      for (int64_t b = 0; b < nb; ++b)
        std::memcpy(y + ((b0 + b) * z.o + oc) * P, in + oc * nb * P + b * P, sizeof(float) * P);
  });
}

}  // namespace

namespace netc::cpu {
ConvScratch conv_scratch(int64_t n, int64_t c, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow) {
  const ConvShape z{n, c, 0, 0, o, kh, kw, oh, ow, 1, 0};
  if (n <= 0) return {};
  int64_t nb = std::min(images_per_chunk(z), n);  // the first chunk is the largest
  ConvScratch s;
  s.columns = static_cast<uint64_t>(z.taps() * nb * z.plane()) * sizeof(float);
  if (nb > 1) s.chunk = static_cast<uint64_t>(o * nb * z.plane()) * sizeof(float);
  return s;
}
ConvScratch conv_scratch_held() {
  return {scratch_slot(0).capacity() * sizeof(float), scratch_slot(1).capacity() * sizeof(float)};
}
}  // namespace netc::cpu

extern "C" {

void netc_k_conv2d_f32(const float* x, const float* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                       int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s, int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  const int64_t K = z.taps(), P = z.plane(), chunk = images_per_chunk(z);
  for (int64_t b0 = 0; b0 < n; b0 += chunk) {
    int64_t nb = std::min(chunk, n - b0);
    const float* cols = columns(x, z, b0, nb);
    // One image: the product is already in y's layout.
    float* out = nb == 1 ? y + b0 * o * P : scratch(1, static_cast<size_t>(o * nb * P));
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(o), static_cast<int>(nb * P),
                static_cast<int>(K), 1.0f, w, static_cast<int>(K), cols, static_cast<int>(nb * P), 0.0f, out,
                static_cast<int>(nb * P));
    if (nb > 1) chunk_to_nop(out, z, b0, nb, y);
  }
}

void netc_k_conv2d_grad_input_f32(const float* g, const float* w, float* dx, int64_t n, int64_t c, int64_t h,
                                  int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                  int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  const int64_t K = z.taps(), P = z.plane(), chunk = images_per_chunk(z);
  std::memset(dx, 0, sizeof(float) * n * c * h * wd);
  for (int64_t b0 = 0; b0 < n; b0 += chunk) {
    int64_t nb = std::min(chunk, n - b0);
    const float* gc = gradient_chunk(g, z, b0, nb);
    // cols = W^T G: the gradient of every column entry.
    float* cols = scratch(0, static_cast<size_t>(K * nb * P));
    cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, static_cast<int>(K), static_cast<int>(nb * P),
                static_cast<int>(o), 1.0f, w, static_cast<int>(K), gc, static_cast<int>(nb * P), 0.0f, cols,
                static_cast<int>(nb * P));
    col2im_add(cols, z, b0, nb, dx);
  }
}

void netc_k_conv2d_grad_weight_f32(const float* x, const float* g, float* dw, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                   int64_t p) {
  const ConvShape z{n, c, h, wd, o, kh, kw, oh, ow, s, p};
  const int64_t K = z.taps(), P = z.plane(), chunk = images_per_chunk(z);
  for (int64_t b0 = 0; b0 < n; b0 += chunk) {
    int64_t nb = std::min(chunk, n - b0);
    const float* cols = columns(x, z, b0, nb);
    const float* gc = gradient_chunk(g, z, b0, nb);
    // dW (+)= G cols^T, summed over the chunks.
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(o), static_cast<int>(K),
                static_cast<int>(nb * P), 1.0f, gc, static_cast<int>(nb * P), cols, static_cast<int>(nb * P),
                b0 == 0 ? 0.0f : 1.0f, dw, static_cast<int>(K));
  }
  if (n == 0) std::memset(dw, 0, sizeof(float) * o * c * kh * kw);
}

void netc_k_max_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s) {
  parallel(planes, planes * h * w, [&](int64_t p0, int64_t p1) {
    for (int64_t pl = p0; pl < p1; ++pl)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float m = -std::numeric_limits<float>::infinity();
          for (int64_t u = 0; u < k; ++u)
            for (int64_t v = 0; v < k; ++v) {
              float e = x[(pl * h + i * s + u) * w + j * s + v];
              if (e != e || e > m) m = e;  // NaN wins, and stays
            }
          y[(pl * oh + i) * ow + j] = m;
        }
  });
}

void netc_k_max_pool2d_grad_f32(const float* x, const float* g, float* dx, int64_t planes, int64_t h, int64_t w,
                                int64_t oh, int64_t ow, int64_t k, int64_t s) {
  // Each plane is written by its own windows only.
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
}  // namespace

int64_t netc_k_replica_row(void) { return t_replica_row; }

void netc_k_dropout_f32(const float* x, float* y, int64_t n, float p, int64_t seed, int64_t step, int64_t first) {
  // The mask is the one ir/random.h defines for the op, so every backend and
  // the reference evaluator agree on it.
  float keep = 1.0f - p;
  float scale = keep > 0 ? 1.0f / keep : 0.0f;
  parallel(n, n, [&](int64_t i0, int64_t i1) {
    for (int64_t i = i0; i < i1; ++i)
      y[i] = netc::ir::dropout_keep(seed, step, static_cast<uint64_t>(first + i), p) ? x[i] * scale : 0.0f;
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

const KernelSymbol* kernel_symbols(int* count) {
#define K(name) {#name, reinterpret_cast<void*>(&name)}
  static const KernelSymbol table[] = {
      K(netc_k_softmax_f32), K(netc_k_argmax_f32), K(netc_k_gather_f32), K(netc_k_gather_grad_f32),
      K(netc_k_take_f32), K(netc_k_take_grad_f32), K(netc_k_conv2d_f32), K(netc_k_conv2d_grad_input_f32),
      K(netc_k_conv2d_grad_weight_f32), K(netc_k_max_pool2d_f32), K(netc_k_max_pool2d_grad_f32),
      K(netc_k_avg_pool2d_f32), K(netc_k_avg_pool2d_grad_f32), K(netc_k_dropout_f32), K(netc_k_random_f32), K(netc_k_replica_row),
      K(netc_parallel_for),
  };
#undef K
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

}  // namespace netc::cpu
