// What both netc executables do between the command line and the command:
// the checks of the arguments that need more than one option, compiling
// the program, printing its diagnostics, then the command on the checked
// program. The front (tools/netc.cc, `netc`) runs the commands that need
// no code generator itself, so that they start without loading LLVM; the
// others it hands, by exec, to the back end (tools/netc_backend.cc,
// `netc-backend`), which links everything.
#pragma once

#include <functional>
#include <optional>

#include "frontend/driver/driver.h"
#include "tools/cli.h"

namespace netc::cli {

// Reads the command line into `args` (parse(), then the checks that need
// more than one option; no command: the REPL on a terminal, else usage):
// an exit status when netc is done (help, version, a usage error, each
// printed), else nullopt.
std::optional<int> read_command_line(int argc, char** argv, Args& args);

// Whether the command needs the code generators: `run`, `build`, `mem`,
// `devices`, `repl` and `emit llvm|cuda|ptx` (netc-backend runs them).
bool needs_backend(const Args& args);

// Compiles args.file, prints its diagnostics and, when it checked, returns
// what `act` returns; else the exit status of the failure (1 errors, 2 an
// unreadable file, 3 an IR that does not verify).
using Action = std::function<int(Args& args, const Compilation& c)>;
int compile_and_act(Args& args, const char* argv0, const Action& act);

// The commands of the front: `check`, `emit ast`, `emit ir` and `export`.
int act_front(Args& args, const Compilation& c);

}  // namespace netc::cli
