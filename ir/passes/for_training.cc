#include "ir/passes/for_training.h"

namespace netc::ir {

Function for_training(const Function& f) {
  Function out = f;
  for (Inst& i : out.body) {
    if (i.op == Op::IfTraining) {
      i.op = Op::BroadcastTo;  // to the result's type, which the operand broadcasts to
      i.operands = {i.operands[is_frozen(i.attrs) ? 1 : 0]};
      i.attrs.clear();
    }
    if (i.body) i.body = std::make_shared<const Function>(for_training(*i.body));  // a loop's body alike
  }
  return out;
}

}  // namespace netc::ir
