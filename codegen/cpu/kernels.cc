#include "codegen/cpu/kernels.h"

#include "ir/random.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

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

}  // namespace

extern "C" {

void netc_k_softmax_f32(const float* x, float* y, int64_t outer, int64_t n, int64_t inner, int32_t log) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      const float* px = x + o * n * inner + in;
      float* py = y + o * n * inner + in;
      float m = -std::numeric_limits<float>::infinity();
      for (int64_t k = 0; k < n; ++k) m = std::max(m, px[k * inner]);
      double sum = 0;
      for (int64_t k = 0; k < n; ++k) sum += std::exp(static_cast<double>(px[k * inner] - m));
      if (log) {
        float lse = m + static_cast<float>(std::log(sum));
        for (int64_t k = 0; k < n; ++k) py[k * inner] = px[k * inner] - lse;
      } else {
        for (int64_t k = 0; k < n; ++k) py[k * inner] = static_cast<float>(std::exp(static_cast<double>(px[k * inner] - m)) / sum);
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

void netc_k_conv2d_f32(const float* x, const float* w, float* y, int64_t n, int64_t c, int64_t h, int64_t wd,
                       int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s, int64_t p) {
  for (int64_t b = 0; b < n; ++b)
    for (int64_t oc = 0; oc < o; ++oc)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float acc = 0;
          for (int64_t ic = 0; ic < c; ++ic)
            for (int64_t u = 0; u < kh; ++u) {
              int64_t yi = i * s - p + u;
              if (yi < 0 || yi >= h) continue;
              for (int64_t v = 0; v < kw; ++v) {
                int64_t xj = j * s - p + v;
                if (xj < 0 || xj >= wd) continue;
                acc += x[((b * c + ic) * h + yi) * wd + xj] * w[((oc * c + ic) * kh + u) * kw + v];
              }
            }
          y[((b * o + oc) * oh + i) * ow + j] = acc;
        }
}

void netc_k_conv2d_grad_input_f32(const float* g, const float* w, float* dx, int64_t n, int64_t c, int64_t h,
                                  int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                  int64_t p) {
  std::memset(dx, 0, sizeof(float) * n * c * h * wd);
  for (int64_t b = 0; b < n; ++b)
    for (int64_t oc = 0; oc < o; ++oc)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float gv = g[((b * o + oc) * oh + i) * ow + j];
          for (int64_t ic = 0; ic < c; ++ic)
            for (int64_t u = 0; u < kh; ++u) {
              int64_t yi = i * s - p + u;
              if (yi < 0 || yi >= h) continue;
              for (int64_t v = 0; v < kw; ++v) {
                int64_t xj = j * s - p + v;
                if (xj < 0 || xj >= wd) continue;
                dx[((b * c + ic) * h + yi) * wd + xj] += gv * w[((oc * c + ic) * kh + u) * kw + v];
              }
            }
        }
}

void netc_k_conv2d_grad_weight_f32(const float* x, const float* g, float* dw, int64_t n, int64_t c, int64_t h,
                                   int64_t wd, int64_t o, int64_t kh, int64_t kw, int64_t oh, int64_t ow, int64_t s,
                                   int64_t p) {
  std::memset(dw, 0, sizeof(float) * o * c * kh * kw);
  for (int64_t b = 0; b < n; ++b)
    for (int64_t oc = 0; oc < o; ++oc)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          float gv = g[((b * o + oc) * oh + i) * ow + j];
          for (int64_t ic = 0; ic < c; ++ic)
            for (int64_t u = 0; u < kh; ++u) {
              int64_t yi = i * s - p + u;
              if (yi < 0 || yi >= h) continue;
              for (int64_t v = 0; v < kw; ++v) {
                int64_t xj = j * s - p + v;
                if (xj < 0 || xj >= wd) continue;
                dw[((oc * c + ic) * kh + u) * kw + v] += gv * x[((b * c + ic) * h + yi) * wd + xj];
              }
            }
        }
}

void netc_k_max_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s) {
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j) {
        float m = -std::numeric_limits<float>::infinity();
        for (int64_t u = 0; u < k; ++u)
          for (int64_t v = 0; v < k; ++v) m = std::max(m, x[(pl * h + i * s + u) * w + j * s + v]);
        y[(pl * oh + i) * ow + j] = m;
      }
}

void netc_k_max_pool2d_grad_f32(const float* x, const float* g, float* dx, int64_t planes, int64_t h, int64_t w,
                                int64_t oh, int64_t ow, int64_t k, int64_t s) {
  std::memset(dx, 0, sizeof(float) * planes * h * w);
  for (int64_t pl = 0; pl < planes; ++pl)
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
}

void netc_k_avg_pool2d_f32(const float* x, float* y, int64_t planes, int64_t h, int64_t w, int64_t oh, int64_t ow,
                           int64_t k, int64_t s) {
  float scale = 1.0f / static_cast<float>(k * k);
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j) {
        float acc = 0;
        for (int64_t u = 0; u < k; ++u)
          for (int64_t v = 0; v < k; ++v) acc += x[(pl * h + i * s + u) * w + j * s + v];
        y[(pl * oh + i) * ow + j] = acc * scale;
      }
}

void netc_k_avg_pool2d_grad_f32(const float* g, float* dx, int64_t planes, int64_t h, int64_t w, int64_t oh,
                                int64_t ow, int64_t k, int64_t s) {
  std::memset(dx, 0, sizeof(float) * planes * h * w);
  float scale = 1.0f / static_cast<float>(k * k);
  for (int64_t pl = 0; pl < planes; ++pl)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j)
        for (int64_t u = 0; u < k; ++u)
          for (int64_t v = 0; v < k; ++v) dx[(pl * h + i * s + u) * w + j * s + v] += g[(pl * oh + i) * ow + j] * scale;
}

void netc_k_dropout_f32(const float* x, float* y, int64_t n, float p, int64_t seed, int64_t step) {
  // The mask is the one ir/random.h defines for the op, so every backend and
  // the reference evaluator agree on it.
  float keep = 1.0f - p;
  float scale = keep > 0 ? 1.0f / keep : 0.0f;
  for (int64_t i = 0; i < n; ++i)
    y[i] = netc::ir::dropout_keep(seed, step, static_cast<uint64_t>(i), p) ? x[i] * scale : 0.0f;
}

void netc_k_random_f32(float* y, int64_t n, int32_t kind, float a, float b, int64_t seed, int64_t step) {
  for (int64_t i = 0; i < n; ++i) {
    if (kind == 0) {
      y[i] = a + (b - a) * static_cast<float>(uniform01(seed, step, i));
    } else {
      // Box-Muller on two independent streams.
      double u1 = uniform01(seed, step, i, 0x1111), u2 = uniform01(seed, step, i, 0x2222);
      y[i] = a + b * static_cast<float>(std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
    }
  }
}

}  // extern "C"

namespace netc::cpu {

const KernelSymbol* kernel_symbols(int* count) {
#define K(name) {#name, reinterpret_cast<void*>(&name)}
  static const KernelSymbol table[] = {
      K(netc_k_softmax_f32), K(netc_k_argmax_f32), K(netc_k_gather_f32), K(netc_k_gather_grad_f32),
      K(netc_k_take_f32), K(netc_k_take_grad_f32), K(netc_k_conv2d_f32), K(netc_k_conv2d_grad_input_f32),
      K(netc_k_conv2d_grad_weight_f32), K(netc_k_max_pool2d_f32), K(netc_k_max_pool2d_grad_f32),
      K(netc_k_avg_pool2d_f32), K(netc_k_avg_pool2d_grad_f32), K(netc_k_dropout_f32), K(netc_k_random_f32),
      K(netc_parallel_for),
  };
#undef K
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

}  // namespace netc::cpu
