#include "engine/exec/gradient_buckets.h"

#include <cstdlib>

#include "codegen/common/arena.h"

namespace netc::engine {

GradientBlock lay_out_gradients(const std::vector<size_t>& sizes, size_t alignment, size_t cap) {
  GradientBlock b;
  const size_t n = sizes.size();
  // Placed last first.
  codegen::ArenaPlanner planner(alignment);
  b.offset.assign(n, 0);
  for (size_t i = n; i-- > 0;) b.offset[i] = planner.take(sizes[i]);
  b.total = planner.size();
  auto range = [&](size_t first, size_t last) { return b.offset[last] + sizes[last] - b.offset[first]; };
  for (size_t i = n; i-- > 0;) {
    GradientBlock::Bucket* back = b.buckets.empty() ? nullptr : &b.buckets.back();
    if (!back || cap == 0 || range(back->first, back->last) >= cap) b.buckets.push_back({i, i, 0, 0});
    else back->last = i;
  }
  for (GradientBlock::Bucket& k : b.buckets) {
    k.offset = b.offset[k.first];
    k.bytes = range(k.first, k.last);
  }
  return b;
}

size_t bucket_cap_bytes() {
  static const size_t cap = [] {
    const char* m = std::getenv("NETC_NCCL_BUCKET_MIB");
    return m && *m ? static_cast<size_t>(std::strtoull(m, nullptr, 10)) << 20 : size_t{25} << 20;
  }();
  return cap;
}

}  // namespace netc::engine
