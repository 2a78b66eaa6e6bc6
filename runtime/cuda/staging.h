// Pinned (page-locked) host memory for host <-> device copies. A copy from
// pageable memory is staged by the driver through its own pinned buffer and
// does not overlap with the host; a copy from pinned memory is a DMA that
// runs asynchronously on the stream.
//
// A StagingRing is where the data loader writes each batch: a few pinned
// slots used in turn. Before a slot is written again, the host waits for the
// copy that last read it (an event), which a step later has long finished;
// the step itself never waits for the host.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <memory>
#include <vector>

#include "runtime/status.h"

namespace netc::rt::cuda {

class PinnedBuffer {
 public:
  static Expected<PinnedBuffer> allocate(size_t bytes, int device);
  PinnedBuffer() = default;
  PinnedBuffer(PinnedBuffer&& o) noexcept;
  PinnedBuffer& operator=(PinnedBuffer&& o) noexcept;
  ~PinnedBuffer();

  void* data() const { return data_; }
  size_t size() const { return size_; }

 private:
  void* data_ = nullptr;
  size_t size_ = 0;
};

class StagingRing {
 public:
  // `slots` pinned buffers, grown on demand, for copies on `stream`.
  StagingRing(int device, cudaStream_t stream, int slots = 2);
  ~StagingRing();
  StagingRing(const StagingRing&) = delete;
  StagingRing& operator=(const StagingRing&) = delete;

  // The next slot, at least `bytes` long, once the copy that last read it is
  // done. Write a batch into it (its fields one after the other), then
  // upload() each field.
  Expected<void*> acquire(size_t bytes);
  // Enqueues the copy of `bytes` at `src` (inside the slot last acquired) to
  // `device_dst`, and records that the slot is read until then.
  Status upload(void* device_dst, const void* src, size_t bytes);

 private:
  struct Slot {
    PinnedBuffer buffer;
    cudaEvent_t done = nullptr;  // recorded after the copy that reads it
    bool pending = false;
  };
  int device_;
  cudaStream_t stream_;
  std::vector<Slot> slots_;
  size_t next_ = 0;
  Slot* current_ = nullptr;
};

}  // namespace netc::rt::cuda
