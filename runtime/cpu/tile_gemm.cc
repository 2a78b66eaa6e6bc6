#include "runtime/cpu/tile_gemm.h"

#include <immintrin.h>

#include <cstdlib>

#define NETC_TILE_ISA avx2
#define NETC_TILE_VEC_BITS 256
#include "runtime/cpu/tile_gemm_kernels.h"

namespace netc::cpu {
namespace wide {  // tile_gemm_wide.cc: the same products with AVX-512's registers
void gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b, int64_t ldb,
          bool accumulate, float* c, int64_t ldc);
void gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                 const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc);
}  // namespace wide

namespace {

// Whether this CPU (and its OS) runs AVX-512VL: then tile_gemm_wide.cc's
// tiles, else AVX2's. NETC_WIDE_TILES=0 keeps AVX2's (the tests compare).
bool wide_tiles() {
  static const bool wide = [] {
    const char* env = std::getenv("NETC_WIDE_TILES");
    if (env && env[0] == '0') return false;
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
  }();
  return wide;
}

// t[0..8) (row stride lt) = the 8 x 8 block at m (row stride lm), transposed:
// pairs of rows interleaved, then quads, then the 128-bit halves swapped.
inline void transpose8x8(const float* m, int64_t lm, float* t, int64_t lt) {
  __m256 r[8], u[8];
  for (int i = 0; i < 8; ++i) r[i] = _mm256_loadu_ps(m + i * lm);
  for (int i = 0; i < 8; i += 2) {  // a0 b0 a1 b1 | a4 b4 a5 b5 and a2 b2 a3 b3 | a6 b6 a7 b7
    u[i] = _mm256_unpacklo_ps(r[i], r[i + 1]);
    u[i + 1] = _mm256_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 8; i += 4) {  // a0 b0 c0 d0 | a4 b4 c4 d4, then columns 1, 2, 3 (| 5, 6, 7)
    r[i] = _mm256_shuffle_ps(u[i], u[i + 2], 0x44);
    r[i + 1] = _mm256_shuffle_ps(u[i], u[i + 2], 0xEE);
    r[i + 2] = _mm256_shuffle_ps(u[i + 1], u[i + 3], 0x44);
    r[i + 3] = _mm256_shuffle_ps(u[i + 1], u[i + 3], 0xEE);
  }
  for (int i = 0; i < 4; ++i) {
    _mm256_storeu_ps(t + i * lt, _mm256_permute2f128_ps(r[i], r[i + 4], 0x20));
    _mm256_storeu_ps(t + (i + 4) * lt, _mm256_permute2f128_ps(r[i], r[i + 4], 0x31));
  }
}

}  // namespace

void transpose(const float* m, int64_t rows, int64_t cols, int64_t lm, float* t, int64_t lt) {
  int64_t i = 0;
  for (; i + 8 <= rows; i += 8) {
    int64_t j = 0;
    for (; j + 8 <= cols; j += 8) transpose8x8(m + i * lm + j, lm, t + j * lt + i, lt);
    for (; j < cols; ++j)
      for (int64_t r = i; r < i + 8; ++r) t[j * lt + r] = m[r * lm + j];
  }
  for (; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) t[j * lt + i] = m[i * lm + j];
}

void transpose(const float* m, int64_t rows, int64_t cols, float* t) { transpose(m, rows, cols, cols, t, rows); }

int64_t tile_vector_floats() { return wide_tiles() ? 16 : 8; }

void tile_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b,
               int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  if (wide_tiles()) wide::gemm(m, n, k, a, a_row, a_col, b, ldb, accumulate, c, ldc);
  else avx2::gemm(m, n, k, a, a_row, a_col, b, ldb, accumulate, c, ldc);
}

void tile_gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                      const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  if (wide_tiles()) wide::gemm_gather(m, n, k, a, rows, cols, b, ldb, accumulate, c, ldc);
  else avx2::gemm_gather(m, n, k, a, rows, cols, b, ldb, accumulate, c, ldc);
}

}  // namespace netc::cpu
