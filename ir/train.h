// What a program says about training, as data: a parameter's initialiser, a
// data set field's loader, a train block's settings and learning-rate
// schedule. The checker writes these, ir/printer prints them, ir/parser reads
// them back, ir/verifier checks their ranges, and the engine reads the fields;
// nobody parses text of theirs. Printed forms (the IR text):
//   kaiming_uniform(fan_in = 784)        uniform(low = -0.5, high = 0.5)
//   idx("train.gz")                      csv("p.csv", columns = [0, 2], skip_header = true)
//   warmup(steps = 200, then = cosine(min_lr = 0.0))
#pragma once

#include "base/dtype.h"
#include "base/initialiser.h"
#include "base/state_names.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc::ir {

// The initialiser, as every layer has it (base/initialiser.h).
using Initialiser = netc::Initialiser;
using netc::initialiser_argument;
using netc::initialiser_arguments;
using netc::initialiser_error;
using netc::initialiser_kind;
using netc::initialiser_name;
using netc::print_initialiser;

struct DataSource {
  enum class Loader : uint8_t { Idx, Csv };
  Loader loader = Loader::Idx;
  std::string path;              // as written: relative to the program's file
  std::vector<int64_t> columns;  // csv: the columns, in order; empty: all of them
  bool skip_header = false;      // csv
  bool operator==(const DataSource&) const = default;
};
std::string print_data_source(const DataSource& s);

// A factor on the optimizer's lr per step: an optional linear warm-up over
// `warmup_steps`, then constant, step (x gamma every `period` epochs) or
// cosine (from lr to min_lr over the rest of the run).
struct Schedule {
  enum class Kind : uint8_t { Constant, Step, Cosine };
  int64_t warmup_steps = 0;  // 0: none
  Kind kind = Kind::Constant;
  int64_t period = 1;        // Step
  double gamma = 0.1;        // Step
  double min_lr = 0;         // Cosine
  bool operator==(const Schedule&) const = default;
};
std::string print_schedule(const Schedule& s);

// A train block's settings, every one in its normal form.
struct TrainSettings {
  int64_t batch = 64;  // with replicas: the global batch, split over them
  bool shuffle = false, drop_last = false;
  std::optional<std::string> replicas;  // a device set: one replica of the models on each device
  int64_t epochs = 1;
  std::optional<uint64_t> seed;    // absent: 0, or --seed
  std::string loss, optimizer;     // their source text, for the reader of the IR
  std::optional<double> lr;        // the optimizer's lr, when it is a known number
  Schedule schedule;
  std::optional<std::string> checkpoint;  // a file
  int64_t checkpoint_every = 1;           // epochs
  std::optional<std::string> evaluate;    // a data set
  int64_t evaluate_every = 1;             // epochs
  // Before the update, every trained gradient times min(1, clip_grad_norm /
  // (the global 2-norm of all of them + 1e-6)), as torch.nn.utils.
  // clip_grad_norm_ (ir/passes/clip_grad_norm.h); with replicas, of the
  // combined gradient.
  std::optional<double> clip_grad_norm;
  // Micro-batches of `batch` examples per optimizer step: each adds its
  // gradient / accumulate to the parameter's accumulator, and every
  // accumulate-th applies the update to the sum (ir/passes/accumulate.h).
  int64_t accumulate = 1;
  // The precision policy (`precision = bf16;`, `f16`): the dtype matrix
  // products and convolutions read their operands in, with f32 accumulation
  // and f32 results;
  // the rest of the step, the parameters and the optimizer stay f32
  // (ir/passes/mixed_precision.h); f16 with dynamic loss scaling
  // (ir/passes/loss_scale.h). F32: no policy.
  DType precision = DType::F32;
  bool operator==(const TrainSettings&) const = default;
};

// The accumulator of a trained parameter's gradient (`accumulate = K`): a
// zero-initialised global, optimizer state, shared by the train blocks that
// accumulate (each leaves it zero at its end).
using netc::accumulator_name;  // base/state_names.h

// The dynamic loss scaler of `precision = f16` (ir/passes/loss_scale.h):
// f32[] globals on the update's device, optimizer state, shared by the train
// blocks that scale. A checkpoint resumes with or without them (the run
// without the policy drops them; the run with it starts them afresh).
inline constexpr const char* kLossScale = "loss_scaler.scale";
inline constexpr const char* kLossScaleGoodSteps = "loss_scaler.good_steps";  // finite steps in a row
inline constexpr const char* kLossScaleSkipped = "loss_scaler.skipped_steps";  // since the run began
inline constexpr double kInitialLossScale = 65536;       // as PyTorch's GradScaler: 2^16,
inline constexpr int64_t kLossScaleGrowthInterval = 2000;  // doubled after 2000 finite steps, halved on overflow
using netc::is_loss_scaler_state;  // base/state_names.h

}  // namespace netc::ir
