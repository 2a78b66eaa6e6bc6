// Parameters alone, from a safetensors file that netc or another framework
// wrote (`netc run --init-from FILE`): the file's names renamed by prefix
// rules, matched against the program's parameters and model states, and
// converted to their dtype.
//
// Names: each rule `FROM=TO` replaces the prefix FROM of a name by TO; the
// first rule whose FROM begins the name applies, and a name no rule matches
// is kept. `module.=` drops the prefix PyTorch's DataParallel adds;
// `=net.` puts a model's instance name before PyTorch's state_dict names.
//
// Checks, all reported in one error (or, when the names differ only by a
// prefix, that and the --rename that fixes it): every tensor the program has that the
// file lacks, every tensor of the file the program lacks, every shape that
// differs, and every NaN or infinity (as --resume names them). The
// program's optimizer state, when a netc checkpoint holds it, is skipped,
// not an error. F64, F16 and BF16 tensors are converted to
// the parameter's F32, with a note naming them.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/checkpoint.h"
#include "runtime/tensor.h"

namespace netc::rt {

struct Rename {
  std::string from, to;
};

// "module.=net." -> {"module.", "net."}; for a spec without `=`, an error
// that its caller completes with what renames ("--rename needs " + it):
// "FROM=TO (a name prefix and its replacement, ...), not `module.`".
Expected<Rename> parse_rename(const std::string& spec);
// "module.=net.": how --rename takes it.
std::string rename_spec(const Rename& r);

// The one prefix rule FROM=TO (each ending at a `.` or empty) under which
// every name of `file` becomes a different name of `program` and every name
// of `required` is among them: `=net.` for PyTorch's state_dict names of
// the instance `net`, `module.=net.` for DataParallel's. {"", ""} when the
// names already match; nullopt when no rule or more than one does.
std::optional<Rename> matching_rename(const std::vector<std::string>& file, const std::set<std::string>& program,
                                      const std::set<std::string>& required);

struct Weights {
  std::map<std::string, Tensor> tensors;  // by the program's names, in its dtypes
  std::vector<std::string> notes;         // conversions and what was skipped
};

// What the error of weights that do not match says after the path (a file
// that cannot be read is another error).
inline constexpr const char* kWeightsMismatch = ": the weights do not match the program";

// Another framework's names and layouts for the program's tensors
// (PyTorch's state_dict, ir/torch_names.h), by the name a file's tensor has
// after the renames: the program's tensors it holds, as equal row blocks in
// order (one for a rename or reshape, wq, wk, wv for in_proj_weight), each
// laid out in its program tensor's shape; and names to pass over
// (BatchNorm's num_batches_tracked).
struct ForeignLayout {
  std::map<std::string, std::vector<std::string>> holds;
  std::set<std::string> ignored;
};

// `expected`: the program's tensors to initialise (its parameters and model
// states); `skipped`: the names of its optimizer state. In a file netc wrote
// (it has a fingerprint), another optimizer's state for the same parameters
// is skipped too (pre-trained with Adam, fine-tuned with SGD). `rename_hint` is how
// the caller takes renames, for the error's help, with `FROM=TO` where the
// rule goes: when one rule makes the names match (matching_rename), the
// help gives it.
// `layout`: the tensors a file may hold under another framework's names.
Expected<Weights> load_weights(const std::string& path, const TensorSpecs& expected, const std::set<std::string>& skipped,
                               const std::vector<Rename>& renames, const std::string& rename_hint = "--rename FROM=TO",
                               const ForeignLayout* layout = nullptr);

}  // namespace netc::rt
