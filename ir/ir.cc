#include "ir/ir.h"

#include <cstdlib>

#include "ir/hash.h"

namespace netc::ir {

namespace {
struct OpInfo {
  const char* spelling;
  int arity;
  OpKind kind;
  const char* grads;  // nullptr: an elementwise op's, from its rule
  OpFamily family;
};
const OpInfo kOps[] = {
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) {spelling, arity, OpKind::kind, grads, OpFamily::family},
#include "ir/ops.def"
#undef NETC_OP
};
static_assert(sizeof(kOps) / sizeof(kOps[0]) == kOpCount);
}  // namespace

const char* op_name(Op op) { return kOps[static_cast<size_t>(op)].spelling; }
int op_arity(Op op) { return kOps[static_cast<size_t>(op)].arity; }
OpKind op_kind(Op op) { return kOps[static_cast<size_t>(op)].kind; }
OpFamily op_family(Op op) { return kOps[static_cast<size_t>(op)].family; }
const char* op_grads(Op op) { return kOps[static_cast<size_t>(op)].grads; }

std::optional<Op> parse_op(const std::string& s) {
  for (size_t i = 0; i < kOpCount; ++i)
    if (s == kOps[i].spelling) return static_cast<Op>(i);
  return std::nullopt;
}

ValueId Function::add_value(TensorType t, std::string name) {
  values.push_back(Value{std::move(t), std::move(name)});
  return static_cast<ValueId>(values.size() - 1);
}

const GlobalParam* Module::find_param(const std::string& name) const {
  for (const GlobalParam& p : params)
    if (p.name == name) return &p;
  return nullptr;
}

const Dataset* Module::find_dataset(const std::string& name) const {
  for (const Dataset& d : datasets)
    if (d.name == name) return &d;
  return nullptr;
}

bool DeviceDecl::is_set() const {
  for (const std::string& c : candidates)
    if (c == "cuda:*" || (!c.empty() && c[0] == '[')) return true;
  return false;
}

const DeviceDecl* Module::find_device(const std::string& name) const {
  for (const DeviceDecl& d : devices)
    if (d.name == name) return &d;
  return nullptr;
}

std::string network_fingerprint(const Module& m) {
  uint64_t h = kFnv1aOffset;
  for (const GlobalParam& p : m.params)
    if (!is_loss_scaler_state(p.name))  // a run resumes with or without the policy
      h = fnv1a64(p.name + ":" + dtype_name(p.type.dtype) + p.type.shape_str() + ";", h);
  return hex64(h);
}

std::string accepted_fingerprints(const Module& m) {
  uint64_t legacy = kFnv1aOffset;
  for (const GlobalParam& p : m.params)
    if (!is_loss_scaler_state(p.name)) legacy = fnv1a64(p.name + ":" + p.type.str() + ";", legacy);
  return network_fingerprint(m) + "," + hex64(legacy);
}

std::vector<std::string> trained_params(const Module& m, const TrainRun& run) {
  std::vector<std::string> out;
  for (const std::string& model : run.models)
    for (const GlobalParam& p : m.params)
      if (p.trainable && p.name.rfind(model + ".", 0) == 0) out.push_back(p.name);
  return out;
}

std::set<std::string> optimizer_states(const Module& m) {
  std::set<std::string> out;
  for (const TrainRun& run : m.trains)
    for (const std::string& name : run.update_targets)
      if (const GlobalParam* p = m.find_param(name); p && !p->trainable) out.insert(name);
      else if (p && run.settings.accumulate > 1 && m.find_param(accumulator_name(name)))
        out.insert(accumulator_name(name));
  for (const GlobalParam& p : m.params)
    if (is_loss_scaler_state(p.name)) out.insert(p.name);
  return out;
}

uint32_t Module::file_index(const std::string& path) {
  for (uint32_t i = 0; i < files.size(); ++i)
    if (files[i] == path) return i;
  files.push_back(path);
  return static_cast<uint32_t>(files.size() - 1);
}

}  // namespace netc::ir
