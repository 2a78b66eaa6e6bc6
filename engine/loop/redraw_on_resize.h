// SIGWINCH while `netc run` draws its progress bar on a terminal: the line
// is fitted to the new width at once, not only at the next step's draw (a
// step can take minutes). The handler only writes a byte to a pipe
// (async-signal-safe); a thread of this object's reads it and calls
// rt::redraw_progress_line, which draws under the progress line's lock.
// Installed by run_training on a terminal only: a `netc build` library never
// touches the signals of the program that links it.
#pragma once

#include <thread>

namespace netc::engine {

class RedrawOnResize {
 public:
  // Installs the handler and starts the thread when `on` (a terminal, not
  // --quiet); otherwise does nothing.
  explicit RedrawOnResize(bool on);
  ~RedrawOnResize();  // restores the handler before, ends the thread
  RedrawOnResize(const RedrawOnResize&) = delete;
  RedrawOnResize& operator=(const RedrawOnResize&) = delete;

 private:
  std::thread thread_;
};

}  // namespace netc::engine
