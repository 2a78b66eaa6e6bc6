// `netc export PROGRAM CHECKPOINT --as torch`: a checkpoint's parameters
// with the names and layouts of the equivalent torch.nn.Module's
// state_dict(), so that `model.load_state_dict(safetensors.torch.load_file(
// OUT))` works (docs/language.md shows the PyTorch side).
//
// The rule: one model instance of the program is the module (the only
// top-level one, or --instance NAME), so its name is dropped
// (`net.fc1.weight` -> `fc1.weight`). Layers keep their names; repeat()'s
// are `blocks.0`, as in an nn.ModuleList. std/nn.net's layers take
// PyTorch's names and shapes (by ir::Module::instances):
//   Conv2d            bias [C, 1, 1] -> [C]
//   BatchNorm         gamma, beta -> weight, bias; [C, 1, 1] -> [C]; plus
//                     num_batches_tracked (the checkpoint's step)
//   LayerNorm         gamma, beta -> weight, bias
//   Embedding         table -> weight
//   MultiheadAttention  wq, wk, wv stacked -> in_proj_weight, in_proj_bias;
//                     out -> out_proj
//   TransformerEncoderLayer  attn, ff1, ff2 -> self_attn, linear1, linear2
// The optimizer state is left out.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/ir.h"
#include "runtime/checkpoint.h"

namespace netc::interop {

struct ExportOptions {
  std::string checkpoint;  // a checkpoint of the program
  std::string out;         // default: CHECKPOINT's name with .torch.safetensors
  std::string format = "torch";
  std::string instance;    // the model instance that is the module; "" for the only one
};

struct TorchTensor {
  std::string name;  // as state_dict() names it
  rt::Tensor tensor;
};

// The tensors of `ck` under `instance` ("" for the only top-level one) as
// PyTorch names and shapes them; an error that says what does not fit.
Expected<std::vector<TorchTensor>> torch_state_dict(const ir::Module& m, const rt::Checkpoint& ck,
                                                    const std::string& instance);

// `netc export`: prints where it wrote what, or the error; the exit status.
int export_weights(const ir::Module& m, const ExportOptions& o, std::ostream& out, std::ostream& err);

}  // namespace netc::interop
