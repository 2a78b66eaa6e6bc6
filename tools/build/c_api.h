// The C API of a `netc build` library: what the header declares, the JSON
// descriptor the generic runtime (engine/library/aot_runtime.h) reads, and the
// exported wrappers `<name>_create(...)` emitted as LLVM IR into the
// library's object. The three are made from one ApiSpec, so the header, the
// descriptor and the wrappers cannot disagree about a function's arguments.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "engine/binding/bind_devices.h"
#include "engine/exec/embedded_kernels.h"
#include "ir/ir.h"

namespace llvm {
class Module;
}

namespace netc::build {

struct ApiArg {
  std::string name;  // a C identifier
  ir::DType dtype = ir::DType::F32;
  std::vector<int64_t> shape;  // concrete
  bool batched = false;        // the leading dim is the batch
};

// One compiled function; its index in ApiSpec::functions is its index in the
// library's function table.
struct ApiFunction {
  std::string ir_name;  // net.forward, train.net.fashion.step.grad, ...
  std::string symbol;   // the LLVM function in the module
  std::string c_name;   // the exported name without the prefix (forward functions only)
  std::vector<ApiArg> inputs, outputs;
  size_t workspace_bytes = 0;
  std::map<std::string, int64_t> dims;  // its named dims' values
  // Forward functions: whether examples are independent (no op mixes rows),
  // so fewer examples than the batch can be padded to a full batch.
  bool rows_independent = false;
};

struct ApiParam {
  std::string name, init, logical_device;
  std::string declared;  // the physical devices the program declares for it: "cuda:0 | cpu"
  ir::DType dtype = ir::DType::F32;
  std::vector<int64_t> shape;
  ir::Initialiser initialiser;       // init, as data
  std::vector<std::string> devices;  // its placement's logical devices, for binding
  bool optimizer_state = false;      // not a weight: `init_from` skips it
};

struct ApiTrain {
  int grad = -1, update = -1, eval = -1;  // indices into ApiSpec::functions
  std::vector<std::string> result_names;   // loss, then the metrics
  std::vector<size_t> update_targets;      // the update's results -> parameter indices
  std::vector<size_t> state_targets;       // ... and their parameter indices
  std::string lr;                          // the train block's learning rate, as text
  std::string name;                        // the block (train.<dataset>) and the models it trains,
  std::vector<std::string> models;         // for binding its device
};

// The library's GPU code: kernels compiled ahead of time for each
// architecture, run by the same executor as `netc run` (engine/exec/embedded_kernels.h).
struct ApiGpu {
  std::vector<std::string> archs;
  std::vector<engine::KernelImage> images;
  // Every function the GPU executor runs, as it plans it (its CUDA C is in
  // the images, keyed by the source's hash): the library's executor runs
  // these plans, so it needs no IR (engine/exec/gpu_plan_json.h).
  std::vector<engine::GpuSource> plans;
};

// A line of what an instance needs (engine/memory/memory_plan.h), on "cpu", "gpu"
// (the GPU it runs on) or "host" (a GPU instance's host memory).
struct ApiMemoryLine {
  std::string device, category;
  uint64_t bytes = 0;
  bool estimate = false;
  bool executor = false;  // allocated by the executor when an instance is created
};

struct ApiSpec {
  std::string name;   // the C prefix and the library's name
  std::string source; // the .net file, for the header's comment
  std::string target_cpu;
  int64_t batch = 0;
  std::string fingerprint;  // as engine/loop/train.cc computes it, for checkpoints
  std::vector<ApiParam> params;
  std::vector<ApiFunction> functions;
  std::vector<int> forwards;  // indices of the forward functions
  std::optional<ApiTrain> train;
  std::vector<engine::ProgramDevices::Device> devices;  // the program's, for binding them when an instance is created
  std::optional<ApiGpu> gpu;
  // What an instance needs where it runs: on the CPU; on a GPU (when the
  // library has GPU code and a train block).
  std::vector<ApiMemoryLine> cpu_memory, gpu_memory;
};

// The descriptor text stored in the library (read by
// engine/library/descriptor.h, whose kDescriptorFormat it carries).
std::string descriptor_json(const ApiSpec& spec);

// The C header (C99 and C++).
std::string header_text(const ApiSpec& spec);

// Adds the descriptor, the function table and the exported wrappers to `m`,
// which defines every spec.functions[i].symbol; those become internal, so
// two networks linked into one program do not clash.
Status add_api(llvm::Module& m, const ApiSpec& spec);

}  // namespace netc::build
