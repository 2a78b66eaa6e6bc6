// PyTorch's names and layouts for a model instance's parameters and states:
// those of the equivalent torch.nn.Module's state_dict(), for `netc export
// --as torch` (tools/export) and for `--init-from` of PyTorch's weights
// (engine/loop/train.cc), one table both ways.
//
// The rule: the instance is the module, so its name is dropped
// (`net.fc1.weight` -> `fc1.weight`). Layers keep their names; repeat()'s
// are `blocks.0`, as in an nn.ModuleList. std/nn.net's layers take
// PyTorch's names and shapes (by Module::instances):
//   Conv2d            bias [C, 1, 1] -> [C]
//   BatchNorm         gamma, beta -> weight, bias; [C, 1, 1] -> [C]; PyTorch
//                     adds num_batches_tracked (torch_batch_norms)
//   BatchNorm1d       PyTorch adds num_batches_tracked
//   LayerNorm         gamma, beta -> weight, bias
//   Embedding         table -> weight
//   MultiheadAttention  wq, wk, wv stacked -> in_proj_weight, in_proj_bias;
//                     out -> out_proj
//   TransformerEncoderLayer  attn, ff1, ff2 -> self_attn, linear1, linear2
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {

struct TorchName {
  std::string name;  // under the instance, its own name dropped: "norm.weight"
  // netc's tensor is row block `part` of `parts` equal ones of PyTorch's
  // (MultiheadAttention's wq, wk, wv are in_proj_weight's 3 blocks).
  int part = 0, parts = 1;
  // PyTorch's tensor is netc's with its axes after the first dropped:
  // [C, 1, 1] -> [C].
  bool per_channel = false;
};

// Each parameter and model state of `m` under the top-level instance `root`,
// but not the optimizer's state: netc's name -> PyTorch's.
std::map<std::string, TorchName> torch_names(const Module& m, const std::string& root);

// PyTorch's names of the layers under `root` whose state_dict counts
// `num_batches_tracked` (BatchNorm, BatchNorm1d): "bn", "blocks.0.norm".
std::vector<std::string> torch_batch_norms(const Module& m, const std::string& root);

}  // namespace netc::ir
