// `netc mem FILE`: what each train block needs on each device it uses, from
// the executors' own plans (engine/memory/memory_plan.h), before anything runs;
// and the largest batch that fits a device or a budget.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>

#include "ir/ir.h"

namespace netc::mem {

struct MemOptions {
  int64_t batch = 0;                         // --batch: 0, the train block's
  std::map<std::string, int64_t> dims;       // --dim NAME=N
  std::map<std::string, std::string> devices;  // --device NAME=DEVICE (a GPU need not be present)
  bool json = false;                         // --json
  std::optional<uint64_t> budget;            // --budget BYTES: print the largest batch that fits
  std::string fit;                           // --fit DEVICE: the same for a device's free memory
  std::string source;                        // the program's file: its data files are relative to it
};

// Prints the report (or the largest batch): 0, or 1 with a message on err.
int print_memory(const ir::Module& m, const MemOptions& options, std::ostream& out, std::ostream& err);

}  // namespace netc::mem
