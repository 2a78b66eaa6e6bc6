// The GPU half of a library's runtime (aot_gpu.h): GpuStepProgram, as
// `netc run` runs it, with the launch plans and kernels the library carries.
// `netc build` planned every function the executor runs (codegen/cuda, at the
// library's batch size and dims) and compiled its kernels; the GPU section of
// the descriptor holds each plan (engine/exec/gpu_plan_json.h) with the hash
// of its CUDA C, which keys its images. Nothing here reads IR, differentiates
// or generates code.
#include "engine/library/aot_gpu.h"

#ifdef NETC_HAVE_GPU_ENGINE

#include <map>
#include <utility>
#include <vector>

#include "engine/exec/embedded_kernels.h"
#include "engine/exec/gpu_plan_json.h"
#include "engine/exec/gpu_step_program.h"

namespace netc::library {

namespace {

class LibraryGpu final : public GpuEngine {
 public:
  static Expected<std::unique_ptr<GpuEngine>> read(const Desc& d) {
    std::unique_ptr<LibraryGpu> g(new LibraryGpu(d));
    try {
      for (const auto& k : d.gpu.at("images")) {
        auto image = engine::base64_decode(k.at("image").get<std::string>());
        if (!image.ok()) return Status::error("a kernel image: " + image.message());
        g->images_.push_back({k.at("function").get<std::string>(), k.at("hash").get<std::string>(),
                              k.at("arch").get<std::string>(), std::move(*image)});
      }
      for (const auto& p : d.gpu.at("plans")) {
        std::string name = p.at("function").get<std::string>();
        auto plan = engine::read_gpu_plan(p.at("plan"));
        if (!plan.ok()) return Status::error("the plan of @" + name + ": " + plan.message());
        g->plans_[{name, p.at("batch").get<int64_t>()}] = {p.at("hash").get<std::string>(), std::move(*plan)};
      }
    } catch (const std::exception& e) {
      return Status::error(e.what());
    }
    return std::unique_ptr<GpuEngine>(std::move(g));
  }

  std::pair<int, std::string> code_problem(const std::string& arch) const override {
    for (const auto& [key, p] : plans_) {
      auto image = engine::choose_image(images_, p.hash, arch, key.first);
      if (!image.ok()) return {NETC_AOT_NO_DEVICE, image.message()};
    }
    return {NETC_AOT_OK, ""};
  }

  Expected<std::unique_ptr<engine::Executor>> create(uint64_t seed, int gpu, std::string* device) const override {
    engine::GpuProgramSpec spec;
    if (auto st = initial_params(d_, seed, &spec.params, &spec.index); !st.ok()) return st;
    if (d_.has_train) {
      engine::GpuStepLayout l;
      const FunctionDesc& grad = d_.functions[static_cast<size_t>(d_.grad)];
      l.first_grad = d_.num_results;
      l.first_state = grad.outputs.size() - d_.state_targets.size();
      l.update_targets = d_.update_targets;
      l.state_targets = d_.state_targets;
      l.metric_names = d_.metric_names;
      l.summed.assign(grad.outputs.size(), false);  // a library has no replicas
      l.grad = {grad.name, nullptr, {}, true};
      l.update = {d_.functions[static_cast<size_t>(d_.update)].name, nullptr, {}, false};
      l.eval = {d_.functions[static_cast<size_t>(d_.eval)].name, nullptr, {}, true};
      spec.train = std::move(l);
    }
    spec.plan = [this](const engine::GpuFunctionId& f, int64_t batch) -> Expected<engine::GpuFunctionPlan> {
      auto it = plans_.find({f.name, batch});
      if (it == plans_.end())
        return Status::error("the library has no GPU plan of @" + f.name + " for batches of " + std::to_string(batch) +
                             " (it was built for batches of " + std::to_string(d_.batch) + ")");
      return engine::GpuFunctionPlan{it->second.plan, {}};
    };
    // The plans carry no CUDA C: a function's images are found by its plan's hash.
    spec.compile = [this](const std::string&, const std::string& arch, const std::string& what) -> Expected<std::string> {
      for (const auto& [key, p] : plans_) {
        if (key.first != what) continue;
        auto image = engine::choose_image(images_, p.hash, arch, what);
        if (!image.ok()) return image.status();
        return (*image)->image;
      }
      return Status::error("internal error: the library has no kernels for @" + what);
    };
    auto program = engine::GpuStepProgram::create(std::move(spec), seed, gpu);
    if (!program.ok()) return program.status();
    *device = (*program)->device_description();
    return std::unique_ptr<engine::Executor>(std::move(*program));
  }

  Status forward(engine::Executor& x, int fn, void** inputs, void** outputs) const override {
    return static_cast<engine::GpuStepProgram&>(x).forward(d_.functions[static_cast<size_t>(fn)].name, inputs, outputs);
  }

 private:
  explicit LibraryGpu(const Desc& d) : d_(d) {}

  struct Plan {
    std::string hash;  // kernel_source_hash() of its CUDA C: the key of its images
    cuda::GpuPlan plan;
  };

  const Desc& d_;
  std::vector<engine::KernelImage> images_;
  std::map<std::pair<std::string, int64_t>, Plan> plans_;  // by function and batch size (0: any)
};

}  // namespace

}  // namespace netc::library

extern "C" const netc_aot_gpu netc_aot_gpu_engine = {&netc::library::LibraryGpu::read};

#else

// A runtime without CUDA: libraries with GPU code link, and run on the CPU.
extern "C" const netc_aot_gpu netc_aot_gpu_engine = {nullptr};

#endif
