// Which executor runs a train block, chosen in one place from the facts of
// the run: the devices bound (engine/binding), the block's replica set, the
// processes of an mpirun and whether this netc has a GPU executor. `netc
// run` (engine/loop/train.cc) builds what it says; a `netc build` library
// (engine/library/aot_runtime.cc) asks for the kinds it supports (one
// device: the CPU or a GPU). The choice is data, so that a table of inputs
// tests it where CUDA or MPI is compiled out.
#pragma once

#include <string>
#include <vector>

#include "engine/binding/bind_devices.h"

namespace netc::engine {

enum class ExecutorKind {
  Cpu,          // StepProgram: the JIT on the CPU (or a library's CPU functions)
  Gpu,          // GpuStepProgram on one GPU
  CpuReplicas,  // a ReplicaSet of K StepPrograms in this process
  GpuReplicas,  // a ReplicaSet of GpuStepPrograms, one per GPU of the set
  CpuRank,      // under mpirun: this process is one replica, on the CPU
  GpuRank,      // under mpirun: this process is one replica, on a GPU of its own
};
const char* executor_kind_name(ExecutorKind k);  // "cpu", "gpu", "cpu replicas", ...

// What the choice depends on besides the bindings.
struct ExecutorFacts {
  int processes = 1;     // under mpirun, their number (1 without MPI)
  int local_rank = 0;    // this process's number among those of its machine
  bool replicas = true;  // whether the caller runs replica sets (false: a library, one device)
#ifdef NETC_HAVE_GPU_ENGINE
  bool gpu_engine = true;  // whether this netc has the GPU executor
#else
  bool gpu_engine = false;
#endif
};

struct ExecutorChoice {
  ExecutorKind kind = ExecutorKind::Cpu;
  // Gpu, GpuRank: the GPU; GpuReplicas: each replica's, in the set's order.
  std::vector<int> gpus;
  const Binding* set = nullptr;  // the replica kinds: the bound set
  int replicas = 1;              // CpuReplicas, GpuReplicas: their number
  size_t member = 0;             // GpuRank: this process's member of the set
  // Empty when the block can run so; else why not, with the exit status
  // (2: the bindings cannot run together, 1: any other error).
  std::string problem;
  int exit_status = 0;
  bool ok() const { return problem.empty(); }
};

// The executor of train block `run` of program `p` (nullptr: a program
// without one, whose parameters say where it runs) over the bindings `bound`.
ExecutorChoice choose_executor(const ProgramDevices& p, const ProgramDevices::Train* run,
                               const std::vector<Binding>& bound, const ExecutorFacts& facts);

}  // namespace netc::engine
