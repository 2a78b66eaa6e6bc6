// Progress bar, plain progress lines and the JSON-lines epoch log.
#include "runtime/progress.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>
#include <nlohmann/json.hpp>

namespace netc::rt {
namespace {

std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// The pace is measured from the epoch's first step (StepInfo::paced_from_*)
// and shown once it spans this many steps and seconds: before that, one
// slow step (the first, which warms up) or a clock read over microseconds
// says nothing reliable (13433638 ex/s and `ETA 7m03s` for a 2-second epoch
// were once printed).
constexpr int64_t kPaceMinSteps = 2;
constexpr double kPaceMinSeconds = 0.5;

bool measured(const StepInfo& s) {
  return s.step - s.paced_from_step >= kPaceMinSteps && s.elapsed_s - s.paced_from_s >= kPaceMinSeconds;
}
double seconds_per_step(const StepInfo& s) {
  return (s.elapsed_s - s.paced_from_s) / static_cast<double>(s.step - s.paced_from_step);
}

std::string counts(const StepInfo& s) { return std::to_string(s.step) + "/" + std::to_string(s.steps); }

// The fields after the step count, each "" when not shown.
struct Fields {
  std::string loss, rate, eta, run, elapsed;
};

Fields fields(const StepInfo& s) {
  Fields f;
  f.loss = "loss " + fmt("%.4f", s.loss);
  if (measured(s)) {
    f.rate = fmt("%.0f", static_cast<double>(s.examples - s.paced_from_examples) / (s.elapsed_s - s.paced_from_s)) +
             " ex/s";
    double left = seconds_per_step(s) * static_cast<double>(s.steps - s.step);
    f.eta = "ETA " + format_duration(left);
    // The run's: this epoch's, then the epochs after it at this epoch's pace.
    if (s.epoch < s.epochs)
      f.run = "run " + format_duration(left + seconds_per_step(s) * static_cast<double>(s.steps * (s.epochs - s.epoch)));
  }
  f.elapsed = "elapsed " + format_duration(s.run_elapsed_s);
  return f;
}

// " loss 0.5123 2345 ex/s ETA 35s, run 5m50s, elapsed 1m02s", without the
// fields that are "".
std::string tail(const Fields& f) {
  std::string out;
  for (const std::string* v : {&f.loss, &f.rate})
    if (!v->empty()) out += " " + *v;
  std::string times;
  for (const std::string* t : {&f.eta, &f.run, &f.elapsed})
    if (!t->empty()) times += (times.empty() ? "" : ", ") + *t;
  if (!times.empty()) out += (f.eta.empty() && !out.empty() ? ", " : " ") + times;
  return out;
}

// "epoch 1/10 [=====>    ] 100/938" and the tail; no brackets when `bar` is 0.
std::string bar_line(const StepInfo& s, int bar, const Fields& f) {
  std::string line = "epoch " + std::to_string(s.epoch) + "/" + std::to_string(s.epochs) + " ";
  if (bar > 0) {
    int64_t filled = s.steps > 0 ? s.step * bar / s.steps : 0;
    if (filled > bar) filled = bar;
    std::string b(static_cast<size_t>(filled), '=');
    if (filled < bar) b += '>';
    b.resize(static_cast<size_t>(bar), ' ');
    line += "[" + b + "] ";
  }
  return line + counts(s) + tail(f);
}

// The bar's line fitted into `columns` (0: not fitted), short of the last
// column (where a terminal would wrap): fields go in the order the header
// says, then the line is cut.
constexpr int kMinBar = 10;
std::string fitted_line(const StepInfo& s, int bar, int columns) {
  Fields f = fields(s);
  std::string line = bar_line(s, bar, f);
  if (columns <= 0) return line;
  const size_t room = static_cast<size_t>(columns - 1);
  auto shrink_bar = [&] {
    int over = static_cast<int>(bar_line(s, bar, f).size() - room);
    bar = over > 0 ? std::max(std::min(bar, kMinBar), bar - over) : bar;
  };
  const std::vector<std::function<void()>> narrower = {
      [&] { f.elapsed.clear(); }, [&] { f.run.clear(); }, shrink_bar, [&] { f.rate.clear(); },
      [&] { bar = 0; },           [&] { f.eta.clear(); }, [&] { f.loss.clear(); }};
  for (const auto& step : narrower) {
    if (line.size() <= room) return line;
    step();
    line = bar_line(s, bar, f);
  }
  if (line.size() > room) line.resize(room);
  return line;
}

// The line drawn in place on a terminal and not yet ended, by whichever
// Progress drew it; guarded by g_line.
std::timed_mutex g_line;
Progress* g_pending = nullptr;

}  // namespace

std::unique_lock<std::timed_mutex> end_progress_line(bool* ended) {
  std::unique_lock<std::timed_mutex> lock(g_line, std::defer_lock);
  bool did = lock.try_lock_for(std::chrono::seconds(1)) && g_pending && g_pending->end_line();
  if (ended) *ended = did;
  return lock;
}

void redraw_progress_line() {
  std::unique_lock<std::timed_mutex> lock(g_line, std::defer_lock);
  if (!lock.try_lock_for(std::chrono::seconds(1)) || !g_pending || g_pending->drawn_ == 0) return;
  Progress& p = *g_pending;
  int columns = p.options_.columns ? p.options_.columns() : 0;
  if (columns != p.columns_) p.draw(p.drawn_step_, columns);
}

std::string format_duration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  auto total = static_cast<long long>(std::llround(seconds));
  char buf[32];
  if (total < 60) {
    std::snprintf(buf, sizeof buf, "%llds", total);
  } else if (total < 3600) {
    std::snprintf(buf, sizeof buf, "%lldm%02llds", total / 60, total % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%lldh%02lldm", total / 3600, (total / 60) % 60);
  }
  return buf;
}

std::string format_step_line(const StepInfo& s) {
  return "epoch " + std::to_string(s.epoch) + "/" + std::to_string(s.epochs) + " step " + counts(s) + tail(fields(s));
}

std::string format_epoch_line(const EpochSummary& e) {
  std::string line = "epoch " + std::to_string(e.epoch) + "/" + std::to_string(e.epochs) + " done: train loss " +
                     fmt("%.4f", e.loss);
  for (const auto& [name, value] : e.train_metrics) line += " " + name + " " + fmt("%.4f", value);
  if (e.evaluation) {
    line += ", " + e.evaluation->data_set + " loss " + fmt("%.4f", e.evaluation->loss);
    for (const auto& [name, value] : e.evaluation->metrics) line += " " + name + " " + fmt("%.4f", value);
  }
  if (e.loss_scale) {
    line += ", loss scale " + fmt("%g", e.loss_scale->scale);
    if (e.loss_scale->skipped > 0)
      line += " (" + std::to_string(e.loss_scale->skipped) + (e.loss_scale->skipped == 1 ? " step" : " steps") +
              " skipped)";
  }
  return line + ", time " + format_duration(e.time_s);
}

void Progress::step(const StepInfo& info) {
  if (options_.quiet) return;
  StepInfo s = info;
  if (s.epoch != paced_epoch_) {  // the epoch's first step seen (after a resume, not its first)
    paced_epoch_ = s.epoch;
    paced_from_ = s;
  }
  s.paced_from_step = paced_from_.step;
  s.paced_from_s = paced_from_.elapsed_s;
  s.paced_from_examples = paced_from_.examples;
  if (!options_.is_tty) {
    int64_t every = options_.every > 0 ? options_.every : 1;
    if (s.step % every == 0 || s.step == s.steps) out_ << format_step_line(s) << '\n';
    return;
  }
  // A new epoch and a resized terminal always draw; otherwise redraw at most
  // every interval, so a fast loop does not spend its time writing to the
  // terminal.
  int columns = options_.columns ? options_.columns() : 0;
  bool last = s.step == s.steps;
  std::lock_guard<std::timed_mutex> lock(g_line);
  if (s.epoch == last_epoch_ && !last && columns == columns_ && s.elapsed_s - last_draw_s_ < options_.redraw_interval_s)
    return;
  last_epoch_ = s.epoch;
  last_draw_s_ = s.elapsed_s;
  draw(s, columns);
}

void Progress::draw(const StepInfo& s, int columns) {
  std::string line = fitted_line(s, options_.bar_width > 0 ? options_.bar_width : 1, columns);
  size_t len = line.size();
  columns_ = columns;
  // Spaces over what is left of a longer previous line.
  line.append(padded(len) - len, ' ');
  out_ << '\r' << line << std::flush;
  drawn_ = len;
  drawn_step_ = s;
  g_pending = this;
}

// Up to the previous line's end, but not into a narrowed terminal's last
// column (spaces there would wrap onto a new row).
size_t Progress::padded(size_t len) const {
  size_t to = drawn_;
  if (columns_ > 0) to = std::min(to, static_cast<size_t>(columns_ - 1));
  return std::max(len, to);
}

Progress::~Progress() {
  std::lock_guard<std::timed_mutex> lock(g_line);
  if (g_pending == this) g_pending = nullptr;
}

bool Progress::end_line() {
  bool pending = drawn_ > 0;
  if (pending) out_ << '\n' << std::flush;
  drawn_ = 0;
  if (g_pending == this) g_pending = nullptr;
  return pending;
}

void Progress::interrupt() {
  std::lock_guard<std::timed_mutex> lock(g_line);
  (void)end_line();
}

void Progress::end_epoch(const EpochSummary& e) {
  if (options_.quiet) return;
  std::string line = format_epoch_line(e);
  std::lock_guard<std::timed_mutex> lock(g_line);
  if (g_pending == this) g_pending = nullptr;
  if (options_.is_tty) {
    if (options_.columns) columns_ = options_.columns();
    size_t len = line.size();
    line.append(padded(len) - len, ' ');
    if (drawn_ > 0) out_ << '\r';
    drawn_ = 0;
  }
  out_ << line << '\n' << std::flush;
}

namespace {

nlohmann::ordered_json number(double v) {
  return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr);
}

void add_metrics(nlohmann::ordered_json& j, const Metrics& metrics) {
  for (const auto& [name, value] : metrics) j[name] = number(value);
}

}  // namespace

bool JsonLinesLogger::log_epoch(const EpochSummary& e) {
  nlohmann::ordered_json j;
  if (e.train_block > 0) j["train_block"] = e.train_block;
  j["epoch"] = e.epoch;
  j["loss"] = number(e.loss);
  if (!e.train_metrics.empty()) {
    nlohmann::ordered_json train = nlohmann::ordered_json::object();
    add_metrics(train, e.train_metrics);
    j["train"] = train;
  }
  if (e.evaluation) {
    nlohmann::ordered_json ev;
    ev["data_set"] = e.evaluation->data_set;
    ev["loss"] = number(e.evaluation->loss);
    add_metrics(ev, e.evaluation->metrics);
    j["evaluation"] = ev;
  }
  if (e.loss_scale) {
    j["loss_scale"] = e.loss_scale->scale;
    j["skipped_steps"] = e.loss_scale->skipped;
  }
  j["time_s"] = e.time_s;
  errno = 0;
  out_ << j.dump() << '\n' << std::flush;
  return out_.good();
}

}  // namespace netc::rt
