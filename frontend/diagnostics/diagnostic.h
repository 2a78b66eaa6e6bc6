// Diagnostics as data. Checks build Diagnostic values; render.h turns them into
// text (caret, notes, help) or JSON in one place.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "frontend/source/source.h"

namespace netc {

enum class DiagKind : uint16_t {
#define NETC_DIAG(kind, severity, summary) kind,
#include "frontend/diagnostics/kinds.def"
#undef NETC_DIAG
};

enum class Severity : uint8_t { Error, Warning, Note };

struct DiagKindInfo {
  const char* name;
  Severity severity;
  const char* summary;
};
const DiagKindInfo& diag_info(DiagKind k);
const std::vector<DiagKind>& all_diag_kinds();

struct DiagNote {
  SourceRange range;  // may be invalid: the note is then shown without a location
  std::string message;
};

struct FixIt {
  SourceRange range;        // text to replace
  std::string replacement;  // new text
};

struct Diagnostic {
  DiagKind kind;
  Severity severity;
  SourceRange range;
  std::string message;
  std::vector<DiagNote> notes;
  std::string help;          // the fix, in words; empty when there is none
  std::vector<FixIt> fixits;  // the fix, as edits
};

// Collects diagnostics. Reporting the same kind at the same place with the same
// message twice keeps one (a generic body can be reached from several uses).
class Diagnostics {
 public:
  Diagnostic& report(DiagKind kind, SourceRange range, std::string message);
  const std::vector<Diagnostic>& all() const { return diags_; }
  Diagnostic& at(size_t i) { return diags_.at(i); }
  // Drops the diagnostics reported after the first n (a trial whose errors
  // are summarised by one).
  void truncate(size_t n);
  size_t error_count() const { return count_[static_cast<size_t>(Severity::Error)]; }
  size_t warning_count() const { return count_[static_cast<size_t>(Severity::Warning)]; }
  bool has_errors() const { return error_count() > 0; }
  // Sorts the program's files first (in the order they were loaded), then the
  // standard library's, each by position, keeping the order of equal ones.
  void sort_by_location(const SourceManager& sm);

 private:
  using Key = std::tuple<DiagKind, FileId, uint32_t, uint32_t, std::string>;
  static Key key(const Diagnostic& d) { return {d.kind, d.range.file, d.range.begin, d.range.end, d.message}; }
  std::vector<Diagnostic> diags_;
  std::set<Key> seen_;  // the keys of diags_, so that a report is not quadratic in their number
  Diagnostic scratch_;  // returned for duplicates so callers can still add notes
  // Per severity (a diagnostic's is its kind's), kept as they are reported:
  // the checker asks for the count after each declaration.
  size_t count_[3] = {0, 0, 0};
};

}  // namespace netc
