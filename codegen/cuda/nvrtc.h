// The one wrapper around NVRTC: CUDA C -> PTX (for `compute_XX`) or a cubin
// (for `sm_XX`). NVRTC needs no GPU and no driver, so every generated kernel
// is compiled in CI. On failure the error carries NVRTC's log and the source,
// with line numbers, so a bad kernel can be read where it failed.
// Results are cached on disk by a hash of the source and the options
// ($NETC_CACHE_DIR, else $XDG_CACHE_HOME/netc, else ~/.cache/netc).
#pragma once

#include <string>
#include <variant>

namespace netc::cuda {

struct NvrtcResult {
  std::string binary;  // PTX text, or cubin bytes
  std::string log;     // NVRTC's warnings, if any
  bool from_cache = false;
};

// `arch` is `compute_90` (PTX) or `sm_90` (cubin).
std::variant<NvrtcResult, std::string> nvrtc_compile(const std::string& source, const std::string& arch,
                                                     const std::string& name = "netc.cu");

// NVRTC's version, e.g. "13.0".
std::string nvrtc_version();

}  // namespace netc::cuda
