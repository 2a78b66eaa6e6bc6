// What a pass that writes instructions in front of (or around) a function's
// body needs: a copy of the function with its body emptied, instructions
// appended with their types from the typing rule (ir/infer.h), constants, and
// fresh value names. clip_grad_norm and accumulate write with it.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "ir/infer.h"
#include "ir/ir.h"

namespace netc::ir {

class Emitter {
 public:
  // `f` with its body emptied; new instructions carry the location of its first.
  explicit Emitter(const Function& f) : fn_(f) {
    fn_.body.clear();
    loc_ = f.body.empty() ? f.loc : f.body.front().loc;
  }

  ValueId emit(Op op, std::vector<ValueId> operands, TensorType t, Attrs attrs = {}) {
    ValueId r = fn_.add_value(std::move(t));
    fn_.body.push_back(Inst{op, r, std::move(operands), std::move(attrs), loc_});
    return r;
  }

  // The typing rule's result; the operands here always type-check.
  ValueId emit_inferred(Op op, std::vector<ValueId> operands) {
    std::vector<TensorType> types;
    for (ValueId v : operands) types.push_back(fn_.values[v].type);
    InferResult r = infer_type(op, types, {}, nullptr);
    return emit(op, std::move(operands), std::get<TensorType>(r));
  }

  ValueId constant(double value, const TensorType& scalar) { return emit(Op::Constant, {}, scalar, {{"value", value}}); }

  // `t` as another dtype (itself when it has that dtype).
  ValueId cast(ValueId v, DType dtype) {
    TensorType t = fn_.values[v].type;
    if (t.dtype == dtype) return v;
    t.dtype = dtype;
    return emit(Op::Cast, {v}, t);
  }

  // `body` appended, each operand in `replaced` read as its replacement.
  void append_replacing(const std::vector<Inst>& body, const std::map<ValueId, ValueId>& replaced) {
    for (Inst i : body) {
      for (ValueId& o : i.operands)
        if (auto it = replaced.find(o); it != replaced.end()) o = it->second;
      fn_.body.push_back(std::move(i));
    }
  }

  // Each result j < targets.size() (an update's new value of the global
  // targets[j], read as its replacement) where `cond` holds, the global's
  // old value elsewhere.
  void keep_old_unless(ValueId cond, const std::vector<std::string>& targets,
                       const std::map<ValueId, ValueId>& replaced) {
    for (size_t j = 0; j < fn_.results.size() && j < targets.size(); ++j) {
      ValueId r = fn_.results[j];
      if (auto it = replaced.find(r); it != replaced.end()) r = it->second;
      ValueId old = emit(Op::Param, {}, fn_.values[r].type, {{"name", targets[j]}});
      fn_.results[j] = emit_inferred(Op::Where, {cond, r, old});
    }
  }

  // Names `v` `base`, or `base.2`, ..., a name no value of the function has.
  void name(ValueId v, const std::string& base) {
    std::string n = base;
    for (int k = 2; taken(n); ++k) n = base + "." + std::to_string(k);
    fn_.values[v].name = n;
  }

 protected:
  bool taken(const std::string& name) const {
    for (const Value& v : fn_.values)
      if (v.name == name) return true;
    return false;
  }

  Function fn_;
  Loc loc_;
};

}  // namespace netc::ir
