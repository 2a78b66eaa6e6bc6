// Progress output of the training loop. On a terminal a live bar (epoch,
// step/steps, loss, examples/s, ETA) redrawn in place with \r; otherwise
// (a log file, CI) plain lines every N steps; nothing with --quiet. A
// separate JSON-lines logger writes one object per epoch for tools.
//
// The bar fits the terminal's width, asked before each draw; a resized
// terminal is fitted at once, between steps too (redraw_progress_line, which
// `netc run` calls on SIGWINCH). As it narrows, fields go in a fixed order,
// as tqdm's and cargo's do: the time since the run started, the run's ETA,
// then the bar shrinks (to 10 columns), then examples/s, the bar, the
// epoch's ETA and the loss; the line is cut only after that.
//
// The pace (examples/s, ETA) is measured from the end of the epoch's first
// step, which includes warming up (a first step once made a 2-second epoch
// show `ETA 7m03s`), and shown only once measured: over 2 steps or more
// and half a second or more.
//
// Nothing here reads a clock or the terminal: the caller passes the stream,
// whether it is a terminal, its width and the elapsed time, so output is
// testable and deterministic.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace netc::rt {

struct ProgressOptions {
  bool is_tty = false;
  bool quiet = false;
  int64_t every = 100;              // non-terminal: a line every this many steps (and at the last)
  double redraw_interval_s = 0.1;   // terminal: redraw at most this often (and at the last step)
  int bar_width = 24;               // the widest bar; narrower on a narrow terminal
  // The terminal's width in columns now, asked before each draw on a
  // terminal; null or 0: not known, and the line is not fitted.
  std::function<int()> columns = nullptr;
};

struct StepInfo {
  int64_t epoch = 1;  // 1-based
  int64_t epochs = 1;
  int64_t step = 1;   // 1-based, within the epoch
  int64_t steps = 1;
  double loss = 0;
  int64_t examples = 0;   // examples seen in this epoch so far
  double elapsed_s = 0;   // since the epoch started
  double run_elapsed_s = 0;  // since the run (this train block) started
  // Where the pace is measured from: the step, time and examples at the end
  // of the epoch's first step (Progress::step sets them); 0: the epoch's start.
  int64_t paced_from_step = 0;
  double paced_from_s = 0;
  int64_t paced_from_examples = 0;
};

// Named values: a step's metrics (`accuracy`), in the step's order.
using Metrics = std::vector<std::pair<std::string, double>>;

// What an evaluation measured on a data set: the loss and every metric,
// averaged over its examples.
struct Evaluation {
  std::string data_set;
  double loss = 0;
  Metrics metrics;
};

struct EpochSummary {
  int64_t epoch = 1;
  int64_t epochs = 1;
  double loss = 0;  // the training loss, averaged over the epoch's examples
  // The step's metrics, averaged over the epoch's examples as the parameters
  // were trained (each step's value before its update).
  Metrics train_metrics;
  std::optional<Evaluation> evaluation;  // when the epoch ended with one
  double time_s = 0;
  int64_t train_block = 0;  // 1-based, in programs with several train blocks; 0: not logged
  // `precision = f16`: the loss scale at the epoch's end and the steps it
  // skipped in the epoch (their gradient overflowed).
  struct LossScale {
    double scale = 0;
    int64_t skipped = 0;
  };
  std::optional<LossScale> loss_scale;
};

// "12s", "3m05s", "1h02m"; "?" for a negative or non-finite time.
std::string format_duration(double seconds);
// One progress line without a bar: "epoch 1/10 step 100/938 loss 0.5123 2345 ex/s ETA 35s, run 5m50s,
// elapsed 1m02s": the time left in the epoch, in the run (at this epoch's pace; only before its last
// epoch) and the time since the run started. Before the pace is measured: "epoch 1/10 step 1/938 loss
// 2.3026, elapsed 1m02s".
std::string format_step_line(const StepInfo& s);
// "epoch 1/10 done: train loss 0.4567 accuracy 0.8601, fashion_test loss 0.3947 accuracy 0.8712, time 12s";
// under f16 loss scaling with ", loss scale 32768 (2 steps skipped)" before the time.
std::string format_epoch_line(const EpochSummary& e);

class Progress {
 public:
  Progress(std::ostream& out, ProgressOptions options) : out_(out), options_(options) {}
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  void step(const StepInfo& s);
  void end_epoch(const EpochSummary& e);
  // Training stops before the epoch's end: a line drawn on the terminal is
  // ended, so that what is written next starts on a line of its own.
  void interrupt();

 private:
  friend std::unique_lock<std::timed_mutex> end_progress_line(bool*);
  friend void redraw_progress_line();
  bool end_line();  // with the line's lock held; whether a line was ended
  // With the line's lock held: draws `s` in place at `columns`.
  void draw(const StepInfo& s, int columns);
  size_t padded(size_t len) const;  // how far a line of `len` is padded over the one drawn
  std::ostream& out_;
  ProgressOptions options_;
  size_t drawn_ = 0;            // length of the line on the terminal now, 0 if none
  double last_draw_s_ = -1e300;
  int64_t last_epoch_ = 0;
  int columns_ = 0;             // the terminal's width at the last draw; 0: not known
  StepInfo paced_from_;         // the epoch's first step seen (last_epoch_'s)
  int64_t paced_epoch_ = 0;
  StepInfo drawn_step_;         // what the line on the terminal shows (when drawn_ > 0)
};

// The line drawn in place and not yet ended (if any), drawn again at the
// terminal's width now, if that changed since it was drawn: a resize in the
// middle of a long step. Thread-safe, as end_progress_line; a draw stuck on
// a stalled terminal is waited for a second at most (then nothing is drawn).
void redraw_progress_line();

// For a message written from another thread (the watchdog's, as it ends the
// process): ends the progress line pending on a terminal (drawn in place,
// not yet ended), so that the message starts on a line of its own, and keeps
// every Progress from drawing while the returned lock is held. Thread-safe:
// Progress draws under the same lock, and the stream is written to outside
// Progress only once its line has been ended (end_epoch(), interrupt()). A
// draw stuck on a stalled terminal is waited for a second at most (the lock
// is then not held). `ended` (when not null): whether a line was ended.
std::unique_lock<std::timed_mutex> end_progress_line(bool* ended = nullptr);

// One JSON object per line and epoch:
// {"epoch":1,"loss":0.45,"train":{"accuracy":0.86},
//  "evaluation":{"data_set":"test","loss":0.39,"accuracy":0.87},"time_s":12.3}
// ("train" when the step has metrics, "evaluation" when the epoch ended with
// one; a non-finite value is null).
class JsonLinesLogger {
 public:
  explicit JsonLinesLogger(std::ostream& out) : out_(out) {}
  // False when the line could not be written (a full disk): errno says why.
  bool log_epoch(const EpochSummary& e);

 private:
  std::ostream& out_;
};

}  // namespace netc::rt
