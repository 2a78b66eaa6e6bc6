// A stack of its own for this thread's signal handlers (sigaltstack), so
// that a fatal signal caused by overflowing the thread's stack can still be
// reported (tools/crash_report.h). Each thread needs its own: the main
// thread, and the thread with a large stack that compiles and runs the REPL
// (frontend/driver: run_with_large_stack), where deep recursion would be.
// Nothing under AddressSanitizer, which keeps alternate stacks of its own.
#pragma once

#include <signal.h>

#include <memory>

namespace netc {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif

inline void use_signal_stack() {
  if (kAddressSanitizer) return;
  constexpr size_t kBytes = 64 * 1024;
  thread_local std::unique_ptr<char[]> stack;
  if (stack) return;
  stack.reset(new char[kBytes]);
  stack_t ss = {};
  ss.ss_sp = stack.get();
  ss.ss_size = kBytes;
  sigaltstack(&ss, nullptr);
}

}  // namespace netc
