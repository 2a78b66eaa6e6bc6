// Reading a library's descriptor (see descriptor.h): JSON to plain data,
// every index and size checked, so that a corrupt descriptor is an error here
// and not a wild access later.
#include "engine/library/descriptor.h"

#include <algorithm>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "engine/exec/init_params.h"

namespace netc::library {

namespace {

// A descriptor that does not read: thrown while reading, reported once.
struct Unreadable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class T>
T need(std::optional<T> x, const std::string& what) {
  if (!x) throw Unreadable(what);
  return *x;
}

void check(bool ok, const std::string& what) {
  if (!ok) throw Unreadable(what);
}

Arg read_arg(const nlohmann::json& j) {
  Arg a;
  a.dtype = need(rt::parse_dtype(j.at("dtype").get<std::string>()), "an argument's dtype");
  a.shape = j.at("shape").get<std::vector<int64_t>>();
  a.batched = j.value("batched", false);
  a.nbytes = static_cast<size_t>(need(rt::checked_numel(a.shape), "an argument's shape (a size below 0 or too large)")) * rt::dtype_size(a.dtype);
  return a;
}

// {"kind": "kaiming_uniform", "fan_in": 784}, as tools/build/c_api.cc writes it.
Initialiser read_initialiser(const nlohmann::json& j) {
  Initialiser init;
  std::string kind = j.at("kind").get<std::string>();
  auto k = initialiser_kind(kind);
  check(k.has_value(), "unknown initialiser `" + kind + "`");
  init.kind = *k;
  for (const char* a : initialiser_arguments(init.kind)) *initialiser_argument(init, a) = j.at(a).get<double>();
  std::string error = initialiser_error(init);
  check(error.empty(), "initialiser `" + kind + "`: " + error);
  return init;
}

void read_params(const nlohmann::json& j, Desc* d) {
  for (const auto& p : j.at("params")) {
    ParamDesc pd;
    pd.name = p.at("name").get<std::string>();
    pd.dtype = p.at("dtype").get<std::string>();
    pd.rt_dtype = need(rt::parse_dtype(pd.dtype), "parameter `" + pd.name + "`: its dtype");
    pd.shape = p.at("shape").get<std::vector<int64_t>>();
    need(rt::checked_numel(pd.shape), "parameter `" + pd.name + "`: its shape (a size below 0 or too large)");
    pd.device = p.at("device").get<std::string>();
    pd.logical_device = p.at("logical_device").get<std::string>();
    pd.init = p.at("init").get<std::string>();
    pd.initialiser = read_initialiser(p.at("initialiser"));
    auto devices = p.at("devices").get<std::vector<std::string>>();  // what binding reads: the first
    d->devices.params.push_back({pd.name, devices.empty() ? "" : devices.front()});
    if (p.at("optimizer_state").get<bool>()) d->optimizer_state.insert(pd.name);
    d->params.push_back(std::move(pd));
  }
  for (const ParamDesc& pd : d->params)
    d->infos.push_back({pd.name.c_str(), pd.dtype.c_str(), static_cast<int32_t>(pd.shape.size()), pd.shape.data(),
                        pd.device.c_str(), pd.logical_device.c_str(), pd.init.c_str()});
  for (const auto& dev : j.at("devices"))
    d->devices.devices.push_back({dev.at("name").get<std::string>(), dev.at("candidates").get<std::vector<std::string>>(),
                                  dev.at("set").get<bool>()});
}

void read_train(const nlohmann::json& t, Desc* d) {
  d->has_train = true;
  int n = static_cast<int>(d->functions.size());
  d->grad = t.at("grad").get<int>();
  d->update = t.at("update").get<int>();
  d->eval = t.at("eval").get<int>();
  for (int k : {d->grad, d->update, d->eval}) check(k >= 0 && k < n, "the train block's function " + std::to_string(k));
  d->num_results = t.at("num_results").get<size_t>();
  auto names = t.at("result_names").get<std::vector<std::string>>();
  check(names.size() == d->num_results && d->num_results >= 1, "the train step's results");
  d->metric_names.assign(names.begin() + 1, names.end());
  d->update_targets = t.at("update_targets").get<std::vector<size_t>>();
  d->state_targets = t.at("state_targets").get<std::vector<size_t>>();
  for (size_t k : d->update_targets) check(k < d->params.size(), "an update target");
  for (size_t k : d->state_targets) check(k < d->params.size(), "a state target");
  const FunctionDesc& grad = d->functions[static_cast<size_t>(d->grad)];
  const FunctionDesc& update = d->functions[static_cast<size_t>(d->update)];
  check(grad.outputs.size() >= d->num_results + d->state_targets.size(), "the gradient's results");
  check(update.outputs.size() == d->update_targets.size(), "the update's results");
  // What binding reads: the block's name and models (a library trains on one device).
  d->devices.trains.push_back({t.at("name").get<std::string>(), t.at("models").get<std::vector<std::string>>(), {}});
}

void read_memory(const nlohmann::json& j, Desc* d) {
  for (auto [key, lines, out] : {std::tuple{"cpu", &d->cpu_memory, &d->cpu_lines}, {"gpu", &d->gpu_memory, &d->gpu_lines}}) {
    for (const auto& l : j.at(key))
      lines->push_back({l.at("device").get<std::string>(), l.at("category").get<std::string>(),
                        l.at("bytes").get<uint64_t>(), l.at("estimate").get<bool>(), l.at("executor").get<bool>()});
    for (const Desc::MemoryLine& l : *lines)
      out->push_back({l.device.c_str(), l.category.c_str(), l.bytes, l.estimate ? 1 : 0});
  }
}

std::unique_ptr<Desc> read_desc(nlohmann::json& j) {
  auto d = std::make_unique<Desc>();
  d->name = j.at("name").get<std::string>();
  d->fingerprint = j.at("fingerprint").get<std::string>();
  d->batch = j.at("batch").get<int64_t>();
  check(d->batch >= 1, "the batch size");
  read_params(j, d.get());
  for (const auto& f : j.at("functions")) {
    FunctionDesc fd;
    fd.name = f.at("name").get<std::string>();
    fd.workspace = f.at("workspace").get<size_t>();
    fd.dims = f.at("dims").get<std::map<std::string, int64_t>>();
    fd.rows_independent = f.at("rows_independent").get<bool>();
    for (const auto& a : f.at("inputs")) fd.inputs.push_back(read_arg(a));
    for (const auto& a : f.at("outputs")) fd.outputs.push_back(read_arg(a));
    d->max_workspace = std::max(d->max_workspace, fd.workspace);
    d->functions.push_back(std::move(fd));
  }
  if (!j.at("train").is_null()) read_train(j.at("train"), d.get());
  read_memory(j.at("memory"), d.get());
  if (!j.at("gpu").is_null()) {
    d->has_gpu = true;
    d->gpu = std::move(j.at("gpu"));
  }
  return d;
}

// The format a descriptor says it has, before anything else is read; 0 for
// none (netc before format 2 wrote none).
int format_of(const nlohmann::json& j) {
  check(j.is_object(), "not a JSON object");
  const auto f = j.find("format");
  return f == j.end() ? 0 : f->get<int>();
}

}  // namespace

Status initial_params(const Desc& d, uint64_t seed, std::vector<rt::Tensor>* params,
                      std::map<std::string, size_t>* index) {
  params->clear();
  index->clear();
  for (const ParamDesc& p : d.params) {
    auto t = rt::Tensor::create(p.rt_dtype, p.shape);
    if (!t.ok()) return Status::error("parameter `" + p.name + "`: " + t.message());
    if (auto st = engine::init_param(p.name, p.initialiser, seed, t->data_as<float>(), t->numel()); !st.ok())
      return Status::error("internal error: " + st.message());
    (*index)[p.name] = params->size();
    params->push_back(std::move(*t));
  }
  return {};
}

const Desc* get_desc(const char* text, int* code, std::string* message) {
  static std::mutex mu;
  static auto* cache = new std::map<const char*, std::unique_ptr<Desc>>();
  std::lock_guard<std::mutex> lock(mu);
  if (!text) {
    *code = NETC_AOT_INVALID_ARGUMENT;
    *message = "the library's descriptor is null";
    return nullptr;
  }
  if (auto it = cache->find(text); it != cache->end()) return it->second.get();
  try {
    nlohmann::json j = nlohmann::json::parse(text);
    if (int format = format_of(j); format != kDescriptorFormat) {
      *code = NETC_AOT_INCOMPATIBLE;
      *message = "the library was built by another version of netc than its runtime (libnetc_aot_runtime.a): its "
                 "descriptor has format " + std::to_string(format) + ", this runtime reads format " +
                 std::to_string(kDescriptorFormat) + "; rebuild the library with the netc whose runtime it links";
      return nullptr;
    }
    return cache->emplace(text, read_desc(j)).first->second.get();
  } catch (const std::exception& e) {
    *code = NETC_AOT_INTERNAL;
    *message = std::string("internal error: the library's descriptor cannot be read: ") + e.what();
    return nullptr;
  }
}

}  // namespace netc::library
