// Parameters alone from a safetensors file (weights.h).
#include "runtime/weights.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <utility>

#include "base/state_names.h"

namespace netc::rt {
namespace {

std::string renamed(const std::string& name, const std::vector<Rename>& renames) {
  for (const Rename& r : renames)
    if (name.rfind(r.from, 0) == 0) return r.to + name.substr(r.from.size());
  return name;
}

// `t` as F32 (F32, F16 and BF16 in; F64 was converted when read).
Expected<Tensor> as_f32(Tensor&& t) {
  if (t.dtype() == DType::F32) return std::move(t);
  auto out = Tensor::create(DType::F32, t.shape());
  if (!out.ok()) return out.status();
  float* o = out->data_as<float>();
  const auto* h = static_cast<const uint16_t*>(t.data());
  for (int64_t i = 0; i < t.numel(); ++i) o[i] = t.dtype() == DType::F16 ? f16_to_f32(h[i]) : bf16_to_f32(h[i]);
  return out;
}

std::string list(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
  return out;
}

}  // namespace

std::string rename_spec(const Rename& r) { return r.from + "=" + r.to; }

namespace {

// Whether `r` maps every name of `file` to a different name of `program`,
// covering `required`.
bool renames_onto(const Rename& r, const std::vector<std::string>& file, const std::set<std::string>& program,
                  const std::set<std::string>& required) {
  std::set<std::string> seen;
  for (const std::string& f : file) {
    std::string name = renamed(f, {r});
    if (!program.count(name) || !seen.insert(name).second) return false;
  }
  return std::includes(seen.begin(), seen.end(), required.begin(), required.end());
}

// A prefix that ends at a name's component boundary: empty, or up to a `.`.
bool at_boundary(const std::string& prefix) { return prefix.empty() || prefix.back() == '.'; }

}  // namespace

std::optional<Rename> matching_rename(const std::vector<std::string>& file, const std::set<std::string>& program,
                                      const std::set<std::string>& required) {
  if (file.empty()) return std::nullopt;
  // A rule that works maps the first name to some program name with the
  // same tail: one candidate per program name, from their longest common
  // tail that starts a component in both.
  const std::string& first = file.front();
  std::set<std::pair<std::string, std::string>> tried;
  std::optional<Rename> found;
  for (const std::string& p : program) {
    size_t common = 0;
    while (common < first.size() && common < p.size() && first[first.size() - 1 - common] == p[p.size() - 1 - common])
      ++common;
    for (size_t tail = common;; --tail) {
      Rename r{first.substr(0, first.size() - tail), p.substr(0, p.size() - tail)};
      if (at_boundary(r.from) && at_boundary(r.to)) {
        if (tried.insert({r.from, r.to}).second && renames_onto(r, file, program, required)) {
          if (found) return std::nullopt;  // two rules: which is meant is not ours to guess
          found = r;
        }
        break;
      }
      if (tail == 0) break;
    }
  }
  if (found && found->from == found->to) return Rename{};
  return found;
}

Expected<Rename> parse_rename(const std::string& spec) {
  size_t eq = spec.find('=');
  if (eq == std::string::npos)
    return Status::error("FROM=TO (a name prefix and its replacement, e.g. `module.=net.`), not `" + spec + "`");
  return Rename{spec.substr(0, eq), spec.substr(eq + 1)};
}

// Whether `name`, in a file netc wrote, is training state as netc names it
// (base/state_names.h) for a parameter of `expected`, or the loss scaler's:
// another optimizer's state (Adam's `m` where the program trains with SGD)
// is skipped as the program's own is.
static bool netc_optimizer_state(const std::string& name, const TensorSpecs& expected) {
  std::optional<std::string> owner = state_owner(name);
  return owner && (owner->empty() || expected.count(*owner) > 0);
}

// `t`'s elements as row block `k` of `n`, in `shape` (as many elements), or
// nullopt when `t` does not split so.
static std::optional<Tensor> row_block(const Tensor& t, size_t k, size_t n, const std::vector<int64_t>& shape) {
  if (t.shape().empty() || t.shape()[0] % static_cast<int64_t>(n) != 0) return std::nullopt;
  int64_t count = 1;
  for (int64_t d : shape) count *= d;
  if (count * static_cast<int64_t>(n) != t.numel()) return std::nullopt;
  auto out = Tensor::create(t.dtype(), shape);
  if (!out.ok()) return std::nullopt;
  const size_t bytes = out->nbytes();
  std::memcpy(out->data(), static_cast<const char*>(t.data()) + k * bytes, bytes);
  return std::move(*out);
}

Expected<Weights> load_weights(const std::string& path, const TensorSpecs& expected, const std::set<std::string>& skip,
                               const std::vector<Rename>& renames, const std::string& rename_hint,
                               const ForeignLayout* layout) {
  ReadOptions read;
  read.f64_as_f32 = true;
  auto ck = read_checkpoint(path, {}, read);
  if (!ck.ok()) return ck.status();
  Weights w;
  std::vector<std::string> problems, skipped, converted;
  size_t non_finite = 0;  // problems that renaming cannot help with
  std::map<std::string, std::string> source;  // program name -> file name
  const bool netc_file = ck->metadata.count(kMetaFingerprint) > 0;
  size_t foreign = 0;  // tensors read in another framework's layout
  std::optional<Status> failed;
  // One program tensor `name` from the file's `file_name` (its value `t`,
  // already in the program's shape), `shown` as the problems name it.
  auto accept = [&](const std::string& file_name, const std::string& name, const std::string& shown, Tensor t) {
    auto want = expected.find(name);
    if (auto [it, fresh] = source.emplace(name, file_name); !fresh) {
      problems.push_back("`" + name + "`: both `" + it->second + "` and `" + file_name + "` are renamed to it");
      return;
    }
    if (t.shape() != want->second.shape) {
      problems.push_back(shown + ": file " + type_str(t.dtype(), t.shape()) + ", program " +
                         type_str(want->second.dtype, want->second.shape));
      return;
    }
    bool wide = std::find(ck->from_f64.begin(), ck->from_f64.end(), file_name) != ck->from_f64.end();
    bool is_float = t.dtype() == DType::F32 || t.dtype() == DType::F16 || t.dtype() == DType::BF16;
    Tensor value;
    if (want->second.dtype != DType::F32 || !is_float) {
      if (t.dtype() != want->second.dtype) {
        std::string in_file = wide ? "f64" + type_str(t.dtype(), t.shape()).substr(3) : type_str(t.dtype(), t.shape());
        problems.push_back(shown + ": file " + in_file + ", program " + type_str(want->second.dtype, want->second.shape) +
                           " (only floats convert)");
        return;
      }
      value = std::move(t);
    } else {
      if (wide || t.dtype() != DType::F32)
        converted.push_back(name + " (" + (wide ? std::string("f64") : std::string(dtype_name(t.dtype()))) + ")");
      auto f = as_f32(std::move(t));
      if (!f.ok()) {
        failed = f.status();
        return;
      }
      value = std::move(*f);
    }
    // NaN or an infinity (also an f64 too large for f32) would train on silently.
    if (auto bad = non_finite_problem(shown, value)) {
      problems.push_back(*bad);
      ++non_finite;
    }
    w.tensors.emplace(name, std::move(value));
  };
  for (auto& [file_name, t] : ck->tensors) {
    std::string name = renamed(file_name, renames);
    std::string shown = name == file_name ? "`" + name + "`" : "`" + file_name + "` (renamed `" + name + "`)";
    if (skip.count(name) || (netc_file && !expected.count(name) && netc_optimizer_state(name, expected))) {
      skipped.push_back(name);
      continue;
    }
    auto held = layout ? layout->holds.find(name) : decltype(layout->holds.end()){};
    const bool foreign_layout = layout && held != layout->holds.end();
    auto own = expected.find(name);
    if (own != expected.end() && (!foreign_layout || t.shape() == own->second.shape)) {
      accept(file_name, name, shown, std::move(t));
      if (failed) return *failed;
      continue;
    }
    if (layout && layout->ignored.count(name)) continue;
    if (!foreign_layout) {
      problems.push_back(shown + ": in the file (" + type_str(t.dtype(), t.shape()) + ") but not in the program");
      continue;
    }
    // Another framework's layout: each program tensor it holds, a row block
    // laid out in that tensor's shape.
    const std::vector<std::string>& parts = held->second;
    for (size_t k = 0; k < parts.size(); ++k) {
      const TensorSpec& spec = expected.at(parts[k]);
      std::string as = shown + " (as the program's `" + parts[k] + "`)";
      std::optional<Tensor> block = row_block(t, k, parts.size(), spec.shape);
      if (!block) {
        std::string what = parts.size() == 1 ? type_str(spec.dtype, spec.shape)
                                             : std::to_string(parts.size()) + " blocks of rows, each " +
                                                   type_str(spec.dtype, spec.shape);
        problems.push_back(shown + ": file " + type_str(t.dtype(), t.shape()) + ", program " + what + " (`" +
                           parts[k] + "`)");
        break;
      }
      accept(file_name, parts[k], as, std::move(*block));
      if (failed) return *failed;
    }
    ++foreign;
  }
  for (const auto& [name, spec] : expected)
    if (!w.tensors.count(name) && !source.count(name))
      problems.push_back("`" + name + "`: missing from the file (program " + type_str(spec.dtype, spec.shape) + ")");
  if (!problems.empty()) {
    // One prefix rule that makes the names match is the fix to give.
    std::vector<std::string> file_names;
    for (const auto& [name, t] : ck->tensors) file_names.push_back(name);
    std::set<std::string> program_names = skip, required;
    std::map<std::string, std::string> held_by;  // a program tensor -> the foreign name that holds it
    if (layout)
      for (const auto& [name, parts] : layout->holds) {
        program_names.insert(name);
        for (const std::string& p : parts) held_by[p] = name;
      }
    if (layout) program_names.insert(layout->ignored.begin(), layout->ignored.end());
    for (const auto& [name, spec] : expected) {
      program_names.insert(name);
      // Another framework's file names a tensor as the layout does.
      auto h = held_by.find(name);
      required.insert(h == held_by.end() || netc_file ? name : h->second);
    }
    std::optional<Rename> fix = matching_rename(file_names, program_names, required);
    if (fix && fix->from.empty() && fix->to.empty()) fix.reset();  // the names match: the problems are others
    if (fix && renames.size() == 1 && rename_spec(renames[0]) == rename_spec(*fix)) fix.reset();
    auto with_fix = [&](const std::string& spec) {
      std::string hint = rename_hint;
      if (size_t at = hint.find("FROM=TO"); at != std::string::npos) hint.replace(at, 7, spec);
      return hint;
    };
    if (fix && renames.empty()) {
      // Names alone differ: say how, not every name twice.
      std::string example = file_names.front();
      return Status::error(path + kWeightsMismatch + ": the file's " + std::to_string(file_names.size()) +
                           " names differ from the program's by a prefix: `" + example + "` is the program's `" +
                           renamed(example, {*fix}) + "`\nhelp: add " + with_fix(rename_spec(*fix)));
    }
    std::string msg = path + kWeightsMismatch + " (" + std::to_string(problems.size()) +
                      (problems.size() == 1 ? " problem" : " problems") + "):";
    for (const std::string& p : problems) msg += "\n  " + p;
    if (fix)
      msg += "\nhelp: the file's names match the program's with " + with_fix(rename_spec(*fix));
    else if (renames.empty() && problems.size() > non_finite)
      msg += "\nhelp: rename the file's names with " + rename_hint + " (a prefix; `module.=` drops PyTorch DataParallel's)";
    return Status::error(msg);
  }
  if (foreign) w.notes.push_back("read " + std::to_string(foreign) + " in PyTorch's names and layouts");
  if (!converted.empty()) w.notes.push_back("converted to f32: " + list(converted));
  if (!skipped.empty())
    w.notes.push_back("skipped " + std::to_string(skipped.size()) + " optimizer state tensor" +
                      (skipped.size() == 1 ? "" : "s") + " (training starts its optimizer afresh)");
  return w;
}

}  // namespace netc::rt
