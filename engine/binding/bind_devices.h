// Binding the program's logical devices to the physical devices present when
// it starts: each declared device takes the first of its candidates that is
// there (`device gpu = cuda:0 | cpu;`), the binding is reported with the
// reason, and a device that cannot be bound stops the program before any
// work, with an error that lists what is visible and how to fix it.
//
// Candidates: `cpu`; `cuda` (= cuda:0); `cuda:K` (the K-th visible GPU, in
// the CUDA runtime's numbering, so CUDA_VISIBLE_DEVICES applies); `cuda:auto`
// (the visible GPU with the most free memory). A device set's candidates
// may also be `cuda:*` (every visible GPU the caller can use; none: the
// next candidate) and lists `[cuda:0, cuda:1]`, `[cpu, cpu]` (every member
// present, or the next candidate). `--device NAME=PHYSICAL` replaces a
// device's candidates and is checked by the same rules; for a set,
// PHYSICAL may be a comma list (`--device gpus=cpu,cpu`).
//
// Binding reads plain data, not IR: what it needs of a program
// (ProgramDevices) is extracted from the module by the compiler side
// (program_devices.h) and read from its descriptor by a `netc build` library,
// which so links no IR.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/devices.h"

namespace netc::engine {

// What binding and the choice of an executor read of a program: its device
// declarations, the device each parameter lives on, its train blocks.
struct ProgramDevices {
  struct Device {
    std::string name;
    // Tried in order: "cuda:0", "cpu", ...; a set's may be "cuda:*" or a
    // list "[cpu, cpu]" (ir::DeviceDecl).
    std::vector<std::string> candidates;
    bool set = false;  // a device set: a replica on each of its devices
  };
  struct Param {
    std::string name;    // net.fc1.weight
    std::string device;  // the logical device it lives on (the first of its placement's); "": none
  };
  struct Train {
    std::string name;                     // train.net.fashion
    std::vector<std::string> models;      // the instances it trains
    std::optional<std::string> replicas;  // the device set it trains over
  };
  std::vector<Device> devices;  // in declaration order
  std::vector<Param> params;    // in the module's order
  std::vector<Train> trains;    // in the module's order
  const Device* find_device(const std::string& name) const;
};

struct Binding {
  std::string logical;   // gpu
  std::string physical;  // cpu, cuda:0; for a set its members: "cpu, cpu", "cuda:0, cuda:1"
  std::string why;       // "(no CUDA device visible: ...)", "(NVIDIA H100, 79.1 GiB free)"; may be empty
  int cuda_index = -1;   // K when physical is cuda:K (a set: its first member's)
  // A device set's members, one replica each (empty for one device).
  struct Member {
    std::string physical;
    int cuda_index = -1;
  };
  std::vector<Member> members;
};

struct BindOptions {
  std::map<std::string, std::string> overrides;  // --device NAME=PHYSICAL
  // Whether the caller can execute a program on a GPU. When false a visible
  // GPU is not taken: a device falls back to its next candidate and says why.
  bool can_run_cuda = false;
  // Why not, when it cannot.
  std::string cannot_run_cuda = "this netc was built without CUDA";
  // Whether the caller has code for GPU `g` (NVRTC compiles for its
  // architecture; a library carries an image it runs): an empty `problem`
  // when it has, with a `note` for the binding's reason if there is
  // something to say; else why not, and the device takes its next candidate
  // as for a GPU that is not there. Unset: every GPU fits.
  struct GpuFit {
    std::string problem, note;
  };
  // What `g` would hold: the logical device `device` alone (replicas 1) or
  // one of the `replicas` of a device set, with its share of the batch.
  struct Share {
    std::string device;
    int64_t replicas = 1;
  };
  std::function<GpuFit(const rt::CudaDevice& g, const Share& share)> gpu_fit;
  // How the caller's user writes an override, for messages: `--device` on
  // the command line; `<name>_create_on(..., "gpu=cpu")` in a library.
  std::string override_syntax = "--device ";
  // Under mpirun, this process's number among those of its machine
  // (Cluster::local_rank): `cuda:*` is then that usable GPU alone, one per
  // process (none left for it: the next candidate). -1: every GPU.
  int local_rank = -1;
  // Under mpirun, the number of processes: a set's replicas are its members
  // in every process.
  int processes = 1;
  std::string fix_verb = "Run with ";
};

// Binds every device of `p` to the devices of `inv`. Returns the bindings, in
// declaration order, or an error that lists what is visible.
Expected<std::vector<Binding>> bind_devices(const ProgramDevices& p, const rt::DeviceInventory& inv,
                                            const BindOptions& options);

// One line per binding, as `netc run` and `netc devices FILE` print them:
// "gpu -> cpu (no CUDA device visible: ...)", "all -> cpu, cpu (2 replicas)";
// only those that bind to another name unless `all`.
std::string format_bindings(const std::vector<Binding>& bound, bool all);
// The same as a JSON array: [{"device", "bound_to", "why", "members"}].
std::string format_bindings_json(const std::vector<Binding>& bound);

// The GPU that train block `run` executes on: the one its trained parameters'
// device is bound to, or -1 when that is the CPU. An error when its trained
// parameters are bound to different physical devices (a train block runs on
// one device; data parallelism is declared, not inferred).
Expected<int> train_device(const ProgramDevices& p, const ProgramDevices::Train& run, const std::vector<Binding>& bound);

// The same for every parameter of `p` (a program run without a train block,
// e.g. a `netc build` library's forward functions).
Expected<int> params_device(const ProgramDevices& p, const std::vector<Binding>& bound);

// Whether a device of `p` may be bound to a GPU (a `cuda` candidate).
bool may_use_gpu(const ProgramDevices& p);

// The same on this machine's inventory (rt::discover_devices()), for a caller
// that runs on the CPU only (can_run_cuda = false).
Expected<std::vector<Binding>> bind_devices(const ProgramDevices& p, const std::map<std::string, std::string>& overrides);

}  // namespace netc::engine
