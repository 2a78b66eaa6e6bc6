// What `netc run` logs for pictures of a run, besides --log-json's epochs:
// every N steps (--log-steps FILE, --log-every N) a JSON line with the
// step's numbers, and at each epoch's end its summary placed at its step,
// which `netc plot` draws (tools/plot); and the same values as TensorBoard
// scalars (--tensorboard DIR, runtime/tensorboard.h).
//
// A step line, its loss and metrics averaged over the steps since the last
// line (weighted by their examples), as TensorBoard users expect a smoothed
// training curve to start from:
// {"step":200,"epoch":1,"epoch_step":200,"loss":0.52,"train":{"accuracy":0.81},
//  "lr":0.05,"grad_norm":1.93,"examples_per_s":51234.5}
// ("grad_norm": the L2 norm of the line's step's gradient, before clipping,
// on the CPU without `accumulate`; absent elsewhere.)
// An epoch line: --log-json's object with the run's step after its epoch
// ({"epoch":1,"step":938,"loss":...,"evaluation":{...},"time_s":...}).
// A line has "epoch_step" exactly when it is a step line.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>

#include "runtime/progress.h"

namespace netc::rt {

struct StepRecord {
  int64_t step = 0;        // of the run (the train block), from 1
  int64_t epoch = 1;       // 1-based
  int64_t epoch_step = 1;  // 1-based, within the epoch
  int64_t train_block = 0; // 1-based in programs with several train blocks; 0: not logged
  double loss = 0;         // averaged over the steps since the last record
  Metrics train_metrics;   // the same
  double lr = 0;
  std::optional<double> grad_norm;       // of the line's step, where the executor has it
  std::optional<double> examples_per_s;  // none over too short a time to measure
};

class StepLogger {
 public:
  explicit StepLogger(std::ostream& out) : out_(out) {}
  // False when the line could not be written (a full disk): errno says why.
  bool log_step(const StepRecord& r);
  bool log_epoch(const EpochSummary& e, int64_t step);

 private:
  std::ostream& out_;
};

}  // namespace netc::rt
