// The re-run of a failed step that finds its first NaN (nan_trace.h).
#include "engine/loop/nan_trace.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <set>
#include <stdexcept>

#include "engine/exec/step_functions.h"
#include "ir/dims.h"
#include "ir/interpret.h"
#include "ir/printer.h"

namespace netc::engine {
namespace {

using ir::interp::Tensor;

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

bool floating(const Tensor& t) { return t.dtype != ir::DType::Bool && !ir::is_int(t.dtype); }

struct Counts {
  size_t n = 0, nan = 0, inf = 0, zeros = 0, negative = 0;
  double lo = INFINITY, hi = -INFINITY;
};

Counts count(const Tensor& t) {
  Counts c;
  c.n = t.data.size();
  for (double v : t.data) {
    if (std::isnan(v)) ++c.nan;
    else if (std::isinf(v)) ++c.inf;
    else {
      c.lo = std::min(c.lo, v), c.hi = std::max(c.hi, v);
      if (v == 0) ++c.zeros;
      if (v < 0) ++c.negative;
    }
  }
  return c;
}

// What "its operand " is followed by: "`relu(fc(x))`", else "2 (a `relu`)".
std::string operand_name(const ir::Module& m, const ir::Function& f, const std::map<ir::ValueId, const ir::Inst*>& def,
                         ir::ValueId v, size_t k) {
  auto it = def.find(v);
  if (it == def.end()) {
    const std::string& name = f.values[v].name;
    return name.empty() ? std::to_string(k + 1) + " (an input)" : "`" + name + "`";
  }
  const ir::Inst& d = *it->second;
  if (d.op == ir::Op::Param) return "`" + std::get<std::string>(d.attrs.at("name")) + "`";
  std::string text = source_at(m, d.loc);
  return text.empty() ? std::to_string(k + 1) + " (a `" + ir::op_name(d.op) + "`)" : "`" + text + "`";
}

// "3 zeros among 32 values in [0, 1.73]".
std::string describe(const Counts& c) {
  if (c.n == 1) return "is " + (c.nan ? std::string("NaN") : c.inf ? std::string("infinite") : number(c.lo));
  std::string s;
  auto part = [&](size_t n, const char* one, const char* many) {
    if (n) s += (s.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? one : many);
  };
  part(c.nan, "NaN", "NaN");
  part(c.inf, "infinite", "infinite");
  part(c.zeros, "zero", "zeros");
  part(c.negative, "negative", "negative");
  s = "has " + s + (s.empty() ? "" : " among ") + std::to_string(c.n) + " values";
  if (c.lo <= c.hi) s += c.lo == c.hi ? ", all " + number(c.lo) : " in [" + number(c.lo) + ", " + number(c.hi) + "]";
  return s;
}

// "the first NaN came from `log(p)` at prog.net:10:12 (net, forward)": the
// instruction `inst` by its source text (and its op when the text is not a
// call of it), its place, model instance and `pass`.
std::string came_from(const ir::Module& m, const ir::Inst& inst, const std::string& what, const std::string& pass) {
  std::string text = source_at(m, inst.loc);
  std::string out = "the first " + what + " came from `" + (text.empty() ? ir::op_name(inst.op) : text) + "`";
  if (!text.empty() && text.rfind(ir::op_name(inst.op), 0) != 0) out += std::string(" (its `") + ir::op_name(inst.op) + "`)";
  std::string at = ir::source_place(m, inst.loc);
  if (!at.empty()) out += " at " + at;
  return out + " (" + (inst.scope.empty() ? "" : inst.scope + ", ") + pass + ")";
}

ir::interp::Observer first_made(const ir::Module& m, const ir::Function& f,
                                const std::function<std::string(ir::ValueId)>& pass, std::string* found) {
  auto def = std::make_shared<std::map<ir::ValueId, const ir::Inst*>>();
  for (const ir::Inst& inst : f.body) (*def)[inst.result] = &inst;
  return [&m, &f, pass, found, def](const ir::Inst& inst, const std::vector<const Tensor*>& operands,
                                    const Tensor& result) {
    if (!floating(result)) return true;
    Counts r = count(result);
    if (!r.nan && !r.inf) return true;
    for (const Tensor* o : operands) {
      Counts c = count(*o);
      if (c.nan || c.inf) return true;  // carried here, not made
    }
    *found = came_from(m, inst, r.nan ? "NaN" : "infinity", pass(inst.result));
    double largest = 0;
    std::set<ir::ValueId> said;
    for (size_t k = 0; k < operands.size(); ++k) {
      if (!floating(*operands[k]) || !said.insert(inst.operands[k]).second) continue;
      Counts c = count(*operands[k]);
      largest = std::max({largest, std::fabs(c.lo), std::fabs(c.hi)});
      *found += (said.size() > 1 ? "; " : ": ") + std::string("its operand ") +
                operand_name(m, f, *def, inst.operands[k], k) + " " + describe(c);
    }
    if (largest > 1e18) *found += ". Values this large mean training diverged: lower the learning rate";
    return false;
  };
}

// Where a step's NaN came from when an index was out of range (the backends
// read NaN there): the instruction, as first_made says one, and the index.
std::string index_out_of_range(const ir::Module& m, const ir::interp::IndexOutOfRange& e, const std::string& pass) {
  if (!e.inst) return "";
  return came_from(m, *e.inst, "NaN", pass) + ": it reads index " + std::to_string(e.index) + " of an axis of " +
         std::to_string(e.bound) + " (indices 0.." + std::to_string(e.bound - 1) +
         "), which reads NaN; check the indices (an Embedding's ids below its `vocab`, labels below the classes)";
}

// The parameters `f` reads, into `params`; those not finite said in `broken`.
bool load_params(const ir::Function& f, const TraceInputs& in, std::map<std::string, Tensor>* params,
                 std::vector<std::string>* broken) {
  for (const ir::Inst& inst : f.body) {
    if (inst.op != ir::Op::Param) continue;
    const std::string& name = std::get<std::string>(inst.attrs.at("name"));
    if (params->count(name)) continue;
    auto idx = in.param_index->find(name);
    if (idx == in.param_index->end()) return false;
    const rt::Tensor& p = (*in.params)[idx->second];
    Tensor t = host_tensor(p.data(), p.dtype(), p.shape(), f.type_of(inst.result).dtype);
    Counts c = count(t);
    if (floating(t) && (c.nan || c.inf)) broken->push_back("`" + name + "` " + describe(c));
    params->emplace(name, std::move(t));
  }
  return true;
}

// What re-running `f` costs the interpreter: multiply-adds (of products and
// convolutions, an element of anything else) and the bytes of its values,
// each kept as double to the end.
struct Cost {
  double work = 0, bytes = 0;
};

Cost cost_of(const ir::Function& f, const ir::DimSizes& dims) {
  auto elements = [&](ir::ValueId v) {
    double n = 1;
    for (int64_t d : ir::interp::concrete_shape(f.type_of(v), dims)) n *= static_cast<double>(d);
    return n;
  };
  Cost c;
  for (ir::ValueId v : f.params) c.bytes += 8 * elements(v);
  for (const ir::Inst& inst : f.body) {
    double out = elements(inst.result);
    c.bytes += 8 * out;
    double work = out;
    for (ir::ValueId o : inst.operands) work = std::max(work, elements(o));
    if (inst.op == ir::Op::Matmul) {
      const ir::TensorType& a = f.type_of(inst.operands[0]);
      work = out * static_cast<double>(ir::interp::concrete_shape(a, dims).back());
    } else if (inst.op == ir::Op::Conv2d || inst.op == ir::Op::Conv2dGradInput || inst.op == ir::Op::Conv2dGradWeight) {
      // Each element of the forward convolution's output [N, O, OH, OW]
      // times its window of its kernel [O, C, KH, KW]: conv2d(x, w) -> y,
      // conv2d_grad_input(gy, w), conv2d_grad_weight(x, gy) -> w's shape.
      ir::ValueId y = inst.op == ir::Op::Conv2d ? inst.result
                      : inst.op == ir::Op::Conv2dGradInput ? inst.operands[0] : inst.operands[1];
      ir::ValueId w = inst.op == ir::Op::Conv2dGradWeight ? inst.result : inst.operands[1];
      auto kernel = ir::interp::concrete_shape(f.type_of(w), dims);
      work = elements(y) * static_cast<double>(kernel[1] * kernel[2] * kernel[3]);
    }
    c.work += work;
  }
  return c;
}

// The largest re-run attempted: about 20 s of the interpreter's plain
// loops, and a quarter of the memory this process can have.
constexpr double kMaxTraceWork = 3e9;

}  // namespace

Tensor host_tensor(const void* data, rt::DType dt, std::vector<int64_t> shape, ir::DType ir_dtype) {
  Tensor t{std::move(shape), {}, ir_dtype};
  const size_t n = t.numel();
  t.data.resize(n);
  for (size_t i = 0; i < n; ++i) {
    switch (dt) {
      case rt::DType::F32: t.data[i] = static_cast<const float*>(data)[i]; break;
      case rt::DType::F16: t.data[i] = rt::f16_to_f32(static_cast<const uint16_t*>(data)[i]); break;
      case rt::DType::BF16: t.data[i] = rt::bf16_to_f32(static_cast<const uint16_t*>(data)[i]); break;
      case rt::DType::I32: t.data[i] = static_cast<double>(static_cast<const int32_t*>(data)[i]); break;
      case rt::DType::I64: t.data[i] = static_cast<double>(static_cast<const int64_t*>(data)[i]); break;
      case rt::DType::Bool: t.data[i] = static_cast<const uint8_t*>(data)[i] != 0 ? 1.0 : 0.0; break;
    }
  }
  return t;
}

std::string source_at(const ir::Module& m, const ir::Loc& loc) {
  if (loc.line == 0 || loc.file >= m.files.size()) return "";
  std::ifstream f(m.files[loc.file]);
  std::string line;
  for (uint32_t k = 0; k < loc.line && std::getline(f, line); ++k) {
  }
  if (!f || loc.col == 0 || loc.col > line.size()) return "";
  std::string out;
  int depth = 0;
  for (size_t i = loc.col - 1; i < line.size(); ++i) {
    char c = line[i];
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') {
      if (depth == 0) break;
      --depth;
    }
    if (depth == 0 && (c == ';' || c == ',')) break;
    if (depth == 0 && i + 1 < line.size() && line.compare(i, 2, "//") == 0) break;
    out += c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (out.size() > 60) out = out.substr(0, 57) + "...";
  return out;
}

std::set<ir::ValueId> forward_values(const ir::Function& f, size_t results) {
  std::map<ir::ValueId, const ir::Inst*> def;
  for (const ir::Inst& inst : f.body) def[inst.result] = &inst;
  std::set<ir::ValueId> seen;
  std::vector<ir::ValueId> pending(f.results.begin(), f.results.begin() + static_cast<std::ptrdiff_t>(results));
  while (!pending.empty()) {
    ir::ValueId v = pending.back();
    pending.pop_back();
    if (!seen.insert(v).second) continue;
    if (auto it = def.find(v); it != def.end())
      for (ir::ValueId o : it->second->operands) pending.push_back(o);
  }
  return seen;
}

// The first operation of `f` that makes a non-finite value from finite
// operands, said in `*found`; `pass` names the part of the step it is in.

Trace trace_non_finite(const TraceInputs& in) {
  const ir::Module& m = *in.m;
  const ir::Function& f = *in.grad;
  if (in.batch.size() != f.params.size()) return {};
  auto dims = ir::bind_dims(f, {in.bsz, {}, std::nullopt});
  if (!dims.ok()) return {};
  std::set<ir::ValueId> forward;  // the values of the forward pass
  try {
    Cost cost = cost_of(f, *dims);
    const uint64_t memory = rt::memory_limit();  // 0: unknown, taken as 16 GiB
    if (cost.work > kMaxTraceWork || cost.bytes > static_cast<double>(memory ? memory : uint64_t{16} << 30) / 4)
      return {"the step is too large to re-run operation by operation here (" + number(cost.work) +
              " multiply-adds, " + number(cost.bytes / (1 << 30)) + " GiB as double; the limit is " +
              number(kMaxTraceWork) + " and a quarter of the memory), so where the first NaN came from is not known"};
    std::vector<Tensor> inputs;
    for (size_t i = 0; i < f.params.size(); ++i) {
      const ir::TensorType& t = f.type_of(f.params[i]);
      Tensor x = host_tensor(in.batch[i], to_rt(t.dtype), ir::interp::concrete_shape(t, *dims), t.dtype);
      Counts c = count(x);
      if (floating(x) && (c.nan || c.inf))
        return {"the batch's input `" + f.values[f.params[i]].name + "` is not finite: it " + describe(c)};
      inputs.push_back(std::move(x));
    }
    std::map<std::string, Tensor> params;
    std::vector<std::string> broken;
    if (!load_params(f, in, &params, &broken) || (in.update && !load_params(*in.update, in, &params, &broken)))
      return {};
    if (!broken.empty()) {
      std::string s = "the parameters were not finite before this step: ";
      for (size_t k = 0; k < broken.size() && k < 3; ++k) s += (k ? "; " : "") + broken[k];
      if (broken.size() > 3) s += "; and " + std::to_string(broken.size() - 3) + " more";
      return {s, true};
    }
    forward = forward_values(f, std::min(in.step_results, f.results.size()));
    std::string found;
    auto results = ir::interp::evaluate_observed(
        m, f, inputs, params, *dims, in.global_step, ir::interp::Precision::AsTyped,
        first_made(m, f, [&](ir::ValueId v) { return forward.count(v) ? "forward" : "backward"; }, &found));
    if (!found.empty() || !in.update || results.size() < in.step_results) return {found};
    // The gradient is finite: the update, on it, with the step's learning rate.
    const ir::Function& u = *in.update;
    std::vector<Tensor> u_inputs = {Tensor::filled({}, in.lr), Tensor::filled({}, static_cast<double>(in.global_step))};
    for (size_t j = in.step_results; j < results.size() && u_inputs.size() < u.params.size(); ++j)
      u_inputs.push_back(results[j]);
    if (u_inputs.size() != u.params.size()) return {};
    auto u_dims = ir::bind_dims(u, {0, {}, std::nullopt});
    if (!u_dims.ok()) return {};
    ir::interp::evaluate_observed(m, u, u_inputs, params, *u_dims, in.global_step, ir::interp::Precision::AsTyped,
                                  first_made(m, u, [](ir::ValueId) { return "the optimizer's update"; }, &found));
    return {found};
  } catch (const ir::interp::IndexOutOfRange& e) {
    // An instruction of f's own is forward or backward as the trace says; a
    // loop body's is taken as forward.
    const bool own = e.inst && !f.body.empty() && e.inst >= &f.body.front() && e.inst <= &f.body.back();
    return {index_out_of_range(m, e, own && !forward.count(e.inst->result) ? "backward" : "forward")};
  } catch (const std::exception&) {
    return {};  // a function the interpreter cannot run as given: no trace
  }
}

}  // namespace netc::engine
