// tile_gemm_kernels.h compiled with AVX-512VL (CMakeLists.txt gives this
// file -mavx512f -mavx512vl): 32 vector registers, tiles of 4 vectors of 8.
// tile_gemm.cc calls these only where the CPU runs AVX-512VL.
#define NETC_TILE_ISA wide_kernels
#define NETC_TILE_MAX_VECS 4
#include "runtime/cpu/tile_gemm_kernels.h"

namespace netc::cpu::wide {

void tile_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b,
               int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  wide_kernels::gemm(m, n, k, a, a_row, a_col, b, ldb, accumulate, c, ldc);
}

void tile_gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                      const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc) {
  wide_kernels::gemm_gather(m, n, k, a, rows, cols, b, ldb, accumulate, c, ldc);
}

}  // namespace netc::cpu::wide
