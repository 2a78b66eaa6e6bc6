// Unit tests of the IR verifier (ir/verifier.h): a valid module passes, and
// each rule has a module that breaks it and the message that says so.
#include <gtest/gtest.h>

#include <cmath>

#include "ir/parser.h"
#include "ir/verifier.h"
#include "ir_test_util.h"

namespace netc::ir {
namespace {

using namespace netc::ir::testing;

// The single message of a module broken in one place, checked to contain `part`.
void expect_error(const Module& m, const std::string& part) {
  std::vector<std::string> errors = verify(m);
  ASSERT_EQ(errors.size(), 1u) << ::testing::PrintToString(errors);
  EXPECT_NE(errors[0].find(part), std::string::npos) << errors[0];
}

// The first message of a module that breaks a rule and, through it, others.
void expect_first_error(const Module& m, const std::string& part) {
  std::vector<std::string> errors = verify(m);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find(part), std::string::npos) << ::testing::PrintToString(errors);
}

Function& forward(Module& m) { return m.functions[0]; }

TEST(IrVerifier, ValidModulePasses) {
  EXPECT_EQ(verify(mlp_module()), std::vector<std::string>{});
  EXPECT_EQ(verify(Module{}), std::vector<std::string>{});
}

// Rule 1: values are defined once, before their uses; ids are in range.
TEST(IrVerifier, UseBeforeDefinition) {
  Module m = mlp_module();
  std::swap(forward(m).body[1], forward(m).body[2]);  // matmul before the transpose it reads
  expect_error(m, "func @net.forward: %3 = matmul: operand %2 is used before it is defined");
}

TEST(IrVerifier, ValueDefinedTwice) {
  Module m = mlp_module();
  forward(m).body[2].result = forward(m).body[1].result;
  expect_first_error(m, "func @net.forward: %2 = matmul: result is defined twice");
  Module p = mlp_module();
  p.functions[1].params = {0, 0, 1};
  expect_error(p, "func @train.fashion.step: param %logits: defined twice");
}

TEST(IrVerifier, IdsInRange) {
  Module m = mlp_module();
  forward(m).body[2].operands[1] = 99;
  expect_error(m, "func @net.forward: %3 = matmul: operand value id 99 is out of range (the function has 8 values)");
  Module r = mlp_module();
  r.functions[1].body[3].result = 42;  // and so %loss is never defined
  expect_first_error(r, "func @train.fashion.step: %<invalid 42> = mean: result value id 42 is out of range");
}

TEST(IrVerifier, FunctionResultsAreDefined) {
  Module m = mlp_module();
  ValueId stray = forward(m).add_value(f32({2}), "stray");
  forward(m).results.push_back(stray);
  expect_error(m, "func @net.forward: return: %stray is not defined");
  Module r = mlp_module();
  r.functions[1].results = {77};
  expect_error(r, "func @train.fashion.step: return: value id 77 is out of range");
}

// Rule 2: operand count.
TEST(IrVerifier, OperandCount) {
  Module m = mlp_module();
  forward(m).body[5].operands.push_back(0);  // relu %5, %x
  expect_error(m, "func @net.forward: %h = relu: takes 1 operands, not 2");
}

// Rule 3: the result type is what the typing rule gives; its errors are reported.
TEST(IrVerifier, ResultTypeMustMatchTheTypingRule) {
  Module m = mlp_module();
  forward(m).values[forward(m).body[2].result].type = f32({S("N"), 255});
  std::vector<std::string> errors = verify(m);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "func @net.forward: %3 = matmul: the result is `f32[N, 255] @ gpu` but the operands give "
                       "`f32[N, 256] @ gpu`");
}

TEST(IrVerifier, TypingErrorsBecomeMessages) {
  Module m = mlp_module();
  // Drop the transpose: x[N, 784] times w[256, 784].
  forward(m).body[2].operands[1] = forward(m).body[0].result;
  expect_error(m, "func @net.forward: %3 = matmul: inner dimensions differ: `[N, 784]` times `[256, 784]` (`784` vs `256`)");
}

TEST(IrVerifier, CrossDeviceOperands) {
  Module m = mlp_module();
  Function& f = forward(m);
  f.values[f.params[0]].type.device = Placement::single("cpu");
  std::vector<std::string> errors = verify(m);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "func @net.forward: %3 = matmul: operands are on different devices: `cpu` and `gpu`");
}

// Rule 4: placements are resolved, and name declared devices.
TEST(IrVerifier, NoVarPlacements) {
  Module m = mlp_module();
  m.params[1].type.device = Placement::var("net");
  std::vector<std::string> errors = verify(m);
  ASSERT_EQ(errors.size(), 2u);  // the global, and the `param` that no longer matches it
  EXPECT_EQ(errors[0], "param @net.fc1.bias: unresolved placement `?net` in `f32[256] @ ?net`");

  Module v;
  v.devices = {{"cpu", {"cpu"}}};
  Function f;
  f.name = "f";
  TensorType t = f32({2});
  t.device = Placement::var("m");
  ValueId x = f.add_value(t, "x");
  f.params = {x};
  f.results = {emit(f, Op::Neg, {x}, t)};
  errors = verify(Module{v.files, v.devices, {}, {}, {}, {f}, {}});
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "func @f: param %x: unresolved placement `?m` in `f32[2] @ ?m`");
  EXPECT_EQ(errors[1], "func @f: %1 = neg: unresolved placement `?m` in `f32[2] @ ?m`");
}

TEST(IrVerifier, DevicesMustBeDeclared) {
  Module m = mlp_module();
  m.datasets[0].fields[1].example.device = Placement::single("tpu");
  expect_error(m, "dataset @fashion: field labels: undeclared device `tpu` in `i64[] @ tpu`");
  Module r = mlp_module();
  r.params[0].type.device = Placement{Placement::Kind::Replicated, {"gpus2"}, 0};
  std::vector<std::string> errors = verify(r);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "param @net.fc1.weight: undeclared device `gpus2` in `f32[256, 784] @ replicated(gpus2)`");
  Module s = mlp_module();
  s.devices.push_back({"gpus", {"cuda:*", "cpu"}});
  s.params[1].type.device = Placement{Placement::Kind::Split, {"gpus"}, 1};
  errors = verify(s);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "param @net.fc1.bias: split axis 1 is out of range for `f32[256] @ split(1; gpus)`");
}

// Rules for device sets: replicated and split values name one declared set;
// a set is never a single placement; `replicas` names a set.
TEST(IrVerifier, DeviceSets) {
  Module m = mlp_module();
  m.devices.push_back({"gpus", {"cuda:*", "cpu"}});
  m.devices.push_back({"pair", {"[cpu, cpu]"}});
  EXPECT_TRUE(m.find_device("gpus")->is_set());
  EXPECT_TRUE(m.find_device("pair")->is_set());
  EXPECT_FALSE(m.find_device("gpu")->is_set());
  // A model state nothing reads, placed in each way.
  auto with_state = [&](Placement pl) {
    Module r = m;
    GlobalParam p;
    p.name = "extra";
    p.type = f32({4});
    p.type.device = std::move(pl);
    p.trainable = false;
    r.params.push_back(p);
    return r;
  };
  Module ok = with_state(Placement{Placement::Kind::Replicated, {"gpus"}, 0});
  ok.trains[0].settings.replicas = "gpus";
  EXPECT_TRUE(verify(ok).empty()) << verify(ok)[0];
  EXPECT_TRUE(verify(with_state(Placement{Placement::Kind::Split, {"pair"}, 0})).empty());
  expect_error(with_state(Placement::single("pair")),
               "param @extra: `pair` is a device set: a value on it is `replicated(pair)` or `split(A; pair)`, not "
               "`f32[4] @ pair`");
  expect_error(with_state(Placement{Placement::Kind::Replicated, {"gpu"}, 0}),
               "param @extra: `gpu` is one device, not a set, in `f32[4] @ replicated(gpu)`");
  expect_error(with_state(Placement{Placement::Kind::Replicated, {"gpus", "pair"}, 0}),
               "param @extra: a replicated or split value names one device set, not 2 devices, in "
               "`f32[4] @ replicated(gpus, pair)`");
  Module rep = m;
  rep.trains[0].settings.replicas = "gpu";
  expect_error(rep, "train @train.fashion: replicas on `gpu`, which is one device, not a set");
  rep.trains[0].settings.replicas = "tpus";
  expect_error(rep, "train @train.fashion: replicas on `tpus`, which is not declared");
}

// Rule 5: `param` reads a declared global of the same type.
TEST(IrVerifier, ParamInstructions) {
  Module m = mlp_module();
  forward(m).body[0].attrs["name"] = std::string("net.fc2.weight");
  expect_error(m, "func @net.forward: %w = param: no parameter `@net.fc2.weight` is declared");
  Module t = mlp_module();
  t.params[0].type = f32({256, 785});
  expect_error(t, "func @net.forward: %w = param: the result is `f32[256, 784] @ gpu` but parameter "
                  "`@net.fc1.weight` is `f32[256, 785] @ gpu`");
  Module n = mlp_module();
  forward(n).body[0].attrs.erase("name");
  expect_error(n, "func @net.forward: %w = param: needs a string attribute `name`");
  Module i = mlp_module();
  forward(i).body[0].attrs["name"] = int64_t{3};
  expect_error(i, "needs a string attribute `name`");
}

// Rule 6: no negative constant dims; locations point at declared files.
TEST(IrVerifier, NegativeDims) {
  Module m = mlp_module();
  m.datasets[0].fields[0].example.shape[0] = Dim(-28);
  expect_error(m, "dataset @fashion: field images: negative dimension `-28` in `f32[-28, 28] @ cpu`");
  // Symbolic dims are fine, even ones that could be negative.
  Module s = mlp_module();
  s.datasets[0].fields[0].example.shape[0] = S("H") - Dim(30);
  EXPECT_TRUE(verify(s).empty());
}

TEST(IrVerifier, LocationsPointAtDeclaredFiles) {
  Module m = mlp_module();
  forward(m).body[1].loc = {1, 3, 4};
  expect_error(m, "func @net.forward: %2 = transpose: location refers to file 1 but the module declares 1 files");
  Module f = mlp_module();
  f.trains[0].loc.file = 5;
  expect_error(f, "train @train.fashion: location refers to file 5");
  Module u = mlp_module();
  u.params[0].loc = {9, 0, 0};  // unknown location: any file index
  EXPECT_TRUE(verify(u).empty());
}

// Rule 7: training runs name an existing step function and dataset.
TEST(IrVerifier, TrainRuns) {
  Module m = mlp_module();
  m.trains[0].step = "train.fashion.stop";
  expect_error(m, "train @train.fashion: step function `@train.fashion.stop` does not exist");
  Module d = mlp_module();
  d.trains[0].dataset = "mnist";
  expect_error(d, "train @train.fashion: dataset `mnist` does not exist");
}

TEST(IrVerifier, TrainingDescriptionsInRange) {
  Module batch = mlp_module();
  batch.trains[0].settings.batch = 0;
  expect_error(batch, "train @train.fashion: batch 0 is not positive");
  Module every = mlp_module();
  every.trains[0].settings.checkpoint = "c.safetensors";
  every.trains[0].settings.checkpoint_every = 0;
  expect_error(every, "train @train.fashion: `every` must be at least 1 epoch");
  Module clip = mlp_module();
  clip.trains[0].settings.clip_grad_norm = 0.0;
  expect_error(clip, "train @train.fashion: clip_grad_norm is not a positive number");
  Module none = mlp_module();
  none.trains[0].settings.accumulate = 0;
  expect_error(none, "train @train.fashion: accumulate 0 is not positive");
  Module acc = mlp_module();
  acc.trains[0].settings.accumulate = 2;
  acc.trains[0].update_targets = {"net.fc1.weight"};
  expect_error(acc, "train @train.fashion: accumulates `@net.fc1.weight`'s gradient, but `@accum.net.fc1.weight` is not declared");
  Module eval = mlp_module();
  eval.trains[0].settings.evaluate = "held_out";
  expect_error(eval, "train @train.fashion: evaluates on `held_out`, which is not declared");
  Module period = mlp_module();
  period.trains[0].settings.schedule.kind = Schedule::Kind::Step;
  period.trains[0].settings.schedule.period = 0;
  expect_error(period, "train @train.fashion: the schedule's period 0 is not positive");
  Module fan = mlp_module();
  fan.params[0].init.fan_in = 0;
  expect_error(fan, "param @net.fc1.weight: kaiming_uniform(fan_in = 0): `fan_in` must be positive");
  Module uniform = mlp_module();
  uniform.params[1].init.kind = Initialiser::Kind::Uniform;
  uniform.params[1].init.low = 2;
  expect_error(uniform, "param @net.fc1.bias: uniform(low = 2, high = 1): `low` must not be above `high`");
  Module nan = mlp_module();
  nan.params[1].init.kind = Initialiser::Kind::Constant;
  nan.params[1].init.value = std::nan("");
  expect_error(nan, "param @net.fc1.bias: constant(value = nan): `value` must be a finite number");
  Module path = mlp_module();
  path.datasets[0].fields[0].source.path = "";
  expect_error(path, "dataset @fashion: field images: has no file");
}

TEST(IrVerifier, DuplicateDeclarations) {
  Module m = mlp_module();
  m.devices.push_back({"gpu", {"cuda:1"}});
  expect_error(m, "device gpu: declared twice");
  Module f = mlp_module();
  f.functions.push_back(f.functions[1]);
  expect_error(f, "func @train.fashion.step: declared twice");
  Module p = mlp_module();
  p.params.push_back(p.params[0]);
  expect_error(p, "param @net.fc1.weight: declared twice");
}

TEST(IrVerifier, ReportsEveryProblem) {
  Module m = mlp_module();
  forward(m).body[2].operands[1] = 99;  // bad operand
  m.trains[0].dataset = "mnist";         // bad dataset
  m.params[0].loc.file = 3;              // bad location
  EXPECT_EQ(verify(m).size(), 3u);
}

TEST(IrVerifier, ParsedTextIsVerified) {
  auto r = parse_module(
      "device gpu = cuda:0\n"
      "func @f(%a: f32[N, 3] @ gpu, %b: f32[N, 4] @ gpu) -> (f32[N, 3] @ gpu) {\n"
      "  %c = add %a, %b : f32[N, 3] @ gpu loc(?)\n"
      "  return %c\n"
      "}\n");
  ASSERT_TRUE(std::holds_alternative<Module>(r));
  std::vector<std::string> errors = verify(std::get<Module>(r));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "func @f: %c = add: shapes `[N, 3]` and `[N, 4]` do not broadcast: dimension 1 is `3` in one "
                       "operand and `4` in the other");
}

}  // namespace
}  // namespace netc::ir
