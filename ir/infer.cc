#include "ir/infer.h"

#include "ir/elementwise.h"

#include <algorithm>

#include "ir/split_rule.h"

namespace netc::ir {
namespace {

InferError err(InferError::Kind k, std::string msg, int a = -1, int b = -1) { return {k, std::move(msg), a, b}; }

std::string q(const std::string& s) { return "`" + s + "`"; }

// All operands on one device: the heart of netc. Reports the first pair that
// differs. Values on one device set meet whatever their split; split_rule
// then says where the result is split.
std::optional<InferError> same_device(const std::vector<TensorType>& ops) {
  for (size_t i = 1; i < ops.size(); ++i)
    if (ops[i].device.home() != ops[0].device.home())
      return err(InferError::Kind::Device,
                 "operands are on different devices: " + q(ops[0].device.str()) + " and " + q(ops[i].device.str()), 0,
                 static_cast<int>(i));
  return std::nullopt;
}

std::optional<InferError> same_dtype(const std::vector<TensorType>& ops, size_t from = 0) {
  for (size_t i = from + 1; i < ops.size(); ++i)
    if (ops[i].dtype != ops[from].dtype)
      return err(InferError::Kind::DType,
                 std::string("operands have different dtypes: `") + dtype_name(ops[from].dtype) + "` and `" +
                     dtype_name(ops[i].dtype) + "`",
                 static_cast<int>(from), static_cast<int>(i));
  return std::nullopt;
}

std::optional<int64_t> norm_axis(int64_t axis, size_t rank) {
  int64_t r = static_cast<int64_t>(rank);
  if (axis < -r || axis >= r) return std::nullopt;
  return axis < 0 ? axis + r : axis;
}

InferError bad_axis(int64_t axis, size_t rank) {
  return err(InferError::Kind::Argument,
             "axis " + std::to_string(axis) + " is out of range for a tensor of rank " + std::to_string(rank));
}

Dim product(const std::vector<Dim>& dims) {
  Dim p(int64_t{1});
  for (const Dim& d : dims) p = p * d;
  return p;
}

// Whether `from` broadcasts to exactly `to` (numpy rules, one direction).
bool broadcasts_to(const std::vector<Dim>& from, const std::vector<Dim>& to) {
  if (from.size() > to.size()) return false;
  auto b = broadcast_shapes(from, to);
  return b.ok() && *b == to;
}

// `t` with the dtype `d`.
TensorType with_dtype(TensorType t, DType d) {
  t.dtype = d;
  return t;
}

// The backward ops' result is the hint; it must keep the dtype and device of
// the operand the gradient flows from (the convolutions' gradients: their
// product's dtype, f32 for bf16 or f16 operands).

std::optional<InferError> hint_like(Op op, const TensorType* hint, const TensorType& like) {
  if (!hint) return err(InferError::Kind::Argument, std::string("`") + op_name(op) + "` needs its result type");
  if (hint->dtype != like.dtype || hint->device.home() != like.device.home())
    return err(InferError::Kind::Shape, std::string("`") + op_name(op) + "` keeps the dtype and device, but the result is " +
                                            q(hint->str()) + " for an operand " + q(like.str()));
  if (!is_float(like.dtype))
    return err(InferError::Kind::DType, std::string("`") + op_name(op) + "` needs a floating-point tensor, not `" +
                                            dtype_name(like.dtype) + "`", 0);
  return std::nullopt;
}

// `slice` of x with `attrs` giving `r`: one start and one step (>= 1) per
// axis, and every element read inside x where the sizes are known. Where
// they are not (the batch, a sequence length named by a signature), the
// backends check the same rule when the sizes are bound
// (codegen::make_plan); the checker has already checked what it could
// locate (frontend/check/indexing.cc).
std::optional<InferError> check_slice(const TensorType& x, const TensorType& r, const Attrs& attrs) {
  std::vector<int64_t> starts = attr_ints(attrs, "starts"), steps = attr_ints(attrs, "steps");
  if (r.rank() != x.rank())
    return err(InferError::Kind::Rank, "`slice` keeps the rank, but the result is " + q(r.shape_str()) + " for " + q(x.shape_str()), 0);
  if (starts.size() != x.rank() || steps.size() != x.rank())
    return err(InferError::Kind::Argument, "`slice` needs a start and a step for each of the " + std::to_string(x.rank()) + " axes");
  for (size_t k = 0; k < x.rank(); ++k) {
    if (steps[k] < 1)
      return err(InferError::Kind::Argument, "`slice` needs steps >= 1, but axis " + std::to_string(k) + " has step " +
                                                 std::to_string(steps[k]));
    const Dim &n = x.shape[k], &m = r.shape[k];
    if (!n.is_constant() || !m.is_constant()) continue;
    if (auto e = slice_out_of_bounds(n.value(), m.value(), starts[k], steps[k]))
      return err(InferError::Kind::Shape, "`slice` reads outside axis " + std::to_string(k) + " of " + q(x.shape_str()) + ": " + *e, 0);
  }
  return std::nullopt;
}

}  // namespace

int64_t slice_start(int64_t start, int64_t n) { return start < 0 ? start + n : start; }

std::vector<int64_t> slice_starts(const Attrs& attrs, const std::vector<int64_t>& sliced) {
  std::vector<int64_t> starts = attr_ints(attrs, "starts");
  for (size_t k = 0; k < starts.size() && k < sliced.size(); ++k) starts[k] = slice_start(starts[k], sliced[k]);
  return starts;
}

std::optional<std::string> slice_out_of_bounds(int64_t n, int64_t count, int64_t start, int64_t step) {
  int64_t first = slice_start(start, n);
  if (count >= 1 && first >= 0 && step >= 1 && first < n && (n - 1 - first) / step >= count - 1) return std::nullopt;
  return std::to_string(count) + " elements from " + std::to_string(first) + " in steps of " + std::to_string(step) +
         " of an axis of " + std::to_string(n);
}

int64_t attr_int(const Attrs& attrs, const std::string& name, int64_t dflt) {
  auto it = attrs.find(name);
  if (it == attrs.end()) return dflt;
  if (auto* v = std::get_if<int64_t>(&it->second)) return *v;
  if (auto* b = std::get_if<bool>(&it->second)) return *b;
  return dflt;
}

double attr_number(const Attrs& attrs, const std::string& name, double dflt) {
  auto it = attrs.find(name);
  if (it == attrs.end()) return dflt;
  if (auto* d = std::get_if<double>(&it->second)) return *d;
  if (auto* i = std::get_if<int64_t>(&it->second)) return static_cast<double>(*i);
  return dflt;
}

std::vector<int64_t> transpose_perm(const Attrs& attrs, size_t rank) {
  std::vector<int64_t> perm = attr_ints(attrs, "perm");
  if (perm.empty() && rank >= 2) {
    for (size_t k = 0; k < rank; ++k) perm.push_back(static_cast<int64_t>(k));
    std::swap(perm[rank - 1], perm[rank - 2]);
  }
  for (int64_t& p : perm)
    if (p < 0) p += static_cast<int64_t>(rank);
  return perm;
}

bool swaps_last_two(const std::vector<int64_t>& perm) {
  const size_t r = perm.size();
  if (r < 2) return false;
  for (size_t k = 0; k + 2 < r; ++k)
    if (perm[k] != static_cast<int64_t>(k)) return false;
  return perm[r - 2] == static_cast<int64_t>(r - 1) && perm[r - 1] == static_cast<int64_t>(r - 2);
}

std::optional<size_t> indexed_axis(const Inst& inst, size_t rank) {
  if (rank == 0) return std::nullopt;
  switch (inst.op) {
    case Op::Take: return 0;
    case Op::Gather: return rank - 1;
    case Op::TakeAlongAxis:
    case Op::ScatterAdd: {
      int64_t a = attr_int(inst.attrs, "axis", -1);
      return static_cast<size_t>(a < 0 ? a + static_cast<int64_t>(rank) : a);
    }
    default: return std::nullopt;
  }
}

std::vector<int64_t> attr_ints(const Attrs& attrs, const std::string& name) {
  auto it = attrs.find(name);
  if (it == attrs.end()) return {};
  if (auto* v = std::get_if<std::vector<int64_t>>(&it->second)) return *v;
  if (auto* v = std::get_if<int64_t>(&it->second)) return {*v};
  return {};
}

Expected<std::vector<Dim>> broadcast_shapes(const std::vector<Dim>& a, const std::vector<Dim>& b) {
  size_t n = std::max(a.size(), b.size());
  std::vector<Dim> out(n);
  for (size_t i = 0; i < n; ++i) {
    // Align from the right.
    const Dim* da = i < n - a.size() ? nullptr : &a[i - (n - a.size())];
    const Dim* db = i < n - b.size() ? nullptr : &b[i - (n - b.size())];
    if (!da) out[i] = *db;
    else if (!db) out[i] = *da;
    else if (*da == *db) out[i] = *da;
    else if (da->is_constant() && da->value() == 1) out[i] = *db;
    else if (db->is_constant() && db->value() == 1) out[i] = *da;
    else
      return Status::error("dimension " + std::to_string(i) + " is `" + da->str() + "` in one operand and `" +
                           db->str() + "` in the other");
  }
  return out;
}

namespace {

using Operands = std::vector<TensorType>;

// Elementwise ops of one operand, by their typing class (ir/ops.def).
InferResult unary(const ElementwiseRule& r, const Operands& ops) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const std::string name = op_name(r.op);
  switch (r.typing) {
    case Typing::Float:
      if (!is_float(x.dtype))
        return err(K::DType, "`" + name + "` needs a floating-point tensor, not `" + dtype_name(x.dtype) + "`", 0);
      return x;
    case Typing::Logic:
      if (x.dtype != DType::Bool) return err(K::DType, std::string("`!` needs a `bool` tensor, not `") + dtype_name(x.dtype) + "`", 0);
      return x;
    case Typing::Equality:
      return TensorType{DType::Bool, x.shape, x.device};
    case Typing::Order:
      if (x.dtype == DType::Bool) return err(K::DType, "`" + name + "` is not defined on `bool`", 0);
      return TensorType{DType::Bool, x.shape, x.device};
    default:
      if (x.dtype == DType::Bool) return err(K::DType, "`" + name + "` is not defined on `bool`", 0);
      return x;
  }
}

// Ops of several operands, broadcasting, by their typing class (if_training:
// any dtype, kept).
InferResult broadcasting(Op op, const Operands& ops) {
  using K = InferError::Kind;
  if (auto e = same_device(ops)) return *e;
  const ElementwiseRule* r = elementwise_rule(op);
  const Typing typing = r ? r->typing : Typing::Equality;  // if_training: any dtype, kept
  DType result_dtype;
  if (typing == Typing::Select) {
    if (ops[0].dtype != DType::Bool)
      return err(K::DType, std::string("the condition of `") + op_name(op) + "` must be `bool`, not `" + dtype_name(ops[0].dtype) + "`", 0);
    if (auto e = same_dtype(ops, 1)) return *e;
    result_dtype = ops[1].dtype;
  } else {
    if (auto e = same_dtype(ops)) return *e;
    const DType d = ops[0].dtype;
    if (typing == Typing::Logic && d != DType::Bool)
      return err(K::DType, std::string("`") + op_name(op) + "` needs `bool` operands, not `" + dtype_name(d) + "`", 0);
    if (typing == Typing::Float && !is_float(d))
      return err(K::DType, std::string("`") + op_name(op) + "` needs floating-point operands, not `" + dtype_name(d) + "`", 0);
    if ((typing == Typing::Numeric || typing == Typing::Order) && d == DType::Bool)
      return err(K::DType, std::string("`") + op_name(op) + "` is not defined on `bool`", 0);
    const bool to_bool = r && (typing == Typing::Equality || typing == Typing::Order);
    result_dtype = to_bool ? DType::Bool : d;
  }
  std::vector<Dim> shape = ops[0].shape;
  for (size_t i = 1; i < ops.size(); ++i) {
    auto b = broadcast_shapes(shape, ops[i].shape);
    if (!b.ok())
      return err(K::Broadcast, "shapes " + q(ops[0].shape_str()) + " and " + q(ops[i].shape_str()) +
                                   " do not broadcast: " + b.message(), 0, static_cast<int>(i));
    shape = *b;
  }
  return TensorType{result_dtype, shape, ops[0].device};
}

// A cast changes the dtype only: its result type is given.
InferResult cast_rule(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!hint) return err(K::Argument, "`cast` needs its result type");
  if (hint->shape != x.shape || hint->device.home() != x.device.home())
    return err(K::Shape, "`cast` changes only the dtype, but the result is " + q(hint->str()) + " for an operand " + q(x.str()));
  return *hint;
}

// The typing rules that ops.def's `Typing` column names: each gives the
// result type of an op from its operands' types, its attributes and, where
// the operands cannot say (creation, reshape, cast, the gradients), the
// result type the instruction gives (the hint), or why there is none. The
// arity is checked before (infer_shape).
namespace typing {

// Creation: the result is what the instruction says.
InferResult Given(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  if (!hint) return err(InferError::Kind::Argument, std::string("`") + op_name(op) + "` needs its result type");
  return *hint;
}

InferResult Arange(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  if (!hint) return err(K::Argument, "`arange` needs its result type");
  if (hint->rank() != 1) return err(K::Rank, "`arange` makes a vector, not " + q(hint->shape_str()));
  if (hint->dtype == DType::Bool) return err(K::DType, "`arange` makes numbers, not `bool`");
  return *hint;
}

// Every elementwise op, by its line's typing class; a cast's result type is
// given.
InferResult Elementwise(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  const ElementwiseRule& r = *elementwise_rule(op);
  if (r.typing == Typing::Convert) return cast_rule(op, ops, attrs, hint);
  return r.arity == 1 ? unary(r, ops) : broadcasting(op, ops);
}

// if_training: both sides broadcast, of one dtype.
InferResult Broadcast(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  return broadcasting(op, ops);
}

// Dropout keeps its operand's type.
InferResult Dropout(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!is_float(x.dtype)) return err(K::DType, "`dropout` needs a floating-point tensor", 0);
  auto p = attrs.find("p");
  const double* pv = p == attrs.end() ? nullptr : std::get_if<double>(&p->second);
  if (p != attrs.end() && (!pv || !(*pv >= 0.0 && *pv < 1.0)))
    return err(K::Argument, "`dropout` needs a probability `p` in [0, 1)");
  auto seed = attrs.find("seed");
  if (seed != attrs.end() && !std::holds_alternative<int64_t>(seed->second))
    return err(K::Argument, "the `seed` of `dropout` must be an integer");
  return x;
}

// Sum, mean, max and min over `axes` (every axis when there are none), with
// `keepdims`.
InferResult Reduction(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (reduction_rule(op)->typing == Typing::Float && !is_float(x.dtype))
    return err(K::DType, std::string("`") + op_name(op) + "` needs a floating-point tensor", 0);
  std::vector<int64_t> axes = attr_ints(attrs, "axes");
  bool keep = attr_int(attrs, "keepdims", 0) != 0;
  std::vector<bool> reduce(x.rank(), axes.empty());
  for (int64_t a : axes) {
    auto n = norm_axis(a, x.rank());
    if (!n) return bad_axis(a, x.rank());
    reduce[*n] = true;
  }
  TensorType r = x;
  r.shape.clear();
  for (size_t i = 0; i < x.rank(); ++i) {
    if (!reduce[i]) r.shape.push_back(x.shape[i]);
    else if (keep) r.shape.push_back(Dim(int64_t{1}));
  }
  return r;
}

InferResult ReplicaMean(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  const TensorType& x = ops[0];
  if (x.dtype != DType::F32)
    return err(InferError::Kind::DType, "`replica_mean` combines f32 values over the replicas, not " + q(x.str()), 0);
  return x;
}

InferResult To(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!hint) return err(K::Argument, "`to` needs its result type");
  if (hint->shape != x.shape || hint->dtype != x.dtype)
    return err(K::Shape, "`to` changes only the device, but the result is " + q(hint->str()) + " for an operand " + q(x.str()));
  return *hint;
}

InferResult Reshape(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!hint) return err(K::Argument, "`reshape` needs its result type");
  if (hint->dtype != x.dtype || hint->device.home() != x.device.home())
    return err(K::Shape, "`reshape` changes only the shape, but the result is " + q(hint->str()) + " for an operand " + q(x.str()));
  if (product(hint->shape) != product(x.shape))
    return err(K::Shape, "cannot reshape " + q(x.shape_str()) + " (" + product(x.shape).str() + " elements) to " +
                             q(hint->shape_str()) + " (" + product(hint->shape).str() + " elements)", 0);
  return *hint;
}

InferResult Slice(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!hint) return err(K::Argument, "`slice` needs its result type");
  if (hint->dtype != x.dtype || hint->device.home() != x.device.home())
    return err(K::Shape, "`slice` keeps the dtype and device, but the result is " + q(hint->str()) + " for an operand " + q(x.str()));
  if (auto e = check_slice(x, *hint, attrs)) return *e;
  return *hint;
}

InferResult Concat(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  int64_t a = attr_int(attrs, "axis", 0);
  auto n = norm_axis(a, x.rank());
  if (!n) return bad_axis(a, x.rank());
  TensorType r = x;
  for (size_t i = 1; i < ops.size(); ++i) {
    if (ops[i].rank() != x.rank())
      return err(K::Rank, "`concat` needs operands of one rank, but " + q(x.shape_str()) + " and " +
                              q(ops[i].shape_str()) + " differ", 0, static_cast<int>(i));
    for (size_t k = 0; k < x.rank(); ++k)
      if (static_cast<int64_t>(k) != *n && ops[i].shape[k] != x.shape[k])
        return err(K::Shape, "`concat` along axis " + std::to_string(a) + " needs the other dimensions equal, but " +
                                 q(x.shape_str()) + " and " + q(ops[i].shape_str()) + " differ in dimension " +
                                 std::to_string(k), 0, static_cast<int>(i));
    r.shape[*n] = r.shape[*n] + ops[i].shape[*n];
  }
  return r;
}

InferResult Transpose(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  std::vector<int64_t> perm = attr_ints(attrs, "perm");
  if (perm.empty()) {
    if (x.rank() < 2) return err(K::Rank, "`transpose` needs a tensor of rank 2 or more, not " + q(x.shape_str()), 0);
    for (size_t i = 0; i < x.rank(); ++i) perm.push_back(static_cast<int64_t>(i));
    std::swap(perm[x.rank() - 1], perm[x.rank() - 2]);
  }
  if (perm.size() != x.rank()) return err(K::Rank, "the permutation has " + std::to_string(perm.size()) + " entries for a tensor of rank " + std::to_string(x.rank()), 0);
  std::vector<bool> seen(x.rank(), false);
  TensorType r = x;
  for (size_t i = 0; i < perm.size(); ++i) {
    auto a = norm_axis(perm[i], x.rank());
    if (!a || seen[*a]) return err(K::Argument, "the permutation is not a permutation of the axes of " + q(x.shape_str()));
    seen[*a] = true;
    r.shape[i] = x.shape[*a];
  }
  return r;
}

// The matrix product, batched over leading dims that broadcast.
InferResult Matmul(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& y = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  if (!is_float(x.dtype)) return err(K::DType, std::string("`matmul` needs floating-point tensors, not `") + dtype_name(x.dtype) + "`", 0);
  if (x.rank() < 2) return err(K::Rank, "`matmul` needs matrices, but its first operand is " + q(x.shape_str()), 0);
  if (y.rank() < 2) return err(K::Rank, "`matmul` needs matrices, but its second operand is " + q(y.shape_str()), 1);
  const Dim& k1 = x.shape[x.rank() - 1];
  const Dim& k2 = y.shape[y.rank() - 2];
  if (k1 != k2)
    return err(K::Matmul, "inner dimensions differ: " + q(x.shape_str()) + " times " + q(y.shape_str()) + " (`" +
                              k1.str() + "` vs `" + k2.str() + "`)", 0, 1);
  std::vector<Dim> bx(x.shape.begin(), x.shape.end() - 2), by(y.shape.begin(), y.shape.end() - 2);
  auto b = broadcast_shapes(bx, by);
  if (!b.ok()) return err(K::Broadcast, "batch dimensions do not broadcast: " + b.message(), 0, 1);
  TensorType r = x;
  r.dtype = product_dtype(x.dtype);
  r.shape = *b;
  r.shape.push_back(x.shape[x.rank() - 2]);
  r.shape.push_back(y.shape[y.rank() - 1]);
  return r;
}

InferResult Argmax(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  const TensorType& x = ops[0];
  int64_t a = attr_int(attrs, "axis", -1);
  auto n = norm_axis(a, x.rank());
  if (!n) return bad_axis(a, x.rank());
  TensorType r = x;
  r.dtype = DType::I64;
  r.shape.erase(r.shape.begin() + *n);
  return r;
}

// Along one axis, the operand's type: softmax, log_softmax.
InferResult AxisFloat(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!is_float(x.dtype)) return err(K::DType, std::string("`") + op_name(op) + "` needs a floating-point tensor", 0);
  int64_t a = attr_int(attrs, "axis", -1);
  if (!norm_axis(a, x.rank())) return bad_axis(a, x.rank());
  return x;
}

// Along one axis, the operand's type, of numbers: cumsum.
InferResult AxisNumeric(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (x.dtype == DType::Bool) return err(K::DType, "`cumsum` is not defined on `bool`", 0);
  int64_t a = attr_int(attrs, "axis", -1);
  if (!norm_axis(a, x.rank())) return bad_axis(a, x.rank());
  return x;
}

InferResult Topk(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (x.dtype == DType::Bool) return err(K::DType, "`topk` is not defined on `bool`", 0);
  int64_t a = attr_int(attrs, "axis", -1), k = attr_int(attrs, "k", 1);
  auto axis = norm_axis(a, x.rank());
  if (!axis) return bad_axis(a, x.rank());
  if (k < 1) return err(K::Argument, "`topk` needs k >= 1, not " + std::to_string(k));
  const Dim& n = x.shape[static_cast<size_t>(*axis)];
  if (n.is_constant() && k > n.value())
    return err(K::Shape, "`topk` of " + std::to_string(k) + " along axis " + std::to_string(*axis) + " of " +
                             q(x.shape_str()) + ", which has " + n.str() + " elements", 0);
  TensorType r = x;
  r.dtype = DType::I64;
  r.shape[static_cast<size_t>(*axis)] = Dim(k);
  return r;
}

InferResult Gather(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& idx = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (!is_int(idx.dtype)) return err(K::DType, std::string("indices must be `i32` or `i64`, not `") + dtype_name(idx.dtype) + "`", 1);
  if (x.rank() != idx.rank() + 1)
    return err(K::Rank, "`gather` picks along the last axis: indices " + q(idx.shape_str()) + " need a tensor of rank " +
                            std::to_string(idx.rank() + 1) + ", not " + q(x.shape_str()), 0, 1);
  for (size_t i = 0; i < idx.rank(); ++i)
    if (x.shape[i] != idx.shape[i])
      return err(K::Shape, "indices " + q(idx.shape_str()) + " do not match " + q(x.shape_str()) + " in dimension " + std::to_string(i), 0, 1);
  TensorType r = x;
  r.shape.pop_back();
  return r;
}

InferResult Take(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& idx = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (!is_int(idx.dtype)) return err(K::DType, std::string("indices must be `i32` or `i64`, not `") + dtype_name(idx.dtype) + "`", 1);
  if (x.rank() != 2) return err(K::Rank, "`take` needs a table of rank 2, not " + q(x.shape_str()), 0);
  TensorType r = x;
  r.shape = idx.shape;
  r.shape.push_back(x.shape[1]);
  return r;
}

// take_along_axis and scatter_add: x, idx (, src).
InferResult AlongAxis(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& idx = ops[1];
  const std::string name = q(op_name(op));
  if (auto e = same_device(ops)) return *e;
  if (!is_int(idx.dtype)) return err(K::DType, std::string("indices must be `i32` or `i64`, not `") + dtype_name(idx.dtype) + "`", 1);
  if (x.dtype == DType::Bool && op == Op::ScatterAdd) return err(K::DType, name + " is not defined on `bool`", 0);
  int64_t a = attr_int(attrs, "axis", -1);
  auto axis = norm_axis(a, x.rank());
  if (!axis) return bad_axis(a, x.rank());
  if (idx.rank() != x.rank())
    return err(K::Rank, name + " needs indices of the tensor's rank: " + q(idx.shape_str()) + " for " + q(x.shape_str()), 0, 1);
  for (size_t i = 0; i < idx.rank(); ++i)
    if (static_cast<int64_t>(i) != *axis && x.shape[i] != idx.shape[i])
      return err(K::Shape, "indices " + q(idx.shape_str()) + " do not match " + q(x.shape_str()) + " in dimension " +
                               std::to_string(i) + " (only axis " + std::to_string(*axis) + " may differ)", 0, 1);
  if (op == Op::TakeAlongAxis) {
    TensorType r = x;
    r.shape = idx.shape;
    return r;
  }
  const TensorType& src = ops[2];
  if (src.dtype != x.dtype)
    return err(K::DType, std::string("`scatter_add` adds `") + dtype_name(src.dtype) + "` values into `" + dtype_name(x.dtype) + "`", 0, 2);
  if (src.shape != idx.shape)
    return err(K::Shape, "`scatter_add` needs one value per index, but the values are " + q(src.shape_str()) +
                             " and the indices " + q(idx.shape_str()), 1, 2);
  return x;
}

// Images (NCHW): convolution and pooling.
InferResult Conv2d(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& w = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  if (x.rank() != 4) return err(K::Rank, "`conv2d` needs an input [N, C, H, W], not " + q(x.shape_str()), 0);
  if (w.rank() != 4) return err(K::Rank, "`conv2d` needs a kernel [O, C, KH, KW], not " + q(w.shape_str()), 1);
  if (x.shape[1] != w.shape[1])
    return err(K::Shape, "the input has `" + x.shape[1].str() + "` channels but the kernel expects `" + w.shape[1].str() + "`", 0, 1);
  int64_t s = attr_int(attrs, "stride", 1), p = attr_int(attrs, "padding", 0);
  if (s < 1 || p < 0) return err(K::Argument, "`conv2d` needs stride >= 1 and padding >= 0");
  TensorType r = x;
  r.dtype = product_dtype(x.dtype);  // bf16 or f16 operands: accumulated and given in f32, as matmul
  r.shape[1] = w.shape[0];
  for (int i = 2; i < 4; ++i) {
    Dim out = *Dim::floordiv(x.shape[i] + Dim(2) * Dim(p) - w.shape[i], Dim(s)) + Dim(int64_t{1});
    if (out.is_constant() && out.value() <= 0)
      return err(K::Shape, "the kernel " + q(w.shape_str()) + " is larger than the padded input " + q(x.shape_str()), 0, 1);
    r.shape[i] = out;
  }
  return r;
}

InferResult Pool2d(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (x.rank() != 4) return err(K::Rank, std::string("`") + op_name(op) + "` needs an input [N, C, H, W], not " + q(x.shape_str()), 0);
  int64_t k = attr_int(attrs, "kernel", 2), s = attr_int(attrs, "stride", k);
  if (k < 1 || s < 1) return err(K::Argument, std::string("`") + op_name(op) + "` needs kernel >= 1 and stride >= 1");
  TensorType r = x;
  for (int i = 2; i < 4; ++i) {
    Dim out = *Dim::floordiv(x.shape[i] - Dim(k), Dim(s)) + Dim(int64_t{1});
    if (out.is_constant() && out.value() <= 0)
      return err(K::Shape, "the pooling window " + std::to_string(k) + " is larger than the input " + q(x.shape_str()), 0);
    r.shape[i] = out;
  }
  return r;
}

// Backward ops: each is checked against the forward op it differentiates,
// through that op's own rule, so the two cannot disagree.
InferResult SumTo(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (auto e = hint_like(op, hint, x)) return *e;
  if (!broadcasts_to(hint->shape, x.shape))
    return err(K::Shape, "`sum_to` needs a shape that broadcasts to the operand's, but " + q(hint->shape_str()) +
                             " does not broadcast to " + q(x.shape_str()), 0);
  return *hint;
}

// Also `broadcast_to` and `expand` as written: of any dtype.
InferResult BroadcastTo(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (!hint) return err(K::Argument, "`broadcast_to` needs its result type");
  if (hint->dtype != x.dtype || hint->device.home() != x.device.home())
    return err(K::Shape, "`broadcast_to` keeps the dtype and device, but the result is " + q(hint->str()) +
                             " for an operand " + q(x.str()));
  if (!broadcasts_to(x.shape, hint->shape))
    return err(K::Shape, q(x.shape_str()) + " does not broadcast to " + q(hint->shape_str()) +
                             " (each axis of size 1 or equal, aligned from the right)", 0);
  return *hint;
}

// g scattered back to where `forward` (gather, take) read it: the hint is
// the tensor read, and `forward` of it must give g's type.
InferResult scattered_back(Op op, Op forward, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& g = ops[0];
  if (auto e = same_device(ops)) return *e;
  if (auto e = hint_like(op, hint, g)) return *e;
  if (!is_int(ops[1].dtype)) return err(K::DType, std::string("indices must be `i32` or `i64`, not `") + dtype_name(ops[1].dtype) + "`", 1);
  auto fwd = infer_type(forward, {*hint, ops[1]}, attrs);
  if (std::holds_alternative<InferError>(fwd) || std::get<TensorType>(fwd) != g)
    return err(K::Shape, q(op_name(op)) + " of " + q(g.str()) + " cannot give " + q(hint->str()), 0, 1);
  return *hint;
}

InferResult GatherGrad(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  return scattered_back(op, Op::Gather, ops, attrs, hint);
}

InferResult TakeGrad(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  return scattered_back(op, Op::Take, ops, attrs, hint);
}

// g, w -> the input.
InferResult Conv2dGradInput(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  // A product of its operands, as conv2d: bf16 or f16 ones give f32.
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  const TensorType made = with_dtype(x, product_dtype(x.dtype));
  if (auto e = hint_like(op, hint, made)) return *e;
  auto fwd = infer_type(Op::Conv2d, {with_dtype(*hint, x.dtype), ops[1]}, attrs);
  if (auto* e = std::get_if<InferError>(&fwd)) return *e;
  if (std::get<TensorType>(fwd) != made)
    return err(K::Shape, "`conv2d_grad_input`: an input " + q(hint->str()) + " gives " +
                             q(std::get<TensorType>(fwd).str()) + ", not the gradient's " + q(x.str()), 0, 1);
  return *hint;
}

// x, g -> the kernel.
InferResult Conv2dGradWeight(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& g = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  const TensorType made = with_dtype(g, product_dtype(g.dtype));
  if (auto e = hint_like(op, hint, made)) return *e;
  auto fwd = infer_type(Op::Conv2d, {x, with_dtype(*hint, x.dtype)}, attrs);
  if (auto* e = std::get_if<InferError>(&fwd)) return *e;
  if (std::get<TensorType>(fwd) != made)
    return err(K::Shape, "`conv2d_grad_weight`: a kernel " + q(hint->str()) + " gives " +
                             q(std::get<TensorType>(fwd).str()) + ", not the gradient's " + q(g.str()), 0, 1);
  return *hint;
}

// x, g -> x.
InferResult MaxPool2dGrad(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  const TensorType& g = ops[1];
  if (auto e = same_device(ops)) return *e;
  if (auto e = same_dtype(ops)) return *e;
  if (auto e = hint_like(op, &x, g)) return *e;
  auto fwd = infer_type(Op::MaxPool2d, {x}, attrs);
  if (auto* e = std::get_if<InferError>(&fwd)) return *e;
  if (std::get<TensorType>(fwd) != g)
    return err(K::Shape, "`max_pool2d_grad`: pooling " + q(x.str()) + " gives " + q(std::get<TensorType>(fwd).str()) +
                             ", not the gradient's " + q(g.str()), 0, 1);
  return x;
}

// g -> the input.
InferResult AvgPool2dGrad(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  const TensorType& x = ops[0];
  if (auto e = hint_like(op, hint, x)) return *e;
  auto fwd = infer_type(Op::AvgPool2d, {*hint}, attrs);
  if (auto* e = std::get_if<InferError>(&fwd)) return *e;
  if (std::get<TensorType>(fwd) != x)
    return err(K::Shape, "`avg_pool2d_grad`: pooling " + q(hint->str()) + " gives " +
                             q(std::get<TensorType>(fwd).str()) + ", not the gradient's " + q(x.str()), 0);
  return *hint;
}

InferResult SliceGrad(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  const TensorType& x = ops[0];
  if (auto e = hint_like(op, hint, x)) return *e;
  if (auto e = check_slice(*hint, x, attrs)) return *e;
  return *hint;
}
// loop and loop_result are typed with the loop's body (infer_loop).
InferResult Loop(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  return err(InferError::Kind::Argument, std::string("`") + op_name(op) + "` is typed with its loop and body (ir::infer_loop)");
}

}  // namespace typing

using Rule = InferResult (*)(Op, const Operands&, const Attrs&, const TensorType*);
const Rule kRules[] = {
#define NETC_OP(name, spelling, arity, kind, grads, rule, family) &typing::rule,
#include "ir/ops.def"
#undef NETC_OP
};

// The rule for dtype and shape, and the device of values on one device.
InferResult infer_shape(Op op, const Operands& ops, const Attrs& attrs, const TensorType* hint) {
  using K = InferError::Kind;
  int arity = op_arity(op);
  if (arity >= 0 && ops.size() != static_cast<size_t>(arity))
    return err(K::Argument, std::string("`") + op_name(op) + "` takes " + std::to_string(arity) + " operands, not " +
                                std::to_string(ops.size()));
  if (arity < 0 && ops.empty()) return err(K::Argument, std::string("`") + op_name(op) + "` takes at least one operand");
  return kRules[static_cast<size_t>(op)](op, ops, attrs, hint);
}

}  // namespace

std::variant<std::vector<TensorType>, InferError> infer_loop(const Function& body, const std::vector<TensorType>& ops,
                                                             const Attrs& attrs) {
  using K = InferError::Kind;
  const int64_t carries = attr_int(attrs, "carries", 0), sequences = attr_int(attrs, "sequences", 0);
  const std::vector<int64_t> scan = attr_ints(attrs, "scan_axes"), stack = attr_ints(attrs, "stack_axes");
  const int64_t n = static_cast<int64_t>(ops.size());
  if (carries < 0 || sequences < 1 || carries + sequences > n)
    return err(K::Argument, "`loop` has " + std::to_string(n) + " operands, which cannot be " + std::to_string(carries) +
                                " carries and " + std::to_string(sequences) + " sequences (at least one)");
  if (static_cast<int64_t>(scan.size()) != sequences)
    return err(K::Argument, "`loop` has " + std::to_string(sequences) + " sequences but " +
                                std::to_string(scan.size()) + " `scan_axes`");
  if (body.params.size() != ops.size())
    return err(K::Argument, "the body @" + body.name + " takes " + std::to_string(body.params.size()) +
                                " values but the loop passes " + std::to_string(n));
  if (static_cast<int64_t>(body.results.size()) < carries)
    return err(K::Argument, "the body @" + body.name + " returns " + std::to_string(body.results.size()) +
                                " values, fewer than the " + std::to_string(carries) + " carries");
  const size_t outputs = body.results.size() - static_cast<size_t>(carries);
  if (stack.size() != outputs)
    return err(K::Argument, "the body @" + body.name + " has " + std::to_string(outputs) + " outputs but the loop " +
                                std::to_string(stack.size()) + " `stack_axes`");
  if (carries == 0 && outputs == 0) return err(K::Argument, "`loop` has no results");
  std::optional<Dim> count;
  for (int64_t j = 0; j < n; ++j) {
    const TensorType& t = ops[static_cast<size_t>(j)];
    TensorType want = t;
    if (j >= carries && j < carries + sequences) {
      const int64_t ax = scan[static_cast<size_t>(j - carries)];
      if (ax < 0 || ax >= static_cast<int64_t>(t.rank()))
        return err(K::Rank, "scan axis " + std::to_string(ax) + " is out of range for " + q(t.str()), static_cast<int>(j));
      const Dim len = t.shape[static_cast<size_t>(ax)];
      if (count && *count != len)
        return err(K::Shape, "the sequences are scanned over " + q(count->str()) + " and " + q(len.str()) +
                                 " elements: every sequence has the loop's length", static_cast<int>(carries),
                   static_cast<int>(j));
      count = len;
      want.shape.erase(want.shape.begin() + ax);
      // A share of the batch is scanned along another axis; the slice keeps
      // the split, one axis lower when the scanned axis came before it.
      std::optional<Placement> slice = scanned_placement(t.device, ax);
      if (!slice)
        return err(K::Split, "the loop scans " + q(t.str()) + " along axis " + std::to_string(ax) +
                                 ", which is split over the replicas: each holds a share of its steps",
                   static_cast<int>(j));
      want.device = *slice;
    }
    const TensorType& got = body.type_of(body.params[static_cast<size_t>(j)]);
    if (got != want)
      return err(K::Argument, "the body @" + body.name + " takes " + q(got.str()) + " for operand " +
                                  std::to_string(j) + ", which gives " + q(want.str()), static_cast<int>(j));
  }
  std::vector<TensorType> out;
  for (int64_t k = 0; k < carries; ++k) {
    const TensorType& in = ops[static_cast<size_t>(k)];
    const TensorType& next = body.type_of(body.results[static_cast<size_t>(k)]);
    if (next != in)
      return err(K::Shape, "carry " + std::to_string(k) + " goes into an iteration as " + q(in.str()) +
                               " and comes out as " + q(next.str()) + ": a carried value keeps its type",
                 static_cast<int>(k));
    out.push_back(in);
  }
  for (size_t k = 0; k < outputs; ++k) {
    TensorType t = body.type_of(body.results[static_cast<size_t>(carries) + k]);
    const int64_t ax = stack[k];
    if (ax < 0 || ax > static_cast<int64_t>(t.rank()))
      return err(K::Rank, "stack axis " + std::to_string(ax) + " is out of range for output " + q(t.str()));
    t.shape.insert(t.shape.begin() + ax, *count);
    if (t.device.is_split() && t.device.split_axis >= ax) ++t.device.split_axis;  // the steps' axis comes before it
    out.push_back(std::move(t));
  }
  return out;
}

InferResult infer_type(Op op, const std::vector<TensorType>& ops, const Attrs& attrs, const TensorType* hint) {
  InferResult r = infer_shape(op, ops, attrs, hint);
  auto* t = std::get_if<TensorType>(&r);
  bool on_set = hint && hint->device.on_set();
  for (const TensorType& o : ops) on_set = on_set || o.device.on_set();
  if (!t || !on_set) return r;
  auto placed = split_rule(op, ops, attrs, *t);
  if (auto* e = std::get_if<InferError>(&placed)) return *e;
  t->device = std::get<Placement>(placed);
  return r;
}

}  // namespace netc::ir
