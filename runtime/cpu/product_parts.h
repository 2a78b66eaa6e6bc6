// How a large matrix product C[m, n] is split over netc's threads, one rule
// for the f32 products (netc_k_sgemm) and the bf16 ones (bf16_gemm.cc): the
// larger of C's dims in blocks of 16 (whole vectors), a part per thread, and
// no part of `small` multiply-adds or fewer (a BLAS takes those to kernels
// that sum in another order, so the bits would depend on the thread count).
#pragma once

#include <algorithm>
#include <cstdint>

namespace netc::cpu {

struct ProductParts {
  bool by_rows = false;  // parts are rows of A and C, else columns of B and C
  int64_t extent = 0, blocks = 0, parts = 1;
  // Part q's first row (or column) and how many.
  int64_t first(int64_t q) const { return blocks * q / parts * 16; }
  int64_t count(int64_t q) const { return std::min(extent, blocks * (q + 1) / parts * 16) - first(q); }
};

inline ProductParts product_parts(int64_t m, int64_t n, int64_t k, int64_t threads, int64_t small) {
  ProductParts p;
  p.by_rows = m > n;
  p.extent = p.by_rows ? m : n;
  p.blocks = (p.extent + 15) / 16;
  const int64_t other = m * n * k / std::max<int64_t>(p.extent, 1);
  p.parts = std::max<int64_t>(1, std::min<int64_t>(threads, p.blocks));
  // The smallest part has blocks / parts blocks, less the last one's shortfall.
  while (p.parts > 1 && (p.blocks / p.parts * 16 - (p.blocks * 16 - p.extent)) * other <= small) --p.parts;
  return p;
}

}  // namespace netc::cpu
