// Binding the program's logical devices to the physical devices present when
// it starts: each declared device takes the first of its candidates that is
// there (`device gpu = cuda:0 | cpu;`), the binding is reported, and a device
// that cannot be bound stops the program before any work.
#pragma once

#include <map>
#include <string>
#include <variant>
#include <vector>

#include "ir/ir.h"

namespace netc::engine {

struct Binding {
  std::string logical;   // gpu
  std::string physical;  // cpu, cuda:0
  std::string why;       // (no CUDA device visible)
};

// `overrides` come from `--device NAME=PHYSICAL`. Returns the bindings of
// every device of the module, or an error that lists what is available.
std::variant<std::vector<Binding>, std::string> bind_devices(const ir::Module& m,
                                                             const std::map<std::string, std::string>& overrides);

}  // namespace netc::engine
