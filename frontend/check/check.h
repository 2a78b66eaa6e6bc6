// The checker: names, model instantiation, and dtype/shape/device inference
// over a loaded program. It reports every error it finds to `diags` and builds
// the typed IR of everything that checked (model forward functions, top-level
// values, training steps).
#pragma once

#include <map>
#include <string>
#include <variant>

#include "frontend/check/imports.h"
#include "ir/ir.h"

namespace netc {

// A compile-time value bound at the top level of the root file (`n = 2 + 3;`,
// `lr = 0.05;`, `name = "run";`): what the REPL shows for such a binding.
using Constant = std::variant<int64_t, double, bool, std::string>;

// With `constants`, also the root file's top-level compile-time values.
ir::Module check_program(const Program& program, const SourceManager& sm, Diagnostics& diags,
                         std::map<std::string, Constant>* constants = nullptr);

}  // namespace netc
