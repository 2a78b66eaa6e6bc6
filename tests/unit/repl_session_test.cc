// The REPL session as a library: when an input is complete, what evaluating
// declarations and expressions prints, and that errors leave the session as
// it was. The scripted sessions in tests/repl/ cover the commands.
#include <gtest/gtest.h>

#include "runtime/cpu/kernels.h"
#include "tools/repl/session.h"

namespace netc::repl {
namespace {

Session make() {
  SessionOptions o;
  o.stdlib_dirs = {NETC_TEST_STDLIB_DIR};
  return Session(o);
}

TEST(ReplSession, CompleteInputs) {
  EXPECT_TRUE(Session::is_complete("x * 2.0"));
  EXPECT_TRUE(Session::is_complete("x = ones(f32[2]);"));
  EXPECT_TRUE(Session::is_complete(":type x"));
  EXPECT_TRUE(Session::is_complete("model M() {\n fn forward(x: f32[N]) -> f32[N] { return x; }\n}"));
  EXPECT_TRUE(Session::is_complete("x = ones(f32[2])"));        // a whole line, as in Python
  EXPECT_FALSE(Session::is_complete("x = ones(f32[2]) *"));     // ... that ends with an operator
  EXPECT_FALSE(Session::is_complete("zeros(f32[2,"));           // open bracket
  EXPECT_FALSE(Session::is_complete("model M() {"));            // open brace
  EXPECT_FALSE(Session::is_complete("x +"));                    // a trailing operator
  EXPECT_FALSE(Session::is_complete("x /* a comment"));         // an open comment
  EXPECT_TRUE(Session::is_complete("x // not ) a bracket"));
  EXPECT_TRUE(Session::is_complete("f(\"(\")"));                // nor in a string
}

TEST(ReplSession, DeclarationsPersistAndExpressionsAreEvaluated) {
  Session s = make();
  EXPECT_EQ(s.eval("x = ones(f32[2, 3]);"),
            "x: f32[2, 3] @ cpu\n"
            "tensor([[1.0000, 1.0000, 1.0000],\n"
            "        [1.0000, 1.0000, 1.0000]])\n");
  EXPECT_EQ(s.eval("sum(x * 2.0)"), "_2: f32[] @ cpu\ntensor(12.0000)\n");
  EXPECT_EQ(s.eval("_2 + 1.0"), "_3: f32[] @ cpu\ntensor(13.0000)\n");
  EXPECT_EQ(s.failed_inputs(), 0u);
}

// A declaration without its `;` is evaluated as one with it; `exit()` ends
// the session unless the session binds `exit`.
TEST(ReplSession, PythonHabits) {
  Session s = make();
  EXPECT_EQ(s.eval("y = ones(f32[2])  // a comment"), "y: f32[2] @ cpu\ntensor([1.0000, 1.0000])\n");
  EXPECT_FALSE(s.done());
  s.eval("exit()");
  EXPECT_TRUE(s.done());
}

// Ctrl-C during an evaluation (cpu::request_stop) stops it: the input is
// dropped, as Python's KeyboardInterrupt leaves a binding unbound, and the
// session keeps what it had; the request is then cleared.
TEST(ReplSession, AStopDropsTheInputAndKeepsTheSession) {
  Session s = make();
  s.eval("x = ones(f32[2]);");
  cpu::request_stop();
  EXPECT_EQ(s.eval("y = x * 2.0;"), "interrupted (Ctrl-C): the input is dropped, the session is as it was before it\n");
  EXPECT_FALSE(cpu::stop_requested());
  EXPECT_NE(s.eval("y").find("unknown name `y`"), std::string::npos);
  EXPECT_EQ(s.eval("x"), "_4: f32[2] @ cpu\ntensor([1.0000, 1.0000])\n");
  // A command that computes nothing is done before it could stop.
  cpu::request_stop();
  EXPECT_EQ(s.eval(":type x"), "f32[2] @ cpu\n");
  EXPECT_FALSE(cpu::stop_requested());
}

TEST(ReplSession, AnErrorLeavesTheSessionAsItWas) {
  Session s = make();
  s.eval("x = ones(f32[2]);");
  std::string err = s.eval("y = x + ones(f32[3]);");
  EXPECT_NE(err.find("<repl:2>:1:5: error:"), std::string::npos) << err;
  EXPECT_NE(err.find("  y = x + ones(f32[3]);\n"), std::string::npos) << err;
  EXPECT_EQ(s.failed_inputs(), 1u);
  // y was not defined, x still is.
  EXPECT_NE(s.eval("y").find("error:"), std::string::npos);
  EXPECT_EQ(s.eval(":type x"), "f32[2] @ cpu\n");
}

TEST(ReplSession, Quit) {
  Session s = make();
  EXPECT_FALSE(s.done());
  s.eval(":quit");
  EXPECT_TRUE(s.done());
}

}  // namespace
}  // namespace netc::repl
