#include "runtime/cuda/staging.h"

#include "runtime/cuda/error.h"

namespace netc::rt::cuda {

Expected<PinnedBuffer> PinnedBuffer::allocate(size_t bytes, int device) {
  PinnedBuffer b;
  Status s = check(cudaMallocHost(&b.data_, bytes == 0 ? 1 : bytes), device,
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
    if (data_) cudaFreeHost(data_);
    data_ = o.data_;
    size_ = o.size_;
    o.data_ = nullptr;
    o.size_ = 0;
  }
  return *this;
}

PinnedBuffer::~PinnedBuffer() {
  if (data_) cudaFreeHost(data_);
}

StagingRing::StagingRing(int device, cudaStream_t stream, int slots)
    : device_(device), stream_(stream), slots_(static_cast<size_t>(slots < 1 ? 1 : slots)) {}

StagingRing::~StagingRing() {
  for (Slot& s : slots_) {
    if (s.done) {
      cudaEventSynchronize(s.done);  // the copy must not read freed memory
      cudaEventDestroy(s.done);
    }
  }
}

Expected<void*> StagingRing::acquire(size_t bytes) {
  Slot& s = slots_[next_];
  next_ = (next_ + 1) % slots_.size();
  if (s.pending) {
    if (Status st = check(cudaEventSynchronize(s.done), device_, "waiting for a host-to-device copy"); !st.ok()) return st;
    s.pending = false;
  }
  if (!s.done) {
    // Timing off: the event only orders; it is cheaper to record.
    if (Status st = check(cudaEventCreateWithFlags(&s.done, cudaEventDisableTiming), device_, "creating an event"); !st.ok())
      return st;
  }
  if (s.buffer.size() < bytes) {
    auto b = PinnedBuffer::allocate(bytes, device_);
    if (!b.ok()) return b.status();
    s.buffer = std::move(*b);
  }
  current_ = &s;
  return s.buffer.data();
}

Status StagingRing::upload(void* device_dst, const void* src, size_t bytes) {
  const char* begin = current_ ? static_cast<const char*>(current_->buffer.data()) : nullptr;
  const char* from = static_cast<const char*>(src);
  if (!current_ || from < begin || from + bytes > begin + current_->buffer.size())
    return Status::error("cuda:" + std::to_string(device_) + ": internal error: an upload from outside the staging slot");
  // Recording again after each field is enough: the event completes after
  // every copy enqueued before it.
  if (Status s = check(cudaMemcpyAsync(device_dst, src, bytes, cudaMemcpyHostToDevice, stream_), device_,
                       "copying " + std::to_string(bytes) + " bytes to the GPU");
      !s.ok())
    return s;
  if (Status s = check(cudaEventRecord(current_->done, stream_), device_, "recording an event"); !s.ok()) return s;
  current_->pending = true;
  return Status();
}

}  // namespace netc::rt::cuda
