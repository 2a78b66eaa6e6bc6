// Ctrl-C (SIGINT) and SIGTERM (what a batch scheduler sends before it kills
// a job) while `netc run` trains: the first asks the training loop to stop
// after the step in flight, and it writes a checkpoint that `--resume`
// continues from at the same example; the second ends the process at once
// (status 130 for SIGINT, 143 for SIGTERM), as the default action would,
// saying that the checkpoint the first asked for is not written and which
// one the run last wrote (with the command that continues from it). The
// same signal again within 250 ms is the first's copy, not a second: GNU
// `timeout` signals netc and then its process group, microseconds apart.
// Before the run's first step (loading data, compiling) nothing is trained
// and nothing is written: the first signal ends the process at once, saying
// so, and a checkpoint at the run's path stays as it was.
// Installed by run_training only: a `netc build` library never touches the
// signals of the program that links it.
#pragma once

#include <string>

namespace netc::engine {

class StopOnSignal {
 public:
  StopOnSignal();   // installs the handlers
  ~StopOnSignal();  // restores those before
  StopOnSignal(const StopOnSignal&) = delete;
  StopOnSignal& operator=(const StopOnSignal&) = delete;

  // The signal that asked to stop (SIGINT, SIGTERM), or 0.
  static int requested();
  // From here on a signal stops training after the step in flight; before,
  // it ends the process at once (printing, unless `quiet`, that nothing was
  // trained or written).
  static void training_begins();
  static void set_quiet(bool quiet);
  // The checkpoint a second signal leaves as the last one, and the command
  // that continues from it.
  static void checkpointed(const std::string& path, const std::string& resume_command);
  // "Ctrl-C" or "SIGTERM".
  static const char* name(int signal);
};

}  // namespace netc::engine
