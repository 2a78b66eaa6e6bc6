// What netc says when it crashes: a fatal signal (a segmentation fault, a
// bus error, an illegal instruction, an arithmetic trap, an abort) in any
// thread is a bug in netc, and the user gets one message that says so,
// with the command to report, instead of a silent death (under a pipe, the
// progress lines still in stdout's buffer are lost with the process). The
// signal is then raised again with its default action, so the exit status
// is still 128 + the signal and a core dump is still made where enabled.
// A stack overflow is reported on the threads that have a signal stack
// (base/signal_stack.h): the main thread and the one that compiles. Not
// installed under AddressSanitizer, whose own report is better.
#pragma once

namespace netc::cli {

// Installs the handlers; `argc`/`argv` are the command line to quote.
void report_crashes(int argc, char** argv);

}  // namespace netc::cli
