#include "ir/passes/mixed_precision.h"

#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "ir/passes/emitter.h"
#include "ir/passes/simplify.h"

namespace netc::ir {

namespace {

// Matrix products and the convolutions (conv_transpose2d is
// conv2d_grad_input): what the policy computes in `low`.
bool is_product(Op op) {
  return op == Op::Matmul || op == Op::Conv2d || op == Op::Conv2dGradInput || op == Op::Conv2dGradWeight;
}

class Policy : public Emitter {
 public:
  Policy(const Function& f, DType low) : Emitter(f), low_(low) {}

  Function run(const Function& in) {
    for (const Inst& i : in.body) def_[i.result] = &i;
    for (Inst i : in.body) {
      if (i.body) i.body = std::make_shared<const Function>(mixed_precision(*i.body, low_));
      if (is_product(i.op) && reads_f32(i) && !keeps_f32(i.attrs)) {
        loc_ = i.loc;
        const size_t before = fn_.body.size();
        for (ValueId& o : i.operands) o = in_low(o);
        for (size_t k = before; k < fn_.body.size(); ++k) fn_.body[k].scope = i.scope;
        // The result keeps its type: a product (a convolution too) of two
        // `low` operands is f32.
      }
      fn_.body.push_back(std::move(i));
    }
    return std::move(fn_);
  }

 private:
  bool reads_f32(const Inst& i) const {
    for (ValueId o : i.operands)
      if (fn_.values[o].type.dtype != DType::F32) return false;
    return true;
  }

  // v in the low dtype, made once.
  ValueId in_low(ValueId v) {
    if (auto it = low_of_.find(v); it != low_of_.end()) return it->second;
    ValueId r;
    auto d = def_.find(v);
    if (d != def_.end() && d->second->op == Op::Transpose &&
        swaps_last_two(transpose_perm(d->second->attrs, fn_.values[v].type.rank()))) {
      ValueId src = in_low(d->second->operands[0]);
      TensorType t = fn_.values[v].type;
      t.dtype = low_;
      r = emit(Op::Transpose, {src}, t, d->second->attrs);
    } else {
      r = cast(v, low_);
    }
    low_of_[v] = r;
    return r;
  }

  DType low_;
  std::map<ValueId, const Inst*> def_;  // in the function read
  std::map<ValueId, ValueId> low_of_;   // a value, its copy in the low dtype
};

}  // namespace

Function mixed_precision(const Function& f, DType low) {
  // The f32 transposes the products no longer read are dead: removed.
  return simplify(Policy(f, low).run(f));
}

}  // namespace netc::ir
