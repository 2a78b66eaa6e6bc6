// netc-backend: the commands that generate code (`run`, `build`, `mem`,
// `devices`, `repl`, `emit llvm|cuda|ptx`), which `netc` (tools/netc.cc)
// hands over by exec so that the others start without loading LLVM. The
// same command line (tools/cli.h) and flow (tools/flow.h); it runs every
// command when started itself. Thin: it calls the libraries and prints
// what they return.
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "base/exit_status.h"
#include "base/pass_stats.h"
#include "base/status.h"
#include "frontend/diagnostics/suggest.h"
#include "frontend/driver/driver.h"
#include "codegen/common/plan.h"
#include "runtime/cpu/blas_core.h"
#include "codegen/cpu/emit_object.h"
#include "codegen/cpu/jit.h"
#ifdef NETC_HAVE_CUDA
#include "codegen/cuda/emit_cuda.h"
#include "codegen/cuda/nvrtc.h"
#endif
#ifdef NETC_HAVE_GPU_ENGINE
#include "engine/exec/nvrtc_kernels.h"
#endif
#include "engine/parallel/cluster.h"
#include "engine/exec/step_functions.h"
#include "engine/loop/train.h"
#include "runtime/devices.h"
#include "runtime/weights.h"
#include "tools/build/build.h"
#include "tools/cli.h"
#include "tools/crash_report.h"
#include "tools/flow.h"
#include "tools/mem/mem.h"
#include "tools/parity/parity.h"
#include "ir/dims.h"
#include "ir/passes/pipeline.h"
#include "tools/repl/repl.h"

namespace {

using netc::cli::Args;

// A function as `emit llvm` and `emit cuda` show it, with the batch size
// its B stands for: its train block's, else the first block's, else 1.
struct ToEmit {
  netc::ir::Function f;
  int64_t batch = 1;
};

// The named dims of `e.f` bound as `emit llvm` and `emit cuda` show them, by
// ir/dims.h's rule: given ones, the batch size for batch dims, else 1.
std::map<std::string, int64_t> bind_dims(const ToEmit& e, const std::map<std::string, int64_t>& given) {
  auto dims = netc::ir::bind_dims(e.f, {e.batch, given, 1});
  return dims.ok() ? *dims : given;  // with `other` set, binding cannot fail
}

// The functions `emit llvm` and `emit cuda` show: the module's (as evaluated
// and built: without dropout), then each train block's gradient, which
// `netc run` derives from the block's step and trains with.
netc::Expected<std::vector<ToEmit>> functions_to_emit(const netc::ir::Module& m) {
  std::vector<ToEmit> fns;
  for (const netc::ir::Function& f : m.functions) {
    int64_t batch = m.trains.empty() ? 1 : m.trains.front().batch_size();
    for (const netc::ir::TrainRun& run : m.trains)
      if (f.name == run.step || f.name == run.update_name()) batch = run.batch_size();
    fns.push_back({netc::ir::prepare_forward(f), batch});
  }
  for (const netc::ir::TrainRun& run : m.trains) {
    auto prepared = netc::ir::prepare_train(m, run);
    if (!prepared.ok()) return prepared.status();
    fns.push_back({std::move(prepared->grad), run.batch_size()});
  }
  return fns;
}

// Prints the CUDA C (or the PTX) of every function.
int emit_gpu(const netc::ir::Module& m, const std::map<std::string, int64_t>& given, bool ptx, const std::string& arch) {
#ifdef NETC_HAVE_CUDA
  auto fns = functions_to_emit(m);
  if (!fns.ok()) {
    std::cerr << "netc: " << fns.message() << "\n";
    return 1;
  }
  if (ptx) {
    // PTX is text, for compute_XX; a cubin (sm_XX) is not.
    netc::Status problem = netc::cuda::check_nvrtc_arch(arch);
    if (problem.ok() && arch.rfind("compute_", 0) != 0)
      problem = netc::Status::error("`netc emit ptx` prints PTX, which is for compute_XX; " + arch +
                                    " is a binary cubin (`netc build --cuda-arch " + arch + "` embeds those)");
    if (!problem.ok()) {
      std::cerr << "netc: --arch=" << arch << ": " << problem.message() << "\n";
      return 2;
    }
  }
  for (const ToEmit& e : *fns) {
    const netc::ir::Function& f = e.f;
    auto dims = bind_dims(e, given);
    auto cf = netc::cuda::emit_cuda(m, f, dims);
    if (!cf.ok()) {
      std::cerr << "netc: @" << f.name << ": " << cf.message() << "\n";
      return 1;
    }
    const auto& fn = *cf;
    std::cout << "// @" << f.name << "\n";
    if (!ptx) {
      std::cout << fn.source << "// launches, in order:\n";
      // A loop's body indented under it, two spaces a loop.
      std::vector<size_t> open;  // per loop around: its body's launches still to list
      for (const auto& l : fn.launches) {
        std::cout << "//   " << std::string(2 * open.size(), ' ') << netc::cuda::describe(l) << "\n";
        for (size_t& left : open) --left;
        while (!open.empty() && open.back() == 0) open.pop_back();
        if (l.kind == netc::cuda::Launch::Kind::Loop && l.body > 0) open.push_back(l.body);
      }
      continue;
    }
    auto r = netc::cuda::nvrtc_compile(fn.source, arch, f.name + ".cu");
    if (!r.ok()) {
      std::cerr << "netc: @" << f.name << ": " << r.message() << "\n";
      return 1;
    }
    std::cout << r->binary << "\n";
  }
  return 0;
#else
  (void)m, (void)given, (void)ptx, (void)arch;
  std::cerr << "netc: this netc was built without the CUDA backend (the CUDA toolkit was not found)\n";
  return 1;
#endif
}

// Prints the LLVM IR of every function, each specialised for one binding
// of its named dims, optimised for this machine's CPU or for `target_cpu`
// (which makes the text the same on every machine).
int emit_llvm(const netc::ir::Module& m, const std::map<std::string, int64_t>& given, const std::string& target_cpu) {
  std::unique_ptr<netc::cpu::Jit> jit;
  if (!target_cpu.empty()) {
    if (std::string e = netc::cpu::target_cpu_error(target_cpu); !e.empty()) {
      std::cerr << "netc: " << e << "\n";
      return netc::kExitBadInput;
    }
  } else {
    auto made = netc::cpu::Jit::create();
    if (!made.ok()) {
      std::cerr << "netc: " << made.message() << "\n";
      return 1;
    }
    jit = std::move(*made);
  }
  auto fns = functions_to_emit(m);
  if (!fns.ok()) {
    std::cerr << "netc: " << fns.message() << "\n";
    return 1;
  }
  for (const ToEmit& e : *fns) {
    const netc::ir::Function& f = e.f;
    std::map<std::string, int64_t> dims = bind_dims(e, given);
    std::string bound = netc::codegen::dims_text(dims);
    auto text = jit ? jit->llvm_ir(m, f, dims) : netc::cpu::optimised_llvm_ir(m, f, dims, target_cpu);
    if (!text.ok()) {
      std::cerr << "netc: @" << f.name << ": " << text.message() << "\n";
      return 1;
    }
    std::cout << "; @" << f.name << (bound.empty() ? "" : " with " + bound) << "\n" << *text << "\n";
  }
  return 0;
}

// This machine's devices, each GPU with what `netc run` compiles for it:
// its binding passes over one it has no kernels for.
netc::rt::DeviceInventory devices_here() {
  netc::rt::DeviceInventory inv = netc::rt::discover_devices();
#ifdef NETC_HAVE_GPU_ENGINE
  for (netc::rt::CudaDevice& g : inv.cuda) {
    netc::engine::BindOptions::GpuFit fit = netc::engine::nvrtc_gpu_fit(g);
    g.no_kernels = fit.problem;
    g.kernels_note = fit.note;
  }
#endif
  return inv;
}

// `mpirun ... netc devices [FILE]`, printed by rank 0: the devices of each
// host once, and each rank's bindings (as the ranks of `mpirun ... netc
// run` bind: `cuda:*` is the local rank's GPU). JSON: {"ranks": [{"rank",
// "host", "machine", "bindings"}]}.
int print_ranks(const Args& args, netc::engine::Cluster& cluster, const netc::rt::DeviceInventory& inv,
                const std::vector<netc::engine::Binding>* bound) {
  const int r = cluster.rank();
  std::string machine, mine;
  if (args.devices_json) {
    nlohmann::json j = {{"rank", r},
                        {"host", cluster.hosts()[static_cast<size_t>(r)]},
                        {"machine", nlohmann::json::parse(netc::rt::format_device_json(inv))}};
    if (bound) j["bindings"] = nlohmann::json::parse(netc::engine::format_bindings_json(*bound));
    mine = j.dump();
  } else {
    machine = netc::rt::format_device_table(inv);
    if (bound) mine = netc::engine::format_bindings(*bound, true);
  }
  auto machines = cluster.gather(machine);
  auto ranks = machines.ok() ? cluster.gather(mine) : machines;
  if (!ranks.ok()) {
    std::cerr << "netc devices: " << ranks.message() << "\n";
    return 1;
  }
  if (!cluster.root()) return 0;
  if (args.devices_json) {
    nlohmann::json all = {{"ranks", nlohmann::json::array()}};
    for (const std::string& one : *ranks) all["ranks"].push_back(nlohmann::json::parse(one));
    std::cout << all.dump(2) << "\n";
    return 0;
  }
  const std::vector<std::string>& hosts = cluster.hosts();
  bool several_hosts = std::count(hosts.begin(), hosts.end(), hosts[0]) != static_cast<long>(hosts.size());
  for (size_t k = 0; k < hosts.size(); ++k)
    if (std::find(hosts.begin(), hosts.begin() + static_cast<long>(k), hosts[k]) == hosts.begin() + static_cast<long>(k))
      std::cout << (several_hosts ? (k ? "\n" : "") + std::string("host ") + hosts[k] + ":\n" : "") << (*machines)[k];
  if (!bound) return 0;
  std::cout << "\n" << args.file << " binds, as `mpirun -np " << cluster.size() << " netc run` would:\n";
  for (size_t k = 0; k < ranks->size(); ++k) {
    std::cout << "rank " << k << " (host " << hosts[k] << "):\n";
    std::istringstream lines((*ranks)[k]);
    for (std::string line; std::getline(lines, line);) std::cout << "  " << line << "\n";
  }
  return 0;
}

// `netc devices [FILE]`: the devices of this machine, and with a program
// how `netc run` binds its devices to them; under mpirun, every rank's.
int print_devices(const Args& args, const netc::ir::Module* m) {
  auto joined = netc::engine::Cluster::join();
  if (!joined.ok()) {
    std::cerr << "netc devices: " << joined.message() << "\n";
    return 2;
  }
  netc::engine::Cluster& cluster = **joined;
  netc::rt::DeviceInventory inv = devices_here();
  std::optional<std::vector<netc::engine::Binding>> bound;
  if (m) {
    auto blocks = netc::engine::prepare_blocks(*m);
    auto b = blocks.ok() ? netc::engine::bind_run_devices(*m, *blocks, args.run.devices, inv,
                                                          cluster.size() > 1 ? cluster.local_rank() : -1, cluster.size())
                         : blocks.status();
    std::string why;
    if (int code = cluster.all_ready(b.ok() ? netc::Status{} : b.status(), 2, &why); code != 0) {
      if (cluster.root()) std::cerr << "netc devices: " << why << "\n";
      return code;
    }
    bound = std::move(*b);
  }
  if (cluster.size() > 1) return print_ranks(args, cluster, inv, bound ? &*bound : nullptr);
  if (!m || !args.devices_json)
    std::cout << (args.devices_json ? netc::rt::format_device_json(inv) : netc::rt::format_device_table(inv));
  if (!m) return 0;
  if (args.devices_json) {
    std::string machine = netc::rt::format_device_json(inv);
    while (!machine.empty() && machine.back() == '\n') machine.pop_back();
    std::cout << "{\"machine\": " << machine << ", \"bindings\": " << netc::engine::format_bindings_json(*bound) << "}\n";
    return 0;
  }
  std::cout << "\n" << args.file << " binds, as `netc run` would:\n" << netc::engine::format_bindings(*bound, true);
  return 0;
}

// What the command does with a program that checked.
int act(Args& args, const netc::Compilation& c) {
  if (args.command == "emit" && args.what == "llvm") {
    return emit_llvm(*c.ir, args.dims, args.build.target_cpu);
  } else if (args.command == "emit" && (args.what == "cuda" || args.what == "ptx")) {
    return emit_gpu(*c.ir, args.dims, args.what == "ptx", args.arch);
  } else if (args.command == "run") {
    args.run.source_path = args.file;
    args.run.program_files = c.program.files_on_disk;
    args.run.is_tty = isatty(1);
    // Asked before each draw of the progress bar: a resized terminal is fitted at once.
    args.run.columns = [] {
      winsize w{};
      return ioctl(1, TIOCGWINSZ, &w) == 0 ? static_cast<int>(w.ws_col) : 0;
    };
    return netc::engine::run_training(*c.ir, args.run, std::cout, std::cerr);
  } else if (args.command == "devices") {
    return print_devices(args, &*c.ir);
  } else if (args.command == "mem") {
    args.mem.batch = args.build.batch.value_or(0);
    args.mem.dims = args.dims;
    args.mem.devices = args.run.devices;
    args.mem.json = args.devices_json;
    args.mem.source = args.file;
    return netc::mem::print_memory(*c.ir, args.mem, std::cout, std::cerr);
  } else if (args.command == "parity") {
    args.parity.source_path = args.file;
    args.parity.seed = args.run.seed;
    args.parity.limit = args.run.limit;
    return netc::parity::run_parity(*c.ir, args.parity, std::cout, std::cerr);
  } else if (args.command == "build") {
    args.build.source = args.file;
    args.build.dims = args.dims;
    args.build.inputs = c.program.files_on_disk;
    return netc::build::build_library(*c.ir, args.build, std::cerr);
  }
  return netc::cli::act_front(args, c);
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  if (std::optional<int> done = netc::cli::read_command_line(argc, argv, args)) return *done;
  netc::cli::report_crashes(argc, argv);
  // The commands that compute (and so call OpenBLAS) start again if OpenBLAS
  // chose generic kernels when it loaded (see runtime/cpu/blas_core.h).
  if (args.command == "run" || args.command == "parity" || args.command == "repl")
    netc::cpu::restart_with_better_blas_core(argv);
  if (args.command == "repl") {
    netc::repl::SessionOptions ro;
    ro.stdlib_dirs = args.stdlib_dirs;
    for (const std::string& d : netc::default_stdlib_dirs(argv[0])) ro.stdlib_dirs.push_back(d);
    bool interactive = isatty(0);
    ro.color = args.color == 1 || (args.color == -1 && interactive && isatty(1));
    int status = 0;
    netc::run_with_large_stack([&] { status = netc::repl::run_repl(ro, interactive); });
    return status;
  }
  if (args.command == "devices" && args.file.empty()) return print_devices(args, nullptr);
  if (args.time_passes) netc::PassStats::get().enable();
  int status = netc::cli::compile_and_act(args, argv[0], act);
  if (args.time_passes) std::cerr << netc::PassStats::get().report();
  return status;
}
