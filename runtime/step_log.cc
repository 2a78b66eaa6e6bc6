// The per-step JSON-lines log (step_log.h).
#include "runtime/step_log.h"

#include <cerrno>
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

namespace netc::rt {
namespace {

nlohmann::ordered_json number(double v) {
  return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr);
}

bool write(std::ostream& out, const nlohmann::ordered_json& j) {
  errno = 0;
  out << j.dump() << '\n' << std::flush;
  return out.good();
}

}  // namespace

bool StepLogger::log_step(const StepRecord& r) {
  nlohmann::ordered_json j;
  if (r.train_block > 0) j["train_block"] = r.train_block;
  j["step"] = r.step;
  j["epoch"] = r.epoch;
  j["epoch_step"] = r.epoch_step;
  j["loss"] = number(r.loss);
  if (!r.train_metrics.empty()) {
    nlohmann::ordered_json train = nlohmann::ordered_json::object();
    for (const auto& [name, value] : r.train_metrics) train[name] = number(value);
    j["train"] = train;
  }
  j["lr"] = number(r.lr);
  if (r.grad_norm) j["grad_norm"] = number(*r.grad_norm);
  if (r.examples_per_s) j["examples_per_s"] = number(*r.examples_per_s);
  return write(out_, j);
}

bool StepLogger::log_epoch(const EpochSummary& e, int64_t step) {
  // --log-json's object, as JsonLinesLogger writes it, with the step after the epoch.
  std::ostringstream line;
  JsonLinesLogger(line).log_epoch(e);
  auto epoch = nlohmann::ordered_json::parse(line.str());
  nlohmann::ordered_json j;
  for (auto it = epoch.begin(); it != epoch.end(); ++it) {
    j[it.key()] = it.value();
    if (it.key() == "epoch") j["step"] = step;
  }
  return write(out_, j);
}

}  // namespace netc::rt
