#include "runtime/cuda/nccl.h"

namespace netc::rt::cuda {

Status check(ncclResult_t r, int device, const std::string& what) {
  if (r == ncclSuccess) return {};
  std::string text = nccl().ncclGetErrorString(r);
  std::string msg = "cuda:" + std::to_string(device) + ": " + what + " failed: " + text + " (NCCL error " +
                    std::to_string(static_cast<int>(r)) + ")";
  if (r == ncclSystemError)
    if (Status loaded = nccl_status(); !loaded.ok()) msg += ". " + loaded.message();
  return Status::error(msg);
}

Expected<std::unique_ptr<NcclClique>> NcclClique::create(const std::vector<int>& devices) {
  if (Status loaded = nccl_status(); !loaded.ok())
    return Status::error("training on several GPUs needs NCCL: " + loaded.message());
  std::unique_ptr<NcclClique> c(new NcclClique());
  c->devices_ = devices;
  c->size_ = static_cast<int>(devices.size());
  c->comms_.assign(devices.size(), nullptr);
  if (Status s = check(nccl().ncclCommInitAll(c->comms_.data(), static_cast<int>(devices.size()), devices.data()),
                       devices.empty() ? 0 : devices[0], "making the NCCL communicators of " +
                                                             std::to_string(devices.size()) + " GPUs");
      !s.ok()) {
    c->comms_.clear();  // none was made
    return s;
  }
  return c;
}

Expected<ncclUniqueId> NcclClique::new_id() {
  if (Status loaded = nccl_status(); !loaded.ok())
    return Status::error("training on GPUs in several processes needs NCCL: " + loaded.message());
  ncclUniqueId id;
  if (Status s = check(nccl().ncclGetUniqueId(&id), 0, "making the NCCL id of the ranks"); !s.ok()) return s;
  return id;
}

Expected<std::unique_ptr<NcclClique>> NcclClique::join(const ncclUniqueId& id, int ranks, int rank, int device) {
  if (Status loaded = nccl_status(); !loaded.ok())
    return Status::error("training on GPUs in several processes needs NCCL: " + loaded.message());
  std::unique_ptr<NcclClique> c(new NcclClique());
  c->devices_ = {device};
  c->size_ = ranks;
  c->first_ = rank;
  c->comms_.assign(1, nullptr);
  if (cudart().cudaSetDevice(device) != cudaSuccess)
    return Status::error("cuda:" + std::to_string(device) + ": cannot be selected for NCCL");
  if (Status s = check(nccl().ncclCommInitRank(&c->comms_[0], ranks, id, rank), device,
                       "joining the NCCL communicator as rank " + std::to_string(rank) + " of " + std::to_string(ranks));
      !s.ok()) {
    c->comms_.clear();
    return s;
  }
  return c;
}

NcclClique::~NcclClique() {
  for (ncclComm_t comm : comms_)
    if (comm) (void)nccl().ncclCommDestroy(comm);
}

Status NcclClique::async_error(int local, const std::string& what) const {
  if (aborted_) return Status::error(what + ": the GPUs' communicators were aborted after a failure");
  ncclResult_t state = ncclSuccess;
  ncclResult_t r = nccl().ncclCommGetAsyncError(comm(local), &state);
  if (r != ncclSuccess) return check(r, device(local), what);
  return check(state, device(local), what + " (the all-reduce of GPU " + std::to_string(first_ + local) + " of " +
                                         std::to_string(size()) + ")");
}

void NcclClique::abort() {
  if (aborted_) return;
  aborted_ = true;
  for (ncclComm_t& comm : comms_) {
    (void)nccl().ncclCommAbort(comm);
    comm = nullptr;
  }
}

}  // namespace netc::rt::cuda
