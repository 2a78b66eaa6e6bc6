// How the GPU executor runs generated CUDA functions, checked without a GPU:
// for the train blocks of the examples and of the golden programs, every
// launch of the gradient, the update and the evaluation step (a loop's body
// at each of its steps, in the order they run) reads memory
// that exists (an input, a parameter, or a value an earlier launch wrote),
// every result reaches its buffer exactly once, and no two intermediates that
// are live at the same time share a place in the arena.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "codegen/cuda/gpu_plan.h"
#include "engine/exec/gpu_plan_json.h"
#include "engine/exec/step_functions.h"
#include "ir/infer.h"
#include "frontend/driver/driver.h"
#include "tests/support/programs.h"

namespace netc::engine {

using cuda::GpuPlan;
using cuda::GpuValue;
using cuda::kGpuArenaAlignment;
using cuda::plan_gpu_function;
namespace {

void check_plan(const ir::Function& f, const GpuPlan& p) {
  size_t n = p.values.size();
  // Launches as they run (a loop's body once per step), numbered in that order.
  std::vector<int> written_at(n, -1), last_read(n, -1);
  std::vector<size_t> writer(n, p.code.launches.size());
  int time = 0;
  std::vector<int64_t> steps;
  Status walked = cuda::walk_launches(p.code.launches, 0, p.code.launches.size(), steps,
                                      [&](size_t li, const std::vector<int64_t>& at) -> Status {
    const cuda::Launch& l = p.code.launches[li];
    std::vector<ir::ValueId> writes = GpuPlan::written(l);
    // The scratch memory holds what the launch keeps there.
    EXPECT_LE(static_cast<uint64_t>(l.scratch_bytes), p.scratch_bytes) << f.name << " launch " << li;
    for (size_t j = 0; j < l.buffers.size(); ++j) {
      ir::ValueId b = l.buffers[j];
      if (b == cuda::kScratchOperand) {
        EXPECT_EQ(l.kind, cuda::Launch::Kind::Gemm) << f.name << " launch " << li;
        const int64_t rows[] = {l.m, l.k, l.m}, cols[] = {l.k, l.n, l.n}, strides[] = {l.stride_a, l.stride_b, l.stride_c};
        int64_t elements = strides[j] * (l.batch - 1) + rows[j] * cols[j];
        EXPECT_GE(l.scratch_at[j], 0);
        const int64_t bytes = j < 2 && ir::is_half(l.operands) ? 2 : 4;  // C is f32
        EXPECT_LE(l.scratch_at[j] + bytes * elements, l.scratch_bytes) << f.name << " launch " << li;
        continue;
      }
      ir::ValueId r = p.root(b);
      EXPECT_NE(p.values[r].kind, GpuValue::Unused) << f.name << " launch " << li;
      if (p.values[r].kind == GpuValue::Input) {
        EXPECT_LT(p.values[r].input, f.params.size());
      }
      if (p.values[r].kind == GpuValue::Owned || p.values[r].kind == GpuValue::Result) {
        EXPECT_TRUE(written_at[r] >= 0 || std::count(writes.begin(), writes.end(), r)) << f.name << ": %" << f.values[r].name << " read before it is written";
      }
      // At every step, inside its value's memory.
      const int64_t offset = l.offset_at(j, at);
      EXPECT_TRUE(offset >= 0 && (offset == 0 || static_cast<uint64_t>(offset) < p.values[r].bytes))
          << f.name << " launch " << li << " buffer " << j << " at offset " << offset;
      last_read[r] = time;
    }
    for (ir::ValueId w : writes) {
      EXPECT_TRUE(p.values[w].kind == GpuValue::Owned || p.values[w].kind == GpuValue::Result) << f.name << " launch " << li;
      // Once, or by the same launch again at a loop's later step.
      EXPECT_TRUE(written_at[w] < 0 || writer[w] == li) << f.name << ": %" << f.values[w].name << " written twice";
      if (written_at[w] < 0) written_at[w] = time;
      writer[w] = li;
    }
    ++time;
    return {};
  });
  ASSERT_TRUE(walked.ok());
  // Every result reaches its buffer exactly once: written there by a launch,
  // or copied there at the end.
  std::vector<int> delivered(f.results.size(), 0);
  for (ir::ValueId v = 0; v < n; ++v)
    if (p.values[v].kind == GpuValue::Result) {
      ASSERT_LT(p.values[v].result, f.results.size());
      EXPECT_EQ(p.root(f.results[p.values[v].result]), v) << f.name;
      EXPECT_GE(written_at[v], 0) << f.name << ": result never written";
      ++delivered[p.values[v].result];
    }
  for (const GpuPlan::Copy& c : p.copies) {
    ASSERT_LT(c.result, f.results.size());
    EXPECT_EQ(p.root(f.results[c.result]), c.from);
    EXPECT_NE(p.values[c.from].kind, GpuValue::Unused);
    EXPECT_NE(p.values[c.from].kind, GpuValue::Owned) << f.name << ": result " << c.result << " copied from the arena";
    last_read[c.from] = time;  // the copies run after every launch
    ++delivered[c.result];
  }
  for (size_t k = 0; k < f.results.size(); ++k) {
    EXPECT_EQ(delivered[k], 1) << f.name << ": result " << k;
    EXPECT_GT(p.result_bytes(f, k), 0u);
  }
  // Owned values: aligned places inside the arena, and no two that are live
  // at the same launch overlap (a value is live from the launch that writes
  // it to the last launch that reads it).
  std::vector<ir::ValueId> owned;
  for (ir::ValueId v = 0; v < n; ++v)
    if (p.values[v].kind == GpuValue::Owned) {
      owned.push_back(v);
      EXPECT_EQ(p.values[v].offset % kGpuArenaAlignment, 0u);
      EXPECT_LE(p.values[v].offset + p.values[v].bytes, p.arena_bytes) << f.name << ": %" << f.values[v].name;
    }
  for (size_t a = 0; a < owned.size(); ++a)
    for (size_t b = a + 1; b < owned.size(); ++b) {
      const GpuValue &x = p.values[owned[a]], &y = p.values[owned[b]];
      bool live_together = written_at[owned[a]] <= last_read[owned[b]] && written_at[owned[b]] <= last_read[owned[a]];
      bool overlap = x.offset < y.offset + y.bytes && y.offset < x.offset + x.bytes;
      EXPECT_FALSE(live_together && overlap) << f.name << ": %" << f.values[owned[a]].name << " and %"
                                             << f.values[owned[b]].name << " share memory while both are live";
    }
}

// Synchronised BatchNorm: each `replica_mean` of `f` (outside loops) that
// is computed (the evaluation's are not: it normalises with the running
// statistics) is a ReplicaMean launch, in the function's order, of its
// result and operand with their element count; a gradient's with the
// kernel that scales it by the replica's weight (a summed loss's,
// gpu_step_program.cc).
void expect_replica_means(const ir::Function& f, const GpuPlan& p) {
  std::vector<const ir::Inst*> insts;
  for (const ir::Inst& i : f.body)
    if (i.op == ir::Op::ReplicaMean && p.values[i.result].kind != GpuValue::Unused) insts.push_back(&i);
  std::vector<const cuda::Launch*> launches;
  for (const cuda::Launch& l : p.code.launches)
    if (l.kind == cuda::Launch::Kind::ReplicaMean) launches.push_back(&l);
  ASSERT_EQ(launches.size(), insts.size()) << f.name;
  for (size_t k = 0; k < insts.size(); ++k) {
    const ir::Inst& i = *insts[k];
    const cuda::Launch& l = *launches[k];
    const bool backward = ir::attr_int(i.attrs, "backward", 0) != 0;
    EXPECT_EQ(l.buffers, (std::vector<ir::ValueId>{i.result, i.operands[0]})) << f.name;
    EXPECT_EQ(l.writes, 1u);
    EXPECT_EQ(l.count * 4, static_cast<int64_t>(p.values[i.result].bytes)) << f.name;
    EXPECT_EQ(l.backward, backward) << f.name;
    EXPECT_EQ(!l.kernel.empty(), backward) << f.name;
    EXPECT_TRUE(!backward || (l.threads == l.count && p.code.source.find(l.kernel + "(") != std::string::npos)) << f.name;
  }
}

// `p` as a `netc build` library carries it (gpu_plan_json.h) reads back
// with everything the executor runs: the values' memory, every launch, the
// copies, the arena and the inputs' and results' sizes.
void expect_round_trip(const ir::Function& f, const GpuPlan& p) {
  auto back = read_gpu_plan(nlohmann::json::parse(gpu_plan_json(p).dump()));
  ASSERT_TRUE(back.ok()) << f.name << ": " << back.message();
  ASSERT_EQ(back->values.size(), p.values.size()) << f.name;
  for (size_t v = 0; v < p.values.size(); ++v) {
    const GpuValue &a = p.values[v], &b = back->values[v];
    EXPECT_TRUE(a.kind == b.kind && a.bytes == b.bytes && p.root(static_cast<ir::ValueId>(v)) == back->root(static_cast<ir::ValueId>(v)))
        << f.name << ": %" << f.values[v].name;
    EXPECT_TRUE(a.kind != GpuValue::Input || a.input == b.input) << f.name;
    EXPECT_TRUE((a.kind != GpuValue::Param && a.kind != GpuValue::InPlace) || a.param == b.param) << f.name;
    EXPECT_TRUE(a.kind != GpuValue::Result || a.result == b.result) << f.name;
    EXPECT_TRUE(a.kind != GpuValue::Owned || a.offset == b.offset) << f.name;
  }
  ASSERT_EQ(back->code.launches.size(), p.code.launches.size()) << f.name;
  for (size_t li = 0; li < p.code.launches.size(); ++li) {
    const cuda::Launch &a = p.code.launches[li], &b = back->code.launches[li];
    EXPECT_EQ(cuda::describe(b), cuda::describe(a)) << f.name << " launch " << li;
    EXPECT_TRUE(a.kind == b.kind && a.buffers == b.buffers && a.offsets == b.offsets && a.writes == b.writes &&
                a.continues == b.continues && a.seed_offset == b.seed_offset && a.beta == b.beta &&
                a.operands == b.operands && a.finish_kernel == b.finish_kernel && a.count == b.count &&
                a.backward == b.backward && a.kernel == b.kernel && a.threads == b.threads)
        << f.name << " launch " << li;
  }
  ASSERT_EQ(back->copies.size(), p.copies.size()) << f.name;
  for (size_t k = 0; k < p.copies.size(); ++k)
    EXPECT_TRUE(back->copies[k].result == p.copies[k].result && back->copies[k].from == p.copies[k].from) << f.name;
  EXPECT_EQ(back->arena_bytes, p.arena_bytes) << f.name;
  EXPECT_EQ(back->input_bytes, p.input_bytes) << f.name;
  EXPECT_EQ(back->result_sizes, p.result_sizes) << f.name;
  EXPECT_EQ(back->result_sizes.size(), f.results.size()) << f.name;
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
        expect_replica_means(*f, *p);
        expect_round_trip(*f, *p);
        // `precision = bf16` (f16): the step's and the evaluation's
        // products are cuBLAS's bf16 (f16) GEMMs (the update has none).
        const ir::DType low = run.settings.precision;
        if (ir::is_half(low) && f != fns->update) {
          EXPECT_TRUE(std::any_of(p->code.launches.begin(), p->code.launches.end(),
                                  [&](const cuda::Launch& l) { return l.kind == cuda::Launch::Kind::Gemm && l.operands == low; }))
              << f->name;
        }
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

// The plan of the gradient of `example`'s first train block, for batch `b`.
struct GradPlan {
  std::unique_ptr<Compilation> c;
  Expected<StepFunctions> fns = Status::error("not prepared");
  Expected<GpuPlan> plan = Status::error("not planned");
};
void plan_gradient(const std::string& example, int64_t b, GradPlan* g) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  g->c = compile(std::string(NETC_TEST_SOURCE_DIR) + "/examples/" + example, o);
  ASSERT_TRUE(g->c->ok());
  g->fns = prepare_step_functions(*g->c->ir, g->c->ir->trains.front());
  ASSERT_TRUE(g->fns.ok()) << g->fns.message();
  g->plan = plan_gpu_function(*g->c->ir, g->fns->grad, {{"B", b}});
  ASSERT_TRUE(g->plan.ok()) << g->plan.message();
}

// The step functions of the first train block of the program `text`.
struct Prepared {
  std::unique_ptr<Compilation> c;
  Expected<StepFunctions> fns = Status::error("not prepared");
};
void prepare_text(const std::string& name, const std::string& text, Prepared* p) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  p->c = compile(name, o, text);
  ASSERT_TRUE(p->c->ok());
  p->fns = prepare_step_functions(*p->c->ir, p->c->ir->trains.front());
  ASSERT_TRUE(p->fns.ok()) << p->fns.message();
}

TEST(GpuPlan, TransfersAndParamsUseTheMemoryTheyName) {
  // fashion_mlp moves its batch with `to(gpu, ...)`: on the GPU that is the
  // input's own memory (the batch was copied once, before the step).
  GradPlan g;
  ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_mlp.net", 8, &g));
  auto& p = g.plan;
  int aliases_of_inputs = 0, params = 0;
  for (ir::ValueId v = 0; v < p->values.size(); ++v) {
    if (p->values[v].kind == GpuValue::Alias && p->values[p->root(v)].kind == GpuValue::Input) ++aliases_of_inputs;
    if (p->values[v].kind == GpuValue::Param) ++params;
  }
  EXPECT_GT(aliases_of_inputs, 0);
  EXPECT_GT(params, 0);
}

TEST(GpuPlan, AResultThatAliasesAComputedValueIsWrittenInPlace) {
  // `loss = to(cpu, mse(...))`: the loss's memory is the mse's, so the launch
  // computing the mse writes the loss's buffer; nothing is copied out of the
  // arena after later launches may have reused it.
  Prepared a;
  ASSERT_NO_FATAL_FAILURE(prepare_text("alias.net", test::kLossMovedToTheCpu, &a));
  for (const ir::Function* f : {&a.fns->grad, &a.fns->eval}) {
    auto p = plan_gpu_function(*a.c->ir, *f, {{"B", 8}});
    ASSERT_TRUE(p.ok()) << p.message();
    check_plan(*f, *p);
    ir::ValueId loss = f->results[0];
    ASSERT_EQ(p->values[loss].kind, GpuValue::Alias) << f->name;
    EXPECT_EQ(p->values[p->root(loss)].kind, GpuValue::Result) << f->name;
    EXPECT_EQ(p->values[p->root(loss)].result, 0u) << f->name;
  }
}

TEST(GpuPlan, TheArenaReusesThePlacesOfDeadValues) {
  // The CNN's gradient has many intermediates, few of them live at once.
  GradPlan g;
  ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_cnn.net", 32, &g));
  auto& p = g.plan;
  uint64_t owned = 0;
  for (const GpuValue& v : p->values)
    if (v.kind == GpuValue::Owned) owned += (v.bytes + kGpuArenaAlignment - 1) / kGpuArenaAlignment * kGpuArenaAlignment;
  // The arena starts with the scratch memory (the convolutions' columns).
  EXPECT_GT(p->scratch_bytes, 0u);
  EXPECT_GT(p->arena_bytes, p->scratch_bytes);
  EXPECT_LT(p->arena_bytes - p->scratch_bytes, owned / 2) << "owned values take " << owned << " bytes one after the other";
}

// Convolutions run as cuBLAS products over columns in the scratch memory:
// in the CNN's gradient, each of the two forward convolutions is an im2col
// and a batched product, conv2's input gradient a batched product and a
// col2im (conv1's input is the data: no gradient), and each weight gradient
// an im2col, dy with its batch and channel axes swapped, and one product.
TEST(GpuPlan, ConvolutionsAreProductsOverColumnsInTheScratchMemory) {
  GradPlan g;
  ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_cnn.net", 32, &g));
  auto& p = g.plan;
  std::vector<std::string> conv;
  for (const cuda::Launch& l : p->code.launches) {
    std::string d = cuda::describe(l);
    if (d.find("conv2d") != std::string::npos || d.find("scratch+") != std::string::npos) conv.push_back(d);
  }
  auto count = [&](const std::string& what) {
    return std::count_if(conv.begin(), conv.end(), [&](const std::string& d) { return d.find(what) != std::string::npos; });
  };
  EXPECT_EQ(conv.size(), 2u * 2 + 2 + 3u * 2) << ::testing::PrintToString(conv);
  EXPECT_EQ(count("conv2d_im2col"), 2);
  EXPECT_EQ(count("conv2d_grad_weight_im2col"), 2);
  EXPECT_EQ(count("conv2d_grad_weight_swap_batch"), 2);
  EXPECT_EQ(count("conv2d_grad_input_col2im"), 1);
  // conv2 (16 -> 32 channels, 3x3, 14x14 -> 12x12) forward: y[b] = w @ col[b].
  EXPECT_EQ(count("sgemm m=32 n=144 k=144 batch=32 B=scratch+0"), 1);
  // Its input gradient: dcol[b] = w^T @ dy[b].
  EXPECT_EQ(count("sgemm m=144 n=144 k=32 A^T batch=32 C=scratch+0"), 1);
  // Its weight gradient: dw = dy^T @ col^T over 32 * 144 positions.
  EXPECT_EQ(count("sgemm m=32 n=144 k=4608 B^T A=scratch+"), 1);
  for (const cuda::Launch& l : p->code.launches) EXPECT_LE(static_cast<uint64_t>(l.scratch_bytes), p->scratch_bytes);
}

// With columns limited to 1 MiB, the CNN's convolutions over 32 images run
// in chunks: conv2's forward columns take 144 * 144 * 4 bytes an image, so 12
// images a chunk (12, 12, 8); each chunk addresses its slice of y, and the
// chunks after the first continue the first's value.
TEST(GpuPlan, ConvolutionsRunOverChunksOfImagesThatFitTheColumnLimit) {
  GradPlan g;
  ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_cnn.net", 32, &g));
  cuda::EmitOptions small;
  small.max_column_bytes = 1 << 20;
  auto p = plan_gpu_function(*g.c->ir, g.fns->grad, {{"B", 32}}, small);
  ASSERT_TRUE(p.ok()) << p.message();
  check_plan(g.fns->grad, *p);
  std::vector<const cuda::Launch*> forward;
  for (const cuda::Launch& l : p->code.launches)
    if (l.kind == cuda::Launch::Kind::Gemm && l.m == 32 && l.n == 144 && l.k == 144 && l.scratch_at[1] == 0) forward.push_back(&l);
  ASSERT_EQ(forward.size(), 3u);
  const int64_t y_image = 32 * 144 * 4;
  for (size_t j = 0; j < 3; ++j) {
    EXPECT_EQ(forward[j]->batch, j < 2 ? 12 : 8);
    EXPECT_EQ(forward[j]->offset(2), static_cast<int64_t>(12 * j) * y_image);
    EXPECT_EQ(forward[j]->continues, j > 0);
    EXPECT_LE(forward[j]->scratch_bytes, int64_t{1} << 20);
  }
  EXPECT_LE(p->scratch_bytes, uint64_t{1} << 20);
  // The weight gradients' later chunks add to what the first wrote.
  int accumulating = 0;
  for (const cuda::Launch& l : p->code.launches)
    if (l.kind == cuda::Launch::Kind::Gemm && l.beta == 1.0f) {
      ++accumulating;
      EXPECT_TRUE(l.continues);
    }
  EXPECT_GT(accumulating, 0);
}

// A `for` loop is a loop in the launch list, not an unrolling: std.nn's LSTM
// over 4 steps and over 64 has as many launches and kernels, the same ones
// in the same order, in the gradient (the loop forward, then
// backwards in reverse) and in the evaluation; and each plan holds at every
// step of its loops.
TEST(GpuPlan, AnLstmsLaunchesDoNotGrowWithItsSteps) {
  auto program = [](int64_t T) {
    return "import std.nn;\ndevice gpu = cuda:0 | cpu;\n"
           "dataset d {\n  x: f32[" + std::to_string(3 * T) + "] = csv(\"d.csv\");\n"
           "  y: i64[] = csv(\"d.csv\", columns = [1]);\n}\n"
           "model M() {\n  lstm = LSTM(3, 8);\n  fc = Linear(8, 5);\n"
           "  fn forward(x: f32[N, T, 3]) -> f32[N, 5] {\n"
           "    let (hs, h, c) = lstm(x);\n    return fc(h + c + mean(hs, axis = 1));\n  }\n}\n"
           "net = M() @ gpu;\ntrain net on d {\n  batch = 8;\n"
           "  loss = cross_entropy(net(to(gpu, reshape(batch.x, [-1, " + std::to_string(T) + ", 3]))), to(gpu, batch.y));\n"
           "  optimizer = Adam(lr = 0.01);\n  epochs = 1;\n}\n";
  };
  // Per function (gradient, evaluation): each launch's kernel, or a GEMM, or
  // a loop over its body (not its grid or sizes, which the values outside
  // the loops change with T); how many kernels the source defines.
  struct Shape {
    std::vector<std::vector<std::string>> launches;
    std::vector<size_t> kernels;
  };
  auto shape = [&](int64_t T, Shape* out) {
    Prepared lstm;
    ASSERT_NO_FATAL_FAILURE(prepare_text("lstm.net", program(T), &lstm));
    for (const ir::Function* f : {&lstm.fns->grad, &lstm.fns->eval}) {
      auto p = plan_gpu_function(*lstm.c->ir, *f, {{"B", 8}});
      ASSERT_TRUE(p.ok()) << p.message();
      check_plan(*f, *p);
      std::vector<std::string> described;
      int loops = 0;
      for (const cuda::Launch& l : p->code.launches) {
        if (l.kind == cuda::Launch::Kind::Loop) {
          EXPECT_EQ(l.steps, T) << f->name;
          described.push_back("loop over " + std::to_string(l.body) + (l.reverse ? " in reverse" : ""));
          ++loops;
        } else {
          described.push_back(l.kind == cuda::Launch::Kind::Gemm ? "gemm" : l.kernel);
        }
      }
      EXPECT_EQ(loops, f == &lstm.fns->grad ? 2 : 1) << f->name;  // forward; and backwards
      out->launches.push_back(described);
      size_t kernels = 0;
      for (size_t at = p->code.source.find("__global__"); at != std::string::npos;
           at = p->code.source.find("__global__", at + 1))
        ++kernels;
      out->kernels.push_back(kernels);
    }
  };
  Shape short_run, long_run;
  ASSERT_NO_FATAL_FAILURE(shape(4, &short_run));
  ASSERT_NO_FATAL_FAILURE(shape(64, &long_run));
  ASSERT_EQ(short_run.launches.size(), 2u);
  for (size_t k = 0; k < 2; ++k) {
    EXPECT_EQ(short_run.launches[k].size(), long_run.launches[k].size());
    EXPECT_EQ(short_run.launches[k], long_run.launches[k]);
    EXPECT_EQ(short_run.kernels[k], long_run.kernels[k]);
  }
}

// Data parallelism: the gradients of the MLP go out to be all-reduced while
// the backward pass goes on, each after the last launch that touches it,
// last gradient first, in the same order for every batch size (each
// replica's share has its own plan, and NCCL matches calls by order).
TEST(GpuPlan, GradientsAreAllReducedAfterTheirLastLaunchInOneOrder) {
  for (int64_t b : {32, 5}) {
    GradPlan g;
    ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_mlp.net", b, &g));
    const ir::Function& f = g.fns->grad;
    size_t first = g.fns->first_grad(), end = g.fns->first_state();
    auto after = cuda::all_reduce_schedule(*g.plan, f, first, end);
    ASSERT_EQ(after.size(), g.plan->code.launches.size());
    std::vector<size_t> order;
    size_t first_listed = after.size();
    for (size_t li = 0; li < after.size(); ++li)
      for (size_t k : after[li]) {
        order.push_back(k);
        first_listed = std::min(first_listed, li);
        // No later launch reads or writes gradient k.
        for (size_t lj = li + 1; lj < after.size(); ++lj)
          for (ir::ValueId v : g.plan->code.launches[lj].buffers)
            if (v != cuda::kScratchOperand) {
              const GpuValue& x = g.plan->values[g.plan->root(v)];
              EXPECT_FALSE(x.kind == GpuValue::Result && static_cast<size_t>(x.result) == k)
                  << "batch " << b << ": launch " << lj << " touches gradient " << k << " after its all-reduce";
            }
      }
    // Some go before the last launch: they overlap the rest of the step.
    ASSERT_FALSE(order.empty()) << "batch " << b;
    EXPECT_LT(first_listed + 1, after.size()) << "batch " << b;
    // Last gradient first; those not listed come after, in the same order.
    for (size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], end - 1 - i) << "batch " << b;
  }
}

// A corrupt plan in a library is an error that says what is wrong, never a
// wild access when it runs.
TEST(GpuPlan, APlanThatDoesNotReadBackIsAnError) {
  GradPlan g;
  ASSERT_NO_FATAL_FAILURE(plan_gradient("fashion_mlp.net", 8, &g));
  const nlohmann::json good = gpu_plan_json(*g.plan);
  auto expect_error = [](nlohmann::json j, const std::string& want) {
    auto p = read_gpu_plan(j);
    EXPECT_TRUE(!p.ok() && p.message().find(want) != std::string::npos) << (p.ok() ? "read" : p.message());
  };
  nlohmann::json j = good;
  j.erase("launches");
  expect_error(j, "launches");
  j = good;
  j["launches"][0]["kind"] = "warp";
  expect_error(j, "a launch of kind `warp`");
  j = good;
  j["launches"][0]["buffers"][0] = g.plan->values.size();
  expect_error(j, "a launch of a value the plan does not have");
  j = good;
  j["values"][0] = {{"kind", "alias"}, {"of", 0}, {"bytes", 4}};
  expect_error(j, "value 0 aliases no value");
  j = good;
  j["values"][0] = {{"kind", "result"}, {"result", 99}, {"bytes", 4}};
  expect_error(j, "value 0 is a result that the function does not have");
  j = good;
  j["copies"] = {{0, g.plan->values.size() + 5}};
  expect_error(j, "a copy of a value the plan does not have");
  EXPECT_TRUE(read_gpu_plan(good).ok());
}

}  // namespace
}  // namespace netc::engine
