// A caching allocator for device memory: a training step allocates and frees
// the same sizes every time, and cudaMalloc/cudaFree are slow and
// synchronise the device, so freed blocks are kept in a free list by size and
// handed out again. Only when the device is full are the cached blocks given
// back (and the allocation retried) before out of memory is reported.
//
// Reuse is safe without events because every block is used on one stream
// (the device context's): work that used a freed block is ordered before work
// that uses it again. A caller that uses several streams must not share one
// allocator between them.
//
// The policy is independent of CUDA: the raw memory comes from functions, so
// it is tested on the host with malloc as well as on a GPU with cudaMalloc.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>

#include "base/status.h"

namespace netc::rt::cuda {

struct RawMemory {
  // `bytes` from the device: the pointer, nullptr when the device is out of
  // memory, or an error for any other failure.
  std::function<Expected<void*>(size_t bytes)> allocate;
  std::function<void(void*)> free;
  // The message for a request that cannot be met even with an empty cache;
  // `in_use` is what this allocator has handed out.
  std::function<std::string(size_t requested, size_t in_use)> out_of_memory;
};

class CachingAllocator {
 public:
  struct Stats {
    size_t in_use = 0;       // bytes handed out (rounded sizes)
    size_t requested = 0;    // bytes asked for by the blocks handed out (before rounding)
    size_t cached = 0;       // bytes in the free list
    size_t raw_allocations = 0;  // calls to RawMemory::allocate that succeeded
    size_t reuses = 0;       // allocations served from the free list
  };

  explicit CachingAllocator(RawMemory raw);
  ~CachingAllocator();  // gives everything back; blocks still in use are freed too
  CachingAllocator(const CachingAllocator&) = delete;
  CachingAllocator& operator=(const CachingAllocator&) = delete;

  // At least `bytes` (0 is allowed and gives a distinct small block).
  Expected<void*> allocate(size_t bytes);
  // Back to the free list. `p` must come from allocate(); nullptr is ignored.
  void release(void* p);
  // Gives every cached block back to the device.
  void trim();
  Stats stats() const;

  // Sizes are rounded so that nearby sizes share blocks: to 512 bytes up to
  // 1 MiB, to 2 MiB beyond.
  static size_t round_size(size_t bytes);

 private:
  void trim_locked();

  RawMemory raw_;
  mutable std::mutex mutex_;
  std::multimap<size_t, void*> free_;          // size -> block
  struct Live {
    size_t size, requested;
  };
  std::unordered_map<void*, Live> live_;       // block -> its size and what was asked for
  Stats stats_;
};

}  // namespace netc::rt::cuda
