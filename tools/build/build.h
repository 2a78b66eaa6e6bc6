// `netc build`: a checked program compiled ahead of time into a directory
// holding lib<name>.a (the program's functions for one CPU, plus the C API's
// wrappers and descriptor) and <name>.h (the C API), and optionally a
// Makefile-style depfile so build systems rebuild when the .net file or
// anything it imports changes.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::build {

struct BuildOptions {
  std::string source;                 // the .net file as given
  std::string out_dir;                // -o DIR
  std::string name;                   // --name; default: the file's stem
  std::optional<int64_t> batch;       // --batch; default: the train block's
  std::string target_cpu;             // --target-cpu; default x86-64-v3
  std::map<std::string, int64_t> dims;  // --dim NAME=VALUE for sizes other than the batch
  std::string depfile;                // --depfile FILE
  // --cuda-arch: the architectures to embed kernels for (empty: none); by
  // default kDefaultCudaArchs when netc has CUDA and a device may be a GPU.
  std::optional<std::vector<std::string>> cuda_archs;
  std::vector<std::string> inputs;    // every file the program was read from (the depfile's prerequisites)
};

inline const std::vector<std::string> kDefaultCudaArchs = {"sm_80", "sm_90", "compute_75"};

// Returns the exit status: 0 built, 1 the program cannot be built (the reason
// is on `err`).
int build_library(const ir::Module& m, const BuildOptions& options, std::ostream& err);

// A C identifier from a file name: fashion-mlp.net -> fashion_mlp; a
// keyword of C or C++ (default.net) -> net_default.
std::string c_identifier(const std::string& s);
bool is_c_keyword(const std::string& s);

}  // namespace netc::build
