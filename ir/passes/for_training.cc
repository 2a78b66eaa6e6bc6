#include "ir/passes/for_training.h"

namespace netc::ir {

Function for_training(const Function& f) {
  Function out = f;
  for (Inst& i : out.body)
    if (i.op == Op::IfTraining) {
      i.op = Op::BroadcastTo;  // to the result's type, which the operand broadcasts to
      i.operands = {i.operands[0]};
    }
  return out;
}

}  // namespace netc::ir
