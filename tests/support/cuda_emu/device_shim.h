// What a CUDA C kernel of netc's sees when the CUDA emulator compiles it for
// the host (see cuda_emu.cc): CUDA's qualifiers, built-in variables and the
// device functions netc's kernels use, in plain C++. Included before the
// generated source with `-include`.
//
// A block's threads run one at a time on the host. Kernels without barriers
// run each thread to its end; kernels with __syncthreads() run each thread on
// a fiber of its own, switched at the barriers (kernel_host.cc), so that
// automatic variables are per thread and `__shared__` ones (static here) are
// per block: blocks never run at the same time.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

struct uint3 {
  unsigned int x, y, z;
};

extern "C" uint3 netc_emu_threadIdx, netc_emu_blockIdx, netc_emu_blockDim, netc_emu_gridDim;
extern "C" void netc_emu_syncthreads(void);

#define threadIdx netc_emu_threadIdx
#define blockIdx netc_emu_blockIdx
#define blockDim netc_emu_blockDim
#define gridDim netc_emu_gridDim

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline __attribute__((always_inline))
#define __shared__ static
#define __launch_bounds__(...)

// The memory clobber makes the compiler read shared (static) memory again
// after the barrier, where other threads have written it.
#define __syncthreads()              \
  do {                               \
    __asm__ volatile("" ::: "memory"); \
    netc_emu_syncthreads();          \
    __asm__ volatile("" ::: "memory"); \
  } while (0)

static inline float __int_as_float(int i) {
  float f;
  std::memcpy(&f, &i, sizeof f);
  return f;
}
static inline int __float_as_int(float f) {
  int i;
  std::memcpy(&i, &f, sizeof i);
  return i;
}
static inline float __uint_as_float(unsigned int u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}
static inline unsigned int __float_as_uint(float f) {
  unsigned int u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static inline float __fdividef(float a, float b) { return a / b; }
static inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
template <class T>
static inline T __ldg(const T* p) {
  return *p;
}
