#include "ir/train.h"

#include "ir/printer.h"

namespace netc::ir {

std::string print_data_source(const DataSource& s) {
  std::string out = std::string(s.loader == DataSource::Loader::Idx ? "idx" : "csv") + "(" + quote_string(s.path);
  if (!s.columns.empty()) {
    out += ", columns = [";
    for (size_t i = 0; i < s.columns.size(); ++i) out += (i ? ", " : "") + std::to_string(s.columns[i]);
    out += "]";
  }
  if (s.skip_header) out += ", skip_header = true";
  return out + ")";
}

std::string print_schedule(const Schedule& s) {
  std::string then;
  switch (s.kind) {
    case Schedule::Kind::Constant: then = "constant()"; break;
    case Schedule::Kind::Step:
      then = "step(period = " + std::to_string(s.period) + ", gamma = " + print_double(s.gamma) + ")";
      break;
    case Schedule::Kind::Cosine: then = "cosine(min_lr = " + print_double(s.min_lr) + ")"; break;
  }
  if (s.warmup_steps == 0) return then;
  return "warmup(steps = " + std::to_string(s.warmup_steps) + ", then = " + then + ")";
}

}  // namespace netc::ir
