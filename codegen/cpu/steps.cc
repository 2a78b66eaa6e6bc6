#include "codegen/cpu/steps.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "ir/infer.h"

namespace netc::cpu::lowering {

using ir::Op;

std::vector<ir::ValueId> step_reads(const ir::Inst& i, const codegen::Plan& plan) {
  std::vector<ir::ValueId> reads;
  for (ir::ValueId o : i.operands) {
    if (plan.elided[o]) reads.push_back(plan.def[o]->operands[0]);
    else plan.leaf_buffers(o, reads);
  }
  return reads;
}

namespace {

// Whether instruction i may hand work to the pool (a large product, an
// image kernel, a loop long enough to split): an upper bound, so that no
// task still holds a worker when a job needs it.
bool may_use_pool(const ir::Inst& i, const codegen::Plan& plan, const std::vector<std::vector<int64_t>>& shape) {
  switch (i.op) {
    case Op::Matmul: {
      const MatmulShape m = matmul_shape(i, plan, shape);
      return m.M * m.N * m.K > kSmallMatmul;
    }
    case Op::Conv2d: case Op::Conv2dGradInput: case Op::Conv2dGradWeight:
    case Op::MaxPool2d: case Op::AvgPool2d: case Op::MaxPool2dGrad: case Op::AvgPool2dGrad:
      return true;
    default: break;
  }
  int64_t elements = element_count(shape[i.result]);
  for (ir::ValueId o : i.operands) elements = std::max(elements, element_count(shape[o]));
  return elements >= kSplitMinElements;
}

// Per instruction of f.body: -1, or it is a product started as a task and
// this is the index of the instruction before which it is waited for
// (f.body.size(): at the function's end); none without `tasks`
// (LowerOptions::tasks). A task is a small product
// generated as one call (no BLAS and no job of the pool inside) of at
// least kAsyncMinMacs multiply-adds, waited for before the first
// instruction that reads what it writes or may use the pool
// (may_use_pool), when some instruction before that runs on the caller
// (not only other tasks). Nothing else orders it: what it reads keeps its
// memory until then (cpu_steps). Where results may be written over module
// parameters (`in_place`), a product that reads a parameter is no task:
// the step just before its wait could write over it while the task reads.
// A row run's products are no tasks, and a run uses the pool (row_runs).
// `reads`: step_reads of each computed instruction of the body.
std::vector<int> async_plan(const ir::Function& f, const codegen::Plan& plan,
                            const std::vector<std::vector<int64_t>>& shape,
                            const std::vector<std::vector<ir::ValueId>>& reads, bool tasks,
                            const std::map<size_t, std::string>& in_place, const std::vector<RowRun>& runs) {
  const int n = static_cast<int>(f.body.size());
  std::vector<int> await(f.body.size(), -1);
  if (!tasks) return await;
  auto reads_a_parameter = [&](int k) {
    for (ir::ValueId v : reads[static_cast<size_t>(k)]) {
      const ir::Inst* d = plan.def[v];
      while (d && (d->op == Op::Reshape || d->op == Op::To)) d = plan.def[d->operands[0]];
      if (d && d->op == Op::Param) return true;
    }
    return false;
  };
  std::vector<bool> works(f.body.size()), pool(f.body.size());  // per instruction: computes; may use the pool
  std::vector<bool> in_run(f.body.size());  // a row run's steps: no task, and its first uses the pool
  for (size_t j = 0; j < f.body.size(); ++j) {
    works[j] = computed(plan, f.body[j]) && !names_only(f.body[j].op);
    pool[j] = works[j] && may_use_pool(f.body[j], plan, shape);
  }
  for (const RowRun& r : runs) {
    pool[r.first] = true;
    for (size_t j = r.first; j < r.last; ++j) in_run[j] = true;
  }
  // From the last: whether a product overlaps anything depends on whether
  // the products after it are tasks.
  for (int k = n - 1; k >= 0; --k) {
    const ir::Inst& i = f.body[static_cast<size_t>(k)];
    if (i.op != Op::Matmul || !works[static_cast<size_t>(k)] || in_run[static_cast<size_t>(k)]) continue;
    if (f.values[i.operands[0]].type.dtype != ir::DType::F32) continue;  // bf16, f16: never a task (a widened small kernel or netc_k_gemm_*16)
    const MatmulShape m = matmul_shape(i, plan, shape);
    const int64_t macs = m.M * m.N * m.K;
    if (!m.batch.empty() || macs > kSmallMatmul || macs < kAsyncMinMacs) continue;
    if (!in_place.empty() && reads_a_parameter(k)) continue;
    std::vector<ir::ValueId> writes{i.result};
    for (ir::ValueId c : plan.carried_by(i)) writes.push_back(c);
    int at = n;
    bool overlaps = false;  // some instruction before the wait runs on the caller
    for (int j = k + 1; j < n && at == n; ++j) {
      const size_t u = static_cast<size_t>(j);
      if (!computed(plan, f.body[u])) continue;
      for (ir::ValueId r : reads[u])
        if (std::find(writes.begin(), writes.end(), r) != writes.end()) at = j;
      if (pool[u]) at = j;
      if (at == n && works[u] && await[u] < 0) overlaps = true;
    }
    if (overlaps) await[static_cast<size_t>(k)] = at;
  }
  return await;
}

// Each instruction that is computed is one step of the buffer plan
// (codegen/common/buffers.h): it writes its result and the values its loop
// carries, and reads the buffers its fused operands pull from (an elided
// transpose: its operand). Intermediates live in the workspace. A task
// (async_plan) also reads what it reads and writes at the last step before
// its wait, so that no step in between takes their memory.
std::vector<codegen::BufferStep> cpu_steps(const ir::Function& f, const codegen::Plan& plan,
                                           const std::vector<std::vector<ir::ValueId>>& reads,
                                           const std::vector<int>& await, const std::vector<uint64_t>& scratch,
                                           const std::vector<RowRun>& runs) {
  std::vector<codegen::BufferStep> steps;
  std::vector<int> step_of(f.body.size(), -1);
  std::vector<int> run_of(f.body.size(), -1);  // a row run's instructions: the run's index
  for (size_t r = 0; r < runs.size(); ++r)
    for (size_t k = runs[r].first; k < runs[r].last; ++k) run_of[k] = static_cast<int>(r);
  for (size_t k = 0; k < f.body.size(); ++k) {
    const ir::Inst& inst = f.body[k];
    if (!computed(plan, inst)) continue;
    // A row run is one step: what it writes and reads.
    const bool joined = run_of[k] >= 0 && k > runs[static_cast<size_t>(run_of[k])].first;
    if (!joined) steps.emplace_back();
    step_of[k] = static_cast<int>(steps.size()) - 1;
    codegen::BufferStep& s = steps.back();
    if (!names_only(inst.op)) {
      s.writes.push_back(inst.result);
      for (ir::ValueId c : plan.carried_by(inst)) s.writes.push_back(c);
    }
    if (inst.op == Op::Loop)  // and its other results, with its scratch
      for (const auto& v : loop_values(f, plan, inst))
        if (v && *v != inst.result) s.writes.push_back(*v);
    s.scratch_bytes = std::max(s.scratch_bytes, scratch[k]);
    s.reads.insert(s.reads.end(), reads[k].begin(), reads[k].end());
  }
  for (size_t k = 0; k < f.body.size(); ++k) {
    if (await[k] < 0) continue;
    // The last step before the wait: the one before the awaited
    // instruction's, or the last.
    int last = static_cast<int>(steps.size()) - 1;
    if (static_cast<size_t>(await[k]) < f.body.size()) last = step_of[static_cast<size_t>(await[k])] - 1;
    const codegen::BufferStep task = steps[static_cast<size_t>(step_of[k])];
    std::vector<ir::ValueId>& reads = steps[static_cast<size_t>(last)].reads;
    reads.insert(reads.end(), task.reads.begin(), task.reads.end());
    reads.insert(reads.end(), task.writes.begin(), task.writes.end());
  }
  return steps;
}

}  // namespace

bool computed(const codegen::Plan& p, const ir::Inst& i) {
  return p.live[i.result] && !p.fused[i.result] && !p.elided[i.result] && i.op != Op::LoopResult;
}

std::vector<std::optional<ir::ValueId>> loop_values(const ir::Function& f, const codegen::Plan& plan, const ir::Inst& l) {
  const size_t carries = static_cast<size_t>(ir::attr_int(l.attrs, "carries", 0));
  std::vector<std::optional<ir::ValueId>> out(carries + ir::attr_ints(l.attrs, "stack_axes").size());
  out[0] = l.result;
  for (const ir::Inst& i : f.body)
    if (i.op == Op::LoopResult && i.operands[0] == l.result && plan.live[i.result])
      out.at(static_cast<size_t>(ir::attr_int(i.attrs, "index", 0))) = i.result;
  return out;
}

Expected<LoopScratch> loop_scratch(const ir::Function& f, const codegen::Plan& plan, const ir::Inst& l,
                                   const DimBindings& dims, const codegen::BufferPlan& bp) {
  const ir::Function& body = *l.body;
  auto bplan = codegen::make_plan(body, dims);
  if (!bplan.ok()) return bplan.status();
  auto bytes = [&](ir::ValueId v) {
    return static_cast<uint64_t>(element_count(bplan->shape[v])) * ir::dtype_size(body.type_of(v).dtype);
  };
  LoopScratch s;
  uint64_t at = aligned(bp.arena_bytes);
  const size_t C = static_cast<size_t>(ir::attr_int(l.attrs, "carries", 0));
  const std::vector<int64_t> scan = ir::attr_ints(l.attrs, "scan_axes");
  for (size_t k = 0; k < C; ++k) {
    s.carry.push_back(at);
    at += 2 * aligned(bytes(body.params[k]));
  }
  for (size_t j = 0; j < scan.size(); ++j) {
    s.slice.push_back(at);
    if (scan[j] != 0) at += aligned(bytes(body.params[C + j]));
  }
  const auto values = loop_values(f, plan, l);
  const std::vector<int64_t> stack = ir::attr_ints(l.attrs, "stack_axes");
  for (size_t k = C; k < values.size(); ++k) {
    s.output.push_back(at);
    if (!values[k] || stack[k - C] != 0) at += aligned(bytes(body.results[k]));
  }
  s.bytes = at;
  return s;
}

bool names_only(Op op) { return op == Op::Param || op == Op::Reshape || op == Op::To; }

namespace {

// What one step of a row run reads and writes by rows and whole, and its
// work; nullopt where the step cannot be in a run.
struct RowStep {
  int64_t rows = 0, work = 0;
  bool product = false;
  std::vector<ir::ValueId> rowed, whole;
};
std::optional<RowStep> row_step(const ir::Inst& i, const codegen::Plan& plan) {
  const auto& shape = plan.shape;
  const auto& rs = shape[i.result];
  if (rs.empty()) return std::nullopt;
  RowStep s;
  s.rows = rs[0];
  // v is split by rows where its axis 0 lines up with the result's axis 0,
  // else read whole: it broadcasts along axis 0 (fewer axes, or size 1).
  auto place = [&](ir::ValueId v) {
    const auto& vs = shape[v];
    if (vs.size() == rs.size() && vs[0] == s.rows) s.rowed.push_back(v);
    else if (vs.size() < rs.size() || vs[0] == 1) s.whole.push_back(v);
    else return false;
    return true;
  };
  if (i.op == Op::Matmul) {
    const MatmulShape m = matmul_shape(i, plan, shape);
    const ir::ValueId a = i.operands[0];
    if (!m.batch.empty() || m.ta || m.M * m.N * m.K > kSmallMatmul || plan.fused[a]) return std::nullopt;
    if (shape[a].size() != rs.size() || shape[a][0] != s.rows) return std::nullopt;
    const ir::ValueId b = m.tb ? plan.def[i.operands[1]]->operands[0] : i.operands[1];
    s.rowed = {i.result, a};
    s.whole = {b};
    s.work = m.M * m.N * m.K;
    s.product = true;
    return s;
  }
  if (!codegen::is_elementwise(i.op)) return std::nullopt;
  const std::vector<ir::ValueId> tree = plan.fused_tree(i);
  for (size_t k = 0; k < tree.size(); ++k) {
    const ir::ValueId v = tree[k];
    const ir::Inst* d = plan.def[v];
    // A fused producer computes each element from its operands' at the same
    // index (no random numbers, no index of its own).
    if (k > 0 && plan.fused[v] && !(codegen::is_elementwise(d->op) || d->op == Op::Constant)) return std::nullopt;
    if (!place(v)) return std::nullopt;
  }
  for (ir::ValueId c : plan.carried_by(i))  // stored by each part: its rows only
    if (std::find(s.rowed.begin(), s.rowed.end(), c) == s.rowed.end()) return std::nullopt;
  s.work = element_count(rs);
  return s;
}

}  // namespace

std::vector<RowRun> row_runs(const ir::Function& f, const codegen::Plan& plan,
                             const std::vector<std::vector<ir::ValueId>>& reads, bool enabled, bool in_place) {
  std::vector<RowRun> runs;
  if (!enabled || in_place) return runs;
  // Per value: the last instruction whose step reads it (the caller: past the body).
  std::vector<size_t> last_read(f.values.size(), 0);
  for (size_t k = 0; k < f.body.size(); ++k)
    for (ir::ValueId v : reads[k]) last_read[v] = k;
  for (ir::ValueId v : f.results) last_read[v] = f.body.size();
  struct Open {
    RowRun run;
    size_t end = 0;  // after the last step taken
    int64_t work = 0, products = 0;
    std::set<ir::ValueId> rowed, whole, written;
  };
  std::optional<Open> open;
  auto close = [&] {
    if (!open) return;
    RowRun& r = open->run;
    r.last = open->end;
    const int64_t R = r.rows;
    int64_t parts = open->products >= 2 ? std::min({kRowRunMaxParts, open->work / kRowPartMinWork, R / kRowPartRows}) : 0;
    // The bytes it writes that later steps or the caller read.
    int64_t escaping_bytes = 0;
    for (ir::ValueId v : open->written)
      if (parts >= 2 && last_read[v] >= r.last)
        escaping_bytes += element_count(plan.shape[v]) * static_cast<int64_t>(ir::dtype_size(f.values[v].type.dtype));
    if (escaping_bytes * kWorkPerEscapingByte > open->work) parts = 0;
    // Whole multiples of kRowPartRows per part, the last part at least
    // kRowPartRows rows (the tiles' rows: see the header).
    auto rows_per_part = [&](int64_t p) { return ((R + p - 1) / p + kRowPartRows - 1) / kRowPartRows * kRowPartRows; };
    while (parts >= 2 && R - rows_per_part(parts) * (parts - 1) < kRowPartRows) --parts;
    if (parts >= 2) {
      r.part_rows = rows_per_part(parts);
      r.parts = (R + r.part_rows - 1) / r.part_rows;
      r.rowed.assign(open->rowed.begin(), open->rowed.end());
      if (r.parts >= 2 && r.rows_of(r.parts - 1) >= kRowPartRows) runs.push_back(std::move(r));
    }
    open.reset();
  };
  for (size_t k = 0; k < f.body.size(); ++k) {
    const ir::Inst& i = f.body[k];
    if (!computed(plan, i)) continue;
    if (i.op == Op::Param) continue;  // names a whole buffer: part of a run around it
    std::optional<RowStep> s;
    if (!names_only(i.op)) s = row_step(i, plan);
    if (s && s->rows < 2 * kRowPartRows) s.reset();
    // It joins the open run when its rows agree, no value it reads whole
    // is split there and none it splits is read whole there.
    auto joins = [&] {
      if (!open || open->run.rows != s->rows) return false;
      for (ir::ValueId v : s->whole)
        if (open->rowed.count(v) || open->written.count(v)) return false;
      for (ir::ValueId v : s->rowed)
        if (open->whole.count(v)) return false;
      return true;
    };
    if (!s) {
      close();
      continue;
    }
    if (!joins()) {
      close();
      open.emplace();
      open->run.first = k;
      open->run.rows = s->rows;
    }
    open->end = k + 1;
    open->work += s->work;
    open->products += s->product ? 1 : 0;
    open->rowed.insert(s->rowed.begin(), s->rowed.end());
    open->whole.insert(s->whole.begin(), s->whole.end());
    open->written.insert(i.result);
    for (ir::ValueId c : plan.carried_by(i)) open->written.insert(c);
  }
  close();
  return runs;
}

MatmulShape matmul_shape(const ir::Inst& i, const codegen::Plan& plan, const std::vector<std::vector<int64_t>>& shape) {
  MatmulShape m;
  m.ta = plan.elided[i.operands[0]];
  m.tb = plan.elided[i.operands[1]];
  const auto& as = shape[i.operands[0]];
  const auto& bs = shape[i.operands[1]];
  const auto& rs = shape[i.result];
  m.M = as[as.size() - 2], m.K = as.back(), m.N = bs.back();
  m.batch.assign(rs.begin(), rs.end() - 2);
  m.ab.assign(as.begin(), as.end() - 2);
  m.bb.assign(bs.begin(), bs.end() - 2);
  // [..., M, K] x [K, N] with A stored row-major is one product of
  // [(...) * M, K] rows: a Linear layer over [B, T, d] is one GEMM.
  if (m.bb.empty() && !m.ta && m.ab == m.batch && !m.batch.empty()) {
    m.M *= element_count(m.batch);
    m.batch.clear();
  }
  return m;
}

}  // namespace netc::cpu::lowering

namespace netc::cpu {

namespace {

// The buffer plan's options for the CPU: 64-byte alignment, the in-place results.
codegen::BufferOptions buffer_options(const LowerOptions& options) {
  codegen::BufferOptions b;
  b.alignment = 64;
  b.in_place = options.in_place;
  return b;
}

}  // namespace

const CpuPlan* CpuPlan::body(size_t inst) const {
  for (size_t j = 0; j < loops.size(); ++j)
    if (loops[j] == inst) return &bodies[j];
  return nullptr;
}

// Each computed instruction's reads found once; a loop's body planned
// first (its scratch is a step's), then the tasks (async_plan), the steps
// (cpu_steps) and the buffers.
Expected<CpuPlan> cpu_plan(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                           const LowerOptions& options) {
  using namespace lowering;
  ir::Function bound = codegen::bind_sizes(f, dims);
  auto plan = codegen::make_plan(bound, dims);
  if (!plan.ok()) return plan.status();
  const codegen::Plan& p = *plan;
  CpuPlan out;
  std::vector<std::vector<ir::ValueId>> reads(bound.body.size());
  std::vector<uint64_t> scratch(bound.body.size(), 0);
  LowerOptions inner = options;
  inner.in_place.clear();
  for (size_t k = 0; k < bound.body.size(); ++k) {
    const ir::Inst& i = bound.body[k];
    if (!computed(p, i)) continue;
    reads[k] = step_reads(i, p);
    if (i.op != Op::Loop) continue;
    auto body = cpu_plan(m, *i.body, dims, inner);
    if (!body.ok()) return body.status();
    auto ls = loop_scratch(bound, p, i, dims, body->buffers);
    if (!ls.ok()) return ls.status();
    scratch[k] = ls->bytes;
    out.loops.push_back(k);
    out.bodies.push_back(std::move(*body));
  }
  out.runs = row_runs(bound, p, reads, options.row_runs, !options.in_place.empty());
  out.await = async_plan(bound, p, p.shape, reads, options.tasks, options.in_place, out.runs);
  auto buffers = codegen::plan_buffers(m, bound, p.shape, cpu_steps(bound, p, reads, out.await, scratch, out.runs),
                                       buffer_options(options));
  if (!buffers.ok()) return Status::error("@" + f.name + ": " + buffers.message());
  out.buffers = std::move(*buffers);
  return out;
}

Expected<codegen::BufferPlan> cpu_buffer_plan(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                              const LowerOptions& options) {
  auto plan = cpu_plan(m, f, dims, options);
  if (!plan.ok()) return plan.status();
  return std::move(plan->buffers);
}

}  // namespace netc::cpu
