#include "engine/exec/choose_executor.h"

#include <algorithm>
#include <optional>

namespace netc::engine {

const char* executor_kind_name(ExecutorKind k) {
  switch (k) {
    case ExecutorKind::Cpu: return "cpu";
    case ExecutorKind::Gpu: return "gpu";
    case ExecutorKind::CpuReplicas: return "cpu replicas";
    case ExecutorKind::GpuReplicas: return "gpu replicas";
    case ExecutorKind::CpuRank: return "cpu rank";
    case ExecutorKind::GpuRank: return "gpu rank";
  }
  return "?";
}

namespace {

ExecutorChoice problem(std::string why, int exit_status) {
  ExecutorChoice c;
  c.problem = std::move(why);
  c.exit_status = exit_status;
  return c;
}

ExecutorChoice chosen(ExecutorKind kind, std::vector<int> gpus = {}) {
  ExecutorChoice c;
  c.kind = kind;
  c.gpus = std::move(gpus);
  return c;
}

constexpr const char* kNoGpuEngine = ", but this netc has no GPU executor";

// A block whose replicas are the members of `set`: one per member in this
// process, or under mpirun this process's one. Without a choice (one
// member, one process) the block runs on one device: nullopt.
std::optional<ExecutorChoice> choose_replicas(const Binding& set, const ExecutorFacts& facts) {
  int k = static_cast<int>(set.members.size());
  bool on_gpus = std::any_of(set.members.begin(), set.members.end(), [](const Binding::Member& b) { return b.cuda_index >= 0; });
  bool on_cpu = std::any_of(set.members.begin(), set.members.end(), [](const Binding::Member& b) { return b.cuda_index < 0; });
  if (on_gpus && on_cpu)
    return problem("`" + set.logical + "` is bound to " + set.physical +
                       ": the replicas of a set run all on GPUs or all on the CPU, not both; choose with --device " +
                       set.logical + "=cuda:0,cuda:1 or --device " + set.logical + "=cpu,cpu",
                   2);
  ExecutorChoice c;
  c.set = &set;
  c.replicas = k;
  if (facts.processes > 1) {
    // `cuda:*` bound this rank's GPU alone; a list gives each local rank its own.
    c.member = set.members.size() == 1 ? 0 : static_cast<size_t>(facts.local_rank);
    c.kind = on_gpus ? ExecutorKind::GpuRank : ExecutorKind::CpuRank;
    if (on_gpus && c.member < set.members.size()) c.gpus = {set.members[c.member].cuda_index};
    if (on_gpus && !facts.gpu_engine)
      return problem("internal error: `" + set.logical + "` is bound to a GPU" + kNoGpuEngine, 1);
    return c;
  }
  if (k <= 1) return std::nullopt;
  c.kind = on_gpus ? ExecutorKind::GpuReplicas : ExecutorKind::CpuReplicas;
  if (on_gpus)
    for (const Binding::Member& b : set.members) c.gpus.push_back(b.cuda_index);
  if (on_gpus && !facts.gpu_engine)
    return problem("internal error: `" + set.logical + "` is bound to GPUs" + kNoGpuEngine, 1);
  return c;
}

}  // namespace

ExecutorChoice choose_executor(const ProgramDevices& p, const ProgramDevices::Train* run,
                               const std::vector<Binding>& bound, const ExecutorFacts& facts) {
  if (run && run->replicas && facts.replicas) {
    const std::string& name = *run->replicas;
    auto set = std::find_if(bound.begin(), bound.end(), [&](const Binding& b) { return b.logical == name; });
    if (set == bound.end()) return problem("internal error: the device set `" + name + "` is not bound", 1);
    if (auto c = choose_replicas(*set, facts)) return *c;
  }
  // One device: where the block's trained parameters (or, without a block,
  // all parameters) are bound.
  auto device = run ? train_device(p, *run, bound) : params_device(p, bound);
  if (!device.ok()) return problem(device.message(), 1);
  if (*device < 0) return chosen(ExecutorKind::Cpu);
  if (!facts.gpu_engine)
    return problem("internal error: `" + (run ? run->name : std::string("the program")) + "` is bound to cuda:" +
                       std::to_string(*device) + kNoGpuEngine,
                   1);
  return chosen(ExecutorKind::Gpu, {*device});
}

}  // namespace netc::engine
