// tile_gemm_kernels.h compiled with AVX-512 (CMakeLists.txt gives this
// file -mavx512f -mavx512vl): 32 vector registers of 16 floats, tiles of 4
// vectors. tile_gemm.cc calls netc::cpu::wide::gemm and gemm_gather only
// where the CPU runs AVX-512F and VL.
#define NETC_TILE_ISA wide
#define NETC_TILE_VEC_BITS 512
#include "runtime/cpu/tile_gemm_kernels.h"
