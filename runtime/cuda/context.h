// One GPU as netc uses it: a stream on which all of its work is queued in
// order, a cuBLAS handle bound to that stream, a caching allocator, and the
// device's architecture (for NVRTC). Batches reach it through a BatchRing
// (staging.h), whose copies run on a stream of their own.
// Everything is enqueued asynchronously; synchronize() is the one place the
// host waits, and where errors of earlier asynchronous work surface.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include <cstddef>
#include <memory>
#include <string>

#include "runtime/cuda/allocator.h"
#include "runtime/cuda/blas.h"
#include "base/status.h"

namespace netc::rt::cuda {

class DeviceContext {
 public:
  // The context of visible GPU `index` (cuda:K numbering). Fails with the
  // reason when it is not visible or cannot be used.
  static Expected<std::unique_ptr<DeviceContext>> create(int index);
  ~DeviceContext();  // waits for queued work, then frees everything
  DeviceContext(const DeviceContext&) = delete;
  DeviceContext& operator=(const DeviceContext&) = delete;

  int index() const { return index_; }
  const std::string& name() const { return name_; }
  // "sm_90": what NVRTC compiles cubins for on this device.
  std::string arch() const { return "sm_" + std::to_string(major_) + std::to_string(minor_); }
  cudaStream_t stream() const { return stream_; }
  cublasHandle_t blas() const { return blas_; }
  CachingAllocator& memory() { return *memory_; }

  // Makes this the calling thread's current device (the runtime's state is
  // per thread; every call below does it itself).
  Status activate() const;

  // Asynchronous on the stream. Host memory must stay valid until the copy
  // is done; only pinned memory (PinnedBuffer in staging.h) overlaps with the host.
  Status to_device(void* dst, const void* src, size_t bytes);
  Status to_host(void* dst, const void* src, size_t bytes);
  Status copy(void* dst, const void* src, size_t bytes);  // device to device
  Status zero(void* dst, size_t bytes);
  Status gemm(const Gemm& g, const void* a, const void* b, float* c);  // A and B f32, bf16 or f16 (Gemm::operands)

  // Waits for everything queued; reports the first error of that work,
  // naming `what` was being waited for.
  Status synchronize(const std::string& what);

  // The workspace every context gives cuBLAS, from its allocator.
  static constexpr size_t kBlasWorkspaceBytes = size_t{32} << 20;

 private:
  DeviceContext() = default;

  int index_ = 0;
  std::string name_;
  int major_ = 0, minor_ = 0;
  cudaStream_t stream_ = nullptr;
  cublasHandle_t blas_ = nullptr;
  std::unique_ptr<CachingAllocator> memory_;
};

}  // namespace netc::rt::cuda
