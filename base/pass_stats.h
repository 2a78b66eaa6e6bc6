// What `--time-passes` reports (like LLVM's -time-passes, clang's
// -ftime-report): each stage of the compiler that ran in this process, how
// many times and for how long, in the order they first ran. A stage marks
// itself with a TimePass for its duration; counting costs one test of a flag
// while the report is off. Stages nest (a JIT compile lowers and plans its
// buffers), so a stage's time includes the stages it runs. A stage may also
// count what it ran on (the function whose buffers it planned), listed under
// it, so that work done twice for the same function shows.
// Header only: the tables live in one function-local static.
#pragma once

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace netc {

class PassStats {
 public:
  static PassStats& get() {
    static PassStats stats;
    return stats;
  }
  void enable() { enabled_ = true; }
  bool enabled() const { return enabled_; }

  // One run of `stage` (on `what`, when not empty) that took `ms`.
  void add(const std::string& stage, const std::string& what, double ms) {
    std::lock_guard<std::mutex> lock(mu_);
    Row& r = row(rows_, stage);
    ++r.runs;
    r.ms += ms;
    if (!what.empty()) ++row(r.on, what).runs;
  }
  // Runs of `stage` so far (tests).
  int runs(const std::string& stage) {
    std::lock_guard<std::mutex> lock(mu_);
    for (const Row& r : rows_)
      if (r.name == stage) return r.runs;
    return 0;
  }
  void clear() {
    std::lock_guard<std::mutex> lock(mu_);
    rows_.clear();
  }
  // The table: a line per stage (runs, total time), then a line per thing it
  // ran on more than once.
  std::string report() {
    std::lock_guard<std::mutex> lock(mu_);
    std::string out = "netc: passes (--time-passes): runs, wall time including nested passes\n";
    char line[256];
    for (const Row& r : rows_) {
      std::snprintf(line, sizeof line, "  %-40s %5d %10.1f ms\n", r.name.c_str(), r.runs, r.ms);
      out += line;
      for (const Row& o : r.on)
        if (o.runs > 1) {
          std::snprintf(line, sizeof line, "    %-38s %5d\n", ("@" + o.name).c_str(), o.runs);
          out += line;
        }
    }
    return out;
  }

 private:
  struct Row {
    std::string name;
    int runs = 0;
    double ms = 0;
    std::vector<Row> on;
  };
  static Row& row(std::vector<Row>& rows, const std::string& name) {
    for (Row& r : rows)
      if (r.name == name) return r;
    rows.push_back({name, 0, 0, {}});
    return rows.back();
  }
  bool enabled_ = false;
  std::mutex mu_;
  std::vector<Row> rows_;
};

// Counts the stage from its construction to its destruction.
class TimePass {
 public:
  explicit TimePass(const char* stage, std::string what = "")
      : stage_(PassStats::get().enabled() ? stage : nullptr), what_(std::move(what)) {
    if (stage_) start_ = std::chrono::steady_clock::now();
  }
  ~TimePass() {
    if (!stage_) return;
    auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    PassStats::get().add(stage_, what_, ms);
  }
  TimePass(const TimePass&) = delete;
  TimePass& operator=(const TimePass&) = delete;

 private:
  const char* stage_;
  std::string what_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace netc
