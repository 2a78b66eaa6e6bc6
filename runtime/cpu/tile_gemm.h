// A matrix product for the convolution kernels: C = A B (or C += A B) in
// AVX2 register tiles that read A and B where they lie, with no packed
// copies. A may be gathered through offset tables, so a convolution reads
// the input under each window straight from the padded image: no im2col
// matrix is written, and nothing is copied into panels as OpenBLAS would.
//
// Every element of C is one sum over k = 0, 1, ..., K - 1 in that order
// (fused multiply-adds, starting from C's value when accumulating, else
// from 0), whatever the shapes, strides or the thread that calls: the same
// bits on any number of threads.
#pragma once

#include <cstdint>

namespace netc::cpu {

// C (m x n, row-major with row stride ldc) = A B, or C + A B when
// `accumulate`. A (m x k) is read at a[i * a_row + l * a_col], so a
// row-major, a transposed or a strided matrix is the same call; B (k x n) is
// row-major with row stride ldb. Any sizes >= 0; with k == 0, C is cleared
// (or left as it is when accumulating).
void tile_gemm(int64_t m, int64_t n, int64_t k, const float* a, int64_t a_row, int64_t a_col, const float* b,
               int64_t ldb, bool accumulate, float* c, int64_t ldc);

// The same product with A gathered: element (i, l) at a[rows[i] + cols[l]].
// A convolution's columns are such a matrix over its (zero-padded) input:
// rows[] the start of each output position's window, cols[] each filter
// tap's offset in it, so the product needs no im2col copy.
void tile_gemm_gather(int64_t m, int64_t n, int64_t k, const float* a, const int64_t* rows, const int64_t* cols,
                      const float* b, int64_t ldb, bool accumulate, float* c, int64_t ldc);

// t (cols x rows) = m (rows x cols)^T, both row-major and dense: in 8 x 8
// blocks of AVX registers, the edges element by element.
void transpose(const float* m, int64_t rows, int64_t cols, float* t);
// The same with row strides of their own: m's lm, t's lt.
void transpose(const float* m, int64_t rows, int64_t cols, int64_t lm, float* t, int64_t lt);

// The floats in one of the tiles' vectors on this CPU: 16 with AVX-512's
// tiles, else 8.
int64_t tile_vector_floats();

}  // namespace netc::cpu
