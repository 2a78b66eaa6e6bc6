// The one rule for sizing named dims (dims.h).
#include "ir/dims.h"

namespace netc::ir {

std::set<std::string> batch_dims(const Function& f) {
  std::set<std::string> out;
  for (ValueId v : f.params) {
    const TensorType& t = f.type_of(v);
    if (!t.shape.empty() && t.shape[0].is_symbol()) out.insert(t.shape[0].symbol_name());
  }
  return out;
}

Expected<DimSizes> bind_dims(const Function& f, const DimRule& rule) {
  DimSizes dims = rule.given;
  std::set<std::string> batch = batch_dims(f);
  for (const Value& v : f.values)
    for (const Dim& d : v.type.shape)
      for (const std::string& s : d.symbols()) {
        if (dims.count(s)) continue;
        if (batch.count(s) && rule.batch > 0)
          dims[s] = rule.batch;
        else if (!batch.count(s) && rule.other)
          dims[s] = *rule.other;
        else if (batch.count(s))
          return Status::error("`" + f.name + "` has the batch size `" + s + "`, and no batch size is known: pass --batch N");
        else
          return Status::error("`" + f.name + "` has the size `" + s + "`, which is not the batch: pass --dim " + s +
                               "=VALUE");
      }
  return dims;
}

Status dims_from_shape(const TensorType& t, const std::vector<int64_t>& shape, const std::string& what,
                       DimSizes* given) {
  if (t.shape.size() != shape.size())
    return Status::error(what + ": " + std::to_string(t.shape.size()) + " dimensions, not " +
                         std::to_string(shape.size()));
  for (size_t k = 0; k < shape.size(); ++k) {
    const Dim& d = t.shape[k];
    int64_t n = shape[k];
    if (n <= 0) return Status::error(what + ": dimension " + std::to_string(k) + " must be positive");
    if (d.is_constant() && d.value() != n)
      return Status::error(what + ": dimension " + std::to_string(k) + " is " + std::to_string(d.value()) + ", not " +
                           std::to_string(n));
    if (!d.is_symbol()) continue;
    auto [it, fresh] = given->emplace(d.symbol_name(), n);
    if (!fresh && it->second != n)
      return Status::error(what + ": dimension " + std::to_string(k) + " is " + d.symbol_name() + " = " +
                           std::to_string(it->second) + ", not " + std::to_string(n));
  }
  return Status();
}

}  // namespace netc::ir
