#include "runtime/cuda/staging.h"

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Expected<PinnedBuffer> PinnedBuffer::allocate(size_t bytes, int device) {
  PinnedBuffer b;
  Status s = check(cudart().cudaMallocHost(&b.data_, bytes == 0 ? 1 : bytes), device,
                   "allocating " + std::to_string(bytes) + " bytes of pinned host memory");
  if (!s.ok()) return s;
  b.size_ = bytes;
  return b;
}

PinnedBuffer::PinnedBuffer(PinnedBuffer&& o) noexcept : data_(o.data_), size_(o.size_) {
  o.data_ = nullptr;
  o.size_ = 0;
}

PinnedBuffer& PinnedBuffer::operator=(PinnedBuffer&& o) noexcept {
  if (this != &o) {
    if (data_) cudart().cudaFreeHost(data_);
    data_ = o.data_;
    size_ = o.size_;
    o.data_ = nullptr;
    o.size_ = 0;
  }
  return *this;
}

PinnedBuffer::~PinnedBuffer() {
  if (data_) cudart().cudaFreeHost(data_);
}

Expected<std::unique_ptr<BatchRing>> BatchRing::create(DeviceContext& ctx, int slots) {
  std::unique_ptr<BatchRing> r(new BatchRing(ctx));
  if (Status s = ctx.activate(); !s.ok()) return s;
  // Non-blocking, like the context's stream: the legacy default stream does
  // not serialise with it.
  if (Status s = check(cudart().cudaStreamCreateWithFlags(&r->stream_, cudaStreamNonBlocking), ctx.index(),
                       "creating the stream for batch copies");
      !s.ok())
    return s;
  r->slots_.resize(static_cast<size_t>(slots < 1 ? 1 : slots));
  for (Slot& slot : r->slots_)
    for (cudaEvent_t* e : {&slot.uploaded, &slot.read})
      // Timing off: the events only order; they are cheaper to record.
      if (Status s = check(cudart().cudaEventCreateWithFlags(e, cudaEventDisableTiming), ctx.index(), "creating an event"); !s.ok())
        return s;
  return r;
}

BatchRing::~BatchRing() {
  cudart().cudaSetDevice(ctx_.index());
  // No copy may read or write freed memory.
  if (stream_) cudart().cudaStreamSynchronize(stream_);
  (void)ctx_.synchronize("releasing the batch slots");
  for (Slot& slot : slots_) {
    if (slot.device) ctx_.memory().release(slot.device);
    for (cudaEvent_t e : {slot.uploaded, slot.read})
      if (e) cudart().cudaEventDestroy(e);
  }
  if (stream_) cudart().cudaStreamDestroy(stream_);
}

Expected<bool> BatchRing::reserve(size_t bytes) {
  if (bytes <= capacity_) return false;
  if (Status s = ctx_.activate(); !s.ok()) return s;
  if (Status s = check(cudart().cudaStreamSynchronize(stream_), ctx_.index(), "waiting for the batch copies"); !s.ok()) return s;
  if (Status s = ctx_.synchronize("waiting for the GPU before growing the batch slots"); !s.ok()) return s;
  // Every slot goes first: a failure part way leaves none (capacity 0), not
  // some moved and some not.
  capacity_ = 0;
  for (Slot& slot : slots_) {
    if (slot.device) ctx_.memory().release(slot.device);
    slot.device = nullptr;
    slot.host = PinnedBuffer();
  }
  for (Slot& slot : slots_) {
    auto host = PinnedBuffer::allocate(bytes, ctx_.index());
    if (!host.ok()) return host.status();
    slot.host = std::move(*host);
    auto device = ctx_.memory().allocate(bytes);
    if (!device.ok()) return device.status();
    slot.device = *device;
  }
  capacity_ = bytes;
  return true;
}

Status BatchRing::check_slot(int slot, const char* what) const {
  if (slot < 0 || slot >= slots() || !slots_[static_cast<size_t>(slot)].device)
    return Status::error("cuda:" + std::to_string(ctx_.index()) + ": internal error: " + what + " of batch slot " +
                         std::to_string(slot) + ", which does not exist");
  return Status();
}

Status BatchRing::writable(int slot) {
  if (Status s = check_slot(slot, "writing"); !s.ok()) return s;
  if (Status s = ctx_.activate(); !s.ok()) return s;
  return check(cudart().cudaEventSynchronize(slots_[static_cast<size_t>(slot)].uploaded), ctx_.index(),
               "waiting for a batch's copy to the GPU");
}

Status BatchRing::upload(int slot, size_t bytes) {
  if (Status s = check_slot(slot, "the upload"); !s.ok()) return s;
  if (bytes > capacity_)
    return Status::error("cuda:" + std::to_string(ctx_.index()) + ": internal error: an upload of " +
                         std::to_string(bytes) + " bytes from a batch slot of " + std::to_string(capacity_));
  if (Status s = ctx_.activate(); !s.ok()) return s;
  Slot& s = slots_[static_cast<size_t>(slot)];
  int d = ctx_.index();
  // An event never recorded counts as complete: the first upload waits for nothing.
  if (Status st = check(cudart().cudaStreamWaitEvent(stream_, s.read, 0), d, "ordering a batch copy after its last reader"); !st.ok())
    return st;
  if (Status st = check(cudart().cudaMemcpyAsync(s.device, s.host.data(), bytes, cudaMemcpyHostToDevice, stream_), d,
                        "copying a batch of " + std::to_string(bytes) + " bytes to the GPU");
      !st.ok())
    return st;
  return check(cudart().cudaEventRecord(s.uploaded, stream_), d, "recording an event");
}

Status BatchRing::wait_uploaded(int slot) {
  if (Status s = check_slot(slot, "waiting for the upload"); !s.ok()) return s;
  if (Status s = ctx_.activate(); !s.ok()) return s;
  return check(cudart().cudaStreamWaitEvent(ctx_.stream(), slots_[static_cast<size_t>(slot)].uploaded, 0), ctx_.index(),
               "ordering a step after its batch's copy");
}

Status BatchRing::mark_read(int slot) {
  if (Status s = check_slot(slot, "marking a read"); !s.ok()) return s;
  if (Status s = ctx_.activate(); !s.ok()) return s;
  return check(cudart().cudaEventRecord(slots_[static_cast<size_t>(slot)].read, ctx_.stream()), ctx_.index(), "recording an event");
}

}  // namespace netc::rt::cuda
