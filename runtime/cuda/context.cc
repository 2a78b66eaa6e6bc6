#include "runtime/cuda/context.h"

#include "runtime/cuda/error.h"
#include "runtime/cuda/probe.h"
#include "runtime/devices.h"

namespace netc::rt::cuda {

Expected<std::unique_ptr<DeviceContext>> DeviceContext::create(int index) {
  for (Status loaded : {cudart_status(), cublas_status()})
    if (!loaded.ok()) return Status::error("cuda:" + std::to_string(index) + " cannot be used: " + loaded.message());
  int count = 0;
  cudaError_t e = cudart().cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count == 0)
    return Status::error("cuda:" + std::to_string(index) + " cannot be used: no CUDA device visible: " +
                         no_device_reason(e));
  if (index < 0 || index >= count)
    return Status::error("cuda:" + std::to_string(index) + " is not visible: only " + std::to_string(count) +
                         (count == 1 ? " CUDA device is" : " CUDA devices are") + " visible (`netc devices` lists them)");

  std::unique_ptr<DeviceContext> c(new DeviceContext());
  c->index_ = index;
  note_device_in_use(index);
  if (Status s = check(cudart().cudaSetDevice(index), index, "selecting the GPU"); !s.ok()) return s;
  cudaDeviceProp prop{};
  if (Status s = check(cudart().cudaGetDeviceProperties(&prop, index), index, "reading the GPU's properties"); !s.ok()) return s;
  c->name_ = prop.name;
  c->major_ = prop.major;
  c->minor_ = prop.minor;
  // Non-blocking: the legacy default stream, which other libraries may use,
  // does not serialise with netc's work.
  if (Status s = check(cudart().cudaStreamCreateWithFlags(&c->stream_, cudaStreamNonBlocking), index, "creating a stream"); !s.ok())
    return s;
  if (Status s = check(cublas().cublasCreate(&c->blas_), index, "starting cuBLAS"); !s.ok()) return s;
  if (Status s = check(cublas().cublasSetStream(c->blas_, c->stream_), index, "binding cuBLAS to the stream"); !s.ok()) return s;

  DeviceContext* self = c.get();
  RawMemory raw;
  raw.allocate = [self](size_t bytes) -> Expected<void*> {
    void* p = nullptr;
    cudart().cudaSetDevice(self->index_);
    cudaError_t err = cudart().cudaMalloc(&p, bytes);
    if (err == cudaErrorMemoryAllocation) {
      cudart().cudaGetLastError();  // not sticky: clear it so later checks do not see it
      return static_cast<void*>(nullptr);
    }
    if (Status s = check(err, self->index_, "allocating " + format_bytes(bytes)); !s.ok()) return s;
    return p;
  };
  // cudaFree waits for the device, so a cached block is never freed under a
  // kernel that still uses it.
  raw.free = [self](void* p) {
    cudart().cudaSetDevice(self->index_);
    cudart().cudaFree(p);
  };
  raw.out_of_memory = [self](size_t requested, size_t in_use) {
    size_t free_bytes = 0, total = 0;
    cudart().cudaSetDevice(self->index_);
    cudart().cudaMemGetInfo(&free_bytes, &total);
    return out_of_memory_message(self->index_, self->name_, requested, free_bytes, total, in_use);
  };
  c->memory_ = std::make_unique<CachingAllocator>(std::move(raw));
  // cuBLAS's workspace, set once: a GEMM inside a CUDA graph capture must
  // not allocate (32 MiB is what NVIDIA recommends for Hopper).
  auto workspace = c->memory_->allocate(kBlasWorkspaceBytes);
  if (!workspace.ok()) return workspace.status();
  if (Status s = check(cublas().cublasSetWorkspace(c->blas_, *workspace, kBlasWorkspaceBytes), index, "giving cuBLAS its workspace");
      !s.ok())
    return s;
  return c;
}

DeviceContext::~DeviceContext() {
  cudart().cudaSetDevice(index_);
  if (stream_) cudart().cudaStreamSynchronize(stream_);
  if (blas_) cublas().cublasDestroy(blas_);  // before the allocator that holds its workspace
  memory_.reset();
  if (stream_) cudart().cudaStreamDestroy(stream_);
}

Status DeviceContext::activate() const { return check(cudart().cudaSetDevice(index_), index_, "selecting the GPU"); }

Status DeviceContext::to_device(void* dst, const void* src, size_t bytes) {
  if (Status s = activate(); !s.ok()) return s;
  return check(cudart().cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream_), index_,
               "copying " + format_bytes(bytes) + " to the GPU");
}

Status DeviceContext::to_host(void* dst, const void* src, size_t bytes) {
  if (Status s = activate(); !s.ok()) return s;
  return check(cudart().cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, stream_), index_,
               "copying " + format_bytes(bytes) + " from the GPU");
}

Status DeviceContext::copy(void* dst, const void* src, size_t bytes) {
  if (Status s = activate(); !s.ok()) return s;
  return check(cudart().cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, stream_), index_,
               "copying " + format_bytes(bytes) + " on the GPU");
}

Status DeviceContext::zero(void* dst, size_t bytes) {
  if (Status s = activate(); !s.ok()) return s;
  return check(cudart().cudaMemsetAsync(dst, 0, bytes, stream_), index_, "clearing " + format_bytes(bytes));
}

Status DeviceContext::gemm(const Gemm& g, const void* a, const void* b, float* c) {
  if (Status s = activate(); !s.ok()) return s;
  return cuda::gemm(blas_, index_, g, a, b, c);
}

Status DeviceContext::synchronize(const std::string& what) {
  if (Status s = activate(); !s.ok()) return s;
  return check(cudart().cudaStreamSynchronize(stream_), index_, what);
}

}  // namespace netc::rt::cuda
