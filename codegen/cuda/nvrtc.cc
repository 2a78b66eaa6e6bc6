#include "codegen/cuda/nvrtc.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

#include <unistd.h>

#include "ir/hash.h"
#include "runtime/cuda/api.h"
#include "runtime/devices.h"

namespace netc::cuda {
namespace {

namespace fs = std::filesystem;
using rt::cuda::nvrtc;

std::string numbered(const std::string& source) {
  std::istringstream in(source);
  std::ostringstream out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) out << n << "\t" << line << "\n";
  return out.str();
}

fs::path cache_dir() {
  if (const char* d = std::getenv("NETC_CACHE_DIR")) return d;
  if (const char* d = std::getenv("XDG_CACHE_HOME")) return fs::path(d) / "netc";
  if (const char* h = std::getenv("HOME")) return fs::path(h) / ".cache" / "netc";
  return {};
}


// A cache entry is the binary followed by a trailer with its hash, so that an
// entry that was damaged on disk is compiled again instead of loaded.
std::string cache_trailer(const std::string& binary) { return "\n// netc nvrtc cache " + hex64(fnv1a64(binary)) + "\n"; }

std::optional<std::string> read_cache_entry(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (!in) return std::nullopt;
  std::string entry = ss.str();
  size_t trailer = cache_trailer("").size();
  if (entry.size() < trailer) return std::nullopt;
  std::string binary = entry.substr(0, entry.size() - trailer);
  if (entry.compare(binary.size(), std::string::npos, cache_trailer(binary)) != 0) return std::nullopt;
  return binary;
}

// Best effort: a cache that cannot be written is not an error. The entry is
// written beside its place and renamed there, so a reader never sees half of
// one.
void write_cache_entry(const fs::path& path, const std::string& binary) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  fs::path tmp = path;
  // One per process and thread: the GPUs of a replica set compile on threads of their own.
  tmp += ".tmp" + std::to_string(::getpid()) + "-" + std::to_string(std::hash<std::thread::id>()(std::this_thread::get_id()));
  std::ofstream o(tmp, std::ios::binary);
  std::string trailer = cache_trailer(binary);
  o.write(binary.data(), static_cast<std::streamsize>(binary.size()));
  o.write(trailer.data(), static_cast<std::streamsize>(trailer.size()));
  o.close();
  if (o) fs::rename(tmp, path, ec);
  else fs::remove(tmp, ec);
}

}  // namespace

std::string nvrtc_version() {
  int major = 0, minor = 0;
  nvrtc().nvrtcVersion(&major, &minor);
  return std::to_string(major) + "." + std::to_string(minor);
}

const std::vector<int>& nvrtc_supported_archs() {
  // Asked once: every compile checks its architecture against it.
  static const std::vector<int> archs = [] {
    int n = 0;
    if (nvrtc().nvrtcGetNumSupportedArchs(&n) != NVRTC_SUCCESS || n <= 0) return std::vector<int>{};
    std::vector<int> out(static_cast<size_t>(n));
    if (nvrtc().nvrtcGetSupportedArchs(out.data()) != NVRTC_SUCCESS) return std::vector<int>{};
    std::sort(out.begin(), out.end());
    return out;
  }();
  return archs;
}

namespace {

std::string no_archs() {
  if (Status s = rt::cuda::nvrtc_status(); !s.ok()) return s.message();
  return "NVRTC " + nvrtc_version() + " reports no architecture it compiles for";
}

}  // namespace

Status check_nvrtc_arch(const std::string& arch) {
  std::string prefix = arch.rfind("sm_", 0) == 0 ? "sm_" : "compute_";
  int number = rt::arch_number(arch, prefix);
  if (number < 0) return Status::error("unknown GPU architecture `" + arch + "`; use compute_XX or sm_XX");
  const std::vector<int>& archs = nvrtc_supported_archs();
  if (archs.empty()) return Status::error(no_archs());
  if (std::find(archs.begin(), archs.end(), number) != archs.end()) return {};
  std::string known;
  for (int a : archs) known += (known.empty() ? "" : ", ") + prefix + std::to_string(a);
  return Status::error("NVRTC " + nvrtc_version() + " does not compile for " + arch + "; it compiles for " + known);
}

Expected<GpuTarget> nvrtc_target(const std::string& device_arch) {
  int device = rt::arch_number(device_arch, "sm_");
  if (device < 0) return Status::error("unknown GPU architecture `" + device_arch + "`; expected sm_XX");
  const std::vector<int>& archs = nvrtc_supported_archs();
  if (archs.empty()) return Status::error(no_archs());
  if (std::find(archs.begin(), archs.end(), device) != archs.end()) return GpuTarget{device_arch, ""};
  auto below = std::upper_bound(archs.begin(), archs.end(), device);
  std::string range = "sm_" + std::to_string(archs.front()) + " to sm_" + std::to_string(archs.back());
  if (below == archs.begin())
    return Status::error(device_arch + " is older than every architecture NVRTC " + nvrtc_version() +
                         " compiles for (" + range + ")");
  std::string ptx = "compute_" + std::to_string(*std::prev(below));
  std::string why = below == archs.end() ? device_arch + " is newer than NVRTC " + nvrtc_version() + " knows (" + range + ")"
                                         : "NVRTC " + nvrtc_version() + " has no " + device_arch + " target (" + range + ")";
  return GpuTarget{ptx, why + ": kernels as PTX for " + ptx + ", which the driver compiles"};
}

Expected<NvrtcResult> nvrtc_compile(const std::string& source, const std::string& arch, const std::string& name) {
  if (Status s = rt::cuda::nvrtc_status(); !s.ok()) return s;
  if (auto st = check_nvrtc_arch(arch); !st.ok()) return st;
  bool cubin = arch.rfind("sm_", 0) == 0;
  std::vector<std::string> options = {"--gpu-architecture=" + arch, "--std=c++17", "-default-device"};
  // The cache key covers everything that changes the output.
  std::string key_text = source + "\n" + arch + "\n" + nvrtc_version();
  for (const std::string& o : options) key_text += o + "\n";
  std::string key = hex64(fnv1a64(key_text));
  fs::path dir = cache_dir();
  fs::path cached = dir.empty() ? fs::path() : dir / (key + (cubin ? ".cubin" : ".ptx"));
  if (!cached.empty())
    if (std::optional<std::string> binary = read_cache_entry(cached)) return NvrtcResult{std::move(*binary), "", true};

  nvrtcProgram prog;
  nvrtcResult r = nvrtc().nvrtcCreateProgram(&prog, source.c_str(), name.c_str(), 0, nullptr, nullptr);
  if (r != NVRTC_SUCCESS) return Status::error(std::string("NVRTC cannot create a program: ") + nvrtc().nvrtcGetErrorString(r));
  std::vector<const char*> opts;
  for (const std::string& o : options) opts.push_back(o.c_str());
  r = nvrtc().nvrtcCompileProgram(prog, static_cast<int>(opts.size()), opts.data());
  size_t log_size = 0;
  nvrtc().nvrtcGetProgramLogSize(prog, &log_size);
  std::string log(log_size, '\0');
  if (log_size > 1) nvrtc().nvrtcGetProgramLog(prog, log.data());
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  if (r != NVRTC_SUCCESS) {
    nvrtc().nvrtcDestroyProgram(&prog);
    return Status::error("NVRTC failed to compile the generated CUDA C for " + arch + " (" + nvrtc().nvrtcGetErrorString(r) +
                         "):\n" + log + "\n--- generated source ---\n" + numbered(source));
  }
  NvrtcResult out;
  out.log = log;
  size_t size = 0;
  if (cubin) {
    nvrtc().nvrtcGetCUBINSize(prog, &size);
    out.binary.resize(size);
    nvrtc().nvrtcGetCUBIN(prog, out.binary.data());
  } else {
    nvrtc().nvrtcGetPTXSize(prog, &size);
    out.binary.resize(size);
    nvrtc().nvrtcGetPTX(prog, out.binary.data());
    while (!out.binary.empty() && out.binary.back() == '\0') out.binary.pop_back();
  }
  nvrtc().nvrtcDestroyProgram(&prog);
  if (!cached.empty()) write_cache_entry(cached, out.binary);
  return out;
}

}  // namespace netc::cuda
