// Which axis an op's result is split along (split_rule.h), op family by op
// family. Axes count from 0 in each tensor's own shape.
#include "ir/split_rule.h"

#include <algorithm>
#include <string>

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

std::variant<Placement, InferError> split_rule(Op op, const std::vector<TensorType>& ops, const Attrs& attrs,
                                               const TensorType& result) {
  if (ops.empty()) return result.device;  // created values: where the type says
  std::string set;
  for (const TensorType& t : ops)
    if (t.device.on_set()) set = t.device.devices.empty() ? "" : t.device.devices[0];
  auto split = [&](int axis) -> Placement {
    return axis < 0 ? Placement::replicated(set) : Placement::split(axis, set);
  };
  const TensorType& x = ops[0];
  int ax = axis_of(x);
  bool any_split = std::any_of(ops.begin(), ops.end(), [](const TensorType& t) { return t.device.is_split(); });
  const std::string name = op_name(op);

  switch (op) {
    case Op::To: {
      // The result's placement is the one asked for: a value moves onto a set
      // whole (replicated) or split along an axis; a split value stays put.
      const Placement& want = result.device;
      if (ax < 0) {
        if (want.is_split() && (want.split_axis < 0 || static_cast<size_t>(want.split_axis) >= result.rank()))
          return split_err("`to` splits along " + axis_text(want.split_axis) + ", which " + q(x.shape_str()) + " does not have");
        return want;
      }
      if (want == x.device) return want;
      return split_err("`to` of " + q(x.str()) + ", which each replica holds a share of: reduce it over " +
                           axis_text(ax) + " first (`mean`, `sum`)", 0);
    }
    case Op::ReplicaMean:
      if (ax >= 0)
        return split_err("`replica_mean` of " + q(x.str()) + ", which each replica holds a share of: it averages a "
                             "mean over the batch, so reduce " + axis_text(ax) + " with `mean` first",
                         0);
      return split(-1);
    default: break;
  }
  if (!any_split) return split(-1);

  // Elementwise ops (and dropout, if_training): the result is split where
  // its operands are, once they broadcast.
  if (op_kind(op) == OpKind::Elementwise || op_kind(op) == OpKind::Random || op_kind(op) == OpKind::Mode) {
    if (ops.size() == 1) return split(ax);
    auto a = broadcast_axis(ops, result.rank(), name.c_str());
    if (auto* e = std::get_if<InferError>(&a)) return *e;
    return split(std::get<int>(a));
  }
  if (op_kind(op) == OpKind::Reduction) {
    if (reduces_over(attrs, x.rank(), ax)) return split(-1);  // the global reduction (split_rule.h)
    if (attr_int(attrs, "keepdims", 0) != 0) return split(ax);
    int before = 0;
    for (int k = 0; k < ax; ++k)
      if (reduces_over(attrs, x.rank(), k)) ++before;
    return split(ax - before);
  }
  // An op along one axis (ops.def's kind Axis): row by row along the others;
  // argmax drops its axis.
  if (op_kind(op) == OpKind::Axis) {
    int64_t a = attr_int(attrs, "axis", -1);
    if (a < 0) a += static_cast<int64_t>(x.rank());
    if (a == ax)
      return split_err("`" + name + "` along " + axis_text(ax) + " of " + q(x.str()) +
                           (op_family(op) == OpFamily::Reduction ? " combines" : " compares") + " elements that live on different replicas",
                       0);
    if (result.rank() < x.rank() && a < ax) return split(ax - 1);
    return split(ax);
  }
  switch (op) {
    case Op::Matmul: {
      const TensorType& y = ops[1];
      int ay = axis_of(y);
      if (ax == static_cast<int>(x.rank()) - 1 || ay == static_cast<int>(y.rank()) - 2)
        return split_err("`matmul` sums over the split axis: " + q(x.str()) + " times " + q(y.str()) +
                             " would add products from different replicas",
                         ax >= 0 ? 0 : 1);
      if (ax == static_cast<int>(x.rank()) - 2 && ay >= 0)
        return split_err("`matmul` of two split operands " + q(x.str()) + " and " + q(y.str()) +
                             " needs them split along the same batch axis", 0, 1);
      if (ax == static_cast<int>(x.rank()) - 2) return split(static_cast<int>(result.rank()) - 2);
      if (ay == static_cast<int>(y.rank()) - 1)
        return split_err("`matmul` of " + q(y.str()) + " split along its columns is not supported", 1);
      // Split along a batch (leading) axis: broadcast like an elementwise op
      // over the leading axes.
      std::vector<TensorType> lead = ops;
      for (TensorType& t : lead) t.shape.resize(t.rank() - 2);
      auto a = broadcast_axis(lead, result.rank() - 2, "matmul");
      if (auto* e = std::get_if<InferError>(&a)) return *e;
      return split(std::get<int>(a));
    }
    case Op::BroadcastTo: {  // the split axis keeps its size; new axes come in front of it
      const int r = ax + static_cast<int>(result.rank() - x.rank());
      if (x.shape[static_cast<size_t>(ax)] != result.shape[static_cast<size_t>(r)])
        return split_err("`broadcast_to` of " + q(x.str()) + " to " + q(result.shape_str()) + " would repeat " +
                             axis_text(ax) + ", which is split over the replicas",
                         0);
      return split(r);
    }
    case Op::Transpose: {
      std::vector<int64_t> perm = attr_ints(attrs, "perm");
      if (perm.empty()) {
        for (size_t i = 0; i < x.rank(); ++i) perm.push_back(static_cast<int64_t>(i));
        std::swap(perm[x.rank() - 1], perm[x.rank() - 2]);
      }
      for (size_t i = 0; i < perm.size(); ++i)
        if ((perm[i] < 0 ? perm[i] + static_cast<int64_t>(x.rank()) : perm[i]) == ax) return split(static_cast<int>(i));
      break;
    }
    case Op::Reshape:
      if (std::optional<int> r = reshaped_split_axis(x, ax, result)) return split(*r);
      return split_err("`reshape` of " + q(x.str()) + " to " + q(result.shape_str()) + " does not keep " +
                           axis_text(ax) + ", which is split over the replicas, whole",
                       0);
    case Op::Slice: {
      std::vector<int64_t> starts = attr_ints(attrs, "starts"), steps = attr_ints(attrs, "steps");
      size_t a = static_cast<size_t>(ax);
      bool whole = a < starts.size() && a < steps.size() && starts[a] == 0 && steps[a] == 1 &&
                   result.shape[a] == x.shape[a];
      if (!whole)
        return split_err("`slice` of " + q(x.str()) + " must keep all of " + axis_text(ax) +
                             ", which is split over the replicas",
                         0);
      return split(ax);
    }
    case Op::Concat: {
      int c = static_cast<int>(attr_int(attrs, "axis", 0));
      if (c < 0) c += static_cast<int>(x.rank());
      for (size_t i = 0; i < ops.size(); ++i)
        if (axis_of(ops[i]) != ax || ax == c)
          return split_err(ax == c ? "`concat` along " + axis_text(c) + ", which is split over the replicas"
                                   : "`concat` needs every operand split along one axis, but " + q(ops[i].str()) +
                                         " is not split like " + q(x.str()),
                           0, static_cast<int>(i));
      return split(ax);
    }
    case Op::Gather: {
      const TensorType& idx = ops[1];
      if (ax == static_cast<int>(x.rank()) - 1 || axis_of(idx) != ax || ax < 0)
        return split_err("`gather` needs the tensor and its indices split along the same leading axis, not " +
                             q(x.str()) + " and " + q(idx.str()),
                         0, 1);
      return split(ax);
    }
    case Op::Take: {
      const TensorType& idx = ops[1];
      if (ax >= 0)
        return split_err("`take` from a table split over the replicas: " + q(x.str()) +
                             " must be the same on every replica",
                         0);
      return split(axis_of(idx));
    }
    case Op::TakeAlongAxis: case Op::ScatterAdd: {  // every operand split alike, not along `axis`
      int64_t a = attr_int(attrs, "axis", -1);
      if (a < 0) a += static_cast<int64_t>(x.rank());
      for (size_t i = 1; i < ops.size(); ++i)
        if (axis_of(ops[i]) != ax)
          return split_err("`" + name + "` needs the tensor, its indices and values split along the same axis, not " +
                               q(x.str()) + " and " + q(ops[i].str()),
                           0, static_cast<int>(i));
      if (ax == a)
        return split_err("`" + name + "` along " + axis_text(ax) + " of " + q(x.str()) +
                             " indexes elements that live on different replicas",
                         0);
      return split(ax);
    }
    case Op::Conv2d: case Op::Conv2dGradInput: case Op::MaxPool2d: case Op::AvgPool2d: {
      // conv2d_grad_input is conv_transpose2d: per example, like conv2d.
      if (ops.size() > 1 && axis_of(ops[1]) >= 0)
        return split_err("`" + name + "` with a kernel split over the replicas: " + q(ops[1].str()), 1);
      if (ax == 0 || (ax == 1 && op != Op::Conv2d && op != Op::Conv2dGradInput)) return split(ax);
      return split_err("`" + name + "` of " + q(x.str()) + ": only the batch axis 0 may be split over the replicas", 0);
    }
    default: break;
  }
  return split_err("`" + name + "` is not defined on a value split over replicas (" + q(x.str()) + ")", 0);
}

}  // namespace netc::ir
