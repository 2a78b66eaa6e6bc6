// Pinned (page-locked) host memory for host <-> device copies, and the ring of
// batch slots through which training batches reach the GPU.
//
// A copy from pageable memory is staged by the driver through its own pinned
// buffer and does not overlap with the host; a copy from pinned memory is a
// DMA that runs asynchronously.
//
// A BatchRing holds a few slots, each a pinned host buffer and a device
// buffer of the same size. The data loader gathers a batch into one slot's
// host memory and upload()s it: the copy runs on the ring's own stream, so it
// overlaps with the step running on the context's stream (which reads another
// slot). Events order the two streams, and nothing waits on the host:
//   - a slot's upload waits for the work on the context's stream that last
//     read the slot's device memory (mark_read());
//   - a step waits for its slot's upload (wait_uploaded(), enqueued on the
//     context's stream before it).
// The host waits only before writing a slot whose upload may still be
// reading it (writable()), which in a training loop has long finished.
//
// The slots' device memory comes from the context's caching allocator,
// whose blocks are meant for one stream; the ring's are written on its own
// stream too. That is safe because a slot's block is released only after
// both streams have been synchronised (reserve(), the destructor).
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <memory>
#include <vector>

#include "runtime/cuda/context.h"
#include "base/status.h"

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

class BatchRing {
 public:
  // `slots` empty slots (grown by reserve()) and the copy stream, on ctx's
  // device. ctx must outlive the ring.
  static Expected<std::unique_ptr<BatchRing>> create(DeviceContext& ctx, int slots = 2);
  ~BatchRing();  // waits for its copies, then frees its memory
  BatchRing(const BatchRing&) = delete;
  BatchRing& operator=(const BatchRing&) = delete;

  int slots() const { return static_cast<int>(slots_.size()); }
  size_t capacity() const { return capacity_; }
  // Grows every slot to hold at least `bytes`, after waiting for all work on
  // both streams. Returns true when addresses changed (work captured with the
  // old ones, e.g. CUDA graphs, must not run again). On failure the ring has
  // no slots left (capacity 0) until a reserve() succeeds.
  Expected<bool> reserve(size_t bytes);
  void* host(int slot) const { return slots_[static_cast<size_t>(slot)].host.data(); }
  void* device(int slot) const { return slots_[static_cast<size_t>(slot)].device; }

  // Waits (on the host) until the slot's last upload has read its host
  // memory; the slot may then be written.
  Status writable(int slot);
  // Enqueues on the ring's stream the copy of the slot's first `bytes` to
  // its device memory, after the work that last read the device memory.
  Status upload(int slot, size_t bytes);
  // On the context's stream: the work enqueued after this waits for the
  // slot's last upload.
  Status wait_uploaded(int slot);
  // On the context's stream: the work enqueued so far is what reads the
  // slot's device memory; its next upload waits for it.
  Status mark_read(int slot);

 private:
  struct Slot {
    PinnedBuffer host;
    void* device = nullptr;
    cudaEvent_t uploaded = nullptr;  // recorded on the ring's stream after the slot's copy
    cudaEvent_t read = nullptr;      // recorded on the context's stream after the work that reads it
  };
  explicit BatchRing(DeviceContext& ctx) : ctx_(ctx) {}
  Status check_slot(int slot, const char* what) const;

  DeviceContext& ctx_;
  cudaStream_t stream_ = nullptr;
  std::vector<Slot> slots_;
  size_t capacity_ = 0;
};

}  // namespace netc::rt::cuda
