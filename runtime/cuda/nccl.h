// The NCCL communicators of GPUs that train one network together
// (engine/replica_set.h): one per GPU, made together, each used by the
// thread that drives its GPU. NCCL is loaded on first use (api.h): a netc
// that never trains on several GPUs never loads it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/cuda/api.h"

namespace netc::rt::cuda {

// Success when `r` is ncclSuccess; otherwise
// "cuda:<device>: <what> failed: <NCCL's text> (NCCL error N)".
Status check(ncclResult_t r, int device, const std::string& what);

class NcclClique {
 public:
  // A communicator for each of `devices` (visible GPU indices, rank = position).
  static Expected<std::unique_ptr<NcclClique>> create(const std::vector<int>& devices);
  ~NcclClique();  // destroys the communicators (all-reduces still queued complete first on a GPU)
  NcclClique(const NcclClique&) = delete;
  NcclClique& operator=(const NcclClique&) = delete;

  int size() const { return static_cast<int>(comms_.size()); }
  ncclComm_t comm(int rank) const { return comms_[static_cast<size_t>(rank)]; }
  int device(int rank) const { return devices_[static_cast<size_t>(rank)]; }

  // An error that an all-reduce of rank `rank` met on the GPU (a peer that
  // failed or went away), reported once its stream is synchronised; what
  // names what was being waited for.
  Status async_error(int rank, const std::string& what) const;
  // Aborts every communicator: all-reduces queued, or waiting for a rank
  // that will not come, fail instead of waiting for ever. For a step that
  // failed on some GPUs; the clique cannot be used afterwards.
  void abort();

 private:
  NcclClique() = default;
  std::vector<ncclComm_t> comms_;
  std::vector<int> devices_;
  bool aborted_ = false;
};

}  // namespace netc::rt::cuda
