// `netc run`: trains a checked program. Binds its devices, loads and checks
// its data, initialises (or resumes) its parameters, compiles its training
// step (forward + autodiff + optimizer update) with the CPU backend, and runs
// the epochs its train block declares, with evaluation, progress output,
// checkpoints and a NaN check.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/binding/bind_devices.h"
#include "engine/exec/step_functions.h"
#include "ir/ir.h"
#include "runtime/devices.h"

#include "runtime/weights.h"

namespace netc::engine {

class GpuIrPlans;  // engine/exec/gpu_ir_plans.h

struct RunOptions {
  std::string source_path;                    // relative data and checkpoint paths are relative to its directory
  std::vector<std::string> program_files;     // the program and its imports (never written over)
  std::optional<int64_t> epochs;              // --epochs
  std::optional<uint64_t> seed;               // --seed
  std::string resume;                         // --resume CHECKPOINT
  std::string init_from;                      // --init-from FILE: parameters alone (runtime/weights.h)
  std::vector<rt::Rename> renames;            // --rename FROM=TO, for init_from's names
  std::vector<std::string> init_only;         // --init-only NAME: the instances or layers init_from initialises
  std::map<std::string, std::string> devices; // --device NAME=PHYSICAL
  bool quiet = false;                         // --quiet
  std::string log_json;                       // --log-json FILE
  std::string log_steps;                      // --log-steps FILE (runtime/step_log.h)
  int64_t log_every = 10;                     // --log-every N: a --log-steps line every N steps
  std::string tensorboard;                    // --tensorboard DIR (runtime/tensorboard.h)
  std::optional<int64_t> limit;               // --limit N: the first N examples of each data set
  double rank_timeout_s = 60;                 // --rank-timeout: under mpirun, a silent rank stops all after it
  bool is_tty = false;
  std::function<int()> columns;               // the terminal's width now (is_tty); null: not known
};

// The devices of `m` bound as `netc run` binds them on `inventory` (a GPU
// is taken when netc has kernels for it and every train block fits it, a
// block over a set with its share of the batch);
// under mpirun, as the process of `local_rank` on its machine, one of
// `processes` (BindOptions), which every train block must split over
// (`replicas`): a block without would train alone in each process.
// `blocks`: every train block's functions (prepare_blocks); `gpu_plans`
// (engine/exec/gpu_ir_plans.h), when given, keeps the GPU plans the checks
// make, for the executors.
Expected<std::vector<Binding>> bind_run_devices(const ir::Module& m, const std::vector<PreparedBlock>& blocks,
                                                const std::map<std::string, std::string>& overrides,
                                                const rt::DeviceInventory& inventory, int local_rank = -1,
                                                int processes = 1, GpuIrPlans* gpu_plans = nullptr);

// Returns the process exit status: 0 trained, 1 the run failed (the message
// is on `err`), 2 the program cannot run (no train block, bad device).
int run_training(const ir::Module& m, const RunOptions& options, std::ostream& out, std::ostream& err);

}  // namespace netc::engine
