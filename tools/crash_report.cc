#include "tools/crash_report.h"

#include "base/signal_stack.h"

#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <string>

namespace netc::cli {
namespace {

// Formatted once, when the handlers are installed: a handler may only write.
std::string* g_before = nullptr;  // "netc: internal error: the process stopped on "
std::string* g_after = nullptr;   // " while running `...`. ..."

const char* signal_name(int sig) {
  switch (sig) {
    case SIGSEGV: return "signal 11 (SIGSEGV, a segmentation fault)";
    case SIGBUS: return "signal 7 (SIGBUS, a bus error)";
    case SIGILL: return "signal 4 (SIGILL, an illegal instruction)";
    case SIGFPE: return "signal 8 (SIGFPE, an arithmetic trap)";
    case SIGABRT: return "signal 6 (SIGABRT, an abort)";
    default: return "a fatal signal";
  }
}

void write_all(const char* s, size_t n) {
  while (n > 0) {
    ssize_t w = write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= static_cast<size_t>(w);
  }
}

void on_fatal_signal(int sig) {
  // Once, by the first thread to crash; another that crashes meanwhile
  // waits for it to end the process.
  static int reported = 0;
  if (__atomic_exchange_n(&reported, 1, __ATOMIC_SEQ_CST) != 0)
    for (;;) pause();
  const char* name = signal_name(sig);
  write_all(g_before->data(), g_before->size());
  write_all(name, std::strlen(name));
  write_all(g_after->data(), g_after->size());
  signal(sig, SIG_DFL);
  raise(sig);
}

}  // namespace

void report_crashes(int argc, char** argv) {
  if (kAddressSanitizer || g_before) return;
  // The command as a shell would take it back: an argument with anything
  // but letters, digits and `_./=:,+-` in single quotes.
  std::string command = "netc";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool plain = !a.empty() && a.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                         "0123456789_./=:,+-") == std::string::npos;
    std::string quoted = "'";
    for (char c : a) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    command += " " + (plain ? a : quoted + "'");
  }
  g_before = new std::string("\nnetc: internal error: the process stopped on ");
  g_after = new std::string(" while running `" + command +
                            "`. This is a bug in netc: please report it, with the program and this command. "
                            "Checkpoints are written whole, so any checkpoint on disk is complete.\n");
  // The handler runs on the thread's own signal stack where it has one
  // (base/signal_stack.h), so that a stack overflow is reported too.
  use_signal_stack();
  struct sigaction sa = {};
  sa.sa_handler = on_fatal_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_ONSTACK;
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT}) sigaction(sig, &sa, nullptr);
}

}  // namespace netc::cli
