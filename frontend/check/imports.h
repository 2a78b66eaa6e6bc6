// Loading a program: the root file and, transitively, every file it imports.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast/ast.h"
#include "frontend/diagnostics/diagnostic.h"

namespace netc {

struct Program {
  std::vector<std::unique_ptr<ast::Module>> modules;  // the root first, then imports in load order
  bool complete = true;  // false when a file could not be read or parsed
  // Where each loaded file is on disk (the root first), e.g. for the depfile
  // of `netc build`; SourceFile::path shows stdlib files as std/X.net instead.
  std::vector<std::string> files_on_disk;
  std::vector<std::string> stdlib_dirs;  // where `import std.X;` looked
};

// The standard-library module that declares a model or function `name`
// at top level (`model NAME(` or `fn NAME(` at a line's start), "std.nn" say,
// or "": the hint for a name used without its import.
std::string std_module_declaring(const Program& program, const std::string& name);

// Reads and parses `root` (already in `sm`) and everything it imports.
// `import std.X;` is looked up as X.net in the stdlib directories; any other
// `import a.b;` as a/b.net next to the importing file. Each file is loaded once.
Program load_program(SourceManager& sm, FileId root, const std::vector<std::string>& stdlib_dirs, Diagnostics& diags);

}  // namespace netc
