// The textual form of the typed IR: what `netc --emit-ir` shows, what the
// golden tests compare and what ir/parser.h reads back. Printing is
// deterministic (a module always prints the same text), and
// parse_module(print_module(m)) prints the same text again.
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

std::string print_module(const Module& m);
std::string print_function(const Module& m, const Function& f);

// The names values print with (without '%'), indexed by ValueId: the value's
// own name when it is a valid, unique name, else its id, with `.N` suffixes
// to keep every printed name distinct. The verifier names values this way too.
std::vector<std::string> value_names(const Function& f);

// Pieces of the format, shared with the verifier's messages.
std::string print_loc(const Loc& loc);         // loc(0:5:3) or loc(?)
// Where `loc` is for a user: "examples/net.net:30:16", "" when unknown.
std::string source_place(const Module& m, const Loc& loc);
std::string print_attr(const AttrValue& v);    // 3, -1.5, "s", [1, 2], true
using netc::print_double;                       // the shortest text that reads back as d: 1e-07, 0.1, 3.0 (base/initialiser.h)
std::string quote_string(const std::string& s);  // "with \"escapes\""

}  // namespace netc::ir
