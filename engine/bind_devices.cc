#include "engine/bind_devices.h"

namespace netc::engine {

// This build runs programs on the CPU only; a CUDA candidate is therefore
// never available, and the reason says so.
static const char* kNoCuda = "no CUDA device available to this build of netc";

std::variant<std::vector<Binding>, std::string> bind_devices(const ir::Module& m,
                                                             const std::map<std::string, std::string>& overrides) {
  std::vector<Binding> out;
  for (auto& [name, target] : overrides)
    if (!m.find_device(name)) {
      std::string known;
      for (const ir::DeviceDecl& d : m.devices) known += (known.empty() ? "" : ", ") + d.name;
      return "--device " + name + "=" + target + ": the program has no device `" + name + "`" +
             (known.empty() ? "" : " (its devices are " + known + ")");
    }
  for (const ir::DeviceDecl& d : m.devices) {
    std::vector<std::string> candidates = d.candidates;
    std::string why;
    if (auto it = overrides.find(d.name); it != overrides.end()) {
      candidates = {it->second};
      why = "(--device)";
    }
    std::string chosen, skipped;
    for (const std::string& c : candidates) {
      if (c == "cpu") {
        chosen = c;
        break;
      }
      if (c.rfind("cuda", 0) == 0) {
        skipped += (skipped.empty() ? "" : ", ") + c;
        continue;
      }
      return "device `" + d.name + "`: unknown physical device `" + c + "`; use cpu, cuda, cuda:K or cuda:auto";
    }
    if (chosen.empty())
      return "device `" + d.name + "` needs " + skipped + ", but " + kNoCuda +
             "; visible devices: cpu. Declare a fallback (`device " + d.name + " = " + candidates.front() +
             " | cpu;`) or run with --device " + d.name + "=cpu";
    if (why.empty() && !skipped.empty()) why = std::string("(") + kNoCuda + ")";
    out.push_back({d.name, chosen, why});
  }
  return out;
}

}  // namespace netc::engine
