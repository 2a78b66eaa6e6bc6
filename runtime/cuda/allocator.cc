#include "runtime/cuda/allocator.h"

namespace netc::rt::cuda {

CachingAllocator::CachingAllocator(RawMemory raw) : raw_(std::move(raw)) {}

CachingAllocator::~CachingAllocator() {
  std::lock_guard<std::mutex> lock(mutex_);
  trim_locked();
  for (auto& [p, size] : live_) raw_.free(p);
}

size_t CachingAllocator::round_size(size_t bytes) {
  constexpr size_t kSmall = 512, kLarge = 2 << 20, kSmallLimit = 1 << 20;
  if (bytes <= kSmallLimit) return bytes == 0 ? kSmall : (bytes + kSmall - 1) / kSmall * kSmall;
  return (bytes + kLarge - 1) / kLarge * kLarge;
}

Expected<void*> CachingAllocator::allocate(size_t bytes) {
  size_t size = round_size(bytes);
  std::lock_guard<std::mutex> lock(mutex_);
  // The smallest cached block that fits, if it wastes at most half of itself:
  // a large block is not tied up by a small tensor.
  auto it = free_.lower_bound(size);
  if (it != free_.end() && it->first <= 2 * size) {
    void* p = it->second;
    size_t got = it->first;
    free_.erase(it);
    live_[p] = {got, bytes};
    stats_.cached -= got;
    stats_.in_use += got;
    stats_.requested += bytes;
    ++stats_.reuses;
    return p;
  }
  Expected<void*> p = raw_.allocate(size);
  if (p.ok() && *p == nullptr) {
    // Full: give the cache back and try once more.
    trim_locked();
    p = raw_.allocate(size);
    if (p.ok() && *p == nullptr) return Status::error(raw_.out_of_memory(size, stats_.in_use));
  }
  if (!p.ok()) return p;
  live_[*p] = {size, bytes};
  stats_.in_use += size;
  stats_.requested += bytes;
  ++stats_.raw_allocations;
  return p;
}

void CachingAllocator::release(void* p) {
  if (!p) return;
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = live_.find(p);
  if (it == live_.end()) return;  // not ours: ignore rather than corrupt the lists
  free_.emplace(it->second.size, p);
  stats_.in_use -= it->second.size;
  stats_.requested -= it->second.requested;
  stats_.cached += it->second.size;
  live_.erase(it);
}

void CachingAllocator::trim() {
  std::lock_guard<std::mutex> lock(mutex_);
  trim_locked();
}

void CachingAllocator::trim_locked() {
  for (auto& [size, p] : free_) raw_.free(p);
  free_.clear();
  stats_.cached = 0;
}

CachingAllocator::Stats CachingAllocator::stats() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return stats_;
}

}  // namespace netc::rt::cuda
