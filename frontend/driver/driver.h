// The compiler as a list of passes. Every front end (the netc CLI, the
// tests, later the REPL and embedding) compiles through this one function.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/check/check.h"
#include "frontend/check/imports.h"
#include "frontend/diagnostics/diagnostic.h"
#include "ir/ir.h"

namespace netc {

struct CompileOptions {
  std::vector<std::string> stdlib_dirs;  // searched for `import std.X;`
  bool verify_ir = true;
};

struct Compilation {
  SourceManager sources;
  Diagnostics diagnostics;
  Program program;
  std::optional<ir::Module> ir;           // set when the program checked without errors
  std::vector<std::string> verifier_errors;  // internal errors: a checker bug if non-empty
  std::map<std::string, Constant> constants;  // the root file's top-level compile-time values
  bool ok() const { return !diagnostics.has_errors() && verifier_errors.empty() && ir.has_value(); }
};

// Reads `path` (or uses `text` when given) and runs parse -> check -> verify.
std::unique_ptr<Compilation> compile(const std::string& path, const CompileOptions& options,
                                     const std::optional<std::string>& text = std::nullopt);

// The stdlib directories for a netc binary at `argv0`: NETC_STDLIB_PATH,
// the installed share/netc/stdlib, and the source tree's stdlib/.
std::vector<std::string> default_stdlib_dirs(const std::string& argv0);

// Runs `fn` on a thread with a large stack: deeply nested (but accepted)
// programs recurse deeply in the parser and checker.
void run_with_large_stack(const std::function<void()>& fn);

}  // namespace netc
