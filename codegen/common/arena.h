// Where the intermediate values of a generated function live: one block of
// memory (the CPU backend's workspace, the GPU executor's arena), with each
// value at a fixed offset. A value takes a place when it is computed and
// gives it back after its last reader; a later value reuses the smallest
// freed place that fits. Offsets are decided once, at compile time, so the
// generated code (or a captured CUDA graph) sees the same addresses in every
// step.
#pragma once

#include <cstdint>
#include <vector>

namespace netc::codegen {

class ArenaPlanner {
 public:
  // Every place starts at a multiple of `alignment` (a power of two).
  explicit ArenaPlanner(uint64_t alignment) : alignment_(alignment) {}

  // The offset of a new place of `bytes`: the best fit among the freed
  // places (split when larger), else a new place at the end.
  uint64_t take(uint64_t bytes);
  // Gives back the place that take(bytes) returned at `offset`.
  void give_back(uint64_t offset, uint64_t bytes);
  // The bytes the arena needs: the end of the highest place ever taken.
  uint64_t size() const { return size_; }

 private:
  uint64_t rounded(uint64_t bytes) const { return (bytes + alignment_ - 1) / alignment_ * alignment_; }
  struct Place {
    uint64_t offset, bytes;
  };
  uint64_t alignment_;
  uint64_t size_ = 0;
  std::vector<Place> free_;
};

}  // namespace netc::codegen
