// Which axis an op's result is split along (split_rule.h): by its kind
// (elementwise, reduction, along one axis), or by the rule its NETC_SPLIT
// line in ir/ops.def names. Axes count from 0 in each tensor's own shape.
#include "ir/split_rule.h"

#include <algorithm>
#include <string>
#include <vector>

namespace netc::ir {
namespace {

using K = InferError::Kind;

InferError split_err(std::string msg, int a = -1, int b = -1) { return {K::Split, std::move(msg), a, b}; }
std::string q(const std::string& s) { return "`" + s + "`"; }
std::string axis_text(int a) { return "axis " + std::to_string(a); }

// The axis each operand is split along, -1 when replicated.
int axis_of(const TensorType& t) { return t.device.is_split() ? t.device.split_axis : -1; }

// Operands aligned from the right to a result of rank `rank` (broadcasting):
// every split operand must land on one result axis, and a replicated operand
// must not have a size there other than 1 (it would hold the whole batch
// while the split one holds a share). The result axis, or -1 for none.
std::variant<int, InferError> broadcast_axis(const std::vector<TensorType>& ops, size_t rank, const char* what) {
  int axis = -1, from = -1;
  for (size_t i = 0; i < ops.size(); ++i) {
    int a = axis_of(ops[i]);
    if (a < 0) continue;
    int r = a + static_cast<int>(rank - ops[i].rank());
    if (axis >= 0 && r != axis)
      return split_err(std::string("operands of `") + what + "` are split along different axes: " +
                           q(ops[static_cast<size_t>(from)].str()) + " and " + q(ops[i].str()),
                       from, static_cast<int>(i));
    axis = r;
    from = static_cast<int>(i);
  }
  if (axis < 0) return -1;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (ops[i].device.is_split()) continue;
    int p = axis - static_cast<int>(rank - ops[i].rank());
    if (p < 0) continue;
    const Dim& d = ops[i].shape[static_cast<size_t>(p)];
    if (d.is_constant() && d.value() == 1) continue;
    return split_err(std::string("operands of `") + what + "` disagree on the batch: " + q(ops[i].str()) +
                         " is the same on every replica, but " + q(ops[static_cast<size_t>(from)].str()) +
                         " is split along the axis it has `" + d.str() + "` on",
                     static_cast<int>(i), from);
  }
  return axis;
}

bool reduces_over(const Attrs& attrs, size_t rank, int axis) {
  std::vector<int64_t> axes = attr_ints(attrs, "axes");
  if (axes.empty()) return true;
  for (int64_t a : axes)
    if ((a < 0 ? a + static_cast<int64_t>(rank) : a) == axis) return true;
  return false;
}

Dim product(const std::vector<Dim>& dims, size_t end) {
  Dim p(int64_t{1});
  for (size_t i = 0; i < end && i < dims.size(); ++i) p = p * dims[i];
  return p;
}

// The axis a reshape of x (split along axis ax) to `result` is split along,
// if it keeps each replica's share; nullopt if it mixes them. The split
// axis must survive with the same elements before it: whole; merged with
// the axes after it when their sizes are numbers ([B, 16, d] -> [16*B, d]:
// a replica's rows stay one contiguous share, 16 times as many); or, the
// inverse, as the outer one of axes whose inner sizes are numbers
// ([16*B, d] -> [B, 16, d]). Numbers, so that no share's size depends on
// which factor is the batch's.
std::optional<int> reshaped_split_axis(const TensorType& x, int ax, const TensorType& result) {
  const size_t a = static_cast<size_t>(ax);
  Dim before = product(x.shape, a);
  for (size_t r = 0; r < result.rank(); ++r) {
    if (product(result.shape, r) != before) continue;
    if (result.shape[r] == x.shape[a]) return static_cast<int>(r);
    Dim merged = x.shape[a];
    for (size_t k = a + 1; k < x.rank() && x.shape[k].is_constant(); ++k) {
      merged = merged * x.shape[k];
      if (result.shape[r] == merged) return static_cast<int>(r);
    }
    Dim outer = result.shape[r];
    for (size_t k = r + 1; k < result.rank() && result.shape[k].is_constant(); ++k) {
      outer = outer * result.shape[k];
      if (outer == x.shape[a]) return static_cast<int>(r);
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Placement> scanned_placement(const Placement& p, int64_t axis) {
  if (!p.is_split()) return p;
  if (p.split_axis == axis) return std::nullopt;
  Placement out = p;
  if (out.split_axis > axis) --out.split_axis;
  return out;
}

namespace {

using Split = std::variant<Placement, InferError>;

// What each op family's rule reads: the op, its operands (x the first, split
// along `ax`, -1 when replicated), its attributes and result type, and the
// device set they live on.
struct Operands {
  Op op;
  const std::vector<TensorType>& ops;
  const Attrs& attrs;
  const TensorType& result;
  std::string set;
  const TensorType& x;
  int ax;
  std::string name;

  Placement split(int axis) const { return axis < 0 ? Placement::replicated(set) : Placement::split(axis, set); }
  InferError undefined() const {
    return split_err("`" + name + "` is not defined on a value split over replicas (" + q(x.str()) + ")", 0);
  }
};

// The rules, each named as ops.def's NETC_SPLIT lines name it (and the
// kinds' rules: split_elementwise, split_reduction, split_along_one_axis).
namespace splitting {

// The result's placement is the one asked for: a value moves onto a set
// whole (replicated) or split along an axis; a split value stays put.
Split To(const Operands& o) {
  const Placement& want = o.result.device;
  if (o.ax < 0) {
    if (want.is_split() && (want.split_axis < 0 || static_cast<size_t>(want.split_axis) >= o.result.rank()))
      return split_err("`to` splits along " + axis_text(want.split_axis) + ", which " + q(o.x.shape_str()) +
                       " does not have");
    return want;
  }
  if (want == o.x.device) return want;
  return split_err("`to` of " + q(o.x.str()) + ", which each replica holds a share of: reduce it over " +
                       axis_text(o.ax) + " first (`mean`, `sum`)",
                   0);
}

Split ReplicaMean(const Operands& o) {
  if (o.ax >= 0)
    return split_err("`replica_mean` of " + q(o.x.str()) + ", which each replica holds a share of: it averages a "
                         "mean over the batch, so reduce " + axis_text(o.ax) + " with `mean` first",
                     0);
  return o.split(-1);
}

// Elementwise ops (and dropout, if_training): the result is split where its
// operands are, once they broadcast.
Split split_elementwise(const Operands& o) {
  if (o.ops.size() == 1) return o.split(o.ax);
  auto a = broadcast_axis(o.ops, o.result.rank(), o.name.c_str());
  if (auto* e = std::get_if<InferError>(&a)) return *e;
  return o.split(std::get<int>(a));
}

Split split_reduction(const Operands& o) {
  if (reduces_over(o.attrs, o.x.rank(), o.ax)) return o.split(-1);  // the global reduction (split_rule.h)
  if (attr_int(o.attrs, "keepdims", 0) != 0) return o.split(o.ax);
  int before = 0;
  for (int k = 0; k < o.ax; ++k)
    if (reduces_over(o.attrs, o.x.rank(), k)) ++before;
  return o.split(o.ax - before);
}

// An op along one axis (ops.def's kind Axis): row by row along the others;
// argmax drops its axis.
Split split_along_one_axis(const Operands& o) {
  int64_t a = attr_int(o.attrs, "axis", -1);
  if (a < 0) a += static_cast<int64_t>(o.x.rank());
  if (a == o.ax)
    return split_err("`" + o.name + "` along " + axis_text(o.ax) + " of " + q(o.x.str()) +
                         (op_family(o.op) == OpFamily::Reduction ? " combines" : " compares") +
                         " elements that live on different replicas",
                     0);
  if (o.result.rank() < o.x.rank() && a < o.ax) return o.split(o.ax - 1);
  return o.split(o.ax);
}

Split Matmul(const Operands& o) {
  const TensorType &x = o.x, &y = o.ops[1];
  const int ax = o.ax, ay = axis_of(y);
  if (ax == static_cast<int>(x.rank()) - 1 || ay == static_cast<int>(y.rank()) - 2)
    return split_err("`matmul` sums over the split axis: " + q(x.str()) + " times " + q(y.str()) +
                         " would add products from different replicas",
                     ax >= 0 ? 0 : 1);
  if (ax == static_cast<int>(x.rank()) - 2 && ay >= 0)
    return split_err("`matmul` of two split operands " + q(x.str()) + " and " + q(y.str()) +
                         " needs them split along the same batch axis",
                     0, 1);
  if (ax == static_cast<int>(x.rank()) - 2) return o.split(static_cast<int>(o.result.rank()) - 2);
  if (ay == static_cast<int>(y.rank()) - 1)
    return split_err("`matmul` of " + q(y.str()) + " split along its columns is not supported", 1);
  // Split along a batch (leading) axis: broadcast like an elementwise op
  // over the leading axes.
  std::vector<TensorType> lead = o.ops;
  for (TensorType& t : lead) t.shape.resize(t.rank() - 2);
  auto a = broadcast_axis(lead, o.result.rank() - 2, "matmul");
  if (auto* e = std::get_if<InferError>(&a)) return *e;
  return o.split(std::get<int>(a));
}

// The split axis keeps its size; new axes come in front of it.
Split BroadcastTo(const Operands& o) {
  const int r = o.ax + static_cast<int>(o.result.rank() - o.x.rank());
  if (o.x.shape[static_cast<size_t>(o.ax)] != o.result.shape[static_cast<size_t>(r)])
    return split_err("`broadcast_to` of " + q(o.x.str()) + " to " + q(o.result.shape_str()) + " would repeat " +
                         axis_text(o.ax) + ", which is split over the replicas",
                     0);
  return o.split(r);
}

Split Transpose(const Operands& o) {
  std::vector<int64_t> perm = attr_ints(o.attrs, "perm");
  const size_t rank = o.x.rank();
  if (perm.empty()) {
    for (size_t i = 0; i < rank; ++i) perm.push_back(static_cast<int64_t>(i));
    std::swap(perm[rank - 1], perm[rank - 2]);
  }
  for (size_t i = 0; i < perm.size(); ++i)
    if ((perm[i] < 0 ? perm[i] + static_cast<int64_t>(rank) : perm[i]) == o.ax) return o.split(static_cast<int>(i));
  return o.undefined();
}

Split Reshape(const Operands& o) {
  if (std::optional<int> r = reshaped_split_axis(o.x, o.ax, o.result)) return o.split(*r);
  return split_err("`reshape` of " + q(o.x.str()) + " to " + q(o.result.shape_str()) + " does not keep " +
                       axis_text(o.ax) + ", which is split over the replicas, whole",
                   0);
}

Split Slice(const Operands& o) {
  std::vector<int64_t> starts = attr_ints(o.attrs, "starts"), steps = attr_ints(o.attrs, "steps");
  const size_t a = static_cast<size_t>(o.ax);
  bool whole = a < starts.size() && a < steps.size() && starts[a] == 0 && steps[a] == 1 &&
               o.result.shape[a] == o.x.shape[a];
  if (!whole)
    return split_err("`slice` of " + q(o.x.str()) + " must keep all of " + axis_text(o.ax) +
                         ", which is split over the replicas",
                     0);
  return o.split(o.ax);
}

Split Concat(const Operands& o) {
  int c = static_cast<int>(attr_int(o.attrs, "axis", 0));
  if (c < 0) c += static_cast<int>(o.x.rank());
  for (size_t i = 0; i < o.ops.size(); ++i)
    if (axis_of(o.ops[i]) != o.ax || o.ax == c)
      return split_err(o.ax == c ? "`concat` along " + axis_text(c) + ", which is split over the replicas"
                                 : "`concat` needs every operand split along one axis, but " + q(o.ops[i].str()) +
                                       " is not split like " + q(o.x.str()),
                       0, static_cast<int>(i));
  return o.split(o.ax);
}

Split Gather(const Operands& o) {
  const TensorType& idx = o.ops[1];
  if (o.ax == static_cast<int>(o.x.rank()) - 1 || axis_of(idx) != o.ax || o.ax < 0)
    return split_err("`gather` needs the tensor and its indices split along the same leading axis, not " +
                         q(o.x.str()) + " and " + q(idx.str()),
                     0, 1);
  return o.split(o.ax);
}

Split Take(const Operands& o) {
  if (o.ax >= 0)
    return split_err("`take` from a table split over the replicas: " + q(o.x.str()) +
                         " must be the same on every replica",
                     0);
  return o.split(axis_of(o.ops[1]));
}

// take_along_axis, scatter_add: every operand split alike, not along `axis`.
Split AlongAxis(const Operands& o) {
  int64_t a = attr_int(o.attrs, "axis", -1);
  if (a < 0) a += static_cast<int64_t>(o.x.rank());
  for (size_t i = 1; i < o.ops.size(); ++i)
    if (axis_of(o.ops[i]) != o.ax)
      return split_err("`" + o.name + "` needs the tensor, its indices and values split along the same axis, not " +
                           q(o.x.str()) + " and " + q(o.ops[i].str()),
                       0, static_cast<int>(i));
  if (o.ax == a)
    return split_err("`" + o.name + "` along " + axis_text(o.ax) + " of " + q(o.x.str()) +
                         " indexes elements that live on different replicas",
                     0);
  return o.split(o.ax);
}

// Convolutions and pooling, per example (conv2d_grad_input is
// conv_transpose2d: like conv2d).
Split PerImage(const Operands& o) {
  if (o.ops.size() > 1 && axis_of(o.ops[1]) >= 0)
    return split_err("`" + o.name + "` with a kernel split over the replicas: " + q(o.ops[1].str()), 1);
  const bool channels_apart = o.op != Op::Conv2d && o.op != Op::Conv2dGradInput;
  if (o.ax == 0 || (o.ax == 1 && channels_apart)) return o.split(o.ax);
  return split_err("`" + o.name + "` of " + q(o.x.str()) + ": only the batch axis 0 may be split over the replicas", 0);
}

}  // namespace splitting

// The op-specific rules by op, from ops.def's NETC_SPLIT lines.
struct SplitEntry {
  Split (*rule)(const Operands&) = nullptr;
  bool unsplit = false;  // decides where no operand is split too
};

const SplitEntry& split_entry(Op op) {
  static const std::vector<SplitEntry> table = [] {
    std::vector<SplitEntry> t(kOpCount);
#define NETC_OP(name, spelling, arity, kind, grads, typing, family)
#define NETC_SPLIT(name, rule, unsplit) t[static_cast<size_t>(Op::name)] = {&splitting::rule, unsplit};
#include "ir/ops.def"
#undef NETC_SPLIT
#undef NETC_OP
    return t;
  }();
  return table[static_cast<size_t>(op)];
}

}  // namespace

Split split_rule(Op op, const std::vector<TensorType>& ops, const Attrs& attrs, const TensorType& result) {
  if (ops.empty()) return result.device;  // created values: where the type says
  std::string set;
  for (const TensorType& t : ops)
    if (t.device.on_set()) set = t.device.devices.empty() ? "" : t.device.devices[0];
  const Operands o{op, ops, attrs, result, set, ops[0], axis_of(ops[0]), op_name(op)};
  const SplitEntry& e = split_entry(op);
  if (e.rule && e.unsplit) return e.rule(o);
  if (std::none_of(ops.begin(), ops.end(), [](const TensorType& t) { return t.device.is_split(); })) return o.split(-1);
  switch (op_kind(op)) {
    case OpKind::Elementwise: case OpKind::Random: case OpKind::Mode: return splitting::split_elementwise(o);
    case OpKind::Reduction: return splitting::split_reduction(o);
    case OpKind::Axis: return splitting::split_along_one_axis(o);
    default: break;
  }
  return e.rule ? e.rule(o) : o.undefined();
}

}  // namespace netc::ir
