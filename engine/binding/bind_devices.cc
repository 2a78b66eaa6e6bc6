#include "engine/binding/bind_devices.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include <nlohmann/json.hpp>

namespace netc::engine {
namespace {

struct Candidate {
  enum Kind { Cpu, Cuda, Auto } kind = Cpu;
  size_t index = 0;  // Cuda
};

std::optional<Candidate> parse_candidate(const std::string& c) {
  if (c == "cpu") return Candidate{Candidate::Cpu};
  if (c == "cuda") return Candidate{Candidate::Cuda, 0};
  if (c == "cuda:auto") return Candidate{Candidate::Auto};
  if (c.rfind("cuda:", 0) != 0 || c.size() == 5 || c.size() > 9) return std::nullopt;
  for (size_t i = 5; i < c.size(); ++i)
    if (c[i] < '0' || c[i] > '9') return std::nullopt;
  return Candidate{Candidate::Cuda, static_cast<size_t>(std::stoul(c.substr(5)))};
}

// Why a GPU candidate cannot be taken, said twice: as the note of a fallback
// (`gpu -> cpu (NOTE)`) and as the clause of an error (`needs cuda:3, but
// CLAUSE`).
struct Unavailable {
  std::string note, clause;
};

std::string only_visible(size_t n) {
  return n == 1 ? "only 1 CUDA device is visible" : "only " + std::to_string(n) + " CUDA devices are visible";
}

// Whether the caller can run `share` on `g`, as BindOptions::gpu_fit says.
BindOptions::GpuFit fit(const rt::CudaDevice& g, const BindOptions& options, const BindOptions::Share& share) {
  return options.gpu_fit ? options.gpu_fit(g, share) : BindOptions::GpuFit{};
}

// A GPU taken, with what to add to the binding's reason.
struct Taken {
  const rt::CudaDevice* gpu;
  std::string note;
};

// The GPU that `c` names on `inv`, or why there is none to take.
std::variant<Taken, Unavailable> find_gpu(const std::string& name, Candidate c, const rt::DeviceInventory& inv,
                                          const BindOptions& options, const BindOptions::Share& share) {
  if (inv.cuda.empty())
    return Unavailable{"no CUDA device visible: " + inv.no_cuda_reason,
                       "no CUDA device is visible (" + inv.no_cuda_reason + ")"};
  const rt::CudaDevice* d = nullptr;
  if (c.kind == Candidate::Auto) {
    // Most free memory; the lowest index among equals. Devices that could not
    // be queried have no known free memory and are not candidates, nor are
    // those the caller has no code for.
    std::vector<std::string> unfit;
    for (const rt::CudaDevice& g : inv.cuda) {
      if (!g.problem.empty()) continue;
      if (options.can_run_cuda)
        if (std::string p = fit(g, options, share).problem; !p.empty()) {
          unfit.push_back(rt::describe_device(g) + ": " + p);
          continue;
        }
      if (!d || g.memory_free > d->memory_free) d = &g;
    }
    if (!d) {
      std::string s = "no visible CUDA device can be used";
      for (size_t i = 0; i < unfit.size(); ++i) s += (i ? "; " : " (") + unfit[i] + (i + 1 == unfit.size() ? ")" : "");
      return Unavailable{s, s};
    }
  } else {
    if (c.index >= inv.cuda.size()) return Unavailable{name + " is not visible: " + only_visible(inv.cuda.size()),
                                                       only_visible(inv.cuda.size())};
    d = &inv.cuda[c.index];
    if (!d->problem.empty()) {
      std::string s = rt::describe_device(*d) + " cannot be used: " + d->problem;
      return Unavailable{s, s};
    }
  }
  if (!options.can_run_cuda)
    return Unavailable{rt::describe_device(*d) + " is visible, but " + options.cannot_run_cuda, options.cannot_run_cuda};
  BindOptions::GpuFit f = fit(*d, options, share);
  if (!f.problem.empty()) {
    std::string s = rt::describe_device(*d) + " cannot be used: " + f.problem;
    return Unavailable{s, s};
  }
  return Taken{d, f.note};
}

// "cuda:0 NVIDIA H100 (79.1 GiB free), cpu (CUDA_VISIBLE_DEVICES="0")"
std::string visible_devices(const rt::DeviceInventory& inv) {
  std::string out;
  for (const rt::CudaDevice& g : inv.cuda)
    out += rt::describe_device(g) + (g.problem.empty() ? " (" + rt::format_bytes(g.memory_free) + " free)" : " (unusable)") + ", ";
  out += "cpu";
  if (inv.cuda_visible_devices) out += " (CUDA_VISIBLE_DEVICES=\"" + *inv.cuda_visible_devices + "\")";
  return out;
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

std::string trim(const std::string& s) {
  size_t e = s.find_last_not_of(' ');
  return e == std::string::npos ? "" : s.substr(0, e + 1);
}

void add_unique(std::vector<std::string>& list, const std::string& s) {
  if (std::find(list.begin(), list.end(), s) == list.end()) list.push_back(s);
}

// The GPUs `cuda:*` binds set `device` to: every visible one the caller can
// run its replica on, with the share of the batch that the set's size gives
// (each GPU passed over makes the others' shares larger: checked again until
// none is; under mpirun the set has a GPU per process). Why each other one
// cannot be used goes into `unfit`.
std::vector<const rt::CudaDevice*> usable_gpus(const std::string& device, const rt::DeviceInventory& inv,
                                               const BindOptions& options, std::vector<std::string>& unfit) {
  std::vector<const rt::CudaDevice*> usable;
  if (!options.can_run_cuda) return usable;
  for (const rt::CudaDevice& g : inv.cuda)
    if (g.problem.empty()) usable.push_back(&g);
  for (bool dropped = true; dropped && !usable.empty();) {
    dropped = false;
    const int64_t replicas = options.local_rank >= 0 ? options.processes : static_cast<int64_t>(usable.size());
    std::vector<const rt::CudaDevice*> kept;
    for (const rt::CudaDevice* g : usable) {
      if (std::string p = fit(*g, options, {device, replicas}).problem; !p.empty()) {
        unfit.push_back(rt::describe_device(*g) + ": " + p);
        dropped = true;
        continue;
      }
      kept.push_back(g);
    }
    usable = std::move(kept);
    if (options.local_rank >= 0) break;  // the share does not depend on this machine's GPUs
  }
  return usable;
}

// The members of a device set: the first candidate whose every member is
// there (`cuda:*`: every usable visible GPU, at least one).
Expected<Binding> bind_set(const ProgramDevices::Device& d, const std::vector<std::string>& candidates,
                           const rt::DeviceInventory& inv, const BindOptions& options, bool overridden,
                           const std::string& source) {
  std::vector<std::string> notes, clauses;
  for (const std::string& c : candidates) {
    std::vector<std::string> names;
    if (c.size() > 1 && c.front() == '[' && c.back() == ']') {
      std::string body = c.substr(1, c.size() - 2);
      for (size_t at = 0; at <= body.size();) {
        size_t comma = body.find(',', at);
        std::string one = body.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
        one.erase(0, one.find_first_not_of(' '));
        one = trim(one);
        names.push_back(one);
        if (comma == std::string::npos) break;
        at = comma + 1;
      }
    } else {
      names.push_back(c);
    }
    std::vector<Binding::Member> members;
    std::optional<Unavailable> missing;
    for (const std::string& n : names) {
      if (n == "cuda:*" && names.size() > 1)
        return Status::error(source + ": `cuda:*` is every visible GPU already; it cannot be one of a list");
      if (n == "cuda:*") {
        std::vector<std::string> unfit;
        for (const rt::CudaDevice* g : usable_gpus(d.name, inv, options, unfit))
          members.push_back({"cuda:" + std::to_string(g->index), g->index});
        // The GPUs passed over, and why.
        for (const std::string& u : unfit)
          if (!members.empty()) add_unique(notes, u);
        if (!members.empty() && options.local_rank >= 0) {
          size_t mine = static_cast<size_t>(options.local_rank);
          if (mine < members.size()) {
            members = {members[mine]};
            add_unique(notes, "local rank " + std::to_string(mine) + "'s GPU");
            continue;
          }
          missing = Unavailable{"local rank " + std::to_string(mine) + " under mpirun has no GPU of its own (" +
                                    std::to_string(members.size()) + " usable)",
                                "local rank " + std::to_string(mine) + " has no GPU of its own"};
          members.clear();
          break;
        }
        if (!members.empty()) continue;
        if (inv.cuda.empty())
          missing = Unavailable{"no CUDA device visible: " + inv.no_cuda_reason,
                                "no CUDA device is visible (" + inv.no_cuda_reason + ")"};
        else if (!options.can_run_cuda)
          missing = Unavailable{"CUDA devices are visible, but " + options.cannot_run_cuda, options.cannot_run_cuda};
        else
          missing = Unavailable{"no visible CUDA device can be used" + (unfit.empty() ? "" : " (" + join(unfit, "; ") + ")"),
                                "no visible CUDA device can be used"};
        break;
      }
      std::optional<Candidate> k = parse_candidate(n);
      if (!k)
        return Status::error(source + ": unknown physical device `" + n +
                             "`; use cpu, cuda, cuda:K, cuda:auto, cuda:* or a list such as cpu,cpu");
      if (k->kind == Candidate::Cpu) {
        members.push_back({"cpu", -1});
        continue;
      }
      // Under mpirun a process holds one member of a list (train.cc): a replica per process.
      const int64_t replicas = options.local_rank >= 0 ? options.processes : static_cast<int64_t>(names.size());
      auto gpu = find_gpu(n, *k, inv, options, {d.name, replicas});
      if (auto* u = std::get_if<Unavailable>(&gpu)) {
        missing = *u;
        break;
      }
      const rt::CudaDevice& g = *std::get<Taken>(gpu).gpu;
      for (const Binding::Member& have : members)
        if (have.cuda_index == g.index)
          return Status::error(source + ": cuda:" + std::to_string(g.index) +
                               " is named twice; each GPU of a set trains one replica");
      members.push_back({"cuda:" + std::to_string(g.index), g.index});
    }
    // Under mpirun a process holds one member of a list, its local rank's
    // (train.cc): a CPU list is a replica per process, whatever its length.
    if (!missing && options.local_rank >= 0 && members.size() > 1) {
      bool all_cpu = std::all_of(members.begin(), members.end(), [](const Binding::Member& b) { return b.cuda_index < 0; });
      bool all_gpu = std::none_of(members.begin(), members.end(), [](const Binding::Member& b) { return b.cuda_index < 0; });
      size_t mine = static_cast<size_t>(options.local_rank);
      if (all_cpu) {
        members = {members[0]};
      } else if (all_gpu && mine < members.size()) {
        members = {members[mine]};
        add_unique(notes, "local rank " + std::to_string(mine) + "'s GPU");
      } else if (all_gpu) {
        missing = Unavailable{"local rank " + std::to_string(mine) + " under mpirun has no GPU of its own in the list (" +
                                  std::to_string(members.size()) + " GPUs)",
                              "local rank " + std::to_string(mine) + " has no GPU of its own in the list"};
      }  // a list of both kinds: choose_executor refuses it
    }
    if (missing) {
      add_unique(notes, missing->note);
      add_unique(clauses, missing->clause);
      continue;
    }
    Binding b{d.name, "", "", members[0].cuda_index, members};
    std::vector<std::string> physical;
    for (const Binding::Member& m : members) physical.push_back(m.physical);
    b.physical = join(physical, ", ");
    std::string count = options.local_rank >= 0
                            ? "this process's replica of " + std::to_string(options.processes) + ", one per process"
                            : std::to_string(members.size()) + (members.size() == 1 ? " replica" : " replicas");
    if (overridden) count += "; " + trim(options.override_syntax);
    b.why = "(" + count + (notes.empty() ? "" : "; " + join(notes, "; ")) + ")";
    return b;
  }
  std::string verb = options.fix_verb;
  for (char& ch : verb) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return Status::error(source + " needs " + join(candidates, " or ") + ", but " + join(clauses, "; ") +
                       "; visible devices: " + visible_devices(inv) + ". Declare a fallback (`device " + d.name +
                       " = " + join(candidates, " | ") + " | cpu;`) or " + verb + options.override_syntax + d.name +
                       "=cpu");
}

}  // namespace

const ProgramDevices::Device* ProgramDevices::find_device(const std::string& name) const {
  for (const Device& d : devices)
    if (d.name == name) return &d;
  return nullptr;
}

Expected<std::vector<Binding>> bind_devices(const ProgramDevices& p, const rt::DeviceInventory& inv,
                                            const BindOptions& options) {
  for (auto& [name, target] : options.overrides)
    if (!p.find_device(name)) {
      std::string known;
      for (const ProgramDevices::Device& d : p.devices) known += (known.empty() ? "" : ", ") + d.name;
      return Status::error(options.override_syntax + name + "=" + target + ": the program has no device `" + name +
                           "`" + (known.empty() ? "" : " (its devices are " + known + ")"));
    }
  // What a failed device can be bound to instead: the first usable GPU (when
  // the caller can run on one), else the CPU.
  std::string usable_gpu;
  if (options.can_run_cuda)
    for (const rt::CudaDevice& g : inv.cuda)
      if (g.problem.empty() && usable_gpu.empty() && fit(g, options, {}).problem.empty())
        usable_gpu = "cuda:" + std::to_string(g.index);

  std::vector<Binding> out;
  for (const ProgramDevices::Device& d : p.devices) {
    std::vector<std::string> candidates = d.candidates;
    auto over = options.overrides.find(d.name);
    bool overridden = over != options.overrides.end();
    if (overridden) candidates = {over->second};
    std::string source = overridden ? options.override_syntax + d.name + "=" + over->second : "device `" + d.name + "`";
    if (overridden && over->second.find(',') != std::string::npos) {
      if (!d.set)
        return Status::error(source + ": `" + d.name + "` is one device; a list binds a device set (`device " + d.name +
                             " = cuda:* | cpu;`)");
      std::string list;
      for (char c : over->second)
        if (c != ' ' && c != '[' && c != ']') list += c == ',' ? std::string(", ") : std::string(1, c);
      candidates = {"[" + list + "]"};
    }

    std::optional<Binding> chosen;
    std::vector<std::string> notes, clauses;
    if (d.set) {
      auto set = bind_set(d, candidates, inv, options, overridden, source);
      if (!set.ok()) return set.status();
      out.push_back(std::move(*set));
      continue;
    }
    for (const std::string& c : candidates) {
      std::optional<Candidate> k = parse_candidate(c);
      if (!k)
        return Status::error(source + ": unknown physical device `" + c + "`; use cpu, cuda, cuda:K or cuda:auto");
      if (k->kind == Candidate::Cpu) {
        std::string why = overridden ? "(" + trim(options.override_syntax) + ")" : notes.empty() ? "" : "(" + join(notes, "; ") + ")";
        chosen = Binding{d.name, "cpu", why, -1, {}};
        break;
      }
      auto gpu = find_gpu(c, *k, inv, options, {d.name, 1});
      if (auto* u = std::get_if<Unavailable>(&gpu)) {
        add_unique(notes, u->note);
        add_unique(clauses, u->clause);
        continue;
      }
      const Taken& t = std::get<Taken>(gpu);
      const rt::CudaDevice& g = *t.gpu;
      std::string why = "(" + (overridden ? trim(options.override_syntax) + "; " : std::string()) +
                        (k->kind == Candidate::Auto ? "cuda:auto, the most free memory: " : "") + g.name + ", " +
                        rt::format_bytes(g.memory_free) + " free" + (t.note.empty() ? "" : "; " + t.note) + ")";
      chosen = Binding{d.name, "cuda:" + std::to_string(g.index), why, g.index, {}};
      break;
    }
    if (!chosen) {
      std::string verb = options.fix_verb;
      for (char& c : verb) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string fix = overridden ? options.fix_verb : "Declare a fallback (`device " + d.name + " = " + join(candidates, " | ") +
                                                          " | cpu;`) or " + verb;
      if (!usable_gpu.empty()) fix += options.override_syntax + d.name + "=" + usable_gpu + " or ";
      fix += options.override_syntax + d.name + "=cpu";
      std::string what = overridden ? source + ": " : source + " needs " + join(candidates, " or ") + ", but ";
      return Status::error(what + join(clauses, "; ") + "; visible devices: " + visible_devices(inv) + ". " + fix);
    }
    out.push_back(*chosen);
  }
  return out;
}

namespace {

// The GPU that the parameters named `prefix`... (each prefix in turn) are
// bound to, -1 for the CPU, or an error that begins with `who` when they
// are bound to two physical devices.
Expected<int> device_of_params(const ProgramDevices& program, const std::vector<std::string>& prefixes,
                               const std::vector<Binding>& bound, const std::string& who, const std::string& why_one) {
  const Binding* chosen = nullptr;
  for (const std::string& prefix : prefixes)
    for (const ProgramDevices::Param& p : program.params) {
      if (p.name.rfind(prefix, 0) != 0 || p.device.empty()) continue;
      const std::string& logical = p.device;
      auto b = std::find_if(bound.begin(), bound.end(), [&](const Binding& x) { return x.logical == logical; });
      if (b == bound.end()) continue;  // not a bound device: the CPU
      if (chosen && chosen->physical != b->physical)
        return Status::error(who + " parameters on " + chosen->physical + " (`" + chosen->logical + "`) and on " +
                             b->physical + " (`" + b->logical + "`, " + p.name + "); " + why_one +
                             " runs on one device: bind both to the same one");
      chosen = &*b;
    }
  return chosen ? chosen->cuda_index : -1;
}

}  // namespace

std::string format_bindings(const std::vector<Binding>& bound, bool all) {
  std::string out;
  for (const Binding& b : bound)
    if (all || b.logical != b.physical) out += b.logical + " -> " + b.physical + (b.why.empty() ? "" : " " + b.why) + "\n";
  return out;
}

std::string format_bindings_json(const std::vector<Binding>& bound) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const Binding& b : bound) {
    nlohmann::ordered_json members = nlohmann::ordered_json::array();
    for (const Binding::Member& m : b.members) members.push_back(m.physical);
    out.push_back({{"device", b.logical}, {"bound_to", b.physical}, {"why", b.why}, {"members", members}});
  }
  return out.dump();
}

Expected<int> train_device(const ProgramDevices& p, const ProgramDevices::Train& run, const std::vector<Binding>& bound) {
  std::vector<std::string> prefixes;
  for (const std::string& model : run.models) prefixes.push_back(model + ".");
  return device_of_params(p, prefixes, bound, "train block `" + run.name + "` trains", "a train block");
}

Expected<int> params_device(const ProgramDevices& p, const std::vector<Binding>& bound) {
  return device_of_params(p, {""}, bound, "the program has", "an instance");
}

bool may_use_gpu(const ProgramDevices& p) {
  for (const ProgramDevices::Device& d : p.devices)
    for (const std::string& c : d.candidates)
      if (c.find("cuda") != std::string::npos) return true;  // lists too: [cuda:0, cuda:1]
  return false;
}

Expected<std::vector<Binding>> bind_devices(const ProgramDevices& p, const std::map<std::string, std::string>& overrides) {
  BindOptions options;
  options.overrides = overrides;
  return bind_devices(p, rt::discover_devices(), options);
}

}  // namespace netc::engine
