// Ahead-of-time output of the CPU backend (`netc build`): lowered functions
// linked into one LLVM module, optimised with the same pipeline as the JIT but
// for a named CPU instead of the host, and written as an ELF object and a
// static archive. The JIT (jit.cc) compiles for the machine it runs on; a
// library is compiled once and runs elsewhere, so its CPU is chosen
// explicitly (x86-64-v3 by default: AVX2 and FMA, what the kernels assume).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"

namespace llvm {
class Module;
class TargetMachine;
}  // namespace llvm

namespace netc::cpu {

// The CPU every `netc build` targets unless told otherwise.
inline constexpr const char* kDefaultAotCpu = "x86-64-v3";

// A target machine for the host's architecture and `cpu` ("native": the
// host's own CPU and features). Position-independent code, so the library
// can also be linked into shared objects and PIE executables.
Expected<std::unique_ptr<llvm::TargetMachine>> make_aot_target_machine(const std::string& cpu);

// Why `cpu` names no CPU make_aot_target_machine can target; "" when it does.
std::string target_cpu_error(const std::string& cpu);

// Optimises `m` (O2, with `tm`'s cost model so loops vectorise for its
// registers) and returns the object file's bytes, or an error.
Expected<std::vector<char>> emit_object(llvm::Module& m, llvm::TargetMachine& tm);

struct ArchiveMember {
  std::string name;  // e.g. "fashion_mlp.o"
  std::vector<char> bytes;
};

// Writes a GNU static archive with a symbol table (deterministic: no
// timestamps, so rebuilding the same program gives the same bytes). Written
// to a temporary file and renamed, so a failed build never leaves half a
// library for the linker to find.
Status write_archive(const std::string& path, const std::vector<ArchiveMember>& members);

// Writes `text` to `path` through a temporary file and a rename. A file that
// already holds exactly `text` is left alone, so its timestamp stays and
// build tools with restat (Ninja) skip what depends on it.
Status write_file_atomically(const std::string& path, const std::string& text);

}  // namespace netc::cpu
