// Renders diagnostics for people (file:line:col, source line, caret range,
// notes, help) and for tools (JSON). The only place diagnostics become text.
#pragma once

#include <string>

#include "frontend/diagnostics/diagnostic.h"

namespace netc {

struct RenderOptions {
  bool color = false;
  // The errors shown in full, as clang's -ferror-limit (20): a file of
  // garbage gives thousands of syntax errors, each with its source line, of
  // which the first say what is wrong. The count line says how many there
  // were and how many were not shown. 0: every one.
  size_t max_errors = 20;
};

// Messages, notes and help quote source text in backticks (`net.fc1`,
// `Linear(4, 4) @ cpu`); a quote longer than kMaxQuoted bytes is cut to its
// start and "...", so that a 1 MiB identifier is not echoed in full. Applied
// to every diagnostic as it is rendered, in one place, whatever built the text.
inline constexpr size_t kMaxQuoted = 64;
std::string shorten_quotes(const std::string& text);

std::string render_text(const Diagnostics& diags, const SourceManager& sm, const RenderOptions& opts = {});
std::string render_json(const Diagnostics& diags, const SourceManager& sm);

}  // namespace netc
