// Initial values of a program's parameters, from the initialiser each
// parameter declares (`kaiming_uniform(fan_in = 784)`), drawn from a stream
// that depends only on the seed and the parameter's name: adding a layer does
// not change the initial values of the others.
#pragma once

#include <cstdint>
#include <string>

#include "base/initialiser.h"
#include "base/status.h"

namespace netc::engine {

// Fills `out` (n floats) as `init` says. Errors name the parameter.
Status init_param(const std::string& name, const Initialiser& init, uint64_t seed, float* out, int64_t n);

}  // namespace netc::engine
