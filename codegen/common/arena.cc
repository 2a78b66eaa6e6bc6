#include "codegen/common/arena.h"

namespace netc::codegen {

uint64_t ArenaPlanner::take(uint64_t bytes) {
  uint64_t size = rounded(bytes);
  auto best = free_.end();
  for (auto it = free_.begin(); it != free_.end(); ++it)
    if (it->bytes >= size && (best == free_.end() || it->bytes < best->bytes)) best = it;
  if (best == free_.end()) {
    uint64_t offset = size_;
    size_ += size;
    return offset;
  }
  uint64_t offset = best->offset;
  if (best->bytes > size) best->offset += size, best->bytes -= size;
  else free_.erase(best);
  return offset;
}

void ArenaPlanner::give_back(uint64_t offset, uint64_t bytes) { free_.push_back({offset, rounded(bytes)}); }

}  // namespace netc::codegen
