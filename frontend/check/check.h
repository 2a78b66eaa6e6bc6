// The checker: names, model instantiation, and dtype/shape/device inference
// over a loaded program. It reports every error it finds to `diags` and builds
// the typed IR of everything that checked (model forward functions, top-level
// values, training steps).
#pragma once

#include "frontend/check/imports.h"
#include "ir/ir.h"

namespace netc {

ir::Module check_program(const Program& program, const SourceManager& sm, Diagnostics& diags);

}  // namespace netc
