#include "codegen/cpu/jit.h"

#include <llvm/ExecutionEngine/JITEventListener.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h>
#include <llvm/ExecutionEngine/SectionMemoryManager.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Host.h>


#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/pass_stats.h"
#include "codegen/cpu/emit_object.h"
#include "runtime/cpu/kernels.h"
#include "codegen/cpu/optimise.h"

namespace netc::cpu {

struct Jit::Impl {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  std::unique_ptr<llvm::TargetMachine> tm;
  int counter = 0;
};

namespace {

std::string to_string(llvm::Error e) { return llvm::toString(std::move(e)); }


}  // namespace

Jit::Jit() : impl_(std::make_unique<Impl>()) {}
Jit::~Jit() = default;

Expected<std::unique_ptr<Jit>> Jit::create() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) return Status::error("cannot detect the host CPU: " + to_string(jtmb.takeError()));
  jtmb->setCodeGenOptLevel(llvm::CodeGenOpt::Aggressive);
  auto tm = jtmb->createTargetMachine();
  if (!tm) return Status::error("cannot create a target machine: " + to_string(tm.takeError()));
  llvm::orc::LLJITBuilder builder;
  builder.setJITTargetMachineBuilder(*jtmb);
  // NETC_PERF=1: the generated functions are named in `perf record` profiles
  // (through perf's /tmp/perf-PID.map and jitdump support), for finding where
  // a step spends its time. Off by default: it writes files.
  if (const char* perf = std::getenv("NETC_PERF"); perf && std::strcmp(perf, "1") == 0) {
    builder.setObjectLinkingLayerCreator([](llvm::orc::ExecutionSession& es, const llvm::Triple&) {
      auto layer = std::make_unique<llvm::orc::RTDyldObjectLinkingLayer>(
          es, [] { return std::make_unique<llvm::SectionMemoryManager>(); });
      if (llvm::JITEventListener* l = llvm::JITEventListener::createPerfJITEventListener()) layer->registerJITEventListener(*l);
      return llvm::Expected<std::unique_ptr<llvm::orc::ObjectLayer>>(std::move(layer));
    });
  }
  auto jit = builder.create();
  if (!jit) return Status::error("cannot start the JIT: " + to_string(jit.takeError()));
  std::unique_ptr<Jit> out(new Jit());
  out->impl_->tm = std::move(*tm);
  out->impl_->jit = std::move(*jit);
  auto& jd = out->impl_->jit->getMainJITDylib();
  // The kernels (netc_k_sgemm among them) by address; libm through the process.
  llvm::orc::SymbolMap symbols;
  auto& es = out->impl_->jit->getExecutionSession();
  auto add = [&](const char* name, void* address) {
    symbols[es.intern(name)] = llvm::JITEvaluatedSymbol(llvm::pointerToJITTargetAddress(address),
                                                        llvm::JITSymbolFlags::Exported);
  };
  int n = 0;
  const KernelSymbol* ks = kernel_symbols(&n);
  for (int i = 0; i < n; ++i) add(ks[i].name, ks[i].address);
  if (auto e = jd.define(llvm::orc::absoluteSymbols(std::move(symbols)))) return Status::error(to_string(std::move(e)));
  auto gen = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      out->impl_->jit->getDataLayout().getGlobalPrefix());
  if (!gen) return Status::error("cannot open the process's symbols: " + to_string(gen.takeError()));
  jd.addGenerator(std::move(*gen));
  return out;
}

Expected<CompiledFunction> Jit::compile(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                        const LowerOptions& options, const CpuPlan* planned) {
  TimePass compiling("JIT compile", f.name);
  auto ctx = std::make_unique<llvm::LLVMContext>();
  LowerOptions for_host = options;
  if (for_host.vector_bits == 0) for_host.vector_bits = vector_bits(*impl_->tm);
  auto lowered = [&] {
    TimePass lowering("lower to LLVM IR", f.name);
    return lower_function(m, f, dims, *ctx, for_host, planned);
  }();
  if (!lowered.ok()) return lowered.status();
  LoweredFunction& lf = *lowered;
  // Each specialisation gets its own symbol.
  std::string symbol = lf.symbol + "_" + std::to_string(impl_->counter++);
  lf.module->getFunction(lf.symbol)->setName(symbol);
  auto t0 = std::chrono::steady_clock::now();
  optimise_for_target(*lf.module, *impl_->tm);
  auto t1 = std::chrono::steady_clock::now();
  if (auto e = impl_->jit->addIRModule(llvm::orc::ThreadSafeModule(std::move(lf.module), std::move(ctx))))
    return Status::error("cannot add the module to the JIT: " + to_string(std::move(e)));
  auto addr = impl_->jit->lookup(symbol);
  if (!addr) return Status::error("cannot compile @" + f.name + ": " + to_string(addr.takeError()));
  // NETC_TIME_COMPILE=1 reports where compile time goes (for tuning).
  if (std::getenv("NETC_TIME_COMPILE")) {
    auto t2 = std::chrono::steady_clock::now();
    std::fprintf(stderr, "compile @%s: optimise %.0f ms, codegen %.0f ms\n", f.name.c_str(),
                 std::chrono::duration<double, std::milli>(t1 - t0).count(),
                 std::chrono::duration<double, std::milli>(t2 - t1).count());
  }
  CompiledFunction out;
  out.fn = addr->toPtr<CompiledFn>();
  out.workspace_bytes = lf.workspace_bytes;
  out.result_in_place = lf.result_in_place;
  out.input_shapes = std::move(lf.input_shapes);
  out.output_shapes = std::move(lf.output_shapes);
  return out;
}

namespace {

Expected<std::string> llvm_ir_for(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                  llvm::TargetMachine& tm) {
  llvm::LLVMContext ctx;
  LowerOptions options;
  options.vector_bits = vector_bits(tm);
  auto lowered = lower_function(m, f, dims, ctx, options);
  if (!lowered.ok()) return lowered.status();
  LoweredFunction& lf = *lowered;
  optimise_for_target(*lf.module, tm);
  std::string s;
  llvm::raw_string_ostream os(s);
  lf.module->print(os, nullptr);
  return os.str();
}

}  // namespace

Expected<std::string> Jit::llvm_ir(const ir::Module& m, const ir::Function& f, const DimBindings& dims) {
  return llvm_ir_for(m, f, dims, *impl_->tm);
}

Expected<std::string> optimised_llvm_ir(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                        const std::string& target_cpu) {
  auto tm = make_aot_target_machine(target_cpu);
  if (!tm.ok()) return tm.status();
  return llvm_ir_for(m, f, dims, **tm);
}

}  // namespace netc::cpu
