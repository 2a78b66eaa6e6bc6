// Unit tests of the IR's textual form (ir/printer.h, ir/parser.h): modules
// built in C++ print, parse and print to the same text; hand-written text
// prints as the golden form; errors carry line:col; and the parser survives
// garbage, truncation and deep nesting.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "ir_test_util.h"

namespace netc::ir {
namespace {

using namespace netc::ir::testing;

Module parse_ok(std::string_view text) {
  auto r = parse_module(text);
  if (auto* e = std::get_if<IrParseError>(&r)) {
    ADD_FAILURE() << "parse error at " << e->line << ":" << e->col << ": " << e->message << "\n" << text;
    return Module{};
  }
  return std::get<Module>(std::move(r));
}

IrParseError parse_bad(std::string_view text) {
  auto r = parse_module(text);
  if (std::holds_alternative<Module>(r)) {
    ADD_FAILURE() << "expected a parse error:\n" << text;
    return IrParseError{};
  }
  return std::get<IrParseError>(r);
}

// print -> parse -> print gives the same text.
void expect_roundtrip(const Module& m) {
  std::string once = print_module(m);
  Module back = parse_ok(once);
  EXPECT_EQ(print_module(back), once);
}

// A function `f` with one parameter of type `t` returned as is.
Module identity_module(TensorType t) {
  Module m;
  m.devices = {{"cpu", {"cpu"}}, {"gpu", {"cuda:0"}}};
  Function f;
  f.name = "f";
  ValueId x = f.add_value(std::move(t), "x");
  f.params = {x};
  f.results = {x};
  m.functions.push_back(std::move(f));
  return m;
}

TEST(IrRoundtrip, MlpModule) {
  Module m = mlp_module();
  expect_roundtrip(m);
  Module back = parse_ok(print_module(m));
  EXPECT_TRUE(verify(back).empty());
  ASSERT_EQ(back.functions.size(), 2u);
  const Function& f = back.functions[0];
  EXPECT_EQ(f.name, "net.forward");
  EXPECT_EQ(f.body.size(), m.functions[0].body.size());
  EXPECT_EQ(f.results.size(), 2u);
  EXPECT_EQ(f.body[2].op, Op::Matmul);
  EXPECT_EQ(f.body[2].loc, (Loc{0, 13, 5}));
  EXPECT_EQ(back.params[0].init, m.params[0].init);
  EXPECT_EQ(print_initialiser(back.params[0].init), "kaiming_uniform(fan_in = 784)");
  EXPECT_EQ(back.datasets[0].fields[0].source, m.datasets[0].fields[0].source);
  EXPECT_EQ(back.devices[1].candidates, (std::vector<std::string>{"cuda:0", "cpu"}));
  EXPECT_EQ(back.trains[0].settings, m.trains[0].settings);
  EXPECT_EQ(back.trains[0].step, "train.fashion.step");
}

TEST(IrRoundtrip, PrintsTheDocumentedForm) {
  std::string text = print_module(mlp_module());
  EXPECT_EQ(text,
            "// netc IR\n"
            "file 0 \"examples/fashion_mlp.net\"\n"
            "device cpu = cpu\n"
            "device gpu = cuda:0 | cpu\n"
            "param @net.fc1.weight : f32[256, 784] @ gpu = kaiming_uniform(fan_in = 784) loc(0:5:3)\n"
            "param @net.fc1.bias : f32[256] @ gpu = zeros() loc(0:6:3)\n"
            "dataset @fashion loc(0:7:1) {\n"
            "  images : f32[28, 28] @ cpu = idx(\"/usr/share/x.gz\")\n"
            "  labels : i64[] @ cpu = idx(\"y.gz\")\n"
            "}\n"
            "func @net.forward(%x: f32[N, 784] @ gpu) -> (f32[N, 256] @ gpu, f32[N] @ gpu) loc(0:12:3) {\n"
            "  %w = param {name = \"net.fc1.weight\"} : f32[256, 784] @ gpu loc(0:4:3)\n"
            "  %2 = transpose %w : f32[784, 256] @ gpu loc(0:13:12)\n"
            "  %3 = matmul %x, %2 : f32[N, 256] @ gpu loc(0:13:5)\n"
            "  %b = param {name = \"net.fc1.bias\"} : f32[256] @ gpu loc(0:4:3)\n"
            "  %5 = add %3, %b : f32[N, 256] @ gpu loc(0:13:5)\n"
            "  %h = relu %5 : f32[N, 256] @ gpu loc(0:14:5)\n"
            "  %7 = sum %h {axes = [1], keepdims = false} : f32[N] @ gpu loc(?)\n"
            "  return %h, %7\n"
            "}\n"
            "func @train.fashion.step(%logits: f32[N, 10] @ gpu, %labels: i64[N] @ gpu) -> (f32[] @ gpu) loc(0:20:1) {\n"
            "  %2 = log_softmax %logits {axis = -1} : f32[N, 10] @ gpu loc(?)\n"
            "  %3 = gather %2, %labels : f32[N] @ gpu loc(?)\n"
            "  %4 = neg %3 : f32[N] @ gpu loc(?)\n"
            "  %loss = mean %4 : f32[] @ gpu loc(?)\n"
            "  return %loss\n"
            "}\n"
            "train @train.fashion models(net) dataset(fashion) step(@train.fashion.step) loc(0:20:1) {\n"
            "  batch = 64, shuffle\n"
            "  epochs = 10\n"
            "}\n");
  EXPECT_EQ(print_function(mlp_module(), mlp_module().functions[1]),
            text.substr(text.find("func @train"), text.find("train @") - text.find("func @train")));
}

// Model instances: each with its model and where that is declared.
TEST(IrRoundtrip, Instances) {
  Module m = parse_ok(
      "file 0 \"a.net\"\n"
      "instance @net = MLP loc(0:18:7)\n"
      "instance   @net.fc1 =   Linear\n");
  ASSERT_EQ(m.instances.size(), 2u);
  EXPECT_EQ(m.instances[1].path, "net.fc1");
  EXPECT_EQ(m.instances[1].model, "Linear");
  EXPECT_EQ(m.instances[0].loc.line, 18u);
  expect_roundtrip(m);
  EXPECT_EQ(parse_bad("instance net = MLP\n").message, "expected an instance path `@net.fc1`, found `net`");
  EXPECT_EQ(parse_bad("instance @net MLP\n").message, "expected `=` after the instance path, found `MLP`");
}

// Hand-written text (spacing, comments, optional locs) prints in the golden form.
TEST(IrRoundtrip, HandWrittenTextPrintsAsGolden) {
  const char* text = R"IR(// a comment
file 0 "a.net"   // trailing comment
file 1 "b.net"
device cpu=cpu
device gpu = cuda:auto|cpu
param @p : f32[4,N]@ gpu = ones( )
func @f(%in : f32[N , 4] @gpu, %k: i64[] @ cpu) -> ( f32[N, N] @ gpu ) loc(1:2:3) {
  %p = param {name="p"} : f32[4, N] @ gpu
  %0 = matmul %in,%p : f32[N,N] @ gpu loc( 0 : 9 : 1 )
  %big = constant {value = 2.5e10, s = "tab\tquote\"", neg = -3, l = [], flag = true} : f32[] @ gpu
  return %0
}
train @t models() dataset(d) step(@f) {
}
)IR";
  Module m = parse_ok(text);
  EXPECT_EQ(print_module(m),
            "// netc IR\n"
            "file 0 \"a.net\"\n"
            "file 1 \"b.net\"\n"
            "device cpu = cpu\n"
            "device gpu = cuda:auto | cpu\n"
            "param @p : f32[4, N] @ gpu = ones() loc(?)\n"
            "func @f(%in: f32[N, 4] @ gpu, %k: i64[] @ cpu) -> (f32[N, N] @ gpu) loc(1:2:3) {\n"
            "  %p = param {name = \"p\"} : f32[4, N] @ gpu loc(?)\n"
            "  %0 = matmul %in, %p : f32[N, N] @ gpu loc(0:9:1)\n"
            "  %big = constant {flag = true, l = [], neg = -3, s = \"tab\\tquote\\\"\", value = 2.5e+10} : f32[] @ gpu loc(?)\n"
            "  return %0\n"
            "}\n"
            "train @t models() dataset(d) step(@f) loc(?) {\n"
            "  batch = 64\n"
            "  epochs = 1\n"
            "}\n");
  // Names map to fresh ids in definition order.
  const Function& f = m.functions[0];
  EXPECT_EQ(f.params, (std::vector<ValueId>{0, 1}));
  EXPECT_EQ(f.body[0].result, 2u);
  EXPECT_EQ(f.body[1].operands, (std::vector<ValueId>{0, 2}));
  EXPECT_EQ(f.results, (std::vector<ValueId>{3}));
}

TEST(IrRoundtrip, AttributeValues) {
  const double inf = std::numeric_limits<double>::infinity();
  Attrs attrs = {
      {"i0", int64_t{3}},
      {"i1", int64_t{-1}},
      {"i2", std::numeric_limits<int64_t>::min()},
      {"i3", std::numeric_limits<int64_t>::max()},
      {"d0", 3.0},
      {"d1", 0.1},
      {"d2", -0.0},
      {"d3", 1e20},
      {"d4", 1e-5},
      {"d5", inf},
      {"d6", -inf},
      {"d7", std::numeric_limits<double>::quiet_NaN()},
      {"d8", 5e-324},
      {"d9", 1.7976931348623157e308},
      {"s0", std::string("")},
      {"s1", std::string("a \"q\" \\ back\nline\ttab\rcr\x01")},
      {"s2", std::string("utf-8: \xc3\xa9")},
      {"l0", std::vector<int64_t>{}},
      {"l1", std::vector<int64_t>{1, -2, 3}},
      {"b0", true},
      {"b1", false},
  };
  Module m = identity_module(f32({2}));
  Function& f = m.functions[0];
  ValueId c = emit(f, Op::Constant, {}, f32({2}), attrs, "c");
  f.results = {c};
  expect_roundtrip(m);
  Module back = parse_ok(print_module(m));
  const Attrs& got = back.functions[0].body[0].attrs;
  ASSERT_EQ(got.size(), attrs.size());
  for (const auto& [k, v] : attrs) {
    ASSERT_TRUE(got.count(k)) << k;
    const AttrValue& g = got.at(k);
    ASSERT_EQ(g.index(), v.index()) << k;  // ints stay ints, doubles stay doubles
    if (k == "d7") {
      EXPECT_TRUE(std::isnan(std::get<double>(g)));
    } else if (k == "d2") {
      EXPECT_TRUE(std::signbit(std::get<double>(g)));
    } else {
      EXPECT_TRUE(g == v) << k << ": " << print_attr(g) << " vs " << print_attr(v);
    }
  }
  EXPECT_EQ(print_attr(3.0), "3.0");
  EXPECT_EQ(print_attr(0.1), "0.1");
  EXPECT_EQ(print_attr(-0.0), "-0.0");
  EXPECT_EQ(print_attr(1e20), "1e+20");
  EXPECT_EQ(print_attr(inf), "inf");
  EXPECT_EQ(print_attr(-inf), "-inf");
  EXPECT_EQ(print_attr(std::numeric_limits<double>::quiet_NaN()), "nan");
  EXPECT_EQ(print_attr(std::vector<int64_t>{1, 2}), "[1, 2]");
  EXPECT_EQ(print_attr(std::string("a\"b")), "\"a\\\"b\"");
}

TEST(IrRoundtrip, DimExpressions) {
  Dim n = S("N"), h = S("H"), w = S("W"), p = S("p"), k = S("k");
  Dim qh = *Dim::floordiv(h - Dim(3), 2) + Dim(1), qw = *Dim::floordiv(w - Dim(3), 2) + Dim(1);
  std::vector<Dim> dims = {
      n, Dim(784), Dim(2) * n, h + Dim(2) * p - k, qh, Dim(16) * qh * qw, qh * qh,
      *Dim::floordiv(qh - Dim(2), 2) + Dim(1),  // nested divisions
      *Dim::floordiv(n, S("M")), *Dim::floordiv(n + Dim(1), S("M") + Dim(1)), *Dim::floordiv(n, -2),
      Dim(0) - *Dim::floordiv(n, 2), Dim(3) - n, Dim(-4), Dim(0), Dim::symbol("net.hidden") * Dim(2),
      *Dim::floordiv(Dim(7) * n + Dim(1), Dim(2) * n), Dim(0) - Dim(2) * *Dim::floordiv(h, 3)};
  Module m = identity_module(f32(dims));
  expect_roundtrip(m);
  Module back = parse_ok(print_module(m));
  const TensorType& t = back.functions[0].values[0].type;
  ASSERT_EQ(t.shape.size(), dims.size());
  for (size_t i = 0; i < dims.size(); ++i) EXPECT_EQ(t.shape[i], dims[i]) << dims[i].str() << " read as " << t.shape[i].str();
}

TEST(IrRoundtrip, DimTextIsParsedWithPrecedence) {
  Module m = parse_ok(
      "device gpu = cpu\n"
      "func @f(%x: f32[(a + b)*2, 2*b + 2*a, a + b*2, (H + 2*1 - 3)/1 + 1, 10/3, -7/2, 2*3*N/3, (N)/-2] @ gpu) -> () {\n"
      "  return\n"
      "}\n");
  const std::vector<Dim>& s = m.functions[0].values[0].type.shape;
  ASSERT_EQ(s.size(), 8u);
  EXPECT_EQ(s[0], s[1]);
  EXPECT_EQ(s[0].str(), "2*a + 2*b");
  EXPECT_EQ(s[2].str(), "a + 2*b");
  EXPECT_EQ(s[3], S("H"));
  EXPECT_EQ(s[4], Dim(3));
  EXPECT_EQ(s[5], Dim(-3));  // a leading minus negates the whole term, -(7/2), as Dim::str means `-(H)/2`
  EXPECT_EQ(s[6], Dim(2) * S("N"));
  EXPECT_EQ(s[7], *Dim::floordiv(S("N"), -2));
}

TEST(IrRoundtrip, Placements) {
  TensorType var = f32({2}), rep = f32({S("N"), 2}), split = f32({S("N"), 2});
  var.device = Placement::var("net");
  rep.device = Placement{Placement::Kind::Replicated, {"cpu", "gpu"}, 0};
  split.device = Placement{Placement::Kind::Split, {"gpu", "cpu"}, 0};
  Module m = identity_module(var);
  m.devices.push_back({"gpus", {"cuda:*", "cpu"}});
  m.devices.push_back({"pair", {"[cuda:0, cuda:1]", "[cpu, cpu]"}});
  Function& f = m.functions[0];
  ValueId a = f.add_value(rep, "a"), b = f.add_value(split, "b");
  f.params = {0, a, b};
  expect_roundtrip(m);
  std::string text = print_module(m);
  EXPECT_NE(text.find("%x: f32[2] @ ?net, %a: f32[N, 2] @ replicated(cpu, gpu), %b: f32[N, 2] @ split(0; gpu, cpu)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("device gpus = cuda:* | cpu\ndevice pair = [cuda:0, cuda:1] | [cpu, cpu]\n"), std::string::npos)
      << text;
  Module back = parse_ok(text);
  EXPECT_EQ(back.functions[0].values[0].type, var);
  EXPECT_EQ(back.functions[0].values[1].type, rep);
  EXPECT_EQ(back.functions[0].values[2].type, split);
}

// A program that names a physical device directly (`ones(f32[3] @ cuda:0)`)
// has the device `cuda:0`; its declaration reads back (found by fuzz_frontend).
TEST(IrRoundtrip, PhysicalDeviceNames) {
  const char* text =
      "// netc IR\n"
      "device cuda:0 = cuda:0\n"
      "device cpu = cpu\n"
      "func @top() -> (f32[3] @ cuda:0) loc(?) {\n"
      "  %x = ones : f32[3] @ cuda:0 loc(?)\n"
      "  return %x\n"
      "}\n";
  Module m = parse_ok(text);
  ASSERT_EQ(m.devices.size(), 2u);
  EXPECT_EQ(m.devices[0].name, "cuda:0");
  EXPECT_EQ(print_module(m), text);
  EXPECT_NE(parse_bad("device 0 = cpu\n").message.find("expected a device name"), std::string::npos);
}

TEST(IrRoundtrip, ValueNamesStayUnique) {
  Module m = identity_module(f32({2}));
  Function& f = m.functions[0];
  ValueId x = f.params[0];
  ValueId a = emit(f, Op::Neg, {x}, f32({2}), {}, "t");
  ValueId b = emit(f, Op::Neg, {a}, f32({2}), {}, "t");       // duplicate name
  ValueId c = emit(f, Op::Neg, {b}, f32({2}), {}, "t.2");     // collides with b's fallback
  ValueId d = emit(f, Op::Neg, {c}, f32({2}), {}, "5");       // a numeric name ...
  ValueId e = emit(f, Op::Neg, {d}, f32({2}), {}, "");        // ... and the id it looks like
  ValueId g = emit(f, Op::Neg, {e}, f32({2}), {}, "bad-name"); // not printable as is
  f.results = {g};
  ASSERT_EQ(e, 5u);
  std::vector<std::string> names = value_names(f);
  EXPECT_EQ(names, (std::vector<std::string>{"x", "t.1", "t.2.1", "t.2", "5", "5.1", "6"}));
  std::set<std::string> unique(names.begin(), names.end());
  EXPECT_EQ(unique.size(), names.size());
  expect_roundtrip(m);
  EXPECT_TRUE(verify(parse_ok(print_module(m))).empty());
}

TEST(IrRoundtrip, LocsAndEmptyThings) {
  Module m;
  m.files = {"x.net"};
  m.devices = {{"cpu", {"cpu"}}};
  Function f;
  f.name = "empty";
  f.loc = {0, 1, 1};
  m.functions.push_back(f);
  Dataset d{"none", {}, {}};
  m.datasets.push_back(d);
  expect_roundtrip(m);
  EXPECT_EQ(print_module(m),
            "// netc IR\nfile 0 \"x.net\"\ndevice cpu = cpu\ndataset @none loc(?) {\n}\n"
            "func @empty() -> () loc(0:1:1) {\n  return\n}\n");
  EXPECT_EQ(print_loc(Loc{3, 0, 7}), "loc(?)");
  EXPECT_EQ(print_loc(Loc{1, 2, 3}), "loc(1:2:3)");
}

struct ErrorCase {
  std::string text;
  uint32_t line, col;
  const char* message_part;
};

// Each case's text fails to parse at its line and column, saying its part.
void expect_errors(const std::vector<ErrorCase>& cases) {
  for (const ErrorCase& c : cases) {
    IrParseError e = parse_bad(c.text);
    EXPECT_EQ(e.line, c.line) << c.text << " -> " << e.message;
    EXPECT_EQ(e.col, c.col) << c.text << " -> " << e.message;
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << c.text << " -> " << e.message;
  }
}

TEST(IrParse, ErrorsReportLineAndColumn) {
  const std::string head = "device gpu = cpu\nfunc @f(%x: f32[2] @ gpu) -> (f32[2] @ gpu) {\n";
  const std::vector<ErrorCase> cases = {
      {"  %a = neg %y : f32[2] @ gpu\n  return %a\n}\n", 3, 12, "`%y` is used before it is defined"},
      {"  %a = neg %a : f32[2] @ gpu\n  return %a\n}\n", 3, 12, "`%a` is used before it is defined"},
      {"  %x = neg %x : f32[2] @ gpu\n  return %x\n}\n", 3, 3, "`%x` is defined twice"},
      {"  %a = frobnicate %x : f32[2] @ gpu\n  return %a\n}\n", 3, 8, "unknown operation `frobnicate`"},
      {"  %a = neg %x : f33[2] @ gpu\n  return %a\n}\n", 3, 17, "unknown dtype `f33`"},
      {"  %a = neg %x : f32[2] @ gpu\n  return %a, %x\n}\n", 4, 3, "`return` has 2 values"},
      {"  %a = cast %x : i64[2] @ gpu\n  return %a\n}\n", 4, 3, "result 0 is `i64[2] @ gpu`"},
      {"  %a = neg %x {s = \"open\n", 3, 20, "unterminated string"},
      {"  %a = neg %x : f32[2/0] @ gpu\n", 3, 22, "division by zero"},
      {"  %a = neg %x : f32[2] @ gpu\n", 4, 1, "found end of input"},
      {"  %a = neg %x {k = 1, k = 2} : f32[2] @ gpu\n", 3, 23, "duplicate attribute `k`"},
      {"  %a = neg %x {k = 99999999999999999999} : f32[2] @ gpu\n", 3, 20, "out of range"},
      {"  %a = neg %x : f32[2] @ gpu loc(0:1)\n", 3, 37, "expected `:`"},
      {"  %a = neg %x : f32[2] @ gpu\n  return %a\n}\n#", 6, 1, "unexpected character `#`"},
  };
  std::vector<ErrorCase> whole;
  for (const ErrorCase& c : cases) whole.push_back({head + c.text, c.line, c.col, c.message_part});
  expect_errors(whole);
  IrParseError order = parse_bad("file 1 \"a\"\n");
  EXPECT_EQ(order.line, 1u);
  EXPECT_EQ(order.col, 6u);
  IrParseError top = parse_bad("\n\n   bogus");
  EXPECT_EQ(top.line, 3u);
  EXPECT_EQ(top.col, 4u);
}

// Initialisers, data sources and train settings are data in the IR; text
// that once confused the engine's string search (a path with quotes and
// `skip_header = true` in it, a checkpoint named `... every 7 ...`) prints
// escaped and reads back as itself.
TEST(IrRoundtrip, TrainingDescriptionsAreData) {
  Module m = mlp_module();
  DataSource& src = m.datasets[0].fields[0].source;
  src.loader = DataSource::Loader::Csv;
  src.path = "p\"s, skip_header = true [9].csv";
  src.columns = {0, 1};
  TrainSettings& s = m.trains[0].settings;
  s.drop_last = true;
  s.replicas = "gpus";
  m.devices.push_back({"gpus", {"[cpu, cpu]"}});
  s.seed = 7;
  s.loss = "mse(net(batch.x), batch.y)";
  s.optimizer = "SGD(lr = 0.0000004)";
  s.lr = 4e-07;
  s.schedule.warmup_steps = 3;
  s.schedule.kind = Schedule::Kind::Cosine;
  s.schedule.min_lr = 0.001;
  s.checkpoint = "run every 7 shuffle.safetensors";
  s.evaluate = "fashion";
  s.evaluate_every = 2;
  s.clip_grad_norm = 0.25;
  s.accumulate = 4;
  for (const std::string& name : m.trains[0].update_targets)
    if (const GlobalParam* p = m.find_param(name); p && p->trainable) {
      GlobalParam acc = *p;
      acc.name = accumulator_name(name);
      acc.trainable = false;
      acc.init = Initialiser{};
      m.params.push_back(acc);
    }
  m.params[1].init.kind = Initialiser::Kind::Uniform;
  m.params[1].init.low = -0.5773502691896258;
  m.params[1].init.high = 0.5;
  expect_roundtrip(m);
  Module back = parse_ok(print_module(m));
  EXPECT_TRUE(verify(back).empty());
  EXPECT_EQ(back.datasets[0].fields[0].source, src);
  EXPECT_EQ(back.trains[0].settings, s);
  EXPECT_EQ(back.params[1].init, m.params[1].init);
  std::string text = print_module(m);
  EXPECT_NE(text.find("= csv(\"p\\\"s, skip_header = true [9].csv\", columns = [0, 1])"), std::string::npos) << text;
  EXPECT_NE(text.find("  schedule = warmup(steps = 3, then = cosine(min_lr = 0.001))\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  replicas = gpus\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  accumulate = 4\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  checkpoint = \"run every 7 shuffle.safetensors\" every 1 epochs\n"), std::string::npos) << text;
  // The C API's text of an initialiser reads back alone.
  auto init = parse_initialiser(print_initialiser(m.params[1].init));
  ASSERT_TRUE(std::holds_alternative<Initialiser>(init));
  EXPECT_EQ(std::get<Initialiser>(init), m.params[1].init);
  EXPECT_TRUE(std::holds_alternative<IrParseError>(parse_initialiser("zeros() junk")));
}

TEST(IrParse, TrainingDescriptionsAreChecked) {
  const std::string train = "train @t models() dataset(d) step(@f) {\n";
  expect_errors({
      {"param @p : f32[2] @ cpu = frobnicate()\n", 1, 27, "unknown initialiser `frobnicate`"},
      {"param @p : f32[2] @ cpu = kaiming_uniform(fan_in = 2, std = 1)\n", 1, 55, "`kaiming_uniform` has no argument `std`"},
      {"param @p : f32[2] @ cpu = uniform(low = 1, low = 2)\n", 1, 44, "argument `low` given twice"},
      {"param @p : f32[2] @ cpu = constant(value = \"a\")\n", 1, 44, "expected a number for value"},
      {"dataset @d {\n  x : f32[2] @ cpu = idx(\"a\", columns = [1])\n}\n", 2, 31, "`idx` has no argument `columns`"},
      {"dataset @d {\n  x : f32[2] @ cpu = csv(\"a\", skip_header = 1)\n}\n", 2, 45, "expected `true` or `false`"},
      {train + "  schedule = warmup(steps = 2, then = warmup(steps = 1))\n}\n", 2, 39, "expected a schedule (`constant`, `step`, `cosine`)"},
      {train + "  schedule = warmup(then = constant())\n}\n", 2, 14, "`warmup` needs `steps`"},
      {train + "  batch = 4, shuffle, sorted\n}\n", 2, 23, "expected `shuffle` or `drop_last`, found `sorted`"},
      {train + "  epochs = 2\n  epochs = 3\n}\n", 3, 3, "setting `epochs` given twice"},
      {train + "  update = \"x\"\n}\n", 2, 3, "unknown setting `update`"},
      {train + "  checkpoint = \"a\" every 2\n}\n", 3, 1, "expected `epochs`"},
      {train + "  seed = -1\n}\n", 2, 3, "the seed must not be negative"},
  });
}

TEST(IrParse, RejectsDeepNestingAndHugeDims) {
  std::string deep = "device gpu = cpu\nparam @p : f32[" + std::string(100000, '(') + "1" + std::string(100000, ')') + "] @ gpu\n";
  IrParseError e = parse_bad(deep);
  EXPECT_NE(e.message.find("nested too deeply"), std::string::npos) << e.message;

  std::string divs = "param @p : f32[N";
  for (int i = 0; i < 100000; ++i) divs += "/2";
  EXPECT_NE(parse_bad(divs + "] @ gpu\n").message.find("nested too deeply"), std::string::npos);

  std::string negs = "param @p : f32[N/" + std::string(100000, '-') + "2] @ gpu\n";
  EXPECT_NE(parse_bad(negs).message.find("nested too deeply"), std::string::npos);

  // Multiplying sums out grows exponentially; the parser refuses before it does.
  std::string blowup = "param @p : f32[1";
  for (int i = 0; i < 40; ++i) blowup += "*(a+b+c+d+e+f+g+h)";
  EXPECT_NE(parse_bad(blowup + "] @ gpu\n").message.find("too large"), std::string::npos);

  std::string power = "param @p : f32[1";
  for (int i = 0; i < 1000; ++i) power += "*N";
  EXPECT_NE(parse_bad(power + "] @ gpu\n").message.find("too large"), std::string::npos);

  // Coefficients that would overflow int64.
  EXPECT_NE(parse_bad("param @p : f32[4611686018427387904*4] @ gpu\n").message.find("out of range"), std::string::npos);
  EXPECT_NE(parse_bad("param @p : f32[99999999999999999999] @ gpu\n").message.find("out of range"), std::string::npos);
  EXPECT_NE(parse_bad("param @p : f32[-4611686018427387904 - 4611686018427387904] @ gpu\n").message.find("out of range"),
            std::string::npos);
}

// Random bytes, every truncation and random mutations of valid text: the
// parser must return (a module or an error) without crashing or hanging, and
// whatever it accepts must print and parse again.
TEST(IrParse, SurvivesGarbage) {
  const std::string valid = print_module(mlp_module());
  std::mt19937 rng(12345);
  auto check = [&](const std::string& s) {
    auto r = parse_module(s);
    if (auto* m = std::get_if<Module>(&r)) {
      std::string once = print_module(*m);
      auto again = parse_module(once);
      ASSERT_TRUE(std::holds_alternative<Module>(again)) << "accepted text does not reprint parseably:\n" << s;
      EXPECT_EQ(print_module(std::get<Module>(again)), once);
    } else {
      const IrParseError& e = std::get<IrParseError>(r);
      EXPECT_GE(e.line, 1u);
      EXPECT_GE(e.col, 1u);
      EXPECT_FALSE(e.message.empty());
    }
  };
  for (size_t n = 0; n <= valid.size(); ++n) check(valid.substr(0, n));
  for (int i = 0; i < 2000; ++i) {
    std::string s(rng() % 200, '\0');
    for (char& c : s) c = static_cast<char>(rng() % 256);
    check(s);
  }
  const std::string alphabet = "%@()[]{},:;=+-*/?|\"\\ \n0123456789.eaxN";
  for (int i = 0; i < 3000; ++i) {
    std::string s = valid;
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int j = 0; j < edits; ++j) {
      size_t at = rng() % s.size();
      switch (rng() % 3) {
        case 0: s[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: s.erase(at, 1 + rng() % 8); break;
        default: s.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
      }
      if (s.empty()) s = " ";
    }
    check(s);
  }
}

}  // namespace
}  // namespace netc::ir
