// A matrix product C = A B^T where A (m x k) and B (n x k) are both
// row-major: each element of C is the dot product of a row of A and a row
// of B, both read where they lie, in AVX2 registers (tiles of 4 rows of A by
// 3 of B), with nothing packed. A linear layer's forward pass, x W^T, has
// this shape; tile_gemm (tile_gemm.h) would need W^T packed first, and
// OpenBLAS packs both operands and clears C in passes of their own.
//
// Every element is the same sum whatever the shapes, strides or the thread
// that calls, so the same bits on any number of threads: eight lanes, lane
// q a chain of fused multiply-adds over l = q, q + 8, q + 16, ... < k
// rounded up to a multiple of 8 (the elements past k read as 0), starting
// from 0; then the lanes' sums s as ((s0 + s1) + (s2 + s3)) + ((s4 + s5) +
// (s6 + s7)); then, when accumulating, C's value plus that sum.
#pragma once

#include <cstdint>

namespace netc::cpu {

// C (m x n, row stride ldc) = A B^T, or C + A B^T when `accumulate`: A's row
// i at a + i * lda, B's row j at b + j * ldb, each k long. Any sizes >= 0;
// with k == 0, C is cleared (or left as it is when accumulating).
void dot_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t lda, const float* b, int64_t ldb,
              bool accumulate, float* c, int64_t ldc);

}  // namespace netc::cpu
