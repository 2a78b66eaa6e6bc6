#include "tools/flow.h"

#include <malloc.h>
#include <unistd.h>

#include <iostream>
#include <memory>

#include "base/pass_stats.h"
#include "frontend/ast/ast.h"
#include "frontend/diagnostics/render.h"
#include "ir/printer.h"
#include "tools/export/export.h"

namespace netc::cli {

namespace {

// The usage errors parse() cannot see alone.
std::optional<int> check_usage(const Args& args) {
  if (!args.build.target_cpu.empty() && args.command == "emit" && args.what != "llvm")
    return usage_error("--target-cpu is an option of `netc build` and `netc emit llvm`", "emit");
  if (args.command == "repl" || (args.command == "devices" && args.file.empty())) return std::nullopt;
  if (args.command == "plot") {
    if (args.plot.runs.empty()) return usage_error("`plot` needs a run's log: `netc plot RUN.jsonl -o OUT.svg`", "plot");
    if (args.plot.out.empty()) return usage_error("`plot` needs `-o OUT.svg`", "plot");
    return std::nullopt;
  }
  if (args.command == "emit") {
    if (args.what.empty()) return usage_error("`emit` needs what to print (ast, ir, llvm, cuda, ptx) and a file", "emit");
    if (args.what != "ast" && args.what != "ir" && args.what != "llvm" && args.what != "cuda" && args.what != "ptx")
      return usage_error("`emit " + args.what + "` is not available; netc can emit `ast`, `ir`, `llvm`, `cuda` and `ptx`",
                         "emit");
  }
  if (args.command == "build" && !args.file.empty() && args.build.out_dir.empty())
    return usage_error("`build` needs `-o DIR`", "build");
  if (args.file.empty()) return usage_error("`" + args.command + "` needs a .net file", args.command);
  if (args.command == "export" && args.exported.checkpoint.empty())
    return usage_error("`export` needs a checkpoint of the program after it: `netc export FILE CKPT --as torch`", "export");
  return std::nullopt;
}

}  // namespace

std::optional<int> read_command_line(int argc, char** argv, Args& args) {
  if (std::optional<int> done = parse(argc, argv, args)) return done;
  // Alone on a terminal, netc starts the REPL; in a script it prints usage.
  bool terminal = isatty(0) && isatty(1);
  if (args.command.empty() && !terminal) {
    std::cerr << kUsage;
    return 2;
  }
  if (args.command.empty()) args.command = "repl";
  return check_usage(args);
}

bool needs_backend(const Args& args) {
  const std::string& c = args.command;
  if (c == "emit") return args.what == "llvm" || args.what == "cuda" || args.what == "ptx";
  return c == "run" || c == "build" || c == "mem" || c == "parity" || c == "devices" || c == "repl";
}

int compile_and_act(Args& args, const char* argv0, const Action& act) {
  CompileOptions options;
  options.stdlib_dirs = args.stdlib_dirs;
  for (const std::string& d : default_stdlib_dirs(argv0)) options.stdlib_dirs.push_back(d);

  // One malloc arena: the compiler runs on one (large-stack) thread, and a
  // per-thread arena would grow by many small mprotect calls.
  mallopt(M_ARENA_MAX, 1);
  int status = 0;
  run_with_large_stack([&] {
    std::unique_ptr<Compilation> owned;
    {
      TimePass t("frontend (parse, check, IR)");
      owned = compile(args.file, options);
    }
    // The process ends right after printing: leave the memory to the OS
    // instead of freeing every node of the AST and IR one by one. The static
    // keeps it reachable (volatile: the store is not optimised away), so a
    // leak checker does not report it.
    static Compilation* volatile kept_until_exit = nullptr;
    kept_until_exit = owned.release();
    Compilation* c = kept_until_exit;
    bool unreadable = !c->diagnostics.all().empty() && !c->diagnostics.all()[0].range.valid() &&
                      c->diagnostics.all()[0].kind == DiagKind::FileNotReadable && c->program.modules.empty();
    RenderOptions ro;
    ro.color = args.color == 1 || (args.color == -1 && isatty(2));
    if (args.json) std::cout << render_json(c->diagnostics, c->sources);
    else std::cerr << render_text(c->diagnostics, c->sources, ro);
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

int act_front(Args& args, const Compilation& c) {
  if (args.command == "emit" && args.what == "ast") {
    for (const auto& m : c.program.modules)
      if (m->file == 0) std::cout << ast::print(*m, c.sources);
  } else if (args.command == "emit" && args.what == "ir") {
    std::cout << ir::print_module(*c.ir);
  } else if (args.command == "export") {
    args.exported.program_files = c.program.files_on_disk;
    return interop::export_weights(*c.ir, args.exported, std::cout, std::cerr);
  }
  return 0;
}

}  // namespace netc::cli
