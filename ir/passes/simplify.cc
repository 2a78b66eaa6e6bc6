#include "ir/passes/simplify.h"

#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "ir/infer.h"

namespace netc::ir {
namespace {

// Ops whose result is a function of their operands, attributes and type
// alone (no randomness, no device or replica traffic, no state): two of
// them with equal inputs compute the same bits, so the later one is the
// earlier one's value.
bool pure(Op op) {
  switch (op_kind(op)) {
    case OpKind::Elementwise:
    case OpKind::Reduction:
    case OpKind::Product:
      return true;
    default:
      return op == Op::Transpose || op == Op::Reshape || op == Op::Slice || op == Op::BroadcastTo ||
             op == Op::SumTo;
  }
}

std::vector<int64_t> perm_of(const Function& f, const Inst& t) {
  return transpose_perm(t.attrs, f.type_of(t.operands[0]).rank());
}

}  // namespace

Function simplify(const Function& in) {
  Function f = in;
  f.body.clear();
  std::map<ValueId, ValueId> replace;      // value -> the value to use instead
  std::map<ValueId, const Inst*> def;      // in the new body
  std::map<ValueId, int> uses;
  for (const Inst& i : in.body)
    for (ValueId o : i.operands) ++uses[o];
  for (ValueId r : in.results) ++uses[r];
  for (const StateUpdate& u : in.updates) ++uses[u.value];
  auto resolve = [&](ValueId v) {
    while (replace.count(v)) v = replace[v];
    return v;
  };
  // New body instructions are kept in a deque-like vector; pointers into it
  // are taken only after it is complete, so track definitions by index.
  std::map<ValueId, size_t> def_index;
  auto emit = [&](Inst i) {
    def_index[i.result] = f.body.size();
    f.body.push_back(std::move(i));
  };
  auto new_transpose_of = [&](ValueId x, const Loc& loc) -> ValueId {
    // transpose(transpose(y)) -> y
    if (def_index.count(x)) {
      const Inst& d = f.body[def_index[x]];
      if (d.op == Op::Transpose && swaps_last_two(perm_of(f, d))) return d.operands[0];
    }
    TensorType t = f.type_of(x);  // a copy: add_value may move the values
    std::swap(t.shape[t.rank() - 1], t.shape[t.rank() - 2]);
    ValueId v = f.add_value(t);
    emit(Inst{Op::Transpose, v, {x}, {}, loc});
    return v;
  };
  // Common subexpressions: a pure instruction equal to an earlier one (op,
  // operands, attributes, type) is that one's value. Autodiff writes them
  // (BatchNorm's `x - mean` once for the variance and again for the output
  // once `if_training` is gone), and each would be a pass over a tensor.
  using Key = std::tuple<Op, std::vector<ValueId>, Attrs, std::string>;
  std::map<Key, ValueId> seen;
  for (const Inst& orig : in.body) {
    Inst i = orig;
    for (ValueId& o : i.operands) o = resolve(o);
    // broadcast_to of a value to its own type (what `if_training` leaves
    // of BatchNorm's mean): the value itself.
    ValueId same = i.result;  // a value i's result is, computed already
    if (i.op == Op::BroadcastTo && f.type_of(i.result) == f.type_of(i.operands[0])) same = i.operands[0];
    else if (pure(i.op)) same = seen.emplace(Key{i.op, i.operands, i.attrs, f.type_of(i.result).str()}, i.result).first->second;
    if (same != i.result) {
      replace[i.result] = same;
      uses[same] += uses[i.result];
      continue;
    }
    if (i.body) i.body = std::make_shared<const Function>(simplify(*i.body));  // a loop's body alike
    if (i.op == Op::Transpose && def_index.count(i.operands[0])) {
      const Inst& d = f.body[def_index[i.operands[0]]];
      std::vector<int64_t> p2 = perm_of(f, i);
      std::vector<int64_t> p1 = d.op == Op::Transpose ? perm_of(f, d) : std::vector<int64_t>{};
      // Composition of permutations: the identity means the two cancel.
      bool identity = d.op == Op::Transpose && p1.size() == p2.size();
      for (size_t k = 0; identity && k < p2.size(); ++k) identity = p1[p2[k]] == static_cast<int64_t>(k);
      if (identity) {
        replace[i.result] = d.operands[0];
        continue;
      }
      if (d.op == Op::Matmul && swaps_last_two(p2) && uses[d.result] == 1) {
        // transpose(a @ b) = b^T @ a^T; the old product becomes dead.
        // (Copy the operands: emitting may move the instruction `d`.)
        ValueId a = d.operands[0], b = d.operands[1];
        Attrs attrs = d.attrs;  // `{precision = "f32"}` stays with the product
        ValueId bt = new_transpose_of(b, i.loc);
        ValueId at = new_transpose_of(a, i.loc);
        emit(Inst{Op::Matmul, i.result, {bt, at}, std::move(attrs), i.loc});
        continue;
      }
    }
    if (i.op == Op::Sum && def_index.count(i.operands[0]) && f.body[def_index[i.operands[0]]].op == Op::Ones &&
        attr_ints(i.attrs, "axes").empty() && f.type_of(i.result).rank() == 0) {
      // The element count may be symbolic (B): fold only a constant one.
      Dim n(int64_t{1});
      for (const Dim& d : f.type_of(i.operands[0]).shape) n = n * d;
      if (n.is_constant()) {
        emit(Inst{Op::Constant, i.result, {}, {{"value", static_cast<double>(n.value())}}, i.loc});
        continue;
      }
    }
    emit(std::move(i));
  }
  for (ValueId& r : f.results) r = resolve(r);
  for (StateUpdate& u : f.updates) u.value = resolve(u.value);
  // Dead code: keep what the results and the state updates need.
  std::vector<bool> live(f.values.size(), false);
  for (ValueId r : f.results) live[r] = true;
  for (const StateUpdate& u : f.updates) live[u.value] = true;
  for (auto it = f.body.rbegin(); it != f.body.rend(); ++it)
    if (live[it->result])
      for (ValueId o : it->operands) live[o] = true;
  std::vector<Inst> kept;
  for (Inst& i : f.body)
    if (live[i.result]) kept.push_back(std::move(i));
  f.body = std::move(kept);
  return f;
}

}  // namespace netc::ir
