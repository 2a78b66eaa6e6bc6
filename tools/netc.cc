// netc, the command line's front: it parses the arguments and runs the
// commands that need no code generator (`check`, `emit ast|ir`, `export`, `plot`,
// help), so that they start in milliseconds without loading LLVM, OpenBLAS
// or CUDA. The others it hands over by exec to netc-backend
// (tools/netc_backend.cc) with the same arguments: the same process, the
// same output, the same exit status.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "tools/cli.h"
#include "tools/crash_report.h"
#include "tools/flow.h"

namespace {

namespace fs = std::filesystem;

// Where netc-backend is: beside netc in a build tree, in <prefix>/libexec
// when installed (<prefix>/bin/netc). Without /proc, netc's directory is
// argv[0]'s, when it has one (never the current directory by accident).
std::vector<fs::path> backend_paths(const char* argv0) {
  std::error_code ec;
  fs::path exe = fs::canonical("/proc/self/exe", ec);
  if (ec) {
    if (!std::strchr(argv0, '/')) return {};
    exe = fs::absolute(argv0, ec);
  }
  fs::path dir = exe.parent_path();
  return {dir / "netc-backend", dir.parent_path() / "libexec" / "netc-backend"};
}

// Replaces this process with netc-backend, run with `argv`; returns only
// when that fails, with the exit status of the message it printed.
int exec_backend(const std::string& command, char** argv) {
  std::string tried;
  int error = ENOENT;
  for (const fs::path& p : backend_paths(argv[0])) {
    std::error_code ec;
    if (!fs::exists(p, ec)) {
      tried += (tried.empty() ? "" : ", ") + p.string();
      continue;
    }
    execv(p.c_str(), argv);
    error = errno;
    tried += (tried.empty() ? "" : ", ") + p.string();
  }
  if (tried.empty()) tried = "nowhere: netc's own path is unknown";
  std::cerr << "netc: cannot start netc-backend, which runs `" << command << "` (tried " << tried
            << "): " << std::strerror(error)
            << ". It is built and installed with netc: reinstall netc, or rebuild it (`cmake --build build`)\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  netc::cli::Args args;
  if (std::optional<int> done = netc::cli::read_command_line(argc, argv, args)) return *done;
  netc::cli::report_crashes(argc, argv);
  if (args.command == "plot") return netc::plot::plot_runs(args.plot, std::cerr);  // no program to compile
  if (netc::cli::needs_backend(args)) return exec_backend(args.command, argv);
  return netc::cli::compile_and_act(args, argv[0], netc::cli::act_front);
}
