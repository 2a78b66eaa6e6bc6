// einsum(spec, a) and einsum(spec, a, b), as torch.einsum and numpy's: a
// spec of one letter per axis (`"bhqd,bhkd->bhqk"`), lowered to the ops
// the IR has. With two operands the letters fall in four groups: batch (in
// a, b and the result), contracted (in a and b only), a's own and b's own
// (each also in the result); a letter in one operand only and not in the
// result is summed away first. a becomes [batch, a's own, contracted] and b
// [batch, contracted, b's own], each its groups' sizes multiplied; one
// batched matmul, then the result's axes in the spec's order. With one
// operand: the sums, then a transpose. `...` stands for the axes no letter
// names, aligned from the right, of equal sizes (no broadcasting of a size
// of 1). What einsum can mean that this does not (a diagonal `ii`, an
// implicit result) is an error that says so.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "frontend/check/checker.h"

namespace netc::check {

using ir::Dim;
using ir::Op;
using ir::TensorType;
using K = Val::Kind;

namespace {

struct Spec {
  std::vector<std::string> inputs;  // one letter per axis
  std::string output;
  std::string ellipsis;  // the letters `...` stands for (unused in the spec), in order
};

// Each `...` as letters the spec does not use: an operand's last
// rank - (its letters) of them, the result's all (as numpy aligns them,
// from the right, but without broadcasting a size of 1).
std::string expand_ellipsis(Spec& spec, const std::vector<size_t>& ranks) {
  const std::string dots = "...";
  size_t most = 0;
  bool any = false;
  std::vector<long> counts(spec.inputs.size(), -1);
  for (size_t k = 0; k < spec.inputs.size(); ++k) {
    const std::string& s = spec.inputs[k];
    const size_t at = s.find(dots);
    if (at == std::string::npos) continue;
    if (s.find(dots, at + 1) != std::string::npos) return "it has two `...` in one operand";
    const long n = static_cast<long>(ranks[k]) - static_cast<long>(s.size() - dots.size());
    if (n < 0) return "it names more axes than operand " + std::to_string(k + 1) + " has";
    counts[k] = n;
    most = std::max(most, static_cast<size_t>(n));
    any = true;
  }
  const bool out = spec.output.find(dots) != std::string::npos;
  if (!any) return out ? "its result has `...` but no operand does" : "";
  if (!out && most > 0) return "its result must keep the axes of `...`: write `...` after `->` too";
  for (char c = 'A'; spec.ellipsis.size() < most && c <= 'z'; ++c) {
    if (!std::isalpha(static_cast<unsigned char>(c))) continue;
    bool used = spec.output.find(c) != std::string::npos;
    for (const std::string& s : spec.inputs) used = used || s.find(c) != std::string::npos;
    if (!used) spec.ellipsis += c;
  }
  if (spec.ellipsis.size() < most) return "`...` stands for more axes than there are free letters";
  for (size_t k = 0; k < spec.inputs.size(); ++k)
    if (counts[k] >= 0)
      spec.inputs[k].replace(spec.inputs[k].find(dots), dots.size(), spec.ellipsis.substr(most - static_cast<size_t>(counts[k])));
  if (out) spec.output.replace(spec.output.find(dots), dots.size(), spec.ellipsis);
  return "";
}

// The spec parsed, or the reason it cannot be (for operands of `ranks`).
std::string parse_spec(const std::string& text, const std::vector<size_t>& ranks, Spec& spec) {
  const size_t operands = ranks.size();
  const size_t arrow = text.find("->");
  if (arrow == std::string::npos)
    return "it needs the result's axes after `->` (netc does not infer them): `\"ij,jk->ik\"`";
  std::string lhs = text.substr(0, arrow);
  spec.output = text.substr(arrow + 2);
  std::string part;
  for (char c : lhs + ",") {
    if (c == ',') {
      spec.inputs.push_back(part);
      part.clear();
    } else if (c != ' ') {
      part += c;
    }
  }
  spec.output.erase(std::remove(spec.output.begin(), spec.output.end(), ' '), spec.output.end());
  if (spec.inputs.size() != operands)
    return "it names " + std::to_string(spec.inputs.size()) + " operand" + (spec.inputs.size() == 1 ? "" : "s") +
           " but is given " + std::to_string(operands);
  if (std::string why = expand_ellipsis(spec, ranks); !why.empty()) return why;
  for (const std::string& s : spec.inputs)
    for (char c : s)
      if (!std::isalpha(static_cast<unsigned char>(c))) return std::string("`") + c + "` is not an axis letter";
  for (char c : spec.output)
    if (!std::isalpha(static_cast<unsigned char>(c))) return std::string("`") + c + "` is not an axis letter";
  for (const std::string& s : spec.inputs)
    for (size_t i = 0; i < s.size(); ++i)
      if (s.find(s[i], i + 1) != std::string::npos)
        return std::string("`") + s[i] + "` names two axes of one operand (a diagonal), which is not supported";
  for (size_t i = 0; i < spec.output.size(); ++i) {
    const char c = spec.output[i];
    if (spec.output.find(c, i + 1) != std::string::npos) return std::string("`") + c + "` names two axes of the result";
    bool found = false;
    for (const std::string& s : spec.inputs) found = found || s.find(c) != std::string::npos;
    if (!found) return std::string("the result's `") + c + "` is no operand's axis";
  }
  return "";
}

}  // namespace

std::optional<Val> Checker::builtin_einsum(Builtin& bc, Context& /*ctx*/) {
  if (bc.name != "einsum") return std::nullopt;
  const ast::Expr& call = bc.call;
  const std::string what = "`einsum`";
  const bool two = bc.arg("b") != nullptr;
  if (!bc.want("spec", K::String) | !bc.want("a", K::Tensor) | (two && !bc.want("b", K::Tensor)))
    return Val::error(call.range);
  const Val& spec_val = *bc.arg("spec");
  std::vector<Val> xs = {*bc.arg("a")};
  if (two) xs.push_back(*bc.arg("b"));
  Spec spec;
  std::vector<size_t> ranks;
  for (const Val& x : xs) ranks.push_back(x.type.rank());
  if (std::string why = parse_spec(spec_val.text, ranks, spec); !why.empty()) {
    error(DiagKind::InvalidArgument, spec_val.range, "the einsum spec \"" + spec_val.text + "\": " + why);
    return Val::error(call.range);
  }
  // Each letter's size, the same in every operand that names it.
  std::map<char, Dim> size;
  for (size_t k = 0; k < xs.size(); ++k) {
    const std::string& s = spec.inputs[k];
    if (s.size() != xs[k].type.rank()) {
      Diagnostic& d = error(DiagKind::RankMismatch, xs[k].range,
                            "the einsum spec names " + std::to_string(s.size()) + " axes (`" + s + "`) for `" +
                                text(xs[k].range) + "`, which has " + std::to_string(xs[k].type.rank()));
      d.notes.push_back({xs[k].range, q(text(xs[k].range)) + " is `" + type_text(xs[k].type) + "`"});
      return Val::error(call.range);
    }
    for (size_t i = 0; i < s.size(); ++i) {
      auto [it, fresh] = size.insert({s[i], xs[k].type.shape[i]});
      if (!fresh && it->second != xs[k].type.shape[i]) {
        const std::string axis = spec.ellipsis.find(s[i]) != std::string::npos ? std::string("an axis of `...`")
                                                                                 : std::string("the axis `") + s[i] + "`";
        Diagnostic& d = error(DiagKind::ShapeMismatch, call.range,
                              "in `einsum`: " + axis + " is `" + it->second.str() + "` in `" +
                                  text(xs[0].range) + "` but `" + xs[k].type.shape[i].str() + "` in `" +
                                  text(xs[k].range) + "`");
        for (const Val& x : xs) d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
        return Val::error(call.range);
      }
    }
  }
  auto in = [](const std::string& s, char c) { return s.find(c) != std::string::npos; };
  // An operand's reshaped or summed form is still that operand to a
  // message about it (its text, where it was made).
  auto as = [](Val v, const Val& operand) {
    if (!v.is_error()) v.range = operand.range, v.origin = operand.origin;
    return v;
  };
  // Sums away the letters of x (named `letters`) that `keep` does not
  // name; `letters` becomes what is left.
  auto sum_away = [&](Val x, std::string& letters, const std::string& keep) {
    std::vector<int64_t> axes;
    std::string left;
    for (size_t i = 0; i < letters.size(); ++i)
      if (in(keep, letters[i])) left += letters[i];
      else axes.push_back(static_cast<int64_t>(i));
    letters = left;
    if (axes.empty()) return x;
    return as(emit(Op::Sum, {x}, {{"axes", axes}, {"keepdims", false}}, call, nullptr, what), x);
  };
  // x's axes (named `letters`) in the order of `order`.
  auto permute = [&](const Val& x, const std::string& letters, const std::string& order) {
    std::vector<int64_t> perm;
    bool identity = true;
    for (size_t i = 0; i < order.size(); ++i) {
      perm.push_back(static_cast<int64_t>(letters.find(order[i])));
      identity = identity && perm.back() == static_cast<int64_t>(i);
    }
    if (identity || x.is_error()) return x;
    return as(emit(Op::Transpose, {x}, {{"perm", perm}}, call, nullptr, what), x);
  };
  auto reshape = [&](const Val& x, std::vector<Dim> shape) {
    if (x.is_error() || x.type.shape == shape) return x;
    TensorType t = x.type;
    t.shape = std::move(shape);
    return as(emit(Op::Reshape, {x}, {}, call, &t, what), x);
  };
  auto product = [&](const std::string& letters) {
    Dim p(int64_t{1});
    for (char c : letters) p = p * size.at(c);
    return p;
  };
  if (!two) {
    std::string letters = spec.inputs[0];
    Val v = permute(sum_away(xs[0], letters, spec.output), letters, spec.output);
    if (!v.is_error()) v.range = call.range;  // the result is the call's
    return v;
  }
  std::string la = spec.inputs[0], lb = spec.inputs[1];
  Val a = sum_away(xs[0], la, lb + spec.output), b = sum_away(xs[1], lb, la + spec.output);
  std::string batch, contracted, own_a, own_b;
  for (char c : la) (in(lb, c) ? (in(spec.output, c) ? batch : contracted) : own_a) += c;
  for (char c : lb)
    if (!in(la, c)) own_b += c;
  auto batched = [&](std::vector<Dim> shape) {  // no batch letters: plain matrices
    if (!batch.empty()) shape.insert(shape.begin(), product(batch));
    return shape;
  };
  a = reshape(permute(a, la, batch + own_a + contracted), batched({product(own_a), product(contracted)}));
  b = reshape(permute(b, lb, batch + contracted + own_b), batched({product(contracted), product(own_b)}));
  if (a.is_error() || b.is_error()) return Val::error(call.range);
  Val c = emit(Op::Matmul, {a, b}, {}, call, nullptr, what);
  std::vector<Dim> shape;
  for (char l : batch + own_a + own_b) shape.push_back(size.at(l));
  return permute(reshape(c, shape), batch + own_a + own_b, spec.output);
}

}  // namespace netc::check
