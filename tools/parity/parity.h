// `netc parity FILE`: does a GPU compute what the CPU computes? The first
// train block's first steps, run on two devices (the CPU and cuda:0 unless
// --devices says otherwise) from the same initial parameters on the same
// batches, compared after each step against the tolerance of the op family
// that computes each value (ir/tolerance.h, the one table; docs/parity.md).
//
// Per step, before it: the gradient function with every value it computes
// as a result, run on both devices from device A's parameters (so that each
// op's inputs agree up to the ops before it): every value op by op, named by
// its op, layer and source line, and among them the loss and each
// parameter's gradient. Then the step itself on each device from its own
// parameters: the loss and metrics, and after the update every parameter and
// optimizer state. The report is one table; it names the first value (in that
// order: op by op, then the step's) that exceeds its tolerance.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "ir/ir.h"

namespace netc::parity {

struct ParityOptions {
  std::string source_path;          // data paths are relative to its folder
  int64_t steps = 3;                // --steps N
  std::string device_a = "cpu";     // --devices A,B
  std::string device_b = "cuda:0";
  std::optional<uint64_t> seed;     // --seed
  std::optional<int64_t> limit;     // --limit N: the first N examples of the data set
  bool values = false;              // --values: a row for every value op by op, not only those that exceed
};

// 0: every value within its tolerance; 1: one exceeds (named), or a step
// failed; 2: a device that is not here (with the devices found), no train
// block, data that cannot be used.
int run_parity(const ir::Module& m, const ParityOptions& o, std::ostream& out, std::ostream& err);

}  // namespace netc::parity
