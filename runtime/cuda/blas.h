// Matrix products on the GPU with cuBLAS, in netc's row-major layout.
// cuBLAS is column-major; a row-major matrix is the column-major view of its
// transpose, so row-major C = op(A) op(B) is computed as column-major
// C^T = op(B)^T op(A)^T: the operands are swapped and each keeps its own
// transpose flag. Transposes are cuBLAS operations, never copies.
#pragma once

#include <cublas_v2.h>

#include <cstdint>

#include "base/dtype.h"
#include "base/status.h"

namespace netc::rt::cuda {

// Row-major C[M, N] = op(A)[M, K] op(B)[K, N], `batch` times: A, B and C
// advance by their strides (in elements) between products; a stride of 0
// uses the same matrix for every product. A is [M, K] (or [K, M] when
// trans_a), B is [K, N] (or [N, K] when trans_b), all contiguous. A and B
// are both of dtype `operands`: f32, bfloat16 or IEEE half (16 bits an
// element, base/bf16.h, base/f16.h); C is f32 either way.
struct Gemm {
  bool trans_a = false, trans_b = false;
  int64_t m = 0, n = 0, k = 0;
  int64_t batch = 1, stride_a = 0, stride_b = 0, stride_c = 0;
  float beta = 0;  // C = op(A) op(B) + beta C
  DType operands = DType::F32;
};

// The column-major call that computes a row-major Gemm: C^T = op(B)^T
// op(A)^T, so B's memory is the call's first operand and A's the second.
// Pure arithmetic, tested on the host against a column-major reference.
struct ColumnMajorCall {
  bool trans_first = false, trans_second = false;  // cuBLAS's transa, transb
  int64_t m = 0, n = 0, k = 0;                      // cuBLAS's m, n, k
  int64_t ld_first = 0, ld_second = 0, ldc = 0;
  int64_t stride_first = 0, stride_second = 0, stride_c = 0;
};
ColumnMajorCall column_major_call(const Gemm& g);

// Enqueues C = op(A) op(B) + beta C on the handle's stream, in FP32
// accumulation so that results match the CPU backend within rounding: f32
// operands by cublasSgemm (no TF32), bf16 and f16 ones by cublasGemmEx
// (CUDA_R_16BF or CUDA_R_16F A and B, CUDA_R_32F C, CUBLAS_COMPUTE_32F: the
// tensor cores' products, exact in f32, summed in f32, as the CPU's
// netc_k_gemm_bf16 and netc_k_gemm_f16).
Status gemm(cublasHandle_t handle, int device, const Gemm& g, const void* a, const void* b, float* out);

}  // namespace netc::rt::cuda
