// The CUDA backend without a GPU: every kernel that the examples, the golden
// programs and their training steps (forward, gradient, update) generate is
// compiled by NVRTC to PTX for compute_90 and to a cubin for sm_90; and the
// generated source of a small network is a golden file
// (NETC_UPDATE_GOLDEN=1 rewrites it).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <unistd.h>

#include "codegen/common/plan.h"
#include "codegen/cuda/emit_cuda.h"
#include "codegen/cuda/nvrtc.h"
#include "frontend/driver/driver.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/for_inference.h"
#include "ir/passes/mixed_precision.h"
#include "ir/passes/simplify.h"
#include "tests/support/programs.h"

namespace netc {
namespace {

namespace fs = std::filesystem;

// Every function of the program, plus the gradient of each train step
// (under its precision policy: `precision = bf16` makes its products bf16).
std::vector<ir::Function> functions_of(const ir::Module& m) {
  std::vector<ir::Function> fns;
  for (const ir::Function& f : m.functions) fns.push_back(ir::for_inference(f));
  for (const ir::TrainRun& run : m.trains)
    for (const ir::Function& f : m.functions)
      if (f.name == run.step) {
        auto g = ir::differentiate(m, f, 0, ir::trained_params(m, run));
        if (!g.ok()) continue;
        ir::Function fn = ir::simplify(g->fn);
        fns.push_back(run.settings.precision == ir::DType::F32 ? fn : ir::mixed_precision(fn, run.settings.precision));
      }
  return fns;
}

// `text`, a program of its own named `name`, compiled with the standard library.
std::unique_ptr<Compilation> compile_program(const std::string& name, const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  return compile(name, o, text);
}

class CudaKernels : public ::testing::TestWithParam<std::string> {};

TEST_P(CudaKernels, EveryKernelCompilesWithNvrtc) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile(GetParam(), o);
  ASSERT_TRUE(c->ok()) << GetParam();
  int kernels = 0;
  for (const ir::Function& f : functions_of(*c->ir)) {
    // The batch as 16 or 4, any other named size (a sequence length) as 5.
    std::map<std::string, int64_t> dims{{"B", 16}, {"N", 4}};
    for (const ir::Value& v : f.values)
      for (const ir::Dim& d : v.type.shape)
        for (const std::string& s : d.symbols()) dims.emplace(s, 5);
    auto cf = cuda::emit_cuda(*c->ir, f, dims);
    ASSERT_TRUE(cf.ok()) << f.name << ": " << cf.message();
    const cuda::CudaFunction& fn = *cf;
    for (const cuda::Launch& l : fn.launches) kernels += l.kind == cuda::Launch::Kind::Kernel;
    // bf16 and f16 values (ok_precision.net, ok_precision_f16.net,
    // ok_precision_conv.net): kernels that store them as 16 bits, and each
    // product and each convolution of two such operands a GEMM of that dtype
    // (a convolution's columns are 16 bits too; one chunk of images here).
    for (ir::DType low : {ir::DType::BF16, ir::DType::F16}) {
      int products = 0, gemms = 0;
      for (const ir::Inst& i : f.body)
        products += (i.op == ir::Op::Matmul || i.op == ir::Op::Conv2d || i.op == ir::Op::Conv2dGradInput ||
                     i.op == ir::Op::Conv2dGradWeight) &&
                    f.values[i.operands[0]].type.dtype == low;
      for (const cuda::Launch& l : fn.launches) gemms += l.kind == cuda::Launch::Kind::Gemm && l.operands == low;
      EXPECT_EQ(gemms, products) << f.name << " in " << ir::dtype_name(low);
      const std::string stored = "netc_" + std::string(ir::dtype_name(low)) + "* __restrict__ b0";
      if (products > 0) {
        EXPECT_NE(fn.source.find(stored), std::string::npos) << f.name;
      }
    }
    for (const char* arch : {"compute_90", "sm_90"}) {
      auto r = cuda::nvrtc_compile(fn.source, arch, f.name + ".cu");
      ASSERT_TRUE(r.ok()) << f.name << " for " << arch << ":\n" << r.message();
      EXPECT_FALSE(r->binary.empty());
    }
  }
  EXPECT_GT(kernels, 0);
}

// Every op of ir/ops.def through the CUDA backend: the functions of a
// program that uses them all (its gradient included) emit CUDA C that NVRTC
// compiles, and together they use every op the backend can see.
TEST(CudaSource, EveryOpOfOpsDefCompiles) {
  auto c = compile_program("every_op.net", test::kEveryOp);
  ASSERT_TRUE(c->ok());
  std::set<ir::Op> ops;
  for (const ir::Function& f : functions_of(*c->ir)) {
    for (const ir::Inst& i : f.body) ops.insert(i.op);
    auto cf = cuda::emit_cuda(*c->ir, f, {{"B", 5}});
    ASSERT_TRUE(cf.ok()) << f.name << ": " << cf.message();
    auto r = cuda::nvrtc_compile(cf->source, "compute_90", f.name + ".cu");
    ASSERT_TRUE(r.ok()) << f.name << ":\n" << r.message();
  }
  // functions_of runs for_inference, which removes if_training; the
  // gradient's for_training form removes it too. replica_mean is gone on one
  // device; GPU replicas' steps have it (gpu_plan_test, codegen_dumps'
  // ok_sync_batchnorm).
  std::set<ir::Op> never = {ir::Op::IfTraining, ir::Op::ReplicaMean};
#define NETC_OP(name, spelling, arity, kind, grads, typing, family) \
  EXPECT_TRUE(ops.count(ir::Op::name) || never.count(ir::Op::name)) << "no function emitted uses `" << spelling << "`";
#include "ir/ops.def"
#undef NETC_OP
}

// bf16 values are read by elementwise kernels, transposes and products; an
// op whose kernel reads f32 (argmax) is refused where the program has it.
TEST(CudaSource, AnOpThatCannotReadBf16IsRefusedWithItsPlace) {
  auto c = compile_program("argmax.net", "model M() {\n"
                                         "  fn forward(x: f32[N, 4]) -> i64[N] { return argmax(cast(x, bf16), axis = 1); }\n"
                                         "}\nm = M();\n");
  ASSERT_TRUE(c->ok());
  auto cf = cuda::emit_cuda(*c->ir, c->ir->functions[0], {{"N", 3}});
  ASSERT_FALSE(cf.ok());
  EXPECT_EQ(cf.message(), "argmax.net:2:47: the CUDA backend cannot compute `argmax` of bf16 values yet; cast them to f32 first");
}

INSTANTIATE_TEST_SUITE_P(Programs, CudaKernels, ::testing::ValuesIn(test::example_programs(NETC_TEST_SOURCE_DIR)),
                         [](const auto& info) { return test::program_test_name(info.param); });

// The source and launches of `fn` against tests/golden/cuda/NAME
// (NETC_UPDATE_GOLDEN=1 rewrites it).
void expect_golden(const cuda::CudaFunction& fn, const std::string& name) {
  std::ostringstream text;
  text << fn.source << "\n// launches\n";
  for (const cuda::Launch& l : fn.launches) {
    if (l.kind == cuda::Launch::Kind::Gemm)
      text << "// gemm m=" << l.m << " n=" << l.n << " k=" << l.k << " trans_a=" << l.trans_a << " trans_b=" << l.trans_b << "\n";
    else
      text << "// " << l.kernel << " threads=" << l.threads << (l.writes > 1 ? " writes=" + std::to_string(l.writes) : "") << "\n";
  }
  std::string path = std::string(NETC_TEST_SOURCE_DIR) + "/tests/golden/cuda/" + name;
  if (std::getenv("NETC_UPDATE_GOLDEN")) {
    std::ofstream(path) << text.str();
    GTEST_SKIP() << "rewrote " << path;
  }
  std::ifstream in(path);
  std::stringstream want;
  want << in.rdbuf();
  EXPECT_EQ(text.str(), want.str()) << "run with NETC_UPDATE_GOLDEN=1 to rewrite " << path;
}

TEST(CudaSource, GoldenForASmallNetwork) {
  auto c = compile_program("small.net",
                           "import std.nn;\nmodel M() { fc = Linear(4, 3); drop = Dropout(0.5);\n"
                           "  fn forward(x: f32[N, 4]) -> f32[N] { return sum(drop(relu(fc(x))) * 2.0, axis = 1); } }\nm = M();\n");
  ASSERT_TRUE(c->ok());
  auto cf = cuda::emit_cuda(*c->ir, c->ir->functions[0], {{"N", 8}});
  ASSERT_TRUE(cf.ok());
  expect_golden(*cf, "small_network.cu");
}

// An optimizer's update is one pass over each parameter's memory: Adam's new
// m and v are carried into the loop of the new parameter, which stores all
// three (codegen/common/plan.h), on the CPU and the GPU alike.
TEST(CudaSource, AnOptimizerUpdateIsOnePassPerParameter) {
  auto c = compile_program("adam.net",
                           "import std.nn;\ndataset d { x: f32[3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                           "m = Linear(3, 2);\ntrain m on d { loss = cross_entropy(m(batch.x), batch.y); optimizer = Adam(); epochs = 1; }\n");
  ASSERT_TRUE(c->ok());
  const ir::Function* update = nullptr;
  for (const ir::Function& f : c->ir->functions)
    if (f.name == c->ir->trains[0].name + ".update") update = &f;
  ASSERT_NE(update, nullptr);
  auto plan = codegen::make_plan(*update, {}).value();
  int carried = 0;
  for (bool b : plan.carried) carried += b;
  EXPECT_EQ(carried, 4);  // m and v of the weight and of the bias
  auto cf = cuda::emit_cuda(*c->ir, *update, {});
  ASSERT_TRUE(cf.ok());
  const cuda::CudaFunction& fn = *cf;
  ASSERT_EQ(fn.launches.size(), 2u);  // the weight, the bias
  for (const cuda::Launch& l : fn.launches) EXPECT_EQ(l.writes, 3u);
  expect_golden(fn, "adam_update.cu");
}

// The gradient of a mean over the batch divides by the batch's size: once B
// is bound, that count, the loss's seed and their quotient are constants in
// the kernels (codegen::bind_sizes), not kernels that count and divide at
// every step; and the function's IR, which keeps B, still counts it.
TEST(CudaSource, ABoundBatchSizeIsAConstantOfTheGradient) {
  auto c = compile_program("mean.net",
                           "import std.nn;\ndataset d { x: f32[3] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                           "m = Linear(3, 2);\ntrain m on d { batch = 8; loss = cross_entropy(m(batch.x), batch.y); "
                           "optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  ASSERT_TRUE(c->ok());
  std::vector<ir::Function> fns = functions_of(*c->ir);  // the gradient comes last
  ASSERT_EQ(fns.back().name, c->ir->trains[0].step + ".grad");
  const ir::Function& grad = fns.back();
  auto ones = [](const ir::Function& f) {
    return std::count_if(f.body.begin(), f.body.end(), [](const ir::Inst& i) { return i.op == ir::Op::Ones; });
  };
  ASSERT_EQ(ones(grad), 1);  // sum(ones(f32[B])): B is a name here
  EXPECT_EQ(ones(codegen::bind_sizes(grad, {})), 1);  // nothing bound: nothing folded
  ir::Function bound = codegen::bind_sizes(grad, {{"B", 8}});
  ASSERT_EQ(bound.values.size(), grad.values.size());  // the same value ids
  auto plan = codegen::make_plan(bound, {{"B", 8}}).value();
  for (const ir::Inst& i : bound.body) {
    if (i.op == ir::Op::Ones) {
      EXPECT_FALSE(plan.live[i.result]) << "a ones is still computed";
    }
  }
  auto cf = cuda::emit_cuda(*c->ir, grad, {{"B", 8}});
  ASSERT_TRUE(cf.ok());
  const cuda::CudaFunction& fn = *cf;
  for (const cuda::Launch& l : fn.launches) {
    EXPECT_EQ(l.kernel.find("_ones"), std::string::npos) << l.kernel;
    EXPECT_EQ(l.kernel.find("_constant"), std::string::npos) << l.kernel;
  }
  // -1 (the seed of -mean) over 8, one literal where the gradient is spread over the batch.
  EXPECT_NE(fn.source.find(" = -0.125f;"), std::string::npos) << fn.source;
}

// A value read by several loops that reads at most one tensor of its size
// is recomputed by each instead of stored (codegen/common/plan.h): of a
// convolution, BatchNorm and relu's gradient, only 4 elementwise values of
// the activations' size are written out (12 before CSE and recomputation:
// `x - mean` twice, its broadcast mean, relu's gradient and each
// intermediate of BatchNorm's).
TEST(CodegenPlan, ABatchNormGradientStoresFewActivationSizedValues) {
  auto c = compile_program("bn.net",
                           "import std.nn;\ndataset d { x: f32[4, 6, 6] = csv(\"d.csv\"); y: i64[] = csv(\"d.csv\"); }\n"
                           "model M() { conv = Conv2d(4, 4, 3, padding = 1); bn = BatchNorm(4); fc = Linear(4, 3);\n"
                           "  fn forward(x: f32[N, 4, 6, 6]) -> f32[N, 3] { return fc(mean(relu(bn(conv(x))), axes = [2, 3])); } }\n"
                           "net = M();\ntrain net on d { batch = 8; loss = cross_entropy(net(batch.x), batch.y); "
                           "optimizer = SGD(lr = 0.1); epochs = 1; }\n");
  ASSERT_TRUE(c->ok());
  std::vector<ir::Function> fns = functions_of(*c->ir);  // the gradient comes last
  ir::Function bound = codegen::bind_sizes(fns.back(), {{"B", 8}});
  auto plan = codegen::make_plan(bound, {{"B", 8}}).value();
  int stored = 0, recomputed = 0;
  for (const ir::Inst& i : bound.body) {
    if (!plan.live[i.result] || !codegen::is_elementwise(i.op) || codegen::element_count(plan.shape[i.result]) != 8 * 4 * 36)
      continue;
    if (!plan.fused[i.result]) ++stored;
    else if (plan.consumers[i.result].size() > 1) ++recomputed;
  }
  EXPECT_EQ(stored, 4);
  EXPECT_GT(recomputed, 0);
}

// How a reduction's work is split (emit_reduction.cc): a whole-tensor mean of 2M
// elements in two passes over scratch memory (512 blocks of partial sums,
// then one thread per output); a sum over the batch with the innermost axis
// kept, a block per 32 columns; short rows, a thread per row.
TEST(CudaSource, ReductionsAreSplitByTheirShape) {
  auto c = compile_program("split.net",
                           "device gpu = cuda:0;\nmodel M() {\n  param w: f32[4096] = ones;\n"
                           "  fn whole(x: f32[N, 4096]) -> f32[] { return mean(x * w); }\n"
                           "  fn columns(x: f32[N, 4096]) -> f32[4096] { return sum(x * w, axis = 0); }\n"
                           "  fn rows(x: f32[N, 10]) -> f32[N] { return sum(x, axis = 1); }\n}\nm = M() @ gpu;\n");
  ASSERT_TRUE(c->ok());
  auto launch_of = [&](const std::string& fn) {
    for (const ir::Function& f : c->ir->functions)
      if (f.name.find(fn) != std::string::npos) {
        auto cf = cuda::emit_cuda(*c->ir, f, {{"N", 512}});
        EXPECT_TRUE(cf.ok());
        const auto& launches = cf->launches;
        EXPECT_EQ(launches.size(), 1u) << fn;
        return launches.back();
      }
    ADD_FAILURE() << "no function " << fn;
    return cuda::Launch{};
  };
  cuda::Launch whole = launch_of("whole");
  EXPECT_EQ(whole.threads, 512 * cuda::kBlockThreads);  // 512 chunks of 4096 elements
  EXPECT_FALSE(whole.finish_kernel.empty());
  EXPECT_EQ(whole.finish_threads, 1);
  EXPECT_EQ(whole.scratch_bytes, 512 * 4);
  cuda::Launch columns = launch_of("columns");
  EXPECT_EQ(columns.threads, 4096 / 32 * cuda::kBlockThreads);
  EXPECT_TRUE(columns.finish_kernel.empty());
  EXPECT_EQ(columns.scratch_bytes, 0);
  cuda::Launch rows = launch_of("rows");
  EXPECT_EQ(rows.threads, 512);
  EXPECT_TRUE(rows.finish_kernel.empty());
}

// Softmax over long rows takes a block per row (its threads stride over the
// row); over short rows, a thread per row.
TEST(CudaSource, LongSoftmaxRowsTakeABlockEach) {
  auto c = compile_program("softmax.net",
                           "device gpu = cuda:0;\nmodel M() {\n  param w: f32[1] = ones;\n"
                           "  fn wide(x: f32[N, 1000]) -> f32[N, 1000] { return log_softmax(x * w, axis = 1); }\n"
                           "  fn narrow(x: f32[N, 10]) -> f32[N, 10] { return softmax(x * w, axis = 1); }\n}\nm = M() @ gpu;\n");
  ASSERT_TRUE(c->ok());
  int seen = 0;
  for (const ir::Function& f : c->ir->functions) {
    bool wide = f.name.find("wide") != std::string::npos;
    if (!wide && f.name.find("narrow") == std::string::npos) continue;
    ++seen;
    auto cf = cuda::emit_cuda(*c->ir, f, {{"N", 64}});
    ASSERT_TRUE(cf.ok());
    const auto& fn = *cf;
    ASSERT_FALSE(fn.launches.empty());
    EXPECT_EQ(fn.launches.back().threads, wide ? 64 * cuda::kBlockThreads : 64) << f.name;
    EXPECT_EQ(fn.source.find("part_sum") != std::string::npos, wide) << fn.source;
    auto r = cuda::nvrtc_compile(fn.source, "sm_90", f.name + ".cu");
    EXPECT_TRUE(r.ok()) << r.message();
  }
  EXPECT_EQ(seen, 2);
}

// What netc run compiles for a GPU: its own cubin when NVRTC knows its
// architecture, PTX for the newest one below it when the GPU is newer, an
// error that says what NVRTC supports when it is older than all of them.
TEST(NvrtcTarget, TheGpusOwnCubinOrPtxForANewerOne) {
  std::vector<int> archs = cuda::nvrtc_supported_archs();
  ASSERT_FALSE(archs.empty());
  ASSERT_TRUE(std::is_sorted(archs.begin(), archs.end()));
  auto own = cuda::nvrtc_target("sm_90");
  ASSERT_TRUE(own.ok()) << own.message();
  EXPECT_EQ(own->arch, "sm_90");
  EXPECT_EQ(own->note, "");

  std::string newest = std::to_string(archs.back()), range = "sm_" + std::to_string(archs.front()) + " to sm_" + newest;
  auto newer = cuda::nvrtc_target("sm_999");
  ASSERT_TRUE(newer.ok()) << newer.message();
  EXPECT_EQ(newer->arch, "compute_" + newest);
  EXPECT_EQ(newer->note, "sm_999 is newer than NVRTC " + cuda::nvrtc_version() + " knows (" + range +
                             "): kernels as PTX for compute_" + newest + ", which the driver compiles");
  // The PTX compiles.
  auto r = cuda::nvrtc_compile("extern \"C\" __global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n", newer->arch);
  EXPECT_TRUE(r.ok()) << r.message();

  // Between two architectures NVRTC knows (sm_76, between sm_75 and sm_80):
  // PTX for the one below.
  for (size_t k = 0; k + 1 < archs.size(); ++k) {
    if (archs[k + 1] - archs[k] < 2) continue;
    std::string gap = "sm_" + std::to_string(archs[k] + 1), below = "compute_" + std::to_string(archs[k]);
    auto between = cuda::nvrtc_target(gap);
    ASSERT_TRUE(between.ok()) << between.message();
    EXPECT_EQ(between->arch, below);
    EXPECT_EQ(between->note, "NVRTC " + cuda::nvrtc_version() + " has no " + gap + " target (" + range +
                                 "): kernels as PTX for " + below + ", which the driver compiles");
    break;
  }

  auto older = cuda::nvrtc_target("sm_10");
  ASSERT_FALSE(older.ok());
  EXPECT_EQ(older.message(),
            "sm_10 is older than every architecture NVRTC " + cuda::nvrtc_version() + " compiles for (" + range + ")");
  auto bad = cuda::nvrtc_target("gfx90a");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.message(), "unknown GPU architecture `gfx90a`; expected sm_XX");
}

// The disk cache: a second compile of the same source comes from it; an
// entry damaged on disk (a byte changed, cut short) is compiled again and
// rewritten, never loaded.
TEST(NvrtcCache, ADamagedEntryIsCompiledAgain) {
  fs::path dir = fs::temp_directory_path() / ("netc-nvrtc-cache-test-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const char* before = std::getenv("NETC_CACHE_DIR");
  std::string saved = before ? before : "";
  ::setenv("NETC_CACHE_DIR", dir.c_str(), 1);
  const std::string source = "extern \"C\" __global__ void twice(float* x) { x[threadIdx.x] *= 2.0f; }\n";
  auto compile = [&] {
    auto r = cuda::nvrtc_compile(source, "sm_90", "twice.cu");
    EXPECT_TRUE(r.ok()) << r.message();
    return r.ok() ? *r : cuda::NvrtcResult{};
  };
  cuda::NvrtcResult first = compile();
  EXPECT_FALSE(first.from_cache);
  ASSERT_FALSE(first.binary.empty());
  cuda::NvrtcResult again = compile();
  EXPECT_TRUE(again.from_cache);
  EXPECT_EQ(again.binary, first.binary);

  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(dir)) entries.push_back(e.path());
  ASSERT_EQ(entries.size(), 1u);
  auto damage = [&](auto edit) {
    std::ifstream in(entries[0], std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    edit(bytes);
    std::ofstream(entries[0], std::ios::binary | std::ios::trunc) << bytes;
  };
  damage([](std::string& b) { b[b.size() / 2] ^= 0x20; });
  cuda::NvrtcResult flipped = compile();
  EXPECT_FALSE(flipped.from_cache);
  EXPECT_EQ(flipped.binary, first.binary);
  damage([](std::string& b) { b.resize(b.size() / 2); });
  cuda::NvrtcResult cut = compile();
  EXPECT_FALSE(cut.from_cache);
  EXPECT_EQ(cut.binary, first.binary);
  damage([](std::string& b) { b.clear(); });
  EXPECT_FALSE(compile().from_cache);
  // Rewritten each time: the next compile comes from the cache again.
  EXPECT_TRUE(compile().from_cache);

  if (before) ::setenv("NETC_CACHE_DIR", saved.c_str(), 1);
  else ::unsetenv("NETC_CACHE_DIR");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace netc
