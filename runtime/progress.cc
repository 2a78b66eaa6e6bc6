// Progress bar, plain progress lines and the JSON-lines epoch log.
#include "runtime/progress.h"

#include <cerrno>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace netc::rt {
namespace {

std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// Examples per second and the time left in the epoch, from the step so far.
// Over less than a tenth of a second (the first steps) the clock says
// nothing reliable: 13433638 ex/s was once printed. The rate is then "?".
constexpr double kMinRateInterval = 0.1;
std::string rate(const StepInfo& s) {
  if (s.elapsed_s < kMinRateInterval) return "?";
  return fmt("%.0f", static_cast<double>(s.examples) / s.elapsed_s);
}
double eta(const StepInfo& s) {
  if (s.step <= 0 || s.elapsed_s < kMinRateInterval) return -1;
  return s.elapsed_s / static_cast<double>(s.step) * static_cast<double>(s.steps - s.step);
}

std::string counts(const StepInfo& s) { return std::to_string(s.step) + "/" + std::to_string(s.steps); }

// The time left in the run: this epoch's, then the epochs after it at this
// epoch's pace.
double run_eta(const StepInfo& s) {
  double e = eta(s);
  if (e < 0) return -1;
  return e + s.elapsed_s / static_cast<double>(s.step) * static_cast<double>(s.steps * (s.epochs - s.epoch));
}

std::string tail(const StepInfo& s) {
  std::string out = " loss " + fmt("%.4f", s.loss) + " " + rate(s) + " ex/s ETA " + format_duration(eta(s));
  if (s.epoch < s.epochs) out += ", run " + format_duration(run_eta(s));
  return out + ", elapsed " + format_duration(s.run_elapsed_s);
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
  return "epoch " + std::to_string(s.epoch) + "/" + std::to_string(s.epochs) + " step " + counts(s) + tail(s);
}

std::string format_epoch_line(const EpochSummary& e) {
  std::string line = "epoch " + std::to_string(e.epoch) + "/" + std::to_string(e.epochs) + " done: train loss " +
                     fmt("%.4f", e.loss);
  for (const auto& [name, value] : e.train_metrics) line += " " + name + " " + fmt("%.4f", value);
  if (e.evaluation) {
    line += ", " + e.evaluation->data_set + " loss " + fmt("%.4f", e.evaluation->loss);
    for (const auto& [name, value] : e.evaluation->metrics) line += " " + name + " " + fmt("%.4f", value);
  }
  return line + ", time " + format_duration(e.time_s);
}

void Progress::step(const StepInfo& s) {
  if (options_.quiet) return;
  if (!options_.is_tty) {
    int64_t every = options_.every > 0 ? options_.every : 1;
    if (s.step % every == 0 || s.step == s.steps) out_ << format_step_line(s) << '\n';
    return;
  }
  // A new epoch always draws; otherwise redraw at most every interval, so a
  // fast loop does not spend its time writing to the terminal.
  bool last = s.step == s.steps;
  if (s.epoch == last_epoch_ && !last && s.elapsed_s - last_draw_s_ < options_.redraw_interval_s) return;
  last_epoch_ = s.epoch;
  last_draw_s_ = s.elapsed_s;
  int width = options_.bar_width > 0 ? options_.bar_width : 1;
  int64_t filled = s.steps > 0 ? s.step * width / s.steps : 0;
  if (filled > width) filled = width;
  std::string bar(static_cast<size_t>(filled), '=');
  if (filled < width) bar += '>';
  bar.resize(static_cast<size_t>(width), ' ');
  std::string line = "epoch " + std::to_string(s.epoch) + "/" + std::to_string(s.epochs) + " [" + bar + "] " +
                     counts(s) + tail(s);
  size_t len = line.size();
  std::lock_guard<std::timed_mutex> lock(g_line);
  // Spaces over what is left of a longer previous line.
  if (len < drawn_) line.append(drawn_ - len, ' ');
  out_ << '\r' << line << std::flush;
  drawn_ = len;
  g_pending = this;
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
    size_t len = line.size();
    if (len < drawn_) line.append(drawn_ - len, ' ');
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
  j["time_s"] = e.time_s;
  errno = 0;
  out_ << j.dump() << '\n' << std::flush;
  return out_.good();
}

}  // namespace netc::rt
