// The CUDA emitter's reductions and softmax: a thread per output when each
// folds few elements, else a block's threads (or a block's warps over 32
// neighbouring outputs) combining in shared memory in a fixed order; a few
// outputs of very many elements in two passes (see emitter.h).
#include "codegen/cuda/emitter.h"

#include <algorithm>

#include "codegen/common/dtypes.h"

namespace netc::cuda::detail {

// softmax, log_softmax and argmax along one axis: a thread per row, or a
// block per row when rows are long (block_softmax).
Status Emitter::softmax(const ir::Inst& i) {
  ir::ValueId x = i.operands[0];
  const auto [outer, n, inner] = rows_along_axis(i);
  if (i.op != Op::Argmax && n >= kBlockThreads) return block_softmax(i, outer, inner, n);
  Kernel k = begin(i, {x});
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outer * inner << "LL) return;\n"
       << "  const " << ctype(f_.values[x].type.dtype) << "* x = " << k.arg[x] << " + (t / " << inner << "LL) * " << n * inner
       << "LL + t % " << inner << "LL;\n";
  if (i.op == Op::Argmax) {  // in the operand's dtype (halves widened), the first of the largest
    const std::string IN = std::to_string(inner) + "LL";
    out_ << "  i64 best = 0;\n  for (i64 j = 1; j < " << n << "LL; ++j) if (" << loaded(x, "x[j * " + IN + "]") << " > "
         << loaded(x, "x[best * " + IN + "]") << ") best = j;\n  b0[t] = best;\n";
  } else {
    out_ << "  float* y = b0 + (t / " << inner << "LL) * " << n * inner << "LL + t % " << inner << "LL;\n"
         << "  float m = __int_as_float((int)0xff800000u);\n  for (i64 j = 0; j < " << n << "LL; ++j) m = fmaxf(m, x[j * " << inner
         << "LL]);\n  double s = 0;\n  for (i64 j = 0; j < " << n << "LL; ++j) s += exp((double)(x[j * " << inner
         << "LL] - m));\n";
    if (i.op == Op::LogSoftmax)
      out_ << "  float lse = m + (float)log(s);\n  for (i64 j = 0; j < " << n << "LL; ++j) y[j * " << inner << "LL] = x[j * "
           << inner << "LL] - lse;\n";
    else
      out_ << "  for (i64 j = 0; j < " << n << "LL; ++j) y[j * " << inner << "LL] = (float)(exp((double)(x[j * " << inner
           << "LL] - m)) / s);\n";
  }
  end(k, outer * inner);
  return {};
}

Emitter::Split Emitter::split(int64_t count, bool innermost_reduced) {
  if (innermost_reduced) return count >= kBlockThreads ? Split::Block : Split::Thread;
  return count >= 2 * (kBlockThreads / kWarp) ? Split::Columns : Split::Thread;
}

// A reduction's starting value, and the statement that folds `v` into
// `acc` (its rules in ir/ops.def).
std::string Emitter::reduction_identity(ir::DType dt, const ir::ReductionRule& rule) {
  using Start = ir::ReductionRule::Start;
  if (rule.start == Start::Number) return literal(rule.identity, dt);
  const bool lowest = rule.start == Start::Lowest;
  switch (dt) {
    case ir::DType::F32: return lowest ? "__int_as_float((int)0xff800000u)" : "__int_as_float((int)0x7f800000u)";
    case ir::DType::I32: return lowest ? "(int)(-2147483647 - 1)" : "(int)2147483647";
    case ir::DType::Bool: return lowest ? "(unsigned char)0" : "(unsigned char)1";
    default: return lowest ? "(i64)(-9223372036854775807LL - 1)" : "(i64)9223372036854775807LL";
  }
}

std::string Emitter::reduction_step(ir::DType dt, const ir::ReductionRule& rule, const std::string& acc, const std::string& v) {
  CudaScalar s{dt, dt};
  return acc + " = " + ir::evaluate(s, rule.combine, {acc, v}) + ";";
}

// Inside a loop over `j`, a linear index over the reduced axes (those with
// out_axis < 0): each reduced axis's index as `j<axis>`, innermost first.
void Emitter::decode_reduced(const std::vector<int64_t>& xs, const std::vector<int>& out_axis, std::vector<std::string>* in) {
  for (size_t d = xs.size(); d-- > 0;) {
    if (out_axis[d] >= 0) continue;
    (*in)[d] = "j" + std::to_string(d);
    out_ << "    i64 " << (*in)[d] << " = q % " << xs[d] << "LL; q /= " << xs[d] << "LL;\n";
  }
}

// Every thread's `var` into the block's shared array `part`, then a tree
// in a fixed order (the same result every run) down to `keep` results in
// part[0..keep-1].
void Emitter::tree(const std::string& type, const std::string& part, ir::Op op, int keep, const std::string& var) {
  std::string combine = reduction_step(ir::DType::F32, *ir::reduction_rule(op), part + "[threadIdx.x]", "v");
  out_ << "  __shared__ " << type << " " << part << "[" << kBlockThreads << "];\n  " << part << "[threadIdx.x] = " << var
       << ";\n  __syncthreads();\n  for (int s = " << kBlockThreads / 2 << "; s >= " << keep << "; s >>= 1) {\n"
       << "    if (threadIdx.x < s) { " << type << " v = " << part << "[threadIdx.x + s]; " << combine
       << " }\n    __syncthreads();\n  }\n";
}

// The end of a block-wide reduction: a tree down to `keep` results (1: the
// block's; 32: one per lane, over the warps), which threads 0..keep-1
// take back into `acc`; the others return (and those that `leave_if`).
void Emitter::block_tree(const std::string& type, ir::Op op, int keep, const std::string& leave_if) {
  tree(type, "part", op, keep, "acc");
  out_ << "  if (threadIdx.x >= " << keep << leave_if << ") return;\n  acc = part[threadIdx.x];\n";
}

// A tree down to one result, which every thread of the block takes into
// `var`.
void Emitter::block_all(const std::string& type, const std::string& part, ir::Op op, const std::string& var) {
  tree(type, part, op, 1, var);
  out_ << "  " << var << " = " << part << "[0];\n";
}

// Softmax and log-softmax over long rows: a block per row, its threads
// striding over the row for its maximum, then for the sum of exponentials
// (in double, as the thread-per-row kernel and the CPU), then writing.
Status Emitter::block_softmax(const ir::Inst& i, int64_t outer, int64_t inner, int64_t n) {
  ir::ValueId x = i.operands[0];
  Kernel k = begin(i, {x});
  std::string row = "(t / " + std::to_string(inner) + "LL) * " + std::to_string(n * inner) + "LL + t % " + std::to_string(inner) + "LL";
  out_ << "  i64 t = (i64)blockIdx.x;\n  if (t >= " << outer * inner << "LL) return;\n  const float* x = " << k.arg[x] << " + "
       << row << ";\n  float* y = b0 + " << row << ";\n  float m = __int_as_float((int)0xff800000u);\n"
       << "  for (i64 j = threadIdx.x; j < " << n << "LL; j += " << kBlockThreads << ") m = fmaxf(m, x[j * " << inner
       << "LL]);\n";
  block_all("float", "part_max", Op::Max, "m");
  out_ << "  double s = 0;\n  for (i64 j = threadIdx.x; j < " << n << "LL; j += " << kBlockThreads
       << ") s += exp((double)(x[j * " << inner << "LL] - m));\n";
  block_all("double", "part_sum", Op::Sum, "s");
  if (i.op == Op::LogSoftmax)
    out_ << "  float lse = m + (float)log(s);\n  for (i64 j = threadIdx.x; j < " << n << "LL; j += " << kBlockThreads
         << ") y[j * " << inner << "LL] = x[j * " << inner << "LL] - lse;\n";
  else
    out_ << "  for (i64 j = threadIdx.x; j < " << n << "LL; j += " << kBlockThreads << ") y[j * " << inner
         << "LL] = (float)(exp((double)(x[j * " << inner << "LL] - m)) / s);\n";
  end(k, outer * inner * kBlockThreads);
  return {};
}

Emitter::Reduction Emitter::describe(const ir::Inst& i) {
  Reduction red;
  red.x = i.operands[0];
  red.xs = p_.shape[red.x];
  red.rs = p_.shape[i.result];
  red.out_axis = codegen::reduction_out_axes(i, red.xs, red.rs);
  for (size_t d = 0; d < red.xs.size(); ++d)
    if (red.out_axis[d] < 0) red.count *= red.xs[d];
  red.outputs = codegen::element_count(red.rs);
  red.dt = f_.values[i.result].type.dtype;
  red.type = ctype(red.dt);
  red.op = i.op == Op::SumTo ? Op::Sum : i.op;
  p_.leaf_buffers(red.x, red.reads);
  return red;
}

int64_t Emitter::chunks(int64_t count, int64_t outputs) {
  int64_t want = (kTargetBlocks + outputs - 1) / outputs;
  return std::max<int64_t>(1, std::min(want, count / kMinChunk));
}

// A reduction in two launches over the function's scratch memory: a block
// per (output, chunk) writes its chunk's partial result there; then a
// thread per output combines its chunks' partials, in chunk order (the same
// result every run).
Status Emitter::two_pass_reduction(const ir::Inst& i, const Reduction& red) {
  int64_t count = red.count, outputs = red.outputs;
  int64_t parts = chunks(count, outputs), len = (count + parts - 1) / parts;
  const std::string& type = red.type;
  // Pass 1: block b is chunk b % parts of output b / parts.
  Kernel k = begin(i, red.reads, {}, type);
  out_ << "  i64 t = (i64)blockIdx.x / " << parts << ", chunk = (i64)blockIdx.x % " << parts << ";\n  if (t >= " << outputs
       << "LL) return;\n";
  std::vector<std::string> in = red.kept(multi_index(red.rs, "o", "t"));
  out_ << "  " << type << " acc = " << red.identity() << ";\n  i64 end = chunk * " << len << "LL + " << len << "LL < "
       << count << "LL ? chunk * " << len << "LL + " << len << "LL : " << count << "LL;\n"
       << "  for (i64 j = chunk * " << len << "LL + threadIdx.x; j < end; j += " << kBlockThreads << ") {\n    i64 q = j;\n";
  decode_reduced(red.xs, red.out_axis, &in);
  out_ << "    (void)q;\n    " << type << " v = " << value(k, red.x, red.xs, in) << ";\n    " << red.step("acc", "v") << "\n  }\n";
  block_tree(type, red.op, 1, "");
  out_ << "  scratch[blockIdx.x] = acc;\n";
  end(k, outputs * parts * kBlockThreads);
  // Pass 2, with the same arguments.
  Kernel finish = begin(i, red.reads, {}, type);
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << outputs << "LL) return;\n  " << type
       << " acc = scratch[t * " << parts << "LL];\n  for (i64 c = 1; c < " << parts << "LL; ++c) { " << type
       << " v = scratch[t * " << parts << "LL + c]; " << red.step("acc", "v") << " }\n";
  out_ << red.finish();
  out_ << "  b0[t] = acc;\n}\n";
  Launch& l = launches_.back();
  l.finish_kernel = finish.name;
  l.finish_threads = outputs;
  l.scratch_bytes = outputs * parts * static_cast<int64_t>(ir::dtype_size(red.dt));
  return {};
}

Status Emitter::reduction(const ir::Inst& i) {
  Reduction red = describe(i);
  const auto& xs = red.xs;
  int64_t count = red.count, outputs = red.outputs;
  const std::string& type = red.type;
  Split how = split(count, !xs.empty() && red.out_axis.back() < 0);
  if (how == Split::Block && chunks(count, outputs) > 1) return two_pass_reduction(i, red);
  Kernel k = begin(i, red.reads);
  int warps = kBlockThreads / kWarp;
  std::vector<std::string> oidx;
  if (how == Split::Columns) {
    // Lane l of every warp owns output element 32 * block + l; a lane past
    // the end still takes part in the barriers.
    out_ << "  int lane = threadIdx.x % " << kWarp << ", warp = threadIdx.x / " << kWarp << ";\n"
         << "  i64 t = (i64)blockIdx.x * " << kWarp << " + lane;\n  bool in_range = t < " << outputs << "LL;\n";
    oidx = multi_index(red.rs, "o", "in_range ? t : 0");
  } else {
    oidx = index_space(red.rs, "o", how == Split::Block);
  }
  out_ << "  " << type << " acc = " << red.identity() << ";\n";
  std::vector<std::string> in = red.kept(oidx);
  if (how == Split::Thread) {
    std::string indent = "  ";
    for (size_t d = 0; d < xs.size(); ++d) {
      if (red.out_axis[d] >= 0) continue;
      in[d] = "j" + std::to_string(d);
      out_ << indent << "for (i64 " << in[d] << " = 0; " << in[d] << " < " << xs[d] << "LL; ++" << in[d] << ")\n";
      indent += "  ";
    }
    out_ << indent << "{ " << type << " v = " << value(k, red.x, xs, in) << "; " << red.step("acc", "v") << " }\n";
  } else {
    // The reduced elements j, j + step, ... of this thread (Block) or warp
    // (Columns), decoded innermost first.
    bool block = how == Split::Block;
    out_ << "  for (i64 j = " << (block ? "threadIdx.x" : "warp") << "; j < " << count << "LL; j += "
         << (block ? kBlockThreads : warps) << ") {\n    i64 q = j;\n";
    decode_reduced(xs, red.out_axis, &in);
    out_ << "    (void)q;\n" << (block ? "" : "    if (!in_range) break;\n") << "    " << type << " v = " << value(k, red.x, xs, in)
         << ";\n    " << red.step("acc", "v") << "\n  }\n";
    block_tree(type, red.op, block ? 1 : kWarp, block ? "" : " || !in_range");
  }
  out_ << red.finish();
  out_ << "  b0[t] = acc;\n";
  int64_t threads = how == Split::Thread  ? outputs
                    : how == Split::Block ? outputs * kBlockThreads
                                          : (outputs + kWarp - 1) / kWarp * kBlockThreads;
  end(k, threads);
  return {};
}

}  // namespace netc::cuda::detail
