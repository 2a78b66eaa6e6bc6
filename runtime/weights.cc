// Parameters alone from a safetensors file (weights.h).
#include "runtime/weights.h"

#include <algorithm>
#include <utility>

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

Expected<Rename> parse_rename(const std::string& spec) {
  size_t eq = spec.find('=');
  if (eq == std::string::npos)
    return Status::error("--rename needs FROM=TO (a name prefix and its replacement, e.g. `module.=net.`), not `" +
                         spec + "`");
  return Rename{spec.substr(0, eq), spec.substr(eq + 1)};
}

Expected<Weights> load_weights(const std::string& path, const TensorSpecs& expected, const std::set<std::string>& skip,
                               const std::vector<Rename>& renames, const std::string& rename_hint) {
  ReadOptions read;
  read.f64_as_f32 = true;
  auto ck = read_checkpoint(path, {}, read);
  if (!ck.ok()) return ck.status();
  Weights w;
  std::vector<std::string> problems, skipped, converted;
  size_t non_finite = 0;  // problems that renaming cannot help with
  std::map<std::string, std::string> source;  // program name -> file name
  for (auto& [file_name, t] : ck->tensors) {
    std::string name = renamed(file_name, renames);
    std::string shown = name == file_name ? "`" + name + "`" : "`" + file_name + "` (renamed `" + name + "`)";
    if (skip.count(name)) {
      skipped.push_back(name);
      continue;
    }
    auto want = expected.find(name);
    if (want == expected.end()) {
      problems.push_back(shown + ": in the file (" + type_str(t.dtype(), t.shape()) + ") but not in the program");
      continue;
    }
    if (auto [it, fresh] = source.emplace(name, file_name); !fresh) {
      problems.push_back("`" + name + "`: both `" + it->second + "` and `" + file_name + "` are renamed to it");
      continue;
    }
    if (t.shape() != want->second.shape) {
      problems.push_back(shown + ": file " + type_str(t.dtype(), t.shape()) + ", program " +
                         type_str(want->second.dtype, want->second.shape));
      continue;
    }
    bool wide = std::find(ck->from_f64.begin(), ck->from_f64.end(), file_name) != ck->from_f64.end();
    bool is_float = t.dtype() == DType::F32 || t.dtype() == DType::F16 || t.dtype() == DType::BF16;
    Tensor value;
    if (want->second.dtype != DType::F32 || !is_float) {
      if (t.dtype() != want->second.dtype) {
        std::string in_file = wide ? "f64" + type_str(t.dtype(), t.shape()).substr(3) : type_str(t.dtype(), t.shape());
        problems.push_back(shown + ": file " + in_file + ", program " + type_str(want->second.dtype, want->second.shape) +
                           " (only floats convert)");
        continue;
      }
      value = std::move(t);
    } else {
      if (wide || t.dtype() != DType::F32)
        converted.push_back(name + " (" + (wide ? std::string("f64") : std::string(dtype_name(t.dtype()))) + ")");
      auto f = as_f32(std::move(t));
      if (!f.ok()) return f.status();
      value = std::move(*f);
    }
    // NaN or an infinity (also an f64 too large for f32) would train on silently.
    if (auto bad = non_finite_problem(shown, value)) {
      problems.push_back(*bad);
      ++non_finite;
    }
    w.tensors.emplace(name, std::move(value));
  }
  for (const auto& [name, spec] : expected)
    if (!w.tensors.count(name) && !source.count(name))
      problems.push_back("`" + name + "`: missing from the file (program " + type_str(spec.dtype, spec.shape) + ")");
  if (!problems.empty()) {
    std::string msg = path + kWeightsMismatch + " (" + std::to_string(problems.size()) +
                      (problems.size() == 1 ? " problem" : " problems") + "):";
    for (const std::string& p : problems) msg += "\n  " + p;
    if (renames.empty() && problems.size() > non_finite)
      msg += "\nhelp: rename the file's names with " + rename_hint + " (a prefix; `module.=` drops PyTorch DataParallel's)";
    return Status::error(msg);
  }
  if (!converted.empty()) w.notes.push_back("converted to f32: " + list(converted));
  if (!skipped.empty())
    w.notes.push_back("skipped " + std::to_string(skipped.size()) + " optimizer state tensor" +
                      (skipped.size() == 1 ? "" : "s") + " (training starts its optimizer afresh)");
  return w;
}

}  // namespace netc::rt
