// The exit status of every netc command, one rule (`netc --help` and the
// README say it): what a script can tell from the number alone.
#pragma once

namespace netc {

inline constexpr int kExitOk = 0;
// The program has errors (its diagnostics say where), or the work failed:
// a loss that is not finite, code that cannot be generated, an output that
// cannot be written.
inline constexpr int kExitFailed = 1;
// Wrong usage (a command, option or value netc does not take, a device that
// is not there), or an input that cannot be used: a file that is missing,
// unreadable, damaged, or does not fit the program (the program, its data,
// the files of --resume and --init-from, the checkpoint `export` reads).
inline constexpr int kExitBadInput = 2;
// A broken invariant of netc itself (please report it).
inline constexpr int kExitInternal = 3;
// 128 + N: stopped by signal N (`netc run`: 130 for Ctrl-C, 143 for
// SIGTERM, after writing a checkpoint).

}  // namespace netc
