#include "codegen/common/plan.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "ir/infer.h"

namespace netc::codegen {

using ir::Op;

namespace {
// How many times per element the loops that read a value may compute it
// when it is recomputed rather than stored: a bound on the code and the
// arithmetic it is copied into.
constexpr int kRecomputedCopies = 4;
}  // namespace

bool is_elementwise(Op op) { return ir::op_kind(op) == ir::OpKind::Elementwise || op == Op::BroadcastTo; }

bool is_reduction(Op op) { return ir::op_kind(op) == ir::OpKind::Reduction || op == Op::SumTo; }

int64_t element_count(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::vector<int> reduction_out_axes(const ir::Inst& i, const std::vector<int64_t>& xs, const std::vector<int64_t>& rs) {
  std::vector<int> out_axis(xs.size(), -1);
  if (i.op == Op::SumTo) {
    // Right-aligned broadcasting: an axis is kept where the result has it.
    size_t lead = xs.size() - rs.size();
    for (size_t k = 0; k < rs.size(); ++k)
      if (rs[k] != 1 || xs[lead + k] == 1) out_axis[lead + k] = static_cast<int>(k);
    return out_axis;
  }
  std::vector<int64_t> axes = ir::attr_ints(i.attrs, "axes");
  bool keep = ir::attr_int(i.attrs, "keepdims", 0) != 0;
  std::vector<bool> red(xs.size(), axes.empty());
  for (int64_t a : axes) red[a < 0 ? a + static_cast<int64_t>(xs.size()) : a] = true;
  int o = 0;
  for (size_t k = 0; k < xs.size(); ++k) {
    if (!red[k]) out_axis[k] = o++;
    else if (keep) ++o;
  }
  return out_axis;
}

bool is_last_two_swap(const std::vector<int64_t>& shape_of_result, const ir::Inst& i) {
  return ir::swaps_last_two(ir::transpose_perm(i.attrs, shape_of_result.size()));
}

void Plan::leaf_buffers(ir::ValueId v, std::vector<ir::ValueId>& out) const {
  if (fused[v]) {
    for (ir::ValueId o : def[v]->operands) leaf_buffers(o, out);
    return;
  }
  if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
}

std::vector<ir::ValueId> Plan::fused_tree(const ir::Inst& i) const {
  std::vector<ir::ValueId> out{i.result};
  for (size_t k = 0; k < out.size(); ++k) {
    const ir::Inst* d = def[out[k]];
    if (!d || (k > 0 && !fused[out[k]])) continue;
    for (ir::ValueId o : d->operands) out.push_back(o);
  }
  return out;
}

std::vector<ir::ValueId> Plan::carried_by(const ir::Inst& i) const {
  std::vector<ir::ValueId> out;
  for (ir::ValueId v : fused_tree(i))
    if (carried[v] && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  return out;
}

std::string dims_text(const std::map<std::string, int64_t>& dims) {
  std::string out;
  for (const auto& [k, v] : dims) out += (out.empty() ? "" : ", ") + k + " = " + std::to_string(v);
  return out;
}

namespace {

// Value v of f as a message names it: by its name, else by the instruction
// that makes it and where (`the `zeros` at line 9, column 13`).
std::string value_text(const ir::Function& f, ir::ValueId v) {
  if (!f.values[v].name.empty()) return "`" + f.values[v].name + "`";
  for (const ir::Inst& i : f.body)
    if (i.result == v && i.loc.line > 0)
      return std::string("the `") + ir::op_name(i.op) + "` at line " + std::to_string(i.loc.line) + ", column " +
             std::to_string(i.loc.col);
  return "a value of @" + f.name;
}

}  // namespace

ir::Function bind_sizes(const ir::Function& f, const std::map<std::string, int64_t>& dims) {
  ir::Function out = f;
  std::map<std::string, ir::Dim> bindings;
  for (const auto& [k, v] : dims) bindings[k] = ir::Dim(v);
  // In one pass, in body order: a one-element f32 value whose operands are
  // known constants is computed here, in f32 as the code would compute it,
  // so that it is a constant every consumer can recompute.
  auto one_f32 = [&f](ir::ValueId v) {
    const ir::TensorType& t = f.values[v].type;
    return t.dtype == ir::DType::F32 &&
           std::all_of(t.shape.begin(), t.shape.end(), [](const ir::Dim& d) { return d.is_constant() && d.value() == 1; });
  };
  std::vector<std::optional<double>> known(f.values.size());
  std::vector<bool> ones(f.values.size(), false);
  for (ir::Inst& i : out.body) {
    std::optional<double> r;
    if (i.op == Op::Constant) {
      if (auto it = i.attrs.find("value"); it != i.attrs.end()) {
        if (const double* v = std::get_if<double>(&it->second)) r = *v;
        if (const int64_t* v = std::get_if<int64_t>(&it->second)) r = static_cast<double>(*v);
      }
      if (!one_f32(i.result)) r.reset();  // only those take part in the arithmetic below
    } else if (i.op == Op::Ones) {
      ones[i.result] = true;
    } else if (i.op == Op::Sum && ones[i.operands[0]] && ir::attr_ints(i.attrs, "axes").empty() &&
               f.type_of(i.result).rank() == 0) {
      // A count of elements (the gradient of a mean over the batch divides
      // by sum(ones(f32[B]))): a number once the dims are bound.
      ir::Dim n(int64_t{1});
      for (const ir::Dim& d : f.type_of(i.operands[0]).shape) n = n * d.substitute(bindings);
      if (n.is_constant() && n.value() >= 1 && n.value() <= ir::kMaxDim) r = static_cast<double>(n.value());
    } else if (one_f32(i.result)) {
      std::vector<float> x;
      for (ir::ValueId o : i.operands)
        if (known[o]) x.push_back(static_cast<float>(*known[o]));
      if (!x.empty() && x.size() == i.operands.size()) {
        switch (i.op) {
          case Op::Reshape: r = x[0]; break;
          case Op::Neg: r = -x[0]; break;
          case Op::Add: r = x[0] + x[1]; break;
          case Op::Sub: r = x[0] - x[1]; break;
          case Op::Mul: r = x[0] * x[1]; break;
          case Op::Div: r = x[0] / x[1]; break;
          default: break;
        }
        if (r && !std::isfinite(static_cast<float>(*r))) r.reset();
      }
    }
    if (!r) continue;
    known[i.result] = r;
    if (i.op != Op::Constant) i = ir::Inst{Op::Constant, i.result, {}, {{"value", *r}}, i.loc};
  }
  return out;
}

Expected<Plan> make_plan(const ir::Function& f, const std::map<std::string, int64_t>& dims) {
  // Training and inference differ before code generation, not in it.
  if (!f.updates.empty())
    return Status::error("internal error: @" + f.name + " still assigns model states; run ir::for_inference or take them as results (ir::differentiate does) first");
  for (const ir::Inst& i : f.body)
    if (i.op == ir::Op::IfTraining)
      return Status::error("internal error: @" + f.name +
                           " still has `if_training`; run ir::for_training or ir::for_inference first");
  size_t n = f.values.size();
  Plan p;
  p.shape.assign(n, {});
  p.uses.assign(n, 0);
  p.fused.assign(n, false);
  p.elided.assign(n, false);
  p.def.assign(n, nullptr);
  p.consumers.assign(n, {});
  p.result_count.assign(n, 0);
  // The checker's limit on declared types holds for bound ones too, so that
  // no size computed from a shape overflows.
  std::map<std::string, ir::Dim> bindings;
  for (auto& [k, v] : dims) {
    if (v < 1 || v > ir::kMaxDim)
      return Status::error("dimension `" + k + "` is bound to " + std::to_string(v) + "; it must be 1 to 2^40");
    bindings[k] = ir::Dim(v);
  }
  for (size_t v = 0; v < n; ++v) {
    int64_t count = 1;
    for (const ir::Dim& d : f.values[v].type.shape) {
      ir::Dim c = d.substitute(bindings);
      if (!c.is_constant())
        return Status::error("dimension `" + d.str() + "` of @" + f.name + " has no value; bind it");
      p.shape[v].push_back(c.value());
      if (c.value() < 0 || __builtin_mul_overflow(count, c.value(), &count) || count > ir::kMaxDim)
        return Status::error("with " + dims_text(dims) + ", " + value_text(f, static_cast<ir::ValueId>(v)) + " (" +
                             f.values[v].type.str() + ") would have more than 2^40 elements; bind smaller sizes");
    }
  }
  // A slice of an axis whose size is bound only now (the checker could not
  // tell whether it fits) is checked now, before any code reads outside it.
  for (const ir::Inst& i : f.body) {
    if (i.op != Op::Slice && i.op != Op::SliceGrad) continue;
    const auto& big = p.shape[i.op == Op::Slice ? i.operands[0] : i.result];
    const auto& small = p.shape[i.op == Op::Slice ? i.result : i.operands[0]];
    std::vector<int64_t> starts = ir::attr_ints(i.attrs, "starts"), steps = ir::attr_ints(i.attrs, "steps");
    for (size_t k = 0; k < big.size() && k < starts.size() && k < steps.size(); ++k)
      if (auto e = ir::slice_out_of_bounds(big[k], small[k], starts[k], steps[k]))
        return Status::error("with " + dims_text(dims) + ", the slice at line " + std::to_string(i.loc.line) +
                             ", column " + std::to_string(i.loc.col) + " reads outside axis " + std::to_string(k) +
                             ": " + *e + "; bind a larger size or slice less");
  }
  for (ir::ValueId r : f.results) ++p.result_count[r];
  p.live.assign(n, false);
  for (ir::ValueId r : f.results) p.live[r] = true;
  for (auto it = f.body.rbegin(); it != f.body.rend(); ++it)
    if (p.live[it->result])
      for (ir::ValueId o : it->operands) p.live[o] = true;
  for (const ir::Inst& i : f.body) {
    if (!p.live[i.result]) continue;
    p.def[i.result] = &i;
    for (ir::ValueId o : i.operands) {
      ++p.uses[o];
      p.consumers[o].push_back(&i);
    }
  }
  for (ir::ValueId r : f.results) ++p.uses[r];
  // Fusion, readers before what they read: copies[v] is how many times the
  // loops that read v compute it per element (a fused reader's copies, 1
  // for a loop of its own).
  std::vector<int> copies(n, 0);
  for (auto it = f.body.rbegin(); it != f.body.rend(); ++it) {
    const ir::Inst& i = *it;
    if (!p.live[i.result] || p.is_result(i.result)) continue;
    bool producer = is_elementwise(i.op) || (i.op == Op::Constant && element_count(p.shape[i.result]) == 1);
    if (!producer) continue;
    const auto& cons = p.consumers[i.result];
    bool all_pull = !cons.empty() && std::all_of(cons.begin(), cons.end(), [](const ir::Inst* c) {
      return is_elementwise(c->op) || is_reduction(c->op);
    });
    if (!all_pull) continue;
    std::vector<const ir::Inst*> readers;
    for (const ir::Inst* c : cons)
      if (std::find(readers.begin(), readers.end(), c) == readers.end()) readers.push_back(c);
    int computed = 0;
    for (const ir::Inst* c : readers) computed += p.fused[c->result] ? copies[c->result] : 1;
    // One reader, even one that reads it twice (`g * c + g * c`, a square's
    // gradient): its loop computes it once (the compiler merges the two).
    // A one-element constant costs nothing to recompute. Else a value
    // read by a few loops is recomputed by each when that reads no more
    // than a stored copy would: at most one operand of its size (a
    // gradient's `where(y > 0, g, 0)`, BatchNorm's `x - mean`), the others
    // smaller (broadcasts of per-channel numbers). Each reader then reads
    // that one tensor instead of the copy, which is neither written nor
    // read back; the copies computed per element stay few.
    const int64_t size = element_count(p.shape[i.result]);
    const auto full = std::count_if(i.operands.begin(), i.operands.end(),
                                    [&](ir::ValueId o) { return element_count(p.shape[o]) >= size; });
    const bool recomputed = full <= 1 && computed <= kRecomputedCopies;
    if (readers.size() == 1 || i.op == Op::Constant || recomputed) {
      p.fused[i.result] = true;
      copies[i.result] = std::max(computed, 1);
    }
  }
  // Carrying: a result computed elementwise whose one reader is elementwise
  // and, through the fused chain above it, ends in an elementwise loop over
  // the same shape. That loop visits each of its elements once, so it can
  // compute and store it there; a loop of its own would read its operands
  // and write it, and the consumer read it again.
  p.carried.assign(n, false);
  for (const ir::Inst& i : f.body) {
    ir::ValueId v = i.result;
    if (!p.live[v] || !p.is_result(v) || !is_elementwise(i.op) || p.fused[v]) continue;
    if (p.consumers[v].size() != 1 || p.uses[v] != p.result_count[v] + 1) continue;
    const ir::Inst* c = p.consumers[v][0];
    bool same_loop = true;
    while (same_loop) {
      same_loop = is_elementwise(c->op) && p.shape[c->result] == p.shape[v];
      if (!same_loop || !p.fused[c->result]) break;
      // One loop must store v: not a value several loops recompute.
      if (p.consumers[c->result].size() != 1) same_loop = false;
      else c = p.consumers[c->result][0];
    }
    if (same_loop) p.fused[v] = p.carried[v] = true;
  }
  for (const ir::Inst& i : f.body) {
    if (!p.live[i.result] || i.op != Op::Transpose || !is_last_two_swap(p.shape[i.result], i)) continue;
    const auto& cons = p.consumers[i.result];
    if (!p.is_result(i.result) && !cons.empty() &&
        std::all_of(cons.begin(), cons.end(), [](const ir::Inst* c) { return c->op == Op::Matmul; }))
      p.elided[i.result] = true;
  }
  return p;
}

}  // namespace netc::codegen
