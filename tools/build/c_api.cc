// Header, descriptor and wrappers of a `netc build` library (see c_api.h).
#include "tools/build/c_api.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <cctype>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/exec/gpu_plan_json.h"
#include "engine/library/descriptor.h"

namespace netc::build {

namespace {

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

const char* c_type(ir::DType d) {
  switch (d) {
    case ir::DType::F32: return "float";
    case ir::DType::F16: return "uint16_t";   // IEEE half, as bits
    case ir::DType::BF16: return "uint16_t";  // bfloat16, as bits
    case ir::DType::I32: return "int32_t";
    case ir::DType::I64: return "int64_t";
    case ir::DType::Bool: return "uint8_t";   // 0 or 1
  }
  return "void";
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (const std::string& s : parts) out += (out.empty() ? "" : sep) + s;
  return out;
}

std::string shape_text(const std::vector<int64_t>& shape, bool batched) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + (i == 0 && batched ? std::string("n") : std::to_string(shape[i]));
  return s + "]";
}

int64_t per_example(const ApiArg& a) {
  int64_t n = 1;
  for (size_t i = a.batched ? 1 : 0; i < a.shape.size(); ++i) n *= a.shape[i];
  return n;
}

nlohmann::json arg_json(const ApiArg& a) {
  return {{"name", a.name}, {"dtype", ir::dtype_name(a.dtype)}, {"shape", a.shape}, {"batched", a.batched}};
}

// {"kind": "kaiming_uniform", "fan_in": 784}: an initialiser the runtime
// reads without the IR parser.
nlohmann::json initialiser_json(ir::Initialiser init) {
  nlohmann::json j{{"kind", ir::initialiser_name(init.kind)}};
  for (const char* a : ir::initialiser_arguments(init.kind)) j[a] = *ir::initialiser_argument(init, a);
  return j;
}

}  // namespace

std::string descriptor_json(const ApiSpec& spec) {
  nlohmann::json j;
  j["format"] = library::kDescriptorFormat;
  j["name"] = spec.name;
  j["batch"] = spec.batch;
  j["fingerprint"] = spec.fingerprint;
  j["params"] = nlohmann::json::array();
  for (const ApiParam& p : spec.params)
    j["params"].push_back({{"name", p.name},
                           {"dtype", ir::dtype_name(p.dtype)},
                           {"shape", p.shape},
                           {"device", p.declared},
                           {"logical_device", p.logical_device},
                           {"init", p.init},
                           {"initialiser", initialiser_json(p.initialiser)},
                           {"devices", p.devices},
                           {"optimizer_state", p.optimizer_state}});
  j["devices"] = nlohmann::json::array();
  for (const engine::ProgramDevices::Device& d : spec.devices)
    j["devices"].push_back({{"name", d.name}, {"candidates", d.candidates}, {"set", d.set}});
  j["functions"] = nlohmann::json::array();
  for (const ApiFunction& f : spec.functions) {
    nlohmann::json fj{{"name", f.ir_name}, {"workspace", f.workspace_bytes}, {"rows_independent", f.rows_independent},
                      {"dims", f.dims}};
    fj["inputs"] = nlohmann::json::array();
    fj["outputs"] = nlohmann::json::array();
    for (const ApiArg& a : f.inputs) fj["inputs"].push_back(arg_json(a));
    for (const ApiArg& a : f.outputs) fj["outputs"].push_back(arg_json(a));
    j["functions"].push_back(fj);
  }
  if (spec.train) {
    j["train"] = {{"grad", spec.train->grad},
                  {"update", spec.train->update},
                  {"eval", spec.train->eval},
                  {"num_results", spec.train->result_names.size()},
                  {"result_names", spec.train->result_names},
                  {"update_targets", spec.train->update_targets},
                  {"state_targets", spec.train->state_targets},
                  {"name", spec.train->name},
                  {"models", spec.train->models}};
  } else {
    j["train"] = nullptr;
  }
  auto memory_json = [](const std::vector<ApiMemoryLine>& lines) {
    nlohmann::json a = nlohmann::json::array();
    for (const ApiMemoryLine& l : lines)
      a.push_back({{"device", l.device}, {"category", l.category}, {"bytes", l.bytes}, {"estimate", l.estimate},
                  {"executor", l.executor}});
    return a;
  };
  j["memory"] = {{"cpu", memory_json(spec.cpu_memory)}, {"gpu", memory_json(spec.gpu_memory)}};
  if (spec.gpu) {
    nlohmann::json g{{"archs", spec.gpu->archs}};
    g["plans"] = nlohmann::json::array();
    for (const engine::GpuSource& p : spec.gpu->plans)
      g["plans"].push_back({{"function", p.function}, {"batch", p.batch},
                            {"hash", engine::kernel_source_hash(p.plan.code.source)},
                            {"plan", engine::gpu_plan_json(p.plan)}});
    g["images"] = nlohmann::json::array();
    for (const engine::KernelImage& k : spec.gpu->images)
      g["images"].push_back({{"function", k.function}, {"hash", k.hash}, {"arch", k.arch},
                             {"image", engine::base64_encode(k.image)}});
    j["gpu"] = g;
  } else {
    j["gpu"] = nullptr;
  }
  return j.dump();
}

namespace {

// The comment at the top: usage, errors, devices, linking; then the include
// guard.
void header_usage(std::ostream& h, const ApiSpec& spec) {
  const std::string& p = spec.name;
  const std::string P = upper(p);
  h << "/* " << p << ".h: the C API of `" << spec.source << "`, compiled ahead of time by `netc build`\n"
    << "   for the CPU `" << spec.target_cpu << "`. Generated; do not edit.\n"
    << "\n"
    << "   Usage:\n"
    << "     " << p << "_t* net;\n"
    << "     if (" << p << "_create(&net, 1) != " << P << "_OK) { puts(" << p << "_status_message()); ... }\n"
    << "     " << p << "_load(net, \"checkpoint.safetensors\");   (optional: a checkpoint of `netc run`)\n"
    << "     ... " << p << "_<model>_<method>(net, n, inputs..., outputs...) ...\n"
    << "     " << p << "_destroy(net);\n"
    << "\n"
    << "   Every function returns a status code (" << P << "_OK is 0) and never aborts, exits or\n"
    << "   throws; " << p << "_status_message() describes the last failure in the calling thread.\n"
    << "   Tensors are dense, row-major, in the host's memory. The sizes are fixed when the\n"
    << "   library is built: the batch is " << P << "_BATCH examples (`netc build --batch N` changes it).\n"
    << "   A handle is used by one thread at a time; separate handles are independent.\n"
    << "\n"
    << "   Devices: an instance binds the program's devices when it is created, as `netc run`\n"
    << "   does: each takes the first of its declared candidates that is present (`cuda:0 | cpu`),\n"
    << "   or what " << p << "_create_on() names. " << (spec.gpu ? "The library carries GPU kernels for " + join(spec.gpu->archs, ", ") + "\n   (`netc build --cuda-arch`): a network whose parameters are bound to a GPU runs there,\n   with its parameters in GPU memory; the calls still take and return host memory."
                                                               : std::string("This library has no GPU code (netc was built\n   without CUDA, or `--cuda-arch none`): a device that can only be a GPU cannot be bound.")) << "\n"
    << "   " << p << "_device() says where an instance runs.\n"
    << "\n"
    << "   Linking: CMake's netc_add_network() does it. Otherwise link lib" << p << ".a, then\n"
    << "   libnetc_aot_runtime.a, libnetc_runtime.a and libnetc_cpu_kernels.a from netc's\n"
    << "   lib/netc/, and -lopenblas -lz -lstdc++ -lm -lpthread -ldl. No CUDA library is linked"
    << (spec.gpu ? ":\n   the CUDA runtime and cuBLAS are loaded when the network first runs on a GPU" : "") << ". */\n"
    << "#ifndef " << P << "_H_\n#define " << P << "_H_\n\n"
    << "#include <stddef.h>\n#include <stdint.h>\n\n"
    << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
}

// Status codes, the batch, and creating and destroying instances.
void header_instances(std::ostream& h, const ApiSpec& spec) {
  const std::string& p = spec.name;
  const std::string P = upper(p);
  h << "/* Status codes. */\n"
    << "#define " << P << "_OK 0\n"
    << "#define " << P << "_INVALID_ARGUMENT 1 /* a null pointer, a count out of range, another network's handle */\n"
    << "#define " << P << "_IO_ERROR 2         /* a checkpoint cannot be read or written */\n"
    << "#define " << P << "_INCOMPATIBLE 3     /* a checkpoint of another program (names, shapes, fingerprint), or a runtime of another netc */\n"
    << "#define " << P << "_OUT_OF_MEMORY 4\n"
    << "#define " << P << "_NOT_FINITE 5       /* the loss or a metric is NaN or infinite; parameters unchanged */\n"
    << "#define " << P << "_INTERNAL 6         /* a bug in netc; please report it */\n"
    << "#define " << P << "_NO_DEVICE 7        /* a device the program needs is not present (the message lists what is) */\n"
    << "#define " << P << "_DEVICE_ERROR 8     /* the GPU failed: the message says what failed and what to do */\n\n"
    << "/* Examples per call of the compiled functions. */\n"
    << "#define " << P << "_BATCH " << spec.batch << "\n\n"
    << "/* An instance of the network: its parameters (and optimizer state) and buffers. */\n"
    << "typedef struct " << p << " " << p << "_t;\n\n"
    << "/* The message of the last failure in this thread (\"\" if none). */\n"
    << "const char* " << p << "_status_message(void);\n\n"
    << "/* Creates an instance with every parameter drawn from its initialiser, from a stream\n"
    << "   that depends on `seed` and the parameter's name (as `netc run --seed`). */\n"
    << "int " << p << "_create(" << p << "_t** out, uint64_t seed);\n"
    << "/* The same, with devices bound as `devices` says: \"NAME=DEVICE,...\" (e.g. \"gpu=cpu\",\n"
    << "   \"gpu=cuda:1\", \"gpu=cuda:auto\"), like `netc run --device`; NULL or \"\" binds as declared. */\n"
    << "int " << p << "_create_on(" << p << "_t** out, uint64_t seed, const char* devices);\n"
    << "/* Where `net` runs: \"cpu\", or \"cuda:0 (NVIDIA H100 80GB HBM3, sm_90)\". */\n"
    << "const char* " << p << "_device(const " << p << "_t* net);\n"
    << "/* The GPU architectures the library has kernels for (\"\" for none), and whether it can\n"
    << "   run on a GPU of architecture `arch` (\"sm_86\"): " << P << "_OK, or " << P << "_NO_DEVICE with\n"
    << "   a message that says what to rebuild with. Needs no GPU. */\n"
    << "#define " << P << "_GPU_ARCHS \"" << (spec.gpu ? join(spec.gpu->archs, ",") : "") << "\"\n"
    << "int " << p << "_check_gpu_arch(const char* arch);\n"
    << "void " << p << "_destroy(" << p << "_t* net);\n\n";
}

// The forward functions (model methods) and the sizes of their arguments.
void header_forwards(std::ostream& h, const ApiSpec& spec) {
  const std::string& p = spec.name;
  const std::string P = upper(p);
  for (int fi : spec.forwards) {
    const ApiFunction& f = spec.functions[static_cast<size_t>(fi)];
    std::string F = P + "_" + upper(f.c_name);
    h << "/* " << f.ir_name << ", without dropout: ";
    for (size_t i = 0; i < f.inputs.size(); ++i)
      h << (i ? ", " : "") << f.inputs[i].name << " " << ir::dtype_name(f.inputs[i].dtype)
        << shape_text(f.inputs[i].shape, f.inputs[i].batched);
    h << " -> ";
    for (size_t i = 0; i < f.outputs.size(); ++i)
      h << (i ? ", " : "") << f.outputs[i].name << " " << ir::dtype_name(f.outputs[i].dtype)
        << shape_text(f.outputs[i].shape, f.outputs[i].batched);
    h << ".\n";
    if (f.rows_independent)
      h << "   n is 1.." << P << "_BATCH: the examples are independent, so fewer than a batch are padded. */\n";
    else
      h << "   n must be " << P << "_BATCH: this function mixes examples (e.g. batch statistics). */\n";
    for (const ApiArg& a : f.inputs) h << "#define " << F << "_" << upper(a.name) << "_SIZE " << per_example(a) << "\n";
    for (const ApiArg& a : f.outputs) h << "#define " << F << "_" << upper(a.name) << "_SIZE " << per_example(a) << "\n";
    h << "int " << p << "_" << f.c_name << "(" << p << "_t* net, int64_t n";
    for (const ApiArg& a : f.inputs) h << ", const " << c_type(a.dtype) << "* " << a.name;
    for (const ApiArg& a : f.outputs) h << ", " << c_type(a.dtype) << "* " << a.name;
    h << ");\n\n";
  }
}

// The train step, evaluation and the step count (spec.train is set).
void header_training(std::ostream& h, const ApiSpec& spec) {
  const std::string& p = spec.name;
  const std::string P = upper(p);
  const ApiFunction& g = spec.functions[static_cast<size_t>(spec.train->grad)];
  h << "/* Training, on exactly " << P << "_BATCH examples of the train block's data set:\n   ";
  for (size_t i = 0; i < g.inputs.size(); ++i)
    h << (i ? ", " : "") << g.inputs[i].name << " " << ir::dtype_name(g.inputs[i].dtype)
      << shape_text(g.inputs[i].shape, false);
  h << ".\n   One step: the loss's gradient, then the optimizer's update with learning rate `lr`\n"
    << "   (the train block's is " << P << "_LR; a schedule is the caller's). `loss` (may be NULL)\n"
    << "   receives the loss before the update. A loss or metric that is not finite\n"
    << "   takes the step back, as `netc run` does: " << P << "_NOT_FINITE. */\n"
    << "#define " << P << "_LR " << spec.train->lr << "f\n"
    << "int " << p << "_train_step(" << p << "_t* net";
  for (const ApiArg& a : g.inputs) h << ", const " << c_type(a.dtype) << "* " << a.name;
  h << ", float lr, float* loss);\n\n";
  h << "/* The loss and metrics of a batch without training (dropout off), into\n"
    << "   results[" << P << "_NUM_RESULTS]. */\n"
    << "#define " << P << "_NUM_RESULTS " << spec.train->result_names.size() << "\n";
  for (size_t i = 0; i < spec.train->result_names.size(); ++i)
    h << "#define " << P << "_RESULT_" << upper(spec.train->result_names[i]) << " " << i << "\n";
  h << "int " << p << "_evaluate(" << p << "_t* net";
  for (const ApiArg& a : g.inputs) h << ", const " << c_type(a.dtype) << "* " << a.name;
  h << ", float* results);\n"
    << "/* Training steps taken (restored by " << p << "_load). */\n"
    << "int64_t " << p << "_global_step(const " << p << "_t* net);\n\n";
}

// Checkpoints, parameters and the memory plan; then the end of the header.
void header_state(std::ostream& h, const ApiSpec& spec) {
  const std::string& p = spec.name;
  const std::string P = upper(p);
  h << "/* Checkpoints: safetensors files with every parameter and optimizer state, the same\n"
    << "   as `netc run` writes (each can resume the other's). Saving is atomic: a temporary\n"
    << "   file renamed over `path`. Loading checks names, shapes and the program's\n"
    << "   fingerprint before changing anything. */\n"
    << "int " << p << "_save(" << p << "_t* net, const char* path);\n"
    << "int " << p << "_load(" << p << "_t* net, const char* path);\n"
    << "/* The parameters alone, as `netc run --init-from`: from a safetensors file that netc or\n"
    << "   another framework wrote (PyTorch's state_dict). `renames` is \"FROM=TO,...\", name prefixes\n"
    << "   replaced in the file's names (\"module.=net.\" for DataParallel's), or NULL. Names, shapes\n"
    << "   and dtypes are checked first, every problem listed (" << P << "_INCOMPATIBLE); f64, f16 and bf16\n"
    << "   convert to f32. The optimizer state and the step count stay as they are. */\n"
    << "int " << p << "_init_from(" << p << "_t* net, const char* path, const char* renames);\n\n"
    << "/* The parameters and optimizer state, in checkpoint order. */\n"
    << "typedef struct {\n"
    << "  const char* name;           /* net.fc1.weight */\n"
    << "  const char* dtype;          /* f32 */\n"
    << "  int32_t rank;\n"
    << "  const int64_t* shape;       /* rank sizes */\n"
    << "  const char* device;         /* the devices the program declares for it: \"cuda:0 | cpu\" */\n"
    << "  const char* logical_device; /* the device the program declared */\n"
    << "  const char* init;           /* its initialiser */\n"
    << "} " << p << "_param_info;\n"
    << "#define " << P << "_NUM_PARAMS " << spec.params.size() << "\n"
    << "int64_t " << p << "_param_count(void);\n"
    << "/* NULL when i is out of range. */\n"
    << "const " << p << "_param_info* " << p << "_param(int64_t i);\n"
    << "/* The values of parameter i in `net`; valid until the next train step or destroy. On a\n"
    << "   GPU, a host copy taken by this call: writing it changes nothing (use " << p << "_load). */\n"
    << "void* " << p << "_param_data(" << p << "_t* net, int64_t i);\n\n"
    << "/* What an instance needs where it runs, by category, as `netc mem` names them (\"parameters\",\n"
    << "   \"gradients\", \"optimizer state\", ...): planned when the library was built, by the rules its\n"
    << "   executor allocates by (one workspace shared by its functions on the CPU). `device` is \"cpu\",\n"
    << "   or \"gpu\" and \"host\" for an instance on a GPU; `estimate` marks what netc does not allocate\n"
    << "   itself (CUDA's context). */\n"
    << "typedef struct {\n"
    << "  const char* device;\n"
    << "  const char* category;\n"
    << "  uint64_t bytes;\n"
    << "  int32_t estimate;\n"
    << "} " << p << "_memory_line;\n"
    << "/* Writes up to `capacity` lines into `lines` (NULL when capacity is 0) and returns how many\n"
    << "   `net` has; -1 for a bad handle. */\n"
    << "int64_t " << p << "_memory(const " << p << "_t* net, " << p << "_memory_line* lines, int64_t capacity);\n\n"
    << "#ifdef __cplusplus\n}  /* extern \"C\" */\n#endif\n\n#endif /* " << P << "_H_ */\n";
}

}  // namespace

std::string header_text(const ApiSpec& spec) {
  std::ostringstream h;
  header_usage(h, spec);
  header_instances(h, spec);
  header_forwards(h, spec);
  if (spec.train) header_training(h, spec);
  header_state(h, spec);
  return h.str();
}

Status add_api(llvm::Module& m, const ApiSpec& spec) {
  llvm::LLVMContext& ctx = m.getContext();
  llvm::IRBuilder<> b(ctx);
  auto* ptr = llvm::PointerType::get(ctx, 0);
  auto* i32 = b.getInt32Ty();
  auto* i64 = b.getInt64Ty();
  auto* f32 = b.getFloatTy();
  auto* void_ty = b.getVoidTy();
  const std::string& p = spec.name;

  // The descriptor and the function table: private, so only the wrappers
  // (and through them the runtime) see them.
  llvm::Constant* text = llvm::ConstantDataArray::getString(ctx, descriptor_json(spec), true);
  auto* desc = new llvm::GlobalVariable(m, text->getType(), true, llvm::GlobalValue::PrivateLinkage, text,
                                        p + "__netc_descriptor");
  std::vector<llvm::Constant*> fns;
  for (const ApiFunction& f : spec.functions) {
    llvm::Function* fn = m.getFunction(f.symbol);
    if (!fn) return Status::error("internal error: the module has no function `" + f.symbol + "`");
    fn->setLinkage(llvm::GlobalValue::InternalLinkage);
    fns.push_back(fn);
  }
  auto* table_ty = llvm::ArrayType::get(ptr, fns.size());
  auto* table = new llvm::GlobalVariable(m, table_ty, true, llvm::GlobalValue::PrivateLinkage,
                                         llvm::ConstantArray::get(table_ty, fns), p + "__netc_functions");

  // A wrapper: an exported function of the API that calls the runtime's
  // generic function with the descriptor (and whatever `args` builds).
  using ArgsFn = std::function<std::vector<llvm::Value*>(llvm::Function*)>;
  auto wrap = [&](const std::string& name, llvm::Type* ret, std::vector<llvm::Type*> params,
                  const std::string& callee, std::vector<llvm::Type*> callee_params, const ArgsFn& args) {
    auto* fn = llvm::Function::Create(llvm::FunctionType::get(ret, params, false), llvm::GlobalValue::ExternalLinkage,
                                      p + "_" + name, m);
    b.SetInsertPoint(llvm::BasicBlock::Create(ctx, "entry", fn));
    llvm::FunctionCallee target = m.getOrInsertFunction(callee, llvm::FunctionType::get(ret, callee_params, false));
    llvm::Value* r = b.CreateCall(target, args(fn));
    if (ret->isVoidTy()) b.CreateRetVoid();
    else b.CreateRet(r);
  };
  auto arg = [](llvm::Function* fn, unsigned i) -> llvm::Value* { return fn->getArg(i); };
  // Pointers k..k+n-1 of `fn` stored into an array on the stack.
  auto pack = [&](llvm::Function* fn, unsigned first, size_t n) -> llvm::Value* {
    auto* arr_ty = llvm::ArrayType::get(ptr, std::max<size_t>(n, 1));
    llvm::Value* a = b.CreateAlloca(arr_ty);
    for (size_t i = 0; i < n; ++i)
      b.CreateStore(fn->getArg(first + static_cast<unsigned>(i)), b.CreateConstGEP2_32(arr_ty, a, 0, static_cast<unsigned>(i)));
    return a;
  };

  wrap("status_message", ptr, {}, "netc_aot_status_message", {}, [&](llvm::Function*) { return std::vector<llvm::Value*>{}; });
  // The GPU half of the runtime, named only by a library with GPU code, so
  // that one without links neither it nor what it needs (aot_gpu.h).
  llvm::Constant* gpu = llvm::ConstantPointerNull::get(ptr);
  if (spec.gpu) gpu = m.getOrInsertGlobal("netc_aot_gpu_engine", b.getInt8Ty());
  wrap("create", i32, {ptr, i64}, "netc_aot_create", {ptr, ptr, ptr, ptr, i64, ptr}, [&](llvm::Function* fn) {
    return std::vector<llvm::Value*>{desc, table, gpu, arg(fn, 0), arg(fn, 1), llvm::ConstantPointerNull::get(ptr)};
  });
  wrap("create_on", i32, {ptr, i64, ptr}, "netc_aot_create", {ptr, ptr, ptr, ptr, i64, ptr}, [&](llvm::Function* fn) {
    return std::vector<llvm::Value*>{desc, table, gpu, arg(fn, 0), arg(fn, 1), arg(fn, 2)};
  });
  wrap("device", ptr, {ptr}, "netc_aot_device", {ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0)}; });
  wrap("check_gpu_arch", i32, {ptr}, "netc_aot_check_gpu", {ptr, ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, gpu, arg(fn, 0)}; });
  wrap("destroy", void_ty, {ptr}, "netc_aot_destroy", {ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0)}; });
  for (int fi : spec.forwards) {
    const ApiFunction& f = spec.functions[static_cast<size_t>(fi)];
    size_t ni = f.inputs.size(), no = f.outputs.size();
    std::vector<llvm::Type*> params = {ptr, i64};
    params.insert(params.end(), ni + no, ptr);
    wrap(f.c_name, i32, params, "netc_aot_forward", {ptr, ptr, i32, i64, ptr, ptr}, [&](llvm::Function* fn) {
      llvm::Value* in = pack(fn, 2, ni);
      llvm::Value* out = pack(fn, static_cast<unsigned>(2 + ni), no);
      return std::vector<llvm::Value*>{desc, arg(fn, 0), b.getInt32(static_cast<uint32_t>(fi)), arg(fn, 1), in, out};
    });
  }
  if (spec.train) {
    size_t nf = spec.functions[static_cast<size_t>(spec.train->grad)].inputs.size();
    std::vector<llvm::Type*> params = {ptr};
    params.insert(params.end(), nf, ptr);
    std::vector<llvm::Type*> train_params = params;
    train_params.push_back(f32);
    train_params.push_back(ptr);
    wrap("train_step", i32, train_params, "netc_aot_train_step", {ptr, ptr, ptr, f32, ptr}, [&](llvm::Function* fn) {
      llvm::Value* batch = pack(fn, 1, nf);
      return std::vector<llvm::Value*>{desc, arg(fn, 0), batch, arg(fn, static_cast<unsigned>(1 + nf)),
                                       arg(fn, static_cast<unsigned>(2 + nf))};
    });
    std::vector<llvm::Type*> eval_params = params;
    eval_params.push_back(ptr);
    wrap("evaluate", i32, eval_params, "netc_aot_evaluate", {ptr, ptr, ptr, ptr}, [&](llvm::Function* fn) {
      llvm::Value* batch = pack(fn, 1, nf);
      return std::vector<llvm::Value*>{desc, arg(fn, 0), batch, arg(fn, static_cast<unsigned>(1 + nf))};
    });
    wrap("global_step", i64, {ptr}, "netc_aot_global_step", {ptr, ptr},
         [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0)}; });
  }
  wrap("save", i32, {ptr, ptr}, "netc_aot_save", {ptr, ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0), arg(fn, 1)}; });
  wrap("load", i32, {ptr, ptr}, "netc_aot_load", {ptr, ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0), arg(fn, 1)}; });
  wrap("init_from", i32, {ptr, ptr, ptr}, "netc_aot_init_from", {ptr, ptr, ptr, ptr},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0), arg(fn, 1), arg(fn, 2)}; });
  wrap("param_count", i64, {}, "netc_aot_param_count", {ptr},
       [&](llvm::Function*) { return std::vector<llvm::Value*>{desc}; });
  wrap("param", ptr, {i64}, "netc_aot_param", {ptr, i64},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0)}; });
  wrap("param_data", ptr, {ptr, i64}, "netc_aot_param_data", {ptr, ptr, i64},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0), arg(fn, 1)}; });
  wrap("memory", i64, {ptr, ptr, i64}, "netc_aot_memory", {ptr, ptr, ptr, i64},
       [&](llvm::Function* fn) { return std::vector<llvm::Value*>{desc, arg(fn, 0), arg(fn, 1), arg(fn, 2)}; });

  std::string err;
  llvm::raw_string_ostream os(err);
  if (llvm::verifyModule(m, &os)) return Status::error("internal error: the library's module does not verify: " + os.str());
  return {};
}

}  // namespace netc::build
