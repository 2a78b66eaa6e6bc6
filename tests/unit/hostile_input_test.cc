// Bad input never crashes the front end: every input below gets diagnostics
// (or none), and the compiler returns.
#include <gtest/gtest.h>

#include <pthread.h>

#include <random>

#include "frontend/driver/driver.h"
#include "frontend/parse/parse.h"
#include "ir/parser.h"
#include "ir/printer.h"

namespace netc {
namespace {

std::unique_ptr<Compilation> check(const std::string& text) {
  CompileOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  std::unique_ptr<Compilation> c;
  run_with_large_stack([&] { c = compile("hostile.net", o, text); });
  return c;
}

const char* kValid =
    "import std.nn;\ndevice gpu = cuda:0 | cpu;\n"
    "dataset d { x: f32[4] = csv(\"d.csv\", columns = [0, 1, 2, 3]); y: i64[] = csv(\"d.csv\", columns = [4]); }\n"
    "model M(n: int) { fc = Linear(n, 3); fn forward(x: f32[N, n]) -> f32[N, 3] { return fc(x); } }\n"
    "net = M(4) @ gpu;\n"
    "train net on d { batch = 8; loss = cross_entropy(net(to(gpu, batch.x)), to(gpu, batch.y));\n"
    "  optimizer = SGD(lr = 0.1); epochs = 1; }\n";

// What must hold for any input: the compiler returned; a program with no
// errors has IR that verifies and prints back to itself through the parser;
// a program with errors says where each one is, inside the text, and what it
// is. Returns whether the input checked.
bool holds(const std::string& text, const std::string& what) {
  auto c = check(text);
  if (!c->diagnostics.has_errors()) {
    EXPECT_TRUE(c->verifier_errors.empty()) << what << ": " << (c->verifier_errors.empty() ? "" : c->verifier_errors[0]);
    EXPECT_TRUE(c->ir.has_value()) << what;
    if (c->ir) {
      std::string printed = ir::print_module(*c->ir);
      auto parsed = ir::parse_module(printed);
      EXPECT_TRUE(std::holds_alternative<ir::Module>(parsed)) << what << ":\n" << printed;
      if (auto* m = std::get_if<ir::Module>(&parsed)) {
        EXPECT_EQ(ir::print_module(*m), printed) << what;
      }
    }
    return true;
  }
  for (const Diagnostic& d : c->diagnostics.all()) {
    if (d.severity != Severity::Error) continue;
    EXPECT_FALSE(d.message.empty()) << what;
    EXPECT_TRUE(d.range.valid()) << what << ": " << d.message;
    if (d.range.valid() && d.range.file == 0) {
      EXPECT_LE(d.range.begin, d.range.end) << what << ": " << d.message;
      EXPECT_LE(d.range.end, text.size()) << what << ": " << d.message;
    }
    EXPECT_EQ(d.message.find("?"), std::string::npos) << what << ": a placeholder in " << d.message;
  }
  return false;
}

TEST(HostileInput, TheValidBaseChecks) { EXPECT_TRUE(check(kValid)->ok()); }

TEST(HostileInput, EmptyAndWhitespace) {
  for (const char* s : {"", " ", "\n\n", "// only a comment\n", "/* */"}) {
    auto c = check(s);
    EXPECT_FALSE(c->diagnostics.has_errors()) << s;
  }
}

TEST(HostileInput, DeepNesting) {
  for (int n : {100, 300, 10000}) {
    auto c = check("x = " + std::string(n, '(') + "1" + std::string(n, ')') + ";\n");
    EXPECT_EQ(c->diagnostics.has_errors(), n > 256) << n;
    auto d = check("x = " + std::string(n, '-') + "1;\n");
    EXPECT_EQ(d->diagnostics.has_errors(), n > 256) << n;
  }
  // Brackets and prefix operators that alternate, and postfix chains, nest
  // as well: one level each.
  auto expect_refused = [](const std::string& text, const std::string& what) {
    auto c = check(text);
    ASSERT_TRUE(c->diagnostics.has_errors()) << what;
    const Diagnostic& d = c->diagnostics.all().front();
    EXPECT_EQ(d.kind, DiagKind::NestingTooDeep) << what;
    EXPECT_NE(d.message.find("at most 256 levels"), std::string::npos) << what << ": " << d.message;
  };
  std::string alternating = "x = ";
  for (int i = 0; i < 200; ++i) alternating += "-(";
  expect_refused(alternating + "1" + std::string(200, ')') + ";\n", "-( 200 times");
  std::string fields = "x = y", indexing = "x = y", calls = "x = f";
  for (int i = 0; i < 10000; ++i) fields += ".a", indexing += "[0]", calls += "()";
  expect_refused(fields + ";\n", "10,000 fields");
  expect_refused(indexing + ";\n", "10,000 indexings");
  expect_refused(calls + ";\n", "10,000 calls");
}

// A file of more tokens than a source file may hold is one error, found as
// it is lexed (before its parse tree costs gigabytes); comments do not count.
TEST(HostileInput, TooManyTokensIsOneError) {
  std::string many = "x = 1";
  for (size_t i = 0; i < kMaxTokens / 2; ++i) many += "-1";
  auto c = check(many + ";\n");
  ASSERT_EQ(c->diagnostics.error_count(), 1u);
  const Diagnostic& d = c->diagnostics.all().front();
  EXPECT_EQ(d.kind, DiagKind::SourceTooLarge);
  EXPECT_NE(d.message.find("more than " + std::to_string(kMaxTokens) + " tokens"), std::string::npos) << d.message;
  EXPECT_TRUE(d.range.valid() && d.range.end <= many.size()) << d.message;
  EXPECT_TRUE(check("x = 1;\n// " + std::string(size_t{8} << 20, 'a') + "\ny = x - 1;\n")->ok());
}

// A chain of binary operators is one level of nesting however long it is:
// its tree leans left as deep as it is long, and every walk over it (the AST
// builder, the checker, the destructor) loops instead of recursing.
TEST(HostileInput, LongOperatorChainsCheck) {
  for (int n : {10000, 100000}) {
    // Left-associative: 10000 - 1 - 1 - ... is 1, not what a right fold gives.
    std::string ints = "K = " + std::to_string(n);
    for (int i = 1; i < n; ++i) ints += i % 2 ? " - 1" : " - 1 * 1";
    auto c = check(ints + ";\n");
    ASSERT_TRUE(c->ok()) << n << ": " << (c->diagnostics.all().empty() ? "" : c->diagnostics.all()[0].message);
    EXPECT_EQ(std::get<int64_t>(c->constants.at("K")), 1) << n;
    if (n > 10000) continue;  // 100,000 tensor terms below, on a small stack
    for (const char* op : {" + ", " * ", " - ", " / "}) {
      std::string tensors = "x = zeros(f32[2])";
      for (int i = 0; i < n; ++i) tensors += op + std::string("1.0");
      EXPECT_TRUE(holds(tensors + ";\n", std::to_string(n) + " terms of" + op)) << n << op;
    }
    std::string logic = "B = true";
    for (int i = 0; i < n; ++i) logic += i % 2 ? " && true" : " || false";
    EXPECT_TRUE(check(logic + ";\n")->ok()) << n;
  }
  // No step of the pipeline recurses per term: the parser (ANTLR's loop for
  // left recursion), the AST builder, the checker, the verifier and freeing
  // the tree take 100,000 terms on a thread of 1 MiB of stack (256 KiB
  // suffice without sanitizers) instead of the driver's 512 MiB.
  {
    std::string chain = "x = zeros(f32[2])";
    for (int i = 0; i < 100000; ++i) chain += " + 1.0";
    struct Job {
      std::string text;
      bool ok = false;
    } job{chain + ";\n"};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 1 << 20);
    pthread_t thread;
    ASSERT_EQ(pthread_create(&thread, &attr, [](void* p) -> void* {
      auto* job = static_cast<Job*>(p);
      CompileOptions o;
      o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
      job->ok = compile("chain.net", o, job->text)->ok();
      return nullptr;
    }, &job), 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attr);
    EXPECT_TRUE(job.ok);
  }
  // Inside real nesting, chains stay one level each.
  std::string nested = "zeros(f32[2])";
  for (int i = 0; i < 100; ++i) nested = "(1.0 + 1.0 + " + nested + " + 1.0)";
  EXPECT_TRUE(holds("x = " + nested + ";\n", "100 nested chains"));
}

TEST(HostileInput, BinaryGarbageAndNonUtf8) {
  std::mt19937 rng(42);
  for (int t = 0; t < 50; ++t) {
    std::string s(200 + t * 10, '\0');
    for (char& ch : s) ch = static_cast<char>(rng() & 0xFF);
    auto c = check(s);
    EXPECT_TRUE(c->diagnostics.has_errors());
  }
}

TEST(HostileInput, EveryTruncationOfAValidProgram) {
  std::string v = kValid;
  size_t checked = 0;
  for (size_t n = 0; n < v.size(); ++n) checked += holds(v.substr(0, n), "the first " + std::to_string(n) + " bytes");
  // The prefixes that end after a whole declaration check; the others do not.
  EXPECT_GT(checked, 0u);
  EXPECT_LT(checked, v.size() / 2);
}

TEST(HostileInput, RandomMutationsOfAValidProgram) {
  std::mt19937 rng(7);
  const char pieces[] = "(){}[];:,.=@|*+-/0123456789xN\"\\ \n";
  for (int t = 0; t < 300; ++t) {
    std::string s = kValid;
    for (int k = 0; k < 3; ++k) s[rng() % s.size()] = pieces[rng() % (sizeof(pieces) - 1)];
    holds(s, "mutation " + std::to_string(t) + ":\n" + s);
  }
}

TEST(HostileInput, AbsurdDims) {
  for (const char* d : {"0", "-1", "4611686018427387904", "99999999999999999999", "1073741824, 1073741824"}) {
    auto c = check(std::string("x = zeros(f32[") + d + "]);\n");
    EXPECT_TRUE(c->diagnostics.has_errors()) << d;
  }
}

TEST(HostileInput, UnterminatedThings) {
  for (const char* s : {"x = \"abc", "/* never closed", "model M( {", "fn f(", "x = \"\\q\";"}) {
    auto c = check(s);
    EXPECT_TRUE(c->diagnostics.has_errors()) << s;
  }
}

}  // namespace
}  // namespace netc
