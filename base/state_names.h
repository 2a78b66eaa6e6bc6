// The names of the state training keeps besides the parameters, which
// checkpoints carry: an optimizer's (`optim.m.net.fc.weight`; the second
// train block's `optim2.…`), the gradient accumulators of `accumulate`
// (`accum.net.fc.weight`) and the f16 loss scaler's (`loss_scaler.scale`).
// The checker names them so (frontend/check, ir/train.h); --init-from reads
// them back from a file netc wrote (runtime/weights.cc).
#pragma once

#include <optional>
#include <string>

namespace netc {

// The optimizer state `state` of parameter `param` in the train block whose
// optimizer's prefix is `prefix` ("optim", "optim2").
inline std::string optimizer_state_name(const std::string& prefix, const std::string& state, const std::string& param) {
  return prefix + "." + state + "." + param;
}
inline std::string accumulator_name(const std::string& param) { return "accum." + param; }
inline bool is_loss_scaler_state(const std::string& name) { return name.rfind("loss_scaler.", 0) == 0; }

// The parameter whose optimizer state or accumulator `name` is, as the
// names above make it; "" for the loss scaler's, which belongs to none;
// nullopt for a name of none of them.
inline std::optional<std::string> state_owner(const std::string& name) {
  if (is_loss_scaler_state(name)) return std::string();
  if (name.rfind("accum.", 0) == 0) return name.substr(6);
  if (name.rfind("optim", 0) != 0) return std::nullopt;
  const size_t dot = name.find('.');
  if (dot == std::string::npos || name.find_first_not_of("0123456789", 5) != dot) return std::nullopt;
  const size_t second = name.find('.', dot + 1);
  if (second == std::string::npos || second == dot + 1) return std::nullopt;
  return name.substr(second + 1);
}

}  // namespace netc
