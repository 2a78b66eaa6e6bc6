// `netc build` (see build.h): chooses the functions of the library, binds
// their sizes, lowers them with the CPU backend into one LLVM module, adds the
// C API and writes the archive, the header and the depfile.
#include "tools/build/build.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Target/TargetMachine.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <set>
#include <variant>

#include "base/exit_status.h"
#include "base/output_file.h"
#include "codegen/common/dtypes.h"
#include "codegen/cpu/emit_object.h"
#include "codegen/cpu/lower.h"
#include "codegen/cpu/optimise.h"
#include "engine/binding/bind_devices.h"
#include "engine/binding/program_devices.h"
#include "engine/exec/step_functions.h"
#include "engine/memory/memory_plan.h"
#include "ir/dims.h"
#include "ir/infer.h"
#include "ir/printer.h"
#include "ir/passes/pipeline.h"
#include "ir/split_rule.h"
#include "tools/build/c_api.h"
#ifdef NETC_HAVE_GPU_ENGINE
#include "codegen/cuda/nvrtc.h"
#include "engine/exec/gpu_ir_plans.h"
#endif

namespace netc::build {

namespace fs = std::filesystem;

bool is_c_keyword(const std::string& s) {
  // C23's keywords and C++'s, since the header is read by both.
  static const std::set<std::string> kKeywords = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
      "char", "char8_t", "char16_t", "char32_t", "class", "co_await", "co_return", "co_yield", "compl", "concept",
      "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "decltype", "default", "delete", "do",
      "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend",
      "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
      "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires",
      "restrict", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
      "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
      "typeof", "typeof_unqual", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while",
      "xor", "xor_eq"};
  return kKeywords.count(s) > 0;
}

std::string c_identifier(const std::string& s) {
  std::string out;
  for (char c : s) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0])) || is_c_keyword(out)) out = "net_" + out;
  return out;
}

namespace {

bool is_batch(const ir::Dim& d, const std::set<std::string>& batch) { return d.is_symbol() && batch.count(d.symbol_name()); }

// Whether every example of a batch is computed independently of the others,
// so a call on n < batch examples can be padded with zeros to a full batch
// and give the same first n results. The batch must be the leading dim of
// every value that mentions it, and each instruction with a batched operand
// must compute its result's rows from its operands' rows alone. That is the
// data-parallel typing rule's question (ir/split_rule.h) with the batch axis
// split over replicas: each share computed from the operands' shares, the
// result split along axis 0 (a reduction over the batch, whose result every
// share needs, fails it, as do batch statistics and a product with a batched
// right-hand side). An op the rule does not know fails it too.
bool rows_independent(const ir::Function& f, const std::set<std::string>& batch) {
  auto batched = [&](ir::ValueId v) {
    const ir::TensorType& t = f.type_of(v);
    return !t.shape.empty() && is_batch(t.shape[0], batch);
  };
  for (const ir::Value& v : f.values)
    for (size_t k = 0; k < v.type.shape.size(); ++k)
      for (const std::string& s : v.type.shape[k].symbols())
        if (batch.count(s) && (k != 0 || !v.type.shape[0].is_symbol())) return false;
  const std::string rows = "rows";  // the set the batch would be split over
  auto placed = [&](ir::ValueId v) {
    ir::TensorType t = f.type_of(v);
    t.device = batched(v) ? ir::Placement::split(0, rows) : ir::Placement::replicated(rows);
    return t;
  };
  for (const ir::Inst& i : f.body) {
    std::vector<ir::TensorType> operands;
    bool any = false;
    for (ir::ValueId o : i.operands) {
      operands.push_back(placed(o));
      any = any || batched(o);
    }
    if (!any) continue;
    auto r = ir::split_rule(i.op, operands, i.attrs, placed(i.result));
    const ir::Placement* p = std::get_if<ir::Placement>(&r);
    if (!p || !p->is_split() || p->split_axis != 0 || !batched(i.result)) return false;
  }
  return true;
}

std::string escape_make(const std::string& path) {
  std::string out;
  for (char c : path) {
    if (c == ' ' || c == '#' || c == ':') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

struct Plan {
  ir::Function fn;
  cpu::DimBindings dims;
  std::set<std::string> batch_symbols;
  std::vector<std::string> input_names, output_names;
  std::string c_name;
  bool forward = false;
};

// The GPU code of the library: every function the runtime's GPU executor
// runs, planned as it plans them (the library carries the plans, so that its
// executor needs no IR), its CUDA C compiled by NVRTC for each of `archs`.
Status embed_gpu_code(const ir::Module& m, const std::vector<std::string>& archs, const engine::StepFunctions* fns,
                      engine::GpuIrPlans* plans, const BuildOptions& o, ApiSpec* spec) {
#ifdef NETC_HAVE_GPU_ENGINE
  std::vector<std::string> names;
  for (int fi : spec->forwards) names.push_back(spec->functions[static_cast<size_t>(fi)].ir_name);
  auto forwards = engine::library_forwards(m, names);
  if (!forwards.ok()) return forwards.status();
  engine::Forwards planned;
  for (size_t k = 0; k < forwards->size(); ++k)
    planned.push_back({&(*forwards)[k], spec->functions[static_cast<size_t>(spec->forwards[k])].dims});
  auto sources = engine::library_sources(*plans, fns, o.dims, spec->batch, planned);
  if (!sources.ok())
    return Status::error("GPU code: " + sources.message() + "; build with `--cuda-arch none` for a library without GPU code");
  // An architecture this NVRTC does not know: say so once, before any kernel.
  for (const std::string& arch : archs)
    if (auto st = cuda::check_nvrtc_arch(arch); !st.ok()) return Status::error("--cuda-arch " + arch + ": " + st.message());
  ApiGpu gpu;
  gpu.archs = archs;
  std::set<std::string> done;
  for (const engine::GpuSource& src : *sources) {
    std::string hash = engine::kernel_source_hash(src.plan.code.source);
    if (!done.insert(hash).second) continue;  // the same kernels as another function's
    for (const std::string& arch : archs) {
      auto bin = cuda::nvrtc_compile(src.plan.code.source, arch, src.function + ".cu");
      if (!bin.ok()) return Status::error("@" + src.function + " for " + arch + ": " + bin.message());
      gpu.images.push_back({src.function, hash, arch, std::move(bin->binary)});
    }
  }
  gpu.plans = std::move(*sources);
  spec->gpu = std::move(gpu);
  return {};
#else
  (void)m;
  (void)fns;
  (void)plans;
  (void)o;
  (void)spec;
  return Status::error("--cuda-arch " + archs.front() + ": this netc was built without CUDA, so it cannot compile GPU code");
#endif
}

// What an instance needs where it runs (engine/memory/memory_plan.h), for the C
// API's `<name>_memory`: on the CPU by the library executor's rules; on a
// GPU by GpuStepProgram's, which the library runs there (not the training
// loop's own buffers: the caller owns its batches).
Status plan_memory(const ir::Module& m, const ir::TrainRun* run, const engine::StepFunctions* fns,
                   const engine::CompiledBuffers& compiled, engine::GpuIrPlans* gpu_plans, const BuildOptions& o,
                   ApiSpec* spec) {
  uint64_t largest = 0;
  for (const ApiFunction& f : spec->functions) largest = std::max<uint64_t>(largest, f.workspace_bytes);
  auto cpu = engine::plan_library_cpu(m, fns, compiled, spec->batch, o.dims, largest);
  if (!cpu.ok()) return cpu.status();
  // The convolution kernels allocate their scratch as they run.
  for (const engine::MemoryLine& l : cpu->lines)
    spec->cpu_memory.push_back({"cpu", engine::category_name(l.category), l.bytes, l.estimate,
                                l.category != engine::MemoryLine::Workspace && !l.estimate});
#ifdef NETC_HAVE_GPU_ENGINE
  if (spec->gpu && run) {
    engine::MemoryOptions mo;
    mo.batch = spec->batch;
    mo.dims = o.dims;
    mo.gpu = 0;
    mo.gpu_plans = gpu_plans;  // the library's: each function planned once for both
    auto gpu = engine::plan_memory(m, *run, *fns, mo);
    if (!gpu.ok()) return gpu.status();
    for (size_t d = 0; d < gpu->devices.size(); ++d)
      for (const engine::MemoryLine& l : gpu->devices[d].lines)
        if (!l.loop)
          spec->gpu_memory.push_back({d == 0 ? "gpu" : "host", engine::category_name(l.category), l.bytes, l.estimate,
                                      d == 0 && !l.estimate});
  }
#endif
  return {};
}

// The forward functions: every model instance's methods, with C names that
// do not collide with each other or with the C API's own.
std::vector<Plan> forward_plans(const ir::Module& m) {
  std::set<std::string> train_fns;
  for (const ir::TrainRun& t : m.trains) {
    train_fns.insert(t.step);
    train_fns.insert(t.update_name());
  }
  std::vector<Plan> plans;
  std::set<std::string> c_names;
  for (const ir::Function& f : m.functions) {
    if (train_fns.count(f.name) || f.name.rfind("train.", 0) == 0) continue;
    Plan p;
    p.fn = ir::prepare_forward(f);
    p.forward = true;
    p.c_name = c_identifier(f.name);
    for (const char* api : {"create", "destroy", "train_step", "evaluate", "save", "load", "param", "param_count",
                                   "param_data", "global_step", "status_message", "memory", "memory_line", "init_from", "create_on", "device", "check_gpu_arch"})
      if (p.c_name == api) p.c_name += "_fn";
    while (c_names.count(p.c_name)) p.c_name += "_";
    c_names.insert(p.c_name);
    plans.push_back(std::move(p));
  }
  return plans;
}

// The first train block's gradient, update and evaluation step, appended to
// `plans`; `train` says which plans they are.
void add_train_plans(const ir::TrainRun& run, const engine::StepFunctions& t, std::vector<Plan>& plans,
                     ApiTrain* train) {
  train->update_targets = t.update_targets;
  train->state_targets = t.state_targets;
  train->grad = static_cast<int>(plans.size());
  plans.push_back({t.grad, {}, {}, {}, {}, "", false});
  train->update = static_cast<int>(plans.size());
  plans.push_back({*t.update, {}, {}, {}, {}, "", false});
  train->eval = static_cast<int>(plans.size());
  plans.push_back({t.eval, {}, {}, {}, {}, "", false});
  for (ir::ValueId r : t.step->results) train->result_names.push_back(c_identifier(t.step->values[r].name));
  train->lr = ir::print_double(run.settings.lr ? *run.settings.lr : 0.0);
  train->name = run.name;
  train->models = run.models;
}

// Sizes, by ir/dims.h's rule (--dim, else the batch for batch dims; any
// other named dim needs --dim), and the C names of inputs and outputs.
Status bind_sizes(std::vector<Plan>& plans, int64_t batch, const BuildOptions& o) {
  const std::vector<std::string> reserved = {"net", "n", "lr", "loss", "results"};
  auto c_arg = [&](std::string s, std::set<std::string>& used) {
    s = c_identifier(s);
    while (std::find(reserved.begin(), reserved.end(), s) != reserved.end() || used.count(s)) s += "_";
    used.insert(s);
    return s;
  };
  for (Plan& p : plans) {
    p.batch_symbols = ir::batch_dims(p.fn);
    auto dims = ir::bind_dims(p.fn, {batch, o.dims, std::nullopt});
    if (!dims.ok()) return dims.status();
    p.dims = std::move(*dims);
    std::set<std::string> used;
    for (ir::ValueId v : p.fn.params) p.input_names.push_back(c_arg(p.fn.values[v].name, used));
    for (size_t j = 0; j < p.fn.results.size(); ++j) {
      const std::string& rn = p.fn.values[p.fn.results[j]].name;
      bool numeric = rn.empty() || std::isdigit(static_cast<unsigned char>(rn[0]));
      p.output_names.push_back(c_arg(numeric ? (p.fn.results.size() == 1 ? "out" : "out" + std::to_string(j)) : rn, used));
    }
  }
  return {};
}

// Every plan lowered into `module`, described in spec->functions; each
// one's buffer plan in `buffers` (the memory lines read them). Their dtypes
// were checked (build_library).
Status lower_plans(const ir::Module& m, const std::vector<Plan>& plans, llvm::Module& module,
                   const llvm::TargetMachine& tm, ApiSpec* spec, std::vector<codegen::BufferPlan>* buffers) {
  cpu::LowerOptions lower_options;
  lower_options.vector_bits = cpu::vector_bits(tm);  // it sizes the small products' tiles
  lower_options.dtypes_checked = true;
  llvm::Linker linker(module);
  for (size_t i = 0; i < plans.size(); ++i) {
    const Plan& p = plans[i];
    auto lowered = cpu::lower_function(m, p.fn, p.dims, module.getContext(), lower_options);
    if (!lowered.ok()) return Status::error("@" + p.fn.name + ": " + lowered.message());
    cpu::LoweredFunction& lf = *lowered;
    ApiFunction af;
    af.ir_name = p.fn.name;
    af.symbol = spec->name + "__netc_fn" + std::to_string(i);
    af.c_name = p.c_name;
    af.workspace_bytes = lf.workspace_bytes;
    buffers->push_back(std::move(lf.buffers));
    af.dims = p.dims;
    af.rows_independent = p.forward && rows_independent(p.fn, p.batch_symbols);
    lf.module->getFunction(lf.symbol)->setName(af.symbol);
    for (size_t k = 0; k < p.fn.params.size(); ++k) {
      const ir::TensorType& t = p.fn.type_of(p.fn.params[k]);
      af.inputs.push_back({p.input_names[k], t.dtype, lf.input_shapes[k], !t.shape.empty() && is_batch(t.shape[0], p.batch_symbols)});
    }
    for (size_t k = 0; k < p.fn.results.size(); ++k) {
      const ir::TensorType& t = p.fn.type_of(p.fn.results[k]);
      af.outputs.push_back({p.output_names[k], t.dtype, lf.output_shapes[k], !t.shape.empty() && is_batch(t.shape[0], p.batch_symbols)});
    }
    if (linker.linkInModule(std::move(lf.module))) return Status::error("internal error: cannot link @" + p.fn.name);
    if (p.forward) spec->forwards.push_back(static_cast<int>(i));
    spec->functions.push_back(std::move(af));
  }
  return {};
}

// The parameters, with their initialisers and the devices they may bind,
// and the program's devices: what the runtime binds them by.
void add_params(const ir::Module& m, ApiSpec* spec) {
  std::set<std::string> optimizer;
  engine::weight_specs(m, &optimizer);
  spec->devices = engine::program_devices(m).devices;
  for (const ir::GlobalParam& gp : m.params) {
    std::vector<int64_t> shape;
    for (const ir::Dim& d : gp.type.shape) shape.push_back(d.value());
    std::string declared;
    for (const std::string& logical : gp.type.device.devices)
      if (const ir::DeviceDecl* d = m.find_device(logical))
        for (const std::string& c : d->candidates) declared += (declared.empty() ? "" : " | ") + c;
    spec->params.push_back({gp.name, ir::print_initialiser(gp.init), gp.type.device.str(), declared.empty() ? "cpu" : declared,
                            gp.type.dtype, shape, gp.init, gp.type.device.devices, optimizer.count(gp.name) > 0});
  }
}

// The archive, the header and the depfile, each written atomically.
Status write_outputs(const BuildOptions& o, const ApiSpec& spec, std::vector<char> object) {
  std::error_code ec;
  fs::create_directories(o.out_dir, ec);
  if (ec) return Status::error("cannot create `" + o.out_dir + "`: " + ec.message());
  fs::path lib = fs::path(o.out_dir) / ("lib" + spec.name + ".a");
  fs::path header = fs::path(o.out_dir) / (spec.name + ".h");
  if (auto st = cpu::write_archive(lib.string(), {{spec.name + ".o", std::move(object)}}); !st.ok()) return st;
  if (auto st = cpu::write_file_atomically(header.string(), header_text(spec)); !st.ok()) return st;
  if (o.depfile.empty()) return {};
  // The library is the rule's target (build systems key the depfile on
  // their first output); the prerequisites are every file the program
  // was read from, absolute, so the depfile holds wherever it is read.
  std::string text = escape_make(lib.string()) + ":";
  for (const std::string& in : o.inputs) text += " \\\n  " + escape_make(fs::absolute(in, ec).lexically_normal().string());
  return cpu::write_file_atomically(o.depfile, text + "\n");
}

}  // namespace

int build_library(const ir::Module& m, const BuildOptions& o, std::ostream& err) {
  auto fail = [&](const std::string& msg, int code = kExitFailed) {
    err << "netc build: " << msg << "\n";
    return code;
  };
  std::string name = o.name.empty() ? c_identifier(fs::path(o.source).stem().string()) : o.name;
  if (is_c_keyword(name))
    return fail("--name `" + name + "` is a C or C++ keyword, which the header cannot name its struct; choose another",
                kExitBadInput);
  if (name != c_identifier(name))
    return fail("--name must be a C identifier (letters, digits, `_`), not `" + name + "`", kExitBadInput);
  // Nothing the build reads is written over, and its outputs are three files.
  {
    std::vector<NamedFile> inputs = program_inputs(o.inputs);
    std::vector<NamedFile> outputs = {{(fs::path(o.out_dir) / ("lib" + name + ".a")).string(), "the library"},
                                      {(fs::path(o.out_dir) / (name + ".h")).string(), "the header"}};
    if (!o.depfile.empty()) outputs.push_back({o.depfile, "the depfile"});
    for (const NamedFile& out : outputs) {
      if (std::string why = cannot_write(out, inputs); !why.empty()) return fail(why, kExitBadInput);
      inputs.push_back(out);
    }
  }

  const ir::TrainRun* run = m.trains.empty() ? nullptr : &m.trains.front();
  int64_t batch = o.batch ? *o.batch : run ? run->batch_size() : 0;
  if (batch < 1) return fail("the program has no train block to take the batch size from; pass --batch N", kExitBadInput);

  // The train block's functions (the autodiff pass), once: the library's
  // code, its GPU kernels and its memory plans are made from them.
  std::optional<engine::StepFunctions> fns;
  if (run) {
    auto prepared = engine::prepare_step_functions(m, *run);
    if (!prepared.ok()) return fail(prepared.message());
    fns = std::move(*prepared);
  }
  const engine::StepFunctions* step = fns ? &*fns : nullptr;

  // The functions and their sizes.
  std::vector<Plan> plans = forward_plans(m);
  ApiTrain train;
  if (run) add_train_plans(*run, *fns, plans, &train);
  // Every dtype the module and these functions compute, checked once
  // before any is compiled (the lowering does not check again).
  std::vector<const ir::Function*> compiled_fns;
  for (const Plan& p : plans) compiled_fns.push_back(&p.fn);
  if (auto st = codegen::check_dtypes_computed(m, compiled_fns); !st.ok()) return fail(st.message());
  if (auto st = bind_sizes(plans, batch, o); !st.ok()) return fail(st.message());
  // A train step's inputs are named after the data set's fields.
  if (run)
    for (int k : {train.grad, train.eval})
      for (std::string& n : plans[static_cast<size_t>(k)].input_names)
        if (n.rfind("batch_", 0) == 0) n = n.substr(6);

  // Lowered into one module, for the target CPU.
  auto tm = cpu::make_aot_target_machine(o.target_cpu.empty() ? cpu::kDefaultAotCpu : o.target_cpu);
  if (!tm.ok()) return fail(tm.message(), kExitBadInput);  // a CPU LLVM does not know
  llvm::LLVMContext ctx;
  auto module = std::make_unique<llvm::Module>(name, ctx);
  ApiSpec spec;
  spec.name = name;
  spec.source = o.source;
  spec.batch = batch;
  spec.fingerprint = ir::accepted_fingerprints(m);
  std::vector<codegen::BufferPlan> buffers;  // per plan, as lowered
  if (auto st = lower_plans(m, plans, *module, **tm, &spec, &buffers); !st.ok()) return fail(st.message());
  add_params(m, &spec);
  if (run) spec.train = train;

  // What the runtime needs besides the CPU code: GPU kernels (with the
  // program), the memory plan, the C API.
  std::vector<std::string> archs = o.cuda_archs ? *o.cuda_archs : std::vector<std::string>{};
#ifdef NETC_HAVE_GPU_ENGINE
  if (!o.cuda_archs && engine::may_use_gpu(engine::program_devices(m))) archs = kDefaultCudaArchs;
#endif
  // An architecture given that this netc cannot compile for is a wrong
  // option value (exit 2), said before any kernel is made.
  if (o.cuda_archs && !archs.empty()) {
#ifdef NETC_HAVE_GPU_ENGINE
    for (const std::string& arch : archs)
      if (auto st = cuda::check_nvrtc_arch(arch); !st.ok())
        return fail("--cuda-arch " + arch + ": " + st.message(), kExitBadInput);
#else
    return fail("--cuda-arch " + archs.front() + ": this netc was built without CUDA, so it cannot compile GPU code",
                kExitBadInput);
#endif
  }
  // The GPU plans, made once: the library embeds them and its GPU memory
  // lines are theirs. Their functions' dtypes were checked above.
#ifdef NETC_HAVE_GPU_ENGINE
  cuda::EmitOptions emit;
  emit.dtypes_checked = true;
  engine::GpuIrPlans gpu_plans(m, emit);
  engine::GpuIrPlans* planned = &gpu_plans;
#else
  engine::GpuIrPlans* planned = nullptr;
#endif
  if (!archs.empty())
    if (auto st = embed_gpu_code(m, archs, step, planned, o, &spec); !st.ok()) return fail(st.message());
  engine::CompiledBuffers compiled;
  if (run) {
    auto at = [&](int k) { return &buffers[static_cast<size_t>(k)]; };
    compiled = {at(train.grad), at(train.update), at(train.eval)};
  }
  if (auto st = plan_memory(m, run, step, compiled, planned, o, &spec); !st.ok()) return fail(st.message());
  spec.target_cpu = o.target_cpu.empty() ? cpu::kDefaultAotCpu : o.target_cpu;
  if (auto st = add_api(*module, spec); !st.ok()) return fail(st.message());

  auto object = cpu::emit_object(*module, **tm);
  if (!object.ok()) return fail(object.message());
  if (auto st = write_outputs(o, spec, std::move(*object)); !st.ok()) return fail(st.message());
  return 0;
}

}  // namespace netc::build
