// `netc export` (see export.h): the instance that is the module, PyTorch's
// name for each of its layers, then each parameter renamed and reshaped by
// the std/nn.net layer that declares it.
#include "tools/export/export.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <ostream>
#include <set>

#include "base/exit_status.h"


namespace netc::interop {
namespace {

// The model of a layer, and whether it is std/nn.net's.
struct Layer {
  std::string model;
  bool from_std = false;
  bool is(const char* name) const { return from_std && model == name; }
};

std::string parent_of(const std::string& path) {
  size_t dot = path.rfind('.');
  return dot == std::string::npos ? "" : path.substr(0, dot);
}

std::string leaf_of(const std::string& path) { return path.substr(path.rfind('.') + 1); }

class TorchNames {
 public:
  TorchNames(const ir::Module& m, std::string root) : root_(std::move(root)) {
    for (const ir::ModelInstance& i : m.instances)
      layers_[i.path] = {i.model, i.loc.file < m.files.size() && m.files[i.loc.file] == "std/nn.net"};
  }

  const Layer* layer(const std::string& path) const {
    auto it = layers_.find(path);
    return it == layers_.end() ? nullptr : &it->second;
  }

  // PyTorch's name for the layer at `path` (under the root), "" for the root.
  std::string module(const std::string& path) const {
    if (path == root_) return "";
    std::string leaf = leaf_of(path), parent = parent_of(path);
    if (const Layer* p = layer(parent)) {
      if (p->is("TransformerEncoderLayer"))
        leaf = leaf == "attn" ? "self_attn" : leaf == "ff1" ? "linear1" : leaf == "ff2" ? "linear2" : leaf;
      if (p->is("MultiheadAttention") && leaf == "out") leaf = "out_proj";
    }
    std::string up = module(parent);
    return up.empty() ? leaf : up + "." + leaf;
  }

  // PyTorch's name for a tensor `leaf` of the layer at `owner`.
  std::string tensor(const std::string& owner, std::string leaf) const {
    if (const Layer* l = layer(owner)) {
      if ((l->is("BatchNorm") || l->is("LayerNorm")) && leaf == "gamma") leaf = "weight";
      if ((l->is("BatchNorm") || l->is("LayerNorm")) && leaf == "beta") leaf = "bias";
      if (l->is("Embedding") && leaf == "table") leaf = "weight";
    }
    std::string m = module(owner);
    return m.empty() ? leaf : m + "." + leaf;
  }

 private:
  std::string root_;
  std::map<std::string, Layer> layers_;
};

Expected<rt::Tensor> reshaped(const rt::Tensor& t, std::vector<int64_t> shape) {
  auto out = rt::Tensor::create(t.dtype(), std::move(shape));
  if (!out.ok()) return out;
  std::memcpy(out->data(), t.data(), t.nbytes());
  return out;
}

// Rows of `parts` one after the other: PyTorch's in_proj_weight from wq,
// wk, wv's weights (or in_proj_bias from their biases).
Expected<rt::Tensor> stacked(const std::vector<const rt::Tensor*>& parts) {
  std::vector<int64_t> shape = parts[0]->shape();
  shape[0] = 0;
  for (const rt::Tensor* p : parts) shape[0] += p->shape()[0];
  auto out = rt::Tensor::create(parts[0]->dtype(), shape);
  if (!out.ok()) return out;
  char* at = static_cast<char*>(out->data());
  for (const rt::Tensor* p : parts) {
    std::memcpy(at, p->data(), p->nbytes());
    at += p->nbytes();
  }
  return out;
}

// The top-level instance that is the module.
Expected<std::string> choose_root(const ir::Module& m, const std::string& instance) {
  std::vector<std::string> tops;
  for (const ir::ModelInstance& i : m.instances)
    if (i.path.find('.') == std::string::npos) tops.push_back(i.path);
  std::string list;
  for (const std::string& t : tops) list += (list.empty() ? "`" : ", `") + t + "`";
  if (tops.empty()) return Status::error("the program has no model instance to export");
  if (instance.empty()) {
    if (tops.size() == 1) return tops[0];
    return Status::error("the program has " + std::to_string(tops.size()) + " model instances (" + list +
                         "): choose the one that is the PyTorch module with --instance NAME");
  }
  for (const std::string& t : tops)
    if (t == instance) return t;
  return Status::error("the program has no model instance `" + instance + "`; its instances are " + list);
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

}  // namespace

Expected<std::vector<TorchTensor>> torch_state_dict(const ir::Module& m, const rt::Checkpoint& ck,
                                                    const std::string& instance) {
  auto root = choose_root(m, instance);
  if (!root.ok()) return root.status();
  TorchNames names(m, *root);
  std::vector<TorchTensor> out;
  std::vector<std::string> problems;
  std::set<std::string> batch_norms;
  // MultiheadAttention's projections, stacked once all are read:
  // attention path -> "weight"/"bias" -> {wq, wk, wv}.
  std::map<std::string, std::map<std::string, std::map<std::string, const rt::Tensor*>>> projections;
  // The optimizer's state, whatever its names (an instance may be called `optim`).
  std::set<std::string> optimizer = ir::optimizer_states(m);
  for (const ir::GlobalParam& p : m.params) {
    if (p.name.rfind(*root + ".", 0) != 0 || optimizer.count(p.name)) continue;
    auto it = ck.tensors.find(p.name);
    std::vector<int64_t> shape;
    for (const ir::Dim& d : p.type.shape) shape.push_back(d.is_constant() ? d.value() : -1);
    if (it == ck.tensors.end()) {
      problems.push_back("`" + p.name + "`: missing from the checkpoint");
      continue;
    }
    if (it->second.shape() != shape) {
      problems.push_back("`" + p.name + "`: checkpoint " + shape_text(it->second.shape()) + ", program " +
                         shape_text(shape));
      continue;
    }
    // What --resume refuses is not handed to PyTorch either.
    if (auto bad = rt::non_finite_problem("`" + p.name + "`", it->second)) {
      problems.push_back(*bad);
      continue;
    }
    const rt::Tensor& t = it->second;
    std::string owner = parent_of(p.name), leaf = leaf_of(p.name);
    std::string attention = parent_of(owner), projection = leaf_of(owner);
    const Layer* layer = names.layer(owner);
    const Layer* above = names.layer(attention);
    if (above && above->is("MultiheadAttention") && (projection == "wq" || projection == "wk" || projection == "wv")) {
      projections[attention][leaf][projection] = &t;
      continue;
    }
    Expected<rt::Tensor> value = reshaped(t, t.shape());
    bool per_channel = layer && (layer->is("BatchNorm") || (layer->is("Conv2d") && leaf == "bias"));
    if (per_channel) value = reshaped(t, {t.shape()[0]});  // [C, 1, 1] -> [C]
    if (!value.ok()) return value.status();
    if (layer && (layer->is("BatchNorm") || layer->is("BatchNorm1d"))) batch_norms.insert(owner);
    out.push_back({names.tensor(owner, leaf), std::move(*value)});
  }
  if (!problems.empty()) {
    std::string msg = ck.path + ": the checkpoint cannot be exported for the program (" + std::to_string(problems.size()) +
                      (problems.size() == 1 ? " problem" : " problems") + "):";
    for (const std::string& s : problems) msg += "\n  " + s;
    return Status::error(msg);
  }
  for (const auto& [attention, kinds] : projections)
    for (const auto& [leaf, parts] : kinds) {
      if (parts.size() != 3) return Status::error("internal error: `" + attention + "` lacks a projection's " + leaf);
      auto value = stacked({parts.at("wq"), parts.at("wk"), parts.at("wv")});
      if (!value.ok()) return value.status();
      std::string prefix = names.module(attention);
      out.push_back({(prefix.empty() ? "" : prefix + ".") + "in_proj_" + leaf, std::move(*value)});
    }
  // PyTorch's BatchNorm counts the batches it trained on; netc's running
  // averages use a fixed momentum, so the count only has to be there.
  auto step = ck.metadata.find(rt::kMetaStep);
  int64_t steps = step == ck.metadata.end() ? 0 : std::atoll(step->second.c_str());
  for (const std::string& bn : batch_norms) {
    auto count = rt::Tensor::create(rt::DType::I64, {});
    if (!count.ok()) return count.status();
    *count->data_as<int64_t>() = steps;
    out.push_back({names.tensor(bn, "num_batches_tracked"), std::move(*count)});
  }
  return out;
}

int export_weights(const ir::Module& m, const ExportOptions& o, std::ostream& out, std::ostream& err) {
  auto fail = [&](const std::string& msg, int code = kExitBadInput) {
    err << "netc export: " << msg << "\n";
    return code;
  };
  if (o.format != "torch") return fail("--as takes `torch` (PyTorch's state_dict names), not `" + o.format + "`");
  std::string path = o.out;
  if (path.empty()) {
    std::string stem = o.checkpoint;
    const std::string ext = ".safetensors";
    if (stem.size() > ext.size() && stem.compare(stem.size() - ext.size(), ext.size(), ext) == 0)
      stem.resize(stem.size() - ext.size());
    path = stem + ".torch.safetensors";
  }
  if (path == o.checkpoint) return fail("the output would replace the checkpoint `" + path + "`; name another with -o");
  auto ck = rt::read_checkpoint(o.checkpoint);
  if (!ck.ok()) return fail(ck.message());
  auto tensors = torch_state_dict(m, *ck, o.instance);
  if (!tensors.ok()) return fail(tensors.message());
  std::vector<rt::NamedTensor> named;
  for (const TorchTensor& t : *tensors) named.push_back({t.name, t.tensor.view()});
  if (auto st = rt::write_checkpoint(path, named, {{"format", "pt"}}); !st.ok()) return fail(st.message(), kExitFailed);
  out << "wrote " << path << ": " << named.size() << " tensors, named as the equivalent torch.nn.Module's "
      << "state_dict() names them (the optimizer state left out); in PyTorch:\n"
      << "  model.load_state_dict(safetensors.torch.load_file(\"" << path << "\"))\n";
  return 0;
}

}  // namespace netc::interop
