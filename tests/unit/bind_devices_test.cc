// Device binding against fake inventories: every rule of
// engine/binding/bind_devices.h, and the wording users see.
#include <gtest/gtest.h>

#include "engine/binding/bind_devices.h"
#include "engine/binding/program_devices.h"

namespace netc::engine {
namespace {

constexpr uint64_t GiB = 1ULL << 30;

// A program that declares `devices`, as binding reads it (program_devices.h).
ProgramDevices module_with(std::vector<ir::DeviceDecl> devices) {
  ir::Module m;
  m.devices = std::move(devices);
  return program_devices(m);
}

rt::DeviceInventory no_gpu() {
  rt::DeviceInventory inv;
  inv.cpu = {"AMD EPYC", 2, 24 * GiB, 23 * GiB};
  inv.cuda_built = true;
  inv.no_cuda_reason = "no NVIDIA driver: libcuda.so.1 not found";
  return inv;
}

// cuda:0 has less free memory than cuda:1.
rt::DeviceInventory two_gpus() {
  rt::DeviceInventory inv = no_gpu();
  inv.no_cuda_reason.clear();
  inv.cuda.push_back({0, "NVIDIA H100", 80 * GiB, 20 * GiB, 9, 0, "0000:3b:00.0", "", "", ""});
  inv.cuda.push_back({1, "NVIDIA H100", 80 * GiB, 79 * GiB + 100 * (1ULL << 20), 9, 0, "0000:5e:00.0", "", "", ""});
  return inv;
}

BindOptions gpu_capable(std::map<std::string, std::string> overrides = {}) {
  BindOptions o;
  o.overrides = std::move(overrides);
  o.can_run_cuda = true;
  return o;
}

Binding bind_one(const ProgramDevices& m, const rt::DeviceInventory& inv, const BindOptions& o) {
  auto r = bind_devices(m, inv, o);
  if (!r.ok()) ADD_FAILURE() << r.message();
  if (!r.ok() || r->empty()) return {};
  return r->back();
}

std::string bind_error(const ProgramDevices& m, const rt::DeviceInventory& inv, const BindOptions& o) {
  auto r = bind_devices(m, inv, o);
  if (!r.ok()) return r.message();
  ADD_FAILURE() << "bound to " << r->back().physical;
  return "";
}

// Device sets: every usable GPU, else the next candidate; lists bind all
// their members or none; `--device set=a,b` overrides with a list.
TEST(BindDevices, DeviceSets) {
  auto m = module_with({{"gpus", {"cuda:*", "cpu"}}});
  Binding all = bind_one(m, two_gpus(), gpu_capable());
  EXPECT_EQ(all.physical, "cuda:0, cuda:1");
  ASSERT_EQ(all.members.size(), 2u);
  EXPECT_EQ(all.members[1].cuda_index, 1);
  EXPECT_EQ(all.why, "(2 replicas)");
  Binding none = bind_one(m, no_gpu(), gpu_capable());
  EXPECT_EQ(none.physical, "cpu");
  EXPECT_EQ(none.why, "(1 replica; no CUDA device visible: no NVIDIA driver: libcuda.so.1 not found)");

  auto pair = module_with({{"pair", {"[cuda:0, cuda:3]", "[cpu, cpu]"}}});
  Binding cpus = bind_one(pair, two_gpus(), gpu_capable());
  EXPECT_EQ(cpus.physical, "cpu, cpu");
  EXPECT_EQ(cpus.why, "(2 replicas; cuda:3 is not visible: only 2 CUDA devices are visible)");
  Binding over = bind_one(pair, no_gpu(), gpu_capable({{"pair", "cpu,cpu,cpu"}}));
  EXPECT_EQ(over.physical, "cpu, cpu, cpu");
  EXPECT_EQ(over.why, "(3 replicas; --device)");
  EXPECT_EQ(bind_error(pair, two_gpus(), gpu_capable({{"pair", "cuda:1,cuda:1"}})),
            "--device pair=cuda:1,cuda:1: cuda:1 is named twice; each GPU of a set trains one replica");
  auto strict = module_with({{"gpus", {"cuda:*"}}});
  EXPECT_EQ(bind_error(strict, no_gpu(), gpu_capable()),
            "device `gpus` needs cuda:*, but no CUDA device is visible (no NVIDIA driver: libcuda.so.1 not found); "
            "visible devices: cpu. Declare a fallback (`device gpus = cuda:* | cpu;`) or run with --device gpus=cpu");
  EXPECT_EQ(bind_error(pair, two_gpus(), gpu_capable({{"pair", "cuda:0,cuda:*"}})),
            "--device pair=cuda:0,cuda:*: `cuda:*` is every visible GPU already; it cannot be one of a list");
  EXPECT_TRUE(may_use_gpu(module_with({{"pair", {"[cuda:0, cuda:1]", "cpu"}}})));
  EXPECT_FALSE(may_use_gpu(module_with({{"pair", {"[cpu, cpu]"}}})));
  auto one = module_with({{"gpu", {"cuda:0", "cpu"}}});
  EXPECT_EQ(bind_error(one, no_gpu(), gpu_capable({{"gpu", "cpu,cpu"}})),
            "--device gpu=cpu,cpu: `gpu` is one device; a list binds a device set (`device gpu = cuda:* | cpu;`)");
}

TEST(BindDevices, FirstPresentCandidateWithItsReason) {
  auto m = module_with({{"gpu", {"cuda:0", "cpu"}}});
  Binding b = bind_one(m, two_gpus(), gpu_capable());
  EXPECT_EQ(b.physical, "cuda:0");
  EXPECT_EQ(b.cuda_index, 0);
  EXPECT_EQ(b.why, "(NVIDIA H100, 20.0 GiB free)");
}

TEST(BindDevices, PlainCudaMeansCuda0) {
  Binding b = bind_one(module_with({{"gpu", {"cuda"}}}), two_gpus(), gpu_capable());
  EXPECT_EQ(b.physical, "cuda:0");
}

TEST(BindDevices, AutoTakesTheGpuWithMostFreeMemory) {
  Binding b = bind_one(module_with({{"gpu", {"cuda:auto", "cpu"}}}), two_gpus(), gpu_capable());
  EXPECT_EQ(b.physical, "cuda:1");
  EXPECT_EQ(b.cuda_index, 1);
  EXPECT_EQ(b.why, "(cuda:auto, the most free memory: NVIDIA H100, 79.1 GiB free)");
}

// cuda:1 (the most free memory) has no code; cuda:0 runs with a note.
BindOptions only_cuda0_fits() {
  BindOptions o = gpu_capable();
  o.gpu_fit = [](const rt::CudaDevice& g, const BindOptions::Share&) {
    return g.index == 1 ? BindOptions::GpuFit{"sm_52 is too old", ""} : BindOptions::GpuFit{"", "kernels as PTX"};
  };
  return o;
}

TEST(BindDevices, AGpuWithoutCodeIsPassedOverLikeOneThatIsNotThere) {
  // cuda:auto takes the one that fits, with its note.
  Binding b = bind_one(module_with({{"gpu", {"cuda:auto"}}}), two_gpus(), only_cuda0_fits());
  EXPECT_EQ(b.physical, "cuda:0");
  EXPECT_EQ(b.why, "(cuda:auto, the most free memory: NVIDIA H100, 20.0 GiB free; kernels as PTX)");
  // A fallback says why.
  b = bind_one(module_with({{"gpu", {"cuda:1", "cpu"}}}), two_gpus(), only_cuda0_fits());
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.why, "(cuda:1 NVIDIA H100 cannot be used: sm_52 is too old)");
  // Without one it is an error that suggests the GPU that fits.
  EXPECT_EQ(bind_error(module_with({{"gpu", {"cuda:1"}}}), two_gpus(), only_cuda0_fits()),
            "device `gpu` needs cuda:1, but cuda:1 NVIDIA H100 cannot be used: sm_52 is too old; visible devices: "
            "cuda:0 NVIDIA H100 (20.0 GiB free), cuda:1 NVIDIA H100 (79.1 GiB free), cpu. Declare a fallback "
            "(`device gpu = cuda:1 | cpu;`) or run with --device gpu=cuda:0 or --device gpu=cpu");
  // When none fits, cuda:auto says why for each.
  BindOptions none = gpu_capable();
  none.gpu_fit = [](const rt::CudaDevice&, const BindOptions::Share&) { return BindOptions::GpuFit{"too old", ""}; };
  b = bind_one(module_with({{"gpu", {"cuda:auto", "cpu"}}}), two_gpus(), none);
  EXPECT_EQ(b.why, "(no visible CUDA device can be used (cuda:0 NVIDIA H100: too old; cuda:1 NVIDIA H100: too old))");
}

// A GPU of a set holds a replica's share of the batch: gpu_fit is asked
// with the set's size. Each GPU passed over makes the others' shares
// larger, so they are asked again.
TEST(BindDevices, SetMembersAreCheckedForTheirShare) {
  rt::DeviceInventory inv = two_gpus();
  inv.cuda.push_back(inv.cuda[1]);
  inv.cuda[2].index = 2;
  // cuda:0 holds a half or less; cuda:1 a third or less; cuda:2 anything.
  BindOptions o = gpu_capable();
  std::vector<std::pair<int, int64_t>> asked;
  o.gpu_fit = [&asked](const rt::CudaDevice& g, const BindOptions::Share& s) {
    if (s.device == "gpus") asked.push_back({g.index, s.replicas});
    int64_t least = g.index == 0 ? 2 : g.index == 1 ? 3 : 1;
    return BindOptions::GpuFit{s.replicas >= least ? "" : "too small for a share of 1/" + std::to_string(s.replicas), ""};
  };
  auto m = module_with({{"gpus", {"cuda:*", "cpu"}}});
  Binding b = bind_one(m, inv, o);
  // All three: cuda:1 needs a third and gets it.
  EXPECT_EQ(b.physical, "cuda:0, cuda:1, cuda:2");
  inv.cuda[1].problem = "busy";
  asked.clear();
  b = bind_one(m, inv, o);
  EXPECT_EQ(b.physical, "cuda:0, cuda:2");
  EXPECT_EQ(asked, (std::vector<std::pair<int, int64_t>>{{0, 2}, {2, 2}}));
  // cuda:0 cannot hold a third; cuda:1 then cannot hold a half; cuda:2 alone holds all.
  inv.cuda[1].problem.clear();
  o.gpu_fit = [](const rt::CudaDevice& g, const BindOptions::Share& s) {
    int64_t least = g.index == 0 ? 4 : g.index == 1 ? 3 : 1;
    return BindOptions::GpuFit{s.replicas >= least ? "" : "too small for a share of 1/" + std::to_string(s.replicas), ""};
  };
  b = bind_one(m, inv, o);
  EXPECT_EQ(b.physical, "cuda:2");
  EXPECT_EQ(b.why, "(1 replica; cuda:0 NVIDIA H100: too small for a share of 1/3; cuda:1 NVIDIA H100: too small for a share "
                   "of 1/2)");
  // An explicit list is asked with its size (cuda:1 cannot hold a half);
  // under mpirun, where a process holds one member, with the processes.
  auto pair = module_with({{"pair", {"[cuda:1, cuda:2]", "cpu"}}});
  EXPECT_EQ(bind_one(pair, inv, o).physical, "cpu");
  auto triple = module_with({{"pair", {"[cuda:1, cuda:2, cuda:0]", "cpu"}}});
  EXPECT_EQ(bind_one(triple, inv, o).physical, "cpu");  // cuda:0 cannot hold a third
  // Each process holds its local rank's member; one past the list falls back.
  o.processes = 3;
  o.local_rank = 0;
  EXPECT_EQ(bind_one(pair, inv, o).physical, "cuda:1");
  o.local_rank = 1;
  Binding second = bind_one(pair, inv, o);
  EXPECT_EQ(second.physical, "cuda:2");
  EXPECT_EQ(second.why, "(this process's replica of 3, one per process; local rank 1's GPU)");
  o.local_rank = 2;
  EXPECT_EQ(bind_one(pair, inv, o).why,
            "(this process's replica of 3, one per process; local rank 2 under mpirun has no GPU of its own in the "
            "list (2 GPUs))");
  // A list of CPUs is a replica per process, however many processes.
  Binding cpus = bind_one(module_with({{"all", {"[cpu, cpu]"}}}), inv, o);
  EXPECT_EQ(cpus.physical, "cpu");
  EXPECT_EQ(cpus.why, "(this process's replica of 3, one per process)");
  o.local_rank = -1;
  o.processes = 1;
  // A device alone holds the whole batch.
  auto one = module_with({{"gpu", {"cuda:1", "cpu"}}});
  EXPECT_EQ(bind_one(one, inv, o).why, "(cuda:1 NVIDIA H100 cannot be used: too small for a share of 1/1)");
}

TEST(BindDevices, AutoSkipsGpusThatCannotBeQueried) {
  rt::DeviceInventory inv = two_gpus();
  inv.cuda[1].problem = "busy";
  EXPECT_EQ(bind_one(module_with({{"gpu", {"cuda:auto"}}}), inv, gpu_capable()).physical, "cuda:0");
  inv.cuda[0].problem = "busy";
  EXPECT_EQ(bind_one(module_with({{"gpu", {"cuda:auto", "cpu"}}}), inv, gpu_capable()).why,
            "(no visible CUDA device can be used)");
}

TEST(BindDevices, OutOfRangeIndexFallsBackAndSaysWhy) {
  Binding b = bind_one(module_with({{"gpu", {"cuda:3", "cuda:1", "cpu"}}}), two_gpus(), gpu_capable());
  EXPECT_EQ(b.physical, "cuda:1");
  b = bind_one(module_with({{"gpu", {"cuda:3", "cpu"}}}), two_gpus(), gpu_capable());
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.why, "(cuda:3 is not visible: only 2 CUDA devices are visible)");
}

TEST(BindDevices, OutOfRangeIndexWithoutFallbackListsWhatIsVisible) {
  rt::DeviceInventory inv = two_gpus();
  inv.cuda_visible_devices = "0,1";
  EXPECT_EQ(bind_error(module_with({{"gpu", {"cuda:3"}}}), inv, gpu_capable()),
            "device `gpu` needs cuda:3, but only 2 CUDA devices are visible; visible devices: cuda:0 NVIDIA H100 "
            "(20.0 GiB free), cuda:1 NVIDIA H100 (79.1 GiB free), cpu (CUDA_VISIBLE_DEVICES=\"0,1\"). Declare a "
            "fallback (`device gpu = cuda:3 | cpu;`) or run with --device gpu=cuda:0 or --device gpu=cpu");
}

TEST(BindDevices, NoGpuFallsBackToTheCpuWithTheReason) {
  Binding b = bind_one(module_with({{"gpu", {"cuda:0", "cpu"}}}), no_gpu(), gpu_capable());
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.cuda_index, -1);
  EXPECT_EQ(b.why, "(no CUDA device visible: no NVIDIA driver: libcuda.so.1 not found)");
}

TEST(BindDevices, NoGpuAndNoFallbackStopsBeforeAnyWork) {
  EXPECT_EQ(bind_error(module_with({{"gpu", {"cuda:3"}}}), no_gpu(), gpu_capable()),
            "device `gpu` needs cuda:3, but no CUDA device is visible (no NVIDIA driver: libcuda.so.1 not found); "
            "visible devices: cpu. Declare a fallback (`device gpu = cuda:3 | cpu;`) or run with --device gpu=cpu");
}

TEST(BindDevices, VisibleGpusAreNotTakenWhenTheCallerCannotRunOnThem) {
  BindOptions cpu_only;
  Binding b = bind_one(module_with({{"gpu", {"cuda:0", "cpu"}}}), two_gpus(), cpu_only);
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.why, "(cuda:0 NVIDIA H100 is visible, but this netc was built without CUDA)");
  EXPECT_EQ(bind_error(module_with({{"gpu", {"cuda:auto"}}}), two_gpus(), cpu_only),
            "device `gpu` needs cuda:auto, but this netc was built without CUDA; visible devices: cuda:0 NVIDIA H100 (20.0 GiB free), cuda:1 NVIDIA H100 (79.1 GiB free), "
            "cpu. Declare a fallback (`device gpu = cuda:auto | cpu;`) or run with --device gpu=cpu");
}

TEST(BindDevices, ALibraryNamesItsOwnOverridesAndWhyItCannotRunOnAGpu) {
  BindOptions lib;
  lib.cannot_run_cuda = "the library has no GPU code";
  lib.override_syntax = "device override ";
  lib.fix_verb = "Create the instance with ";
  auto m = module_with({{"gpu", {"cuda:0"}}});
  EXPECT_EQ(bind_error(m, two_gpus(), lib),
            "device `gpu` needs cuda:0, but the library has no GPU code; visible devices: cuda:0 NVIDIA H100 (20.0 GiB "
            "free), cuda:1 NVIDIA H100 (79.1 GiB free), cpu. Declare a fallback (`device gpu = cuda:0 | cpu;`) or create "
            "the instance with device override gpu=cpu");
  lib.overrides = {{"gpu", "cpu"}};
  Binding b = bind_one(m, two_gpus(), lib);
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.why, "(device override)");
}

TEST(BindDevices, OverrideIsCheckedLikeADeclaration) {
  auto m = module_with({{"gpu", {"cuda:0", "cpu"}}});
  Binding b = bind_one(m, two_gpus(), gpu_capable({{"gpu", "cuda:1"}}));
  EXPECT_EQ(b.physical, "cuda:1");
  EXPECT_EQ(b.why, "(--device; NVIDIA H100, 79.1 GiB free)");
  b = bind_one(m, two_gpus(), gpu_capable({{"gpu", "cpu"}}));
  EXPECT_EQ(b.physical, "cpu");
  EXPECT_EQ(b.why, "(--device)");
  EXPECT_EQ(bind_error(m, two_gpus(), gpu_capable({{"gpu", "cuda:2"}})),
            "--device gpu=cuda:2: only 2 CUDA devices are visible; visible devices: cuda:0 NVIDIA H100 (20.0 GiB "
            "free), cuda:1 NVIDIA H100 (79.1 GiB free), cpu. Run with --device gpu=cuda:0 or --device gpu=cpu");
  EXPECT_EQ(bind_error(m, no_gpu(), gpu_capable({{"gpu", "cuda:0"}})),
            "--device gpu=cuda:0: no CUDA device is visible (no NVIDIA driver: libcuda.so.1 not found); visible "
            "devices: cpu. Run with --device gpu=cpu");
}

TEST(BindDevices, OverrideOfAnUnknownDeviceOrWithABadName) {
  auto m = module_with({{"gpu", {"cuda:0", "cpu"}}});
  EXPECT_EQ(bind_error(m, no_gpu(), gpu_capable({{"tpu", "cpu"}})),
            "--device tpu=cpu: the program has no device `tpu` (its devices are gpu)");
  EXPECT_EQ(bind_error(m, no_gpu(), gpu_capable({{"gpu", "cuda:x"}})),
            "--device gpu=cuda:x: unknown physical device `cuda:x`; use cpu, cuda, cuda:K or cuda:auto");
  EXPECT_EQ(bind_error(module_with({{"gpu", {"rocm:0"}}}), no_gpu(), gpu_capable()),
            "device `gpu`: unknown physical device `rocm:0`; use cpu, cuda, cuda:K or cuda:auto");
}

TEST(BindDevices, EveryDeviceIsBoundInDeclarationOrder) {
  auto m = module_with({{"cpu", {"cpu"}}, {"a", {"cuda:1", "cpu"}}, {"b", {"cuda:auto"}}});
  auto r = bind_devices(m, two_gpus(), gpu_capable());
  ASSERT_TRUE(r.ok()) << r.message();
  const auto& v = *r;
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].physical, "cpu");
  EXPECT_EQ(v[0].why, "");
  EXPECT_EQ(v[1].physical, "cuda:1");
  EXPECT_EQ(v[2].physical, "cuda:1");
}

ProgramDevices with_params(std::vector<std::pair<std::string, std::string>> name_device) {
  ir::Module m;
  for (auto& [name, device] : name_device) {
    ir::GlobalParam p;
    p.name = name;
    p.type.device = ir::Placement::single(device);
    m.params.push_back(p);
  }
  return program_devices(m);
}

TEST(TrainDevice, IsTheGpuTheTrainedModelIsBoundTo) {
  ProgramDevices m = with_params({{"net.w", "gpu"}, {"net.b", "gpu"}, {"other.w", "cpu"}, {"optim.velocity.net.w", "gpu"}});
  ProgramDevices::Train run;
  run.name = "train.net.d";
  run.models = {"net"};
  std::vector<Binding> on_gpu = {{"cpu", "cpu", "", -1, {}}, {"gpu", "cuda:1", "", 1, {}}};
  EXPECT_EQ(train_device(m, run, on_gpu).value(), 1);
  std::vector<Binding> on_cpu = {{"cpu", "cpu", "", -1, {}}, {"gpu", "cpu", "(...)", -1, {}}};
  EXPECT_EQ(train_device(m, run, on_cpu).value(), -1);
  run.models = {"other"};
  EXPECT_EQ(train_device(m, run, on_gpu).value(), -1);
}

TEST(TrainDevice, TwoPhysicalDevicesInOneTrainBlockIsAnError) {
  ProgramDevices m = with_params({{"a.w", "g0"}, {"b.w", "g1"}});
  ProgramDevices::Train run;
  run.name = "train.pair.d";
  run.models = {"a", "b"};
  std::vector<Binding> bound = {{"g0", "cuda:0", "", 0, {}}, {"g1", "cuda:1", "", 1, {}}};
  EXPECT_EQ(train_device(m, run, bound).message(),
            "train block `train.pair.d` trains parameters on cuda:0 (`g0`) and on cuda:1 (`g1`, b.w); a train block "
            "runs on one device: bind both to the same one");
  bound[1] = {"g1", "cuda:0", "", 0, {}};
  EXPECT_EQ(train_device(m, run, bound).value(), 0);
}

TEST(ParamsDevice, EveryParameterCountsWithoutATrainBlock) {
  ProgramDevices m = with_params({{"a.w", "g0"}, {"b.w", "g1"}});
  std::vector<Binding> bound = {{"g0", "cuda:0", "", 0, {}}, {"g1", "cuda:1", "", 1, {}}};
  EXPECT_EQ(params_device(m, bound).message(),
            "the program has parameters on cuda:0 (`g0`) and on cuda:1 (`g1`, b.w); an instance runs on one device: "
            "bind both to the same one");
  bound[1] = {"g1", "cuda:0", "", 0, {}};
  EXPECT_EQ(params_device(m, bound).value(), 0);
  bound = {{"g0", "cpu", "", -1, {}}, {"g1", "cpu", "", -1, {}}};
  EXPECT_EQ(params_device(m, bound).value(), -1);
}

TEST(BindDevices, BuildWithoutCudaSaysSo) {
  rt::DeviceInventory inv = no_gpu();
  inv.cuda_built = false;
  inv.no_cuda_reason = "this netc was built without CUDA";
  EXPECT_EQ(bind_one(module_with({{"gpu", {"cuda:0", "cpu"}}}), inv, BindOptions{}).why,
            "(no CUDA device visible: this netc was built without CUDA)");
}

}  // namespace
}  // namespace netc::engine
