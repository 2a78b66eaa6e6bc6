// Object files and archives for `netc build`. See emit_object.h.
#include "codegen/cpu/emit_object.h"

#include "base/output_file.h"
#include "codegen/cpu/optimise.h"

#include <llvm/ADT/StringMap.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Object/ArchiveWriter.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/TargetParser/Host.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>

namespace netc::cpu {

namespace {

std::string to_string(llvm::Error e) { return llvm::toString(std::move(e)); }


}  // namespace

Expected<std::unique_ptr<llvm::TargetMachine>> make_aot_target_machine(const std::string& cpu) {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  std::string triple = llvm::sys::getDefaultTargetTriple();
  std::string error;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target) return Status::error("no code generator for `" + triple + "`: " + error);
  std::string name = cpu, features;
  if (cpu == "native") {
    name = llvm::sys::getHostCPUName().str();
    llvm::StringMap<bool> host;
    if (llvm::sys::getHostCPUFeatures(host))
      for (auto& f : host) features += (features.empty() ? "" : ",") + std::string(f.second ? "+" : "-") + f.first().str();
  }
  // An unknown CPU name would only give a warning and generic code. (Asked of
  // a generic subtarget: one made for the unknown name prints that warning.)
  std::unique_ptr<llvm::MCSubtargetInfo> sti(target->createMCSubtargetInfo(triple, "", ""));
  if (!sti || !sti->isCPUStringValid(name))
    return Status::error("unknown target CPU `" + cpu + "` for " + triple + " (try x86-64-v3, x86-64-v4 or native)");
  llvm::TargetOptions options;
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, name, features, options, llvm::Reloc::PIC_, std::nullopt, llvm::CodeGenOpt::Aggressive));
  if (!tm) return Status::error("cannot create a target machine for `" + cpu + "`");
  return tm;
}

std::string target_cpu_error(const std::string& cpu) {
  auto tm = make_aot_target_machine(cpu);
  return tm.message();
}

Expected<std::vector<char>> emit_object(llvm::Module& m, llvm::TargetMachine& tm) {
  optimise_for_target(m, tm, /*pic=*/true);
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream os(buffer);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, llvm::CGFT_ObjectFile))
    return Status::error("the target machine cannot emit object files");
  pm.run(m);
  return std::vector<char>(buffer.begin(), buffer.end());
}

Status write_file_atomically(const std::string& path, const std::string& text) {
  // Written by a rename, which would replace a device or a FIFO there.
  if (std::string kind = not_a_regular_file(path); !kind.empty())
    return Status::error("cannot write `" + path + "`: it is " + kind + ", not a regular file; name a file");
  {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      std::string old((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      if (old == text) return {};
    }
  }
  std::string tmp = path + ".tmp-" + std::to_string(getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      return Status::error("cannot write `" + path + "`");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    return Status::error("cannot write `" + path + "`: " + ec.message());
  }
  return {};
}

Status write_archive(const std::string& path, const std::vector<ArchiveMember>& members) {
  std::vector<llvm::NewArchiveMember> news;
  for (const ArchiveMember& am : members) {
    llvm::NewArchiveMember nm;
    nm.Buf = llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(am.bytes.data(), am.bytes.size()), am.name, false);
    nm.MemberName = am.name;
    news.push_back(std::move(nm));
  }
  auto buf = llvm::writeArchiveToBuffer(news, /*WriteSymtab=*/true, llvm::object::Archive::K_GNU,
                                        /*Deterministic=*/true, /*Thin=*/false);
  if (!buf) return Status::error("cannot build the archive `" + path + "`: " + to_string(buf.takeError()));
  return write_file_atomically(path, std::string((*buf)->getBufferStart(), (*buf)->getBufferSize()));
}

}  // namespace netc::cpu
