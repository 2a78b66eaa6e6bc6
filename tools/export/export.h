// `netc export PROGRAM CHECKPOINT --as torch`: a checkpoint's parameters
// with the names and layouts of the equivalent torch.nn.Module's
// state_dict(), so that `model.load_state_dict(safetensors.torch.load_file(
// OUT))` works (docs/language.md shows the PyTorch side).
//
// One model instance of the program is the module (the only top-level
// one, or --instance NAME); ir/torch_names.h says how each of its tensors
// is named and laid out in PyTorch.
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
  std::vector<std::string> program_files;  // the program and its imports (never written over)
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
