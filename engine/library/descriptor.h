// A `netc build` library's descriptor, read: the plain data that
// tools/build/c_api.cc writes into the library (JSON) and the runtime runs
// from. Everything the CPU executor and device binding need is data here
// (shapes, initialisers, the parameters' devices, the train block's layout),
// so reading it needs no IR parser, no passes and no code generator. The GPU
// section, which libraries with GPU code carry, holds the GPU executor's
// launch plans and kernel images (engine/library/aot_gpu.cc, which reads it).
//
// The descriptor carries its format (kDescriptorFormat); one of another
// format (a library built by another netc than the runtime it is linked with)
// or one that does not read is an error with a message, never a crash.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/initialiser.h"
#include "base/status.h"
#include "engine/binding/bind_devices.h"
#include "engine/library/aot_runtime.h"
#include "runtime/tensor.h"

namespace netc::library {

// Raised whenever the descriptor's layout changes; `netc build` writes it and
// the runtime accepts only its own.
inline constexpr int kDescriptorFormat = 4;

struct Arg {
  rt::DType dtype = rt::DType::F32;
  std::vector<int64_t> shape;
  bool batched = false;  // the leading dim is the batch
  size_t nbytes = 0;
};

struct FunctionDesc {
  std::string name;
  std::map<std::string, int64_t> dims;
  size_t workspace = 0;
  bool rows_independent = false;
  std::vector<Arg> inputs, outputs;
};

struct ParamDesc {
  std::string name, dtype, device, logical_device, init;  // as the C API shows them
  rt::DType rt_dtype = rt::DType::F32;
  std::vector<int64_t> shape;
  Initialiser initialiser;
};

// A descriptor read once; parameter info points into it.
struct Desc {
  std::string name, fingerprint;
  int64_t batch = 0;
  std::vector<ParamDesc> params;
  std::vector<netc_aot_param_info> infos;
  std::vector<FunctionDesc> functions;
  bool has_train = false;
  int grad = -1, update = -1, eval = -1;
  size_t num_results = 0;
  std::vector<std::string> metric_names;  // the train step's results after the loss
  std::vector<size_t> update_targets;
  std::vector<size_t> state_targets;  // the gradient's last results are these model states
  size_t max_workspace = 0;
  // What binding the devices reads (engine/binding/bind_devices.h): the
  // program's device declarations, each parameter's device, the first train
  // block's name and models.
  engine::ProgramDevices devices;
  // The parameters that are optimizer state: not weights (init_from skips them).
  std::set<std::string> optimizer_state;
  // What an instance needs on the CPU and on a GPU, planned by `netc build`
  // (engine/memory/memory_plan.h). The C API's lines point into these.
  struct MemoryLine {
    std::string device, category;
    uint64_t bytes = 0;
    bool estimate = false;
    bool executor = false;  // allocated by the executor when an instance is created
  };
  std::vector<MemoryLine> cpu_memory, gpu_memory;
  std::vector<netc_aot_memory_line> cpu_lines, gpu_lines;
  // GPU code (libraries built with --cuda-arch): the section as written
  // (each function's launch plan and kernel images), read by the GPU
  // executor when a GPU is first considered.
  bool has_gpu = false;
  nlohmann::json gpu;
};

// The parameters and optimizer state of an instance, in the descriptor's
// order, each filled by its initialiser from `seed` (as `netc run` fills
// them), and the index of each name.
Status initial_params(const Desc& d, uint64_t seed, std::vector<rt::Tensor>* params,
                      std::map<std::string, size_t>* index);

// The descriptor at `text`, read on first use and kept: descriptors are
// constants in the library, so their address identifies them. Null when it
// does not read, with the status code and message in *code and *message.
const Desc* get_desc(const char* text, int* code, std::string* message);

}  // namespace netc::library
