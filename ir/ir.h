// The typed IR: plain data with small ids. A Module holds the devices, the
// model parameters (globals), the data sets, the functions (SSA, one block)
// and the training runs of a program. Every value has a TensorType; every
// instruction has the source location it came from.
//
// Loops. `loop` runs a body, a Function of its own held by the instruction
// (Inst::body; not one of the module's functions, which are entry points),
// once per element of a scanned axis, as jax.lax.scan and ONNX Scan do. Its
// operands are, in order, `carries` carried values, `sequences` sequences and
// then loop-invariant values (weights, whole tensors); the attributes say how
// many of the first two there are, the axis each sequence is scanned along
// (`scan_axes`) and the axis each per-iteration output is stacked along
// (`stack_axes`). The number of iterations is the length of the sequences'
// scanned axes (all equal; a loop with no other sequence scans an `arange`,
// which also gives the body its index); with `reverse` the steps run from the
// last to the first (the backward pass's loop). The body takes the carries, one slice
// of each sequence (the scanned axis removed) and the invariants; it returns
// the next carries (each of the type it came in with) and its per-iteration
// outputs. A body reads no globals: the weights it uses are invariants, so
// every iteration uses the same ones and their gradients are summed.
//
// A loop has several results (the final carries, then each output stacked),
// but every instruction defines one value: the `loop` instruction's value is
// its result 0, and `loop_result {index = k}` names its result k. It reads
// nothing but the loop: what it names is written by the loop, and a backend
// or plan treats it as defined there (codegen/common/plan.h). The typing rule
// of both is ir::infer_loop (ir/infer.h).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "ir/train.h"
#include "ir/types.h"

namespace netc::ir {

enum class Op : uint16_t {
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) name,
#include "ir/ops.def"
#undef NETC_OP
};
// How many ops ops.def declares: the size of every table indexed by Op.
inline constexpr size_t kOpCount = 0
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) +1
#include "ir/ops.def"
#undef NETC_OP
    ;
// What kind of operation an op is (ir/ops.def): the passes and backends
// treat each kind alike, and an elementwise op's rules are data
// (ir/elementwise.h).
enum class OpKind : uint8_t {
  Source,       // no operands: parameters, constants, fills
  Elementwise,  // each element from the operands' elements at its index (broadcasting)
  Random,       // dropout: elementwise with a counter-based mask
  Mode,         // if_training: gone before autodiff and the backends
  Layout,       // moves elements: transpose, reshape, slice, concat, to
  Product,      // matmul
  Reduction,    // sum, mean, max over axes
  Axis,         // along one axis, row by row along the others: argmax, softmax, cumsum, topk
  Indexing,     // gather, take
  Image,        // convolutions and pooling (NCHW)
  Backward,     // made by autodiff only
  Control,      // loop and loop_result: a body function run per iteration (above)
};
// How closely two devices agree on an op's results, as ops.def declares it
// (ir/tolerance.h holds each family's tolerance).
enum class OpFamily : uint8_t {
  Exact,        // moves and selections: layout, indexing, max/min, argmax, constants, parameters
  Elementwise,  // arithmetic and math functions, one element at a time (dropout's mask too)
  Reduction,    // sums and means, softmax and log_softmax, cumsum, pooling, their gradients (sum_to)
  Product,      // matmul and convolutions, their gradients, and loops (what their bodies compute)
};
const char* op_name(Op op);
int op_arity(Op op);  // -1: variadic
OpKind op_kind(Op op);
OpFamily op_family(Op op);
// The operands of a structural op or a reduction that carry a gradient, as
// ops.def declares them ("01", "*", ""); nullptr for an elementwise op, whose
// rule says (ir/elementwise.h).
const char* op_grads(Op op);
std::optional<Op> parse_op(const std::string& s);

using ValueId = uint32_t;

// file index into Module::files, 1-based line and column; line 0 = unknown.
struct Loc {
  uint32_t file = 0;
  uint32_t line = 0;
  uint32_t col = 0;
  bool operator==(const Loc& o) const { return file == o.file && line == o.line && col == o.col; }
};

using AttrValue = std::variant<int64_t, double, std::string, std::vector<int64_t>, bool>;
using Attrs = std::map<std::string, AttrValue>;  // ordered: prints deterministically

// `{precision = "f32"}` on a matrix product or a convolution: made where a
// layer or a function says `precision = f32;`, and kept in f32 under a
// train block's policy (ir/passes/mixed_precision.h); autodiff gives it to
// the products of its gradient.
inline constexpr const char* kPrecisionAttr = "precision";
inline bool keeps_f32(const Attrs& attrs) {
  auto it = attrs.find(kPrecisionAttr);
  return it != attrs.end() && std::holds_alternative<std::string>(it->second) &&
         std::get<std::string>(it->second) == "f32";
}

// `{frozen = true}` on an `if_training`: written in a model that the train
// step does not train (a distillation's teacher), which runs as evaluated:
// the step takes its second operand too (ir::for_training).
inline constexpr const char* kFrozenAttr = "frozen";
inline bool is_frozen(const Attrs& attrs) {
  auto it = attrs.find(kFrozenAttr);
  return it != attrs.end() && std::holds_alternative<bool>(it->second) && std::get<bool>(it->second);
}

struct Function;

struct Inst {
  Op op;
  ValueId result;  // every instruction defines exactly one value
  std::vector<ValueId> operands;
  Attrs attrs;
  Loc loc;
  // The model instance whose code made it ("net.fc1"); empty outside models.
  // Debug information like `loc`, for per-layer reports (`netc mem`): not
  // printed, so an IR read back from text has none.
  std::string scope = {};
  // `loop`: the function each iteration runs. Immutable and shared: a pass
  // that changes a body makes a new one.
  std::shared_ptr<const Function> body = {};
};

struct Value {
  TensorType type;
  std::string name;  // without '%'; unique in its function
};

// A new value for a model's state (a non-trained global such as BatchNorm's
// running mean), written when a training step that computes it runs.
struct StateUpdate {
  std::string name;  // the global, without '@'
  ValueId value;
};

struct Function {
  std::string name;  // without '@'
  std::vector<ValueId> params;
  std::vector<ValueId> results;
  std::vector<Inst> body;
  std::vector<Value> values;  // indexed by ValueId
  // Written back to model states after a training step. Inference drops them
  // (ir::for_inference); ir::differentiate turns them into results after the
  // gradients. Backends accept functions without updates only.
  std::vector<StateUpdate> updates;
  Loc loc;

  ValueId add_value(TensorType t, std::string name = "");
  const TensorType& type_of(ValueId v) const { return values.at(v).type; }
};

struct DeviceDecl {
  std::string name;
  // Tried in order: "cuda:0", "cpu", ...; builtins list themselves. A set's
  // candidates may be "cuda:*" (every visible GPU) or a list "[cpu, cpu]".
  std::vector<std::string> candidates;
  // A device set: a train block with `replicas = name` trains a replica on
  // each of its devices. A declaration is a set when any candidate is
  // `cuda:*` or a list; its other candidates are then sets of one.
  bool is_set() const;
};

struct GlobalParam {
  std::string name;  // net.fc1.weight
  TensorType type;
  Initialiser init;  // kaiming_uniform(fan_in = 784)
  Loc loc;
  // false for a model's `state` (not trained, updated by training steps) and
  // for optimizer state; only trainable globals get gradients.
  bool trainable = true;
};

struct DatasetField {
  std::string name;
  TensorType example;  // type of one example (device: cpu)
  DataSource source;   // idx("path")
};

struct Dataset {
  std::string name;
  std::vector<DatasetField> fields;
  Loc loc;
};

struct TrainRun {
  std::string name;                    // train.<dataset>
  std::vector<std::string> models;
  std::string dataset;
  std::string step;                    // the function computing the loss and metrics
  TrainSettings settings;
  Loc loc;
  // Per result of the optimizer update (`<name>.update`): the global it
  // replaces, each trained parameter followed by its optimizer states.
  std::vector<std::string> update_targets;

  // The name of the optimizer update function, `<name>.update`.
  std::string update_name() const { return name + ".update"; }
  int64_t batch_size() const { return settings.batch; }
};

// A model instance, top-level (`net`) or a layer (`net.fc1`, `net.blocks.0`),
// and the model it instantiates, with the location of that model's
// declaration, so that std/nn.net's Linear is told from a program's own.
// `netc export --as torch` maps names and layouts by it.
struct ModelInstance {
  std::string path;   // net.fc1
  std::string model;  // Linear
  Loc loc;            // where the model is declared
};

struct Module {
  std::vector<std::string> files;
  std::vector<DeviceDecl> devices;
  std::vector<ModelInstance> instances;  // each instance before its layers
  std::vector<GlobalParam> params;
  std::vector<Dataset> datasets;
  std::vector<Function> functions;
  std::vector<TrainRun> trains;

  const GlobalParam* find_param(const std::string& name) const;
  const DeviceDecl* find_device(const std::string& name) const;
  const Dataset* find_dataset(const std::string& name) const;
  uint32_t file_index(const std::string& path);
};

// The network's fingerprint, written into checkpoints and checked when one is
// loaded (by `netc run --resume` and by `netc build` libraries alike):
// FNV-1a over every parameter's name, dtype and shape, as 16 hex digits. Not
// its device: a network trained on a GPU or by K replicas loads on the CPU;
// not the loss scaler's state (ir::is_loss_scaler_state), so that a run
// resumes with or without `precision = f16`.
std::string network_fingerprint(const Module& m);
// Every fingerprint a checkpoint of `m` may carry, comma-separated, the
// current one first; the second is what netc wrote before placements were
// left out (the type with its device), so those checkpoints still load.
std::string accepted_fingerprints(const Module& m);

// The parameters a train block trains: the trainable globals of its models
// (not their `state`s, not optimizer state), in Module::params order.
std::vector<std::string> trained_params(const Module& m, const TrainRun& run);

// The globals that are optimizer state, not weights (a checkpoint's moments
// and gradient accumulators): what `--init-from` and `netc export` skip.
std::set<std::string> optimizer_states(const Module& m);

}  // namespace netc::ir
