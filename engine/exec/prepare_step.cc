// A train block's functions made by the pipeline's passes (autodiff among
// them): what netc does before it runs a block, and `netc build` before it
// compiles one. Apart from step_functions.cc, which a `netc build` library
// links (its functions were prepared when it was built), so that the
// library's runtime names no pass.
#include "engine/exec/step_functions.h"

namespace netc::engine {

Expected<StepFunctions> prepare_step_functions(const ir::Module& m, const ir::TrainRun& run) {
  auto t = ir::prepare_train(m, run);
  if (!t.ok()) return t.status();
  return std::move(*t);
}

Expected<std::vector<PreparedBlock>> prepare_blocks(const ir::Module& m) {
  std::vector<PreparedBlock> blocks;
  for (const ir::TrainRun& run : m.trains) {
    auto fns = prepare_step_functions(m, run);
    if (!fns.ok()) return fns.status();
    blocks.push_back(std::make_shared<const StepFunctions>(std::move(*fns)));
  }
  return blocks;
}

}  // namespace netc::engine
