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

NcclClique::~NcclClique() {
  for (ncclComm_t comm : comms_)
    if (comm) (void)nccl().ncclCommDestroy(comm);
}

Status NcclClique::async_error(int rank, const std::string& what) const {
  if (aborted_) return Status::error(what + ": the GPUs' communicators were aborted after a failure");
  ncclResult_t state = ncclSuccess;
  ncclResult_t r = nccl().ncclCommGetAsyncError(comm(rank), &state);
  if (r != ncclSuccess) return check(r, device(rank), what);
  return check(state, device(rank), what + " (the all-reduce of GPU " + std::to_string(rank) + " of " +
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
