// Functions written once for the host and for CUDA. A header of base/
// (splitmix64.h, bf16.h, f16.h) puts them between a `// cuda: begin` line and
// a `// cuda: end` line, in the C++ that CUDA C also is, with these macros for
// what differs; codegen/cuda/CMakeLists.txt copies those lines into a string
// of the CUDA backend's prelude, with NETC_DEVICE_FN spelled
// `__device__ __forceinline__`, NETC_FLOAT_BITS and NETC_BITS_FLOAT CUDA's
// __float_as_uint and __uint_as_float, and uint16_t, uint32_t and int32_t the
// C types they name (NVRTC has no <cstdint>). So the host and the GPU compute
// with one text, which cannot drift apart.
#pragma once

#include <bit>
#include <cstdint>

#define NETC_DEVICE_FN constexpr
// The bits of an f32, and the f32 of 32 bits.
#define NETC_FLOAT_BITS(f) std::bit_cast<uint32_t>(f)
#define NETC_BITS_FLOAT(u) std::bit_cast<float>(static_cast<uint32_t>(u))
