// The register tiles of tile_gemm.h, compiled once per instruction set:
// tile_gemm.cc includes this with NETC_TILE_ISA avx2 (vectors of 8 floats,
// tiles of 2 vectors), tile_gemm_wide.cc with NETC_TILE_ISA wide and the
// AVX-512 flags (32 registers of 16 floats: tiles of 4 vectors where a
// panel is wider than 32 columns). Every element of C is the same chain of
// fused multiply-adds in either (tile_gemm.h): a vector's lanes are
// distinct columns, so the bits do not depend on which one runs.
// NETC_TILE_VEC_BITS: the vectors' width (256 or 512), which also sets
// the widest tile's vectors (kMaxVecs). Each file that includes this
// defines its instruction set's gemm and gemm_gather (below).
#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace netc::cpu::NETC_TILE_ISA {

#if NETC_TILE_VEC_BITS == 512
// 16 floats a vector; a vector's lanes as a bit mask.
struct Vec {
  static constexpr int64_t W = 16;
  using Reg = __m512;
  using Mask = __mmask16;
  static Mask first(int64_t count) { return static_cast<Mask>((1u << count) - 1u); }  // count in 0..16
  static Reg zero() { return _mm512_setzero_ps(); }
  static Reg broadcast(const float* p) { return _mm512_set1_ps(*p); }
  static Reg fma(Reg x, Reg y, Reg acc) { return _mm512_fmadd_ps(x, y, acc); }
  static Reg load_all(const float* p) { return _mm512_loadu_ps(p); }
  static Reg load_some(const float* p, Mask m) { return _mm512_maskz_loadu_ps(m, p); }
  static void store_all(float* p, Reg v) { _mm512_storeu_ps(p, v); }
  static void store_some(float* p, Mask m, Reg v) { _mm512_mask_storeu_ps(p, m, v); }
};
#else
// 8 floats a vector; a vector's lanes as a mask of sign bits.
struct Vec {
  static constexpr int64_t W = 8;
  using Reg = __m256;
  using Mask = __m256i;
  static Mask first(int64_t count) {  // count in 0..8
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(count)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  }
  static Reg zero() { return _mm256_setzero_ps(); }
  static Reg broadcast(const float* p) { return _mm256_broadcast_ss(p); }
  static Reg fma(Reg x, Reg y, Reg acc) { return _mm256_fmadd_ps(x, y, acc); }
  static Reg load_all(const float* p) { return _mm256_loadu_ps(p); }
  static Reg load_some(const float* p, Mask m) { return _mm256_maskload_ps(p, m); }
  static void store_all(float* p, Reg v) { _mm256_storeu_ps(p, v); }
  static void store_some(float* p, Mask m, Reg v) { _mm256_maskstore_ps(p, m, v); }
};
#endif

// A vector of a panel: whole, or its lanes in m (the panel's last columns).
template <bool Full>
inline Vec::Reg load(const float* p, Vec::Mask m) {
  if constexpr (Full) return Vec::load_all(p);
  else return Vec::load_some(p, m);
}
template <bool Full>
inline void store(float* p, Vec::Mask m, Vec::Reg v) {
  if constexpr (Full) Vec::store_all(p, v);
  else Vec::store_some(p, m, v);
}

// The widest tile's vectors: as many as the registers hold (below).
constexpr int kMaxVecs = NETC_TILE_VEC_BITS == 512 ? 4 : 2;

// A tile is kRows rows of C by V vectors: with AVX2's 16 registers (V = 2
// of 8 floats), 12 accumulators, B's two vectors of a row and one broadcast
// of A fill 15 of them; with AVX-512's 32 (V = 4 of 16 floats), 24, 4 and 1
// fill 29, and each broadcast of A feeds twice the multiply-adds, each of
// twice the columns. Per k a tile loads B's row once and uses it for every row.
constexpr int64_t kRows = 6;
// The k range one pass over the tiles of a column panel covers: the panel's
// block of B (kDepth rows of at most W kMaxVecs floats: 8 KiB with AVX2's,
// 16 KiB with AVX-512's) stays in L1 while every row tile uses it.
constexpr int64_t kDepth = Vec::W * kMaxVecs <= 16 ? 128 : 64;

// The columns of a panel of V vectors: all W V, or the first lanes of each
// vector (the last panel of a row).
template <int V>
struct Lanes {
  bool full;
  Vec::Mask v[V];
  explicit Lanes(int64_t width) : full(width == Vec::W * V) {
    for (int q = 0; q < V; ++q) v[q] = Vec::first(std::clamp<int64_t>(width - Vec::W * q, 0, Vec::W));
  }
};

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
template <int R, int V, bool Full, class A>
inline void tile(const A& a, int64_t i, int64_t l, int64_t depth, const float* b, int64_t ldb, float* c, int64_t ldc,
                 bool from_c, const Lanes<V>& lanes) {
  constexpr int64_t W = Vec::W;
  Vec::Reg acc[R][V];
  const float* ar[R];
#pragma GCC unroll 6
  for (int r = 0; r < R; ++r) {
    ar[r] = a.row_start(i + r);
#pragma GCC unroll 4
    for (int q = 0; q < V; ++q) acc[r][q] = from_c ? load<Full>(c + r * ldc + W * q, lanes.v[q]) : Vec::zero();
  }
  for (int64_t d = 0; d < depth; ++d) {
    Vec::Reg bv[V];
#pragma GCC unroll 4
    for (int q = 0; q < V; ++q) bv[q] = load<Full>(b + d * ldb + W * q, lanes.v[q]);
    const int64_t at = a.at(l + d);
#pragma GCC unroll 6
    for (int r = 0; r < R; ++r) {
      const Vec::Reg x = Vec::broadcast(ar[r] + at);
#pragma GCC unroll 4
      for (int q = 0; q < V; ++q) acc[r][q] = Vec::fma(x, bv[q], acc[r][q]);
    }
  }
#pragma GCC unroll 6
  for (int r = 0; r < R; ++r)
#pragma GCC unroll 4
    for (int q = 0; q < V; ++q) store<Full>(c + r * ldc + W * q, lanes.v[q], acc[r][q]);
}

// Every row of a panel (C's columns at c, B's at b), kRows at a time, then
// the rest.
template <int V, bool Full, class A>
void panel(const A& a, int64_t m, int64_t l, int64_t depth, const float* b, int64_t ldb, float* c, int64_t ldc,
           bool from_c, const Lanes<V>& lanes) {
  int64_t i = 0;
  for (; i + kRows <= m; i += kRows) tile<kRows, V, Full>(a, i, l, depth, b, ldb, c + i * ldc, ldc, from_c, lanes);
  float* ci = c + i * ldc;
  switch (m - i) {
    case 1: tile<1, V, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 2: tile<2, V, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 3: tile<3, V, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 4: tile<4, V, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    case 5: tile<5, V, Full>(a, i, l, depth, b, ldb, ci, ldc, from_c, lanes); break;
    default: break;
  }
}

// A column panel of `width` columns (at most W V) over A's columns in
// blocks of kDepth.
template <int V, class A>
void panel_over_k(const A& a, int64_t m, int64_t k, int64_t width, const float* b, int64_t ldb, bool accumulate,
                  float* c, int64_t ldc) {
  const Lanes<V> lanes(width);
  for (int64_t l = 0; l < k; l += kDepth) {
    const int64_t depth = std::min(kDepth, k - l);
    const bool from_c = accumulate || l > 0;
    if (lanes.full) panel<V, true>(a, m, l, depth, b + l * ldb, ldb, c, ldc, from_c, lanes);
    else panel<V, false>(a, m, l, depth, b + l * ldb, ldb, c, ldc, from_c, lanes);
  }
}

// C = [C +] A B, column panel by column panel: panels of W kMaxVecs
// columns while more than 2 W are left, then of 2 W, or of W for what one
// vector holds (a panel with empty vectors would compute them all the same).
template <class A>
void product(const A& a, int64_t m, int64_t n, int64_t k, const float* b, int64_t ldb, bool accumulate, float* c,
             int64_t ldc) {
  constexpr int64_t W = Vec::W;
  if (m <= 0 || n <= 0) return;
  if (k <= 0) {
    if (!accumulate)
      for (int64_t i = 0; i < m; ++i) std::memset(c + i * ldc, 0, sizeof(float) * static_cast<size_t>(n));
    return;
  }
  for (int64_t j = 0; j < n;) {
    const int64_t width = std::min<int64_t>(n - j > 2 * W ? W * kMaxVecs : 2 * W, n - j);
    if (width > 2 * W) panel_over_k<kMaxVecs>(a, m, k, width, b + j, ldb, accumulate, c + j, ldc);
    else if (width > W) panel_over_k<2>(a, m, k, width, b + j, ldb, accumulate, c + j, ldc);
    else panel_over_k<1>(a, m, k, width, b + j, ldb, accumulate, c + j, ldc);
    j += width;
  }
}

// The two entry points of tile_gemm.h in this instruction set.
void gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b,
          int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  product(Strided{a, a_row, a_col}, m, n, k, b, ldb, accumulate, c, ldc);
}
void gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                 const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  product(Gathered{a, rows, cols}, m, n, k, b, ldb, accumulate, c, ldc);
}

}  // namespace netc::cpu::NETC_TILE_ISA
