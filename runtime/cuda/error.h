// CUDA and cuBLAS errors as Status values whose message says which
// device, what failed, what the error means and what to do about it. Nothing
// in runtime/cuda aborts or throws: every call that can fail returns a Status.
#pragma once

#include <cstddef>
#include <string>

#include "base/status.h"
#include "runtime/cuda/api.h"

namespace netc::rt::cuda {

// Success when `e` is cudaSuccess; otherwise
// "cuda:0: <what> failed: <CUDA's text> (<name>). <what to do>".
Status check(cudaError_t e, int device, const std::string& what);
Status check(cublasStatus_t s, int device, const std::string& what);

// What to do about `e`, or "" when there is nothing specific to say.
std::string advice(cudaError_t e);

// The out-of-memory message: the device, what was asked for, what is free,
// and how much of the device this program itself uses.
std::string out_of_memory_message(int device, const std::string& name, size_t requested, size_t free_bytes,
                                  size_t total_bytes, size_t in_use);

}  // namespace netc::rt::cuda
