// The passes after the verifier (ir/passes/pipeline.h) keep the IR's
// invariants: for every example and golden program, each train block's
// gradient and evaluation step and every model function's inference form
// verify, in the module they are compiled against.
#include <gtest/gtest.h>

#include "frontend/driver/driver.h"
#include "ir/passes/pipeline.h"
#include "ir/verifier.h"
#include "tests/support/programs.h"

namespace netc {
namespace {

class PipelinePrograms : public ::testing::TestWithParam<std::string> {};

std::string first_error(const std::vector<std::string>& errors) { return errors.empty() ? "" : errors[0]; }

TEST_P(PipelinePrograms, EveryPreparedFunctionVerifies) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(GetParam(), o);
  ASSERT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
  const ir::Module& m = *c->ir;
  ir::Module prepared = m;
  std::vector<std::string> forwards;
  for (const ir::Function& f : m.functions) {
    bool in_train = false;
    for (const ir::TrainRun& t : m.trains) in_train = in_train || f.name == t.step || f.name == t.update_name();
    if (!in_train) forwards.push_back(f.name);
  }
  auto fwd = ir::prepare_forwards(m, forwards);
  ASSERT_TRUE(fwd.ok()) << fwd.message();
  for (ir::Function& f : *fwd) {
    f.name += ".inference";
    prepared.functions.push_back(std::move(f));
  }
  for (const ir::TrainRun& run : m.trains) {
    auto t = ir::prepare_train(m, run);
    ASSERT_TRUE(t.ok()) << run.name << ": " << t.message();
    ir::TrainFunctions& tf = *t;
    EXPECT_EQ(tf.grad.results.size(), tf.step->results.size() + tf.trained.size() + tf.state_targets.size()) << run.name;
    EXPECT_EQ(tf.update_targets.size(), tf.update->results.size()) << run.name;
    tf.grad.name = run.step + ".grad";
    tf.eval.name = run.step + ".eval";
    prepared.functions.push_back(std::move(tf.grad));
    prepared.functions.push_back(std::move(tf.eval));
  }
  EXPECT_EQ(first_error(ir::verify(prepared)), "");
}

INSTANTIATE_TEST_SUITE_P(Programs, PipelinePrograms,
                         ::testing::ValuesIn(test::example_programs(NETC_TEST_SOURCE_DIR)),
                         [](const auto& info) { return test::program_test_name(info.param); });

}  // namespace
}  // namespace netc
