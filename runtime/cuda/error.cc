#include "runtime/cuda/error.h"

#include "runtime/devices.h"

namespace netc::rt::cuda {

std::string advice(cudaError_t e) {
  switch (e) {
    case cudaErrorMemoryAllocation:
      return "The GPU is out of memory: use a smaller batch, or another GPU (--device NAME=cuda:K, cuda:auto).";
    case cudaErrorInsufficientDriver:
    case cudaErrorNoDevice:
    case cudaErrorStubLibrary:
      return "No GPU is usable: `netc devices` says why.";
    case cudaErrorInvalidDevice:
      return "That GPU is not visible to this process: `netc devices` lists the visible ones.";
    case cudaErrorDevicesUnavailable:
      return "The GPU is in exclusive-process mode and another process uses it: choose another GPU "
             "(--device NAME=cuda:K, cuda:auto) or wait for it.";
    case cudaErrorNoKernelImageForDevice:
    case cudaErrorInvalidPtx:
    case cudaErrorUnsupportedPtxVersion:
    case cudaErrorJitCompilerNotFound:
      return "The kernels were compiled for another GPU or a newer driver: update the NVIDIA driver, or clear "
             "netc's kernel cache ($NETC_CACHE_DIR or ~/.cache/netc).";
    case cudaErrorSystemDriverMismatch:
    case cudaErrorCompatNotSupportedOnDevice:
      return "The NVIDIA driver's user and kernel parts do not match: reinstall the driver or reboot.";
    case cudaErrorIllegalAddress:
    case cudaErrorMisalignedAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorHardwareStackError:
    case cudaErrorAssert:
      return "A generated kernel went wrong; this is a bug in netc, please report it with the program. The GPU "
             "context cannot be used any more; CUDA_LAUNCH_BLOCKING=1 makes the error point at the kernel.";
    case cudaErrorLaunchOutOfResources:
      return "A generated kernel needs more registers or shared memory than the GPU has; this is a bug in netc, "
             "please report it.";
    case cudaErrorLaunchTimeout:
      return "A kernel ran longer than the display watchdog allows: use a GPU that drives no display.";
    case cudaErrorECCUncorrectable:
      return "The GPU reports an uncorrectable memory error: check it with nvidia-smi; the run cannot continue on it.";
    default:
      return "";
  }
}

Status check(cudaError_t e, int device, const std::string& what) {
  if (e == cudaSuccess) return Status();
  std::string a = advice(e);
  return Status::error("cuda:" + std::to_string(device) + ": " + what + " failed: " + cudart().cudaGetErrorString(e) + " (" +
                       cudart().cudaGetErrorName(e) + ")" + (a.empty() ? "" : ". " + a));
}

Status check(cublasStatus_t s, int device, const std::string& what) {
  if (s == CUBLAS_STATUS_SUCCESS) return Status();
  std::string a;
  switch (s) {
    case CUBLAS_STATUS_NOT_INITIALIZED: a = "cuBLAS could not start on this GPU: `netc devices` says whether it is usable."; break;
    case CUBLAS_STATUS_ALLOC_FAILED: a = advice(cudaErrorMemoryAllocation); break;
    case CUBLAS_STATUS_INVALID_VALUE:
    case CUBLAS_STATUS_ARCH_MISMATCH: a = "netc passed cuBLAS a product it cannot do; this is a bug in netc, please report it."; break;
    default: break;
  }
  return Status::error("cuda:" + std::to_string(device) + ": " + what + " failed: " + cublas().cublasGetStatusString(s) + " (" +
                       cublas().cublasGetStatusName(s) + ")" + (a.empty() ? "" : ". " + a));
}

std::string out_of_memory_message(int device, const std::string& name, size_t requested, size_t free_bytes,
                                  size_t total_bytes, size_t in_use) {
  return "cuda:" + std::to_string(device) + " (" + name + ") is out of memory: " + format_bytes(requested) +
         " requested, " + format_bytes(free_bytes) + " free of " + format_bytes(total_bytes) + ", " +
         format_bytes(in_use) + " of it used by this program. Use a smaller batch, or a GPU with more free memory "
         "(--device NAME=cuda:K, or cuda:auto).";
}

}  // namespace netc::rt::cuda
