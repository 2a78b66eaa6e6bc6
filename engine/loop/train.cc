#include "engine/loop/train.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <set>

#include "base/exit_status.h"
#include "base/output_file.h"
#include "codegen/common/dtypes.h"
#include "engine/binding/bind_devices.h"
#include "engine/binding/program_devices.h"
#include "engine/exec/choose_executor.h"
#include "engine/exec/cpu_ir_plans.h"
#include "engine/loop/checkpoint_files.h"
#include "engine/loop/data_sets.h"
#include "engine/parallel/cluster.h"
#include "engine/loop/interrupt.h"
#include "engine/loop/redraw_on_resize.h"
#include "engine/memory/memory_plan.h"
#include "engine/loop/nan_trace.h"
#include "engine/parallel/replica_set.h"
#ifdef NETC_HAVE_GPU_ENGINE
#include "engine/exec/gpu_ir_plans.h"
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/nvrtc_kernels.h"
#endif
#include "engine/loop/schedule.h"
#include "engine/exec/step_program.h"
#include "ir/hash.h"
#include "ir/printer.h"
#include "runtime/checkpoint.h"
#include "runtime/cpu/kernels.h"
#include "runtime/data.h"
#include "runtime/devices.h"
#include "runtime/progress.h"
#include "runtime/step_log.h"
#include "runtime/tensorboard.h"

namespace netc::engine {
namespace {

namespace fs = std::filesystem;

// A train block's checkpoint path, if it declares one: a relative path is
// relative to the program's file.
std::optional<std::string> checkpoint_path(const RunOptions& o, const ir::TrainSettings& s) {
  if (!s.checkpoint) return std::nullopt;
  fs::path path(*s.checkpoint);
  if (path.is_relative()) path = fs::path(o.source_path).parent_path() / path;
  return path.string();
}

// Why a file the run would write cannot be written ("" when each can): a
// checkpoint, --log-json or --log-steps naming the program, an import, a
// data file, the checkpoint it resumes from or another of its outputs, or
// something that is not a regular file (base/output_file.h).
std::string unwritable_output(const ir::Module& m, const RunOptions& o) {
  std::vector<NamedFile> inputs = program_inputs(o.program_files);
  const fs::path base = fs::path(o.source_path).parent_path();
  for (const ir::Dataset& d : m.datasets)
    for (const ir::DatasetField& f : d.fields)
      inputs.push_back({data_file(f, base).string(), "the data file of `" + d.name + "." + f.name + "`"});
  std::vector<NamedFile> checkpoints;
  for (const ir::TrainRun& run : m.trains) {
    auto path = checkpoint_path(o, run.settings);
    if (!path) continue;
    if (std::string why = cannot_write({*path, "the checkpoint"}, inputs); !why.empty()) {
      std::string block;
      for (const std::string& model : run.models) block += (block.empty() ? "" : ", ") + model;
      return why + " (`checkpoint` in `train " + block + " on " + run.dataset + "`)";
    }
    checkpoints.push_back({*path, "a checkpoint of this run"});
  }
  inputs.insert(inputs.end(), checkpoints.begin(), checkpoints.end());
  // A checkpoint may start from the file it then replaces (kept as .prev); a log may not.
  if (!o.init_from.empty()) inputs.push_back({o.init_from, "the file of --init-from"});
  if (!o.resume.empty()) inputs.push_back({o.resume, "the checkpoint of --resume"});
  for (auto [path, what] : {std::pair{o.log_json, "the log of --log-json"}, {o.log_steps, "the step log of --log-steps"}}) {
    if (path.empty() || path == "-") continue;
    if (std::string why = cannot_write({path, what}, inputs, Writes::AsStream); !why.empty()) return why;
    inputs.push_back({path, what});
  }
  return "";
}

// Where a resumed run starts: the train block (0-based), its epoch and step,
// and the checkpoint's tensors.
struct ResumePoint {
  size_t block = 0;
  int64_t epoch = 0;
  int64_t epoch_step = 0;  // steps of epoch `epoch` (0-based) already taken: a run interrupted mid-epoch
  int64_t step = 0;
  int64_t epochs = -1;  // of the run that wrote it; -1 when it does not say
  std::string epoch_data;  // with epoch_step: the data that epoch drew from (data_summary); "" when it does not say
  rt::Checkpoint checkpoint;
};

// What an epoch's train loss and metrics average: their sums weighted by
// each step's examples, and the examples.
struct EpochSums {
  int64_t examples = 0;
  double loss = 0;
  std::vector<double> metrics;
};

// kMetaEpochSums: "EXAMPLES LOSS METRIC...", each double exactly.
std::string format_sums(const EpochSums& s) {
  std::string text = std::to_string(s.examples);
  char buf[40];
  for (double v : {s.loss}) std::snprintf(buf, sizeof buf, " %.17g", v), text += buf;
  for (double v : s.metrics) std::snprintf(buf, sizeof buf, " %.17g", v), text += buf;
  return text;
}

// The sums back, or nullopt for text that is not `metrics` of them (a
// checkpoint edited, or of a step with other metrics): the epoch then
// averages its remaining steps, and says so.
std::optional<EpochSums> parse_sums(const std::string& text, size_t metrics) {
  EpochSums s;
  const char* p = text.c_str();
  char* end = nullptr;
  errno = 0;
  long long n = std::strtoll(p, &end, 10);
  if (end == p || n < 0 || errno) return std::nullopt;
  s.examples = n;
  std::vector<double> values;
  for (p = end; *p;) {
    double v = std::strtod(p, &end);
    if (end == p || !std::isfinite(v)) return std::nullopt;
    values.push_back(v);
    p = end;
  }
  if (values.size() != metrics + 1) return std::nullopt;
  s.loss = values[0];
  s.metrics.assign(values.begin() + 1, values.end());
  return s;
}

// What the train blocks of one run share.
struct RunState {
  std::string last_checkpoint;  // the last good one: resumed from or written; "" for none
  int64_t steps = 0;            // taken by this run
  CheckpointFiles files;        // those the run writes (rank 0's)
  std::ostream* step_log = nullptr;              // --log-steps
  rt::TensorBoardWriter* tensorboard = nullptr;  // --tensorboard
  bool step_log_failed = false, tensorboard_failed = false;  // warned once
};

// The epochs of one train block on one executor (whichever runs it: the loop
// sees only the Executor interface): parameters restored, batches gathered
// while the previous step runs, evaluations, checkpoints, and on a failure
// where training stopped and what is kept.
class BlockLoop {
 public:
  struct Inputs {
    const ir::Module& m;
    size_t index;  // of the train block
    const RunOptions& o;
    const ir::TrainSettings& s;  // with the command line's --epochs and --seed
    const ir::Function& step;
    const StepFunctions& fns;  // the block's, as the executor runs them (a NaN trace re-runs them)
    const LoadedDataset& train_data;
    const std::optional<LoadedDataset>& eval_data;
    const ResumePoint* resume;
    std::ostream* json_file;
    std::ostream& out;
    std::ostream& err;
    Cluster& cluster;  // the processes of an mpirun; one without
  };
  BlockLoop(const Inputs& in, Executor& program, RunState& run)
      : in_(in),
        s_(in.s),
        program_(program),
        run_(run),
        last_checkpoint_(run.last_checkpoint),
        fingerprint_(ir::network_fingerprint(in.m)),
        progress_(in.out, {.is_tty = in.o.is_tty, .quiet = in.o.quiet, .columns = in.o.columns}) {
    if (in.json_file) json_.emplace(*in.json_file);
    if (run.step_log) step_log_.emplace(*run.step_log);
  }

  // Trains from `carried` (the previous block's parameters, when not empty)
  // and leaves the parameters there.
  int run(std::vector<rt::Tensor>& carried) {
    int64_t start_epoch = 0, start_step = 0;
    if (!last_checkpoint_.empty()) {
      in_.cluster.checkpointed(last_checkpoint_, resume_command(last_checkpoint_));
      StopOnSignal::checkpointed(last_checkpoint_, resume_command(last_checkpoint_));
    }
    if (auto st = restore(carried, &start_epoch, &start_step); !st.ok()) return fail(st.message());
    if (auto st = allocate_batches(); !st.ok()) return fail(st.message());
    const rt::Dataset& data = in_.train_data.data;
    auto batcher = rt::Batcher::make(data.count(), {s_.batch, s_.shuffle, s_.drop_last, s_.seed.value_or(0)});
    if (!batcher.ok()) return fail(batcher.message());
    batcher_.emplace(std::move(*batcher));
    steps_per_epoch_ = batcher_->num_batches();
    if (steps_per_epoch_ == 0)
      return fail_together("data set `" + in_.m.trains[in_.index].dataset + "` has " + std::to_string(data.count()) +
                  " examples, fewer than one batch of " + std::to_string(s_.batch) +
                  ", and `drop_last` leaves out the partial batch: no step would run; lower the batch size or remove "
                  "`drop_last`");
    if (data.count() < s_.batch && !in_.o.quiet)  // one short step per epoch: say so, it is rarely meant
      in_.err << "netc run: warning: data set `" << in_.m.trains[in_.index].dataset << "` has " << data.count()
              << " examples, fewer than the batch of " << s_.batch << ": each epoch is one step of " << data.count()
              << " examples\n";
    if (s_.accumulate > 1) {
      // Groups of `accumulate` batches make the optimizer steps; an epoch's last incomplete group is left out.
      int64_t left_out = steps_per_epoch_ % s_.accumulate;
      steps_per_epoch_ -= left_out;
      if (steps_per_epoch_ == 0)
        return fail_together("data set `" + in_.m.trains[in_.index].dataset + "` makes " + std::to_string(left_out) +
                             " batches of " + std::to_string(s_.batch) + " per epoch, fewer than `accumulate = " +
                             std::to_string(s_.accumulate) + "`: no optimizer step would run; lower `accumulate` or the batch size");
      if (left_out > 0 && !in_.o.quiet)
        in_.err << "netc run: warning: an epoch makes " << steps_per_epoch_ + left_out << " batches, not a multiple of `accumulate = "
                << s_.accumulate << "`: its last " << left_out << " (an incomplete optimizer step) are left out each epoch\n";
    }
    if (start_epoch >= s_.epochs && !in_.o.quiet)
      in_.out << "nothing to train in "
              << (in_.m.trains.size() > 1 ? "train block " + std::to_string(in_.index + 1) : "this train block")
              << ": the checkpoint is at epoch " << start_epoch << " of " << s_.epochs << "; raise --epochs to train further\n";
    // An epoch continued mid-way draws the rest of its shuffled order: from
    // the data it began with (another --limit would train some examples
    // twice and skip others).
    if (start_step > 0 && in_.resume && !in_.resume->epoch_data.empty() &&
        in_.resume->epoch_data != data_summary(data))
      return fail_together(in_.o.resume + " was interrupted in epoch " + std::to_string(start_epoch + 1) +
                               " training on " + in_.resume->epoch_data + ", but this run's data is " +
                               data_summary(data) + ": the rest of that epoch would train some examples twice and "
                               "skip others; resume with the data and --limit that wrote it, or start a new run from "
                               "its weights with --init-from " + in_.o.resume,
                           kExitBadInput);
    if (start_step >= steps_per_epoch_)
      return fail_together(in_.o.resume + ": its metadata says that " + std::to_string(start_step) +
                               " steps of epoch " + std::to_string(start_epoch + 1) + " were taken (" +
                               rt::kMetaEpochStep + "), but an epoch of this run has " +
                               std::to_string(steps_per_epoch_) + " (" + std::to_string(data.count()) +
                               " examples, batch " + std::to_string(s_.batch) + "); it was written with another "
                               "batch size or data set, or edited: resume with the settings that wrote it",
                           kExitBadInput);
    for (int64_t epoch = start_epoch; epoch < s_.epochs; ++epoch, start_step = 0)
      if (int status = run_epoch(epoch, start_step); status != 0) return status;
    // The final numbers, printed even with --quiet: they are the result.
    for (const auto& [name, value] : last_eval_) {
      char shown[32];
      std::snprintf(shown, sizeof shown, "%.4f", value);  // as the epoch lines show it
      in_.out << "test " << name << ": " << shown << "\n";
    }
    if (auto st = program_.download_params(); !st.ok()) return fail(st.message());
    carried = std::move(program_.params());
    return 0;
  }

 private:
  // A batch gathered where the executor wants it, and its size.
  struct Gathered {
    std::vector<void*> ptrs;
    int64_t bsz = 0;
  };
  using clock = std::chrono::steady_clock;

  int fail(const std::string& msg) {
    in_.err << "netc run" << rank_prefix() << ": " << msg << "\n";
    return 1;
  }

  // " (rank 1 of 2, host h)" when several processes train: which one failed.
  std::string rank_prefix() const {
    const Cluster& c = in_.cluster;
    if (c.size() <= 1) return "";
    return " (rank " + std::to_string(c.rank()) + " of " + std::to_string(c.size()) + ", host " +
           c.hosts()[static_cast<size_t>(c.rank())] + ")";
  }

  // A failure every rank meets at the same point (they agreed on it): said
  // once, by rank 0, and every rank ends cleanly.
  int fail_together(const std::string& msg, int code = kExitFailed) {
    in_.cluster.stopped_together();
    if (in_.cluster.root()) in_.err << "netc run: " << msg << "\n";
    return code;
  }

  // A failure once training has begun (the GPU failed, the disk is full):
  // where training stopped and what is kept, so that nothing done is lost.
  // `step` is the step of the epoch (from 1), or 0 at the epoch's end.
  // `together`: every rank fails here (rank 0 could not write a checkpoint).
  int fail_training(int64_t epoch, int64_t step, const std::string& msg, bool together = false) {
    progress_.interrupt();
    std::string where = step > 0 ? "epoch " + std::to_string(epoch + 1) + ", step " + std::to_string(step)
                                 : "the end of epoch " + std::to_string(epoch + 1);
    std::string kept = !last_checkpoint_.empty() ? "; the last good checkpoint is " + last_checkpoint_ +
                                                       ": continue from it with --resume " + last_checkpoint_
                       : !s_.checkpoint ? "; the train block writes no checkpoint"
                                               : " before any checkpoint was written";
    std::string text = msg + (!msg.empty() && msg.back() == '.' ? " " : ". ") + "Training stopped at " + where + kept + ".";
    return together ? fail_together(text) : fail(text);
  }

  // Parameters and optimizer state: from the previous block, or from a
  // checkpoint when resuming.
  Status restore(std::vector<rt::Tensor>& carried, int64_t* start_epoch, int64_t* start_step) {
    if (!carried.empty())
      if (auto st = program_.adopt_params(std::move(carried)); !st.ok()) return st;
    const ResumePoint* resume = in_.resume;
    if (!resume) return {};
    std::vector<rt::Tensor>& params = program_.params();
    for (auto& [name, t] : resume->checkpoint.tensors)
      std::memcpy(params[program_.param_index().at(name)].data(), t.data(), t.nbytes());
    if (auto st = program_.upload_params(); !st.ok()) return st;
    program_.global_step = resume->step;
    *start_epoch = resume->epoch;
    *start_step = resume->epoch_step;
    if (auto it = resume->checkpoint.metadata.find(rt::kMetaEpochSums); it != resume->checkpoint.metadata.end())
      resumed_sums_ = parse_sums(it->second, program_.metric_names().size());
    // A schedule over the whole run changes with its length.
    if (resume->epochs >= 0 && resume->epochs != s_.epochs && s_.schedule.kind == ir::Schedule::Kind::Cosine)
      in_.err << "netc run: warning: " << in_.o.resume << " was written by a run of " << resume->epochs
              << " epochs; resumed for " << s_.epochs << ", the cosine schedule spans " << s_.epochs
              << " epochs, so the learning rate from here differs from the original run's\n";
    return {};
  }

  // The batch buffers, allocated once: two, for an executor that reads
  // batches where the loop has them (the CPU's): the step in flight reads one
  // while the next batch is gathered into the other.
  Status allocate_batches() {
    for (const rt::Field& f : in_.train_data.data.fields()) {
      std::vector<int64_t> shape = f.data.shape();
      shape[0] = s_.batch;
      for (std::vector<rt::Tensor>& bufs : batch_bufs_) {
        auto t = rt::Tensor::create(f.data.dtype(), shape);
        if (!t.ok())
          return Status::error("the batch buffers of field `" + f.name + "` (batch = " + std::to_string(s_.batch) +
                                   "): " + t.message() + "; lower the batch size");
        bufs.push_back(std::move(*t));
      }
      batch_bytes_.push_back(batch_bufs_[0].back().nbytes());
    }
    for (int i = 0; i < 2; ++i) batch_ptrs_[i] = pointers(batch_bufs_[i]);
    return {};
  }

  static std::vector<void*> pointers(std::vector<rt::Tensor>& v) {
    std::vector<void*> p;
    for (rt::Tensor& t : v) p.push_back(t.data());
    return p;
  }

  // Gathers batch k of the epoch where the executor wants it (its own
  // pinned slots, else batch buffer `k % 2`) and starts moving it to the
  // device.
  Expected<Gathered> gather_batch(int64_t k) {
    auto idx = batcher_->batch(k);
    Gathered g{{}, static_cast<int64_t>(idx.size())};
    auto [first, count] = program_.local_rows(g.bsz);  // this process's rows
    idx = idx.subspan(static_cast<size_t>(first), static_cast<size_t>(count));
    auto slots = program_.batch_slots(g.bsz);
    if (!slots.ok()) return slots.status();
    g.ptrs = slots->empty() ? batch_ptrs_[k % 2] : std::move(*slots);
    std::vector<size_t> room = batch_bytes_;  // a slot holds bsz examples
    if (!slots->empty())
      for (size_t& r : room) r = r / static_cast<size_t>(s_.batch) * static_cast<size_t>(g.bsz);
    if (auto st = rt::gather(in_.train_data.data, idx, g.ptrs, room); !st.ok()) return st;
    if (auto st = program_.prefetch(g.ptrs.data(), g.bsz); !st.ok()) return st;
    return g;
  }

  // Averages the step's loss and metrics over a data set, without training.
  // A loss or metric that is not finite stops it, said in `*non_finite`
  // (with the operation that made it) and the status is still ok: the
  // epoch's training is good, and is kept before the run stops.
  Status evaluate(const rt::Dataset& d, std::vector<double>* sums, std::string* non_finite) {
    auto b = rt::Batcher::make(d.count(), {s_.batch, false, false, 0});
    if (!b.ok()) return b.status();
    b->start_epoch(0);
    sums->assign(in_.step.results.size(), 0.0);
    std::vector<rt::Tensor> bufs;
    std::vector<size_t> bytes;
    for (const rt::Field& f : d.fields()) {
      std::vector<int64_t> shape = f.data.shape();
      shape[0] = s_.batch;
      auto t = rt::Tensor::create(f.data.dtype(), shape);
      if (!t.ok()) return t.status();
      bytes.push_back(t->nbytes());
      bufs.push_back(std::move(*t));
    }
    std::vector<void*> in = pointers(bufs);
    for (int64_t k = 0; k < b->num_batches(); ++k) {
      auto idx = b->batch(k);
      int64_t bsz = static_cast<int64_t>(idx.size());
      auto [first, count] = program_.local_rows(bsz);  // this process's rows
      if (auto st = rt::gather(d, idx.subspan(static_cast<size_t>(first), static_cast<size_t>(count)), in, bytes); !st.ok())
        return st;
      std::vector<double> r;
      if (auto st = program_.eval_step(in.data(), bsz, &r); !st.ok()) return st;
      for (size_t j = 0; j < r.size(); ++j)
        if (!std::isfinite(r[j])) {
          std::string what = j == 0 ? "the loss" : "the metric `" + program_.metric_names().at(j - 1) + "`";
          std::string source = trace({in, bsz}, program_.global_step, true).text;
          *non_finite = "evaluating on `" + *s_.evaluate + "`, " + what + " is " +
                        (std::isnan(r[j]) ? "NaN" : "infinite") + " in the batch of examples " +
                        std::to_string(k * s_.batch + 1) + " to " + std::to_string(k * s_.batch + bsz) +
                        (source.empty() ? "" : ": " + source);
          return {};
        }
      for (size_t j = 0; j < r.size(); ++j) (*sums)[j] += r[j] * static_cast<double>(bsz);
    }
    for (double& v : *sums) v /= static_cast<double>(std::max<int64_t>(1, d.count()));
    return {};
  }

  // The steps of one epoch from step `first` (0-based; a resumed run
  // interrupted mid-epoch starts later), then its evaluation, log line and
  // checkpoint. Ctrl-C or SIGTERM stops it after the step in flight.
  int run_epoch(int64_t epoch, int64_t first) {
    auto t0 = clock::now();
    batcher_->start_epoch(static_cast<uint64_t>(epoch));
    const std::vector<std::string>& metric_names = program_.metric_names();
    // The epoch's sums; a resumed epoch's go on from those of its steps taken before.
    sums_ = EpochSums{0, 0, std::vector<double>(metric_names.size(), 0.0)};
    if (first > 0 && resumed_sums_) sums_ = *resumed_sums_;
    else if (first > 0 && !in_.o.quiet)
      in_.out << "note: epoch " << epoch + 1 << "'s train loss and metrics average its steps " << first + 1 << " to "
              << steps_per_epoch_ << " only: the checkpoint holds no sums of its first " << first << "\n";
    double& loss_sum = sums_.loss;
    std::vector<double>& metric_sums = sums_.metrics;
    int64_t seen = 0;  // examples of this process's steps, for the progress line's rate
    if (auto st = keep_epoch_start(first); !st.ok()) return fail_training(epoch, first + 1, st.message());
    // The loss scaler where the epoch starts: where the last one ended, read
    // (a download of the parameters on a GPU) only for the run's first.
    if (!scaler_at_start_) {
      auto read = loss_scaler();
      if (!read.ok()) return fail_training(epoch, first + 1, read.message());
      scaler_at_start_ = *read;
    }
    auto next = gather_batch(first);
    if (!next.ok()) return fail_training(epoch, first + 1, next.message());
    for (int64_t k = first; k < steps_per_epoch_; ++k) {
      // Every process stops at the same step, whichever got the signal.
      auto sig = in_.cluster.max(StopOnSignal::requested());
      if (!sig.ok()) return fail_training(epoch, k + 1, sig.message());
      if (*sig) return interrupted(*sig, epoch, k);
      in_.cluster.progress(epoch + 1, k + 1);
      Gathered batch = std::move(*next);
      if (run_.steps == 0) StopOnSignal::training_begins();
      float lr = lr_at(program_.global_step + 1);
      if (auto st = program_.launch_step(batch.ptrs.data(), batch.bsz, lr); !st.ok())
        return fail_training(epoch, k + 1, st.message());
      // The next batch, while the step runs.
      if (k + 1 < steps_per_epoch_) {
        next = gather_batch(k + 1);
        if (!next.ok()) return fail_training(epoch, k + 1, next.message());
      }
      auto values = program_.finish_step();
      if (!values.ok()) return fail_training(epoch, k + 1, values.message());
      float loss = values->loss;
      if (!values->finite()) return stop_on_non_finite(epoch, k, *values, batch);
      ++run_.steps;
      log_step(epoch, k, lr, *values, batch.bsz);
      loss_sum += static_cast<double>(loss) * static_cast<double>(batch.bsz);
      for (size_t j = 0; j < metric_sums.size() && j < values->metrics.size(); ++j)
        metric_sums[j] += static_cast<double>(values->metrics[j]) * static_cast<double>(batch.bsz);
      seen += batch.bsz;
      sums_.examples += batch.bsz;
      double elapsed = std::chrono::duration<double>(clock::now() - t0).count();
      double run_elapsed = std::chrono::duration<double>(clock::now() - started_).count();
      progress_.step({epoch + 1, s_.epochs, k + 1, steps_per_epoch_, loss, seen, elapsed, run_elapsed});
    }
    rt::EpochSummary summary;
    summary.epoch = epoch + 1;
    summary.epochs = s_.epochs;
    if (in_.m.trains.size() > 1) summary.train_block = static_cast<int64_t>(in_.index) + 1;
    const double examples = static_cast<double>(std::max<int64_t>(1, sums_.examples));
    summary.loss = loss_sum / examples;
    for (size_t j = 0; j < metric_names.size(); ++j)
      summary.train_metrics.push_back({metric_names[j], metric_sums[j] / examples});
    if (in_.eval_data && ((epoch + 1) % s_.evaluate_every == 0 || epoch + 1 == s_.epochs)) {
      std::vector<double> sums;
      std::string non_finite;
      if (auto st = evaluate(in_.eval_data->data, &sums, &non_finite); !st.ok())
        return fail_training(epoch, 0, st.message());
      if (!non_finite.empty()) {
        // The epoch trained well: its checkpoint is written before the run stops.
        if (s_.checkpoint)
          if (auto st = write_checkpoint(epoch + 1, 0); !st.ok())
            return fail_training(epoch, 0, non_finite + "; " + st.message(), true);
        return fail_training(epoch, 0, non_finite, true);
      }
      rt::Evaluation ev{*s_.evaluate, sums[0], {}};
      for (size_t j = 0; j < metric_names.size(); ++j) ev.metrics.push_back({metric_names[j], sums[j + 1]});
      last_eval_ = ev.metrics;
      summary.evaluation = std::move(ev);
    }
    auto scaler = loss_scaler();
    if (!scaler.ok()) return fail_training(epoch, 0, scaler.message());
    if (*scaler && *scaler_at_start_)
      summary.loss_scale = rt::EpochSummary::LossScale{(*scaler)->scale, (*scaler)->skipped - (*scaler_at_start_)->skipped};
    scaler_at_start_ = *scaler;
    summary.time_s = std::chrono::duration<double>(clock::now() - t0).count();
    in_.cluster.progress(epoch + 1, 0);
    progress_.end_epoch(summary);
    log_epoch(summary);
    log_epoch_for_pictures(summary);
    if (s_.checkpoint && ((epoch + 1) % s_.checkpoint_every == 0 || epoch + 1 == s_.epochs))
      if (auto st = write_checkpoint(epoch + 1, 0); !st.ok()) return fail_training(epoch, 0, st.message(), true);
    return 0;
  }

  // Ctrl-C or SIGTERM: a checkpoint of where training stands (`done` epochs
  // and `step` steps of the next), from which --resume continues at the same
  // example with the same parameters, optimizer state and step number, so
  // that the resumed run ends where an uninterrupted one would.
  // (Before the run's first step a signal ends the process: interrupt.h.)
  int interrupted(int sig, int64_t done, int64_t step) {
    progress_.interrupt();
    fs::path source(in_.o.source_path);
    fs::path path = s_.checkpoint ? fs::path(*s_.checkpoint)
                                  : source.parent_path() / (source.stem().string() + ".interrupted.safetensors");
    std::string where = step > 0 ? "in epoch " + std::to_string(done + 1) + " after step " + std::to_string(step)
                                 : "before epoch " + std::to_string(done + 1);
    std::string kept;
    if (auto st = write_checkpoint(done, step, path, &kept); !st.ok())
      return fail_together(std::string(StopOnSignal::name(sig)) + ": stopped " + where +
                           ", but the checkpoint failed: " + st.message());
    in_.cluster.stopped_together();
    if (!in_.cluster.root()) return 128 + sig;
    in_.err << "netc run: " << StopOnSignal::name(sig) << ": stopped " << where << " (global step "
            << program_.global_step << "); checkpoint " << path.string() << (kept.empty() ? "" : " (" + kept + ")")
            << ". Continue with: " << resume_command(path.string()) << "\n";
    return 128 + sig;
  }

  // A step whose loss or a metric is not finite is taken back (the
  // parameters stay those of the last good step) and re-run op by op to find
  // the operation that made the first NaN (nan_trace.h).
  int stop_on_non_finite(int64_t epoch, int64_t k, const StepValues& values, const Gathered& batch) {
    int64_t failed_step = program_.global_step;
    if (auto st = program_.undo_last_step(); !st.ok()) return fail_training(epoch, k + 1, st.message());
    progress_.interrupt();
    std::string what = "the loss";
    float bad = values.loss;
    for (size_t j = 0; std::isfinite(bad) && j < values.metrics.size(); ++j)
      if (!std::isfinite(values.metrics[j])) what = "the metric `" + program_.metric_names().at(j) + "`", bad = values.metrics[j];
    Trace traced = trace(batch, failed_step);
    std::string source = traced.text;
    if (traced.params_not_finite) {
      Trace made = replay_to(k - 1);
      source += made.text.empty()
                    ? ". An earlier step's update made them: its gradient was not finite, or the learning rate too large"
                    : ". Step " + std::to_string(k) + " (global step " + std::to_string(failed_step - 1) +
                          ") made them, replayed from the start of the epoch: " + made.text;
    }
    // The values are the global ones: every process stops here.
    return fail_together(what + " is " + (std::isnan(bad) ? "NaN" : "infinite") + " at epoch " +
                         std::to_string(epoch + 1) + ", step " + std::to_string(k + 1) + " (global step " +
                         std::to_string(failed_step) + ")" + (source.empty() ? "" : ": " + source) +
                         "; training stopped" +
                         (last_checkpoint_.empty() ? " before any checkpoint was written"
                                                   : "; the last good checkpoint is " + last_checkpoint_) +
                         (source.empty() ? ". Lower the learning rate or check the data for extreme values." : "."));
  }

  // Where the first non-finite value of the step on `batch` came from, or "".
  // `evaluation`: of the evaluation's function (no dropout, no gradient);
  // with `lr`, the update too, when the gradient is finite.
  Trace trace(const Gathered& batch, int64_t failed_step, bool evaluation = false, std::optional<float> lr = {}) {
    if (!program_.download_params().ok()) return {};
    const StepFunctions* fns = &in_.fns;
    TraceInputs t;
    t.m = &in_.m;
    t.grad = evaluation ? &fns->eval : &fns->grad;
    if (lr) t.update = fns->update, t.lr = *lr;
    t.step_results = fns->first_grad();
    t.batch.assign(batch.ptrs.begin(), batch.ptrs.end());
    t.bsz = program_.local_rows(batch.bsz).second;  // the rows this process holds
    t.params = &program_.params();
    t.param_index = &program_.param_index();
    t.global_step = failed_step;
    return trace_non_finite(t);
  }

  // Step `k` of the epoch (0-based) made the parameters non-finite: the
  // epoch's steps are taken again from its start (epoch_start_) up to `k`,
  // which is traced, its gradient and then its update. Steps are
  // deterministic, so they make the same values again. A single process
  // only (the ranks of an mpirun would have to replay together).
  Trace replay_to(int64_t k) {
    if (epoch_start_.empty() || k < epoch_first_) return {};
    std::vector<rt::Tensor>& params = program_.params();
    for (size_t i = 0; i < params.size(); ++i) std::memcpy(params[i].data(), epoch_start_[i].data(), params[i].nbytes());
    if (!program_.upload_params().ok()) return {};
    program_.global_step = epoch_start_step_;
    for (int64_t j = epoch_first_; j < k; ++j) {
      auto g = gather_batch(j);
      if (!g.ok() || !program_.launch_step(g->ptrs.data(), g->bsz, lr_at(program_.global_step + 1)).ok()) return {};
      auto v = program_.finish_step();
      if (!v.ok() || !v->finite()) return {};
    }
    auto g = gather_batch(k);
    if (!g.ok()) return {};
    return trace(*g, program_.global_step + 1, false, lr_at(program_.global_step + 1));
  }

  // The parameters where this epoch's steps start (from step `first`), kept
  // for replay_to: a copy once per epoch.
  Status keep_epoch_start(int64_t first) {
    if (in_.cluster.size() > 1) return {};
    if (auto st = program_.download_params(); !st.ok()) return st;
    const std::vector<rt::Tensor>& params = program_.params();
    if (epoch_start_.size() != params.size()) {
      epoch_start_.clear();
      for (const rt::Tensor& p : params) {
        auto t = rt::Tensor::create(p.dtype(), p.shape());
        if (!t.ok()) return {};  // no room for the copy: a NaN is then traced without replay
        epoch_start_.push_back(std::move(*t));
      }
    }
    for (size_t i = 0; i < params.size(); ++i) std::memcpy(epoch_start_[i].data(), params[i].data(), params[i].nbytes());
    epoch_start_step_ = program_.global_step;
    epoch_first_ = first;
    return {};
  }

  // Under `precision = f16`, the loss scale and the steps skipped since the
  // run began (ir/passes/loss_scale.h), read from the parameters; nullopt
  // without the policy.
  Expected<std::optional<rt::EpochSummary::LossScale>> loss_scaler() {
    if (s_.precision != ir::DType::F16) return std::optional<rt::EpochSummary::LossScale>{};
    const auto& index = program_.param_index();
    auto scale = index.find(ir::kLossScale), skipped = index.find(ir::kLossScaleSkipped);
    if (scale == index.end() || skipped == index.end())
      return Status::error("internal error: the loss scaler's state is not among the parameters");
    if (auto st = program_.download_params(); !st.ok()) return st;
    const std::vector<rt::Tensor>& params = program_.params();
    return std::optional<rt::EpochSummary::LossScale>{rt::EpochSummary::LossScale{
        params[scale->second].data_as<float>()[0], static_cast<int64_t>(params[skipped->second].data_as<float>()[0])}};
  }

  // The learning rate of batch `step` (from 1): the schedule counts optimizer
  // steps, each `accumulate` batches.
  float lr_at(int64_t step) const { return learning_rate(s_, step, steps_per_epoch_); }

  void log_epoch(const rt::EpochSummary& summary) {
    if (!json_ || json_->log_epoch(summary) || log_failed_) return;
    // The run goes on (its checkpoints are what it is for) and ends with a
    // failure status: a script must not take a partial log for a run.
    log_failed_ = true;
    in_.err << "netc run: warning: cannot write the log `" << in_.o.log_json << "`"
            << (errno ? std::string(": ") + std::strerror(errno) : std::string()) << "; training goes on without it\n";
  }

  // Every --log-every steps, the steps since the last line, averaged, to
  // --log-steps and --tensorboard.
  void log_step(int64_t epoch, int64_t k, float lr, const StepValues& values, int64_t bsz) {
    if (!step_log_ && !run_.tensorboard) return;
    double n = static_cast<double>(bsz);
    window_.examples += bsz;
    window_.loss += static_cast<double>(values.loss) * n;
    window_.metrics.resize(values.metrics.size(), 0.0);
    for (size_t j = 0; j < values.metrics.size(); ++j) window_.metrics[j] += static_cast<double>(values.metrics[j]) * n;
    if (program_.global_step % in_.o.log_every != 0) return;
    auto now = clock::now();
    rt::StepRecord r;
    r.step = program_.global_step;
    r.epoch = epoch + 1;
    r.epoch_step = k + 1;
    if (in_.m.trains.size() > 1) r.train_block = static_cast<int64_t>(in_.index) + 1;
    double examples = static_cast<double>(std::max<int64_t>(1, window_.examples));
    r.loss = window_.loss / examples;
    for (size_t j = 0; j < window_.metrics.size() && j < program_.metric_names().size(); ++j)
      r.train_metrics.push_back({program_.metric_names()[j], window_.metrics[j] / examples});
    // The learning rate as the float it is, written shortest (0.1, not 0.10000000149011612).
    char shortest[32];
    auto [end, ec] = std::to_chars(shortest, shortest + sizeof shortest, lr);
    r.lr = ec == std::errc() ? std::strtod(std::string(shortest, end).c_str(), nullptr) : lr;
    // With `accumulate`, a step's gradient is one micro-batch's, not what the update applies;
    // under f16 loss scaling it is scaled.
    if (s_.accumulate <= 1 && s_.precision != ir::DType::F16) r.grad_norm = program_.gradient_norm();
    double seconds = std::chrono::duration<double>(now - window_start_).count();
    if (seconds > 0) r.examples_per_s = static_cast<double>(window_.examples) / seconds;
    window_ = EpochSums{};
    window_start_ = now;
    if (step_log_ && !step_log_->log_step(r)) step_log_failed();
    if (run_.tensorboard) {
      std::vector<std::pair<std::string, double>> values_at_step = {{"train/loss", r.loss}, {"train/learning_rate", r.lr}};
      for (const auto& [name, v] : r.train_metrics) values_at_step.push_back({"train/" + name, v});
      if (r.grad_norm) values_at_step.push_back({"train/grad_norm", *r.grad_norm});
      if (r.examples_per_s) values_at_step.push_back({"train/examples_per_s", *r.examples_per_s});
      tensorboard_scalars(values_at_step, r.step);
    }
  }

  // The epoch's line in --log-steps, at the run's step, and its values in --tensorboard.
  void log_epoch_for_pictures(const rt::EpochSummary& e) {
    if (step_log_ && !step_log_->log_epoch(e, program_.global_step)) step_log_failed();
    if (!run_.tensorboard) return;
    std::vector<std::pair<std::string, double>> values = {{"epoch/train_loss", e.loss}};
    for (const auto& [name, v] : e.train_metrics) values.push_back({"epoch/train_" + name, v});
    if (e.evaluation) {
      values.push_back({"eval/loss", e.evaluation->loss});
      for (const auto& [name, v] : e.evaluation->metrics) values.push_back({"eval/" + name, v});
    }
    tensorboard_scalars(values, program_.global_step);
  }

  void tensorboard_scalars(const std::vector<std::pair<std::string, double>>& values, int64_t step) {
    double wall = std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
    for (const auto& [tag, v] : values)
      if (!run_.tensorboard->scalar(tag, step, v, wall) && !run_.tensorboard_failed) {
        run_.tensorboard_failed = true;
        in_.err << "netc run: warning: cannot write the TensorBoard events `" << run_.tensorboard->path() << "`"
                << (errno ? std::string(": ") + std::strerror(errno) : std::string()) << "; training goes on without them\n";
      }
  }

  void step_log_failed() {
    if (run_.step_log_failed) return;
    run_.step_log_failed = true;
    in_.err << "netc run: warning: cannot write the step log `" << in_.o.log_steps << "`"
            << (errno ? std::string(": ") + std::strerror(errno) : std::string()) << "; training goes on without it\n";
  }

  // The command line that continues this run from `checkpoint`: the same
  // options that change what is trained.
  // " --host a,b:2" when the ranks ran on several hosts (each with its
  // number of ranks), so that the resumed job runs where this one did; "".
  std::string mpi_hosts() const {
    std::vector<std::pair<std::string, int>> ranks;
    for (const std::string& h : in_.cluster.hosts()) {
      auto at = std::find_if(ranks.begin(), ranks.end(), [&](const auto& r) { return r.first == h; });
      if (at == ranks.end()) ranks.push_back({h, 1});
      else ++at->second;
    }
    if (ranks.size() < 2) return "";
    std::string text = " --host ";
    for (size_t i = 0; i < ranks.size(); ++i)
      text += (i ? "," : "") + ranks[i].first + (ranks[i].second > 1 ? ":" + std::to_string(ranks[i].second) : "");
    return text;
  }

  std::string resume_command(const std::string& checkpoint) const {
    const RunOptions& o = in_.o;
    std::string c = "netc run " + o.source_path;
    if (in_.cluster.size() > 1) c = "mpirun -np " + std::to_string(in_.cluster.size()) + mpi_hosts() + " " + c;
    if (o.epochs) c += " --epochs " + std::to_string(*o.epochs);
    if (o.seed) c += " --seed " + std::to_string(*o.seed);
    if (o.limit) c += " --limit " + std::to_string(*o.limit);
    for (const auto& [name, device] : o.devices) c += " --device " + name + "=" + device;
    return c + " --resume " + checkpoint;
  }

  // A checkpoint after `done` epochs and `step` steps of the next, at the
  // train block's path or `to`: written by rank 0 alone, and every rank
  // learns whether it was.
  // `kept` (when not null): what an earlier run left at the path, now kept
  // aside, or "".
  Status write_checkpoint(int64_t done, int64_t step, std::optional<fs::path> to = std::nullopt,
                          std::string* kept = nullptr) {
    fs::path path = to ? *to : fs::path(*s_.checkpoint);
    std::string kept_here;
    Status st = in_.cluster.root() ? write_checkpoint_file(done, step, path, &kept_here) : Status();
    if (kept) *kept = kept_here;
    if (st = in_.cluster.agree(st); !st.ok()) return st;
    last_checkpoint_ = path.string();
    in_.cluster.checkpointed(last_checkpoint_, resume_command(last_checkpoint_));
    StopOnSignal::checkpointed(last_checkpoint_, resume_command(last_checkpoint_));
    if (!in_.o.quiet && !to) in_.out << "checkpoint " << path.string() << " (epoch " << done << ")\n";
    return {};
  }

  Status write_checkpoint_file(int64_t done, int64_t step, const fs::path& path, std::string* kept) {
    if (auto st = program_.download_params(); !st.ok()) return st;
    std::vector<rt::NamedTensor> named;
    for (const ir::GlobalParam& p : in_.m.params)
      named.push_back({p.name, program_.params()[program_.param_index().at(p.name)].view()});
    rt::Metadata meta{{rt::kMetaStep, std::to_string(program_.global_step)},
                      {rt::kMetaEpoch, std::to_string(done)},
                      {rt::kMetaEpochs, std::to_string(s_.epochs)},
                      {rt::kMetaTrainBlock, std::to_string(in_.index + 1)},
                      {rt::kMetaFingerprint, fingerprint_}};
    if (step > 0) {
      meta[rt::kMetaEpochStep] = std::to_string(step);
      meta[rt::kMetaEpochSums] = format_sums(sums_);
      meta[rt::kMetaEpochData] = data_summary(in_.train_data.data);
    }
    return run_.files.write(path.string(), named, meta, kept);
  }

  const Inputs& in_;
  const ir::TrainSettings& s_;
  Executor& program_;
  RunState& run_;
  std::string& last_checkpoint_;
  std::string fingerprint_;  // of the network, in each checkpoint
  rt::Progress progress_;
  std::optional<rt::JsonLinesLogger> json_;
  std::optional<rt::StepLogger> step_log_;
  EpochSums window_;                          // the steps since the last --log-steps line
  // `precision = f16`: the loss scaler as the next epoch starts (nullopt
  // inside: no policy); unset until first read.
  std::optional<std::optional<rt::EpochSummary::LossScale>> scaler_at_start_;
  clock::time_point window_start_ = clock::now();
  clock::time_point started_ = clock::now();  // for the progress line's elapsed time
  bool log_failed_ = false;
  std::optional<rt::Batcher> batcher_;
  int64_t steps_per_epoch_ = 0;
  std::vector<rt::Tensor> batch_bufs_[2];
  std::vector<size_t> batch_bytes_;
  std::vector<void*> batch_ptrs_[2];
  rt::Metrics last_eval_;  // the metrics of the last evaluation
  EpochSums sums_;                         // of the epoch in progress
  std::optional<EpochSums> resumed_sums_;  // of the resumed epoch's steps before the checkpoint
  std::vector<rt::Tensor> epoch_start_;  // the parameters where the epoch's steps start (replay_to)
  int64_t epoch_start_step_ = 0, epoch_first_ = 0;
};

// The end of setting up, before any step: under mpirun every process
// learns at this point what failed where (this one's `mine`, exit status
// `code`), rank 0 says it once, and all end cleanly. Returns 0 when every
// process is ready, else the exit status.
int agree_setup(Cluster& cluster, std::ostream& err, const Status& mine, int code) {
  std::string all;
  int rc = cluster.all_ready(mine, code, &all);
  if (rc == 0) return 0;
  cluster.stopped_together();
  if (cluster.root()) err << "netc run: " << all << "\n";
  return rc;
}

// A failure while setting up (agree_setup), with its exit status.
int setup_failed(Cluster& cluster, std::ostream& err, const std::string& msg, int code) {
  return agree_setup(cluster, err, Status::error(msg), code);
}

// What build_executor made: the executor, and on GPUs the line said after
// its steps (whether they ran as CUDA graphs).
struct BuiltExecutor {
  std::unique_ptr<Executor> exec;
  std::function<std::string()> after;
};

// "4, 4, 3": the shares of a global batch of `batch` over `k` replicas.
std::string shares(const ReplicaSet& r, int k, int64_t batch) {
  std::string text;
  for (int i = 0; i < k; ++i) text += (i ? ", " : "") + std::to_string(r.share(i, batch).second);
  return text;
}

// The same under mpirun, each with its rank, host and device.
std::string rank_shares(const ReplicaSet& r, const Cluster& cluster, int64_t batch) {
  std::string text;
  for (int i = 0; i < cluster.size(); ++i)
    text += (i ? ", " : "") + std::to_string(r.share(i, batch).second) + " (rank " + std::to_string(i) + ", " +
            cluster.hosts()[static_cast<size_t>(i)] + ", " + cluster.device(i) + ")";
  return text;
}

// What choosing an executor needs of this run besides the bindings: its
// processes under mpirun and this one's place among its machine's.
ExecutorFacts executor_facts(const Cluster& cluster) {
  ExecutorFacts facts;
  facts.processes = cluster.size();
  facts.local_rank = cluster.local_rank();
  return facts;
}

// Under mpirun each process is one replica, on a GPU of its own or on the
// CPU, alike in every process: the processes agree on that, and each says
// its device. 0, else the exit status.
int join_ranks(const ExecutorChoice& c, Cluster& cluster, std::ostream& err) {
  auto fail = [&](const std::string& msg) { return setup_failed(cluster, err, msg, 1); };
  const Binding& set = *c.set;
  bool on_gpus = c.kind == ExecutorKind::GpuRank;
  if (int rc = agree_setup(cluster, err, Status(), 0)) return rc;  // every rank is here
  auto gpu_ranks = cluster.max(on_gpus ? 1 : 0), cpu_ranks = cluster.max(on_gpus ? 0 : 1);
  if (!gpu_ranks.ok() || !cpu_ranks.ok()) return fail(!gpu_ranks.ok() ? gpu_ranks.message() : cpu_ranks.message());
  if (*gpu_ranks && *cpu_ranks)
    return setup_failed(cluster, err,
                        "the processes bound `" + set.logical + "` differently: some to a GPU, some to the CPU "
                        "(a machine has fewer usable GPUs than processes). Start at most one process per GPU, "
                        "or train on the CPU: --device " + set.logical + "=cpu",
                        2);
  size_t mine = c.member;
  if (auto st = cluster.share_device(mine < set.members.size() ? set.members[mine].physical : "?"); !st.ok())
    return fail(st.message());
  if (on_gpus && mine >= set.members.size())
    return fail("`" + set.logical + "` is bound to " + set.physical + ", one GPU per process of a machine, "
                "but this process is number " + std::to_string(mine) + " of its machine");
  return 0;
}

// Builds the executor `c` names for train block `run` on its prepared
// functions `fns` and their plans so far, and says what it trains on. 0,
// else the exit status.
int build_executor(const ExecutorChoice& c, const ir::Module& m, const ir::TrainRun& run, const PreparedBlock& fns,
                   const std::shared_ptr<CpuIrPlans>& cpu_plans, const std::shared_ptr<GpuIrPlans>& gpu_plans,
                   const ir::TrainSettings& s, const RunOptions& o,
                   Cluster& cluster, std::ostream& out, std::ostream& err, BuiltExecutor* built) {
  auto fail = [&](const std::string& msg) { return setup_failed(cluster, err, msg, 1); };
  uint64_t seed = s.seed.value_or(0);
  switch (c.kind) {
    case ExecutorKind::Cpu: {
      auto program = StepProgram::create(m, fns, s.batch, seed, cpu_plans);
      if (!program.ok()) return fail(program.message());
      built->exec = std::move(*program);
      return 0;
    }
    case ExecutorKind::CpuReplicas: {
      auto replicas = ReplicaSet::create(m, fns, s.batch, seed, c.replicas, nullptr, cpu_plans);
      if (!replicas.ok()) return fail(replicas.message());
      if (!o.quiet)
        out << "training " << c.replicas << " replicas on the CPU: a global batch of " << s.batch << " in shares of "
            << shares(**replicas, c.replicas, s.batch) << "\n";
      built->exec = std::move(*replicas);
      return 0;
    }
    case ExecutorKind::CpuRank: {
      if (int rc = join_ranks(c, cluster, err)) return rc;
      auto replicas = ReplicaSet::create(m, fns, s.batch, seed, 1, &cluster, cpu_plans);
      if (!replicas.ok()) return fail(replicas.message());
      if (int rc = agree_setup(cluster, err, Status(), 0)) return rc;
      if (!o.quiet)
        out << "training " << cluster.size() << " replicas, one per process: a global batch of " << s.batch
            << " in shares of " << rank_shares(**replicas, cluster, s.batch) << "\n";
      built->exec = std::move(*replicas);
      return 0;
    }
#ifdef NETC_HAVE_GPU_ENGINE
    case ExecutorKind::Gpu: {
      auto program = GpuStepProgram::create(m, &run, seed, c.gpus.front(), {nvrtc_kernels(), {}, {}, fns, gpu_plans});
      if (!program.ok()) return fail(program.message());
      if (!o.quiet) out << "training on " << (*program)->device_description() << "\n";
      GpuStepProgram* p = program->get();
      built->after = [p] { return "steps on the GPU: " + p->graph_status(); };
      built->exec = std::move(*program);
      return 0;
    }
    case ExecutorKind::GpuReplicas: {
      auto replicas = ReplicaSet::create_on_gpus(m, run, seed, c.gpus, {nvrtc_kernels(), {}, {}, fns, gpu_plans});
      if (!replicas.ok()) return fail(replicas.message());
      if (!o.quiet)
        out << "training " << c.replicas << " replicas on " << (*replicas)->gpu_description() << ": a global batch of "
            << s.batch << " in shares of " << shares(**replicas, c.replicas, s.batch) << "\n";
      ReplicaSet* r = replicas->get();
      built->after = [r] { return "steps on the GPUs: " + r->graph_status(); };
      built->exec = std::move(*replicas);
      return 0;
    }
    case ExecutorKind::GpuRank: {
      if (int rc = join_ranks(c, cluster, err)) return rc;
      auto replicas = ReplicaSet::create_on_gpu_rank(m, run, seed, c.gpus.front(),
                                                     {nvrtc_kernels(), {}, {}, fns, gpu_plans},
                                                     &cluster);
      if (int rc = agree_setup(cluster, err, replicas.status(), 1)) return rc;
      if (int rc = agree_setup(cluster, err, (*replicas)->join_gpu_ranks(), 1)) return rc;
      if (!o.quiet)
        out << "training " << cluster.size() << " replicas, one per process, each on a GPU of its own: a global "
            << "batch of " << s.batch << " in shares of " << rank_shares(**replicas, cluster, s.batch) << "; rank 0 on "
            << (*replicas)->gpu_description() << "\n";
      ReplicaSet* r = replicas->get();
      built->after = [r] { return "steps on the GPUs: " + r->graph_status(); };
      built->exec = std::move(*replicas);
      return 0;
    }
#else
    case ExecutorKind::Gpu:
    case ExecutorKind::GpuReplicas:
    case ExecutorKind::GpuRank:
      (void)run, (void)gpu_plans;
      break;  // choose_executor chooses none of them without the GPU executor
#endif
  }
  return fail(std::string("internal error: this netc cannot build a ") + executor_kind_name(c.kind) + " executor");
}

// Runs train block `index` of `m`. Parameters start from `carried` (those the
// previous block left) when it is not empty, else from their initialisers,
// and are left in `carried` for the next block. `run` is what the blocks
// share: the last good checkpoint so far (which a NaN message names), the
// steps taken, the checkpoint files; the block updates it. `fns`: the
// block's functions, prepared once (train_all), which the executor runs;
// `cpu_plans`, `gpu_plans`: their CPU and GPU plans made so far (the memory
// checks'), which an executor plans through; `devices`: what binding read
// of `m`.
int run_block(const ir::Module& m, const ProgramDevices& devices, size_t index, const PreparedBlock& fns,
              const std::shared_ptr<CpuIrPlans>& cpu_plans, const std::shared_ptr<GpuIrPlans>& gpu_plans,
              const RunOptions& o,
              const std::vector<Binding>& bound,
              const ResumePoint* resume, std::vector<rt::Tensor>& carried, RunState& run_state,
              std::ostream* json_file, std::ostream& out, std::ostream& err, Cluster& cluster) {
  auto fail = [&](const std::string& msg) { return setup_failed(cluster, err, msg, 1); };
  auto unusable = [&](const std::string& msg) { return setup_failed(cluster, err, msg, kExitBadInput); };
  const ir::TrainRun& run = m.trains[index];
  ir::TrainSettings s = run.settings;
  if (o.epochs) s.epochs = *o.epochs;
  if (o.seed) s.seed = *o.seed;

  // 2. Data, checked before any compilation or training. Paths written in
  //    the program (data files, the checkpoint) are relative to its file.
  fs::path base = fs::path(o.source_path).parent_path();
  s.checkpoint = checkpoint_path(o, run.settings);
  auto train_data = load_dataset(m, run.dataset, base, o.limit);
  if (!train_data.ok()) return unusable(train_data.message());
  std::optional<LoadedDataset> eval_data;
  if (s.evaluate) {
    auto d = load_dataset(m, *s.evaluate, base, o.limit);
    if (!d.ok()) return unusable(d.message());
    eval_data = std::move(*d);
  }

  // 3. The step function; the labels checked against it.
  const ir::Function* step = nullptr;
  for (const ir::Function& f : m.functions)
    if (f.name == run.step) step = &f;
  if (!step) return fail("internal error: the train block has no step function");
  for (const LoadedDataset* d : {&*train_data, eval_data ? &*eval_data : nullptr})
    if (auto st = d ? check_indices(m, *step, *d) : Status(); !st.ok()) return unusable(st.message());
  // Under mpirun every process must train the same network with the same
  // settings on the same data: ranks that differ would hang or mix batches.
  if (cluster.size() > 1) {
    std::string code = ir::print_function(m, *step);
    for (const ir::Function& f : m.functions)
      if (f.name == run.update_name()) code += ir::print_function(m, f);
    std::vector<std::pair<std::string, std::string>> same = {
        {"the network (its parameters' names and shapes)", ir::network_fingerprint(m)},
        {"the train block's step and update (hash)", hex64(fnv1a64(code))},
        {"the batch size", std::to_string(s.batch)},
        {"the number of epochs (--epochs)", std::to_string(s.epochs)},
        {"the seed (--seed)", std::to_string(s.seed.value_or(0))},
        {"--limit", o.limit ? std::to_string(*o.limit) : "none"},
        {"the training data", data_summary(train_data->data)}};
    if (eval_data) same.push_back({"the evaluation data", data_summary(eval_data->data)});
    if (auto st = cluster.same_on_every_rank(same); !st.ok()) return setup_failed(cluster, err, st.message(), 2);
  }
  BlockLoop::Inputs loop{m, index, o, s, *step, *fns, *train_data, eval_data, resume, json_file, out, err, cluster};

  // 4. The executor chosen (choose_executor.h) and built; then the loop.
  ExecutorChoice choice = choose_executor(devices, &devices.trains[index], bound, executor_facts(cluster));
  if (!choice.ok()) return setup_failed(cluster, err, choice.problem, choice.exit_status);
  BuiltExecutor built;
  if (int rc = build_executor(choice, m, run, fns, cpu_plans, gpu_plans, s, o, cluster, out, err, &built)) return rc;
  int status = BlockLoop(loop, *built.exec, run_state).run(carried);
  if (!o.quiet && status == 0 && built.after) out << built.after() << "\n";
  return status;
}

#ifdef NETC_HAVE_GPU_ENGINE
// A GPU the caller has kernels for and with the free memory every train
// block needs (engine/memory/memory_plan.h): a block whose replicas are the set
// `share` binds, its share of the batch; else the whole batch. Else it is
// passed over like one that is not there, with the reason. A plan that
// cannot be made is not a reason: the executor then reports what is wrong.
// Binding asks about a GPU more than once (for the fallback its errors
// name, then for each device): the answers so far, by GPU and by each
// block's number of replicas on it, so that each check runs once.
using GpuFitMemo = std::map<std::pair<int, std::vector<int64_t>>, BindOptions::GpuFit>;

BindOptions::GpuFit gpu_fits(const ir::Module& m, const std::vector<PreparedBlock>& blocks, GpuIrPlans* plans,
                             GpuFitMemo& memo, const rt::CudaDevice& g, const BindOptions::Share& share) {
  std::vector<int64_t> replicas;
  for (const ir::TrainRun& run : m.trains)
    replicas.push_back(run.settings.replicas && *run.settings.replicas == share.device ? share.replicas : 1);
  auto [known, fresh] = memo.try_emplace({g.index, replicas});
  if (!fresh) return known->second;
  BindOptions::GpuFit& f = known->second;
  f = nvrtc_gpu_fit(g);
  if (!f.problem.empty()) return f;
  for (size_t b = 0; b < m.trains.size(); ++b) {
    MemoryOptions o;
    o.gpu = g.index;
    o.gpu_plans = plans;
    auto why = does_not_fit(m, m.trains[b], *blocks[b], o, g.memory_free, replicas[b]);
    if (why.ok() && !why->empty()) {
      f.problem = *why;
      break;
    }
  }
  return f;
}
#endif

// The train blocks bound to the CPU, checked against its available memory
// before any work, their functions planned through `plans` (which their
// executors are handed) for the batch each replica trains on: what does not
// fit, or "". A CPU's replica set holds its K replicas in this process, each
// with its share; under mpirun this process holds one.
std::string cpu_does_not_fit(const ir::Module& m, const ProgramDevices& devices, const std::vector<PreparedBlock>& blocks,
                             const std::vector<Binding>& bound, const rt::CpuInfo& cpu, CpuIrPlans* plans,
                             const ExecutorFacts& facts) {
  if (cpu.memory_free == 0) return "";  // unknown
  for (size_t b = 0; b < m.trains.size(); ++b) {
    const ir::TrainRun& run = m.trains[b];
    ExecutorChoice c = choose_executor(devices, &devices.trains[b], bound, facts);
    if (!c.ok()) continue;  // the block's executor says why
    int64_t replicas = 1, together = 1;
    if (c.kind == ExecutorKind::CpuReplicas) replicas = together = c.replicas;
    else if (c.kind == ExecutorKind::CpuRank) replicas = facts.processes;
    else if (c.kind != ExecutorKind::Cpu) continue;
    MemoryOptions o;
    o.cpu_plans = plans;
    auto why = does_not_fit(m, run, *blocks[b], o, cpu.memory_free, replicas, together);
    if (why.ok() && !why->empty()) return "the CPU's available memory is " + *why;
  }
  return "";
}

}  // namespace

Expected<std::vector<Binding>> bind_run_devices(const ir::Module& m, const std::vector<PreparedBlock>& blocks,
                                                const std::map<std::string, std::string>& overrides,
                                                const rt::DeviceInventory& inventory, int local_rank, int processes,
                                                GpuIrPlans* gpu_plans) {
  // Under mpirun the processes are the replicas of a data-parallel block;
  // a block without replicas would train alone in each.
  if (processes > 1)
    for (const ir::TrainRun& run : m.trains)
      if (!run.settings.replicas)
        return Status::error("started by mpirun with " + std::to_string(processes) +
                             " processes, but the train block of `" + run.models.front() +
                             "` declares no `replicas`: each process would train alone. Declare a device set and "
                             "train over it (`device all = cuda:* | cpu;`, the model `@ all`, `replicas = all;`: "
                             "docs/language.md), or run one process");
  BindOptions bind;
  bind.overrides = overrides;
  bind.local_rank = local_rank;
  bind.processes = processes;
#ifdef NETC_HAVE_GPU_ENGINE
  bind.can_run_cuda = true;
  GpuFitMemo memo;
  bind.gpu_fit = [&m, &blocks, gpu_plans, &memo](const rt::CudaDevice& g, const BindOptions::Share& s) {
    return gpu_fits(m, blocks, gpu_plans, memo, g, s);
  };
#else
  (void)blocks, (void)gpu_plans;
#endif
  return bind_devices(program_devices(m), inventory, bind);
}

namespace {

// Whether f (or a loop's body in it) convolves; the function named `name`
// of m: whether `netc run` says what computes its convolutions.
bool convolves(const ir::Function& f) {
  for (const ir::Inst& i : f.body)
    if (i.op == ir::Op::Conv2d || i.op == ir::Op::Conv2dGradInput || (i.body && convolves(*i.body))) return true;
  return false;
}
bool convolves(const ir::Module& m, const std::string& name) {
  for (const ir::Function& f : m.functions)
    if (f.name == name && convolves(f)) return true;
  return false;
}

// A file --resume cannot take because netc did not write it (it has no
// fingerprint), but whose tensors are the program's parameters under one
// prefix rule (PyTorch's names, DataParallel's `module.`): the help that
// points to --init-from, which starts from them. "" when they are not.
std::string init_from_hint(const ir::Module& m, const std::string& path, const rt::TensorSpecs& found) {
  std::set<std::string> optimizer, weights;
  for (const auto& [name, spec] : weight_specs(m, &optimizer)) weights.insert(name);
  std::vector<std::string> names;
  for (const auto& [name, spec] : found) names.push_back(name);
  auto rename = rt::matching_rename(names, weights, weights);
  if (!rename) return "";
  bool renamed = !rename->from.empty() || !rename->to.empty();
  std::string how = rename->from == "module." ? " under the `module.` prefix of PyTorch's DataParallel"
                    : renamed                 ? " under other names (PyTorch's state_dict names them so)"
                                              : "";
  return "help: " + path + " holds this program's parameters" + how +
         " but is not a checkpoint netc wrote (it has no fingerprint): --resume continues a run of netc; start a new "
         "run from these weights with `--init-from " + path + (renamed ? " --rename " + rt::rename_spec(*rename) : "") + "`";
}

// What computes the bf16 products (`precision = bf16`), and the
// convolutions of a network that has them, said before the first step, once
// for each way: on the CPU its bf16 units through oneDNN, or the f32
// fallback; on a GPU cuBLAS (GemmEx, f32 accumulation).
void say_precisions(const ir::Module& m, const ProgramDevices& devices, const std::vector<Binding>& bindings,
                    std::ostream& out) {
  std::set<std::string> said;
  for (size_t b = 0; b < m.trains.size(); ++b) {
    const ir::DType low = m.trains[b].settings.precision;
    if (!ir::is_half(low)) continue;
    auto gpu = train_device(devices, devices.trains[b], bindings);
    const bool on_gpu = gpu.ok() && *gpu >= 0;
    const std::string name = ir::dtype_name(low);
    std::string how = on_gpu ? "by cuBLAS on the GPU (" + name + " operands, f32 accumulation)"
                      : low == ir::DType::BF16 ? netc::cpu::bf16_products()
                                               : netc::cpu::f16_products();
    if (low == ir::DType::F16) how += ", with dynamic loss scaling from 65536";
    std::string line = "precision " + name + ": matrix products " + how + "\n";
    if (convolves(m, m.trains[b].step))
      line += "precision " + name + ": convolutions " +
              (on_gpu ? "by cuBLAS on the GPU over their columns (" + name + ", f32 accumulation)"
               : low == ir::DType::BF16 ? netc::cpu::bf16_convolutions()
                                        : netc::cpu::f16_convolutions()) +
              "\n";
    if (said.insert(line).second) out << line;
  }
}

// --init-from: the parameters from a file (its names renamed as --rename
// says; PyTorch's names and layouts of std.nn's tensors read as netc's),
// the rest (optimizer state) from the initialisers, into `params`; said on
// `out`. 0, else `fail`'s exit status.
int init_from(const ir::Module& m, const RunOptions& o, std::vector<rt::Tensor>& params, std::ostream& out,
              const std::function<int(const std::string&, int)>& fail) {
  std::set<std::string> optimizer;
  rt::TensorSpecs expected = weight_specs(m, &optimizer);
  rt::ForeignLayout torch = torch_layout(m);
  // --init-only: the file initialises those instances or layers; the
  // program's other tensors (in the file or not) keep their initialisers.
  auto chosen = [&](const std::string& name) {
    if (o.init_only.empty()) return true;
    for (const std::string& only : o.init_only)
      if (name.rfind(only + ".", 0) == 0) return true;
    return false;
  };
  for (const std::string& only : o.init_only)
    if (std::none_of(expected.begin(), expected.end(), [&](const auto& e) { return e.first.rfind(only + ".", 0) == 0; }))
      return fail("--init-only " + only + ": the program has no model instance or layer `" + only +
                      "` with parameters; name one as its parameters begin (`teacher`, `net.backbone`)",
                  kExitBadInput);
  for (auto it = expected.begin(); it != expected.end();)
    if (chosen(it->first)) ++it;
    else torch.ignored.insert(it->first), it = expected.erase(it);
  auto w = rt::load_weights(o.init_from, expected, optimizer, o.renames, "--rename FROM=TO", &torch);
  if (!w.ok()) {
    std::string why = w.message();
    if (o.init_only.empty() && why.find("missing from the file") != std::string::npos)
      why += "\nhelp: to initialise only the models the file holds (a distillation's teacher, a pre-trained "
             "backbone): --init-only NAME";
    return fail(why, kExitBadInput);
  }
  std::map<std::string, size_t> index;
  if (auto st = initial_params(m, o.seed.value_or(m.trains[0].settings.seed.value_or(0)), &params, &index); !st.ok())
    return fail(st.message(), 1);
  for (auto& [name, t] : w->tensors) params[index.at(name)] = std::move(t);
  if (!o.quiet) {
    out << "initialised from " << o.init_from << ": " << w->tensors.size() << " tensors";
    for (size_t k = 0; k < o.init_only.size(); ++k) out << (k ? ", " : " of ") << o.init_only[k];
    for (const std::string& n : w->notes) out << "; " << n;
    out << "\n";
  }
  return 0;
}

// The checkpoint --resume names, read and checked against the program
// before any data is read: of this network (its fingerprint), its
// parameters' names and shapes, and its metadata (which train block wrote
// it, the epoch and step) each a whole number in its range. An error is the
// user's input (kExitBadInput).
Expected<ResumePoint> read_resume_point(const ir::Module& m, const RunOptions& o) {
  // The loss scaler's state (`precision = f16`) is resumed when both have
  // it, started afresh when the checkpoint lacks it and dropped when the
  // program does: a run resumes with or without the policy.
  std::map<std::string, rt::TensorSpec> expected, scaler;
  for (const ir::GlobalParam& p : m.params)
    (ir::is_loss_scaler_state(p.name) ? scaler : expected)[p.name] = {to_rt(p.type.dtype), const_shape(p.type)};
  auto without_scaler = [](rt::TensorSpecs found) {
    std::erase_if(found, [](const auto& entry) { return ir::is_loss_scaler_state(entry.first); });
    return found;
  };
  const std::string print = ir::accepted_fingerprints(m);
  // The header is checked against the program before any data is read.
  auto ck = rt::read_checkpoint(o.resume, [&](const rt::TensorSpecs& all, const rt::Metadata& meta) {
    const rt::TensorSpecs found = without_scaler(all);
    Status st = rt::check_header(o.resume, found, meta, expected, print);
    if (st.ok() || meta.count(rt::kMetaFingerprint)) return st;
    return rt::check_header(o.resume, found, meta, expected, print, init_from_hint(m, o.resume, found));
  });
  if (!ck.ok()) return ck.status();
  std::map<std::string, rt::Tensor> scaler_state;
  for (auto it = ck->tensors.begin(); it != ck->tensors.end();)
    if (ir::is_loss_scaler_state(it->first)) {
      auto want = scaler.find(it->first);
      if (want != scaler.end() && it->second.dtype() == want->second.dtype && it->second.shape() == want->second.shape &&
          !rt::first_non_finite(it->second))
        scaler_state.insert(std::move(*it));
      it = ck->tensors.erase(it);
    } else {
      ++it;
    }
  if (auto st = rt::check_compatible(*ck, expected, print); !st.ok()) return st;
  ck->tensors.merge(scaler_state);
  ResumePoint resume;
  // Each number of the metadata in full and in its range: "-5", "abc" or
  // "3x" is an error that names the field, never a run from epoch -3 or 0.
  std::string bad_field;
  auto meta = [&](const char* key, int64_t fallback, int64_t lo, int64_t hi) -> int64_t {
    auto it = ck->metadata.find(key);
    if (it == ck->metadata.end()) return fallback;
    const std::string& text = it->second;
    int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) {
      if (bad_field.empty())
        bad_field = std::string(key) + " is `" + text + "`, not a whole number from " + std::to_string(lo) + " to " +
                    std::to_string(hi);
      return fallback;
    }
    return v;
  };
  constexpr int64_t kMaxCount = int64_t{1} << 53;
  int64_t block = meta(rt::kMetaTrainBlock, 1, 1, static_cast<int64_t>(std::max<size_t>(1, m.trains.size())));
  resume.epoch = meta(rt::kMetaEpoch, 0, 0, kMaxCount);
  resume.step = meta(rt::kMetaStep, 0, 0, kMaxCount);
  resume.epoch_step = meta(rt::kMetaEpochStep, 0, 0, kMaxCount);
  resume.epochs = meta(rt::kMetaEpochs, -1, 0, kMaxCount);
  if (auto it = ck->metadata.find(rt::kMetaEpochData); it != ck->metadata.end()) resume.epoch_data = it->second;
  // Every epoch has a step, and the steps of the epoch in progress count.
  if (bad_field.empty() && resume.epoch + resume.epoch_step > resume.step)
    bad_field = std::string(rt::kMetaStep) + " is " + std::to_string(resume.step) + ", fewer than the " +
                std::to_string(resume.epoch) + " epochs (" + rt::kMetaEpoch + ") and " +
                std::to_string(resume.epoch_step) + " steps of the next (" + rt::kMetaEpochStep + ") it says were taken";
  if (!bad_field.empty())
    return Status::error(o.resume + ": its metadata field " + bad_field +
                         "; the checkpoint was not written by netc, or was edited");
  resume.block = static_cast<size_t>(block - 1);
  resume.checkpoint = std::move(*ck);
  return resume;
}

// run_training with its JSON log on `json_out` (`--log-json -`), else in
// the file --log-json names, if any.
int train_all(const ir::Module& m, const RunOptions& o, std::ostream& out, std::ostream& err, std::ostream* json_out,
              Cluster& cluster) {
  auto fail = [&](const std::string& msg, int code) { return setup_failed(cluster, err, msg, code); };
  // Ctrl-C: before the first step, stop at once (nothing to write); once
  // training, after the step in flight, with a checkpoint.
  StopOnSignal stop_on_signal;
  StopOnSignal::set_quiet(!cluster.root());
  // A resized terminal: the progress line is fitted at once, mid-step too.
  RedrawOnResize redraw_on_resize(o.is_tty && !o.quiet);
  if (m.trains.empty()) return fail("the program has no `train` block; nothing to run", 2);
  // 1. The train blocks' functions (the autodiff pass), once: the memory
  //    checks and each block's executor are handed them. Every dtype they
  //    and the module compute is checked once, before anything is compiled;
  //    the executors' compiles do not check it again (CpuIrPlans).
  auto blocks = prepare_blocks(m);
  if (!blocks.ok()) return fail(blocks.message(), 1);
  std::vector<const ir::Function*> prepared;
  for (const PreparedBlock& b : *blocks) prepared.insert(prepared.end(), {&b->grad, b->update, &b->eval});
  if (auto st = codegen::check_dtypes_computed(m, prepared); !st.ok()) return fail(st.message(), 1);
  // 2. Devices, where the blocks fit. A device's check plans the blocks'
  //    functions for it (cpu_ir_plans.h, gpu_ir_plans.h); its executor is
  //    handed those plans.
  auto cpu_plans = std::make_shared<CpuIrPlans>(m, /*dtypes_checked=*/true);
#ifdef NETC_HAVE_GPU_ENGINE
  cuda::EmitOptions emit;
  emit.dtypes_checked = true;
  auto gpu_plans = std::make_shared<GpuIrPlans>(m, emit);
#else
  std::shared_ptr<GpuIrPlans> gpu_plans;
#endif
  rt::DeviceInventory inventory = rt::discover_devices();
  auto bound = bind_run_devices(m, *blocks, o.devices, inventory, cluster.size() > 1 ? cluster.local_rank() : -1,
                                cluster.size(), gpu_plans.get());
  if (!bound.ok()) return fail(bound.message(), 2);
  const std::vector<Binding>& bindings = *bound;
  const ProgramDevices devices = program_devices(m);
  if (std::string why =
          cpu_does_not_fit(m, devices, *blocks, bindings, inventory.cpu, cpu_plans.get(), executor_facts(cluster));
      !why.empty())
    return fail(why, 1);
  if (!o.quiet) out << format_bindings(bindings, false);
  if (!o.quiet) say_precisions(m, devices, bindings, out);

  // Nothing the run reads or writes is written over by another of its outputs.
  if (std::string why = unwritable_output(m, o); !why.empty()) return fail(why, kExitBadInput);
  // A checkpoint to resume from must be of this network; it says which
  // train block wrote it (the first, for checkpoints without the entry).
  std::optional<ResumePoint> resume;
  if (!o.resume.empty()) {
    auto read = read_resume_point(m, o);
    if (!read.ok()) return fail(read.message(), kExitBadInput);
    resume = std::move(*read);
    if (!o.quiet)
      out << "resumed from " << o.resume << (m.trains.size() > 1 ? " in train block " + std::to_string(resume->block + 1) : "")
          << " at epoch " << resume->epoch << ", step " << resume->step
          << (resume->epoch_step > 0 ? " (in epoch " + std::to_string(resume->epoch + 1) + ", after its step " +
                                           std::to_string(resume->epoch_step) + ")"
                                     : "")
          << "\n";
  }
  std::ofstream json_file;
  std::ostream* json = json_out;
  if (!json && !o.log_json.empty()) {
    json = &json_file;
    errno = 0;
    json_file.open(o.log_json);
    if (!json_file)
      return fail("cannot write the log `" + o.log_json + "`" +
                      (errno ? std::string(": ") + std::strerror(errno) : std::string()),
                  1);
  }

  // 3. The train blocks, in order; each starts from the parameters the
  //    previous one left.
  std::vector<rt::Tensor> carried;
  if (!o.init_from.empty())
    if (int rc = init_from(m, o, carried, out, [&](const std::string& msg, int code) { return fail(msg, code); }))
      return rc;
  RunState state;
  state.last_checkpoint = resume ? o.resume : "";
  // --log-steps and --tensorboard: the pictures of the run (step_log.h, tensorboard.h).
  std::ofstream step_file;
  if (!o.log_steps.empty()) {
    errno = 0;
    step_file.open(o.log_steps);
    if (!step_file)
      return fail("cannot write the step log `" + o.log_steps + "`" +
                      (errno ? std::string(": ") + std::strerror(errno) : std::string()),
                  1);
    state.step_log = &step_file;
  }
  std::optional<rt::TensorBoardWriter> tensorboard;
  if (!o.tensorboard.empty()) {
    auto w = rt::TensorBoardWriter::open(
        o.tensorboard, std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count());
    if (!w.ok()) return fail(w.message(), 1);
    tensorboard.emplace(std::move(*w));
    state.tensorboard = &*tensorboard;
  }
  // The checkpoint paths: locked, their folders writable, what earlier runs
  // left there said; before any training.
  if (cluster.root()) {
    std::vector<std::string> paths;
    for (size_t b = resume ? resume->block : 0; b < m.trains.size(); ++b)
      if (auto path = checkpoint_path(o, m.trains[b].settings)) paths.push_back(*path);
    auto files = CheckpointFiles::open(paths, o.resume, err);
    Status opened = files.status();
    if (files.ok()) state.files = std::move(*files);
    if (int rc = agree_setup(cluster, err, opened, 1)) return rc;
  } else if (int rc = agree_setup(cluster, err, Status(), 1)) {
    return rc;
  }
  for (size_t b = resume ? resume->block : 0; b < m.trains.size(); ++b) {
    const ir::TrainRun& run = m.trains[b];
    if (m.trains.size() > 1 && !o.quiet) {
      out << "train block " << b + 1 << " of " << m.trains.size() << ": ";
      for (size_t k = 0; k < run.models.size(); ++k) out << (k ? ", " : "") << run.models[k];
      out << " on " << run.dataset << "\n";
    }
    bool resuming = resume && b == resume->block;
    int rc = run_block(m, devices, b, (*blocks)[b], cpu_plans, gpu_plans, o, bindings, resuming ? &*resume : nullptr,
                       carried, state, json, out, err, cluster);
    if (rc != 0) return rc;
  }
  if (json && !json->good()) {
    err << "netc run: the log `" << o.log_json << "` is incomplete: writing it failed (see the warning above)\n";
    return 1;
  }
  if (state.step_log_failed || state.tensorboard_failed) {
    err << "netc run: the " << (state.step_log_failed ? "step log `" + o.log_steps + "`" : "TensorBoard events")
        << " are incomplete: writing failed (see the warning above)\n";
    return 1;
  }
  return 0;
}

}  // namespace

int run_training(const ir::Module& m, const RunOptions& options, std::ostream& out, std::ostream& err) {
  auto cluster = Cluster::join();  // the processes of an mpirun, else this one
  if (!cluster.ok()) return err << "netc run: " << cluster.message() << "\n", 2;
  // Under mpirun, rank 0 alone prints progress and warnings and writes the
  // log; the others still report their own errors.
  RunOptions o = options;
  std::ostream null_out(nullptr);
  std::ostream* shown = &out;
  if (!(*cluster)->root()) {
    o.quiet = true;
    o.log_json.clear();
    o.log_steps.clear();
    o.tensorboard.clear();
    shown = &null_out;
  }
  // No hangs when a rank dies; every rank learns whether each joined the
  // watchdog (one may not reach rank 0 where the others do). A stop on
  // Ctrl-C or SIGTERM is every rank's: another's end is then no failure.
  Status watching = (*cluster)->watch(o.rank_timeout_s, &StopOnSignal::requested);
  int rc = agree_setup(**cluster, err,
                       watching.ok() ? Status() : Status::error("the watchdog of the ranks: " + watching.message()), 1);
  // `--log-json -`: the log is the standard output; what people read goes
  // to the error stream, so that the output is JSON lines alone.
  if (rc == 0 && o.log_json == "-")
    rc = train_all(m, o, err, err, &out, **cluster);
  else if (rc == 0)
    rc = train_all(m, o, *shown, err, nullptr, **cluster);
  if (rc != 0) (*cluster)->fail();
  return rc;
}

}  // namespace netc::engine
