// The programs that tests run every backend over: the examples and the
// golden programs that check without errors (tests/golden/check/ok_*.net),
// and a test-name for each.
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

namespace netc::test {

// `source_dir` is the source tree's root.
inline std::vector<std::string> example_programs(const std::string& source_dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const char* dir : {"/examples", "/tests/golden/check"})
    for (const auto& e : fs::directory_iterator(source_dir + dir)) {
      std::string name = e.path().filename().string();
      if (e.path().extension() == ".net" && (std::string(dir) == "/examples" || name.rfind("ok_", 0) == 0))
        out.push_back(e.path().string());
    }
  std::sort(out.begin(), out.end());
  return out;
}

// fashion_mlp for .../examples/fashion_mlp.net: letters, digits and `_`.
inline std::string program_test_name(const std::string& path) {
  std::string s = std::filesystem::path(path).stem().string();
  for (char& ch : s)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return s;
}

// A train block whose loss is `to(cpu, ...)` of a value on `gpu`: a result
// that is an alias of a computed value (the GPU executor writes it in place).
inline const char* const kLossMovedToTheCpu = R"(
import std.nn;
device gpu = cuda:0 | cpu;
dataset p {
  x: f32[3] = csv("p.csv", columns = [0, 1, 2]);
  y: f32[2] = csv("p.csv", columns = [3, 4]);
}
net = Linear(3, 2) @ gpu;
train net on p {
  batch = 8;
  loss = to(cpu, mse(net(to(gpu, batch.x)), to(gpu, batch.y)));
  optimizer = SGD(lr = 0.1);
  epochs = 1;
}
)";

}  // namespace netc::test
