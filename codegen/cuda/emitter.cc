// The CUDA emitter's scaffolding, elements and single-kernel instructions
// (see emitter.h for the class and how its files divide it).
#include "codegen/cuda/emitter.h"

#include <algorithm>
#include <array>
#include <optional>

#include "codegen/common/dtypes.h"
#include "ir/infer.h"
#include "ir/printer.h"
#include "ir/replicas.h"

namespace netc::cuda::detail {

using codegen::is_elementwise;
using codegen::is_reduction;

// `prelude`: the source starts with it (not a loop's body, which goes
// into its caller's source).
Expected<CudaFunction> Emitter::run(bool prelude) {
  if (prelude)
    out_ << source_prelude(f_);
  for (const ir::Inst& i : f_.body) {
    if (!p_.live[i.result] || p_.fused[i.result] || p_.elided[i.result]) continue;
    if (i.op == Op::Param || i.op == Op::Reshape || i.op == Op::To) continue;  // aliases: no kernel
    if (i.op == Op::LoopResult) continue;  // its loop writes it
    if (auto st = emit(i); !st.ok()) return st;
    if (!unhandled_.empty()) return Status::error(unhandled_);
  }
  CudaFunction cf;
  cf.source = out_.str();
  cf.launches = std::move(launches_);
  cf.shapes = p_.shape;
  return cf;
}

// A kernel's signature: the buffers it writes, then those it reads, then
// (with a `scratch` type) the function's scratch memory, then the step
// number and the seed. It writes `i`'s result unless `writes` says what.
Emitter::Kernel Emitter::begin(const ir::Inst& i, std::vector<ir::ValueId> reads, std::vector<ir::ValueId> writes,
                               const std::string& scratch) {
  if (writes.empty()) writes.push_back(i.result);
  return begin_named(std::string(ir::op_name(i.op)), reads, writes, scratch);
}

// A kernel named after `what` that writes exactly `writes` (none: it writes
// only the scratch memory).
Emitter::Kernel Emitter::begin_named(const std::string& what, const std::vector<ir::ValueId>& reads,
                                     const std::vector<ir::ValueId>& writes, const std::string& scratch) {
  Kernel k;
  k.name = "netc_k" + std::to_string(count_++) + "_" + what;
  thread_element_ = {};
  for (ir::ValueId w : writes) k.buffers.push_back(w);
  k.writes = writes.size();
  for (ir::ValueId r : reads)
    if (std::find(k.buffers.begin(), k.buffers.end(), r) == k.buffers.end()) k.buffers.push_back(r);
  out_ << "\nextern \"C\" __global__ void " << k.name << "(";
  for (size_t a = 0; a < k.buffers.size(); ++a) {
    ir::ValueId v = k.buffers[a];
    bool written = a < writes.size();
    out_ << (a ? ", " : "") << (written ? "" : "const ") << ctype(f_.values[v].type.dtype) << "* __restrict__ b" << a;
    k.arg[v] = "b" + std::to_string(a);
  }
  // The step number is read from device memory, not passed by value, so
  // that a CUDA graph captured once replays with each step's number.
  if (!scratch.empty()) out_ << ", " << scratch << "* __restrict__ scratch";
  out_ << ", const i64* __restrict__ steps, i64 seed) {\n";
  return k;
}

void Emitter::end(Kernel& k, int64_t threads) {
  out_ << "}\n";
  Launch l;
  l.kind = Launch::Kind::Kernel;
  l.kernel = k.name;
  l.buffers = k.buffers;
  l.writes = k.writes;
  l.threads = threads;
  launches_.push_back(l);
}

// `i64 t = element index; if (t >= n) return;` and the multi-index of t in
// `shape` as variables named `prefix0, prefix1, ...`. The element is the
// global thread's, or with `per_block` the block's.
std::vector<std::string> Emitter::index_space(const std::vector<int64_t>& shape, const std::string& prefix,
                                              bool per_block) {
  int64_t n = codegen::element_count(shape);
  out_ << "  i64 t = " << (per_block ? "(i64)blockIdx.x" : "(i64)blockIdx.x * blockDim.x + threadIdx.x") << ";\n  if (t >= "
       << n << "LL) return;\n";
  std::vector<std::string> idx = multi_index(shape, prefix, "t");
  if (!per_block) thread_element_ = {shape, idx};
  return idx;
}

// The offset of element `idx` of `outer` in a tensor of `shape` that
// broadcasts to it: `t` itself when that is the thread's element of a
// tensor of the index space's shape (no division then: NVRTC drops the
// multi-index that nothing reads), else offset().
std::string Emitter::element(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                             const std::vector<std::string>& idx) const {
  if (shape == outer && shape == thread_element_.first && idx == thread_element_.second) return "t";
  return offset(shape, outer, idx);
}

// The multi-index in `shape` of the linear index `linear`, as variables
// named `prefix0, prefix1, ...`.
std::vector<std::string> Emitter::multi_index(const std::vector<int64_t>& shape, const std::string& prefix, const std::string& linear) {
  std::vector<std::string> idx(shape.size());
  out_ << "  i64 r = " << linear << ";\n";
  for (size_t k = shape.size(); k-- > 0;) {
    idx[k] = prefix + std::to_string(k);
    out_ << "  i64 " << idx[k] << " = r % " << shape[k] << "LL; r /= " << shape[k] << "LL;\n";
  }
  out_ << "  (void)r;\n";
  return idx;
}

// The linear offset of `idx` (an index into `outer`) in a tensor of
// `shape` that broadcasts to `outer`.
std::string Emitter::offset(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                            const std::vector<std::string>& idx) {
  std::string s;
  int64_t stride = 1;
  size_t lead = outer.size() - shape.size();
  for (size_t k = shape.size(); k-- > 0;) {
    if (shape[k] != 1) s = idx[lead + k] + (stride == 1 ? "" : " * " + std::to_string(stride) + "LL") + (s.empty() ? "" : " + " + s);
    stride *= shape[k];
  }
  return s.empty() ? "0" : s;
}

// The element of v at idx (an index into `outer`), computing fused
// producers inline. A carried producer is computed into a variable, before
// the statement that uses it, and stored.
std::string Emitter::value(const Kernel& k, ir::ValueId v, const std::vector<int64_t>& outer, const std::vector<std::string>& idx) {
  const auto& vs = p_.shape[v];
  if (!p_.fused[v]) return loaded(v, k.arg.at(v) + "[" + element(vs, outer, idx) + "]");
  std::vector<std::string> mine;
  size_t lead = outer.size() - vs.size();
  for (size_t d = 0; d < vs.size(); ++d) mine.push_back(vs[d] == 1 ? "0" : idx[lead + d]);
  const ir::Inst& i = *p_.def[v];
  std::vector<std::string> ops;
  for (ir::ValueId o : i.operands) ops.push_back(value(k, o, vs, mine));
  if (!p_.carried[v]) return compute(i, ops);
  std::string name = "c" + std::to_string(v);
  out_ << "  " << compute_ctype(f_.values[v].type.dtype) << " " << name << " = " << compute(i, ops) << ";\n  "
       << k.arg.at(v) << "[" << element(vs, outer, idx) << "] = " << storing(v, name) << ";\n";
  return name;
}

std::string Emitter::compute(const ir::Inst& i, const std::vector<std::string>& x) {
  ir::DType rt = f_.values[i.result].type.dtype;
  ir::DType in = i.operands.empty() ? rt : f_.values[i.operands.back()].type.dtype;
  if (i.op == Op::Constant) {
    double v = 0;
    if (auto it = i.attrs.find("value"); it != i.attrs.end()) {
      if (auto* d = std::get_if<double>(&it->second)) v = *d;
      if (auto* n = std::get_if<int64_t>(&it->second)) v = static_cast<double>(*n);
    }
    // A bf16 (f16) constant is the bf16 (f16) nearest it, as the reference makes it.
    return literal(rounded(v, rt), rt);
  }
  if (i.op == Op::BroadcastTo) return x[0];
  if (const ir::ElementwiseRule* rule = ir::elementwise_rule(i.op)) {
    CudaScalar s{in, rt};
    std::string r = ir::evaluate(s, rule->value, x);
    // A bf16 or f16 result is rounded where it is made, stored or not (fused).
    return ir::is_half(rt) ? "round_to_" + half_name(rt) + "(" + r + ")" : r;
  }
  // Not an elementwise rule: a planner that fused or launched it as one is
  // wrong, and computing 0 would hide it.
  unhandled_ = std::string("internal error: the CUDA backend has no elementwise rule for `") + ir::op_name(i.op) +
               "` in @" + f_.name;
  return literal(0, in);
}

Status Emitter::emit(const ir::Inst& i) {
  // bf16 and f16 operands are read by elementwise kernels (widened,
  // value()), moved by transposes and loops and multiplied by cuBLAS (the
  // convolutions' columns too); other
  // kernels read f32 (codegen::computes lets them make none, but some read one).
  auto half = std::find_if(i.operands.begin(), i.operands.end(), [&](ir::ValueId o) { return is_half(o); });
  if (half != i.operands.end() && !is_elementwise(i.op) && i.op != Op::Transpose && i.op != Op::Matmul &&
      i.op != Op::Conv2d && i.op != Op::Conv2dGradInput && i.op != Op::Conv2dGradWeight && i.op != Op::Loop &&
      i.op != Op::Topk && i.op != Op::TakeAlongAxis) {
    std::string where = ir::source_place(m_, i.loc);
    return Status::error((where.empty() ? "" : where + ": ") + "the CUDA backend cannot compute `" +
                         ir::op_name(i.op) + "` of " + ir::dtype_name(f_.values[*half].type.dtype) +
                         " values yet; cast them to f32 first");
  }
  if (is_elementwise(i.op) || i.op == Op::Constant || i.op == Op::Zeros || i.op == Op::Ones || i.op == Op::Arange)
    return elementwise(i);
  if (is_reduction(i.op)) return reduction(i);
  switch (i.op) {
    case Op::Matmul: return matmul(i);
    case Op::Transpose: return transpose(i);
    case Op::Slice: case Op::SliceGrad: return slice(i);
    case Op::Concat: return concat(i);
    case Op::Softmax: case Op::LogSoftmax: case Op::Argmax: return softmax(i);
    case Op::Cumsum: return cumsum(i);
    case Op::Topk: return topk(i);
    case Op::Gather: return gather(i);
    case Op::GatherGrad: return gather_grad(i);
    case Op::Take: return take(i);
    case Op::TakeGrad: return take_grad(i);
    case Op::TakeAlongAxis: case Op::ScatterAdd: return along_indices(i);
    case Op::Conv2d: case Op::Conv2dGradInput: case Op::Conv2dGradWeight: return conv(i);
    case Op::MaxPool2d: case Op::AvgPool2d: case Op::MaxPool2dGrad: case Op::AvgPool2dGrad: return pool(i);
    case Op::Dropout: return dropout(i);
    case Op::Uniform: case Op::Normal: return random_fill(i);
    case Op::Loop: return loop(i);
    case Op::ReplicaMean: return replica_mean(i);
    default: break;
  }
  return Status::error(std::string("the CUDA backend cannot compile `") + ir::op_name(i.op) + "` yet");
}

// Elementwise ops and fills: one thread per result element, fused
// producers computed inline.
Status Emitter::elementwise(const ir::Inst& i) {
  ir::ValueId r = i.result;
  const auto& rs = p_.shape[r];
  std::vector<ir::ValueId> reads, writes{r};
  for (ir::ValueId o : i.operands) p_.leaf_buffers(o, reads);
  for (ir::ValueId c : p_.carried_by(i)) writes.push_back(c);
  Kernel k = begin(i, reads, writes);
  auto idx = index_space(rs);
  std::string v = i.op == Op::Zeros ? literal(0, f_.values[r].type.dtype)
                  : i.op == Op::Ones ? literal(1, f_.values[r].type.dtype)
                  : i.op == Op::Arange ? "(" + std::string(compute_ctype(f_.values[r].type.dtype)) + ")(" +
                                             exact(ir::attr_number(i.attrs, "start", 0)) + " + (double)t * " +
                                             exact(ir::attr_number(i.attrs, "step", 1)) + ")"
                                     : [&] {
                                         std::vector<std::string> ops;
                                         for (ir::ValueId o : i.operands) ops.push_back(value(k, o, rs, idx));
                                         return compute(i, ops);
                                       }();
  out_ << "  b0[t] = " << storing(r, v) << ";\n";
  end(k, codegen::element_count(rs));
  return {};
}

// One thread per result element, reading the element it comes from.
Status Emitter::transpose(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  ir::ValueId x = i.operands[0];
  const auto& xs = p_.shape[x];
  std::vector<int64_t> perm = ir::attr_ints(i.attrs, "perm");
  if (perm.empty()) {
    for (size_t d = 0; d < xs.size(); ++d) perm.push_back(static_cast<int64_t>(d));
    std::swap(perm[xs.size() - 1], perm[xs.size() - 2]);
  }
  Kernel k = begin(i, {x});
  auto idx = index_space(rs);
  std::vector<std::string> src(xs.size());
  for (size_t d = 0; d < perm.size(); ++d) src[perm[d] < 0 ? perm[d] + xs.size() : perm[d]] = idx[d];
  out_ << "  b0[t] = " << k.arg[x] << "[" << offset(xs, xs, src) << "];\n";
  end(k, codegen::element_count(rs));
  return {};
}

Status Emitter::slice(const ir::Inst& i) {
  ir::ValueId r = i.result;
  const auto& rs = p_.shape[r];
  // One thread per result element. slice reads x at starts + i *
  // steps; slice_grad (the scatter, as a gather) finds the element of
  // g that lands on its own, or writes 0.
  ir::ValueId x = i.operands[0];
  const auto& xs = p_.shape[x];
  std::vector<int64_t> starts = ir::slice_starts(i.attrs, i.op == Op::Slice ? xs : rs),
                       steps = ir::attr_ints(i.attrs, "steps");
  Kernel k = begin(i, {x});
  auto idx = index_space(rs);
  std::vector<std::string> src(xs.size());
  if (i.op == Op::Slice) {
    for (size_t d = 0; d < xs.size(); ++d)
      src[d] = "(" + std::to_string(starts[d]) + "LL + " + idx[d] + " * " + std::to_string(steps[d]) + "LL)";
    out_ << "  b0[t] = " << k.arg[x] << "[" << offset(xs, xs, src) << "];\n";
  } else {
    std::string inside = "true";
    for (size_t d = 0; d < xs.size(); ++d) {
      std::string rel = "(" + idx[d] + " - " + std::to_string(starts[d]) + "LL)";
      out_ << "  i64 s" << d << " = " << rel << " / " << steps[d] << "LL;\n";
      inside += " && " + rel + " >= 0 && " + rel + " % " + std::to_string(steps[d]) + "LL == 0 && s" + std::to_string(d) +
                " < " + std::to_string(xs[d]) + "LL";
      src[d] = "s" + std::to_string(d);
    }
    out_ << "  b0[t] = (" << inside << ") ? " << k.arg[x] << "[" << offset(xs, xs, src) << "] : "
         << literal(0, f_.values[r].type.dtype) << ";\n";
  }
  end(k, codegen::element_count(rs));
  return {};
}

// One thread per result element, reading the operand whose part holds it.
Status Emitter::concat(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  int64_t axis = ir::attr_int(i.attrs, "axis", 0);
  if (axis < 0) axis += static_cast<int64_t>(rs.size());
  const size_t a = static_cast<size_t>(axis);
  Kernel k = begin(i, i.operands);
  auto idx = index_space(rs);
  int64_t at = 0;
  for (size_t n = 0; n < i.operands.size(); ++n) {
    ir::ValueId x = i.operands[n];
    const auto& xs = p_.shape[x];
    std::vector<std::string> src = idx;
    src[a] = "(" + idx[a] + " - " + std::to_string(at) + "LL)";
    at += xs[a];
    out_ << (n ? "  else " : "  ") << (n + 1 < i.operands.size() ? "if (" + idx[a] + " < " + std::to_string(at) + "LL) " : "")
         << "b0[t] = " << k.arg[x] << "[" << offset(xs, xs, src) << "];\n";
  }
  end(k, codegen::element_count(rs));
  return {};
}

Emitter::Rows Emitter::rows_along_axis(const ir::Inst& i) const {
  const auto& xs = p_.shape[i.operands[0]];
  int64_t axis = ir::attr_int(i.attrs, "axis", -1);
  if (axis < 0) axis += static_cast<int64_t>(xs.size());
  Rows r;
  r.n = xs[axis];
  for (int64_t d = 0; d < axis; ++d) r.outer *= xs[d];
  for (size_t d = axis + 1; d < xs.size(); ++d) r.inner *= xs[d];
  return r;
}

// topk along one axis: a thread per row; pass j picks the first element
// after pick j - 1 in the order (larger first, ties by position, NaN above
// all; integers compared as integers, bf16 and f16 as f32), as the CPU's
// kernel.
Status Emitter::topk(const ir::Inst& i) {
  ir::ValueId x = i.operands[0];
  const auto [outer, n, inner] = rows_along_axis(i);
  const int64_t k = ir::attr_int(i.attrs, "k", 1);
  const std::string IN = std::to_string(inner) + "LL";
  auto at = [&](const std::string& c) { return loaded(x, "x[" + c + " * " + IN + "]"); };
  Kernel kk = begin(i, {x});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * inner << "LL) return;\n"
       << "  const " << ctype(f_.values[x].type.dtype) << "* x = " << kk.arg[x] << " + (t / " << IN << ") * " << n * inner
       << "LL + t % " << IN << ";\n"
       << "  i64* y = b0 + (t / " << IN << ") * " << k * inner << "LL + t % " << IN << ";\n"
       << "  typedef " << compute_ctype(f_.values[x].type.dtype) << " key;\n"
       << "  auto before = [](key va, i64 a, key vb, i64 b) {\n"
       << "    bool na = va != va, nb = vb != vb;\n    if (na != nb) return na;\n"
       << "    return (!na && va != vb) ? va > vb : a < b;\n  };\n"
       << "  for (i64 j = 0; j < " << k << "LL; ++j) {\n    i64 best = -1;\n"
       << "    for (i64 c = 0; c < " << n << "LL; ++c) {\n"
       << "      if (j > 0 && !before(" << at("y[(j - 1) * " + IN + "]") << ", y[(j - 1) * " << IN << "], " << at("c")
       << ", c)) continue;\n"
       << "      if (best < 0 || before(" << at("c") << ", c, " << at("best") << ", best)) best = c;\n    }\n"
       << "    y[j * " << IN << "] = best;\n  }\n";
  end(kk, outer * inner);
  return {};
}

// cumsum along one axis: a thread per row, its running sum in order (from
// the row's end with `reverse`).
Status Emitter::cumsum(const ir::Inst& i) {
  ir::ValueId x = i.operands[0];
  const auto [outer, n, inner] = rows_along_axis(i);
  const std::string j = ir::attr_int(i.attrs, "reverse", 0) ? "(" + std::to_string(n - 1) + "LL - j)" : "j";
  Kernel k = begin(i, {x});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * inner << "LL) return;\n"
       << "  i64 base = (t / " << inner << "LL) * " << n * inner << "LL + t % " << inner << "LL;\n"
       << "  " << ctype(f_.values[i.result].type.dtype) << " s = 0;\n"
       << "  for (i64 j = 0; j < " << n << "LL; ++j) {\n    i64 at = base + " << j << " * " << inner
       << "LL;\n    s += " << k.arg[x] << "[at];\n    b0[at] = s;\n  }\n";
  end(k, outer * inner);
  return {};
}

// x[t, idx[t]] per row; NaN for an index out of range.
Status Emitter::gather(const ir::Inst& i) {
  ir::ValueId x = i.operands[0], idx = i.operands[1];
  int64_t c = p_.shape[x].back(), rows = codegen::element_count(p_.shape[idx]);
  Kernel k = begin(i, {x, idx});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << rows << "LL) return;\n"
       << "  i64 c = (i64)" << k.arg[idx] << "[t];\n  b0[t] = (c >= 0 && c < " << c << "LL) ? " << k.arg[x] << "[t * " << c
       << "LL + c] : __int_as_float(0x7fc00000);\n";
  end(k, rows);
  return {};
}

// The gradient of gather: g at the chosen column, 0 elsewhere.
Status Emitter::gather_grad(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  ir::ValueId g = i.operands[0], idx = i.operands[1];
  int64_t c = rs.back();
  Kernel k = begin(i, {g, idx});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(rs) << "LL) return;\n"
       << "  i64 row = t / " << c << "LL;\n  b0[t] = ((i64)" << k.arg[idx] << "[row] == t % " << c << "LL) ? " << k.arg[g]
       << "[row] : 0.0f;\n";
  end(k, codegen::element_count(rs));
  return {};
}

// Rows of a table (an embedding); NaN for an index out of range.
Status Emitter::take(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  ir::ValueId table = i.operands[0], idx = i.operands[1];
  int64_t d = rs.back(), v = p_.shape[table][0];
  Kernel k = begin(i, {table, idx});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(rs) << "LL) return;\n"
       << "  i64 row = (i64)" << k.arg[idx] << "[t / " << d << "LL];\n  b0[t] = (row >= 0 && row < " << v << "LL) ? "
       << k.arg[table] << "[row * " << d << "LL + t % " << d << "LL] : __int_as_float(0x7fc00000);\n";
  end(k, codegen::element_count(rs));
  return {};
}

Status Emitter::take_grad(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  // Each table row sums the gradient rows whose index names it: a loop
  // over the indices per output element, deterministic (no atomics).
  ir::ValueId g = i.operands[0], idx = i.operands[1];
  int64_t d = rs.back(), n = codegen::element_count(p_.shape[idx]);
  Kernel k = begin(i, {g, idx});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(rs) << "LL) return;\n"
       << "  i64 row = t / " << d << "LL, col = t % " << d << "LL;\n  float s = 0.0f;\n"
       << "  for (i64 j = 0; j < " << n << "LL; ++j) if ((i64)" << k.arg[idx] << "[j] == row) s += " << k.arg[g] << "[j * "
       << d << "LL + col];\n  b0[t] = s;\n";
  end(k, codegen::element_count(rs));
  return {};
}

// take_along_axis: a thread per index (NaN, or 0 for integers, out of
// range). scatter_add: a thread per column of x along the axis, copied and
// then each value added in the order of its index (no atomics: the sums of
// the CPU's loops, bit for bit).
Status Emitter::along_indices(const ir::Inst& i) {
  ir::ValueId x = i.operands[0], idx = i.operands[1];
  const auto [outer, n, inner] = rows_along_axis(i);
  const int64_t k = codegen::element_count(p_.shape[idx]) / (outer * inner);
  const std::string N = std::to_string(n) + "LL", K = std::to_string(k) + "LL", IN = std::to_string(inner) + "LL";
  if (i.op == Op::TakeAlongAxis) {
    const ir::DType dt = f_.values[i.result].type.dtype;
    Kernel kk = begin(i, {x, idx});
    out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * k * inner << "LL) return;\n"
         << "  i64 o = t / (" << K << " * " << IN << "), in = t % " << IN << ", c = (i64)" << kk.arg[idx] << "[t];\n"
         << "  b0[t] = (c >= 0 && c < " << N << ") ? " << kk.arg[x] << "[(o * " << N << " + c) * " << IN << " + in] : "
         << storing(i.result, ir::is_float(dt) ? literal(NAN, dt) : literal(0, dt)) << ";\n";
    end(kk, outer * k * inner);
    return {};
  }
  ir::ValueId src = i.operands[2];
  Kernel kk = begin(i, {x, idx, src});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * inner << "LL) return;\n"
       << "  i64 o = t / " << IN << ", in = t % " << IN << ";\n"
       << "  for (i64 j = 0; j < " << N << "; ++j) b0[(o * " << N << " + j) * " << IN << " + in] = " << kk.arg[x] << "[(o * "
       << N << " + j) * " << IN << " + in];\n"
       << "  for (i64 j = 0; j < " << K << "; ++j) {\n    i64 at = (o * " << K << " + j) * " << IN << " + in, c = (i64)"
       << kk.arg[idx] << "[at];\n    if (c >= 0 && c < " << N << ") b0[(o * " << N << " + c) * " << IN << " + in] += "
       << kk.arg[src] << "[at];\n  }\n";
  end(kk, outer * inner);
  return {};
}

// The element index a random op draws for thread `t`: `t`, or for a
// replica's share of a split batch (ir/replicas.h) `t` counted from the
// replica's first row of the global batch (steps[1], StepScalars.row).
std::string Emitter::random_index(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  if (!ir::attr_int(i.attrs, ir::kGlobalRowsAttr, 0) || rs.empty() || rs[0] <= 0) return "t";
  return "(t + steps[1] * " + std::to_string(codegen::element_count(rs) / rs[0]) + "LL)";
}

// Kept elements scaled by 1/(1-p); the mask from the counter-based
// generator of (seed, step, element).
Status Emitter::dropout(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  ir::ValueId x = i.operands[0];
  double p = 0.5;
  if (auto it = i.attrs.find("p"); it != i.attrs.end()) p = std::get<double>(it->second);
  int64_t seed = ir::attr_int(i.attrs, "seed", 0);
  Kernel k = begin(i, {x});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(rs) << "LL) return;\n"
       << "  bool keep = netc_counter_uniform(seed + " << seed << "LL, *steps, (unsigned long long)" << random_index(i)
       << ") >= " << exact(p) << ";\n"
       << "  b0[t] = keep ? " << k.arg[x] << "[t] * " << literal(p < 1 ? 1.0 / (1.0 - p) : 0.0, ir::DType::F32) << " : 0.0f;\n";
  end(k, codegen::element_count(rs));
  return {};
}

// `replica_mean`: an all-reduce over the replicas, which the executor makes
// (Launch::Kind::ReplicaMean). A gradient's comes with the kernel that
// scales it by the replica's weight, for a loss that sums over the batch:
// the weight is where other kernels have the step numbers.
Status Emitter::replica_mean(const ir::Inst& i) {
  if (f_.values[i.result].type.dtype != ir::DType::F32 || f_.values[i.operands[0]].type.dtype != ir::DType::F32)
    return Status::error("internal error: `replica_mean` of a value that is not f32 in @" + f_.name);
  const int64_t n = codegen::element_count(p_.shape[i.result]);
  Launch l;
  l.kind = Launch::Kind::ReplicaMean;
  l.buffers = {i.result, i.operands[0]};
  l.writes = 1;
  l.count = n;
  l.backward = ir::attr_int(i.attrs, "backward", 0) != 0;
  if (l.backward) {
    Kernel k = begin_named("replica_scale", {}, {i.result}, "");
    out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << n << "LL) return;\n"
         << "  b0[t] *= *(const float*)steps;  // this replica's weight\n}\n";
    l.kernel = k.name;
    l.threads = n;
  }
  launches_.push_back(std::move(l));
  return {};
}

// uniform and normal fills from the counter-based generator (normal by
// Box-Muller).
Status Emitter::random_fill(const ir::Inst& i) {
  const auto& rs = p_.shape[i.result];
  auto num = [&](const char* key, double dflt) {
    auto it = i.attrs.find(key);
    return it == i.attrs.end() ? dflt : std::get<double>(it->second);
  };
  int64_t seed = ir::attr_int(i.attrs, "seed", 0);
  Kernel k = begin(i, {});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(rs) << "LL) return;\n";
  if (i.op == Op::Uniform)
    out_ << "  b0[t] = " << literal(num("low", -1), ir::DType::F32) << " + (" << literal(num("high", 1) - num("low", -1), ir::DType::F32)
         << ") * (float)netc_uniform01(seed + " << seed << "LL, *steps, " << random_index(i) << ", 0);\n";
  else
    out_ << "  double u1 = netc_uniform01(seed + " << seed << "LL, *steps, " << random_index(i)
         << ", 0x1111), u2 = netc_uniform01(seed + " << seed << "LL, *steps, " << random_index(i) << ", 0x2222);\n  b0[t] = " << literal(num("mean", 0), ir::DType::F32) << " + "
         << literal(num("std", 1), ir::DType::F32) << " * (float)(sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2));\n";
  end(k, codegen::element_count(rs));
  return {};
}

}  // namespace netc::cuda::detail
