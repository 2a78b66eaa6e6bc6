#include "ir/passes/for_inference.h"

namespace netc::ir {

Function for_inference(const Function& f) {
  Function out = f;
  for (Inst& i : out.body) {
    if (i.op == Op::Dropout) {
      i.op = Op::Reshape;
      i.attrs.clear();
    } else if (i.op == Op::IfTraining) {
      i.op = Op::BroadcastTo;  // to the result's type, which the operand broadcasts to
      i.operands = {i.operands[1]};
    }
    if (i.body) i.body = std::make_shared<const Function>(for_inference(*i.body));  // a loop's body alike
  }
  out.updates.clear();
  return out;
}

}  // namespace netc::ir
