// codegen/common's buffer plan, which both backends use: a step's output is
// placed before its operands are given back, places are reused once their
// last reader has run, results are written where the caller wants them
// (through a `reshape`), and an optimizer's new parameter is written over
// the old one only when nothing reads the old value later.
#include <gtest/gtest.h>

#include "codegen/common/buffers.h"
#include "tests/unit/ir_test_util.h"

namespace netc::codegen {
namespace {

using ir::Op;
using ir::ValueId;
using ir::testing::emit;
using ir::testing::f32;

// One step per instruction: it writes its result (unless it is a parameter
// or an alias) and reads its operands.
std::vector<BufferStep> one_step_each(const ir::Function& f) {
  std::vector<BufferStep> steps;
  for (const ir::Inst& i : f.body) {
    BufferStep& s = steps.emplace_back();
    if (i.op != Op::Param && i.op != Op::Reshape) s.writes = {i.result};
    s.reads = i.operands;
  }
  return steps;
}

std::vector<std::vector<int64_t>> shapes(const ir::Function& f) {
  std::vector<std::vector<int64_t>> out;
  for (const ir::Value& v : f.values) {
    std::vector<int64_t> s;
    for (const ir::Dim& d : v.type.shape) s.push_back(d.value());
    out.push_back(s);
  }
  return out;
}

BufferPlan plan(const ir::Module& m, const ir::Function& f, const BufferOptions& options = {}) {
  auto p = plan_buffers(m, f, shapes(f), one_step_each(f), options);
  if (!p.ok()) ADD_FAILURE() << p.message();
  return *p;
}

TEST(BufferPlan, PlacesAreReusedAfterTheLastReaderAndNeverUnderAnOperand) {
  ir::Module m;
  ir::Function f;
  ValueId x = f.add_value(f32({256}), "x");  // 1 KiB each
  f.params = {x};
  ValueId a = emit(f, Op::Exp, {x}, f32({256}), {}, "a");
  ValueId b = emit(f, Op::Neg, {a}, f32({256}), {}, "b");  // a dies here: b is placed before
  ValueId c = emit(f, Op::Neg, {b}, f32({256}), {}, "c");  // b dies: c takes a's place
  ValueId d = emit(f, Op::Add, {c, x}, f32({256}), {}, "d");
  f.results = {d};
  BufferPlan p = plan(m, f);
  EXPECT_EQ(p.values[x].kind, Buffer::Input);
  EXPECT_EQ(p.values[a].kind, Buffer::Owned);
  EXPECT_EQ(p.values[d].kind, Buffer::Result);
  EXPECT_NE(p.values[b].offset, p.values[a].offset);
  EXPECT_EQ(p.values[c].offset, p.values[a].offset);
  EXPECT_EQ(p.arena_bytes, 2048u);
  EXPECT_TRUE(p.copies.empty());
}

TEST(BufferPlan, AResultThroughAReshapeIsWrittenInTheCallersBuffer) {
  ir::Module m;
  ir::Function f;
  ValueId x = f.add_value(f32({4, 4}), "x");
  f.params = {x};
  ValueId s = emit(f, Op::Exp, {x}, f32({4, 4}), {}, "s");
  ValueId r = emit(f, Op::Reshape, {s}, f32({16}), {}, "r");
  f.results = {r, x};
  BufferPlan through = plan(m, f);
  EXPECT_EQ(through.values[r].kind, Buffer::Alias);
  EXPECT_EQ(through.values[s].kind, Buffer::Result);
  EXPECT_EQ(through.arena_bytes, 0u);
  ASSERT_EQ(through.copies.size(), 1u);  // the input, returned as it is
  EXPECT_EQ(through.copies[0].result, 1u);
  EXPECT_EQ(through.copies[0].from, x);

}

ir::Module sgd_module(bool old_value_read_last) {
  ir::Module m;
  m.params = {{"w", f32({8}), ir::Initialiser{}, {}}};
  ir::Function f;
  ValueId g = f.add_value(f32({8}), "g");
  f.params = {g};
  ValueId w = emit(f, Op::Param, {}, f32({8}), {{"name", std::string("w")}}, "w");
  ValueId nw = emit(f, Op::Sub, {w, g}, f32({8}), {}, "new_w");
  ValueId last = emit(f, Op::Mul, {old_value_read_last ? w : nw, g}, f32({8}), {}, "after");
  f.results = {nw, last};
  m.functions.push_back(std::move(f));
  return m;
}

TEST(BufferPlan, ANewParameterIsWrittenOverTheOldOneOnlyWhenNothingReadsItLater) {
  BufferOptions options;
  options.in_place = {{0, "w"}};
  ir::Module safe = sgd_module(false);
  BufferPlan p = plan(safe, safe.functions[0], options);
  EXPECT_EQ(p.values[2].kind, Buffer::InPlace);
  EXPECT_EQ(p.values[2].param, "w");
  EXPECT_EQ(p.in_place, (std::vector<bool>{true, false}));

  ir::Module unsafe = sgd_module(true);
  BufferPlan q = plan(unsafe, unsafe.functions[0], options);
  EXPECT_EQ(q.values[2].kind, Buffer::Result);
  EXPECT_EQ(q.in_place, (std::vector<bool>{false, false}));
}

TEST(BufferPlan, ScratchMemoryStartsTheArena) {
  ir::Module m;
  ir::Function f;
  ValueId x = f.add_value(f32({64}), "x");
  f.params = {x};
  ValueId s = emit(f, Op::Exp, {x}, f32({64}), {}, "s");
  ValueId t = emit(f, Op::Neg, {s}, f32({64}), {}, "t");
  f.results = {t};
  std::vector<BufferStep> steps = one_step_each(f);
  steps[0].scratch_bytes = 100;
  BufferOptions options;
  options.alignment = 256;
  auto p = plan_buffers(m, f, shapes(f), steps, options).value();
  EXPECT_EQ(p.scratch_bytes, 100u);
  EXPECT_EQ(p.values[s].offset, 256u);
  EXPECT_EQ(p.arena_bytes, 512u);
}

TEST(BufferPlan, InconsistentStepsAreAnInternalError) {
  ir::Module m;
  ir::Function f;
  ValueId x = f.add_value(f32({4}), "x");
  f.params = {x};
  ValueId s = emit(f, Op::Exp, {x}, f32({4}), {}, "s");
  f.results = {s};
  std::vector<BufferStep> reads_first = {{{}, {s}}, {{s}, {x}}};
  auto p = plan_buffers(m, f, shapes(f), reads_first, {});
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.message(), "internal error: step 0 reads %s before it is computed");
  std::vector<BufferStep> writes_input = {{{x}, {}}, {{s}, {x}}};
  p = plan_buffers(m, f, shapes(f), writes_input, {});
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.message(), "internal error: step 0 writes %x, which is not its own memory");
}

}  // namespace
}  // namespace netc::codegen
