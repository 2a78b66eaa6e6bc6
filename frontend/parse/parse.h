// Source text -> netc AST. The only interface to the ANTLR-generated parser:
// nothing outside frontend/parse/ includes ANTLR headers.
#pragma once

#include <memory>

#include "frontend/ast/ast.h"
#include "frontend/diagnostics/diagnostic.h"

namespace netc {

// Lexes and parses one file. Lexical and syntax errors are reported to `diags`
// as ordinary diagnostics. Returns null when the file has any of them: the
// checker only ever sees complete trees.
std::unique_ptr<ast::Module> parse_file(const SourceManager& sm, FileId file, Diagnostics& diags);

// Deepest nesting accepted: each bracket, prefix or postfix operator nests
// one level, a binary operator none (`a + b + c` of any length is one level).
// Deeper input gets NestingTooDeep instead of exhausting the stack.
inline constexpr int kMaxNesting = 256;

}  // namespace netc
