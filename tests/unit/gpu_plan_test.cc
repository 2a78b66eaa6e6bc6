// How the GPU executor runs generated CUDA functions, checked without a GPU:
// for the train blocks of the examples and of the golden programs, every
// launch of the gradient, the update and the evaluation step reads memory
// that exists (an input, a parameter, or a value an earlier launch wrote),
// owned memory goes back to the allocator exactly once and only after its
// last reader, and results are kept.
#include <gtest/gtest.h>

#include <set>

#include "engine/gpu_plan.h"
#include "engine/step_functions.h"
#include "frontend/driver/driver.h"
#include "tests/support/programs.h"

namespace netc::engine {
namespace {

void check_plan(const ir::Function& f, const GpuPlan& p) {
  std::vector<bool> written(p.values.size(), false), released(p.values.size(), false);
  std::set<ir::ValueId> results(p.results.begin(), p.results.end());
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    const cuda::Launch& l = p.code.launches[li];
    ir::ValueId w = GpuPlan::written(l);
    ASSERT_EQ(p.values[w].kind, GpuValue::Owned) << f.name << " launch " << li;
    ASSERT_FALSE(written[w]) << f.name << ": %" << f.values[w].name << " written twice";
    written[w] = true;
    for (ir::ValueId b : l.buffers) {
      ir::ValueId r = p.root(b);
      ASSERT_NE(p.values[r].kind, GpuValue::Unused) << f.name << " launch " << li;
      if (p.values[r].kind == GpuValue::Owned) {
        EXPECT_TRUE(written[r]) << f.name << ": %" << f.values[r].name << " read before it is written";
        EXPECT_FALSE(released[r]) << f.name << ": %" << f.values[r].name << " read after it was released";
      }
      if (p.values[r].kind == GpuValue::Input) {
        EXPECT_LT(p.values[r].input, f.params.size());
      }
    }
    for (ir::ValueId v : p.release_after[li]) {
      EXPECT_FALSE(released[v]) << f.name << ": %" << f.values[v].name << " released twice";
      EXPECT_FALSE(results.count(v)) << f.name << ": result %" << f.values[v].name << " released";
      released[v] = true;
    }
  }
  ASSERT_EQ(p.results.size(), f.results.size());
  for (ir::ValueId r : p.results) {
    EXPECT_EQ(r, p.root(r));
    EXPECT_GT(p.values[r].bytes, 0u);
    if (p.values[r].kind == GpuValue::Owned) {
      EXPECT_TRUE(written[r]) << f.name << ": result never written";
    }
  }
  // Every owned value that is not a result goes back.
  for (ir::ValueId v = 0; v < p.values.size(); ++v)
    if (p.values[v].kind == GpuValue::Owned && !results.count(v)) {
      EXPECT_TRUE(released[v]) << f.name << ": %" << f.values[v].name;
    }
}

class GpuPlans : public ::testing::TestWithParam<std::string> {};

TEST_P(GpuPlans, EveryTrainBlockHasAConsistentPlan) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(GetParam(), o);
  ASSERT_TRUE(c->ok()) << GetParam();
  const ir::Module& m = *c->ir;
  for (const ir::TrainRun& run : m.trains) {
    auto fns = prepare_step_functions(m, run);
    ASSERT_TRUE(fns.ok()) << fns.message();
    for (int64_t batch : {16, 5}) {
      for (const ir::Function* f : std::vector<const ir::Function*>{&fns->grad, &fns->eval, fns->update}) {
        auto p = plan_gpu_function(m, *f, {{"B", batch}});
        ASSERT_TRUE(p.ok()) << f->name << ": " << p.message();
        check_plan(*f, *p);
      }
    }
    // The update's inputs are lr, the step number, then one gradient per
    // gradient result of the step; the gradient's last results are the model
    // states it assigns.
    EXPECT_EQ(fns->update->params.size(), 2 + fns->first_state() - fns->first_grad());
    EXPECT_EQ(fns->grad.results.size(), fns->first_state() + fns->state_targets.size());
    EXPECT_EQ(fns->update_targets.size(), fns->update->results.size());
  }
}

INSTANTIATE_TEST_SUITE_P(Programs, GpuPlans, ::testing::ValuesIn(test::example_programs(NETC_TEST_SOURCE_DIR)),
                         [](const auto& info) { return test::program_test_name(info.param); });

TEST(GpuPlan, TransfersAndParamsUseTheMemoryTheyName) {
  // fashion_mlp moves its batch with `to(gpu, ...)`: on the GPU that is the
  // input's own memory (the batch was copied once, before the step).
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(std::string(NETC_TEST_SOURCE_DIR) + "/examples/fashion_mlp.net", o);
  ASSERT_TRUE(c->ok());
  auto fns = prepare_step_functions(*c->ir, c->ir->trains.front());
  ASSERT_TRUE(fns.ok()) << fns.message();
  auto p = plan_gpu_function(*c->ir, fns->grad, {{"B", 8}});
  ASSERT_TRUE(p.ok()) << p.message();
  int aliases_of_inputs = 0, params = 0;
  for (ir::ValueId v = 0; v < p->values.size(); ++v) {
    if (p->values[v].kind == GpuValue::Alias && p->values[p->root(v)].kind == GpuValue::Input) ++aliases_of_inputs;
    if (p->values[v].kind == GpuValue::Param) ++params;
  }
  EXPECT_GT(aliases_of_inputs, 0);
  EXPECT_GT(params, 0);
}

}  // namespace
}  // namespace netc::engine
