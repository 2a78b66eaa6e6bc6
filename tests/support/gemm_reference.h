// Reference matrix products for the cuBLAS tests, in double on the host:
// netc's row-major Gemm, and BLAS's column-major sgemm (what cuBLAS computes).
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/cuda/blas.h"

namespace netc::test {

// Row-major C = op(A) op(B), `g.batch` times with g's strides.
inline std::vector<float> row_major_gemm(const rt::cuda::Gemm& g, const std::vector<float>& a,
                                         const std::vector<float>& b) {
  std::vector<float> c(static_cast<size_t>(g.batch * g.m * g.n));
  for (int64_t p = 0; p < g.batch; ++p)
    for (int64_t i = 0; i < g.m; ++i)
      for (int64_t j = 0; j < g.n; ++j) {
        double s = 0;
        for (int64_t l = 0; l < g.k; ++l) {
          float x = g.trans_a ? a[p * g.stride_a + l * g.m + i] : a[p * g.stride_a + i * g.k + l];
          float y = g.trans_b ? b[p * g.stride_b + j * g.k + l] : b[p * g.stride_b + l * g.n + j];
          s += static_cast<double>(x) * y;
        }
        c[p * g.stride_c + i * g.n + j] = static_cast<float>(s);
      }
  return c;
}

// BLAS sgemm: column-major C[m, n] = op(A)[m, k] op(B)[k, n] with leading
// dimensions; element (i, j) of a column-major X is X[i + j * ld].
inline void column_major_sgemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const float* a, int64_t lda,
                               const float* b, int64_t ldb, float* c, int64_t ldc) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t l = 0; l < k; ++l) {
        float x = ta ? a[l + i * lda] : a[i + l * lda];
        float y = tb ? b[j + l * ldb] : b[l + j * ldb];
        s += static_cast<double>(x) * y;
      }
      c[i + j * ldc] = static_cast<float>(s);
    }
}

}  // namespace netc::test
