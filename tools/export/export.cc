// `netc export` (see export.h): the instance that is the module, then each
// parameter under PyTorch's name and layout (ir/torch_names.h).
#include "tools/export/export.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <ostream>
#include <set>

#include "base/exit_status.h"
#include "base/output_file.h"
#include "ir/torch_names.h"


namespace netc::interop {
namespace {

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
  std::vector<TorchTensor> out;
  std::vector<std::string> problems;
  // Tensors that are row blocks of one of PyTorch's (MultiheadAttention's
  // projections), stacked once all are read: PyTorch's name -> the blocks.
  std::map<std::string, std::vector<const rt::Tensor*>> blocks;
  const std::map<std::string, ir::TorchName> names = ir::torch_names(m, *root);
  for (const ir::GlobalParam& p : m.params) {
    auto torch = names.find(p.name);
    if (torch == names.end()) continue;  // another instance's, or the optimizer's state
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
    const ir::TorchName& n = torch->second;
    if (n.parts > 1) {
      std::vector<const rt::Tensor*>& b = blocks[n.name];
      b.resize(static_cast<size_t>(n.parts));
      b[static_cast<size_t>(n.part)] = &t;
      continue;
    }
    Expected<rt::Tensor> value = reshaped(t, n.per_channel ? std::vector<int64_t>{t.shape()[0]} : t.shape());
    if (!value.ok()) return value.status();
    out.push_back({n.name, std::move(*value)});
  }
  if (!problems.empty()) {
    std::string msg = ck.path + ": the checkpoint cannot be exported for the program (" + std::to_string(problems.size()) +
                      (problems.size() == 1 ? " problem" : " problems") + "):";
    for (const std::string& s : problems) msg += "\n  " + s;
    return Status::error(msg);
  }
  for (const auto& [name, parts] : blocks) {
    for (const rt::Tensor* part : parts)
      if (!part) return Status::error("internal error: a row block of `" + name + "` is missing");
    auto value = stacked(parts);
    if (!value.ok()) return value.status();
    out.push_back({name, std::move(*value)});
  }
  // PyTorch's BatchNorm counts the batches it trained on; netc's running
  // averages use a fixed momentum, so the count only has to be there.
  auto step = ck.metadata.find(rt::kMetaStep);
  int64_t steps = step == ck.metadata.end() ? 0 : std::atoll(step->second.c_str());
  for (const std::string& bn : ir::torch_batch_norms(m, *root)) {
    auto count = rt::Tensor::create(rt::DType::I64, {});
    if (!count.ok()) return count.status();
    *count->data_as<int64_t>() = steps;
    out.push_back({bn.empty() ? "num_batches_tracked" : bn + ".num_batches_tracked", std::move(*count)});
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
  std::vector<NamedFile> inputs = program_inputs(o.program_files);
  inputs.push_back({o.checkpoint, "the checkpoint it exports"});
  if (std::string why = cannot_write({path, "the exported state_dict"}, inputs); !why.empty())
    return fail(why + (o.out.empty() ? "" : " with -o"));
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
