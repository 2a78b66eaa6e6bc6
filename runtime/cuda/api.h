// The CUDA libraries netc calls (the CUDA runtime, cuBLAS, NVRTC and NCCL), loaded
// with dlopen when a GPU is first used, never linked: `netc check`, `--help`,
// the REPL and CPU training start without them, and one `netc build` library
// runs on the CPU where CUDA is not installed and on a GPU where it is.
//
// Each function is looked up first among the symbols the process already has
// (a program that links libcudart itself, or the CUDA emulator that tests
// load with LD_PRELOAD), then in the library, found by its soname (the
// loader's paths: LD_LIBRARY_PATH, the RUNPATH, ld.so.cache), then in the
// CUDA directory netc was built with and /usr/local/cuda/lib64. A library
// that cannot be loaded, or lacks a function, is an error that says which
// and what to install; its functions then return an error code (never a
// null pointer to call), so code that skips the check still fails cleanly.
//
// Add a function netc calls to the list of its library below; call it as
// `cudart().cudaMalloc(&p, n)`.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <nvrtc.h>

#include "base/status.h"

namespace netc::rt::cuda {

#define NETC_CUDART_FUNCTIONS(X)                                                                                  \
  X(cudaGetLastError) X(cudaPeekAtLastError) X(cudaGetErrorString) X(cudaGetErrorName) X(cudaDriverGetVersion)    \
  X(cudaRuntimeGetVersion) X(cudaGetDeviceCount) X(cudaSetDevice) X(cudaGetDevice) X(cudaGetDeviceProperties)     \
  X(cudaDeviceGetPCIBusId) X(cudaMemGetInfo) X(cudaDeviceSynchronize) X(cudaDeviceReset) X(cudaFuncGetAttributes) \
  X(cudaMalloc) X(cudaFree) X(cudaMallocHost) X(cudaFreeHost) X(cudaMemcpyAsync) X(cudaMemsetAsync)               \
  X(cudaStreamCreateWithFlags) X(cudaStreamDestroy) X(cudaStreamSynchronize) X(cudaStreamWaitEvent)               \
  X(cudaEventCreateWithFlags) X(cudaEventDestroy) X(cudaEventRecord) X(cudaEventSynchronize)                      \
  X(cudaStreamBeginCapture) X(cudaStreamEndCapture) X(cudaGraphDestroy) X(cudaGraphInstantiate)                   \
  X(cudaGraphExecDestroy) X(cudaGraphLaunch) X(cudaLibraryLoadData) X(cudaLibraryUnload)                          \
  X(cudaLibraryGetKernelCount) X(cudaLibraryEnumerateKernels) X(cudaLibraryGetKernel) X(cudaLaunchKernel)

// The symbols' names: cublas_v2.h's macros map cublasCreate to
// cublasCreate_v2, so call sites keep the documented names.
#define NETC_CUBLAS_FUNCTIONS(X)                                                                           \
  X(cublasCreate_v2) X(cublasDestroy_v2) X(cublasSetStream_v2) X(cublasSetWorkspace_v2) X(cublasSgemm_v2) \
  X(cublasSgemmStridedBatched) X(cublasGetStatusString) X(cublasGetStatusName)
#define NETC_CUBLAS_TYPED_FUNCTIONS(X) X(cublasGemmEx) X(cublasGemmStridedBatchedEx)

#define NETC_NVRTC_FUNCTIONS(X)                                                                                  \
  X(nvrtcGetErrorString) X(nvrtcVersion) X(nvrtcGetNumSupportedArchs) X(nvrtcGetSupportedArchs)                  \
  X(nvrtcCreateProgram) X(nvrtcCompileProgram) X(nvrtcDestroyProgram) X(nvrtcGetProgramLogSize)                  \
  X(nvrtcGetProgramLog) X(nvrtcGetPTXSize) X(nvrtcGetPTX) X(nvrtcGetCUBINSize) X(nvrtcGetCUBIN)

// NCCL (libnccl.so.2, from the CUDA directory): the all-reduces of several
// GPUs training one network (engine/parallel/replica_set.h).
#define NETC_NCCL_FUNCTIONS(X)                                                                                   \
  X(ncclGetVersion) X(ncclGetErrorString) X(ncclGetUniqueId) X(ncclCommInitRank) X(ncclCommInitAll)              \
  X(ncclCommDestroy) X(ncclCommAbort) X(ncclCommGetAsyncError) X(ncclAllReduce) X(ncclRedOpCreatePreMulSum)      \
  X(ncclRedOpDestroy) X(ncclGroupStart) X(ncclGroupEnd)

#define NETC_CUDA_API_MEMBER(f) decltype(&::f) f;
struct Cudart {
  NETC_CUDART_FUNCTIONS(NETC_CUDA_API_MEMBER)
};
struct Cublas {
  NETC_CUBLAS_FUNCTIONS(NETC_CUDA_API_MEMBER)
  // cublas_api.h overloads these in C++ (inline wrappers that take the
  // compute type as a cudaDataType), so their types are written out: the
  // library's own functions (NETC_CUBLAS_TYPED_FUNCTIONS resolves them).
  cublasStatus_t (*cublasGemmEx)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const void*,
                                 const void*, cudaDataType, int, const void*, cudaDataType, int, const void*, void*,
                                 cudaDataType, int, cublasComputeType_t, cublasGemmAlgo_t);
  cublasStatus_t (*cublasGemmStridedBatchedEx)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                               const void*, const void*, cudaDataType, int, long long, const void*,
                                               cudaDataType, int, long long, const void*, void*, cudaDataType, int,
                                               long long, int, cublasComputeType_t, cublasGemmAlgo_t);
};
struct Nvrtc {
  NETC_NVRTC_FUNCTIONS(NETC_CUDA_API_MEMBER)
};

}  // namespace netc::rt::cuda

// nccl.h includes cuda_runtime.h, whose C++ overloads (cudaMalloc<T>, ...)
// would make `&::cudaMalloc` above ambiguous: it comes after those structs.
#include <nccl.h>

namespace netc::rt::cuda {

struct Nccl {
  NETC_NCCL_FUNCTIONS(NETC_CUDA_API_MEMBER)
};
#undef NETC_CUDA_API_MEMBER

// The library's functions, loaded on the first call (thread-safe).
const Cudart& cudart();
const Cublas& cublas();
const Nvrtc& nvrtc();
const Nccl& nccl();

// Success when the library and every function netc calls were found;
// otherwise what is missing and how to get it, e.g. "the CUDA runtime
// (libcudart.so.13) cannot be loaded: ... Install ...".
Status cudart_status();
Status cublas_status();
Status nvrtc_status();
Status nccl_status();

}  // namespace netc::rt::cuda
