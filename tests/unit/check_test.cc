// The checker through its library interface: shape unification (named dims,
// variadic dims, layer sizes), device resolution (declared names, builtins,
// fallback lists, placement and propagation), and the IR it builds.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "frontend/diagnostics/suggest.h"
#include "frontend/driver/driver.h"
#include "ir/infer.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"

namespace netc {
namespace {

std::unique_ptr<Compilation> check(const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  return compile("test.net", o, text);
}

std::vector<std::string> kinds(const Compilation& c) {
  std::vector<std::string> out;
  for (const Diagnostic& d : c.diagnostics.all()) out.push_back(diag_info(d.kind).name);
  return out;
}

const ir::Function* find_fn(const Compilation& c, const std::string& name) {
  for (const ir::Function& f : c.ir->functions)
    if (f.name == name) return &f;
  return nullptr;
}

using Kinds = std::vector<std::string>;

TEST(ShapeUnification, NamedDimBindsOncePerCall) {
  auto c = check("fn f(a: f32[N, 3], b: f32[N, 3]) -> f32[N, 3] { return a + b; }\n"
                 "x = f(zeros(f32[5, 3]), zeros(f32[5, 3]));\n"
                 "y = f(zeros(f32[7, 3]), zeros(f32[7, 3]));\n");
  ASSERT_TRUE(c->ok()) << kinds(*c).size();
  const ir::Function* top = find_fn(*c, "top");
  ASSERT_NE(top, nullptr);
  ASSERT_EQ(top->results.size(), 2u);
  EXPECT_EQ(top->type_of(top->results[0]).str(), "f32[5, 3] @ cpu");
  EXPECT_EQ(top->type_of(top->results[1]).str(), "f32[7, 3] @ cpu");
}

TEST(ShapeUnification, NamedDimConflictIsReported) {
  auto c = check("fn f(a: f32[N], b: f32[N]) -> f32[N] { return a + b; }\n"
                 "x = f(zeros(f32[5]), zeros(f32[6]));\n");
  EXPECT_EQ(kinds(*c), Kinds{"NamedDimConflict"});
}

TEST(ShapeUnification, VariadicDimsMatchAnyRank) {
  auto c = check("fn sq(x: f32[*S]) -> f32[*S] { return x * x; }\n"
                 "a = sq(zeros(f32[2, 3, 4]));\n"
                 "b = sq(zeros(f32[]));\n");
  ASSERT_TRUE(c->ok());
  const ir::Function* top = find_fn(*c, "top");
  EXPECT_EQ(top->type_of(top->results[0]).shape_str(), "[2, 3, 4]");
  EXPECT_EQ(top->type_of(top->results[1]).shape_str(), "[]");
}

TEST(ShapeUnification, LayerSizesFlowThroughInstances) {
  auto c = check("import std.nn;\n"
                 "model M(a: int, b: int) { l1 = Linear(a, b); l2 = Linear(b, a);\n"
                 "  fn forward(x: f32[N, a]) -> f32[N, a] { return l2(relu(l1(x))); } }\n"
                 "m = M(12, 34);\n");
  ASSERT_TRUE(c->ok());
  const ir::Function* fwd = find_fn(*c, "m.forward");
  ASSERT_NE(fwd, nullptr);
  EXPECT_EQ(fwd->type_of(fwd->params[0]).str(), "f32[N, 12] @ cpu");
  EXPECT_EQ(fwd->type_of(fwd->results[0]).str(), "f32[N, 12] @ cpu");
  ASSERT_NE(c->ir->find_param("m.l1.weight"), nullptr);
  EXPECT_EQ(c->ir->find_param("m.l1.weight")->type.shape_str(), "[34, 12]");
}

TEST(ShapeUnification, SymbolicSizesInAGenericBodyAreDistinct) {
  // `a` and `b` may differ, so using one for the other is an error even
  // though no instance exists.
  auto c = check("import std.nn;\n"
                 "model M(a: int, b: int) { l1 = Linear(a, b);\n"
                 "  fn forward(x: f32[N, a]) -> f32[N, a] { return l1(x); } }\n");
  EXPECT_EQ(kinds(*c), Kinds{"ReturnTypeMismatch"});
}

TEST(ShapeUnification, ConvOutputSizeFormula) {
  auto c = check("import std.nn;\n"
                 "model C() { c = Conv2d(3, 4, 5, stride = 2, padding = 1);\n"
                 "  fn forward(x: f32[N, 3, 32, 32]) -> f32[N, 4, 15, 15] { return c(x); } }\n"
                 "m = C();\n");
  EXPECT_TRUE(c->ok()) << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
}

TEST(DeviceResolution, DeclaredNamesAreDistinctDevices) {
  // Two names for the same GPU are still two devices for the checker.
  auto c = check("device a = cuda:0;\ndevice b = cuda:0;\n"
                 "x = zeros(f32[2] @ a) + zeros(f32[2] @ b);\n");
  EXPECT_EQ(kinds(*c), Kinds{"CrossDeviceOperation"});
}

TEST(DeviceResolution, BuiltinSpellingsAreNormalised) {
  auto c = check("x = zeros(f32[2] @ cuda:00) + zeros(f32[2] @ cuda:0);\n");
  EXPECT_TRUE(c->ok());
}

TEST(DeviceResolution, FallbackListIsKeptInTheIr) {
  auto c = check("device gpu = cuda:auto | cuda:1 | cpu;\nx = zeros(f32[2] @ gpu);\n");
  ASSERT_TRUE(c->ok());
  const ir::DeviceDecl* d = c->ir->find_device("gpu");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->candidates, (std::vector<std::string>{"cuda:auto", "cuda:1", "cpu"}));
}

TEST(DeviceResolution, ModelPlacementReachesEveryParameterAndResult) {
  auto c = check("import std.nn;\ndevice gpu = cuda:0 | cpu;\n"
                 "model M() { a = Linear(3, 4); b = Linear(4, 2);\n"
                 "  fn forward(x: f32[N, 3]) -> f32[N, 2] { return b(a(x)); } }\n"
                 "m = M() @ gpu;\n");
  ASSERT_TRUE(c->ok());
  for (const ir::GlobalParam& p : c->ir->params) EXPECT_EQ(p.type.device.str(), "gpu") << p.name;
  const ir::Function* fwd = find_fn(*c, "m.forward");
  for (const ir::Value& v : fwd->values) EXPECT_EQ(v.type.device.str(), "gpu");
}

TEST(DeviceResolution, ValuesCreatedInAModelTakeItsDevice) {
  auto c = check("device gpu = cuda:0;\n"
                 "model M(n: int) { fn forward(x: f32[B, n]) -> f32[B, n] { return x + ones(f32[n]); } }\n"
                 "m = M(4) @ gpu;\n");
  ASSERT_TRUE(c->ok());
  for (const ir::Value& v : find_fn(*c, "m.forward")->values) EXPECT_EQ(v.type.device.str(), "gpu");
}

TEST(DeviceResolution, ToIsTheOnlyWayAcross) {
  auto c = check("device gpu = cuda:0;\nx = zeros(f32[2]);\ny = to(gpu, x) * 2.0;\n");
  ASSERT_TRUE(c->ok());
  const ir::Function* top = find_fn(*c, "top");
  EXPECT_EQ(top->type_of(top->results[1]).device.str(), "gpu");
}

TEST(DeviceResolution, UselessTransferIsAWarningNotAnError) {
  auto c = check("x = zeros(f32[2]);\ny = to(cpu, x);\n");
  EXPECT_TRUE(c->ok());
  EXPECT_EQ(kinds(*c), Kinds{"UselessTransfer"});
}

TEST(Recovery, TwoUnrelatedMistakesGiveTwoErrors) {
  auto c = check("a = zeros(f32[2, 3]);\nb = matmul(a, a);\nc = relu(b) + b;\n"
                 "d = zeros(f32[4] @ nowhere);\ne = d * d;\n");
  EXPECT_EQ(kinds(*c), (Kinds{"MatmulShapeMismatch", "UnknownDevice"}));
}

TEST(Recovery, ABrokenLayerIsReportedOnceForAllItsUses) {
  auto c = check("model Bad(n: int) { fn forward(x: f32[B, n]) -> f32[B, n] { return matmul(x, x); } }\n"
                 "a = Bad(3);\nb = Bad(4);\ny = a(zeros(f32[2, 3]));\n");
  EXPECT_EQ(kinds(*c), Kinds{"MatmulShapeMismatch"});
}

TEST(Ir, EveryValueHasATypeAndEveryInstructionALocation) {
  auto c = check("import std.nn;\nm = Linear(4, 2);\ny = m(zeros(f32[3, 4]));\n");
  ASSERT_TRUE(c->ok());
  for (const ir::Function& f : c->ir->functions)
    for (const ir::Inst& i : f.body) {
      EXPECT_GT(i.loc.line, 0u) << f.name << " " << ir::op_name(i.op);
      EXPECT_LT(i.loc.file, c->ir->files.size());
    }
  EXPECT_TRUE(c->verifier_errors.empty());
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

// The IR the checker builds for every example and every ok_ golden test
// prints, parses back to the same text, and verifies after the round trip.
TEST(IrRoundTrip, CheckedProgramsRoundTrip) {
  std::vector<std::string> files = {std::string(NETC_TEST_SOURCE_DIR) + "/examples/fashion_mlp.net"};
  for (const char* g : {"ok_mlp.net", "ok_conv.net", "ok_toplevel.net"})
    files.push_back(std::string(NETC_TEST_SOURCE_DIR) + "/tests/golden/check/" + g);
  for (const std::string& f : files) {
    CompileOptions o;
    o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
    auto c = compile(f, o);
    ASSERT_TRUE(c->ok()) << f;
    std::string text = ir::print_module(*c->ir);
    auto parsed = ir::parse_module(text);
    ASSERT_TRUE(std::holds_alternative<ir::Module>(parsed))
        << f << ": " << std::get<ir::IrParseError>(parsed).line << ":" << std::get<ir::IrParseError>(parsed).message;
    const ir::Module& m = std::get<ir::Module>(parsed);
    EXPECT_EQ(ir::print_module(m), text) << f;
    EXPECT_TRUE(ir::verify(m).empty()) << f;
  }
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

TEST(ShapeUnification, VariadicNameAsOneDimIsTheProduct) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("t.net", o, "import std.nn;\nf = Flatten();\ny = f(zeros(f32[2, 3, 4, 5]));\n");
  ASSERT_TRUE(c->ok());
  for (const ir::Function& fn : c->ir->functions)
    if (fn.name == "top") {
      EXPECT_EQ(fn.type_of(fn.results[0]).shape_str(), "[2, 60]");
    }
}

TEST(Ir, EachDropoutHasItsOwnSeed) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("t.net", o, "x = zeros(f32[8]);\na = dropout(x, p = 0.5);\nb = dropout(x, p = 0.5);\n");
  ASSERT_TRUE(c->ok());
  std::vector<int64_t> seeds;
  for (const ir::Function& fn : c->ir->functions)
    for (const ir::Inst& i : fn.body)
      if (i.op == ir::Op::Dropout) seeds.push_back(ir::attr_int(i.attrs, "seed", -1));
  ASSERT_EQ(seeds.size(), 2u);
  EXPECT_NE(seeds[0], seeds[1]);
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

TEST(Ir, EachRandomTensorHasItsOwnSeed) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  auto c = compile("t.net", o, "a = uniform(f32[4]);\nb = uniform(f32[4]);\nn = normal(f32[4]);\n");
  ASSERT_TRUE(c->ok());
  std::set<int64_t> seeds;
  for (const ir::Function& fn : c->ir->functions)
    for (const ir::Inst& i : fn.body)
      if (i.op == ir::Op::Uniform || i.op == ir::Op::Normal) seeds.insert(ir::attr_int(i.attrs, "seed", -1));
  EXPECT_EQ(seeds.size(), 3u);
  EXPECT_EQ(seeds.count(-1), 0u);
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

// Everything that is not well-formed UTF-8 is InvalidEncoding at its first
// byte, never an abort: overlong 3- and 4-byte forms, surrogates, code
// points above U+10FFFF and the bytes F5..FF that lead there.
TEST(Encoding, OnlyWellFormedUtf8IsAccepted) {
  const std::vector<std::pair<std::string, size_t>> bad = {
      {"\xf4\x90\x80\x80", 0},             // U+110000
      {"// \xe0\x80\xaf", 3},              // '/' overlong in 3 bytes
      {"x = 1; // \xf0\x82\x82\xac", 10},  // U+20AC overlong in 4 bytes
      {"x = \"\xed\xa0\x80\";", 5},        // a surrogate in a string
      {"\xf5\x80\x80\x80", 0},
      {"x = 1;\xff", 6},
      {"\xc0\xaf", 0},                     // overlong in 2 bytes
  };
  for (const auto& [text, at] : bad) {
    SCOPED_TRACE(text);
    auto c = check(text + "\n");
    ASSERT_EQ(kinds(*c), Kinds{"InvalidEncoding"});
    EXPECT_EQ(c->diagnostics.all()[0].range.begin, at);
  }
  auto ok = check("// caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xf4\x8f\xbf\xbf\nx = zeros(f32[2]);\n");
  EXPECT_TRUE(ok->ok());
}

}  // namespace
}  // namespace netc

namespace netc {
namespace {

// Sources are regular files: a device, a FIFO nobody writes, or a link to
// either is an error at once, never a read that does not end.
TEST(Sources, OnlyRegularFilesAreRead) {
  std::string dir = ::testing::TempDir() + "netc_sources_" + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  const std::string fifo = dir + "/fifo.net", link = dir + "/zero.net";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::filesystem::create_symlink("/dev/zero", link);
  for (const std::string& path : {std::string("/dev/zero"), fifo, link}) {
    SourceManager sm;
    std::string error;
    EXPECT_FALSE(sm.load(path, &error).has_value()) << path;
    EXPECT_NE(error.find("is not a regular file"), std::string::npos) << path << ": " << error;
  }
  SourceManager sm;
  std::string error;
  EXPECT_FALSE(sm.load(dir, &error).has_value());
  EXPECT_NE(error.find("is a directory"), std::string::npos) << error;
  std::ofstream(dir + "/ok.net") << "x = 1;\n";
  EXPECT_TRUE(sm.load(dir + "/ok.net", &error).has_value()) << error;
  std::filesystem::remove_all(dir);
}


// A chain of calls deeper than the checker inlines (64) is an error where a
// chain first goes too deep; the functions past that point are not checked
// again from every function before them: a chain of 640 calls gets about
// 640 / 64 errors, not 640 (which also took time quadratic in the chain).
TEST(Limits, ADeepChainOfCallsIsReportedOncePerInliningLimit) {
  std::string text;
  const int n = 640;
  for (int k = 0; k < n; ++k)
    text += "fn f" + std::to_string(k) + "(x: f32[N]) -> f32[N] { return " +
            (k + 1 < n ? "f" + std::to_string(k + 1) + "(x)" : std::string("x")) + "; }\n";
  auto c = check(text);
  ASSERT_FALSE(c->ok());
  size_t errors = c->diagnostics.error_count();
  EXPECT_GE(errors, 1u);
  EXPECT_LE(errors, static_cast<size_t>(n / 64 + 2));
  for (const Diagnostic& d : c->diagnostics.all()) {
    EXPECT_EQ(d.kind, DiagKind::RecursiveModel);
    EXPECT_EQ(d.message, "calls nested more than 64 deep");
  }
}

// The same diagnostic reported twice is kept once, and truncate forgets it,
// so that it can be reported again.
TEST(Limits, DiagnosticsAreKeptOnceAndTruncateForgetsThem) {
  Diagnostics d;
  SourceRange r{0, 3, 5};
  d.report(DiagKind::UnknownName, r, "unknown name `x`");
  d.report(DiagKind::UnknownName, r, "unknown name `x`").notes.push_back({r, "ignored"});
  d.report(DiagKind::UnknownName, r, "unknown name `y`");
  EXPECT_EQ(d.all().size(), 2u);
  EXPECT_TRUE(d.all()[0].notes.empty());
  d.truncate(1);
  d.report(DiagKind::UnknownName, r, "unknown name `y`");
  EXPECT_EQ(d.all().size(), 2u);
  // The counts follow reports and truncation.
  d.report(DiagKind::UselessTransfer, r, "a warning");
  EXPECT_EQ(d.error_count(), 2u);
  EXPECT_EQ(d.warning_count(), 1u);
  d.truncate(1);
  EXPECT_EQ(d.error_count(), 1u);
  EXPECT_EQ(d.warning_count(), 0u);
}

// "Did you mean" is bounded as clang bounds typo correction: a distance is
// computed only up to a bound, and a compilation searches for at most
// kMaxSuggestionSearches unknown names, so that a file of 10,000 of them
// is checked in time linear in its size (it was quadratic: 23 s).
TEST(Limits, SuggestionsAreSearchedForABoundedNumberOfNames) {
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
  EXPECT_EQ(edit_distance("kitten", "sitting", 3), 3u);
  EXPECT_EQ(edit_distance("kitten", "sitting", 1), 2u);      // past the bound: bound + 1
  EXPECT_EQ(edit_distance("a", std::string(1000, 'a'), 2), 3u);  // lengths alone exceed it
  EXPECT_EQ(closest("linaer", {"relu", "linear", "lin"}, 2), "linear");

  std::string text;
  const int n = 1000;
  for (int k = 0; k < n; ++k) text += "y" + std::to_string(k) + " = q" + std::to_string(k) + ";\n";
  auto c = check(text);
  size_t unknown = 0, suggested = 0;
  for (const Diagnostic& d : c->diagnostics.all()) {
    unknown += d.kind == DiagKind::UnknownName;
    suggested += !d.help.empty();
  }
  EXPECT_EQ(unknown, static_cast<size_t>(n));  // every one is still an error
  EXPECT_EQ(suggested, static_cast<size_t>(kMaxSuggestionSearches));
}
}  // namespace
}  // namespace netc
