// Source text -> netc AST. The only interface to the ANTLR-generated parser:
// nothing outside frontend/parse/ includes ANTLR headers.
#pragma once

#include <cstddef>
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
// The most tokens a source file may hold: checking costs memory per token
// (a few hundred bytes through the parse tree, the AST and the checker), so
// that a generated file of megabytes is refused before it takes gigabytes.
// The largest example is under 5,000.
inline constexpr size_t kMaxTokens = size_t{1} << 19;

}  // namespace netc
