// The NCCL communicators of GPUs that train one network together
// (engine/parallel/replica_set.h): one per GPU of this process, each used by the
// thread that drives its GPU; the clique's other ranks may be GPUs of other
// processes (mpirun, one GPU each). NCCL is loaded on first use (api.h): a netc
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
  // Rank `rank` of `ranks`, on GPU `device`, of the clique named `id` (one
  // rank made it with ncclGetUniqueId and sent it to the others). NCCL
  // returns once every rank has joined.
  static Expected<std::unique_ptr<NcclClique>> join(const ncclUniqueId& id, int ranks, int rank, int device);
  // A new clique's name, for join().
  static Expected<ncclUniqueId> new_id();
  ~NcclClique();  // destroys the communicators (all-reduces still queued complete first on a GPU)
  NcclClique(const NcclClique&) = delete;
  NcclClique& operator=(const NcclClique&) = delete;

  // The ranks of every process; this process's GPUs are ranks first(),
  // first() + 1, ..., at `local` 0, 1, ... below.
  int size() const { return size_; }
  int first() const { return first_; }
  ncclComm_t comm(int local) const { return comms_[static_cast<size_t>(local)]; }
  int device(int local) const { return devices_[static_cast<size_t>(local)]; }

  // An error that an all-reduce of this process's `local` GPU met (a peer
  // that failed or went away), reported once its stream is synchronised;
  // `what` names what was being waited for.
  Status async_error(int local, const std::string& what) const;
  // Aborts every communicator: all-reduces queued, or waiting for a rank
  // that will not come, fail instead of waiting for ever. For a step that
  // failed on some GPUs; the clique cannot be used afterwards.
  void abort();

 private:
  NcclClique() = default;
  std::vector<ncclComm_t> comms_;
  std::vector<int> devices_;
  int size_ = 0, first_ = 0;
  bool aborted_ = false;
};

}  // namespace netc::rt::cuda
