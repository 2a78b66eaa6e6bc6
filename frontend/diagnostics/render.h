// Renders diagnostics for people (file:line:col, source line, caret range,
// notes, help) and for tools (JSON). The only place diagnostics become text.
#pragma once

#include <string>

#include "frontend/diagnostics/diagnostic.h"

namespace netc {

struct RenderOptions {
  bool color = false;
};

std::string render_text(const Diagnostics& diags, const SourceManager& sm, const RenderOptions& opts = {});
std::string render_json(const Diagnostics& diags, const SourceManager& sm);

}  // namespace netc
