// The netc command line's grammar: its commands, each with its own options
// and help (`netc run --help`, `netc help run`), parsed with CLI11 into
// Args. Values are checked here with messages that say what was wrong; a
// usage error prints "netc: ..." and the command's help pointer, status 2.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/loop/train.h"
#include "tools/build/build.h"
#include "tools/export/export.h"
#include "tools/mem/mem.h"
#include "tools/parity/parity.h"
#include "tools/plot/plot.h"

namespace netc::cli {

struct Args {
  std::string command;  // "" when none was given
  std::string what;     // emit's: ast, ir, llvm, cuda, ptx
  std::string file;     // the program, when the command takes one
  bool json = false;          // --diagnostics=json
  bool devices_json = false;  // devices/mem --json
  int color = -1;             // -1 auto, 0 never, 1 always
  std::vector<std::string> stdlib_dirs;
  std::map<std::string, int64_t> dims;
  std::string arch = "compute_90";  // emit ptx --arch
  bool time_passes = false;         // run/mem/build --time-passes (base/pass_stats.h)
  engine::RunOptions run;
  build::BuildOptions build;
  mem::MemOptions mem;
  parity::ParityOptions parity;
  interop::ExportOptions exported;
  plot::PlotOptions plot;
};

// The overview `netc --help` prints.
extern const char* const kUsage;

// Reads the command line into `args`: an exit status when netc is done
// (help, version, a usage error, each printed), else nullopt.
std::optional<int> parse(int argc, char** argv, Args& args);

// Prints "netc: MSG" and where help is; returns 2.
int usage_error(const std::string& msg, const std::string& command = "");

}  // namespace netc::cli
