// The one wrapper around NVRTC: CUDA C -> PTX (for `compute_XX`) or a cubin
// (for `sm_XX`). NVRTC needs no GPU and no driver, so every generated kernel
// is compiled in CI. On failure the error carries NVRTC's log and the source,
// with line numbers, so a bad kernel can be read where it failed.
// Results are cached on disk by a hash of the source and the options
// ($NETC_CACHE_DIR, else $XDG_CACHE_HOME/netc, else ~/.cache/netc); each
// entry carries the hash of its binary, so a damaged one is compiled again.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"

namespace netc::cuda {

struct NvrtcResult {
  std::string binary;  // PTX text, or cubin bytes
  std::string log;     // NVRTC's warnings, if any
  bool from_cache = false;
};

// `arch` is `compute_90` (PTX) or `sm_90` (cubin), one check_nvrtc_arch
// accepts.
Expected<NvrtcResult> nvrtc_compile(const std::string& source, const std::string& arch,
                                    const std::string& name = "netc.cu");

// NVRTC's version, e.g. "13.0".
std::string nvrtc_version();

// The architectures this NVRTC compiles for, as numbers (75 for sm_75, 100
// for sm_100), ascending.
const std::vector<int>& nvrtc_supported_archs();

// Success when `arch` is one this NVRTC compiles for; else why not (not
// sm_XX or compute_XX, or an architecture it does not know, with those it knows).
Status check_nvrtc_arch(const std::string& arch);

// What to compile for a GPU of architecture `device_arch` (`sm_90`) when the
// kernels are compiled where they run: its own cubin when this NVRTC knows the
// architecture; else (a GPU newer than NVRTC, or one between two of its
// targets) PTX for the newest architecture it knows below it, which the
// driver compiles when it loads it (`note` says so, for the user). An error,
// saying what NVRTC supports, when the GPU is older than all of them.
struct GpuTarget {
  std::string arch;  // sm_90 or compute_90
  std::string note;  // empty for the device's own cubin
};
Expected<GpuTarget> nvrtc_target(const std::string& device_arch);

}  // namespace netc::cuda
