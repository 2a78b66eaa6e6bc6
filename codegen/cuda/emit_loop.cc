// The CUDA emitter's `for` loops: one Loop launch followed by its body's
// launches, listed once and run once per step with offsets that move with the
// step, so the launch list does not grow with the steps (see emitter.h).
#include "codegen/cuda/emitter.h"

#include <algorithm>
#include <array>
#include <optional>

#include "codegen/common/dtypes.h"
#include "ir/infer.h"

namespace netc::cuda::detail {

// A value added to the function (a loop's buffer), of type `t` and `shape`.
ir::ValueId Emitter::new_value(const ir::TensorType& t, const std::vector<int64_t>& shape) {
  const ir::ValueId v = grow_.add_value(t);
  p_.shape.push_back(shape);
  p_.live.push_back(true);
  p_.fused.push_back(false);
  p_.elided.push_back(false);
  p_.carried.push_back(false);
  p_.uses.push_back(0);
  p_.def.push_back(nullptr);
  p_.consumers.emplace_back();
  p_.result_count.push_back(0);
  return v;
}

// A kernel that copies `outer` rows of `inner` elements from `src` to
// `dst`, the rows `src_stride` and `dst_stride` elements apart: a step's
// slice gathered, scattered into its stacked result, or a carry copied.
// Not launched: the loop launches it per step, with offsets.
Launch Emitter::mover(ir::ValueId dst, ir::ValueId src, int64_t outer, int64_t inner, int64_t dst_stride, int64_t src_stride) {
  Kernel k = begin_named("step_copy", {src}, {dst}, "");
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * inner
       << "LL) return;\n  i64 o = t / " << inner << "LL, e = t % " << inner << "LL;\n  " << k.arg.at(dst) << "[o * "
       << dst_stride << "LL + e] = " << k.arg.at(src) << "[o * " << src_stride << "LL + e];\n";
  end(k, outer * inner);
  Launch l = launches_.back();
  launches_.pop_back();
  return l;
}

// Appends `l` with `buffers` and `offsets`; it continues (places nothing)
// when what it writes was placed by an earlier launch (an earlier step's).
Status Emitter::push_step_launch(Launch l, std::vector<ir::ValueId> buffers, std::vector<int64_t> offsets) {
  l.buffers = std::move(buffers);
  l.offsets = std::move(offsets);
  size_t placed = 0, writes = 0;
  std::vector<ir::ValueId> written;
  if (l.kind == Launch::Kind::Gemm) {
    if (l.scratch_at[2] < 0 && l.buffers[2] != kScratchOperand) written.push_back(l.buffers[2]);
  } else {
    written.assign(l.buffers.begin(), l.buffers.begin() + static_cast<std::ptrdiff_t>(std::min(l.writes, l.buffers.size())));
  }
  for (ir::ValueId w : written) {
    ++writes;
    placed += placed_.count(w);
  }
  if (placed != 0 && placed != writes)
    return Status::error("internal error: a loop's launch writes values placed and values not placed");
  if (writes > 0 && placed == writes) l.continues = true;
  for (ir::ValueId w : written) placed_.insert(w);
  launches_.push_back(std::move(l));
  return {};
}

// A loop (ir/ir.h, "Loops"): its body's kernels emitted once, into this
// source, and its launches listed once, after a Loop launch that runs them
// once per step (in reverse for a backward pass), each buffer's offset
// moving with the step (Launch::step_strides). A carry lives in a buffer
// of its own (copied in before the loop, out after it, and from the
// body's result at the end of each step: through a buffer of its own when
// that result is another carry, so that exchanged carries are not
// overwritten before they are read); a sequence's slice is read where it
// lies (scanned along axis 0: an offset) or gathered into a buffer; each
// output is copied to its place in the stacked result. The body's values
// are values of this function, placed once for every step. Neither the
// program nor the launch list grows with the steps; a loop inside the body
// is a Loop launch inside this one's body, its offsets moving with both
// steps.
Status Emitter::loop(const ir::Inst& l) {
  LoopEmission e(*this, l);
  if (auto st = e.emit_body(); !st.ok()) return st;
  e.read_attrs();
  if (auto st = e.place(); !st.ok()) return st;
  e.plan_moves();
  if (auto st = e.list(); !st.ok()) return st;
  return e.copy_out();
}

Status Emitter::LoopEmission::emit_body() {
  if (!em.options_.dtypes_checked)
    if (auto st = codegen::check_dtypes_computed(em.m_, *l.body); !st.ok()) return st;
  body = codegen::bind_sizes(*l.body, em.dims_);
  auto bplan = codegen::make_plan(body, em.dims_);
  if (!bplan.ok()) return bplan.status();
  Emitter inner(em.m_, body, std::move(*bplan), em.options_, em.dims_);
  inner.count_ = em.count_;
  auto made = inner.run(/*prelude=*/false);
  if (!made.ok()) return made.status();
  em.count_ = inner.count_;
  em.out_ << made->source;
  code = std::move(*made);
  return {};
}

void Emitter::LoopEmission::read_attrs() {
  C = static_cast<size_t>(ir::attr_int(l.attrs, "carries", 0));
  S = static_cast<size_t>(ir::attr_int(l.attrs, "sequences", 0));
  O = body.results.size() - C;
  scan = ir::attr_ints(l.attrs, "scan_axes");
  stack = ir::attr_ints(l.attrs, "stack_axes");
  reverse = ir::attr_int(l.attrs, "reverse", 0) != 0;
  count = em.p_.shape[l.operands[C]][static_cast<size_t>(scan[0])];
  values.assign(C + O, std::nullopt);
  values[0] = l.result;
  for (const ir::Inst& i : em.f_.body)
    if (i.op == Op::LoopResult && i.operands[0] == l.result && em.p_.live[i.result])
      values.at(static_cast<size_t>(ir::attr_int(i.attrs, "index", 0))) = i.result;
}

int64_t Emitter::LoopEmission::bytes(ir::ValueId v) const {
  return codegen::element_count(em.p_.shape[v]) * static_cast<int64_t>(ir::dtype_size(em.f_.values[v].type.dtype));
}

std::array<int64_t, 3> Emitter::LoopEmission::around(ir::ValueId v, int64_t ax) const {
  const std::vector<int64_t>& shape = em.p_.shape[v];
  std::array<int64_t, 3> r{1, shape[static_cast<size_t>(ax)], 1};
  for (size_t d = 0; d < shape.size(); ++d)
    if (static_cast<int64_t>(d) != ax) r[static_cast<int64_t>(d) < ax ? 0 : 2] *= shape[d];
  return r;
}

int64_t Emitter::LoopEmission::row(ir::ValueId v, int64_t ax) const {
  return around(v, ax)[2] * static_cast<int64_t>(ir::dtype_size(em.f_.values[v].type.dtype));
}

Status Emitter::LoopEmission::place() {
  // The body's computed values, as values of this function.
  as.assign(body.values.size(), kScratchOperand);
  std::set<ir::ValueId> is_param(body.params.begin(), body.params.end());
  for (ir::ValueId v = 0; v < body.values.size(); ++v)
    if (!is_param.count(v)) as[v] = em.new_value(body.values[v].type, code.shapes[v]);
  // The carries' buffers, filled before the first step.
  carry.assign(C, kScratchOperand);
  for (size_t k = 0; k < C; ++k) {
    const ir::ValueId in = l.operands[k];
    carry[k] = em.new_value(em.f_.values[in].type, em.p_.shape[in]);
    const int64_t n = codegen::element_count(em.p_.shape[in]);
    if (auto st = em.push_step_launch(em.mover(carry[k], in, 1, n, 0, 0), {carry[k], in}, {0, 0}); !st.ok()) return st;
  }
  // Sequences scanned along another axis than 0: the step's slice gathered.
  slice.assign(S, kScratchOperand);
  gather.assign(S, Launch{});
  for (size_t j = 0; j < S; ++j) {
    if (scan[j] == 0) continue;
    const ir::ValueId x = l.operands[C + j];
    const ir::ValueId p = body.params[C + j];
    slice[j] = em.new_value(body.values[p].type, code.shapes[p]);
    auto [outer, len, in] = around(x, scan[j]);
    gather[j] = em.mover(slice[j], x, outer, in, in, len * in);
  }
  // A `reshape` or `to` names its operand's memory (no kernel writes it):
  // dropout becomes one outside training, of a step's slice say.
  for (const ir::Inst& i : body.body)
    if (i.op == Op::Reshape || i.op == Op::To) alias[i.result] = &i;
  return {};
}

std::pair<ir::ValueId, int64_t> Emitter::LoopEmission::at(ir::ValueId v, int64_t t) const {
  for (auto a = alias.find(v); a != alias.end(); a = alias.find(v)) v = a->second->operands[0];
  for (size_t k = 0; k < body.params.size(); ++k) {
    if (body.params[k] != v) continue;
    if (k < C) return {carry[k], 0};
    if (k < C + S) {
      const size_t j = k - C;
      if (scan[j] != 0) return {slice[j], 0};
      const ir::ValueId x = l.operands[k];
      return {x, t * (bytes(x) / em.p_.shape[x][0])};
    }
    return {l.operands[k], 0};
  }
  return {as[v], 0};
}

void Emitter::LoopEmission::plan_moves() {
  // Each output to its place: a copy at the step's offset (axis 0) or a scatter.
  store.assign(O, Launch{});
  for (size_t k = 0; k < O; ++k) {
    if (!values[C + k]) continue;
    const ir::ValueId y = *values[C + k];
    auto [outer, len, in] = around(y, stack[k]);
    const ir::ValueId src = at(body.results[C + k], 0).first;
    store[k] = em.mover(y, src, outer, in, len * in, in);
  }
  // Each carry from the body's result: none when the result is the carry
  // itself; through a buffer of its own when it is another carry's.
  carry_back.assign(C, Launch{});
  keep.assign(C, Launch{});
  kept.assign(C, kScratchOperand);
  for (size_t k = 0; k < C; ++k) {
    const ir::ValueId src = at(body.results[k], 0).first;
    const int64_t n = codegen::element_count(em.p_.shape[carry[k]]);
    if (src == carry[k]) continue;
    if (std::find(carry.begin(), carry.end(), src) != carry.end()) {
      kept[k] = em.new_value(em.f_.values[carry[k]].type, em.p_.shape[carry[k]]);
      keep[k] = em.mover(kept[k], src, 1, n, 0, 0);
      carry_back[k] = em.mover(carry[k], kept[k], 1, n, 0, 0);
    } else {
      carry_back[k] = em.mover(carry[k], src, 1, n, 0, 0);
    }
  }
}

Status Emitter::LoopEmission::push(Launch bl, std::vector<ir::ValueId> bufs, std::vector<int64_t> offs,
                                   std::vector<int64_t> strides) {
  bl.step_strides.push_back(std::move(strides));
  return em.push_step_launch(std::move(bl), std::move(bufs), std::move(offs));
}

Status Emitter::LoopEmission::list() {
  Launch loop;
  loop.kind = Launch::Kind::Loop;
  loop.kernel.clear();
  loop.steps = count;
  loop.reverse = reverse;
  const size_t first = em.launches_.size();
  em.launches_.push_back(loop);
  for (size_t j = 0; j < S; ++j) {
    if (scan[j] == 0) continue;
    const ir::ValueId x = l.operands[C + j];
    if (auto st = push(gather[j], {slice[j], x}, {0, 0}, {0, row(x, scan[j])}); !st.ok()) return st;
  }
  for (const Launch& src : code.launches)
    if (auto st = list_body_launch(src); !st.ok()) return st;
  for (size_t k = 0; k < O; ++k) {
    if (!values[C + k]) continue;
    const ir::ValueId y = *values[C + k];
    const ir::ValueId r = body.results[C + k];
    if (auto st = push(store[k], {y, at(r, 0).first}, {0, at(r, 0).second}, {row(y, stack[k]), stride(r)}); !st.ok())
      return st;
  }
  for (size_t k = 0; k < C; ++k) {
    if (kept[k] == kScratchOperand) continue;
    if (auto st = push(keep[k], {kept[k], at(body.results[k], 0).first}, {0, 0}, {0, 0}); !st.ok()) return st;
  }
  for (size_t k = 0; k < C; ++k) {
    const ir::ValueId r = body.results[k];
    if (at(r, 0).first == carry[k]) continue;
    const bool through = kept[k] != kScratchOperand;
    if (auto st = push(carry_back[k], {carry[k], through ? kept[k] : at(r, 0).first}, {0, through ? 0 : at(r, 0).second},
                       {0, through ? 0 : stride(r)});
        !st.ok())
      return st;
  }
  em.launches_[first].body = em.launches_.size() - first - 1;
  return {};
}

Status Emitter::LoopEmission::list_body_launch(const Launch& src) {
  if (src.kind == Launch::Kind::Loop) {  // a loop inside: its body follows, mapped as the rest
    em.launches_.push_back(src);
    return {};
  }
  std::vector<ir::ValueId> bufs;
  std::vector<int64_t> offs, strides;
  for (size_t b = 0; b < src.buffers.size(); ++b) {
    const bool scratch =
        src.buffers[b] == kScratchOperand || (src.kind == Launch::Kind::Gemm && b < 3 && src.scratch_at[b] >= 0);
    if (scratch) {
      bufs.push_back(src.buffers[b]);
      offs.push_back(src.offset(b));
      strides.push_back(0);
      continue;
    }
    auto [v, off] = at(src.buffers[b], 0);
    bufs.push_back(v);
    offs.push_back(off + src.offset(b));
    strides.push_back(stride(src.buffers[b]));
  }
  return push(src, bufs, offs, strides);
}

Status Emitter::LoopEmission::copy_out() {
  for (size_t k = 0; k < C; ++k) {
    if (!values[k]) continue;
    const int64_t n = codegen::element_count(em.p_.shape[carry[k]]);
    if (auto st = em.push_step_launch(em.mover(*values[k], carry[k], 1, n, 0, 0), {*values[k], carry[k]}, {0, 0});
        !st.ok())
      return st;
  }
  return {};
}

}  // namespace netc::cuda::detail
