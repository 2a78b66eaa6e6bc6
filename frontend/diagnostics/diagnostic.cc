#include "frontend/diagnostics/diagnostic.h"

#include <algorithm>

namespace netc {

static const DiagKindInfo kInfos[] = {
#define NETC_DIAG(kind, severity, summary) {#kind, Severity::severity, summary},
#include "frontend/diagnostics/kinds.def"
#undef NETC_DIAG
};

const DiagKindInfo& diag_info(DiagKind k) { return kInfos[static_cast<size_t>(k)]; }

const std::vector<DiagKind>& all_diag_kinds() {
  static const std::vector<DiagKind> kinds = [] {
    std::vector<DiagKind> v;
    for (size_t i = 0; i < sizeof(kInfos) / sizeof(kInfos[0]); ++i) v.push_back(static_cast<DiagKind>(i));
    return v;
  }();
  return kinds;
}

Diagnostic& Diagnostics::report(DiagKind kind, SourceRange range, std::string message) {
  Diagnostic d{kind, diag_info(kind).severity, range, std::move(message), {}, {}, {}};
  if (!seen_.insert(key(d)).second) {
    scratch_ = std::move(d);
    return scratch_;
  }
  ++count_[static_cast<size_t>(d.severity)];
  diags_.push_back(std::move(d));
  return diags_.back();
}

void Diagnostics::truncate(size_t n) {
  while (diags_.size() > n) {
    seen_.erase(key(diags_.back()));
    --count_[static_cast<size_t>(diags_.back().severity)];
    diags_.pop_back();
  }
}

void Diagnostics::sort_by_location(const SourceManager& sm) {
  auto library = [&](const Diagnostic& d) { return d.range.valid() && sm.file(d.range.file).stdlib; };
  std::stable_sort(diags_.begin(), diags_.end(), [&](const Diagnostic& a, const Diagnostic& b) {
    if (library(a) != library(b)) return !library(a);
    if (a.range.file != b.range.file) return a.range.file < b.range.file;
    return a.range.begin < b.range.begin;
  });
}

}  // namespace netc
