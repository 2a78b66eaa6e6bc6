// Benchmark (not a test): the training step and the forward step of the four
// MLP configurations of ../shared/bench (tiny, medium, large, deep), compiled
// by netc for the CPU. Each config is written as a netc program, checked,
// compiled, and stepped on synthetic data; timing follows shared/bench:
// warm-up, then blocks of >= 0.3 s, median per block, median over blocks.
//
// With `--device cuda:K` (a netc built with CUDA), the same programs run on
// that GPU through the GPU executor: each step replayed as a CUDA graph
// (NETC_CUDA_GRAPHS=0: launched one by one), each timed step ending with the
// wait for its loss, as in `netc run`. As in `netc run`, each batch waits in
// pinned host memory and is copied to the GPU while the step before it runs
// (StepLoop below).
//
// usage: netc_train_step_bench [tiny|medium|large|deep|cnn|attn|bert|all] [--reps N] [--device cpu|cuda:K]
//                              [--precision bf16]   (the train block's precision policy; default f32)
//        netc_train_step_bench --blas-core   (prints the OpenBLAS kernels it runs)
//        netc_train_step_bench --program CONFIG   (prints the config's netc program: `netc mem` counts its FLOPs)
// Last line per config: config=NAME device=D precision=P blas=CORE step_ms=.. step_min_ms=.. step_max_ms=.. fwd_ms=.. compile_ms=..
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "runtime/cpu/blas_core.h"
#include "engine/exec/step_program.h"
#include "frontend/driver/driver.h"
#ifdef NETC_HAVE_GPU_ENGINE
#include "engine/exec/gpu_step_program.h"
#include "engine/exec/nvrtc_kernels.h"
#endif

namespace {

using clock_type = std::chrono::steady_clock;

struct Config {
  const char* name;
  std::vector<int> sizes;  // an MLP's layer sizes; a CNN's input and class count
  int batch;
  bool ce;
  bool cnn = false;
  bool tokens = false;  // the input is i64 tokens (sizes: sequence length, classes)
  // tokens: the encoder's instance (kEncoderModel's arguments) and the optimizer
  const char* encoder = "";
  const char* optimizer = "SGD(lr = 0.01, momentum = 0.9)";
};

const Config kConfigs[] = {
    {"tiny", {784, 128, 10}, 64, true},
    {"medium", {784, 512, 512, 10}, 256, true},
    {"large", {4096, 4096, 4096, 4096}, 512, false},
    {"deep", std::vector<int>(17, 64), 32, false},
    // examples/fashion_cnn.net's network (GPU benchmark; not in `all`, which
    // are the MLPs of ../shared/bench)
    {"cnn", {784, 10}, 128, true, true},
    // examples/transformer.net's encoder: [B * heads] small attention
    // products (not in `all`)
    {"attn", {12, 2}, 64, true, false, true, "Encoder(16, 12, 32, 4, 2, 2, 0.0, true)"},
    // a BERT-base-sized encoder (issue 45): 2 post-norm layers of d = 768,
    // 12 heads, feed-forward 3072, T = 128, batch 8, dropout 0.1, AdamW
    // (not in `all`)
    {"bert", {128, 2}, 8, true, false, true, "Encoder(512, 128, 768, 12, 2, 2, 0.1, false)",
     "AdamW(lr = 0.0001, weight_decay = 0.01)"},
};

// examples/fashion_cnn.net's model, on 28x28 images given as 784 floats.
const char* kCnnModel = R"(model Net() {
  conv1 = Conv2d(1, 16, 3, padding = 1);
  bn1 = BatchNorm(16);
  pool = MaxPool2d(2);
  conv2 = Conv2d(16, 32, 3);
  drop = Dropout(0.25);
  fc = Linear(32 * 6 * 6, 10);
  fn forward(x: f32[N, 784]) -> f32[N, 10] {
    let h = pool(relu(bn1(conv1(reshape(x, [-1, 1, 28, 28])))));
    let g = pool(relu(conv2(h)));
    return fc(drop(flatten(g)));
  }
}
)";

// A Transformer encoder over tokens: examples/transformer.net's (attn: two
// pre-norm layers, 4 heads of 8, no dropout) or a BERT-sized one (bert).
const char* kEncoderModel = R"(model Encoder(vocab: int, T: int, d: int, heads: int, depth: int, classes: int,
                  drop: float, norm_first: bool) {
  embed = Embedding(vocab, d);
  position = Embedding(T, d);
  layers = repeat(depth, TransformerEncoderLayer(d, heads, 4 * d, drop, norm_first));
  norm = LayerNorm(d);
  head = Linear(d, classes);
  fn forward(tokens: i64[B, T]) -> f32[B, classes] {
    let x = embed(tokens) + position(arange(T));
    return head(mean(norm(layers(x)), axis = 1));
  }
}
)";
constexpr int kVocab = 16;  // the tokens drawn (below every encoder's vocabulary)

std::string g_precision = "f32";  // --precision

// The train block's precision line, when not f32.
std::string precision_line() { return g_precision == "f32" ? "" : "  precision = " + g_precision + ";\n"; }

std::string program(const Config& c) {
  std::string s = "import std.nn;\n";
  int in = c.sizes.front(), out = c.sizes.back();
  if (c.tokens)
    return s + "dataset synth { x: i64[" + std::to_string(in) + "] = csv(\"unused.csv\"); y: i64[] = csv(\"unused.csv\"); }\n" +
           kEncoderModel + "net = " + c.encoder + ";\ntrain net on synth {\n  batch = " + std::to_string(c.batch) +
           ";\n  loss = cross_entropy(net(batch.x), batch.y);\n  optimizer = " + c.optimizer + ";\n"
           "  epochs = 1;\n" + precision_line() + "}\n";
  s += "dataset synth { x: f32[" + std::to_string(in) + "] = csv(\"unused.csv\"); y: " +
       (c.ce ? std::string("i64[]") : "f32[" + std::to_string(out) + "]") + " = csv(\"unused.csv\"); }\n";
  if (c.cnn) return s + kCnnModel + "net = Net();\ntrain net on synth {\n  batch = " + std::to_string(c.batch) +
                    ";\n  loss = cross_entropy(net(batch.x), batch.y);\n  optimizer = SGD(lr = 0.01, momentum = 0.9);\n"
                    "  epochs = 1;\n" + precision_line() + "}\n";
  s += "model Net() {\n";
  for (size_t l = 0; l + 1 < c.sizes.size(); ++l)
    s += "  l" + std::to_string(l) + " = Linear(" + std::to_string(c.sizes[l]) + ", " + std::to_string(c.sizes[l + 1]) + ");\n";
  s += "  fn forward(x: f32[N, " + std::to_string(in) + "]) -> f32[N, " + std::to_string(out) + "] {\n";
  std::string e = "x";
  for (size_t l = 0; l + 1 < c.sizes.size(); ++l) {
    e = "l" + std::to_string(l) + "(" + e + ")";
    if (l + 2 < c.sizes.size()) e = "relu(" + e + ")";
  }
  s += "    return " + e + ";\n  }\n}\nnet = Net();\n";
  s += "train net on synth {\n  batch = " + std::to_string(c.batch) + ";\n";
  s += std::string("  loss = ") + (c.ce ? "cross_entropy" : "mse") + "(net(batch.x), batch.y);\n";
  s += "  optimizer = SGD(lr = 0.01, momentum = 0.9);\n  epochs = 1;\n" + precision_line() + "}\n";
  return s;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Median over `reps` blocks (each >= 0.3 s) of the median step time in the block.
template <class F>
std::vector<double> time_blocks(F&& step, int reps) {
  auto until = clock_type::now() + std::chrono::milliseconds(1000);
  while (clock_type::now() < until) step();  // warm-up
  std::vector<double> blocks;
  for (int r = 0; r < reps; ++r) {
    std::vector<double> times;
    auto end = clock_type::now() + std::chrono::milliseconds(300);
    do {
      auto t0 = clock_type::now();
      step();
      times.push_back(std::chrono::duration<double, std::milli>(clock_type::now() - t0).count());
    } while (clock_type::now() < end || times.size() < 3);
    blocks.push_back(median(times));
  }
  return blocks;
}

// Training steps as `netc run` takes them (engine/loop/train.cc): each step is
// launched, the next batch is put where the executor wants it and
// prefetched while the step runs, then the step is waited for. The CPU
// program reads the caller's buffers; the GPU program's two pinned slots
// get the synthetic batch once each, and keep it (in `netc run` the data
// loader's gather into a slot overlaps the step; it is not timed here).
template <class Program>
class StepLoop {
 public:
  StepLoop(Program& p, const Config& c, void* const* batch) : p_(p), c_(c), batch_{batch[0], batch[1]} {}

  netc::Status start() {
    if (auto st = place_next(); !st.ok()) return st;
    current_ = next_;
    return {};
  }
  netc::Status step() {
    if (auto st = p_.launch_step(current_.data(), c_.batch, 0.01f); !st.ok()) return st;
    if (auto st = place_next(); !st.ok()) return st;
    auto v = p_.finish_step();
    if (!v.ok()) return v.status();
    current_ = next_;
    return {};
  }

 private:
  netc::Status place_next() {
    auto slots = p_.batch_slots(c_.batch);
    if (!slots.ok()) return slots.status();
    if (slots->empty()) {
      next_.assign(batch_, batch_ + 2);
    } else {
      if (filled_.insert((*slots)[0]).second) {
        size_t bytes[2] = {(c_.tokens ? sizeof(int64_t) : sizeof(float)) * c_.batch * c_.sizes.front(),
                           c_.ce ? sizeof(int64_t) * c_.batch : sizeof(float) * c_.batch * c_.sizes.back()};
        for (int f = 0; f < 2; ++f) std::memcpy((*slots)[f], batch_[f], bytes[f]);
      }
      next_ = std::move(*slots);
    }
    return p_.prefetch(next_.data(), c_.batch);
  }

  Program& p_;
  const Config& c_;
  void* batch_[2];
  std::set<void*> filled_;  // the slots holding the batch
  std::vector<void*> current_, next_;
};

// Times `p` (a StepProgram or a GpuStepProgram) on synthetic data.
template <class Program>
int time_program(const Config& c, Program& p, int reps, const std::string& device, clock_type::time_point t0) {
  // Synthetic data with a fixed seed.
  std::mt19937 rng(42);
  std::normal_distribution<float> nd;
  std::vector<float> x(static_cast<size_t>(c.batch) * c.sizes.front());
  for (float& v : x) v = nd(rng);
  std::vector<int64_t> tokens(x.size());
  for (int64_t& v : tokens) v = static_cast<int64_t>(rng() % kVocab);
  std::vector<int64_t> labels(c.batch);
  for (int64_t& v : labels) v = static_cast<int64_t>(rng() % c.sizes.back());
  std::vector<float> y(static_cast<size_t>(c.batch) * c.sizes.back());
  for (float& v : y) v = nd(rng);
  void* batch[2] = {c.tokens ? static_cast<void*>(tokens.data()) : static_cast<void*>(x.data()), c.ce ? static_cast<void*>(labels.data()) : static_cast<void*>(y.data())};
  // First step and first forward compile their specialisations.
  if (auto l = p.train_step(batch, c.batch, 0.01f); !l.ok()) {
    std::fprintf(stderr, "%s: %s\n", c.name, l.message().c_str());
    return 1;
  }
  StepLoop<Program> loop(p, c, batch);
  if (auto st = loop.start(); !st.ok()) {
    std::fprintf(stderr, "%s: %s\n", c.name, st.message().c_str());
    return 1;
  }
  std::vector<double> r;
  if (auto st = p.eval_step(batch, c.batch, &r); !st.ok()) {
    std::fprintf(stderr, "%s: %s\n", c.name, st.message().c_str());
    return 1;
  }
  double compile_ms = std::chrono::duration<double, std::milli>(clock_type::now() - t0).count();
  auto step = time_blocks([&] {
    if (auto st = loop.step(); !st.ok()) {  // nothing is timed after a failed step
      std::fprintf(stderr, "%s: %s\n", c.name, st.message().c_str());
      std::exit(1);
    }
  }, reps);
  auto fwd = time_blocks([&] { (void)p.eval_step(batch, c.batch, &r); }, reps);
  std::printf("config=%s device=%s precision=%s blas=%s step_ms=%.4f step_min_ms=%.4f step_max_ms=%.4f fwd_ms=%.4f compile_ms=%.0f\n",
              c.name, device.c_str(), g_precision.c_str(), netc::cpu::blas_core().c_str(), median(step), *std::min_element(step.begin(), step.end()),
              *std::max_element(step.begin(), step.end()), median(fwd), compile_ms);
  std::fflush(stdout);
  return 0;
}

int run(const Config& c, int reps, const std::string& device) {
  netc::CompileOptions o;
  o.stdlib_dirs = netc::default_stdlib_dirs("");
  auto t0 = clock_type::now();
  auto comp = netc::compile(std::string(c.name) + ".net", o, program(c));
  if (!comp->ok()) {
    std::fprintf(stderr, "%s: the generated program does not check\n", c.name);
    return 1;
  }
  const netc::ir::TrainRun& tr = comp->ir->trains.front();
  if (device.rfind("cuda:", 0) == 0) {
#ifdef NETC_HAVE_GPU_ENGINE
    auto prog = netc::engine::GpuStepProgram::create(*comp->ir, &tr, 1, std::atoi(device.c_str() + 5), {netc::engine::nvrtc_kernels(), {}, {}});
    if (!prog.ok()) {
      std::fprintf(stderr, "%s: %s\n", c.name, prog.message().c_str());
      return 1;
    }
    int status = time_program(c, **prog, reps, device, t0);
    std::fprintf(stderr, "%s: steps %s\n", c.name, (*prog)->graph_status().c_str());
    return status;
#else
    std::fprintf(stderr, "this netc was built without CUDA: no %s\n", device.c_str());
    return 2;
#endif
  }
  auto prog = netc::engine::StepProgram::create(*comp->ir, tr, c.batch, 1);
  if (!prog.ok()) {
    std::fprintf(stderr, "%s: %s\n", c.name, prog.message().c_str());
    return 1;
  }
  return time_program(c, **prog, reps, device, t0);
}

}  // namespace

int main(int argc, char** argv) {
  netc::cpu::restart_with_better_blas_core(argv);  // as netc does; run.sh gives the references the same kernels
  std::string which = "all", device = "cpu";
  int reps = 7;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) reps = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--device") && i + 1 < argc) device = argv[++i];
    else if (!std::strcmp(argv[i], "--precision") && i + 1 < argc) g_precision = argv[++i];
    else if (!std::strcmp(argv[i], "--program") && i + 1 < argc) {
      for (const Config& c : kConfigs)
        if (c.name == std::string(argv[i + 1])) {
          std::printf("%s", program(c).c_str());
          return 0;
        }
      std::fprintf(stderr, "--program: no config `%s`\n", argv[i + 1]);
      return 2;
    }
    else if (!std::strcmp(argv[i], "--blas-core")) {
      std::printf("%s\n", netc::cpu::blas_core().c_str());  // the OpenBLAS kernels this benchmark runs
      return 0;
    }
    else which = argv[i];
  }
  if (device != "cpu" && device.rfind("cuda:", 0) != 0) {
    std::fprintf(stderr, "--device: expected cpu or cuda:K, got `%s`\n", device.c_str());
    return 2;
  }
  int status = 0;
  for (const Config& c : kConfigs)
    if ((which == "all" && !c.cnn && !c.tokens) || which == c.name) status |= run(c, reps, device);
  return status;
}
