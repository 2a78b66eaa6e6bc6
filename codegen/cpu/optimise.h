// The one optimisation pipeline of the CPU backend, shared by the JIT and by
// object files for `netc build`: LLVM's O2 with the TargetMachine (without
// it, the vectoriser sees no vector registers), and every function marked
// with the CPU and its features so the code generator uses the registers the
// vectoriser planned for.
#pragma once

namespace llvm {
class Module;
class TargetMachine;
}  // namespace llvm

namespace netc::cpu {

// `pic`: position-independent code, for objects linked into user programs.
void optimise_for_target(llvm::Module& m, llvm::TargetMachine& tm, bool pic = false);

// The width of the vector registers the code for `tm` uses: 512 with
// AVX-512, else 256.
int vector_bits(const llvm::TargetMachine& tm);

}  // namespace netc::cpu
