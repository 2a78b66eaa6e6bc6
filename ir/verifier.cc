// The IR verifier (see ir/verifier.h). It reports every problem it finds
// rather than stopping at the first, but skips checks that would only repeat
// an earlier problem (no typing rule is run on an undefined operand).
#include "ir/verifier.h"

#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "ir/infer.h"
#include "ir/printer.h"

namespace netc::ir {
namespace {

class Verifier {
 public:
  // The globals by name, looked up once per `param` instruction: a linear
  // search made verifying quadratic in the number of parameters.
  explicit Verifier(const Module& m) : m_(m) {
    for (const GlobalParam& p : m.params) params_.emplace(p.name, &p);  // the first of a name, as find_param
  }

  std::vector<std::string> run() {
    std::set<std::string> seen;
    for (const DeviceDecl& d : m_.devices) {
      if (!seen.insert(d.name).second) error("device " + d.name, "declared twice");
      if (d.candidates.empty()) error("device " + d.name, "has no candidates");
    }
    seen.clear();
    for (const GlobalParam& p : m_.params) {
      std::string where = "param @" + p.name;
      if (!seen.insert(p.name).second) error(where, "declared twice");
      check_type(where, p.type);
      check_loc(where, p.loc);
      if (std::string e = initialiser_error(p.init); !e.empty()) error(where, print_initialiser(p.init) + ": " + e);
    }
    seen.clear();
    for (const Dataset& d : m_.datasets) {
      std::string where = "dataset @" + d.name;
      if (!seen.insert(d.name).second) error(where, "declared twice");
      check_loc(where, d.loc);
      std::set<std::string> fields;
      for (const DatasetField& f : d.fields) {
        if (!fields.insert(f.name).second) error(where, "field " + f.name + " declared twice");
        check_type(where + ": field " + f.name, f.example);
        if (f.source.path.empty()) error(where + ": field " + f.name, "has no file");
        for (int64_t c : f.source.columns)
          if (c < 0) error(where + ": field " + f.name, "reads column " + std::to_string(c));
      }
    }
    seen.clear();
    for (const Function& f : m_.functions) {
      if (!seen.insert(f.name).second) error("func @" + f.name, "declared twice");
      function(f);
    }
    for (const TrainRun& t : m_.trains) {
      std::string where = "train @" + t.name;
      check_loc(where, t.loc);
      bool step = false, data = false;
      for (const Function& f : m_.functions) step = step || f.name == t.step;
      for (const Dataset& d : m_.datasets) data = data || d.name == t.dataset;
      if (!step) error(where, "step function `@" + t.step + "` does not exist");
      // Rule: the update's results replace the listed globals, type for type.
      const Function* update = nullptr;
      for (const Function& f : m_.functions)
        if (f.name == t.update_name()) update = &f;
      if (update && update->results.size() != t.update_targets.size())
        error(where, "the update has " + std::to_string(update->results.size()) + " results but `updates` lists " +
                         std::to_string(t.update_targets.size()) + " globals");
      for (size_t i = 0; i < t.update_targets.size(); ++i) {
        const GlobalParam* p = find_param(t.update_targets[i]);
        if (!p) error(where, "updates `@" + t.update_targets[i] + "`, which is not declared");
        else if (update && i < update->results.size() && update->type_of(update->results[i]) != p->type)
          error(where, "update result " + std::to_string(i) + " is `" + update->type_of(update->results[i]).str() +
                           "` but `@" + p->name + "` is `" + p->type.str() + "`");
      }
      if (!data) error(where, "dataset `" + t.dataset + "` does not exist");
      settings(where, t);
    }
    return std::move(out_);
  }

 private:
  // Rule: every setting in range; the evaluation set is declared and has the
  // training set's fields.
  void settings(const std::string& where, const TrainRun& t) {
    const TrainSettings& s = t.settings;
    if (s.batch < 1) error(where, "batch " + std::to_string(s.batch) + " is not positive");
    if (s.epochs < 1) error(where, "epochs " + std::to_string(s.epochs) + " is not positive");
    if (s.checkpoint && s.checkpoint->empty()) error(where, "the checkpoint file is empty");
    if (s.checkpoint_every < 1 || s.evaluate_every < 1) error(where, "`every` must be at least 1 epoch");
    if (s.lr && !std::isfinite(*s.lr)) error(where, "lr is not finite");
    if (s.clip_grad_norm && !(std::isfinite(*s.clip_grad_norm) && *s.clip_grad_norm > 0))
      error(where, "clip_grad_norm is not a positive number");
    if (s.accumulate < 1) error(where, "accumulate " + std::to_string(s.accumulate) + " is not positive");
    if (s.precision != DType::F32 && s.precision != DType::BF16 && s.precision != DType::F16)
      error(where, std::string("precision `") + dtype_name(s.precision) + "` is not f32, bf16 or f16");
    // Rule: with accumulate, every trained parameter has its accumulator, of its type.
    if (s.accumulate > 1)
      for (const std::string& name : t.update_targets) {
        const GlobalParam* p = find_param(name);
        if (!p || !p->trainable) continue;
        const GlobalParam* a = find_param(accumulator_name(name));
        if (!a) error(where, "accumulates `@" + name + "`'s gradient, but `@" + accumulator_name(name) + "` is not declared");
        else if (a->type != p->type || a->trainable)
          error(where, "`@" + a->name + "` must be an untrained global of `@" + name + "`'s type `" + p->type.str() + "`");
      }
    if (s.replicas) {
      const DeviceDecl* d = m_.find_device(*s.replicas);
      if (!d) error(where, "replicas on `" + *s.replicas + "`, which is not declared");
      else if (!d->is_set()) error(where, "replicas on `" + *s.replicas + "`, which is one device, not a set");
    }
    const Schedule& sc = s.schedule;
    if (sc.warmup_steps < 0) error(where, "warmup steps " + std::to_string(sc.warmup_steps) + " is negative");
    if (sc.period < 1) error(where, "the schedule's period " + std::to_string(sc.period) + " is not positive");
    if (!std::isfinite(sc.gamma) || !std::isfinite(sc.min_lr)) error(where, "the schedule's numbers are not finite");
    if (s.evaluate) {
      const Dataset* eval = m_.find_dataset(*s.evaluate);
      const Dataset* train = m_.find_dataset(t.dataset);
      if (!eval) error(where, "evaluates on `" + *s.evaluate + "`, which is not declared");
      else if (train && eval->fields.size() != train->fields.size())
        error(where, "evaluates on `" + *s.evaluate + "`, whose fields are not the training set's");
    }
  }

  const Module& m_;
  std::vector<std::string> out_;

  void error(const std::string& where, const std::string& msg) { out_.push_back(where + ": " + msg); }

  // Rule: a known location points at a declared file.
  void check_loc(const std::string& where, const Loc& loc) {
    if (loc.line != 0 && loc.file >= m_.files.size())
      error(where, "location refers to file " + std::to_string(loc.file) + " but the module declares " +
                       std::to_string(m_.files.size()) + " files");
  }

  // Rules: no negative constant dims; placements resolved to declared devices.
  void check_type(const std::string& where, const TensorType& t) {
    for (const Dim& d : t.shape)
      if (d.is_constant() && d.value() < 0) error(where, "negative dimension `" + d.str() + "` in `" + t.str() + "`");
    const Placement& pl = t.device;
    if (pl.kind == Placement::Kind::Var) {
      error(where, "unresolved placement `" + pl.str() + "` in `" + t.str() + "`");
      return;
    }
    if (pl.devices.empty()) error(where, "the placement of `" + t.str() + "` names no device");
    for (const std::string& dev : pl.devices) {
      const DeviceDecl* d = m_.find_device(dev);
      if (!d) error(where, "undeclared device `" + dev + "` in `" + t.str() + "`");
      else if (pl.kind == Placement::Kind::Single && d->is_set())
        error(where, "`" + dev + "` is a device set: a value on it is `replicated(" + dev + ")` or `split(A; " + dev +
                         ")`, not `" + t.str() + "`");
      else if (pl.kind != Placement::Kind::Single && !d->is_set())
        error(where, "`" + dev + "` is one device, not a set, in `" + t.str() + "`");
    }
    if (pl.kind != Placement::Kind::Single && pl.devices.size() > 1)
      error(where, "a replicated or split value names one device set, not " + std::to_string(pl.devices.size()) +
                       " devices, in `" + t.str() + "`");
    if (pl.kind == Placement::Kind::Split && (pl.split_axis < 0 || static_cast<size_t>(pl.split_axis) >= t.rank()))
      error(where, "split axis " + std::to_string(pl.split_axis) + " is out of range for `" + t.str() + "`");
  }

  void function(const Function& f, const char* kind = "func @") {
    const std::string where = kind + f.name;
    std::map<ValueId, std::vector<TensorType>> outer_loops;
    std::swap(outer_loops, loops_);  // a body's values are its own
    const std::vector<std::string> names = value_names(f);
    auto name = [&](ValueId v) {
      return v < names.size() ? "%" + names[v] : "%<invalid " + std::to_string(v) + ">";
    };
    auto out_of_range = [&](ValueId v) {
      return "value id " + std::to_string(v) + " is out of range (the function has " + std::to_string(f.values.size()) +
             " values)";
    };
    check_loc(where, f.loc);
    std::vector<bool> defined(f.values.size(), false);

    for (ValueId p : f.params) {
      if (p >= f.values.size()) {
        error(where + ": param", out_of_range(p));
        continue;
      }
      if (defined[p]) error(where + ": param " + name(p), "defined twice");
      defined[p] = true;
      check_type(where + ": param " + name(p), f.values[p].type);
    }

    for (size_t i = 0; i < f.body.size(); ++i) {
      const Inst& inst = f.body[i];
      if (static_cast<size_t>(inst.op) >= kOpCount) {
        error(where + ": instruction " + std::to_string(i), "unknown op code " + std::to_string(static_cast<int>(inst.op)));
        continue;
      }
      const std::string iwhere = where + ": " + name(inst.result) + " = " + op_name(inst.op);
      check_loc(iwhere, inst.loc);
      bool operands_ok = true;
      for (ValueId v : inst.operands) {
        if (v >= f.values.size()) {
          error(iwhere, "operand " + out_of_range(v));
          operands_ok = false;
        } else if (!defined[v]) {
          error(iwhere, "operand " + name(v) + " is used before it is defined");
          operands_ok = false;
        }
      }
      int arity = op_arity(inst.op);
      if (arity >= 0 && inst.operands.size() != static_cast<size_t>(arity)) {
        error(iwhere, "takes " + std::to_string(arity) + " operands, not " + std::to_string(inst.operands.size()));
        operands_ok = false;
      }
      if (inst.result >= f.values.size()) {
        error(iwhere, "result " + out_of_range(inst.result));
        continue;
      }
      if (defined[inst.result]) error(iwhere, "result is defined twice");
      defined[inst.result] = true;
      const TensorType& result = f.values[inst.result].type;
      check_type(iwhere, result);
      if (inst.op == Op::Param) check_param(iwhere, inst, result);
      if (!operands_ok) continue;

      // Rule: the result type is the one the typing rule gives.
      std::vector<TensorType> types;
      for (ValueId v : inst.operands) types.push_back(f.values[v].type);
      if (op_kind(inst.op) == OpKind::Control) {
        control(f, iwhere, inst, types, result, name);
        continue;
      }
      if (inst.body) error(iwhere, "has a body, which only `loop` has");
      InferResult r = infer_type(inst.op, types, inst.attrs, &result);
      if (auto* e = std::get_if<InferError>(&r)) error(iwhere, e->message);
      else if (std::get<TensorType>(r) != result)
        error(iwhere, "the result is `" + result.str() + "` but the operands give `" + std::get<TensorType>(r).str() + "`");
    }

    for (ValueId v : f.results) {
      if (v >= f.values.size()) error(where + ": return", out_of_range(v));
      else if (!defined[v]) error(where + ": return", name(v) + " is not defined");
    }
    // Rule: `assign` writes a declared state, once, with a value of its type.
    std::set<std::string> assigned;
    for (const StateUpdate& u : f.updates) {
      std::string uwhere = where + ": assign @" + u.name;
      const GlobalParam* p = find_param(u.name);
      if (!p) error(uwhere, "no state `@" + u.name + "` is declared");
      else if (p->trainable) error(uwhere, "`@" + u.name + "` is a trained parameter, not a state");
      if (!assigned.insert(u.name).second) error(uwhere, "assigned twice");
      if (u.value >= f.values.size()) error(uwhere, out_of_range(u.value));
      else if (!defined[u.value]) error(uwhere, name(u.value) + " is not defined");
      else if (p && f.values[u.value].type != p->type)
        error(uwhere, "the value is `" + f.values[u.value].type.str() + "` but the state is `" + p->type.str() + "`");
    }
    std::swap(outer_loops, loops_);
  }

  // Rules: `loop` has a body, verified as a function that reads no globals
  // and updates no state, and the results its typing rule gives;
  // `loop_result` names one of a loop's results after the first, typed so.
  void control(const Function& f, const std::string& where, const Inst& inst, const std::vector<TensorType>& types,
               const TensorType& result, const std::function<std::string(ValueId)>& name) {
    if (inst.op == Op::LoopResult) {
      const ValueId l = inst.operands[0];
      auto it = loops_.find(l);
      if (it == loops_.end()) {
        error(where, "names a result of " + name(l) + ", which is not a `loop`");
        return;
      }
      if (it->second.empty()) return;  // the loop's error says it
      const int64_t k = attr_int(inst.attrs, "index", 0);
      if (k < 1 || static_cast<size_t>(k) >= it->second.size())
        error(where, "index " + std::to_string(k) + " is not one of the loop's results 1.." +
                         std::to_string(it->second.size() - 1));
      else if (it->second[static_cast<size_t>(k)] != result)
        error(where, "the result is `" + result.str() + "` but the loop's result " + std::to_string(k) + " is `" +
                         it->second[static_cast<size_t>(k)].str() + "`");
      return;
    }
    if (!inst.body) {
      error(where, "has no body");
      loops_[inst.result] = {};
      return;
    }
    const Function& body = *inst.body;
    if (verified_bodies_.insert(&body).second) {
      function(body, "func body @");
      for (const Inst& b : body.body)
        if (b.op == Op::Param)
          error("func body @" + body.name, "reads the global `@" +
                    (b.attrs.count("name") ? print_attr(b.attrs.at("name")) : std::string("?")) +
                    "`: a body's weights are the loop's invariant operands");
      if (!body.updates.empty()) error("func body @" + body.name, "updates a state");
    }
    loops_[inst.result] = {};  // typed below, unless it is wrong
    auto r = infer_loop(body, types, inst.attrs);
    if (auto* e = std::get_if<InferError>(&r)) {
      error(where, e->message);
      return;
    }
    const auto& all = std::get<std::vector<TensorType>>(r);
    if (all[0] != result) error(where, "the result is `" + result.str() + "` but the loop gives `" + all[0].str() + "`");
    loops_[inst.result] = all;
    (void)f;
  }

  // Rule: `param` reads a declared global of exactly its type.
  void check_param(const std::string& where, const Inst& inst, const TensorType& result) {
    auto it = inst.attrs.find("name");
    const std::string* pname = it == inst.attrs.end() ? nullptr : std::get_if<std::string>(&it->second);
    if (!pname) {
      error(where, "needs a string attribute `name`");
      return;
    }
    const GlobalParam* p = find_param(*pname);
    if (!p) error(where, "no parameter `@" + *pname + "` is declared");
    else if (p->type != result)
      error(where, "the result is `" + result.str() + "` but parameter `@" + *pname + "` is `" + p->type.str() + "`");
  }

  const GlobalParam* find_param(const std::string& name) const {
    auto it = params_.find(name);
    return it == params_.end() ? nullptr : it->second;
  }
  std::unordered_map<std::string_view, const GlobalParam*> params_;
  std::map<ValueId, std::vector<TensorType>> loops_;  // the loops of the function being verified: their results
  std::set<const Function*> verified_bodies_;
};

}  // namespace

std::vector<std::string> verify(const Module& m) { return Verifier(m).run(); }

}  // namespace netc::ir
