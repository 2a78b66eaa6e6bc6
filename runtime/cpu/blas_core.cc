#include "runtime/cpu/blas_core.h"

#include "runtime/cpu/tile_gemm.h"

#include <cblas.h>
#include <strings.h>
#include <unistd.h>

#include <cstdlib>

namespace netc::cpu {

std::string blas_core() {
  const char* name = openblas_get_corename();
  return name ? name : "";
}

bool tiles_wider_than_blas() {
  static const bool wider = [] {
    static const struct {
      const char* name;
      int64_t floats;
    } kCores[] = {{"Prescott", 4},  {"Nehalem", 4},  {"Sandybridge", 8}, {"Haswell", 8},
                  {"Zen", 8},       {"SkylakeX", 16}, {"Cooperlake", 16}, {"SapphireRapids", 16}};
    const std::string core = blas_core();
    for (const auto& c : kCores)
      if (strcasecmp(core.c_str(), c.name) == 0) return tile_vector_floats() > c.floats;  // "HASWELL": one core's build
    return false;
  }();
  return wider;
}

std::optional<std::string> better_blas_core() {
  if (std::getenv("OPENBLAS_CORETYPE")) return std::nullopt;  // the user's choice
  if (blas_core() != "Prescott") return std::nullopt;          // OpenBLAS knows this CPU
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512vl"))
    return "SkylakeX";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "Haswell";
#endif
  return std::nullopt;
}

void restart_with_better_blas_core(char** argv) {
  auto core = better_blas_core();
  if (!core) return;
  if (setenv("OPENBLAS_CORETYPE", core->c_str(), 1) != 0) return;
  execv("/proc/self/exe", argv);
  unsetenv("OPENBLAS_CORETYPE");  // the exec failed: go on as we are
}

}  // namespace netc::cpu
