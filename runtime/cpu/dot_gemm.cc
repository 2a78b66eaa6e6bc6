#include "runtime/cpu/dot_gemm.h"

#include <immintrin.h>

#include <algorithm>

#include "runtime/cpu/vec8.h"

namespace netc::cpu {
namespace {

// A tile is R rows of A by S rows of B: R S accumulators, S vectors of B
// and one of A at a time fill AVX2's 16 registers at R = 4, S = 3. Per 8
// columns of k a tile loads R + S vectors for R S multiply-adds.
constexpr int kRows = 4, kCols = 3;

// The sums of v0..v3's lanes, each ((s0 + s1) + (s2 + s3)) + ((s4 + s5) +
// (s6 + s7)): two horizontal adds pair the lanes within each 128-bit half,
// then the halves are added.
inline __m128 lane_sums(__m256 v0, __m256 v1, __m256 v2, __m256 v3) {
  const __m256 t = _mm256_hadd_ps(_mm256_hadd_ps(v0, v1), _mm256_hadd_ps(v2, v3));
  return _mm_add_ps(_mm256_castps256_ps128(t), _mm256_extractf128_ps(t, 1));
}

// C's rows [0, R) by columns [0, S) (at c) from A's rows at a and B's at b.
template <int R, int S>
void tile(const float* a, int64_t lda, const float* b, int64_t ldb, int64_t k, __m256i tail, bool accumulate, float* c,
          int64_t ldc) {
  __m256 acc[R][S];
  for (int r = 0; r < R; ++r)
    for (int s = 0; s < S; ++s) acc[r][s] = _mm256_setzero_ps();
  int64_t l = 0;
  for (; l + 8 <= k; l += 8) {
    __m256 bv[S];
    for (int s = 0; s < S; ++s) bv[s] = _mm256_loadu_ps(b + s * ldb + l);
    for (int r = 0; r < R; ++r) {
      const __m256 av = _mm256_loadu_ps(a + r * lda + l);
      for (int s = 0; s < S; ++s) acc[r][s] = _mm256_fmadd_ps(av, bv[s], acc[r][s]);
    }
  }
  if (l < k) {  // the last columns, the lanes past k read as 0
    __m256 bv[S];
    for (int s = 0; s < S; ++s) bv[s] = _mm256_maskload_ps(b + s * ldb + l, tail);
    for (int r = 0; r < R; ++r) {
      const __m256 av = _mm256_maskload_ps(a + r * lda + l, tail);
      for (int s = 0; s < S; ++s) acc[r][s] = _mm256_fmadd_ps(av, bv[s], acc[r][s]);
    }
  }
  for (int r = 0; r < R; ++r) {
    __m256 v[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
    for (int s = 0; s < S; ++s) v[s] = acc[r][s];
    alignas(16) float sums[4];
    _mm_store_ps(sums, lane_sums(v[0], v[1], v[2], v[3]));
    for (int s = 0; s < S; ++s) c[r * ldc + s] = accumulate ? c[r * ldc + s] + sums[s] : sums[s];
  }
}

// Every row of A against S rows of B (at b; C's columns at c): kRows at a
// time, then the rest.
template <int S>
void columns(int64_t m, int64_t k, const float* a, int64_t lda, const float* b, int64_t ldb, __m256i tail,
             bool accumulate, float* c, int64_t ldc) {
  int64_t i = 0;
  for (; i + kRows <= m; i += kRows) tile<kRows, S>(a + i * lda, lda, b, ldb, k, tail, accumulate, c + i * ldc, ldc);
  const float* ai = a + i * lda;
  float* ci = c + i * ldc;
  switch (m - i) {
    case 1: tile<1, S>(ai, lda, b, ldb, k, tail, accumulate, ci, ldc); break;
    case 2: tile<2, S>(ai, lda, b, ldb, k, tail, accumulate, ci, ldc); break;
    case 3: tile<3, S>(ai, lda, b, ldb, k, tail, accumulate, ci, ldc); break;
    default: break;
  }
}

}  // namespace

void dot_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t lda, const float* b, int64_t ldb,
              bool accumulate, float* c, int64_t ldc) {
  if (m <= 0 || n <= 0) return;
  if (k <= 0) {
    if (!accumulate)
      for (int64_t i = 0; i < m; ++i) std::fill(c + i * ldc, c + i * ldc + n, 0.0f);
    return;
  }
  const __m256i tail = vec8::first_lanes(k % 8);
  // Columns of C kCols at a time (rows of B, in L1 while every row of A
  // passes), then the rest.
  int64_t j = 0;
  for (; j + kCols <= n; j += kCols) columns<kCols>(m, k, a, lda, b + j * ldb, ldb, tail, accumulate, c + j, ldc);
  switch (n - j) {
    case 1: columns<1>(m, k, a, lda, b + j * ldb, ldb, tail, accumulate, c + j, ldc); break;
    case 2: columns<2>(m, k, a, lda, b + j * ldb, ldb, tail, accumulate, c + j, ldc); break;
    default: break;
  }
}

}  // namespace netc::cpu
