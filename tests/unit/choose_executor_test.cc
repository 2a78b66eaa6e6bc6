// The executor a train block gets (engine/exec/choose_executor.h), from a
// table of bindings, replica sets and processes, with and without the GPU
// executor (a netc built without CUDA) and MPI (one process).
#include <gtest/gtest.h>

#include "engine/exec/choose_executor.h"

namespace netc::engine {
namespace {

// `net.w` on the logical device `dev`; the block's replicas, if any, over `all`.
ProgramDevices program(bool replicas) {
  ProgramDevices p;
  p.params.push_back({"net.w", replicas ? "all" : "dev"});
  p.trains.push_back({"train.net.d", {"net"}, replicas ? std::optional<std::string>("all") : std::nullopt});
  return p;
}

Binding one(const std::string& logical, int gpu) {
  return {logical, gpu < 0 ? "cpu" : "cuda:" + std::to_string(gpu), "", gpu, {}};
}

// A set bound to `gpus` (-1: the CPU), one member each.
Binding set_of(std::vector<int> gpus) {
  Binding b{"all", "", "", gpus.front(), {}};
  for (int g : gpus) {
    std::string physical = g < 0 ? "cpu" : "cuda:" + std::to_string(g);
    b.physical += (b.physical.empty() ? "" : ", ") + physical;
    b.members.push_back({physical, g});
  }
  return b;
}

struct Row {
  const char* what;
  bool replicas;           // the block declares `replicas = all`
  std::vector<int> bound;  // one device (one entry) or the set's members; -1: the CPU
  int processes;           // under mpirun; 1 without MPI
  int local_rank;
  bool gpu_engine;         // false: netc built without CUDA
  // What is chosen: the kind's name and its GPUs, or the problem.
  const char* kind;
  std::vector<int> gpus;
  const char* problem;
  int exit_status;
};

const Row kTable[] = {
    {"one CPU", false, {-1}, 1, 0, true, "cpu", {}, "", 0},
    {"one CPU, no CUDA", false, {-1}, 1, 0, false, "cpu", {}, "", 0},
    {"one GPU", false, {1}, 1, 0, true, "gpu", {1}, "", 0},
    {"one GPU, no CUDA", false, {1}, 1, 0, false, "", {}, "internal error: `train.net.d` is bound to cuda:1, but this "
                                                          "netc has no GPU executor", 1},
    {"two CPUs", true, {-1, -1}, 1, 0, true, "cpu replicas", {}, "", 0},
    {"two CPUs, no CUDA", true, {-1, -1}, 1, 0, false, "cpu replicas", {}, "", 0},
    {"a set of one CPU", true, {-1}, 1, 0, true, "cpu", {}, "", 0},
    {"a set of one GPU", true, {2}, 1, 0, true, "gpu", {2}, "", 0},
    {"two GPUs", true, {0, 1}, 1, 0, true, "gpu replicas", {0, 1}, "", 0},
    {"two GPUs, no CUDA", true, {0, 1}, 1, 0, false, "", {}, "internal error: `all` is bound to GPUs, but this netc "
                                                             "has no GPU executor", 1},
    {"a GPU and the CPU", true, {0, -1}, 1, 0, true, "", {}, "`all` is bound to cuda:0, cpu: the replicas of a set run "
     "all on GPUs or all on the CPU, not both; choose with --device all=cuda:0,cuda:1 or --device all=cpu,cpu", 2},
    {"mpirun, the CPU", true, {-1}, 3, 0, true, "cpu rank", {}, "", 0},
    {"mpirun, the CPU, no CUDA", true, {-1}, 3, 2, false, "cpu rank", {}, "", 0},
    {"mpirun, cuda:* bound this rank's GPU", true, {3}, 2, 1, true, "gpu rank", {3}, "", 0},
    {"mpirun, a list: the local rank's member", true, {0, 1}, 2, 1, true, "gpu rank", {1}, "", 0},
    {"mpirun, a GPU, no CUDA", true, {0}, 2, 0, false, "", {}, "internal error: `all` is bound to a GPU, but this netc "
                                                               "has no GPU executor", 1},
    {"mpirun, a GPU and the CPU", true, {0, -1}, 2, 0, true, "", {}, "`all` is bound to cuda:0, cpu: the replicas of a "
     "set run all on GPUs or all on the CPU, not both; choose with --device all=cuda:0,cuda:1 or --device all=cpu,cpu", 2},
};

TEST(ChooseExecutor, Table) {
  for (const Row& r : kTable) {
    SCOPED_TRACE(r.what);
    ProgramDevices m = program(r.replicas);
    std::vector<Binding> bound = {r.replicas ? set_of(r.bound) : one("dev", r.bound.front())};
    ExecutorFacts facts;
    facts.processes = r.processes;
    facts.local_rank = r.local_rank;
    facts.gpu_engine = r.gpu_engine;
    ExecutorChoice c = choose_executor(m, &m.trains.front(), bound, facts);
    EXPECT_EQ(c.problem, r.problem);
    EXPECT_EQ(c.exit_status, r.exit_status);
    if (!c.ok()) continue;
    EXPECT_EQ(executor_kind_name(c.kind), std::string(r.kind));
    EXPECT_EQ(c.gpus, r.gpus);
    if (c.kind == ExecutorKind::CpuReplicas || c.kind == ExecutorKind::GpuReplicas) {
      EXPECT_EQ(c.replicas, static_cast<int>(r.bound.size()));
    }
    if (r.replicas && r.processes > 1) {
      EXPECT_EQ(c.set, &bound.front());
    }
  }
}

// A library runs one device: a block with replicas runs where its parameters
// are (the set's first member), and a program without a train block where
// all its parameters are.
TEST(ChooseExecutor, ALibraryRunsOneDevice) {
  ProgramDevices m = program(true);
  std::vector<Binding> bound = {set_of({1, 2})};
  ExecutorFacts library;
  library.replicas = false;
  library.gpu_engine = true;
  ExecutorChoice c = choose_executor(m, &m.trains.front(), bound, library);
  ASSERT_TRUE(c.ok()) << c.problem;
  EXPECT_EQ(c.kind, ExecutorKind::Gpu);
  EXPECT_EQ(c.gpus, std::vector<int>{1});
  ExecutorChoice forward = choose_executor(m, nullptr, {set_of({-1, -1})}, library);
  ASSERT_TRUE(forward.ok()) << forward.problem;
  EXPECT_EQ(forward.kind, ExecutorKind::Cpu);
}

// The set a block trains over must be bound; two devices for one block's
// parameters are the binding's error, said as train_device says it.
TEST(ChooseExecutor, WhatCannotRun) {
  ProgramDevices m = program(true);
  ExecutorChoice unbound = choose_executor(m, &m.trains.front(), {one("dev", -1)}, ExecutorFacts{});
  EXPECT_EQ(unbound.problem, "internal error: the device set `all` is not bound");
  EXPECT_EQ(unbound.exit_status, 1);
  ProgramDevices two = program(false);
  two.params.push_back({"net.b", "other"});
  ExecutorChoice split = choose_executor(two, &two.trains.front(), {one("dev", 0), one("other", 1)}, ExecutorFacts{});
  EXPECT_EQ(split.problem, train_device(two, two.trains.front(), {one("dev", 0), one("other", 1)}).message());
  EXPECT_EQ(split.exit_status, 1);
}

}  // namespace
}  // namespace netc::engine
