// tile_gemm_kernels.h compiled with AVX-512VL (CMakeLists.txt gives this
// file -mavx512f -mavx512vl): 32 vector registers, tiles of 4 vectors of 8.
// tile_gemm.cc calls netc::cpu::wide::gemm and gemm_gather only where the
// CPU runs AVX-512VL.
#define NETC_TILE_ISA wide
#define NETC_TILE_MAX_VECS 4
#include "runtime/cpu/tile_gemm_kernels.h"
