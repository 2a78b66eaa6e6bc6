// The GPU half of a library's runtime (aot_gpu.h): GpuStepProgram, as
// `netc run` runs it, with the kernels the library carries. The executor
// still plans a function's launches from the program's IR when it is created,
// so the GPU section of the descriptor holds the program as IR text, read
// here when a GPU is first considered.
#include "engine/library/aot_gpu.h"

#ifdef NETC_HAVE_GPU_ENGINE

#include <map>
#include <variant>
#include <vector>

#include "engine/exec/embedded_kernels.h"
#include "engine/exec/gpu_step_program.h"
#include "ir/parser.h"

namespace netc::library {

namespace {

class LibraryGpu final : public GpuEngine {
 public:
  static Expected<std::unique_ptr<GpuEngine>> read(const Desc& d) {
    std::unique_ptr<LibraryGpu> g(new LibraryGpu(d));
    try {
      auto m = ir::parse_module(d.gpu.at("program").get<std::string>());
      if (auto* e = std::get_if<ir::IrParseError>(&m))
        return Status::error("the program does not read back (" + std::to_string(e->line) + ":" +
                             std::to_string(e->col) + ": " + e->message + ")");
      g->program_ = std::move(std::get<ir::Module>(m));
      g->dims_ = d.gpu.at("dims").get<std::map<std::string, int64_t>>();
      for (const auto& k : d.gpu.at("images")) {
        auto image = engine::base64_decode(k.at("image").get<std::string>());
        if (!image.ok()) return Status::error("a kernel image: " + image.message());
        g->images_.push_back({k.at("function").get<std::string>(), k.at("hash").get<std::string>(),
                              k.at("arch").get<std::string>(), std::move(*image)});
      }
    } catch (const std::exception& e) {
      return Status::error(e.what());
    }
    // The forward functions in inference form, by function index.
    std::vector<std::string> names;
    std::vector<int> indices;
    for (size_t i = 0; i < d.functions.size(); ++i) {
      int k = static_cast<int>(i);
      if (d.has_train && (k == d.grad || k == d.update || k == d.eval)) continue;
      names.push_back(d.functions[i].name);
      indices.push_back(k);
    }
    auto fns = engine::library_forwards(g->program_, names);
    if (!fns.ok()) return fns.status();
    for (size_t i = 0; i < indices.size(); ++i) g->forwards_.emplace(indices[i], std::move((*fns)[i]));
    return std::unique_ptr<GpuEngine>(std::move(g));
  }

  std::pair<int, std::string> code_problem(const std::string& arch) const override {
    std::vector<std::pair<const ir::Function*, std::map<std::string, int64_t>>> forwards;
    for (const auto& [k, f] : forwards_) forwards.push_back({&f, d_.functions[static_cast<size_t>(k)].dims});
    auto sources = engine::GpuStepProgram::sources(program_, run(), dims_, d_.batch, forwards);
    if (!sources.ok()) return {NETC_AOT_INTERNAL, sources.message()};
    for (const engine::GpuSource& src : *sources) {
      auto image = engine::choose_image(images_, engine::kernel_source_hash(src.source), arch, src.function);
      if (!image.ok()) return {NETC_AOT_NO_DEVICE, image.message()};
    }
    return {NETC_AOT_OK, ""};
  }

  Expected<std::unique_ptr<engine::Executor>> create(uint64_t seed, int gpu, std::string* device) const override {
    auto program = engine::GpuStepProgram::create(program_, run(), seed, gpu,
                                                  {engine::embedded_kernels(&images_), dims_, {}});
    if (!program.ok()) return program.status();
    *device = (*program)->device_description();
    return std::unique_ptr<engine::Executor>(std::move(*program));
  }

  Status forward(engine::Executor& x, int fn, void** inputs, void** outputs) const override {
    return static_cast<engine::GpuStepProgram&>(x).forward(forwards_.at(fn), d_.functions[static_cast<size_t>(fn)].dims,
                                                           inputs, outputs);
  }

 private:
  explicit LibraryGpu(const Desc& d) : d_(d) {}
  const ir::TrainRun* run() const { return program_.trains.empty() ? nullptr : &program_.trains.front(); }

  const Desc& d_;
  ir::Module program_;
  std::map<std::string, int64_t> dims_;
  std::vector<engine::KernelImage> images_;
  std::map<int, ir::Function> forwards_;
};

}  // namespace

}  // namespace netc::library

extern "C" const netc_aot_gpu netc_aot_gpu_engine = {&netc::library::LibraryGpu::read};

#else

// A runtime without CUDA: libraries with GPU code link, and run on the CPU.
extern "C" const netc_aot_gpu netc_aot_gpu_engine = {nullptr};

#endif
