#include "runtime/cpu/tile_gemm.h"

#include <immintrin.h>

#include <algorithm>
#include <cstring>

namespace netc::cpu {
namespace {

// A tile is kRows rows of C by kCols columns (two AVX registers): 12
// accumulators, B's two vectors of a row and one broadcast of A fill 15 of
// the 16 registers. Per k it loads B's row once and uses it for every row.
constexpr int64_t kRows = 6, kCols = 16;
// The k range one pass over the tiles of a column panel covers: the panel's
// kDepth x 16 block of B (8 KiB) stays in L1 while every row tile uses it.
constexpr int64_t kDepth = 128;

// Lanes [0, count) of a vector, count in 0..8.
inline __m256i first_lanes(int64_t count) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(count)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// The columns of a panel: all 16, or the first `lo` and `hi` lanes of its two
// vectors (the last panel of a row).
struct Lanes {
  bool full;
  __m256i lo, hi;
  explicit Lanes(int64_t width)
      : full(width == kCols), lo(first_lanes(std::min<int64_t>(width, 8))), hi(first_lanes(std::max<int64_t>(width - 8, 0))) {}
};

template <bool Full>
inline __m256 load(const float* p, __m256i lanes) {
  if constexpr (Full) return _mm256_loadu_ps(p);
  else return _mm256_maskload_ps(p, lanes);
}
template <bool Full>
inline void store(float* p, __m256i lanes, __m256 v) {
  if constexpr (Full) _mm256_storeu_ps(p, v);
  else _mm256_maskstore_ps(p, lanes, v);
}

// The two ways A is read: element (i, l) at a[i * row + l * col], or at
// a[rows[i] + cols[l]].
struct Strided {
  const float* a;
  int64_t row, col;
  const float* row_start(int64_t i) const { return a + i * row; }
  int64_t at(int64_t l) const { return l * col; }
};
struct Gathered {
  const float* a;
  const int64_t *rows, *cols;
  const float* row_start(int64_t i) const { return a + rows[i]; }
  int64_t at(int64_t l) const { return cols[l]; }
};

// Rows [i, i + R) of C's panel (at c, row i first) over A's columns and B's
// rows [l, l + depth), starting from C (`from_c`) or 0.
template <int R, bool Full, class A>
inline void tile(const A& a, int64_t i, int64_t l, int64_t depth, const float* b, int64_t ldb, float* c, int64_t ldc,
                 bool from_c, const Lanes& lanes) {
  __m256 acc[R][2];
  const float* ar[R];
#pragma GCC unroll 6
  for (int r = 0; r < R; ++r) {
    ar[r] = a.row_start(i + r);
    acc[r][0] = from_c ? load<Full>(c + r * ldc, lanes.lo) : _mm256_setzero_ps();
    acc[r][1] = from_c ? load<Full>(c + r * ldc + 8, lanes.hi) : _mm256_setzero_ps();
  }
  for (int64_t d = 0; d < depth; ++d) {
    const __m256 b0 = load<Full>(b + d * ldb, lanes.lo), b1 = load<Full>(b + d * ldb + 8, lanes.hi);
    const int64_t at = a.at(l + d);
#pragma GCC unroll 6
    for (int r = 0; r < R; ++r) {
      const __m256 x = _mm256_broadcast_ss(ar[r] + at);
      acc[r][0] = _mm256_fmadd_ps(x, b0, acc[r][0]);
      acc[r][1] = _mm256_fmadd_ps(x, b1, acc[r][1]);
    }
  }
#pragma GCC unroll 6
  for (int r = 0; r < R; ++r) {
    store<Full>(c + r * ldc, lanes.lo, acc[r][0]);
    store<Full>(c + r * ldc + 8, lanes.hi, acc[r][1]);
  }
}

// Every row of a panel (C's columns at c, B's at b), kRows at a time, then
// the rest.
template <bool Full, class A>
void panel(const A& a, int64_t m, int64_t l, int64_t depth, const float* b, int64_t ldb, float* c, int64_t ldc,
           bool from_c, const Lanes& lanes) {
  int64_t i = 0;
  for (; i + kRows <= m; i += kRows) tile<kRows, Full>(a, i, l, depth, b, ldb, c + i * ldc, ldc, from_c, lanes);
  float* ci = c + i * ldc;
  switch (m - i) {
    case 1: tile<1, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 2: tile<2, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 3: tile<3, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 4: tile<4, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 5: tile<5, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    default: break;
  }
}

// C = [C +] A B, column panel by column panel, each over A's columns in
// blocks of kDepth.
template <class A>
void product(const A& a, int64_t m, int64_t n, int64_t k, const float* b, int64_t ldb, bool accumulate, float* c,
             int64_t ldc) {
  if (m <= 0 || n <= 0) return;
  if (k <= 0) {
    if (!accumulate)
      for (int64_t i = 0; i < m; ++i) std::memset(c + i * ldc, 0, sizeof(float) * static_cast<size_t>(n));
    return;
  }
  for (int64_t j = 0; j < n; j += kCols) {
    const Lanes lanes(std::min(kCols, n - j));
    for (int64_t l = 0; l < k; l += kDepth) {
      const int64_t depth = std::min(kDepth, k - l);
      const bool from_c = accumulate || l > 0;
      if (lanes.full) panel<true>(a, m, l, depth, b + l * ldb + j, ldb, c + j, ldc, from_c, lanes);
      else panel<false>(a, m, l, depth, b + l * ldb + j, ldb, c + j, ldc, from_c, lanes);
    }
  }
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

void transpose(const float* m, int64_t rows, int64_t cols, float* t) {
  int64_t i = 0;
  for (; i + 8 <= rows; i += 8) {
    int64_t j = 0;
    for (; j + 8 <= cols; j += 8) transpose8x8(m + i * cols + j, cols, t + j * rows + i, rows);
    for (; j < cols; ++j)
      for (int64_t r = i; r < i + 8; ++r) t[j * rows + r] = m[r * cols + j];
  }
  for (; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) t[j * rows + i] = m[i * cols + j];
}

void tile_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b,
               int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  product(Strided{a, a_row, a_col}, m, n, k, b, ldb, accumulate, c, ldc);
}

void tile_gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                      const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  product(Gathered{a, rows, cols}, m, n, k, b, ldb, accumulate, c, ldc);
}

}  // namespace netc::cpu
