// Reads the textual IR written by ir/printer.h back into a Module. A
// hand-written lexer and recursive-descent parser: it never crashes or hangs
// on malformed input, reports the first error with its line and column, and
// refuses expressions nested or grown past fixed limits instead of recursing
// without bound. The parser checks syntax and names (every value defined
// once, before its uses); typing rules are the verifier's job (ir/verifier.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "ir/ir.h"

namespace netc::ir {

struct IrParseError {
  uint32_t line = 0, col = 0;  // 1-based
  std::string message;
};

std::variant<Module, IrParseError> parse_module(std::string_view text);

// One initialiser as print_initialiser (ir/train.h) writes it, alone: the
// descriptor of a `netc build` library holds it as text.
std::variant<Initialiser, IrParseError> parse_initialiser(std::string_view text);

}  // namespace netc::ir
