#include "frontend/diagnostics/suggest.h"

#include <algorithm>

namespace netc {

size_t edit_distance(const std::string& a, const std::string& b, size_t bound) {
  const size_t longer = std::max(a.size(), b.size()), shorter = std::min(a.size(), b.size());
  if (longer - shorter > bound) return bound + 1;  // each extra character is an edit
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    size_t row_min = cur[0];
    for (size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > bound) return bound + 1;  // no later row is smaller
    std::swap(prev, cur);
  }
  return std::min(prev[b.size()], bound + 1);
}

std::string closest(const std::string& name, const std::vector<std::string>& candidates, size_t max_distance) {
  std::string best;
  size_t best_d = max_distance + 1;
  for (const std::string& c : candidates) {
    size_t d = edit_distance(name, c, best_d - 1);
    if (d < best_d && c != name) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

}  // namespace netc
