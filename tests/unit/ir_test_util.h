// Helpers shared by the IR unit tests: short ways to write types and to build
// a small, valid module (an MLP's forward function and a training step).
#pragma once

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace netc::ir {
// Readable GoogleTest failure messages (found by argument-dependent lookup).
inline void PrintTo(const Dim& d, std::ostream* os) { *os << d.str(); }
inline void PrintTo(const TensorType& t, std::ostream* os) { *os << t.str(); }
}  // namespace netc::ir

namespace netc::ir::testing {

inline Dim S(const char* name) { return Dim::symbol(name); }

inline TensorType ty(DType dt, std::vector<Dim> shape, const std::string& dev = "gpu") {
  return TensorType{dt, std::move(shape), Placement::single(dev)};
}
inline TensorType f32(std::vector<Dim> shape, const std::string& dev = "gpu") { return ty(DType::F32, std::move(shape), dev); }
inline TensorType i64(std::vector<Dim> shape, const std::string& dev = "gpu") { return ty(DType::I64, std::move(shape), dev); }

// Appends `%name = op operands {attrs} : type` to f and returns its value.
inline ValueId emit(Function& f, Op op, std::vector<ValueId> operands, TensorType type, Attrs attrs = {},
                    std::string name = "", Loc loc = {}) {
  ValueId r = f.add_value(std::move(type), std::move(name));
  f.body.push_back(Inst{op, r, std::move(operands), std::move(attrs), loc});
  return r;
}

// A valid module: devices cpu and gpu, two parameters, a dataset, the forward
// function of one dense layer and a loss step used by a training run.
inline Module mlp_module() {
  Module m;
  m.files = {"examples/fashion_mlp.net"};
  m.devices = {{"cpu", {"cpu"}}, {"gpu", {"cuda:0", "cpu"}}};
  Initialiser kaiming;
  kaiming.kind = Initialiser::Kind::KaimingUniform;
  kaiming.fan_in = 784;
  m.params = {{"net.fc1.weight", f32({256, 784}), kaiming, {0, 5, 3}},
              {"net.fc1.bias", f32({256}), Initialiser{}, {0, 6, 3}}};
  m.datasets = {{"fashion",
                 {{"images", f32({28, 28}, "cpu"), DataSource{DataSource::Loader::Idx, "/usr/share/x.gz", {}, false}},
                  {"labels", i64({}, "cpu"), DataSource{DataSource::Loader::Idx, "y.gz", {}, false}}},
                 {0, 7, 1}}};

  Function f;
  f.name = "net.forward";
  f.loc = {0, 12, 3};
  ValueId x = f.add_value(f32({S("N"), 784}), "x");
  f.params = {x};
  ValueId w = emit(f, Op::Param, {}, f32({256, 784}), {{"name", std::string("net.fc1.weight")}}, "w", {0, 4, 3});
  ValueId t = emit(f, Op::Transpose, {w}, f32({784, 256}), {}, "", {0, 13, 12});
  ValueId mm = emit(f, Op::Matmul, {x, t}, f32({S("N"), 256}), {}, "", {0, 13, 5});
  ValueId b = emit(f, Op::Param, {}, f32({256}), {{"name", std::string("net.fc1.bias")}}, "b", {0, 4, 3});
  ValueId a = emit(f, Op::Add, {mm, b}, f32({S("N"), 256}), {}, "", {0, 13, 5});
  ValueId r = emit(f, Op::Relu, {a}, f32({S("N"), 256}), {}, "h", {0, 14, 5});
  ValueId s = emit(f, Op::Sum, {r}, f32({S("N")}),
                   {{"axes", std::vector<int64_t>{1}}, {"keepdims", false}}, "", {});
  f.results = {r, s};
  m.functions.push_back(std::move(f));

  Function step;
  step.name = "train.fashion.step";
  step.loc = {0, 20, 1};
  ValueId logits = step.add_value(f32({S("N"), 10}), "logits");
  ValueId labels = step.add_value(i64({S("N")}), "labels");
  step.params = {logits, labels};
  ValueId ls = emit(step, Op::LogSoftmax, {logits}, f32({S("N"), 10}), {{"axis", int64_t{-1}}});
  ValueId g = emit(step, Op::Gather, {ls, labels}, f32({S("N")}));
  ValueId n = emit(step, Op::Neg, {g}, f32({S("N")}));
  ValueId loss = emit(step, Op::Mean, {n}, f32({}), {}, "loss");
  step.results = {loss};
  m.functions.push_back(std::move(step));

  TrainSettings settings;
  settings.batch = 64;
  settings.shuffle = true;
  settings.epochs = 10;
  m.trains = {{"train.fashion", {"net"}, "fashion", "train.fashion.step", settings, {0, 20, 1}, {}}};
  return m;
}

}  // namespace netc::ir::testing
