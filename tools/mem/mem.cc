#include "tools/mem/mem.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <cstdio>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "base/exit_status.h"
#include "engine/binding/bind_devices.h"
#include "engine/binding/program_devices.h"
#include "engine/memory/memory_plan.h"
#include "runtime/devices.h"

namespace netc::mem {

namespace {

// Binds the devices as `netc run` would on this machine, except that a GPU
// need not be present to be planned for: a `--device NAME=cuda:K` is taken
// as it is, and a device whose candidates are all GPUs, none of them
// visible, is planned for its first one.
struct Bound {
  std::vector<engine::Binding> bindings;
  std::string error;
};

Bound bind(const ir::Module& m, const MemOptions& o) {
  rt::DeviceInventory inv = rt::discover_devices();
  engine::BindOptions options;
  options.can_run_cuda = true;  // planning needs no CUDA
  std::map<std::string, std::string> planned;
  // One GPU is planned for as given; a set's list of devices binds as `netc run` binds it.
  for (const auto& [name, dev] : o.devices)
    (dev.rfind("cuda", 0) == 0 && dev.find(',') == std::string::npos ? planned : options.overrides)[name] = dev;
  for (const ir::DeviceDecl& d : m.devices) {
    bool cpu = false;  // a candidate on the CPU (a set's list of CPUs too)
    for (const std::string& c : d.candidates) cpu = cpu || c.find("cpu") != std::string::npos;
    if (!o.devices.count(d.name) && !cpu && inv.cuda.empty() && !d.candidates.empty()) planned[d.name] = d.candidates[0];
  }
  // Bound below; a name the program does not declare stays as written, for
  // bind_devices' message.
  for (const auto& [name, dev] : planned) options.overrides[name] = m.find_device(name) ? "cpu" : dev;
  auto b = engine::bind_devices(engine::program_devices(m), inv, options);
  if (!b.ok()) return {{}, b.message()};
  Bound out{std::move(*b), ""};
  for (engine::Binding& x : out.bindings) {
    auto it = planned.find(x.logical);
    if (it == planned.end()) continue;
    const std::string& want = it->second;
    std::string dev = want == "cuda" || want == "cuda:auto" || want == "cuda:*" ? "cuda:0" : want;
    if (dev.size() <= 5 || dev.find_first_not_of("0123456789", 5) != std::string::npos)
      return {{}, "--device " + x.logical + "=" + want + ": not a device (cpu, cuda, cuda:K or cuda:auto" +
                      (x.members.empty() ? ")" : "; a set of GPUs that are not visible is planned as one: " +
                                                     x.logical + "=cuda:0)")};
    x.physical = dev;
    x.cuda_index = std::stoi(dev.substr(5));
    if (!x.members.empty()) x.members = {{dev, x.cuda_index}};  // a set: one replica planned
    x.why = o.devices.count(x.logical) ? "(--device; planned, not run)" : "(not visible here; planned, not run)";
  }
  return out;
}

std::string with_commas(uint64_t n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

// `replicas`: how many replicas hold this plan (one each).
void print_text(const engine::MemoryPlan& p, const std::string& binding, int64_t replicas, std::ostream& out) {
  out << p.train << ", batch " << p.batch << ", on " << binding << "\n";
  for (const engine::DeviceMemory& d : p.devices) {
    out << "  " << d.device << ":\n";
    for (const engine::MemoryLine& l : d.lines) {
      out << "    " << std::left << std::setw(31) << engine::category_name(l.category) << std::right << std::setw(12)
          << engine::human_bytes(l.bytes) << std::setw(16) << with_commas(l.bytes) << " B";
      std::string note = l.note;
      if (l.loop) note = note.empty() ? "the training loop's" : note;
      if (!note.empty()) out << "  (" << note << ")";
      out << "\n";
    }
    out << "    " << std::left << std::setw(31) << "peak" << std::right << std::setw(12) << engine::human_bytes(d.total())
        << std::setw(16) << with_commas(d.total()) << " B";
    if (d.total() != d.netc_allocates())
      out << "  (netc allocates " << with_commas(d.netc_allocates()) << " B of it)";
    out << "\n";
  }
  if (!p.layers.empty()) {
    out << "  layers (forward order):\n    " << std::left << std::setw(24) << "layer" << std::setw(20) << "output"
        << std::right << std::setw(12) << "parameters" << std::setw(19) << "kept for backward" << "\n";
    for (const engine::LayerMemory& l : p.layers) {
      std::string shape;
      for (int64_t d : l.output) shape += (shape.empty() ? "" : ", ") + std::to_string(d);
      out << "    " << std::left << std::setw(24) << (l.path.empty() ? "(outside models)" : l.path) << std::setw(20)
          << (l.output.empty() && l.path.empty() ? "" : "[" + shape + "]") << std::right << std::setw(12)
          << with_commas(l.parameters) << std::setw(19) << engine::human_bytes(l.kept) << "\n";
    }
  }
  if (!p.no_transfers.empty()) out << "  transfers: " << p.no_transfers << "\n";
  if (!p.transfers.empty())
    out << (replicas > 1 ? "  transfers of each replica (between the host and its device, and its all-reduces):\n"
                         : "  transfers (what is copied between the host and the device):\n");
  for (const engine::Transfer& t : p.transfers) {
    const std::string route = t.from + " -> " + t.to;
    out << "    " << std::left << std::setw(22) << engine::when_name(t.when) << std::setw(18) << route
        << (route.size() >= 18 ? " " : "") << std::setw(48) << t.what << std::right << std::setw(14) << with_commas(t.bytes) << " B  " << t.copies
        << (t.copies == 1 ? " copy" : " copies") << "\n";
  }
  const bool copies =
      std::any_of(p.transfers.begin(), p.transfers.end(), [](const engine::Transfer& t) { return t.from == "host"; });
  for (const engine::MemoryPlan::Edge& e : p.to_edges)
    out << "  `to` at " << (e.where.empty() ? "?" : e.where) << ": " << e.type << ", " << with_commas(e.bytes) << " B"
        << (copies ? " (within the batch's copy)" : " (the same memory: no copy)") << "\n";
  out << "  FLOPs: " << engine::human_flops(p.step_flops) << " per step, " << engine::human_flops(p.example_flops)
      << " per example (forward and backward; a multiply-add counts 2)\n";
}

nlohmann::json to_json(const engine::MemoryPlan& p, const std::string& binding) {
  nlohmann::json j = {{"train", p.train},
                      {"batch", p.batch},
                      {"binding", binding},
                      {"step_flops", p.step_flops},
                      {"example_flops", p.example_flops},
                      {"devices", nlohmann::json::array()}};
  j["layers"] = nlohmann::json::array();
  for (const engine::LayerMemory& l : p.layers)
    j["layers"].push_back({{"layer", l.path}, {"output", l.output}, {"parameters", l.parameters}, {"kept_bytes", l.kept}});
  j["transfers"] = nlohmann::json::array();
  for (const engine::Transfer& t : p.transfers)
    j["transfers"].push_back({{"when", engine::when_name(t.when)},
                              {"from", t.from},
                              {"to", t.to},
                              {"what", t.what},
                              {"bytes", t.bytes},
                              {"copies", t.copies}});
  if (!p.no_transfers.empty()) j["no_transfers"] = p.no_transfers;
  j["to_edges"] = nlohmann::json::array();
  for (const engine::MemoryPlan::Edge& e : p.to_edges)
    j["to_edges"].push_back({{"where", e.where}, {"type", e.type}, {"bytes", e.bytes}});
  for (const engine::DeviceMemory& d : p.devices) {
    nlohmann::json lines = nlohmann::json::array();
    for (const engine::MemoryLine& l : d.lines)
      lines.push_back({{"category", engine::category_name(l.category)},
                       {"bytes", l.bytes},
                       {"note", l.note},
                       {"estimate", l.estimate},
                       {"training_loop", l.loop}});
    j["devices"].push_back(
        {{"device", d.device}, {"lines", lines}, {"peak", d.total()}, {"netc_allocates", d.netc_allocates()}});
  }
  return j;
}

// The budget of --fit DEVICE: its free memory now.
std::optional<uint64_t> free_memory(const std::string& device, std::string* why) {
  rt::DeviceInventory inv = rt::discover_devices();
  if (device == "cpu") return inv.cpu.memory_free;
  for (const rt::CudaDevice& g : inv.cuda)
    if (device == "cuda:" + std::to_string(g.index) || (device == "cuda" && g.index == 0)) return g.memory_free;
  *why = "--fit " + device + ": no such device is visible" +
         (inv.no_cuda_reason.empty() ? "" : " (no CUDA device visible: " + inv.no_cuda_reason + ")") +
         "; give the memory to plan for with --budget, e.g. --budget 80GiB";
  return std::nullopt;
}

}  // namespace

int print_memory(const ir::Module& m, const MemOptions& o, std::ostream& out, std::ostream& err) {
  if (m.trains.empty()) {
    err << "netc mem: the program has no train block; `netc mem` plans a training step\n";
    return kExitBadInput;
  }
  Bound b = bind(m, o);  // a device that is not there, as `netc run` says it
  if (!b.error.empty()) {
    err << "netc: " << b.error << "\n";
    return kExitBadInput;
  }
  std::optional<uint64_t> budget = o.budget;
  if (!o.fit.empty()) {
    std::string why;
    budget = free_memory(o.fit, &why);
    if (!budget) {
      err << "netc: " << why << "\n";
      return kExitBadInput;
    }
  }
  // Each block's functions (the autodiff pass), once for every plan below.
  auto blocks = engine::prepare_blocks(m);
  if (!blocks.ok()) {
    err << "netc: " << blocks.message() << "\n";
    return 1;
  }
  const engine::ProgramDevices devices = engine::program_devices(m);
  nlohmann::json all = nlohmann::json::array();
  for (size_t index = 0; index < m.trains.size(); ++index) {
    const ir::TrainRun& run = m.trains[index];
    const engine::StepFunctions& fns = *(*blocks)[index];
    auto dev = engine::train_device(devices, devices.trains[index], b.bindings);
    if (!dev.ok()) {
      err << "netc: " << dev.message() << "\n";
      return 1;
    }
    engine::MemoryOptions mo;
    // The data sets with netc's own memory, so that a budget is what a
    // memory limit on the process is; a file that cannot be read is said.
    auto data = engine::dataset_bytes(m, run, std::filesystem::path(o.source).parent_path().string());
    mo.process = true;
    if (data.ok()) mo.datasets = *data;
    else err << "netc mem: warning: the data sets of " << run.name << " are not counted: " << data.message() << "\n";
    mo.batch = o.batch;
    mo.dims = o.dims;
    mo.gpu = *dev;
    // With replicas, each holds one replica and its share of the batch: the
    // largest share, ceil(B/K), is planned.
    std::string replicas;
    int64_t k = 1;
    if (run.settings.replicas)
      for (const engine::Binding& x : b.bindings)
        if (x.logical == *run.settings.replicas && x.members.size() > 1) {
          k = static_cast<int64_t>(x.members.size());
          int64_t global = o.batch > 0 ? o.batch : run.batch_size();
          mo.batch = (global + k - 1) / k;
          mo.replicas = k;
          replicas = "each replica holds this plan for its share: at most " + std::to_string(mo.batch) +
                     " of the global batch " + std::to_string(global);
        }
    if (o.fit == "cpu") mo.gpu = -1;  // --fit plans for the device it names
    else if (o.fit.rfind("cuda:", 0) == 0) mo.gpu = std::stoi(o.fit.substr(5));
    else if (o.fit == "cuda") mo.gpu = 0;
    std::string binding = mo.gpu < 0 ? "cpu" : "cuda:" + std::to_string(mo.gpu);
    for (const engine::Binding& x : b.bindings)
      if ((x.physical == binding || (!x.members.empty() && x.members[0].physical == binding)) && !x.why.empty()) {
        binding += " " + x.why;
        break;
      }

    if (budget) {
      // A device's free memory is measured with CUDA's context already made;
      // a budget is the whole device's.
      auto n = engine::largest_batch(m, run, fns, mo, *budget, o.fit.empty());
      if (!n.ok()) {
        err << "netc: " << n.message() << "\n";
        return 1;
      }
      out << run.name << ": the largest batch that fits " << engine::human_bytes(*budget) << " on " << binding << " is "
          << *n;
      if (k > 1) out << " per replica, a global batch of " << *n * k;  // each replica holds its share
      out << "\n";
      const int64_t global = o.batch > 0 ? o.batch : run.batch_size();
      if (std::string same = engine::accumulate_advice(global, run.settings.accumulate, k, *n); !same.empty())
        out << run.name << ": batch " << global << " does not fit " << engine::human_bytes(*budget) << " on " << binding
            << "; " << same << "\n";
      if (*n == 0) {
        mo.batch = 1;
        auto p = engine::plan_memory(m, run, fns, mo);
        if (p.ok()) {
          const engine::DeviceMemory& d = p->devices[0];
          out << "  (a batch of 1 needs " << engine::human_bytes(d.total());
          if (d.total() != d.netc_allocates())
            out << ", of which " << engine::human_bytes(d.total() - d.netc_allocates()) << " is CUDA's own, estimated";
          out << "; see `netc mem` without --budget)\n";
        }
      }
      continue;
    }
    auto p = engine::plan_memory(m, run, fns, mo);
    if (!p.ok()) {
      err << "netc: " << p.message() << "\n";
      return 1;
    }
    if (!replicas.empty()) binding += "; " + replicas;
    if (o.json) all.push_back(to_json(*p, binding));
    else print_text(*p, binding, k, out);
  }
  if (o.json && !budget) out << nlohmann::json{{"trains", all}}.dump(2) << "\n";
  return 0;
}

}  // namespace netc::mem
