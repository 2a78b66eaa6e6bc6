// Which kernels OpenBLAS runs on this CPU. OpenBLAS (built with DYNAMIC_ARCH,
// as Debian's is) picks them for the CPU it finds when it loads. Debian 12's
// 0.3.21 does not know recent Intel cores (family 6 model 207 is one) and
// falls back to its Prescott kernels (SSE3), which run sgemm 3 to 5 times
// slower than the AVX2 or AVX-512 kernels the CPU can run. The choice is
// made before main() and cannot be changed afterwards; OPENBLAS_CORETYPE in
// the environment of a new process overrides it.
#pragma once

#include <optional>
#include <string>

namespace netc::cpu {

// The kernels OpenBLAS chose in this process ("SkylakeX", "Zen", ...).
std::string blas_core();

// Whether netc's tiles (tile_gemm.h) run wider vectors than the kernels
// OpenBLAS runs (4 floats for SSE3's, 8 for AVX's and AVX2's, 16 for
// AVX-512's; false for kernels this does not know): an AVX-512 CPU with
// OpenBLAS held to AVX2's kernels, or an AVX2 CPU with its Prescott ones.
// Asked once; the answer is kept.
bool tiles_wider_than_blas();

// The OPENBLAS_CORETYPE that fits this CPU when OpenBLAS fell back to its
// generic kernels and OPENBLAS_CORETYPE is not set: "SkylakeX" with
// AVX-512, "Haswell" with AVX2 and FMA. Otherwise nothing.
std::optional<std::string> better_blas_core();

// If better_blas_core() names kernels, starts this program again
// (/proc/self/exe, the same arguments) with OPENBLAS_CORETYPE set to them;
// returns only when it does not (nothing better, or the exec failed).
void restart_with_better_blas_core(char** argv);

}  // namespace netc::cpu
