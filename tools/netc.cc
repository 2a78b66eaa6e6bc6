// The netc command line. Thin: it parses arguments, calls the driver and
// prints what the libraries return.
#include <malloc.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "frontend/ast/ast.h"
#include "frontend/diagnostics/suggest.h"
#include "frontend/diagnostics/render.h"
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
#include "engine/nvrtc_kernels.h"
#endif
#include "engine/step_functions.h"
#include "engine/train.h"
#include "runtime/devices.h"
#include "runtime/weights.h"
#include "tools/build/build.h"
#include "tools/mem/mem.h"
#include "ir/dims.h"
#include "ir/passes/pipeline.h"
#include "ir/printer.h"
#include "tools/repl/repl.h"

namespace {

const char* kUsage = R"(netc — a compiler for neural networks

usage: netc <command> [options] FILE
       netc repl           (or `netc` alone on a terminal)

commands:
  check FILE             check a program and report every error (exit 1 if any)
  run FILE               check, compile and train it (on the GPU its devices bind to, else the CPU)
  mem FILE               the memory each train block needs, by category, on each device it uses
  emit ast FILE          print the syntax tree
  emit ir FILE           print the typed IR (every value with dtype, shape, device)
  emit llvm FILE         print the optimised LLVM IR the CPU backend generates
                         (every function, and each train block's gradient), for this
                         machine's CPU or for --target-cpu=CPU
  repl                   an interactive session: declare, evaluate, `:type`, `:ir`, `:load`
  devices [FILE]         list the CPU and the visible CUDA devices (--json: as JSON); with
                         a program, how `netc run` binds its devices (--device applies)
  build FILE -o DIR      compile ahead of time: DIR/lib<name>.a and its C header DIR/<name>.h
  emit cuda FILE         print the CUDA C the GPU backend generates (and its launches)
  emit ptx FILE          print the PTX NVRTC compiles that CUDA C to (--arch, default compute_90)

options of run:
  --epochs N             train N epochs instead of the train block's count
  --seed N               the seed for initialisation, shuffling and dropout
  --resume CHECKPOINT    continue from a checkpoint written by this program (also one
                         written on Ctrl-C, which stops after the current step)
  --init-from FILE       start from the parameters in FILE (safetensors; netc's or
                         another framework's), training afresh; f64/f16/bf16 converted
  --rename FROM=TO       with --init-from: replace the name prefix FROM by TO
                         (repeatable; `module.=` drops PyTorch DataParallel's prefix)
  --device NAME=DEVICE   bind the logical device NAME to DEVICE (e.g. gpu=cpu;
                         a device set takes a list: gpus=cpu,cpu)
  --quiet                print only the final result
  --log-json FILE        write one JSON line per epoch (loss, metrics, evaluation, time);
                         `-` writes them to standard output (the rest to standard error)
  --limit N              use only the first N examples of each data set
  --rank-timeout S       under mpirun: a rank silent for S seconds (default 60) stops
                         every rank, said where, with the last checkpoint

options of mem:
  --batch N              plan for N examples per step instead of the train block's batch
  --device NAME=DEVICE   as for run; a GPU (cuda:K) is planned for even when none is present
  --dim NAME=VALUE       the value of a named dim other than the batch
  --json                 print the plan as JSON
  --budget BYTES         print the largest batch that fits BYTES (e.g. 6GiB, 512MiB, 2GB)
  --fit DEVICE           print the largest batch that fits DEVICE's free memory (cpu, cuda:K)

options of build:
  -o DIR                 where the library and header go (required)
  --name NAME            the library's name and C prefix (default: the file's name)
  --batch N              examples per call (default: the train block's batch size)
  --target-cpu=CPU       the CPU to generate code for: x86-64-v3 (default), native, ...
  --depfile FILE         write a Makefile-style depfile: the library depends on FILE and its imports
  --cuda-arch=LIST       the GPUs to embed kernels for, comma-separated: sm_XX (a cubin) or
                         compute_XX (PTX, which newer GPUs compile); `none` for no GPU code
                         (default: sm_80,sm_90,compute_75 when netc has CUDA and a device
                         of the program may be a GPU)

options:
  --diagnostics=text|json  how diagnostics are printed (default: text)
  --color=auto|always|never
  --stdlib-dir DIR       where `import std.X;` looks first
  --dim NAME=VALUE       the value of a named dim for `emit llvm` (default: a train
                         block's batch size for batch dims, the leading named dim
                         of an input; 1 for others)
  -h, --help             show this help
  --version              show the version

exit status: 0 success, 1 the program has errors, 2 wrong usage or unreadable input.
)";

const std::vector<std::string> kCommands = {"build", "check", "devices", "emit", "mem", "run", "repl"};

int usage_error(const std::string& msg) {
  std::cerr << "netc: " << msg << "\n" << "run `netc --help` for usage\n";
  return 2;
}

struct Args {
  std::string command, what, file;
  bool json = false;
  bool devices_json = false;  // devices --json
  int color = -1;  // -1 auto
  std::vector<std::string> stdlib_dirs;
  std::map<std::string, int64_t> dims;
  std::string arch = "compute_90";
  netc::engine::RunOptions run;
  netc::build::BuildOptions build;
  netc::mem::MemOptions mem;
};

// A positive integer option value, or nullopt (also when it does not fit
// in 64 bits: strtoll would give the largest one instead).
std::optional<int64_t> positive(const std::string& v, bool allow_zero = false) {
  char* end = nullptr;
  errno = 0;
  long long n = std::strtoll(v.c_str(), &end, 10);
  if (v.empty() || !end || *end != '\0' || errno == ERANGE || n < (allow_zero ? 0 : 1)) return std::nullopt;
  return n;
}

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
      for (const auto& l : fn.launches) std::cout << "//   " << netc::cuda::describe(l) << "\n";
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
      return 1;
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

// `netc devices [FILE]`: the devices of this machine, and with a program
// how `netc run` binds its devices to them.
int print_devices(const Args& args, const netc::ir::Module* m) {
  netc::rt::DeviceInventory inv = netc::rt::discover_devices();
#ifdef NETC_HAVE_GPU_ENGINE
  // What `netc run` compiles for each GPU: its binding passes over one it
  // has no kernels for.
  for (netc::rt::CudaDevice& g : inv.cuda) {
    netc::engine::BindOptions::GpuFit fit = netc::engine::nvrtc_gpu_fit(g);
    g.no_kernels = fit.problem;
    g.kernels_note = fit.note;
  }
#endif
  if (!m || !args.devices_json)
    std::cout << (args.devices_json ? netc::rt::format_device_json(inv) : netc::rt::format_device_table(inv));
  if (!m) return 0;
  auto bound = netc::engine::bind_run_devices(*m, args.run.devices, inv);
  if (!bound.ok()) {
    std::cerr << "netc devices: " << bound.message() << "\n";
    return 2;
  }
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
  if (args.command == "emit" && args.what == "ast") {
    for (const auto& m : c.program.modules)
      if (m->file == 0) std::cout << netc::ast::print(*m, c.sources);
  } else if (args.command == "emit" && args.what == "ir") {
    std::cout << netc::ir::print_module(*c.ir);
  } else if (args.command == "emit" && args.what == "llvm") {
    return emit_llvm(*c.ir, args.dims, args.build.target_cpu);
  } else if (args.command == "emit" && (args.what == "cuda" || args.what == "ptx")) {
    return emit_gpu(*c.ir, args.dims, args.what == "ptx", args.arch);
  } else if (args.command == "run") {
    args.run.source_path = args.file;
    args.run.is_tty = isatty(1);
    return netc::engine::run_training(*c.ir, args.run, std::cout, std::cerr);
  } else if (args.command == "devices") {
    return print_devices(args, &*c.ir);
  } else if (args.command == "mem") {
    args.mem.batch = args.build.batch.value_or(0);
    args.mem.dims = args.dims;
    args.mem.devices = args.run.devices;
    args.mem.json = args.devices_json;
    return netc::mem::print_memory(*c.ir, args.mem, std::cout, std::cerr);
  } else if (args.command == "build") {
    args.build.source = args.file;
    args.build.dims = args.dims;
    args.build.inputs = c.program.files_on_disk;
    return netc::build::build_library(*c.ir, args.build, std::cerr);
  }
  return 0;
}

// Reads the command line into `args` and `positional`: an exit status when
// netc is done (help, version, a usage error), else nullopt.
std::optional<int> parse_args(int argc, char** argv, Args& args, std::vector<std::string>& positional) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    }
    if (a == "--version") {
      std::cout << "netc " << NETC_VERSION << "\n";
      return 0;
    }
    if (a.rfind("--diagnostics=", 0) == 0) {
      std::string v = a.substr(14);
      if (v != "json" && v != "text") return usage_error("--diagnostics must be `text` or `json`, not `" + v + "`");
      args.json = v == "json";
    } else if (a.rfind("--color=", 0) == 0) {
      std::string v = a.substr(8);
      if (v == "always") args.color = 1;
      else if (v == "never") args.color = 0;
      else if (v == "auto") args.color = -1;
      else return usage_error("--color must be `auto`, `always` or `never`");
    } else if (a == "--rank-timeout") {
      if (i + 1 >= argc) return usage_error("--rank-timeout needs a number of seconds");
      auto n = positive(argv[++i]);
      if (!n) return usage_error("--rank-timeout needs a positive whole number of seconds, not `" + std::string(argv[i]) + "`");
      args.run.rank_timeout_s = static_cast<double>(*n);
    } else if (a == "--epochs" || a == "--seed" || a == "--limit") {
      if (i + 1 >= argc) return usage_error(a + " needs a number");
      auto n = positive(argv[++i], a == "--seed");
      if (!n) return usage_error(a + " needs a " + (a == "--seed" ? "non-negative" : "positive") + " integer, not `" + argv[i] + "`");
      if (a == "--epochs") args.run.epochs = *n;
      else if (a == "--seed") args.run.seed = static_cast<uint64_t>(*n);
      else args.run.limit = *n;
    } else if (a == "--resume" || a == "--log-json" || a == "--init-from") {
      if (i + 1 >= argc) return usage_error(a + " needs a file");
      (a == "--resume" ? args.run.resume : a == "--log-json" ? args.run.log_json : args.run.init_from) = argv[++i];
    } else if (a == "--rename") {
      if (i + 1 >= argc) return usage_error("--rename needs FROM=TO");
      auto r = netc::rt::parse_rename(argv[++i]);
      if (!r.ok()) return usage_error(r.message());
      args.run.renames.push_back(*r);
    } else if (a == "--device") {
      if (i + 1 >= argc) return usage_error("--device needs NAME=DEVICE");
      std::string v = argv[++i];
      size_t eq = v.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == v.size()) return usage_error("--device needs NAME=DEVICE, not `" + v + "`");
      args.run.devices[v.substr(0, eq)] = v.substr(eq + 1);
    } else if (a == "-o" || a == "--name" || a == "--depfile" || a == "--target-cpu") {
      if (i + 1 >= argc) return usage_error(a + " needs a value");
      std::string v = argv[++i];
      (a == "-o" ? args.build.out_dir : a == "--name" ? args.build.name : a == "--depfile" ? args.build.depfile
                                                                                         : args.build.target_cpu) = v;
    } else if (a.rfind("--target-cpu=", 0) == 0) {
      args.build.target_cpu = a.substr(13);
    } else if (a == "--cuda-arch" || a.rfind("--cuda-arch=", 0) == 0) {
      std::string v;
      if (a == "--cuda-arch") {
        if (i + 1 >= argc) return usage_error("--cuda-arch needs a list, e.g. sm_90,compute_75");
        v = argv[++i];
      } else {
        v = a.substr(12);
      }
      std::vector<std::string> archs;
      for (size_t start = 0; start <= v.size();) {
        size_t comma = v.find(',', start);
        if (comma == std::string::npos) comma = v.size();
        std::string one = v.substr(start, comma - start);
        bool numbered = one.find_first_not_of("0123456789", one.rfind('_') + 1) == std::string::npos;
        bool named = (one.rfind("sm_", 0) == 0 && one.size() > 3) || (one.rfind("compute_", 0) == 0 && one.size() > 8);
        bool ok = one == "none" || (named && numbered);
        if (!ok) return usage_error("--cuda-arch: `" + one + "` is not sm_XX, compute_XX or none");
        if (one != "none") archs.push_back(one);
        start = comma + 1;
      }
      args.build.cuda_archs = archs;
    } else if (a == "--batch") {
      if (i + 1 >= argc) return usage_error("--batch needs a number");
      auto n = positive(argv[++i]);
      if (!n) return usage_error(std::string("--batch needs a positive integer, not `") + argv[i] + "`");
      args.build.batch = *n;
    } else if (a == "--json") {
      args.devices_json = true;
    } else if (a == "--budget") {
      if (i + 1 >= argc) return usage_error("--budget needs a size, e.g. 6GiB");
      args.mem.budget = netc::mem::parse_bytes(argv[++i]);
      if (!args.mem.budget || *args.mem.budget == 0)
        return usage_error(std::string("--budget needs a size such as 6GiB, 512MiB or 2GB, not `") + argv[i] + "`");
    } else if (a == "--fit") {
      if (i + 1 >= argc) return usage_error("--fit needs a device, e.g. cuda:0 or cpu");
      args.mem.fit = argv[++i];
    } else if (a == "--quiet") {
      args.run.quiet = true;
    } else if (a.rfind("--arch=", 0) == 0) {
      args.arch = a.substr(7);
    } else if (a == "--dim") {
      if (i + 1 >= argc) return usage_error("--dim needs NAME=VALUE");
      std::string v = argv[++i];
      size_t eq = v.find('=');
      auto n = eq == std::string::npos ? std::nullopt : positive(v.substr(eq + 1));
      if (eq == 0 || !n) return usage_error("--dim needs NAME=VALUE with a positive VALUE, not `" + v + "`");
      args.dims[v.substr(0, eq)] = *n;
    } else if (a == "--stdlib-dir") {
      if (i + 1 >= argc) return usage_error("--stdlib-dir needs a directory");
      args.stdlib_dirs.push_back(argv[++i]);
    } else if (a.size() > 1 && a[0] == '-') {
      return usage_error("unknown option `" + a + "`");
    } else {
      positional.push_back(a);
    }
  }
  return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  std::vector<std::string> positional;
  if (std::optional<int> done = parse_args(argc, argv, args, positional)) return *done;
  // Alone on a terminal, netc starts the REPL; in a script it prints usage.
  bool terminal = isatty(0) && isatty(1);
  if (positional.empty() && !terminal) {
    std::cerr << kUsage;
    return 2;
  }
  args.command = positional.empty() ? "repl" : positional[0];
  // The commands that compute (and so call OpenBLAS) start again if OpenBLAS
  // chose generic kernels when it loaded (see runtime/cpu/blas_core.h).
  if (args.command != "build" && args.command != "mem" && args.build.batch)
    return usage_error("--batch is an option of `netc build`; " +
                       std::string(args.command == "run" ? "set `batch = N;` in the train block to train with another" : "remove it"));
  if (!args.run.init_from.empty() && !args.run.resume.empty())
    return usage_error("--init-from and --resume both set the parameters: --resume continues a run of this "
                       "program (with its optimizer state), --init-from starts a new one from given weights");
  if (!args.run.renames.empty() && args.run.init_from.empty())
    return usage_error("--rename renames the tensors of --init-from's file; give --init-from FILE");
  bool emits_llvm = args.command == "emit" && positional.size() > 1 && positional[1] == "llvm";
  if (!args.build.target_cpu.empty() && args.command != "build" && !emits_llvm)
    return usage_error("--target-cpu is an option of `netc build` and `netc emit llvm`");
  if (args.command == "run" || args.command == "repl") netc::cpu::restart_with_better_blas_core(argv);
  if (args.command == "repl") {
    if (positional.size() > 1) return usage_error("`repl` takes no file; use `:load FILE` in the session");
    netc::repl::SessionOptions ro;
    ro.stdlib_dirs = args.stdlib_dirs;
    for (const std::string& d : netc::default_stdlib_dirs(argv[0])) ro.stdlib_dirs.push_back(d);
    bool interactive = isatty(0);
    ro.color = args.color == 1 || (args.color == -1 && interactive && isatty(1));
    int status = 0;
    netc::run_with_large_stack([&] { status = netc::repl::run_repl(ro, interactive); });
    return status;
  }
  if (args.command == "devices" && positional.size() == 1) return print_devices(args, nullptr);
  if (args.devices_json && args.command != "mem" && args.command != "devices")
    return usage_error("--json is an option of `devices` and `mem`; use --diagnostics=json for diagnostics");
  if ((args.mem.budget || !args.mem.fit.empty()) && args.command != "mem")
    return usage_error(std::string(args.mem.budget ? "--budget" : "--fit") + " is an option of `netc mem`");
  if (args.mem.budget && !args.mem.fit.empty()) return usage_error("--budget and --fit: give one of them");
  size_t need = 2;
  if (args.command == "emit") {
    if (positional.size() < 2) return usage_error("`emit` needs what to print (ast, ir) and a file");
    args.what = positional[1];
    if (args.what != "ast" && args.what != "ir" && args.what != "llvm" && args.what != "cuda" && args.what != "ptx")
      return usage_error("`emit " + args.what + "` is not available; netc can emit `ast`, `ir`, `llvm`, `cuda` and `ptx`");
    need = 3;
  } else if (args.command == "build") {
    if (positional.size() >= 2 && args.build.out_dir.empty()) return usage_error("`build` needs `-o DIR`");
  } else if (args.command != "check" && args.command != "run" && args.command != "mem" && args.command != "devices") {
    std::string best = netc::closest(args.command, kCommands, 2);
    return usage_error("unknown command `" + args.command + "`" + (best.empty() ? "" : "; did you mean `" + best + "`?"));
  }
  if (positional.size() < need) return usage_error("`" + args.command + "` needs a .net file");
  if (positional.size() > need) return usage_error("unexpected argument `" + positional[need] + "`");
  args.file = positional[need - 1];

  netc::CompileOptions options;
  options.stdlib_dirs = args.stdlib_dirs;
  for (const std::string& d : netc::default_stdlib_dirs(argv[0])) options.stdlib_dirs.push_back(d);

  // One malloc arena: the compiler runs on one (large-stack) thread, and a
  // per-thread arena would grow by many small mprotect calls.
  mallopt(M_ARENA_MAX, 1);
  int status = 0;
  netc::run_with_large_stack([&] {
    std::unique_ptr<netc::Compilation> owned = netc::compile(args.file, options);
    // The process ends right after printing: leave the memory to the OS
    // instead of freeing every node of the AST and IR one by one. The static
    // keeps it reachable (volatile: the store is not optimised away), so a
    // leak checker does not report it.
    static netc::Compilation* volatile kept_until_exit = nullptr;
    kept_until_exit = owned.release();
    netc::Compilation* c = kept_until_exit;
    bool unreadable = !c->diagnostics.all().empty() && !c->diagnostics.all()[0].range.valid() &&
                      c->diagnostics.all()[0].kind == netc::DiagKind::FileNotReadable && c->program.modules.empty();
    netc::RenderOptions ro;
    ro.color = args.color == 1 || (args.color == -1 && isatty(2));
    if (args.json) std::cout << netc::render_json(c->diagnostics, c->sources);
    else std::cerr << netc::render_text(c->diagnostics, c->sources, ro);
    if (unreadable) {
      status = 2;
      return;
    }
    if (!c->verifier_errors.empty()) {
      std::cerr << "netc: internal error: the IR of this program does not verify (please report this):\n";
      for (const std::string& e : c->verifier_errors) std::cerr << "  " << e << "\n";
      status = 3;
      return;
    }
    if (c->diagnostics.has_errors()) {
      status = 1;
      return;
    }
    status = act(args, *c);
  });
  return status;
}
