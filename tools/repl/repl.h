// `netc repl`: reads inputs line by line (with line editing and history on a
// terminal, through libedit), hands complete ones to a Session and prints
// what it returns. Without a terminal it prints no prompts and no escape
// codes, so scripts and tests can pipe a session through it.
#pragma once

#include "tools/repl/session.h"

namespace netc::repl {

// Runs until `:quit` or end of input. Returns the exit status: 0, or 1 when
// input read without a terminal had errors (so a script can fail).
int run_repl(const SessionOptions& options, bool interactive);

}  // namespace netc::repl
