// Internal to frontend/check: the values the checker computes with, and the
// Checker that walks declarations (check.cc) and expressions (elaborate.cc).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "frontend/ast/ast.h"
#include "frontend/check/check.h"
#include "frontend/diagnostics/diagnostic.h"
#include "ir/ir.h"

namespace netc::check {

// The most values the checker makes one by one from a count in the program
// (`split`'s parts, `repeat`'s layers): a count is checked against it before
// anything is made for it.
inline constexpr int64_t kMaxCount = 10000;

// `s` as code in a message: in backticks.
inline std::string q(const std::string& s) { return "`" + s + "`"; }

// Where a tensor's device came from, for the notes of a device error.
struct DeviceOrigin {
  SourceRange range;
  std::string note;  // "`net` was placed on `gpu` here"
};

struct ModelInst;
struct OptimizerCall;
struct InitCall;

// A compile-time value. Tensors carry their IR value; ints may be symbolic
// (a model's int parameter while its body is checked generically).
struct Val {
  enum class Kind { Error, Tensor, Int, Float, Bool, String, Model, Dataset, Batch, DType, Device, List, Optimizer, Schedule,
                    Init };
  Kind kind = Kind::Error;
  SourceRange range;  // the expression that produced it

  ir::TensorType type;              // Tensor
  ir::ValueId id = UINT32_MAX;      // Tensor
  DeviceOrigin origin;              // Tensor
  ir::Dim dim;                      // Int
  std::optional<double> number;     // Float (unknown in a generic body)
  std::optional<bool> flag;         // Bool (unknown in a generic body)
  std::string text;                 // String; Device (declared name)
  bool text_unknown = false;        // String: a generic body's argument (each instance knows it)
  ir::Schedule schedule;            // Schedule
  ir::DType dtype = ir::DType::F32; // DType
  std::shared_ptr<ModelInst> model; // Model
  const ast::Dataset* dataset = nullptr;  // Dataset, Batch
  std::vector<Val> elems;           // List
  std::shared_ptr<OptimizerCall> optimizer;  // Optimizer
  std::shared_ptr<InitCall> init;   // Init: `normal(std = 0.02)` given for a model's `init` parameter
  int loop_level = -1;              // Tensor: the variable of the `for` loop this deep (loop.cc)
  std::string param_name;           // Tensor: a model parameter, materialised on use
  bool state = false;               // Tensor: param_name is a model's `state` (assignable in its fns)
  bool materialised = false;        // Tensor: a state's new value, already in `id` (not read again)
  bool has_shape = false;           // DType: written as a full type `f32[3, 4] @ gpu`
  bool explicit_device = false;     // DType: the type names its device
  SourceRange device_range;         // DType: where it names it; Tensor: where a created one names it
  SourceRange place_range;          // DType, Tensor: ` @ gpu` in a created type; Model: `Linear(4, 4) @ gpu`'s (removed by a fix)
  SourceRange transfer_call;        // Tensor: the `to(d, x)` that made it
  SourceRange transfer_source;      // Tensor: the `x` of that `to`
  ir::Placement transfer_from;      // Tensor: the device `x` was on

  bool is_error() const { return kind == Kind::Error; }
  static Val error(SourceRange r = {}) {
    Val v;
    v.range = r;
    return v;
  }
  static Val of_model(std::shared_ptr<ModelInst> m, SourceRange r) {
    Val v;
    v.kind = Kind::Model;
    v.model = std::move(m);
    v.range = r;
    return v;
  }
};

const char* kind_name(Val::Kind k);

// Whether `name` is an initialiser: zeros, ones, constant, uniform, normal,
// kaiming_*, xavier_*.
bool is_initialiser(const std::string& name);

// An initialiser named without the parameter it fills (`normal(std = 0.02)`,
// `zeros`): its arguments, bound where a `param` takes it, whose shape gives
// the fans left out.
struct InitCall {
  std::string name;
  std::vector<Val> pos;
  std::map<std::string, Val> named;
};
// relu ... erf, maximum, minimum, pow: folded on numbers at compile time.
bool is_math_function(const std::string& name);

// The most model instances (top-level ones, their layers and theirs) that a
// program makes; nested `repeat`s multiply, so a repeat that would pass it
// is refused after its first instance, before the others are made.
inline constexpr int64_t kMaxInstances = 50000;

struct ModelInst {
  const ast::Model* decl = nullptr;
  std::string path;                   // "net.fc1"; generic instances use the model name
  std::map<std::string, Val> args;    // the model's scalar parameters
  ir::Placement device;
  DeviceOrigin device_origin;
  std::vector<std::pair<std::string, std::shared_ptr<ModelInst>>> layers;
  std::vector<std::pair<std::string, ir::TensorType>> params;  // param name -> type
  // `precision = bf16;` among its members: its functions' policy;
  // `precision = f32;`: their products stay f32 under a policy around them.
  std::optional<ir::DType> precision;
  std::map<std::string, ir::Initialiser> param_init;           // param name -> its initialiser
  std::map<std::string, SourceRange> param_loc;                // param name -> its declaration
  std::set<std::string> states;                                // the params declared `state`
  SourceRange created_at;             // the call that created it: `Linear(784, 256)`
  bool generic = false;
  // A generic body's members under an `if` it cannot decide (name -> where
  // declared): visible as error values, so that a use says nothing and each
  // instance, which decides, checks it.
  std::map<std::string, SourceRange> undecided;
  bool broken = false;                // its declaration has errors: calls give Error values
  // `blocks = repeat(n, Block(...))`: layers "0" .. "n-1", each an instance
  // of decl with parameters of its own, applied in order when it is called.
  // A generic body's n is unknown: one layer then stands for all of them.
  bool sequence = false;
  bool count_unknown = false;  // a sequence in a generic body
  // A model argument (`inner: model(f32[*S]) -> f32[*S]`) in a generic body:
  // decl is the parameter's signature, and a call gives a value of its type.
  bool stand_in = false;
  // A layer of a model or a top-level instance: not a new instance, so it
  // cannot be another model's argument (the two would share parameters).
  bool owned = false;
  std::shared_ptr<ModelInst> layer(const std::string& name) const {
    for (auto& [n, l] : layers)
      if (n == name) return l;
    return nullptr;
  }
};

struct OptimizerCall {
  const ast::Optimizer* decl = nullptr;
  std::map<std::string, Val> args;
  std::string text;  // SGD(lr = 0.05, momentum = 0.9)
  SourceRange call;  // where the program calls it
};

// A lexical scope: names to values, chained to the enclosing scope.
struct Scope {
  const Scope* parent = nullptr;
  std::map<std::string, Val> names;
  std::map<std::string, SourceRange> where;  // declaration site, for duplicates
  const Val* find(const std::string& n) const {
    for (const Scope* s = this; s; s = s->parent) {
      auto it = s->names.find(n);
      if (it != s->names.end()) return &it->second;
    }
    return nullptr;
  }
};

// Puts a model's scalar parameters, layers and tensor parameters in scope.
void fill_model_scope(const ModelInst& m, Scope& s);

// What the elaborator is inside of: decides the default device of created
// tensors and which placements are allowed.
struct Context {
  const ModelInst* model = nullptr;  // inside a model body
  ir::Placement default_device = ir::Placement::single("cpu");
  DeviceOrigin default_origin;
  int depth = 0;  // inlining depth
  // Code of a model that the train block being checked does not train (a
  // distillation's teacher, a frozen backbone): it runs as evaluated, as
  // PyTorch's `.eval()` makes it: no dropout, `if_training`'s second value,
  // its states not updated.
  bool frozen = false;
};

// Top-level declarations by name, across all loaded files.
struct Decl {
  enum class Kind { Device, Model, Fn, Dataset, Optimizer, Binding } kind;
  const void* node = nullptr;
  SourceRange range;  // the name
};

class Checker {
 public:
  Checker(const Program& program, const SourceManager& sm, Diagnostics& diags);
  ir::Module run();
  // After run: the root file's top-level compile-time values.
  std::map<std::string, Constant> constants() const;

  // ---- check.cc: declarations -------------------------------------------
 private:
  void collect_declarations();
  void check_devices();
  void check_recursion();
  void check_constants();
  bool constant_parts(const ast::Expr& e, std::vector<const ast::Binding*>& reads) const;
  // Evaluates the top-level constant `b` (and, first, the constants it reads).
  void evaluate_constant(const ast::Binding& b);
  void check_generic_bodies();
  // check_generic_bodies' steps, by the kind of declaration.
  bool call_generically(const ast::Fn& f, const Scope& scope, const ir::Placement& device, const std::string& dev_note,
                        const ModelInst* self, const std::string& callee_text);
  void check_generic_model(const std::string& name, const ast::Model& m);
  void check_generic_optimizer(const std::string& name, const ast::Optimizer& o);
  void check_update_stmt(const ast::Stmt& st, const ast::Optimizer& o, const std::string& name,
                         const ir::TensorType& t, const std::set<std::string>& states, Scope& s, Context& ctx);
  void check_bindings();
  // check_bindings' steps for a top-level model instance.
  void bind_top_instance(const ast::Binding& b, Val& v);
  void add_instance_fn(const ast::Binding& b, ModelInst& inst, const ast::Fn& f);
  void check_datasets();
  void check_trains();
  void check_train(const ast::Train& t);
  bool check_replicas(const ast::Train& t, const std::vector<std::shared_ptr<ModelInst>>& models,
                      const ir::TrainSettings& set);
  std::vector<std::shared_ptr<ModelInst>> train_models(const ast::Train& t, bool& ok);
  // The instance `net` or its layer `net.head` names; null after an error it reported.
  std::shared_ptr<ModelInst> instance_at(const ast::Ident& id, bool& ok);
  const ast::Dataset* train_dataset(const ast::Train& t, bool& ok);
  void batch_inputs(const ast::Dataset& ds, ir::Function& step, Scope& scope);
  bool check_setting_form(const ast::TrainItem& it);
  bool check_named_values(const ast::Train& t, const std::vector<std::pair<const ast::TrainItem*, Val>>& named,
                          const ir::Function& step);
  bool check_setting(const ast::TrainItem& it, const Val& v, const ast::Dataset* ds, ir::TrainSettings& set, Val& loss,
                     Val& optimizer);
  // `optimizer net.backbone = ...;`: the optimizer of the parameters under
  // `path` (the longest such path wins), in place of the block's.
  struct OptimizerGroup {
    std::string path;
    std::shared_ptr<const OptimizerCall> opt;
  };
  bool optimizer_group(const ast::TrainItem& it, const Val& v, const std::vector<std::shared_ptr<ModelInst>>& models,
                       std::vector<OptimizerGroup>& groups);
  void lower_optimizer(const std::string& state_prefix,
                       const std::vector<std::shared_ptr<ModelInst>>& models,
                       const OptimizerCall& opt, const std::vector<OptimizerGroup>& groups, ir::TrainRun& run);
  void keep_states_the_update_reads(ir::Function& upd, ir::TrainRun& run);
  void declare_accumulators(const ir::TrainRun& run);
  void declare_loss_scaler(const ir::TrainRun& run);
  void emit_devices();

  // ---- elaborate.cc: expressions --------------------------------------
 public:
  Val eval(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_name(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_unary(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_binary(const ast::Expr& e, Scope& scope, Context& ctx);
  Val combine_binary(const ast::Expr& e, const Val& a, const Val& b);
  Val eval_field(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_place(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_type_literal(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_call(const ast::Expr& e, Scope& scope, Context& ctx);
  Val eval_builtin(const std::string& name, const ast::Expr& call, std::vector<Val>& pos,
                   std::map<std::string, Val>& named, Context& ctx);
  // A builtin's call with its arguments bound, and what its checks ask of
  // them (each reports its own error).
  struct Builtin {
    Checker& c;
    const std::string& name;
    const ast::Expr& call;
    std::map<std::string, Val> a;  // the arguments by formal name
    const Val* arg(const std::string& n) const;
    bool want(const std::string& n, Val::Kind k);
    bool want_int(const std::string& n, int64_t dflt, int64_t lo, int64_t* out);
    bool want_number(const std::string& n, double dflt, double* out);
  };
  // The builtins by group; nullopt when `b` is not of the group.
  std::optional<Val> builtin_elementwise(Builtin& bc, Context& ctx);
  std::optional<Val> builtin_matmul(Builtin& bc, Context& ctx);
  std::optional<Val> builtin_einsum(Builtin& bc, Context& ctx);  // einsum.cc
  std::optional<Val> builtin_shape(Builtin& bc, Context& ctx);
  std::optional<Val> builtin_reduction(Builtin& bc, Context& ctx);
  std::optional<Val> builtin_statistics(Builtin& bc, Context& ctx);
  std::optional<ir::Attrs> reduction_attrs(Builtin& bc);
  std::optional<Val> builtin_conv(Builtin& bc, Context& ctx);
  std::optional<Val> builtin_creation(Builtin& bc, Context& ctx);
  Val like(Builtin& bc);  // zeros_like ... randn_like
  Val pad(Builtin& bc);   // indexing.cc
  Val flip_roll(Builtin& bc);  // indexing.cc
  Val builtin_schedule(Builtin& bc, Context& ctx);
  // x's elements at the positions `index` (an integer vector) names along
  // `axis` (from 0): take_along_axis with the vector repeated over the other
  // axes (index_select, bilinear upsample).
  Val select_along(const Val& x, int64_t axis, const Val& index, const ast::Expr& call, const std::string& what);
  // upsample(x, scale, mode = "bilinear"), from select_along and elementwise
  // ops: `factor` the scale as a size (symbolic in a generic body), `scale`
  // its value.
  Val upsample_bilinear(const Val& x, const ir::Dim& factor, int64_t scale, const ast::Expr& call);
  // relu ... erf, maximum, minimum, pow on numbers: a number (unknown when an
  // argument is), or an error where the result is not finite.
  Val fold_math(const std::string& name, const ast::Expr& call, const std::vector<Val>& args);
  Val call_fn(const ast::Fn& fn, const ast::Expr& call, std::vector<Val> pos, std::map<std::string, Val> named,
              const ModelInst* self, const std::string& callee_text, Context& ctx);
  // What binding a call's arguments learns: the device its tensors share and
  // the sizes its signature names.
  struct CallBinding {
    std::optional<ir::Placement> fn_device;  // every implicit-device tensor parameter's
    const Val* fn_device_from = nullptr;  // the argument that set it
    std::map<std::string, ir::Dim> dim_vars;
    std::map<std::string, SourceRange> dim_var_from;  // where each named dim was bound (the argument)
    std::map<std::string, std::vector<ir::Dim>> list_vars;
  };
  bool scalar_argument(const ast::Param& p, Val& v, const std::string& callee);
  bool bind_param(const ast::Param& p, const std::map<std::string, Val>& args, CallBinding& cb, Scope& scope,
                  Scope& model_scope, Context& inner, const ModelInst* self, const std::string& callee_text,
                  const ast::Expr& call);
  // bind_param's steps for a tensor argument v of parameter p; each reports
  // its own mismatch.
  bool param_dtype_fits(const ast::Param& p, const Val& v, const std::string& callee_text);
  bool param_device_fits(const ast::Param& p, const Val& v, std::map<std::string, Val>::const_iterator arg,
                         CallBinding& cb, const ModelInst* self, const std::string& callee_text);
  bool param_shape_fits(const ast::Param& p, const Val& v, CallBinding& cb, const Scope& scope, Scope& model_scope,
                        const ModelInst* self, const std::string& callee_text);
  bool bind_list_var(const ast::Dim& pd, const std::vector<ir::Dim>& got, const Val& v, CallBinding& cb,
                     const std::string& callee_text);
  bool bind_dim_var(const ast::Dim& pd, const ir::Dim& actual, const Val& v, CallBinding& cb,
                    const std::string& callee_text);
  // call_fn's steps after its arguments are bound.
  void bind_sizes(CallBinding& cb, Scope& scope);
  std::optional<std::vector<ir::TensorType>> declared_result(const ast::Fn& fn, CallBinding& cb, Scope& model_scope,
                                                             const Val& result);
  bool returns_declared(const ast::Fn& fn, const Val& result, const std::vector<ir::TensorType>& declared);
  bool returns_type(const ast::Fn& fn, const ast::Type& rt, const Val& result, const ir::TensorType& declared);
  Val instantiate_model(const ast::Model& m, const ast::Expr& call, std::vector<Val> pos,
                        std::map<std::string, Val> named, Context& ctx);
  // instantiate_model's steps, each false after an error it reported.
  Val argument_value(const ast::Model& m, const ast::Param& p, const std::map<std::string, Val>& args,
                     const ModelInst& inst);
  bool bind_scalar_args(const ast::Model& m, const std::map<std::string, Val>& args, ModelInst& inst);
  bool bind_model_args(const ast::Model& m, const std::map<std::string, Val>& args, ModelInst& inst);
  bool model_argument(const ast::Param& p, const ast::Model& m, const Val& v, const ModelInst& inst);
  bool new_member(const ast::Ident& id, const ast::Model& m, const Scope& scope, std::set<std::string>& members);
  bool add_layer(const ast::ModelLayer& l, const ast::Model& m, ModelInst& inst, Scope& scope, Context& inner);
  bool add_tensor(const ast::ModelParam& p, const ast::Model& m, const ast::Expr& call, ModelInst& inst, Scope& scope,
                  Context& inner, bool& sizes_ok);
  // Whether `more` instances, made at `at`, would pass kMaxInstances (or
  // already did); the error, "<what>; a program may have at most ...", is
  // reported once, with a note on `owner`'s creation when given.
  bool passes_instance_limit(SourceRange at, int64_t more, const std::string& what, const ModelInst* owner);
  // `repeat(n, Model(...))` as the layer `name` of `owner`: n fresh instances.
  Val repeat_layers(const ast::Expr& call, const std::string& name, const ModelInst& owner, Scope& scope, Context& ctx);
  Val sequence_layers(const ast::Expr& list, const std::string& name, const ModelInst& owner, Scope& scope, Context& ctx);
  // Errors from diagnostic `from` on that lie in m's declaration get a note
  // naming the instance whose sizes made them: `Heads(8, 3)` created here.
  void note_instance(size_t from, const ModelInst& m);
  // Calls instance m (its forward; a sequence's layers one after the other).
  Val call_model(const std::shared_ptr<ModelInst>& m, const ast::Expr& call, std::vector<Val> pos,
                 std::map<std::string, Val> named, const std::string& callee_text, Context& ctx);
  Val make_optimizer(const ast::Optimizer& o, const ast::Expr& call, std::vector<Val> pos,
                     std::map<std::string, Val> named);
  void place_model(ModelInst& inst, const ir::Placement& p, const DeviceOrigin& origin);
  // initialisers.cc: the initialiser `e` of parameter `param` checked against
  // its signature and `type`, in the IR's normal form; nullopt after errors.
  std::optional<ir::Initialiser> initialiser(const ast::Expr& e, const std::string& param, const ir::TensorType& type,
                                         Scope& scope, Context& ctx);
  std::optional<ir::Initialiser> bind_initialiser(const InitCall& call, const ast::Expr& e, const std::string& param,
                                              const ir::TensorType& type);
  Val init_value(const std::string& name, SourceRange at, std::vector<Val> pos, std::map<std::string, Val> named);
  // The error for kaiming_*/xavier_* without fans (`missing`: "fan_in",
  // "fan_out") where the parameter's rank does not say them.
  void missing_fans(const ast::Expr& e, const std::string& name, const std::string& param, const ir::TensorType& type,
                    const std::vector<std::string>& missing);
  std::shared_ptr<ModelInst> generic_instance(const ast::Model& m);
  // The arguments a generic check of f calls it with: a value of each tensor
  // parameter's type (named dims and `*S` as symbols) in scratch_, a symbol
  // for each int; false after an error in the signature.
  // `result`, when given, receives the declared result type.
  bool signature_values(const ast::Fn& f, const Scope& scope, const ir::Placement& device, const std::string& dev_note,
                        std::vector<Val>& pos, ir::TensorType* result = nullptr);
  // Whether `arg`, passed at `at` for the model parameter p of an instance
  // whose scalar arguments are `args`, has a forward that fits p's
  // signature; reports ModelArgumentMismatch if not.
  bool fits_signature(const ast::Param& p, const std::map<std::string, Val>& args, const std::shared_ptr<ModelInst>& arg,
                      SourceRange at, const std::string& owner);

  // facts.cc: `where d % heads == 0`. valid_facts reports a fact that is not
  // `size % divisor == 0` about a size of its model (fn null) or function,
  // or for a model a condition on its arguments;
  // assume_facts makes each size of `sizes` that a fact is about a multiple
  // of its divisor (a generic body); facts_hold checks them where `scope`
  // binds the sizes (an instance, a call at `call`), reporting what breaks them.
  bool valid_facts(const std::vector<ast::ExprPtr>& facts, const ast::Model* model, const ast::Fn* fn);
  void assume_facts(const std::vector<ast::ExprPtr>& facts, Scope& sizes);
  // The sizes of f's signature that its facts make multiples (for its generic call).
  std::map<std::string, ir::Dim> assumed_sizes(const ast::Fn& f, const Scope& scope);
  enum class Facts { Hold, Broken, Unknown };  // Unknown: symbolic sizes in a generic body
  // Conditions on arguments are checked where `scope` gives them values.
  // `only_bound`: only the facts whose every name `scope` itself binds (the
  // arguments a call gives, before the defaults are computed from them).
  Facts facts_hold(const std::vector<ast::ExprPtr>& facts, Scope& scope, SourceRange call, bool only_bound = false);
  Facts condition_holds(const ast::Expr& fact, Scope& scope, SourceRange call);
  std::optional<ir::Dim> fact_divisor(const ast::Expr& divisor, Scope& scope);

  // indexing.cc: `x[...]`, concat, stack, split.
  struct AxisSlice {  // what a slice keeps of one axis
    ir::Dim start, count;
    int64_t step = 1;
    bool drop = false;   // a position: the axis goes
    SourceRange range;   // the part of the index that says so
  };
  // One part of an index, `i`, `a:b:s` or `...`, with its integers.
  struct IndexPart {
    const ast::IndexItem* item;
    std::optional<ir::Dim> start, stop, step;
  };
  Val eval_index(const ast::Expr& e, Scope& scope, Context& ctx);
  Val index_list(const Val& list, const std::vector<IndexPart>& parts, const ast::Expr& e);    // parts[0]
  Val index_layers(const Val& layers, const std::vector<IndexPart>& parts, const ast::Expr& e);  // blocks[0]
  Val index_tensor(const Val& x, const std::vector<IndexPart>& parts, const ast::Expr& e);      // x[0, 1:3]
  Val slice_axes(const Val& x, const std::vector<AxisSlice>& axes, const ast::Expr& at, const std::string& what);
  Val eval_join_split(const std::string& name, const ast::Expr& call, std::map<std::string, Val>& args);
  // concat or stack of the list xs along `axis` (given at axis_arg, or null).
  Val eval_join(const std::string& name, const ast::Expr& call, const Val& xs, int64_t axis, const Val* axis_arg);
  // split(x, parts, axis): `parts` equal parts, or parts of the sizes listed.
  Val eval_split(const ast::Expr& call, const Val& x, const Val& parts, int64_t axis, const Val* axis_arg);

  // Tensors and primitive operations.
  Val emit(ir::Op op, std::vector<Val> operands, ir::Attrs attrs, const ast::Expr& at,
           const ir::TensorType* result_hint = nullptr, const std::string& what = "");
  Val to_tensor(const Val& v, const Val& like, const ast::Expr& at);
  std::optional<Val> size_value(const ir::Dim& d, const ir::TensorType& scalar, const ast::Expr& at, SourceRange range,
                                const DeviceOrigin& origin);
  // A constant tensor; an error value where `value` does not fit its dtype.
  Val constant(double value, const ir::TensorType& type, SourceRange at);
  // Whether `value`, used as dtype `dt`, is within its range: a finite
  // number beyond the largest f32 (f16, bf16) would silently become
  // infinite. If not, a FloatOutOfRange error on `at`.
  bool fits_dtype(double value, ir::DType dt, SourceRange at);
  std::optional<ir::TensorType> resolve_type(const ast::Type& t, const Scope& scope, const Context& ctx,
                                             std::map<std::string, ir::Dim>* dim_vars = nullptr);
  // Whether a op b overflows 64 bits; if so, an IntegerOutOfRange error on
  // `at`, with the values when they differ from the text (and `show_values`).
  bool overflows(SourceRange at, const ir::Dim& a, char op, const ir::Dim& b, bool show_values = true);
  std::optional<ir::Dim> resolve_dim(const ast::Dim& d, const Scope& scope, std::map<std::string, ir::Dim>* dim_vars);
  bool check_device_candidate(const std::string& name, const ast::DeviceCandidate& c, std::string* spelling);
  // Whether `name` is a declared device set (`cuda:*` or a list among its candidates).
  bool is_device_set(const std::string& name) const;
  std::optional<ir::Placement> resolve_device(const ast::DeviceRef& r, std::string* spelling = nullptr);
  void run_body(const std::vector<ast::Stmt>& body, Scope& scope, Context& ctx, Val* result);
  bool run_stmts(const std::vector<ast::Stmt>& body, Scope& scope, Context& ctx, Val* result);
  // loop.cc: `for t in 0..T { ... }` as one IR `loop`, `yield`, and `x[:, t]`
  // as a scanned sequence; run_for is false after an error it reported.
  struct LoopBuild;
  struct LoopCarry;
  struct LoopBuilder;  // build_loop's phases
  bool run_for(const ast::Stmt& st, Scope& scope, Context& ctx);
  bool build_loop(const ast::Stmt& st, Scope& scope, Context& ctx);
  // `for blk in blocks { ... }`: the body once per layer of a sequence (or
  // element of a list), in turn, in the enclosing scope (each layer has its
  // own weights: not an IR loop).
  bool run_for_each(const ast::Stmt& st, Scope& scope, Context& ctx);
  void return_in_loop(const ast::Stmt& loop);
  void loop_param(LoopBuild& lb, Val& v, const std::string* name);
  void run_yield(const ast::Stmt& st, Scope& scope, Context& ctx);
  std::optional<Val> scan_index(const ast::Expr& e, Scope& scope, Context& ctx);
  std::vector<LoopBuild*> loops_;  // the loops being built, innermost last
  bool in_generic_loop_ = false;   // a loop's body inside a generic body
  // An `if` the check could not decide (a generic body's, which each
  // instance decides, or one whose condition is an error) ended the
  // statements run since the innermost `for` began (run_stmts): the loop is
  // left to the instances too, and no `return` was written in it.
  bool undecided_ = false;
  SourceRange returned_at_;  // the last `return` run_stmts ran
  std::optional<bool> condition(const ast::Expr& cond, Scope& scope, Context& ctx, bool& ok);
  void bind_elements(const ast::Stmt& st, const Val& v, Scope& scope);
  std::string values_given(const Val& v, const ast::Expr& value);
  Val destructured(const Val& v, const std::string& key, size_t count, const ast::Expr& value);

  // Argument binding shared by functions, models, optimizers and builtins.
  struct Formal {
    std::string name;
    bool required = true;
  };
  bool bind_args(const ast::Expr& call, const std::string& callee, const std::vector<Formal>& formals,
                 std::vector<Val>& pos, std::map<std::string, Val>& named, std::map<std::string, Val>& out,
                 SourceRange decl_range = {});

  // Reporting helpers.
  Diagnostic& error(DiagKind k, SourceRange r, std::string msg) { return diags_.report(k, r, std::move(msg)); }
  // An operation whose operands `a` and `b` (two of `all`) are on different
  // devices. The fix moves the operand that is alone on its device.
  void report_cross_device(const ast::Expr& at, const std::string& what, const std::vector<Val>& all, size_t a, size_t b);
  // The edit that moves `v` to `target`, when one can be written: `to(gpu, x)`,
  // `x` for a transfer that stacks on another, the removal of `@ cpu` from a
  // created type. Empty when `target` is a generic body's unknown device.
  std::optional<FixIt> move_fix(const Val& v, const ir::Placement& target);
  // move_fix's edit and the help that says it, on `d`; false when there is none.
  bool add_move_fix(Diagnostic& d, const Val& v, const ir::Placement& target);
  // A device and a type as messages show them: `gpu`, and for the unknown
  // device of a generic body what it stands for (`Net`'s device), never the
  // IR's placeholder `?Net`.
  std::string device_text(const ir::Placement& p) const;
  // ` @ gpu` in a type as written, with the blanks before it: what a fix removes.
  SourceRange place_suffix(const ast::Type& t) const;
  std::string type_text(const ir::TensorType& t) const;
  std::string text(SourceRange r) const { return std::string(sm_.text(r)); }
  // The name in scope, declared or built in that `name` was most likely
  // meant to be, or ""; "" also once kMaxSuggestionSearches names were
  // searched for (suggest.h: the bound on its work).
  std::string suggest(const std::string& name, const Scope* scope);
  // Why `name` is no member of the instance whose body `ctx` checks, where
  // its model declares it under an `if` that instance does not take; "".
  std::string member_not_made(const Context& ctx, const std::string& name);
  std::optional<int64_t> axis_number(const Val& v);
  // An axis of `t` (negative: from the end) as a number from 0; an error
  // where it is out of range.
  std::optional<int64_t> axis_of(const Val& v, const ir::TensorType& t);
  Val cast_number(Builtin& bc, const Val& x, Context& ctx);
  // Whether every size named in `t`, a type written in an expression, has a
  // value where it is written; an error for each that has none.
  bool sizes_known(const ast::Type& t, const Scope& scope, const Context& ctx);
  int suggestion_searches_ = 0;
  ir::Loc loc(SourceRange r);

  const Program& program_;
  const SourceManager& sm_;
  Diagnostics& diags_;
  ir::Module module_;
  ir::Function* fn_ = nullptr;     // where instructions go
  std::string scope_;              // the model instance being inlined ("net.fc1"): each instruction's scope
  // Appends `i` to fn_, in the current scope.
  void append(ir::Inst i) {
    i.scope = scope_;
    fn_->body.push_back(std::move(i));
  }
  // The precision policy of the train block being checked (`precision =
  // bf16;` or `f16`; F32: none): under it an operation of bf16 (f16) and
  // f32 operands casts them (a product's to bf16, any other's to f32), and a
  // bf16 argument where a function declares f32 is cast to f32, as
  // PyTorch's autocast does; outside it that is a DTypeMismatch.
  ir::DType policy_ = ir::DType::F32;
  // The policy of the layer or function being checked (`precision = bf16;`
  // among a model's members, or a statement in a function's body, to its
  // end; the layers it calls inherit it); F32: none. Its products read
  // their f32 operands cast to it, explicitly: autodiff then reads the
  // gradients in it too, as autocast's region does.
  ir::DType local_policy_ = ir::DType::F32;
  // `precision = f32;` in a layer or a function (to the end of its body; the
  // layers it calls inherit it, unless they set a policy of their own): its
  // products and convolutions stay f32 under any policy around it, the
  // train block's too, as autocast(enabled=False) does. They are marked
  // `{precision = "f32"}`, which autodiff gives their gradients' products
  // and the block's policy (ir/passes/mixed_precision.h) leaves as they are;
  // an operation mixing bf16 and f32 there is cast to f32.
  bool keep_f32_ = false;
  // Enters a layer's or a function's `precision = d;` (bf16, or f32 to opt out).
  void set_local_precision(ir::DType d) {
    keep_f32_ = d == ir::DType::F32;
    if (!keep_f32_) local_policy_ = d;
  }
  // The policy operations mix under: the layer's or function's, else the
  // train block's.
  ir::DType policy() const { return local_policy_ != ir::DType::F32 ? local_policy_ : policy_; }
  // `precision = v` of a layer or function (`where`: "of a model", "in a
  // function"), at `at`: bf16 or f32; else reported and nullopt.
  std::optional<ir::DType> local_precision(const Val& v, SourceRange at, const std::string& where);
  // `precision = f64;` or a misspelt dtype (`fp32`): a name that is neither
  // a dtype nor bound in `scope`, reported as what `precision` takes (true),
  // before evaluating it would call it an unknown name.
  bool misnamed_precision(const ast::Expr& e, const Scope& scope, const std::string& where);
  Val cast_value(const Val& v, ir::DType d);
  std::optional<std::vector<Val>> under_policy(ir::Op op, const std::vector<Val>& operands);
  ir::Function scratch_;           // generic bodies are checked into this and dropped
  // Where each value of the train step being checked was written, for
  // diagnostics about the typed step (plan_replicas).
  std::map<ir::ValueId, SourceRange> step_ranges_;
  const ir::Function* step_fn_ = nullptr;
  std::vector<std::string> trained_models_;  // the models the train block being checked trains
  // Whether code of `self` in the train step runs as evaluated (Context::frozen).
  bool frozen_in_step(const ModelInst& self) const;
  // Whether the body being checked is generic (a model's int parameters
  // unknown): what it cannot decide is left to each instance.
  bool generic_body() const { return fn_ == &scratch_ || in_generic_loop_; }
  int train_blocks_ = 0;           // train blocks seen so far, in the order they run

  std::map<std::string, Decl> decls_;
  // The standard library's declarations that one of the program's own hides
  // (a user's `model LayerNorm`): the library's bodies still mean these.
  std::map<std::string, Decl> stdlib_decls_;
  // The declaration `name` means in code at `from`: the library's own where
  // `from` is in the standard library, else the program's (null: none).
  const Decl* find_decl(const std::string& name, SourceRange from) const;
  // Every declaration, the hidden library ones too, each once.
  std::vector<std::pair<std::string, const Decl*>> all_decls() const;
  std::set<const void*> broken_;   // declarations with errors in their own body
  std::map<const ast::Model*, std::shared_ptr<ModelInst>> generic_models_;
  std::set<std::string> used_devices_;
  Scope globals_;
  Scope stdlib_globals_;           // what standard-library bodies see of the top level: nothing
  // The top-level scope a declaration at `r` sees: the program's own files
  // see its top-level values, the standard library sees none of them.
  const Scope* globals_for(SourceRange r) const;
  // Whether `r` lies in a standard-library file (std/nn.net, ...).
  bool in_stdlib(SourceRange r) const;
  std::map<std::string, std::shared_ptr<ModelInst>> instances_;  // top-level model instances
  std::set<const ast::Binding*> constants_;   // top-level constants, evaluated before every body
  std::vector<const ast::Binding*> evaluating_;  // the constants being evaluated, for cycles
  bool in_constants_ = false;                  // check_constants is running
  int unique_ = 0;
  int64_t instances_made_ = 0;         // by instantiate_model, against kMaxInstances
  bool instance_limit_reported_ = false;  // the limit's error is given once: later instances are error values
};

}  // namespace netc::check
