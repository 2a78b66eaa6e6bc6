// The CPU convolution kernels of bench/cnn.net's network, one call each at
// batch 100 on netc's thread pool: conv1 (1 -> 32 channels, 28 x 28) forward
// and weight gradient, conv2 (32 -> 64, 14 x 14) forward, weight gradient
// and input gradient; 5 x 5 filters, 'same' padding. Then
// examples/resnet.net's 3 x 3 convolutions: stage 1 (32 -> 32, 14 x 14) and
// stage 2 (64 -> 64, 7 x 7). Each time is the best
// of 15 calls, in ms and GFLOP/s (2 FLOPs per multiply-add), so that
// runtime/cpu's kernels can be compared change by change without the rest
// of a training step.
//   build/bench/netc_conv_kernels_bench
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "runtime/cpu/kernels.h"

namespace {

template <class F>
double best_ms(F&& f) {
  double best = 1e30;
  for (int r = 0; r < 15; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

std::vector<float> wave(size_t n, float step) {
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = std::sin(static_cast<float>(i) * step);
  return v;
}

}  // namespace

int main() {
  const int64_t n = 100;
  struct Layer {
    const char* name;
    int64_t c, hw, o;
    bool input_gradient;  // conv1's input is the data: no gradient
    int64_t k = 5, p = 2;
  };
  std::printf("threads=%d batch=%lld\n", netc_parallel_threads(), static_cast<long long>(n));
  for (const Layer& l : {Layer{"conv1", 1, 28, 32, false}, Layer{"conv2", 32, 14, 64, true},
                         Layer{"res1", 32, 14, 32, true, 3, 1}, Layer{"res2", 64, 7, 64, true, 3, 1}}) {
    const int64_t k = l.k, p = l.p;
    const auto size = [](int64_t v) { return static_cast<size_t>(v); };
    std::vector<float> x = wave(size(n * l.c * l.hw * l.hw), 0.1f), w = wave(size(l.o * l.c * k * k), 0.3f);
    std::vector<float> g = wave(size(n * l.o * l.hw * l.hw), 0.7f), y(g.size()), dx(x.size()), dw(w.size());
    const double gflop = 2.0 * static_cast<double>(n * l.o * l.c * k * k * l.hw * l.hw) / 1e9;
    const auto report = [&](const char* what, double ms) {
      std::printf("%s %-15s %8.3f ms %7.1f GFLOP/s\n", l.name, what, ms, gflop / ms * 1e3);
    };
    report("forward", best_ms([&] {
             netc_k_conv2d_f32(x.data(), w.data(), y.data(), n, l.c, l.hw, l.hw, l.o, k, k, l.hw, l.hw, 1, p);
           }));
    report("weight_gradient", best_ms([&] {
             netc_k_conv2d_grad_weight_f32(x.data(), g.data(), dw.data(), n, l.c, l.hw, l.hw, l.o, k, k, l.hw, l.hw, 1,
                                           p);
           }));
    if (l.input_gradient)
      report("input_gradient", best_ms([&] {
               netc_k_conv2d_grad_input_f32(g.data(), w.data(), dx.data(), n, l.c, l.hw, l.hw, l.o, k, k, l.hw, l.hw, 1,
                                            p);
             }));
  }
  return 0;
}
