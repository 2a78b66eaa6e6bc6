// What a train block needs on the device it runs on, and on the host, before
// anything is allocated: `netc mem`, the check at the start of `netc run`.
// The numbers are the executors' own: the buffer plans of the functions they
// compile (codegen/common/buffers.h: the CPU's workspaces, the GPU's arena)
// and the buffers they allocate around them (step_program.cc,
// gpu_step_program.cc), line by line; a test compares them with what each
// executor allocates. Only what CUDA itself takes (its context, cuBLAS's
// workspace) is an estimate, and marked as one. docs/memory.md says how each
// line is computed.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "codegen/common/buffers.h"
#include "ir/ir.h"
#include "engine/exec/step_functions.h"
#include "ir/passes/pipeline.h"
#include "base/status.h"

namespace netc::engine {

class CpuIrPlans;  // engine/exec/cpu_ir_plans.h
class GpuIrPlans;  // engine/exec/gpu_ir_plans.h

struct MemoryLine {
  enum Category {
    Parameters,      // the trained parameters (each set the executor keeps)
    Gradients,       // d loss / d each trained parameter
    OptimizerState,  // momentum, Adam's moments
    Accumulators,    // the summed gradients of `accumulate = K`
    ModelState,      // BatchNorm's running statistics
    OtherGlobals,    // parameters of models this block does not train
    Activations,     // values of the forward pass kept for the backward pass
    Temporaries,     // the rest of the step's workspaces at their peak
    Workspace,       // the CPU convolution kernels' columns (kept per thread)
    StepResults,     // loss and metrics
    Batch,           // the training batch buffers
    Evaluation,      // the evaluation's workspace, batch and results
    Scalars,         // learning rate, step number
    DataSets,        // the data sets the training loop holds in memory
    Process,         // netc's own code, libraries and compiler (an estimate)
    Cuda,            // CUDA's context and cuBLAS's workspace (estimates)
  } category;
  uint64_t bytes = 0;
  std::string note;       // "2 sets", "estimate", ...
  bool estimate = false;  // not netc's own allocation
  bool loop = false;      // allocated by the training loop, not the executor
};

const char* category_name(MemoryLine::Category c);

struct DeviceMemory {
  std::string device;  // "cpu", "cuda:0", "host" (a GPU run's host memory)
  std::vector<MemoryLine> lines;
  uint64_t total() const;           // every line: what the device must have
  uint64_t netc_allocates() const;  // the lines that are not estimates
  uint64_t executor_allocates() const;  // ... and not the training loop's
};

// A row of the per-layer table, as torchinfo's summary has it: a model
// instance's path, the shape of what it computes last in the forward pass,
// its own parameters (not its sublayers'), and the bytes of the values its
// code computes that the step keeps for the backward pass.
struct LayerMemory {
  std::string path;  // "net.conv1"; "" for code outside models (the loss)
  std::vector<int64_t> output;
  uint64_t parameters = 0;
  uint64_t kept = 0;
};

// A copy between the host and a device, as the executor and the training
// loop make it (gpu_step_program.cc, train.cc): `netc mem`'s transfers, so
// that what a device costs in copies is seen before a run. A test checks
// them to the byte against the CUDA emulator's counts.
struct Transfer {
  enum When { PerStep, PerEvaluationBatch, AtStart, PerEpoch, PerCheckpoint, AtEnd } when;
  std::string from, to;  // "host", "cuda:0"
  std::string what;      // "the batch: images, labels"
  uint64_t bytes = 0;    // all of its copies together
  uint64_t copies = 1;
};

const char* when_name(Transfer::When w);

struct MemoryPlan {
  std::string train;  // the train block's name
  int64_t batch = 0;
  std::vector<DeviceMemory> devices;  // where the step runs first; a GPU run's host memory second
  std::vector<LayerMemory> layers;    // in the order the forward pass reaches them
  // Floating-point operations of one training step (gradient and update) and
  // of the gradient per example: a multiply-add counts 2 (matrix products,
  // convolutions and their gradients); any other operation one per element
  // it produces or reads, whichever is more; moves (transposes, reshapes)
  // none.
  uint64_t step_flops = 0, example_flops = 0;
  // What crosses between the host and the device; none when the block runs
  // on the CPU, where the batches are (`no_transfers` says so).
  std::vector<Transfer> transfers;
  std::string no_transfers;
  // The program's `to(...)` edges in the step: each one's place, type and
  // bytes at the plan's batch (the executor copies the batch inputs they
  // start from, listed in `transfers`).
  struct Edge {
    std::string where, type;
    uint64_t bytes = 0;
  };
  std::vector<Edge> to_edges;
};

struct MemoryOptions {
  int64_t batch = 0;                   // 0: the train block's
  std::map<std::string, int64_t> dims;  // named dims other than B
  int gpu = -1;                         // the GPU the block runs on; -1: the CPU
  int64_t replicas = 1;                 // > 1: the block is one replica of a set (its all-reduces)
  // What a memory limit on the process also meets, on the CPU (or a GPU
  // run's host): the block's data sets as loaded (dataset_bytes; unset: not
  // counted) and netc's own code, libraries and compiler (an estimate).
  std::optional<uint64_t> datasets;
  bool process = false;
  // On a GPU: the plans of the block's functions, made once and handed on
  // (gpu_ir_plans.h): `netc run` plans through the driver's for the memory
  // checks and then its executors; `netc build` through the one whose plans
  // its library embeds. Null: planned here for this plan alone.
  GpuIrPlans* gpu_plans = nullptr;
  // On the CPU, the same (cpu_ir_plans.h): `netc run` plans through the
  // driver's for the memory check and then its CPU executors.
  CpuIrPlans* cpu_plans = nullptr;
};

// The bytes the training loop holds for `run`'s data set and its evaluation
// set, as loaded (each example in its field's dtype), from the files' headers
// or rows, without loading them, and the largest CSV file's size (its text is
// held while it is parsed); relative paths are relative to `base`.
Expected<uint64_t> dataset_bytes(const ir::Module& m, const ir::TrainRun& run, const std::string& base);

// The results the CPU executor lets the compiler write over the parameter
// they replace (where nothing reads the old value after): the update's new
// parameters and optimizer states, the gradient function's new model states.
std::map<size_t, std::string> update_in_place(const ir::Module& m, const ir::TrainFunctions& fns);
std::map<size_t, std::string> grad_in_place(const ir::Module& m, const ir::TrainFunctions& fns);

// The plans below take the block's functions as the caller prepared them
// (step_functions.h): planning runs no pass on the IR.
Expected<MemoryPlan> plan_memory(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                 const MemoryOptions& options);

// The buffer plans of a train block's gradient, update and evaluation as the
// CPU backend compiled them (cpu::LoweredFunction::buffers).
struct CompiledBuffers {
  const codegen::BufferPlan* grad = nullptr;
  const codegen::BufferPlan* update = nullptr;
  const codegen::BufferPlan* eval = nullptr;
};

// What an instance of a `netc build` library allocates on the CPU (its
// executor shares one workspace between its functions and swaps new values
// in rather than writing them in place: other rules than `netc run`'s), for
// its train block's prepared functions `fns` (or none) compiled with the
// buffer plans `compiled` at `batch` with --dim's `dims` (sized by
// ir/dims.h's rule), given the largest workspace of its compiled functions.
// The library's C API returns these lines (`<name>_memory`).
Expected<DeviceMemory> plan_library_cpu(const ir::Module& m, const StepFunctions* fns, const CompiledBuffers& compiled,
                                        int64_t batch, const std::map<std::string, int64_t>& dims,
                                        uint64_t largest_workspace);

// The largest batch whose plan fits `budget` on its first device: all of it
// (`estimates`, as `netc mem --budget` prints) or what netc allocates. 0
// when not even one example fits. By bisection: the plan grows with the batch.
Expected<int64_t> largest_batch(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                MemoryOptions o, uint64_t budget, bool estimates);

// The same optimizer step in micro-batches that fit: for a global batch
// `global` (trained with `accumulate` already) of which a batch of `fits`
// per replica fits, "batch 128 with `accumulate = 4` trains the same" for the
// smallest K that divides `global` into micro-batches that fit (K x the
// block's `accumulate`); "" when the batch fits, nothing fits or no divisor does.
std::string accumulate_advice(int64_t global, int64_t accumulate, int64_t replicas, int64_t fits);

// Why `run` does not fit its device with `free_bytes` free ("too small for
// train.net.d at batch 64: it needs ..., the largest batch that fits is 20",
// and accumulate_advice()),
// or "" when what netc allocates fits. The check of `netc run` before any
// work, and of a GPU candidate when devices are bound. With `replicas` > 1
// the device holds one replica of a set and its share of the global batch
// (the largest share, ceil(B/K)), and the advice is a global batch;
// `together` of them hold their shares in the same memory (a CPU's replicas
// in one process: K; one replica per GPU or process: 1).
Expected<std::string> does_not_fit(const ir::Module& m, const ir::TrainRun& run, const StepFunctions& fns,
                                   const MemoryOptions& o, uint64_t free_bytes, int64_t replicas = 1,
                                   int64_t together = 1);

// What a model instance holds, and with the shape of its input what its
// forward pass takes as it runs outside training (the REPL, a library):
// the CPU workspace at its peak and the output.
struct InstanceMemory {
  uint64_t parameters = 0, parameter_count = 0;  // trained parameters
  uint64_t states = 0;                           // BatchNorm's running statistics
  bool with_input = false;
  std::vector<int64_t> output_shape;
  uint64_t workspace = 0, output = 0;
};

// `input`: the shape of forward's first parameter, or null. An error names
// what does not match (`net` is not an instance; a rank or size differs).
Expected<InstanceMemory> plan_instance_memory(const ir::Module& m, const std::string& instance,
                                                  const std::vector<int64_t>* input);

// "1.50 MiB", "312 B": for tables.
std::string human_bytes(uint64_t bytes);
// "1.23 GFLOP", "850 FLOP".
std::string human_flops(uint64_t flops);

}  // namespace netc::engine
