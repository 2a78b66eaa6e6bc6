// Eight floats (or four 64-bit integers) at a time with AVX2 and FMA (the
// CPU kernels are compiled for x86-64-v3): what the row kernels in
// kernels.cc need and the compiler does not vectorise by itself.
//  - exp8: e^x as base/f32_math.h defines it (within 2 ulp; 0 below
//    -87.33, where expf gives a subnormal; +inf above 88.72; NaN for NaN),
//    bit for bit as the generated code's `exp` (codegen/cpu/lower.cc).
//  - mix64x4: base/splitmix64.h's netc_mix64 on four lanes, bit for bit
//    (AVX2 has no 64-bit product: each is three 32-bit ones).
//  - max8, sum4, low_halves: across the lanes.
//  - first_lanes: the mask of a vector's first lanes (masked loads, stores).
//  - transpose8: an 8x8 block of floats, rows to columns.
#pragma once

#if defined(__AVX2__) && defined(__FMA__)
#define NETC_HAVE_VEC8 1
#include <immintrin.h>

#include <algorithm>
#include <cstdint>

#include "base/f32_math.h"

namespace netc::cpu::vec8 {

inline __m256 exp8(__m256 x) {
  namespace m = netc::f32_math;
  const __m256 hi = _mm256_set1_ps(m::kExpHigh), lo = _mm256_set1_ps(m::kExpLow);
  // x second: a NaN stays NaN through min and max.
  const __m256 xc = _mm256_max_ps(lo, _mm256_min_ps(hi, x));
  const __m256 n = _mm256_round_ps(_mm256_mul_ps(xc, _mm256_set1_ps(m::kLog2e)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256 r = _mm256_fnmadd_ps(n, _mm256_set1_ps(m::kLn2Hi), xc);
  r = _mm256_fnmadd_ps(n, _mm256_set1_ps(m::kLn2Lo), r);
  __m256 p = _mm256_set1_ps(m::kExpPoly[0]);
  for (int k = 1; k < 6; ++k) p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(m::kExpPoly[k]));
  p = _mm256_fmadd_ps(p, _mm256_mul_ps(r, r), _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
  // times 2^n, n in [-126, 128]: 2^n as two factors so that n = 128 does not overflow the exponent
  const __m256i ni = _mm256_cvtps_epi32(n);
  const __m256i half = _mm256_srai_epi32(ni, 1);
  const __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(half, _mm256_set1_epi32(127)), 23));
  const __m256 s2 =
      _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(_mm256_sub_epi32(ni, half), _mm256_set1_epi32(127)), 23));
  __m256 y = _mm256_mul_ps(_mm256_mul_ps(p, s1), s2);
  y = _mm256_blendv_ps(y, _mm256_setzero_ps(), _mm256_cmp_ps(x, lo, _CMP_LT_OQ));
  return _mm256_blendv_ps(y, _mm256_set1_ps(__builtin_inff()), _mm256_cmp_ps(x, hi, _CMP_GT_OQ));
}

// The same on one float (the tails of rows, and rows that are not contiguous).
inline float exp8_one(float x) { return _mm256_cvtss_f32(exp8(_mm256_set1_ps(x))); }

// The largest of eight (a NaN may or may not win, as with std::max).
inline float max8(__m256 v) {
  __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  m = _mm_max_ps(m, _mm_movehl_ps(m, m));
  m = _mm_max_ss(m, _mm_movehdup_ps(m));
  return _mm_cvtss_f32(m);
}

// The sum of four doubles, (0 + 2) + (1 + 3).
inline double sum4(__m256d v) {
  const __m128d s = _mm_add_pd(_mm256_castpd256_pd128(v), _mm256_extractf128_pd(v, 1));
  return _mm_cvtsd_f64(_mm_add_sd(s, _mm_unpackhi_pd(s, s)));
}

// r[0..7] become the columns of the 8x8 block whose rows they were: lane j
// of the new r[c] is lane c of the old r[j]. (Without gathers, which some
// CPUs' microcode makes slow.)
inline void transpose8(__m256 r[8]) {
  __m256 t[8], u[8];
  for (int k = 0; k < 8; k += 2) {
    t[k] = _mm256_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm256_unpackhi_ps(r[k], r[k + 1]);
  }
  for (int k = 0; k < 8; k += 4) {
    u[k] = _mm256_shuffle_ps(t[k], t[k + 2], _MM_SHUFFLE(1, 0, 1, 0));
    u[k + 1] = _mm256_shuffle_ps(t[k], t[k + 2], _MM_SHUFFLE(3, 2, 3, 2));
    u[k + 2] = _mm256_shuffle_ps(t[k + 1], t[k + 3], _MM_SHUFFLE(1, 0, 1, 0));
    u[k + 3] = _mm256_shuffle_ps(t[k + 1], t[k + 3], _MM_SHUFFLE(3, 2, 3, 2));
  }
  for (int k = 0; k < 4; ++k) {
    r[k] = _mm256_permute2f128_ps(u[k], u[k + 4], 0x20);
    r[k + 4] = _mm256_permute2f128_ps(u[k], u[k + 4], 0x31);
  }
}

// The mask of lanes [0, count) (all eight from count 8 on).
inline __m256i first_lanes(int64_t count) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int32_t>(std::min<int64_t>(count, 8))),
                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// Eight 32-bit lanes: the low halves of a's four 64-bit lanes, then b's.
inline __m256i low_halves(__m256i a, __m256i b) {
  const __m256 lows = _mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), _MM_SHUFFLE(2, 0, 2, 0));
  return _mm256_permute4x64_epi64(_mm256_castps_si256(lows), _MM_SHUFFLE(3, 1, 2, 0));
}

// a * b mod 2^64 on four lanes, b given as its low and high 32 bits.
inline __m256i mul64(__m256i a, __m256i b_lo, __m256i b_hi) {
  const __m256i lolo = _mm256_mul_epu32(a, b_lo);
  const __m256i cross = _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(a, 32), b_lo), _mm256_mul_epu32(a, b_hi));
  return _mm256_add_epi64(lolo, _mm256_slli_epi64(cross, 32));
}

inline __m256i mix64x4(__m256i z) {
  z = _mm256_xor_si256(z, _mm256_srli_epi64(z, 30));
  z = mul64(z, _mm256_set1_epi64x(0x1ce4e5b9), _mm256_set1_epi64x(0xbf58476d));
  z = _mm256_xor_si256(z, _mm256_srli_epi64(z, 27));
  z = mul64(z, _mm256_set1_epi64x(0x133111eb), _mm256_set1_epi64x(0x94d049bb));
  return _mm256_xor_si256(z, _mm256_srli_epi64(z, 31));
}

}  // namespace netc::cpu::vec8
#endif
