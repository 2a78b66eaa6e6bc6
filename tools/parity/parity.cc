#include "tools/parity/parity.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iomanip>
#include <map>
#include <memory>
#include <ostream>
#include <set>
#include <tuple>

#include "base/exit_status.h"
#include "engine/exec/step_program.h"
#include "engine/loop/data_sets.h"
#include "engine/loop/nan_trace.h"
#include "engine/loop/schedule.h"
#include "ir/dims.h"
#include "ir/interpret.h"
#include "ir/printer.h"
#include "ir/tolerance.h"
#include "runtime/devices.h"
#ifdef NETC_HAVE_GPU_ENGINE
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/nvrtc_kernels.h"
#endif

namespace netc::parity {

namespace {

namespace fs = std::filesystem;
using engine::Executor;
using ir::Difference;

// "cpu" or "cuda:K" (`cuda` is cuda:0): the GPU's index, -1 for the CPU, or
// nullopt when it names neither.
std::optional<int> device_index(const std::string& d) {
  if (d == "cpu") return -1;
  if (d == "cuda") return 0;
  if (d.rfind("cuda:", 0) != 0 || d.size() == 5 || d.size() > 9 ||
      d.find_first_not_of("0123456789", 5) != std::string::npos)
    return std::nullopt;
  return std::stoi(d.substr(5));
}

// "cpu (AMD EPYC ...), cuda:0 (NVIDIA H100, sm_90)", or with no GPU why not.
std::string devices_found(const rt::DeviceInventory& inv) {
  std::string s = "cpu" + (inv.cpu.model.empty() ? "" : " (" + inv.cpu.model + ")");
  for (const rt::CudaDevice& g : inv.cuda) s += ", cuda:" + std::to_string(g.index) + " (" + g.name + ", " + g.arch() + ")";
  if (inv.cuda.empty()) s += "; no CUDA device" + (inv.no_cuda_reason.empty() ? "" : ": " + inv.no_cuda_reason);
  return s;
}

std::vector<rt::Tensor> copy_of(const std::vector<rt::Tensor>& v) {
  std::vector<rt::Tensor> out;
  for (const rt::Tensor& t : v) {
    auto c = rt::Tensor::create(t.dtype(), t.shape());
    if (!c.ok()) return {};
    if (t.nbytes()) std::memcpy(c->data(), t.data(), t.nbytes());
    out.push_back(std::move(*c));
  }
  return out;
}

// A device's executor for the train block, and what it is.
struct Device {
  std::string name;         // cpu, cuda:0
  std::string description;  // cuda:0 (NVIDIA H100 80GB HBM3, sm_90)
  std::unique_ptr<Executor> exec;
};

Expected<Device> make_device(const std::string& name, int index, const ir::Module& m, const ir::TrainRun& run,
                             const engine::PreparedBlock& fns, int64_t batch, uint64_t seed) {
  Device d{name, name, nullptr};
  if (index < 0) {
    auto p = engine::StepProgram::create(m, fns, batch, seed);
    if (!p.ok()) return p.status();
    d.exec = std::move(*p);
    return d;
  }
#ifdef NETC_HAVE_GPU_ENGINE
  auto p = engine::GpuStepProgram::create(m, &run, seed, index, {engine::nvrtc_kernels(), {}, {}, fns});
  if (!p.ok()) return p.status();
  d.description = (*p)->device_description();
  d.exec = std::move(*p);
  return d;
#else
  (void)run;
  return Status::error("this netc was built without the CUDA backend");
#endif
}

// `f` with every value it computes a result: its own results first (loss,
// metrics, gradients, model states), then every other value but parameters
// and constants, in the order they are computed.
ir::Function every_value(const ir::Function& f) {
  ir::Function g = f;
  g.name = f.name + ".values";
  std::set<ir::ValueId> listed(g.results.begin(), g.results.end());
  for (const ir::Inst& i : g.body)
    if (ir::op_kind(i.op) != ir::OpKind::Source && listed.insert(i.result).second) g.results.push_back(i.result);
  return g;
}

// `f` with each op isolated: every operand that an op computes becomes an
// input of its own (after f's inputs; `fed` says which value of `f` each is),
// so that both devices compute every op from the same operands. Every value
// but parameters and constants is a result, in the order they are computed.
// A loop's further results (loop_result) still read the loop itself.
ir::Function each_op_alone(const ir::Function& f, std::vector<ir::ValueId>* fed) {
  ir::Function g;
  g.name = f.name + ".ops";
  g.params = f.params;
  g.values = f.values;
  g.loc = f.loc;
  std::map<ir::ValueId, const ir::Inst*> def;
  for (const ir::Inst& i : f.body) def[i.result] = &i;
  std::map<ir::ValueId, ir::ValueId> input_for;
  for (const ir::Inst& i : f.body) {
    ir::Inst c = i;
    if (c.op != ir::Op::LoopResult)
      for (ir::ValueId& o : c.operands) {
        auto d = def.find(o);
        if (d == def.end() || ir::op_kind(d->second->op) == ir::OpKind::Source) continue;
        auto [it, added] = input_for.emplace(o, 0);
        if (added) {
          it->second = g.add_value(f.type_of(o), f.values[o].name + ".in" + std::to_string(o));
          g.params.push_back(it->second);
          fed->push_back(o);
        }
        o = it->second;
      }
    if (ir::op_kind(c.op) != ir::OpKind::Source) g.results.push_back(c.result);
    g.body.push_back(std::move(c));
  }
  return g;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2e", v);
  return buf;
}

std::string fit(std::string s, size_t width) {
  if (s.size() > width) s = s.substr(0, width - 3) + "...";
  return s + std::string(width - s.size(), ' ');
}

// One compared tensor: a row of the table.
struct Row {
  int64_t step = 0;
  std::string what;    // "op", "gradient", "loss", "metric", "parameter"
  std::string tensor;  // its name
  const ir::Tolerance* tol = nullptr;
  ir::Difference diff;
  std::string op;  // an op's: what computes it, "matmul `fc1(x)` in net.fc1 at prog.net:20:12 (forward)"
  bool ok() const { return diff.within(*tol); }
};

// The table. An op is computed from the same operands on both devices: one
// beyond its tolerance EXCEEDS, and makes the command fail; so does an op of
// a precision policy (a product of bf16 operands) that A computes beyond its
// tolerance of the reference evaluator (rows `reference`). A whole step's
// results (gradients, loss, parameters) carry the rounding of every op
// before them, which a network may amplify: beyond the tolerance they
// EXCEED when an op of that step did, else they DRIFT.
class Report {
 public:
  Report(std::ostream& out, bool all_ops) : out_(out), all_ops_(all_ops) {}

  void header() {
    out_ << "step  " << fit("compared", 10) << fit("tensor", 34) << fit("family", 12) << "   max abs    max rel  tolerance"
         << "  result\n";
  }

  // A row, printed unless it is an op within tolerance and not all are
  // asked for; the first op that exceeds is kept.
  void add(const Row& r) {
    bool ok = r.ok();
    std::string verdict = "OK";
    if (r.what == "op" || r.what == "reference") {
      Tally& t = r.what == "op" ? ops_ : references_;
      ++t.n;
      if (!ok) {
        ++t.bad, ++ops_exceeding_, step_bad_ = true;
        if (!first_bad_) first_bad_ = r;
      }
      double used = r.tol->relative > 0 ? r.diff.relative() / r.tol->relative : 0;
      if (!t.closest || used > t.closest_used) t.closest = r, t.closest_used = used;
      if (ok && !all_ops_) return;
      verdict = ok ? "OK" : "EXCEEDS";
    } else if (!ok) {
      verdict = step_bad_ ? "EXCEEDS" : "DRIFTS";
      if (!step_bad_) ++drifting_;
    }
    out_ << std::right << std::setw(4) << r.step << "  " << std::left << fit(r.what, 10) << fit(r.tensor, 34)
         << fit(r.tol->name, 12) << std::right << std::setw(10) << number(r.diff.max_abs) << std::setw(11)
         << number(r.diff.relative()) << std::setw(11) << number(r.tol->relative) << "  " << verdict << "\n";
    if (!ok && !r.op.empty()) out_ << "      " << r.op << "\n";
  }

  // After a step's ops: how many, how many within, and the one closest to
  // its tolerance; then as many for A's low-precision ops against the
  // reference evaluator (`low`: their dtype), when there are any.
  void ops_summary(int64_t step, const std::string& device_a, const std::string& low) {
    summarise(step, "ops", std::to_string(ops_.n) + " computed alone from the same operands: ", ops_);
    if (references_.n > 0)
      summarise(step, "reference",
                std::to_string(references_.n) + " of " + device_a + "'s ops in " + low +
                    " against the reference evaluator: ",
                references_);
  }
  // A new step: its results exceed only after an op of it does.
  void start_step() { step_bad_ = false; }

  const std::optional<Row>& first_bad() const { return first_bad_; }
  int ops_exceeding() const { return ops_exceeding_; }
  int drifting() const { return drifting_; }
  int64_t references() const { return references_total_; }

 private:
  struct Tally {
    int n = 0, bad = 0;
    std::optional<Row> closest;
    double closest_used = 0;
  };

  void summarise(int64_t step, const std::string& what, const std::string& counted, Tally& t) {
    out_ << std::right << std::setw(4) << step << "  " << std::left << fit(what, 10) << counted << t.n - t.bad
         << " within tolerance";
    if (t.closest && t.closest_used > 0)
      out_ << "; the largest against its tolerance, " << std::setprecision(2) << t.closest_used << " of it: "
           << t.closest->op;
    out_ << "\n";
    if (&t == &references_) references_total_ += t.n;
    t = Tally{};
  }

  std::ostream& out_;
  bool all_ops_;
  std::optional<Row> first_bad_;
  Tally ops_, references_;
  int ops_exceeding_ = 0, drifting_ = 0;
  int64_t references_total_ = 0;
  bool step_bad_ = false;
};

// What each parameter of the module is checked with after an update: a
// trained parameter and its optimizer states, its gradient's row; a model
// state, the row of the value that replaces it.
std::vector<const ir::Tolerance*> param_tolerances(const ir::Module& m, const engine::StepFunctions& fns,
                                                   const std::vector<const ir::Tolerance*>& rows) {
  std::map<std::string, const ir::Tolerance*> by_trained;
  for (size_t i = 0; i < fns.trained.size(); ++i) by_trained[fns.trained[i]] = rows[fns.grad.results[fns.first_grad() + i]];
  std::vector<const ir::Tolerance*> out(m.params.size(), &ir::tolerance(ir::OpFamily::Reduction));
  for (size_t p = 0; p < m.params.size(); ++p) {
    const std::string& name = m.params[p].name;
    for (const auto& [trained, row] : by_trained)
      if (name == trained || (name.size() > trained.size() && name.compare(name.size() - trained.size(), trained.size(), trained) == 0 &&
                              name[name.size() - trained.size() - 1] == '.'))
        out[p] = row;
  }
  for (size_t k = 0; k < fns.state_targets.size(); ++k)
    out[fns.state_targets[k]] = rows[fns.grad.results[fns.first_state() + k]];
  return out;
}

// What computes value `v`: "matmul `fc1(x)` in net.fc1 at prog.net:20:12 (forward)".
std::string computed_by(const ir::Module& m, const ir::Inst& i, bool forward, bool gradient = true) {
  std::string s = ir::op_name(i.op);
  std::string text = engine::source_at(m, i.loc);
  if (!text.empty()) s += " `" + text + "`";
  if (!i.scope.empty()) s += " in " + i.scope;
  std::string at = ir::source_place(m, i.loc);
  if (!at.empty()) s += " at " + at;
  return s + (!gradient ? " (the update)" : forward ? " (forward)" : " (backward)");
}

// The results of one function run on one device: a buffer per result.
struct Results {
  std::vector<std::vector<float>> data;  // each with room for its bytes, and one more float
  std::vector<int64_t> numel;
  std::vector<ir::DType> dtype;  // a bf16 or f16 result holds 16-bit elements
  std::map<ir::ValueId, size_t> of;  // a value's result
  const float* at(ir::ValueId v) const {
    auto it = of.find(v);
    return it == of.end() ? nullptr : data[it->second].data();
  }
  int64_t count(ir::ValueId v) const { return numel.at(of.at(v)); }
  // The largest finite magnitude of v's elements, f32 or 16-bit.
  double largest(ir::ValueId v) const {
    const size_t j = of.at(v);
    double m = 0;
    for (int64_t k = 0; k < numel[j]; ++k) {
      const uint16_t* half = reinterpret_cast<const uint16_t*>(data[j].data());
      const double x = dtype[j] == ir::DType::BF16  ? rt::bf16_to_f32(half[k])
                       : dtype[j] == ir::DType::F16 ? rt::f16_to_f32(half[k])
                                                    : data[j][static_cast<size_t>(k)];
      if (std::isfinite(x)) m = std::max(m, std::abs(x));
    }
    return m;
  }
};

Expected<Results> run_function(Executor& e, const ir::Function& f, const ir::DimSizes& dims,
                               const std::vector<const void*>& inputs) {
  Results r;
  for (size_t j = 0; j < f.results.size(); ++j) {
    ir::ValueId v = f.results[j];
    int64_t n = 1;
    for (int64_t d : ir::interp::concrete_shape(f.type_of(v), dims)) n *= d;
    r.data.emplace_back((static_cast<size_t>(n) * ir::dtype_size(f.type_of(v).dtype) + 3) / 4 + 1);
    r.numel.push_back(n);
    r.dtype.push_back(f.type_of(v).dtype);
    r.of.emplace(v, j);
  }
  std::vector<void*> out;
  for (auto& d : r.data) out.push_back(d.data());
  if (auto st = e.forward(f, dims, inputs.data(), out.data()); !st.ok()) return st;
  return r;
}

// A function of the train block checked op by op: with every value a result
// (`values`), and with each op alone (`ops`, fed by `fed` of `values`).
struct Checked {
  ir::Function values, ops;
  std::vector<ir::ValueId> fed;
  std::map<ir::ValueId, const ir::Inst*> def;  // in `ops`
  std::map<ir::ValueId, ir::ValueId> original;  // an input of `ops`: the value of `values` it stands for
  void make(const ir::Function& f) {
    values = every_value(f);
    ops = each_op_alone(f, &fed);
    for (const ir::Inst& i : ops.body) def[i.result] = &i;
    for (size_t k = 0; k < fed.size(); ++k) original[ops.params[f.params.size() + k]] = fed[k];
  }
};

class Parity {
 public:
  Parity(const ir::Module& m, const ParityOptions& o, std::ostream& out, std::ostream& err)
      : m_(m), o_(o), out_(out), err_(err), report_(out, o.values) {}

  int run() {
    if (m_.trains.empty()) return fail("the program has no `train` block; nothing to compare", kExitBadInput);
    const ir::TrainRun& run = m_.trains.front();
    ir::TrainSettings s = run.settings;
    if (o_.seed) s.seed = *o_.seed;
    const uint64_t seed = s.seed.value_or(0);

    // 1. The devices: both must be here.
    rt::DeviceInventory inv = rt::discover_devices();
    std::optional<int> ia = device_index(o_.device_a), ib = device_index(o_.device_b);
    for (const auto& [name, index] : {std::pair{o_.device_a, ia}, std::pair{o_.device_b, ib}}) {
      if (!index) return fail("--devices: `" + name + "` is not a device (cpu, cuda or cuda:K)", kExitBadInput);
      if (*index >= static_cast<int>(inv.cuda.size()))
        return fail(name + " is not here, so there is no second device to compare " +
                        (name == o_.device_a ? o_.device_b : o_.device_a) + " with. The devices found: " +
                        devices_found(inv) + ". Compare two that are here with --devices A,B",
                    kExitBadInput);
    }

    // 2. The block's functions, its data, the executors from one seed.
    auto fns = engine::prepare_step_functions(m_, run);
    if (!fns.ok()) return fail(fns.message(), kExitFailed);
    fns_ = std::make_shared<const engine::StepFunctions>(std::move(*fns));
    fs::path base = fs::path(o_.source_path).parent_path();
    auto data = engine::load_dataset(m_, run.dataset, base, o_.limit);
    if (!data.ok()) return fail(data.message(), kExitBadInput);
    if (auto st = engine::check_indices(m_, *fns_->step, *data); !st.ok()) return fail(st.message(), kExitBadInput);
    auto batcher = rt::Batcher::make(data->data.count(), {s.batch, s.shuffle, s.drop_last, seed});
    if (!batcher.ok()) return fail(batcher.message(), kExitBadInput);
    const int64_t per_epoch = batcher->num_batches();
    if (per_epoch == 0) return fail("the data set has fewer examples than one batch, and `drop_last` drops it", 2);
    Device a, b;
    for (auto [d, name, index] : {std::tuple{&a, o_.device_a, *ia}, std::tuple{&b, o_.device_b, *ib}}) {
      auto made = make_device(name, index, m_, run, fns_, s.batch, seed);
      if (!made.ok()) return fail(name + ": " + made.message(), kExitFailed);
      *d = std::move(*made);
    }
    forward_ = engine::forward_values(fns_->grad, fns_->first_grad());
    update_.make(*fns_->update);
    rows_ = ir::value_tolerances(fns_->grad);
    param_tol_ = param_tolerances(m_, *fns_, rows_);

    out_ << "netc parity: " << o_.source_path << ", the train block of " << run.models.front() << " on "
         << run.dataset << ": " << o_.steps << " step" << (o_.steps == 1 ? "" : "s") << " of " << s.batch
         << " examples, seed " << seed << "\n"
         << "  A: " << a.description << "\n  B: " << b.description << "\n"
         << precision_line(run) << "\n"
         << "tolerances, of a difference over the tensor's scale (docs/parity.md):";
    for (const ir::Tolerance& t : ir::tolerance_table()) out_ << " " << t.name << " " << number(t.relative);
    out_ << "\n\n";
    report_.header();

    // 3. The steps.
    std::vector<rt::Tensor> batch_bufs;
    for (const rt::Field& f : data->data.fields()) {
      std::vector<int64_t> shape = f.data.shape();
      shape[0] = s.batch;
      auto t = rt::Tensor::create(f.data.dtype(), shape);
      if (!t.ok()) return fail(t.message(), kExitFailed);
      batch_bufs.push_back(std::move(*t));
    }
    std::vector<void*> ptrs;
    std::vector<size_t> room;
    for (rt::Tensor& t : batch_bufs) ptrs.push_back(t.data()), room.push_back(t.nbytes());
    for (int64_t k = 0; k < o_.steps; ++k) {
      if (k % per_epoch == 0) batcher->start_epoch(static_cast<uint64_t>(k / per_epoch));
      auto idx = batcher->batch(k % per_epoch);
      const int64_t bsz = static_cast<int64_t>(idx.size());
      const float lr = engine::learning_rate(s, k + 1, per_epoch);
      if (auto st = rt::gather(data->data, idx, ptrs, room); !st.ok()) return fail(st.message(), kExitFailed);
      report_.start_step();
      if (auto st = compare_ops(k + 1, a, b, ptrs, bsz, lr); !st.ok()) return fail(st.message(), kExitFailed);
      if (auto st = compare_step(k + 1, a, b, ptrs, bsz, lr); !st.ok()) return fail(st.message(), kExitFailed);
    }

    out_ << "\n";
    if (const auto& bad = report_.first_bad()) {
      out_ << "EXCEEDS: " << report_.ops_exceeding() << " op" << (report_.ops_exceeding() == 1 ? "" : "s")
           << " computed from the same operands differ by more than their family's tolerance; the first, at step "
           << bad->step << ": " << bad->tensor << ", " << bad->op << ": " << number(bad->diff.relative())
           << " of its scale, over the " << bad->tol->name << " tolerance " << number(bad->tol->relative) << "\n";
      return kExitFailed;
    }
    out_ << "OK: " << a.name << " and " << b.name << " compute every op of " << o_.steps << " step"
         << (o_.steps == 1 ? "" : "s") << " within its family's tolerance";
    if (report_.references() > 0)
      out_ << ", and " << a.name << " its " << low_name_ << " products and convolutions within theirs of the reference evaluator";
    if (report_.drifting() > 0)
      out_ << "; " << report_.drifting() << " result" << (report_.drifting() == 1 ? "" : "s")
           << " of whole steps (DRIFTS) differ by more, as the network amplifies rounding";
    out_ << "\n";
    return 0;
  }

 private:
  // Which precision the step computes in: its products and convolutions of
  // bf16 or f16 operands, by dtype, and whose policy made them. Sets low_name_.
  std::string precision_line(const ir::TrainRun& run) {
    std::map<ir::DType, int> low;
    for (const ir::Inst& i : fns_->grad.body)
      if (ir::DType d = ir::computes_in(fns_->grad, i); ir::is_half(d)) ++low[d];
    if (low.empty()) return "precision: f32: no product or convolution of the step reads bf16 or f16 operands";
    std::string line;
    for (const auto& [d, n] : low) {
      const std::string name = ir::dtype_name(d);
      low_name_ += (low_name_.empty() ? "" : " and ") + name;
      const ir::Tolerance& t = ir::tolerance(ir::OpFamily::Product, d);
      line += std::string(line.empty() ? "" : "\n") + "precision: " + name + ", " +
              (run.settings.precision == d ? "the train block's policy"
                                           : "a layer's or a function's policy (or the program's own casts)") +
              ": " + std::to_string(n) + " of the step's products and convolutions read " + name +
              " operands, checked with " + t.name + " " + number(t.relative) + ", " +
              o_.device_a + "'s against the reference evaluator too";
    }
    return line;
  }

  int fail(const std::string& msg, int code) {
    err_ << "netc parity: " << msg << "\n";
    return code;
  }

  // The magnitude an op's difference is measured against: its result's
  // largest, and for a sum of n terms per element (a reduction, a product,
  // add and sub) at least √n times its largest term's, the typical rounding
  // of such a sum (a sum that cancels to nearly 0 keeps the rounding of its
  // terms, which are far larger).
  double scale_of(const ir::Inst& i, const Checked& c, const Results& values, const Difference& d,
                  int64_t numel) const {
    struct Operand {
      double largest = 0;
      int64_t n = 0;
    };
    auto operand = [&](ir::ValueId o) -> Operand {
      auto orig = c.original.find(o);
      if (orig != c.original.end() && values.at(orig->second))
        return {values.largest(orig->second), values.count(orig->second)};
      auto def = c.def.find(o);
      if (def == c.def.end() || def->second->op != ir::Op::Param) return {};
      const rt::Tensor& t = (*params_)[param_index_->at(std::get<std::string>(def->second->attrs.at("name")))];
      if (t.dtype() != rt::DType::F32) return {};
      const float* x = t.data_as<float>();
      Operand r{0, t.numel()};
      for (int64_t k = 0; k < r.n; ++k)
        if (std::isfinite(x[k])) r.largest = std::max(r.largest, std::abs(static_cast<double>(x[k])));
      return r;
    };
    double scale = d.scale;
    const double out = static_cast<double>(std::max<int64_t>(numel, 1));
    const ir::OpFamily family = ir::op_family(i.op);
    if (family == ir::OpFamily::Product && i.operands.size() == 2) {
      Operand x = operand(i.operands[0]), y = operand(i.operands[1]);
      double terms = std::sqrt(static_cast<double>(x.n) * static_cast<double>(y.n) / out);
      scale = std::max(scale, std::sqrt(std::max(terms, 1.0)) * x.largest * y.largest);
    } else if (family == ir::OpFamily::Reduction || i.op == ir::Op::Add || i.op == ir::Op::Sub) {
      for (ir::ValueId o : i.operands) {
        Operand x = operand(o);
        scale = std::max(scale, std::sqrt(std::max(static_cast<double>(x.n) / out, 1.0)) * x.largest);
      }
    }
    return scale;
  }

  // Function `c` on both devices, first with every value a result on A
  // (from `inputs`), then each op alone on both, fed A's values: a row per
  // op (shown when it exceeds, or with --values). A's values are returned.
  Expected<Results> check_ops(int64_t step, Device& a, Device& b, const Checked& c, const ir::DimSizes& dims,
                              const std::vector<const void*>& inputs, bool gradient) {
    auto values = run_function(*a.exec, c.values, dims, inputs);
    if (!values.ok()) return values.status();
    std::vector<const void*> fed = inputs;
    for (ir::ValueId v : c.fed) fed.push_back(values->at(v));
    auto ra = run_function(*a.exec, c.ops, dims, fed);
    if (!ra.ok()) return ra.status();
    auto rb = run_function(*b.exec, c.ops, dims, fed);
    if (!rb.ok()) return rb.status();
    // A row: A's result of op `i` against `other`'s (B's, or the reference's).
    auto add_row = [&](const ir::Inst& i, const std::string& what, const float* other, const std::string& against) {
      Row r;
      r.step = step;
      r.what = what;
      const std::string& name = c.ops.values[i.result].name;
      r.tensor = (i.scope.empty() ? "" : i.scope + " ") + ir::op_name(i.op) + " %" +
                 (name.empty() ? std::to_string(i.result) : name);
      r.tol = &ir::tolerance(ir::op_family(i.op), ir::computes_in(c.ops, i));
      r.diff = ir::difference(ra->at(i.result), other, ra->count(i.result));
      r.diff.scale = scale_of(i, c, *values, r.diff, ra->count(i.result));
      r.op = computed_by(m_, i, forward_.count(i.result) > 0, gradient) + against;
      report_.add(r);
    };
    for (const ir::Inst& i : c.ops.body)
      if (ra->at(i.result) && c.ops.type_of(i.result).dtype == ir::DType::F32) add_row(i, "op", rb->at(i.result), "");
    // A precision policy's ops against the reference evaluator, from the
    // same operands: A's within their row (product-bf16, product-f16) of it.
    auto ref = reference(c, dims, fed, step);
    if (!ref.ok()) return ref.status();
    for (const ir::Inst& i : c.ops.body)
      if (auto it = ref->find(i.result); it != ref->end())
        add_row(i, "reference", it->second.data(), ", " + a.name + " against the reference evaluator");
    return values;
  }

  // The ops of `c` that compute in bf16 or f16 (a precision policy's
  // products and convolutions, not loops) from inputs of `c.ops` alone,
  // evaluated by the reference evaluator from those inputs (`fed`), each
  // value rounded to its dtype as the backends round it: by result.
  Expected<std::map<ir::ValueId, std::vector<float>>> reference(const Checked& c, const ir::DimSizes& dims,
                                                                const std::vector<const void*>& fed,
                                                                int64_t step) const {
    std::map<ir::ValueId, const void*> input;
    for (size_t k = 0; k < c.ops.params.size() && k < fed.size(); ++k) input[c.ops.params[k]] = fed[k];
    ir::Function f;
    f.name = c.ops.name + ".reference";
    f.values = c.ops.values;
    f.loc = c.ops.loc;
    for (const ir::Inst& i : c.ops.body) {
      bool from_inputs = i.op != ir::Op::Loop && ir::is_half(ir::computes_in(c.ops, i));
      for (ir::ValueId o : i.operands) from_inputs = from_inputs && input.count(o);
      if (!from_inputs) continue;
      for (ir::ValueId o : i.operands)
        if (std::find(f.params.begin(), f.params.end(), o) == f.params.end()) f.params.push_back(o);
      f.body.push_back(i);
      f.results.push_back(i.result);
    }
    std::map<ir::ValueId, std::vector<float>> out;
    if (f.body.empty()) return out;
    try {
      std::vector<ir::interp::Tensor> inputs;
      for (ir::ValueId p : f.params) {
        const ir::TensorType& t = f.type_of(p);
        inputs.push_back(engine::host_tensor(input.at(p), engine::to_rt(t.dtype), ir::interp::concrete_shape(t, dims), t.dtype));
      }
      auto results = ir::interp::evaluate_observed(
          m_, f, inputs, {}, dims, step, ir::interp::Precision::AsTyped,
          [](const ir::Inst&, const std::vector<const ir::interp::Tensor*>&, const ir::interp::Tensor&) { return true; });
      for (size_t j = 0; j < results.size() && j < f.results.size(); ++j)
        out[f.results[j]] = std::vector<float>(results[j].data.begin(), results[j].data.end());
    } catch (const std::exception& e) {
      return Status::error("internal error: the reference evaluator cannot run " + f.name + ": " + e.what());
    }
    return out;
  }

  // Before step `step`: both devices from A's parameters (B's own are put
  // back after), every op of the gradient and of the update alone; and the
  // gradient function whole on both, for each parameter's gradient.
  Status compare_ops(int64_t step, Device& a, Device& b, const std::vector<void*>& batch, int64_t bsz, float lr) {
    if (auto st = a.exec->download_params(); !st.ok()) return st;
    if (auto st = b.exec->download_params(); !st.ok()) return st;
    std::vector<rt::Tensor> own = copy_of(b.exec->params());
    if (own.size() != b.exec->params().size()) return Status::error("out of memory for a copy of the parameters");
    params_ = &a.exec->params();
    param_index_ = &a.exec->param_index();
    if (auto st = b.exec->adopt_params(copy_of(a.exec->params())); !st.ok()) return st;
    Status st = compare_ops_from_a(step, a, b, batch, bsz, lr);
    if (auto back = b.exec->adopt_params(std::move(own)); !back.ok()) return back;
    return st;
  }

  Status compare_ops_from_a(int64_t step, Device& a, Device& b, const std::vector<void*>& batch, int64_t bsz,
                            float lr) {
    auto dims = ir::bind_dims(fns_->grad, {bsz, {}, std::nullopt});
    if (!dims.ok()) return dims.status();
    std::vector<const void*> inputs(batch.begin(), batch.end());
    // A GPU compiles a function once, for the batch size of its first call:
    // one copy per batch size (an epoch's last batch may be short).
    Checked& grad = grad_by_batch_[bsz];
    if (grad.values.name.empty()) grad.make(fns_->grad);
    auto values = check_ops(step, a, b, grad, *dims, inputs, true);
    if (!values.ok()) return values.status();
    // The update, from A's gradients.
    auto udims = ir::bind_dims(*fns_->update, {0, {}, std::nullopt});
    if (!udims.ok()) return udims.status();
    const float scalars[2] = {lr, static_cast<float>(a.exec->global_step + 1)};
    std::vector<const void*> uinputs = {&scalars[0], &scalars[1]};
    for (size_t j = fns_->first_grad(); j < fns_->first_state(); ++j)
      uinputs.push_back(values->at(fns_->grad.results[j]));
    if (auto u = check_ops(step, a, b, update_, *udims, uinputs, false); !u.ok()) return u.status();
    report_.ops_summary(step, a.name, low_name_);

    // The gradient function whole: each gradient as the step computes it.
    auto gb = run_function(*b.exec, grad.values, *dims, inputs);
    if (!gb.ok()) return gb.status();
    for (size_t j = fns_->first_grad(); j < fns_->first_state(); ++j) {
      ir::ValueId v = fns_->grad.results[j];
      report_.add({step, "gradient", fns_->trained[j - fns_->first_grad()], rows_[v],
                   ir::difference(values->at(v), gb->at(v), values->count(v)), ""});
    }
    return {};
  }

  // The training step on each device from its own parameters: its loss and
  // metrics, then every parameter and optimizer state after its update.
  Status compare_step(int64_t step, Device& a, Device& b, const std::vector<void*>& batch, int64_t bsz, float lr) {
    std::vector<engine::StepValues> v;
    for (Device* d : {&a, &b}) {
      Status st = d->exec->launch_step(batch.data(), bsz, lr);
      auto values = st.ok() ? d->exec->finish_step() : Expected<engine::StepValues>(st);
      if (!values.ok()) return Status::error(d->name + ": step " + std::to_string(step) + ": " + values.message());
      v.push_back(*values);
    }
    report_.add({step, "loss", "loss", rows_[fns_->grad.results[0]],
                 ir::difference(&v[0].loss, &v[1].loss, 1), ""});
    for (size_t j = 0; j < v[0].metrics.size() && j < v[1].metrics.size(); ++j)
      report_.add({step, "metric", fns_->metric_names.at(j), rows_[fns_->grad.results[j + 1]],
                   ir::difference(&v[0].metrics[j], &v[1].metrics[j], 1), ""});
    if (auto st = a.exec->download_params(); !st.ok()) return st;
    if (auto st = b.exec->download_params(); !st.ok()) return st;
    const std::vector<rt::Tensor>& pa = a.exec->params();
    const std::vector<rt::Tensor>& pb = b.exec->params();
    for (size_t p = 0; p < m_.params.size(); ++p) {
      if (pa[p].dtype() != rt::DType::F32) continue;
      report_.add({step, "parameter", m_.params[p].name, param_tol_[p],
                   ir::difference(pa[p].data_as<float>(), pb[p].data_as<float>(), pa[p].numel()), ""});
    }
    return {};
  }

  const ir::Module& m_;
  const ParityOptions& o_;
  std::ostream& out_;
  std::ostream& err_;
  Report report_;
  engine::PreparedBlock fns_;
  std::map<int64_t, Checked> grad_by_batch_;  // the gradient function's, by batch size
  Checked update_;
  std::set<ir::ValueId> forward_;  // the gradient function's forward pass
  std::vector<const ir::Tolerance*> rows_;  // of the gradient function's values, for whole steps
  std::string low_name_;  // the dtypes the step's products compute in besides f32: "bf16"; "" for none
  std::vector<const ir::Tolerance*> param_tol_;
  const std::vector<rt::Tensor>* params_ = nullptr;  // A's, while its ops are compared
  const std::map<std::string, size_t>* param_index_ = nullptr;
};

}  // namespace

int run_parity(const ir::Module& m, const ParityOptions& o, std::ostream& out, std::ostream& err) {
  return Parity(m, o, out, err).run();
}

}  // namespace netc::parity
