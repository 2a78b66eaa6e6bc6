// The oracle of the `netc build` end-to-end test: what the JIT (the compiler
// `netc run` uses) predicts for the first COUNT images of an IDX file with
// the parameters of a checkpoint. The embed example's library must print the
// same classes.
//
//   jit_predict PROGRAM.net FUNCTION CHECKPOINT IMAGES COUNT
//
// Prints `image <i>: <class>` per image, like examples/embed/classify.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "codegen/cpu/jit.h"
#include "frontend/driver/driver.h"
#include "runtime/checkpoint.h"
#include "runtime/data.h"

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: jit_predict PROGRAM.net FUNCTION CHECKPOINT IMAGES COUNT\n");
    return 2;
  }
  int64_t count = std::atoll(argv[5]);
  netc::CompileOptions options;
  options.stdlib_dirs = netc::default_stdlib_dirs(argv[0]);
  auto c = netc::compile(argv[1], options);
  if (!c->ok()) {
    std::fprintf(stderr, "jit_predict: %s does not check\n", argv[1]);
    return 1;
  }
  const netc::ir::Module& m = *c->ir;
  const netc::ir::Function* fn = nullptr;
  for (const netc::ir::Function& f : m.functions)
    if (f.name == argv[2]) fn = &f;
  if (!fn) {
    std::fprintf(stderr, "jit_predict: no function %s\n", argv[2]);
    return 1;
  }
  auto ck = netc::rt::read_checkpoint(argv[3]);
  if (!ck.ok()) {
    std::fprintf(stderr, "jit_predict: %s\n", ck.message().c_str());
    return 1;
  }
  std::vector<void*> params;
  for (const netc::ir::GlobalParam& p : m.params) params.push_back(ck->tensors.at(p.name).data());

  auto images = netc::rt::load_idx(argv[4], {"images", netc::rt::DType::F32, {28, 28}});
  if (!images.ok()) {
    std::fprintf(stderr, "jit_predict: %s\n", images.message().c_str());
    return 1;
  }
  std::vector<float> x(static_cast<size_t>(count) * 784);
  for (size_t i = 0; i < x.size(); ++i) x[i] = images->data.data_as<float>()[i] / 255.0f;

  auto jit = netc::cpu::Jit::create();
  if (!jit.ok()) {
    std::fprintf(stderr, "jit_predict: %s\n", jit.message().c_str());
    return 1;
  }
  auto compiled = (*jit)->compile(m, *fn, {{"N", count}});
  if (!compiled.ok()) {
    std::fprintf(stderr, "jit_predict: %s\n", compiled.message().c_str());
    return 1;
  }
  auto& cf = *compiled;
  int64_t classes = cf.output_shapes[0].back();
  std::vector<float> logits(static_cast<size_t>(count * classes));
  std::vector<char> workspace(cf.workspace_bytes + 64);
  char* ws = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(workspace.data()) + 63) & ~uintptr_t{63});
  void* in[] = {x.data()};
  void* out[] = {logits.data()};
  cf.fn(in, out, params.data(), ws, 0, 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t best = 0;
    for (int64_t k = 1; k < classes; ++k)
      if (logits[static_cast<size_t>(i * classes + k)] > logits[static_cast<size_t>(i * classes + best)]) best = k;
    std::printf("image %lld: %lld\n", static_cast<long long>(i), static_cast<long long>(best));
  }
  return 0;
}
