// torch_names.h: each layer's PyTorch name from its path, then each tensor
// renamed by the std/nn.net layer that declares it.
#include "ir/torch_names.h"

#include <set>

namespace netc::ir {
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
  TorchNames(const Module& m, std::string root) : root_(std::move(root)) {
    for (const ModelInstance& i : m.instances)
      layers_[i.path] = {i.model, i.loc.file < m.files.size() && m.files[i.loc.file] == "std/nn.net"};
  }

  const Layer* layer(const std::string& path) const {
    auto it = layers_.find(path);
    return it == layers_.end() ? nullptr : &it->second;
  }

  // PyTorch's name for the layer at `path` (under the root), "" for the root.
  std::string module(const std::string& path) const {
    if (path == root_ || path.empty()) return "";
    std::string leaf = leaf_of(path), parent = parent_of(path);
    if (const Layer* p = layer(parent)) {
      if (p->is("TransformerEncoderLayer"))
        leaf = leaf == "attn" ? "self_attn" : leaf == "ff1" ? "linear1" : leaf == "ff2" ? "linear2" : leaf;
      if (p->is("MultiheadAttention") && leaf == "out") leaf = "out_proj";
    }
    std::string up = module(parent);
    return up.empty() ? leaf : up + "." + leaf;
  }

  // PyTorch's name and layout for the tensor `leaf` of the layer at `owner`.
  TorchName tensor(const std::string& owner, std::string leaf) const {
    TorchName t;
    const Layer* l = layer(owner);
    const Layer* above = layer(parent_of(owner));
    const std::string projection = leaf_of(owner);
    if (above && above->is("MultiheadAttention") && (projection == "wq" || projection == "wk" || projection == "wv")) {
      std::string m = module(parent_of(owner));
      t.name = (m.empty() ? "" : m + ".") + "in_proj_" + leaf;
      t.part = projection == "wq" ? 0 : projection == "wk" ? 1 : 2;
      t.parts = 3;
      return t;
    }
    if (l) {
      if ((l->is("BatchNorm") || l->is("LayerNorm")) && leaf == "gamma") leaf = "weight";
      if ((l->is("BatchNorm") || l->is("LayerNorm")) && leaf == "beta") leaf = "bias";
      if (l->is("Embedding") && leaf == "table") leaf = "weight";
      t.per_channel = l->is("BatchNorm") || (l->is("Conv2d") && leaf == "bias");
    }
    std::string m = module(owner);
    t.name = m.empty() ? leaf : m + "." + leaf;
    return t;
  }

 private:
  std::string root_;
  std::map<std::string, Layer> layers_;
};

}  // namespace

std::map<std::string, TorchName> torch_names(const Module& m, const std::string& root) {
  TorchNames names(m, root);
  const std::set<std::string> optimizer = optimizer_states(m);
  std::map<std::string, TorchName> out;
  for (const GlobalParam& p : m.params)
    if (p.name.rfind(root + ".", 0) == 0 && !optimizer.count(p.name))
      out[p.name] = names.tensor(parent_of(p.name), leaf_of(p.name));
  return out;
}

std::vector<std::string> torch_batch_norms(const Module& m, const std::string& root) {
  TorchNames names(m, root);
  std::vector<std::string> out;
  for (const ModelInstance& i : m.instances) {
    if (i.path.rfind(root + ".", 0) != 0 && i.path != root) continue;
    const Layer* l = names.layer(i.path);
    if (l && (l->is("BatchNorm") || l->is("BatchNorm1d"))) out.push_back(names.module(i.path));
  }
  return out;
}

}  // namespace netc::ir
