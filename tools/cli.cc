#include "tools/cli.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>

#include <CLI/CLI.hpp>

#include "frontend/diagnostics/suggest.h"
#include "ir/types.h"
#include "runtime/weights.h"

namespace netc::cli {

const char* const kUsage = R"(netc — a compiler for neural networks

usage: netc <command> [options] FILE
       netc repl           (or `netc` alone on a terminal)

commands:
  check FILE             check a program and report every error (exit 1 if any)
  run FILE               check, compile and train it (on the GPU its devices bind to, else the CPU)
  mem FILE               the memory each train block needs, by category, on each device it uses
  parity FILE            the first training steps on the CPU and a GPU (or two devices), compared
                         value by value against each op family's tolerance
  emit ast FILE          print the syntax tree
  emit ir FILE           print the typed IR (every value with dtype, shape, device)
  emit llvm FILE         print the optimised LLVM IR the CPU backend generates
                         (every function, and each train block's gradient)
  emit cuda FILE         print the CUDA C the GPU backend generates (and its launches)
  emit ptx FILE          print the PTX NVRTC compiles that CUDA C to
  repl                   an interactive session: declare, evaluate, `:type`, `:ir`, `:load`
  devices [FILE]         list the CPU and the visible CUDA devices; with a program, how
                         `netc run` binds its devices
  build FILE -o DIR      compile ahead of time: DIR/lib<name>.a and its C header DIR/<name>.h
  export FILE CKPT --as torch
                         a checkpoint's parameters as PyTorch's state_dict names them
  plot RUN.jsonl... -o OUT.svg
                         the loss and metric curves of runs (`run --log-steps`), as SVG
  help [COMMAND]         this overview, or a command's options

`netc help COMMAND` or `netc COMMAND --help` lists a command's options.

options of every command:
  --diagnostics=text|json  how diagnostics are printed (default: text)
  --color=auto|always|never
  --stdlib-dir DIR       where `import std.X;` looks first
  -h, --help             show this help (a command's, after the command)
  --version              show the version

exit status, the same for every command:
  0    success
  1    the program has errors, or the work failed (a loss that is not finite,
       code that cannot be generated, an output that cannot be written)
  2    wrong usage (a command, option or value netc does not take, a device that
       is not there), or an input that cannot be used: a file that is missing,
       unreadable, damaged or does not fit the program (the program, its data,
       the files of --resume and --init-from, the checkpoint export reads)
  3    an internal error of netc (please report it)
  128+N  stopped by signal N: 130 for Ctrl-C, 143 for SIGTERM (`run` writes a checkpoint);
         a crash (139 for a segmentation fault) says first that it is a bug in netc
)";

int usage_error(const std::string& msg, const std::string& command) {
  std::cerr << "netc: " << msg << "\n"
            << "run `netc " << (command.empty() ? "--help" : "help " + command) << "` for usage\n";
  return 2;
}

namespace {

// "6GiB", "512MiB", "1.5GB", "6gb", "1000000": bytes, or nullopt (`mem
// --budget`). Units in any case: `gb` is GB, as people type it.
std::optional<uint64_t> parse_bytes(const std::string& text) {
  size_t end = 0;
  while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.')) ++end;
  if (end == 0) return std::nullopt;
  double n = 0;
  try {
    n = std::stod(text.substr(0, end));
  } catch (...) {
    return std::nullopt;
  }
  std::string unit;
  for (char c : text.substr(end)) unit += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (size_t first = unit.find_first_not_of(' '); first != std::string::npos) unit = unit.substr(first);
  const std::map<std::string, double> units = {{"", 1},          {"b", 1},          {"kb", 1e3},
                                               {"mb", 1e6},       {"gb", 1e9},       {"tb", 1e12},
                                               {"kib", 1024.0},   {"mib", 1048576.0}, {"gib", 1073741824.0},
                                               {"tib", 1099511627776.0}};
  auto u = units.find(unit);
  if (u == units.end() || !std::isfinite(n * u->second) || n * u->second > 1.8e19) return std::nullopt;
  return static_cast<uint64_t>(n * u->second);
}

// A positive integer option value, or nullopt (also when it does not fit
// in 64 bits: strtoll would give the largest one instead).
std::optional<int64_t> positive(const std::string& v, bool allow_zero = false) {
  char* end = nullptr;
  errno = 0;
  long long n = std::strtoll(v.c_str(), &end, 10);
  if (v.empty() || !end || *end != '\0' || errno == ERANGE || n < (allow_zero ? 0 : 1)) return std::nullopt;
  return n;
}

// What each option's value is, for "--epochs needs a number".
const std::map<std::string, std::string> kNeeds = {
    {"--epochs", "a number"}, {"--seed", "a number"}, {"--limit", "a number"}, {"--batch", "a number"},
    {"--rank-timeout", "a number of seconds"}, {"--resume", "a file"}, {"--log-json", "a file"},
    {"--log-steps", "a file"}, {"--log-every", "a number of steps"}, {"--tensorboard", "a directory"},
    {"--init-from", "a file"}, {"--depfile", "a file"}, {"--rename", "FROM=TO"}, {"--init-only", "a model's name"}, {"--device", "NAME=DEVICE"},
    {"--dim", "NAME=VALUE"}, {"--budget", "a size, e.g. 6GiB"}, {"--fit", "a device, e.g. cuda:0 or cpu"},
    {"-o", "a path (a directory for build, a file for export)"}, {"--name", "a name"}, {"--target-cpu", "a CPU, e.g. native"},
    {"--cuda-arch", "a list, e.g. sm_90,compute_75"}, {"--arch", "an architecture, e.g. compute_90"},
    {"--stdlib-dir", "a directory"}, {"--diagnostics", "`text` or `json`"}, {"--as", "a framework: torch"},
    {"--instance", "a model instance's name"}, {"--steps", "a number"}, {"--devices", "two devices, e.g. cpu,cuda:0"},
    {"--color", "`auto`, `always` or `never`"}};

// The raw values, checked after parsing.
struct Raw {
  std::string diagnostics, color, epochs, seed, limit, rank_timeout, batch, budget, cuda_arch, steps, parity_devices,
      log_every;
  std::vector<std::string> renames, devices, dims;
  bool cuda_arch_given = false;
};

// The options every command takes (also before the command).
void add_common(CLI::App& app, Raw& raw, Args& args) {
  app.add_option("--diagnostics", raw.diagnostics, "how diagnostics are printed: text (default) or json")
      ->type_name("text|json");
  app.add_option("--color", raw.color, "colour in diagnostics: auto (default), always, never")
      ->type_name("WHEN");
  app.add_option("--stdlib-dir", args.stdlib_dirs, "where `import std.X;` looks first (repeatable)")
      ->type_name("DIR")
      ->allow_extra_args(false);
}

CLI::Option* add_devices(CLI::App& app, Raw& raw) {
  return app
      .add_option("--device", raw.devices,
                  "bind the logical device NAME to DEVICE (e.g. gpu=cpu; a device set takes a list: "
                  "gpus=cpu,cpu); repeatable")
      ->type_name("NAME=DEVICE")
      ->allow_extra_args(false);
}

CLI::Option* add_dims(CLI::App& app, Raw& raw, const std::string& what) {
  return app.add_option("--dim", raw.dims, what)->type_name("NAME=VALUE")->allow_extra_args(false);
}

// The values checked, into `args`: a usage error's status, or nullopt.
std::optional<int> check_values(const Raw& raw, Args& args) {
  const std::string& cmd = args.command;
  if (!raw.diagnostics.empty()) {
    if (raw.diagnostics != "json" && raw.diagnostics != "text")
      return usage_error("--diagnostics must be `text` or `json`, not `" + raw.diagnostics + "`", cmd);
    args.json = raw.diagnostics == "json";
  }
  if (!raw.color.empty()) {
    if (raw.color == "always") args.color = 1;
    else if (raw.color == "never") args.color = 0;
    else if (raw.color == "auto") args.color = -1;
    else return usage_error("--color must be `auto`, `always` or `never`", cmd);
  }
  struct Count {
    const char* name;
    const std::string& text;
    bool allow_zero;
    std::optional<int64_t>* into;
  };
  std::optional<int64_t> seed, rank_timeout, batch, log_every;
  for (const Count& c : {Count{"--epochs", raw.epochs, false, &args.run.epochs}, Count{"--seed", raw.seed, true, &seed},
                         Count{"--limit", raw.limit, false, &args.run.limit},
                         Count{"--rank-timeout", raw.rank_timeout, false, &rank_timeout},
                         Count{"--batch", raw.batch, false, &batch},
                         Count{"--log-every", raw.log_every, false, &log_every}}) {
    if (c.text.empty()) continue;
    auto n = positive(c.text, c.allow_zero);
    if (!n)
      return usage_error(std::string(c.name) + " needs a " + (c.allow_zero ? "non-negative" : "positive") +
                             " integer, not `" + c.text + "`",
                         cmd);
    *c.into = n;
  }
  // A checkpoint counts epochs and steps up to 2^53 (what a --resume reads back exactly).
  if (args.run.epochs && *args.run.epochs > (int64_t{1} << 53))
    return usage_error("--epochs is at most 9007199254740992 (2^53, the count a checkpoint keeps), not `" + raw.epochs + "`",
                       cmd);
  if (!raw.steps.empty()) {
    auto n = positive(raw.steps);
    if (!n || *n > 1000000) return usage_error("--steps needs a positive integer, not `" + raw.steps + "`", cmd);
    args.parity.steps = *n;
  }
  if (!raw.parity_devices.empty()) {
    size_t comma = raw.parity_devices.find(',');
    if (comma == std::string::npos || comma == 0 || comma + 1 == raw.parity_devices.size() ||
        raw.parity_devices.find(',', comma + 1) != std::string::npos)
      return usage_error("--devices needs two devices A,B (e.g. cpu,cuda:0), not `" + raw.parity_devices + "`", cmd);
    args.parity.device_a = raw.parity_devices.substr(0, comma);
    args.parity.device_b = raw.parity_devices.substr(comma + 1);
  }
  if (seed) args.run.seed = static_cast<uint64_t>(*seed);
  if (rank_timeout) args.run.rank_timeout_s = static_cast<double>(*rank_timeout);
  if (batch) args.build.batch = *batch;
  if (log_every) args.run.log_every = *log_every;
  if (log_every && args.run.log_steps.empty() && args.run.tensorboard.empty())
    return usage_error("--log-every sets how often --log-steps and --tensorboard write; give one of them", cmd);
  for (const std::string& r : raw.renames) {
    auto rename = rt::parse_rename(r);
    if (!rename.ok()) return usage_error("--rename needs " + rename.message(), cmd);
    args.run.renames.push_back(*rename);
  }
  for (const std::string& v : raw.devices) {
    size_t eq = v.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == v.size())
      return usage_error("--device needs NAME=DEVICE, not `" + v + "`", cmd);
    args.run.devices[v.substr(0, eq)] = v.substr(eq + 1);
  }
  for (const std::string& v : raw.dims) {
    size_t eq = v.find('=');
    auto n = eq == std::string::npos ? std::nullopt : positive(v.substr(eq + 1));
    if (eq == 0 || !n || *n > ir::kMaxDim)
      return usage_error("--dim needs NAME=VALUE with VALUE from 1 to 2^40, not `" + v + "`", cmd);
    args.dims[v.substr(0, eq)] = *n;
  }
  if (!raw.budget.empty()) {
    args.mem.budget = parse_bytes(raw.budget);
    if (!args.mem.budget || *args.mem.budget == 0)
      return usage_error("--budget needs a size such as 6GiB, 512MiB or 2GB, not `" + raw.budget + "`", cmd);
  }
  if (raw.cuda_arch_given) {
    std::vector<std::string> archs;
    const std::string& v = raw.cuda_arch;
    for (size_t start = 0; start <= v.size();) {
      size_t comma = v.find(',', start);
      if (comma == std::string::npos) comma = v.size();
      std::string one = v.substr(start, comma - start);
      bool numbered = one.find_first_not_of("0123456789", one.rfind('_') + 1) == std::string::npos;
      bool named = (one.rfind("sm_", 0) == 0 && one.size() > 3) || (one.rfind("compute_", 0) == 0 && one.size() > 8);
      if (one != "none" && !(named && numbered))
        return usage_error("--cuda-arch: `" + one + "` is not sm_XX, compute_XX or none", cmd);
      if (one != "none") archs.push_back(one);
      start = comma + 1;
    }
    args.build.cuda_archs = archs;
  }
  // Combinations.
  if (!args.run.init_from.empty() && !args.run.resume.empty())
    return usage_error("--init-from and --resume both set the parameters: --resume continues a run of this "
                       "program (with its optimizer state), --init-from starts a new one from given weights",
                       cmd);
  if (!args.run.init_only.empty() && args.run.init_from.empty())
    return usage_error("--init-only picks what --init-from's file initialises; give --init-from FILE", cmd);
  if (!args.run.renames.empty() && args.run.init_from.empty())
    return usage_error("--rename renames the tensors of --init-from's file; give --init-from FILE", cmd);
  if ((args.mem.budget || !args.mem.fit.empty()) && args.mem.budget && !args.mem.fit.empty())
    return usage_error("--budget and --fit: give one of them", cmd);
  return std::nullopt;
}

// Which commands have the option `name`, for a message about one given to
// another command.
std::vector<std::string> commands_with(CLI::App& app, const std::string& name) {
  // The emit options that belong to one kind of output.
  static const std::map<std::string, std::string> kEmitKind = {{"--target-cpu", "emit llvm"}, {"--arch", "emit ptx"}};
  std::vector<std::string> out;
  for (CLI::App* sub : app.get_subcommands({}))
    for (const CLI::Option* o : sub->get_options())
      if (o->check_name(name)) {
        auto kind = kEmitKind.find(name);
        out.push_back(sub->get_name() == "emit" && kind != kEmitKind.end() ? kind->second : sub->get_name());
        break;
      }
  return out;
}

// A command's help as CLI11 formats it, with `netc` in its usage line and
// long descriptions wrapped under their column.
std::string render_help(CLI::App& command) {
  std::string text = command.help(), out;
  const std::string usage = "Usage: " + command.get_name() + " ";
  if (size_t at = text.find(usage); at != std::string::npos) text.replace(at, usage.size(), "Usage: netc " + command.get_name() + " ");
  // CLI11 brackets every positional as optional; most are required (the
  // command says so when one is missing): `FILE`, not `[file]`; an optional
  // one `[FILE]`.
  const bool optional = command.get_name() == "devices" || command.get_name() == "help";
  const size_t usage_at = text.find("Usage: netc "), usage_end = text.find('\n', usage_at);
  static const std::string kMany[] = {"", "..."};
  for (const CLI::Option* o : command.get_options())
    for (const std::string& many : kMany)
      if (size_t at = text.find("[" + o->get_name() + many + "]", usage_at);
          o->get_positional() && usage_at != std::string::npos && at < usage_end) {
        std::string shown = o->get_type_name() + many;
        text.replace(at, o->get_name().size() + many.size() + 2, optional ? "[" + shown + "]" : shown);
        break;
      }
  constexpr size_t kColumn = 30, kWidth = 100;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    while (line.size() > kWidth && line.size() > kColumn) {
      size_t cut = line.rfind(' ', kWidth);
      if (cut == std::string::npos || cut <= kColumn) break;
      out += line.substr(0, cut) + "\n";
      line = std::string(kColumn, ' ') + line.substr(cut + 1);
    }
    out += line + "\n";
    start = end + 1;
  }
  return out;
}

// A command: its name, what it does, -h and the options every command takes.
CLI::App* add_command(CLI::App& app, const char* name, const char* description, Raw& raw, Args& args) {
  CLI::App* c = app.add_subcommand(name, description);
  c->set_help_flag("-h,--help", "show this help");
  c->allow_extras();
  add_common(*c, raw, args);
  return c;
}

// --time-passes, of the commands that run the compiler's passes.
void add_time_passes(CLI::App& c, Args& args) {
  c.add_flag("--time-passes", args.time_passes,
             "print each compiler stage that ran (prepare/autodiff, buffer plans, JIT compiles, ...), how many "
             "times and for how long, to standard error at the end");
}

// `netc run`'s arguments.
CLI::App* define_run(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* run = add_command(app, "run", "check, compile and train a program (on the GPU its devices bind to, else the CPU)",
                              raw, args);
  run->add_option("file", args.file, "the program")->type_name("FILE");
  run->add_option("--epochs", raw.epochs, "train N epochs instead of the train block's count")->type_name("N");
  run->add_option("--seed", raw.seed, "the seed for initialisation, shuffling and dropout")->type_name("N");
  run->add_option("--resume", args.run.resume,
                  "continue from a checkpoint written by this program (also one written on Ctrl-C, which stops "
                  "after the current step)")
      ->type_name("CHECKPOINT");
  run->add_option("--init-from", args.run.init_from,
                  "start from the parameters in FILE (safetensors; netc's or another framework's), training "
                  "afresh; f64/f16/bf16 converted")
      ->type_name("FILE");
  run->add_option("--init-only", args.run.init_only,
                  "with --init-from: initialise only this model instance or layer from the file (repeatable; "
                  "a distillation's teacher, a pre-trained backbone); the rest keep their initialisers")
      ->type_name("NAME")
      ->allow_extra_args(false);
  run->add_option("--rename", raw.renames,
                  "with --init-from: replace the name prefix FROM by TO (repeatable; `module.=` drops PyTorch "
                  "DataParallel's prefix)")
      ->type_name("FROM=TO")
      ->allow_extra_args(false);
  add_devices(*run, raw);
  run->add_flag("-q,--quiet", args.run.quiet, "print only the final result");
  run->add_option("--log-json", args.run.log_json,
                  "write one JSON line per epoch (loss, metrics, evaluation, time); `-` writes them to standard "
                  "output (the rest to standard error)")
      ->type_name("FILE");
  run->add_option("--log-steps", args.run.log_steps,
                  "write a JSON line every --log-every steps (loss and metrics since the last line, learning "
                  "rate, gradient norm, examples/s) and one per epoch, for `netc plot`")
      ->type_name("FILE");
  run->add_option("--log-every", raw.log_every, "how often --log-steps and --tensorboard write, in steps (default 10)")
      ->type_name("N");
  run->add_option("--tensorboard", args.run.tensorboard,
                  "write TensorBoard event files into DIR (the values of --log-steps): `tensorboard --logdir DIR`")
      ->type_name("DIR");
  run->add_option("--limit", raw.limit, "use only the first N examples of each data set")->type_name("N");
  run->add_option("--rank-timeout", raw.rank_timeout,
                  "under mpirun: a rank silent for S seconds (default 60) stops every rank, said where, with "
                  "the last checkpoint")
      ->type_name("S");
  add_time_passes(*run, args);

  return run;
}

// `netc build`'s arguments.
CLI::App* define_build(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* build =
      add_command(app, "build", "compile ahead of time: DIR/lib<name>.a and its C header DIR/<name>.h", raw, args);
  build->add_option("file", args.file, "the program")->type_name("FILE");
  build->add_option("-o", args.build.out_dir, "where the library and header go (required)")->type_name("DIR");
  build->add_option("--name", args.build.name, "the library's name and C prefix (default: the file's name)")
      ->type_name("NAME");
  build->add_option("--batch", raw.batch, "examples per call (default: the train block's batch size)")
      ->type_name("N");
  build->add_option("--target-cpu", args.build.target_cpu,
                    "the CPU to generate code for: x86-64-v3 (default), native, ...")
      ->type_name("CPU");
  build->add_option("--depfile", args.build.depfile,
                    "write a Makefile-style depfile: the library depends on FILE and its imports")
      ->type_name("FILE");
  build->add_option("--cuda-arch", raw.cuda_arch,
                    "the GPUs to embed kernels for, comma-separated: sm_XX (a cubin) or compute_XX (PTX, which "
                    "newer GPUs compile); `none` for no GPU code (default: sm_80,sm_90,compute_75 when netc has "
                    "CUDA and a device of the program may be a GPU)")
      ->type_name("LIST");
  add_dims(*build, raw, "the value of a named dim other than the batch");
  add_time_passes(*build, args);

  return build;
}

// `netc devices`'s arguments.
CLI::App* define_devices(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* devices = add_command(
      app, "devices", "list the CPU and the visible CUDA devices; with a program, how `netc run` binds its devices", raw, args);
  devices->add_option("file", args.file, "a program (optional)")->type_name("FILE");
  devices->add_flag("--json", args.devices_json, "print as JSON");
  add_devices(*devices, raw);

  return devices;
}

// `netc mem`'s arguments.
CLI::App* define_mem(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* mem =
      add_command(app, "mem", "the memory each train block needs, by category, on each device it uses", raw, args);
  mem->add_option("file", args.file, "the program")->type_name("FILE");
  mem->add_option("--batch", raw.batch, "plan for N examples per step instead of the train block's batch")
      ->type_name("N");
  add_devices(*mem, raw)->description("as for run; a GPU (cuda:K) is planned for even when none is present");
  add_dims(*mem, raw, "the value of a named dim other than the batch");
  mem->add_flag("--json", args.devices_json, "print the plan as JSON");
  mem->add_option("--budget", raw.budget, "print the largest batch that fits BYTES (e.g. 6GiB, 512MiB, 2GB), and the `accumulate` "
                  "that trains a larger batch the same")
      ->type_name("BYTES");
  mem->add_option("--fit", args.mem.fit, "print the largest batch that fits DEVICE's free memory (cpu, cuda:K), and the "
                  "`accumulate` that trains a larger batch the same")
      ->type_name("DEVICE");
  add_time_passes(*mem, args);

  return mem;
}

// `netc parity`'s arguments.
CLI::App* define_parity(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* parity = add_command(app, "parity",
                                 "the first training steps on two devices (the CPU and cuda:0), compared value by "
                                 "value against each op family's tolerance (docs/parity.md); exit 1 when one exceeds",
                                 raw, args);
  parity->add_option("file", args.file, "the program (its first train block)")->type_name("FILE");
  parity->add_option("--steps", raw.steps, "compare N training steps (default 3)")->type_name("N");
  parity->add_option("--devices", raw.parity_devices,
                     "the two devices, A (whose parameters both compute each step's values from) and B: cpu, "
                     "cuda:K (default cpu,cuda:0)")
      ->type_name("A,B");
  parity->add_option("--seed", raw.seed, "the seed for initialisation, shuffling and dropout")->type_name("N");
  parity->add_option("--limit", raw.limit, "use only the first N examples of the data set")->type_name("N");
  parity->add_flag("--values", args.parity.values,
                   "a row for every value computed op by op, not only for those that exceed their tolerance");
  return parity;
}

// `netc emit`'s arguments.
CLI::App* define_emit(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* emit = add_command(app, "emit", "print a stage of the compilation: ast, ir, llvm, cuda or ptx", raw, args);
  emit->add_option("what", args.what, "ast (the syntax tree), ir (the typed IR), llvm (the CPU backend's "
                                      "optimised LLVM IR), cuda (the GPU backend's CUDA C), ptx (NVRTC's PTX)")
      ->type_name("WHAT");
  emit->add_option("file", args.file, "the program")->type_name("FILE");
  add_dims(*emit, raw,
           "the value of a named dim for llvm and cuda (default: a train block's batch size for batch dims, the "
           "leading named dim of an input; 1 for others)");
  emit->add_option("--target-cpu", args.build.target_cpu, "llvm: the CPU to generate code for (default: this one)")
      ->type_name("CPU");
  emit->add_option("--arch", args.arch, "ptx: the architecture NVRTC compiles for (default compute_90)")
      ->type_name("ARCH");

  return emit;
}

// `netc export`'s arguments.
CLI::App* define_export(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* exp =
      add_command(app, "export", "a checkpoint's parameters as PyTorch's state_dict() names and shapes them", raw, args);
  exp->add_option("file", args.file, "the program")->type_name("FILE");
  exp->add_option("checkpoint", args.exported.checkpoint, "a checkpoint of the program")->type_name("CHECKPOINT");
  exp->add_option("--as", args.exported.format, "the framework: torch")->type_name("FORMAT");
  exp->add_option("-o", args.exported.out,
                  "where to write (default: CHECKPOINT with .torch.safetensors for .safetensors)")
      ->type_name("FILE");
  exp->add_option("--instance", args.exported.instance,
                  "the model instance that is the module (default: the program's only one)")
      ->type_name("NAME");
  return exp;
}

// `netc plot`'s arguments.
CLI::App* define_plot(CLI::App& app, Raw& raw, Args& args) {
  CLI::App* plot = add_command(
      app, "plot", "the loss and metric curves of one or more runs, overlaid, as an SVG picture", raw, args);
  plot->add_option("runs", args.plot.runs, "what `netc run --log-steps` (or --log-json) wrote, a file per run")
      ->type_name("RUN.jsonl");
  plot->add_option("-o", args.plot.out, "the SVG file to write (required)")->type_name("FILE");
  return plot;
}

std::string unknown_command_message(CLI::App& app, const std::string& name) {
  // `netc prog.net`, as `python prog.py`: a program is run by a command.
  const std::string ext = ".net";
  if (name.size() > ext.size() && name.compare(name.size() - ext.size(), ext.size(), ext) == 0)
    return "`" + name + "` is a program, not a command: `netc run " + name + "` trains it, `netc check " + name +
           "` checks it";
  std::vector<std::string> names;
  for (CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
  std::string best = closest(name, names, 2);
  return "unknown command `" + name + "`" + (best.empty() ? "" : "; did you mean `" + best + "`?");
}

// `netc help [COMMAND]`.
int print_help(CLI::App& app, const std::string& topic) {
  if (topic.empty()) {
    std::cout << kUsage;
    return 0;
  }
  for (CLI::App* sub : app.get_subcommands({}))
    if (sub->get_name() == topic) {
      std::cout << render_help(*sub);
      return 0;
    }
  return usage_error(unknown_command_message(app, topic));
}

// What the command did not take: an option of another command, an unknown
// one, or an argument too many. nullopt when it took everything.
std::optional<int> leftover_error(CLI::App& app, CLI::App& chosen, const std::string& command) {
  std::vector<std::string> left = chosen.remaining();
  if (left.empty()) return std::nullopt;
  const std::string& first = left.front();
  if (first.size() > 1 && first[0] == '-') {
    std::string name = first.substr(0, first.find('='));
    std::vector<std::string> owners = commands_with(app, name);
    if (owners.empty()) {
      // A near miss of one of the command's own options: `--epoch`.
      std::vector<std::string> own;
      for (const CLI::Option* o : chosen.get_options())
        for (const std::string& l : o->get_lnames()) own.push_back("--" + l);
      std::string best = closest(name, own, 2);
      return usage_error("unknown option `" + first + "`" + (best.empty() ? "" : "; did you mean `" + best + "`?"),
                         command);
    }
    std::string list;
    for (size_t i = 0; i < owners.size(); ++i)
      list += (i ? (i + 1 == owners.size() ? " and " : ", ") : "") + std::string("`netc ") + owners[i] + "`";
    std::string hint = name == "--batch" && command == "run"
                           ? "; set `batch = N;` in the train block to train with another"
                           : "; `netc " + command + "` does not take it";
    return usage_error(name + " is an option of " + list + hint, command);
  }
  if (command == "repl") return usage_error("`repl` takes no file; use `:load FILE` in the session", "repl");
  return usage_error("unexpected argument `" + first + "`", command);
}

}  // namespace

std::optional<int> parse(int argc, char** argv, Args& args) {
  CLI::App app{"netc — a compiler for neural networks", "netc"};
  app.set_help_flag();  // the overview is kUsage; commands get CLI11's help
  app.allow_extras();
  app.require_subcommand(0, 1);
  app.get_formatter()->column_width(30);
  Raw raw;
  bool help = false, version = false;
  app.add_flag("-h,--help", help);
  app.add_flag("--version", version);
  add_common(app, raw, args);

  CLI::App* check = add_command(app, "check", "check a program and report every error (exit 1 if any)", raw, args);
  check->add_option("file", args.file, "the program")->type_name("FILE");
  define_run(app, raw, args);
  CLI::App* build = define_build(app, raw, args);
  define_devices(app, raw, args);
  define_mem(app, raw, args);
  define_parity(app, raw, args);
  define_emit(app, raw, args);
  define_export(app, raw, args);
  define_plot(app, raw, args);
  add_command(app, "repl", "an interactive session: declare, evaluate, `:type`, `:ir`, `:load`", raw, args);
  CLI::App* help_cmd = add_command(app, "help", "this overview, or a command's options", raw, args);
  std::string help_topic;
  help_cmd->add_option("command", help_topic, "the command")->type_name("COMMAND");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    CLI::App* on = app.get_subcommands().empty() ? nullptr : app.get_subcommands().front();
    std::cout << (on && on != help_cmd ? render_help(*on) : std::string(kUsage));
    return 0;
  } catch (const CLI::ParseError& e) {
    // A value missing after an option: "--epochs: 1 required N missing".
    std::string what = e.what();
    std::string name = what.substr(0, what.find(':'));
    auto needs = kNeeds.find(name);
    std::string cmd = app.get_subcommands().empty() ? "" : app.get_subcommands().front()->get_name();
    if (needs != kNeeds.end()) return usage_error(name + " needs " + needs->second, cmd);
    return usage_error(what, cmd);
  }
  if (version) {
    std::cout << "netc " << NETC_VERSION << "\n";
    return 0;
  }
  CLI::App* chosen = app.get_subcommands().empty() ? nullptr : app.get_subcommands().front();
  // What the top level did not take: an unknown command or option.
  std::vector<std::string> left = app.remaining();
  if (!chosen && !left.empty()) {
    const std::string& first = left.front();
    if (first.size() > 1 && first[0] == '-') return usage_error("unknown option `" + first + "`");
    return usage_error(unknown_command_message(app, first));
  }
  if (help) {
    std::cout << kUsage;
    return 0;
  }
  if (!chosen) return std::nullopt;  // no command: the REPL on a terminal, else the usage
  args.command = chosen->get_name();
  if (chosen == help_cmd) return print_help(app, help_topic);
  if (auto error = leftover_error(app, *chosen, args.command)) return error;
  raw.cuda_arch_given = build->count("--cuda-arch") > 0;
  return check_values(raw, args);
}

}  // namespace netc::cli
