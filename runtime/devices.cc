#include "runtime/devices.h"

#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#if NETC_HAVE_CUDART
#include "runtime/cuda/probe.h"
#endif

namespace netc::rt {
namespace {

std::string read_file(const char* path) {
  std::ifstream in(path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// The value of the first `key : value` line of /proc/cpuinfo or
// /proc/meminfo whose key is `key`.
std::optional<std::string> field(const std::string& text, const std::string& key) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    size_t colon = line.find(':');
    if (colon == std::string::npos || trim(line.substr(0, colon)) != key) continue;
    return trim(line.substr(colon + 1));
  }
  return std::nullopt;
}

uint64_t kib_field(const std::string& meminfo, const std::string& key) {
  auto v = field(meminfo, key);
  return v ? std::strtoull(v->c_str(), nullptr, 10) * 1024 : 0;
}

// The CPUs this process may run on (taskset, cgroup cpusets), which is what
// the thread pool can use; the online count if that cannot be read.
int usable_cores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? static_cast<int>(n) : 1;
}

}  // namespace

CpuInfo parse_cpu_info(const std::string& cpuinfo, const std::string& meminfo, int cores) {
  CpuInfo c;
  // x86 says `model name`; some ARM kernels only `Hardware` or nothing useful.
  for (const char* key : {"model name", "Model", "Hardware", "cpu model"})
    if (auto v = field(cpuinfo, key); v && !v->empty()) {
      c.model = *v;
      break;
    }
  if (c.model.empty()) c.model = "unknown CPU";
  c.cores = cores;
  c.memory_total = kib_field(meminfo, "MemTotal");
  c.memory_free = kib_field(meminfo, "MemAvailable");
  if (c.memory_free == 0) c.memory_free = kib_field(meminfo, "MemFree");  // kernels before 3.14
  return c;
}

DeviceInventory discover_devices() {
  DeviceInventory inv;
  inv.cpu = parse_cpu_info(read_file("/proc/cpuinfo"), read_file("/proc/meminfo"), usable_cores());
  if (const char* v = std::getenv("CUDA_VISIBLE_DEVICES")) inv.cuda_visible_devices = v;
#if NETC_HAVE_CUDART
  inv.cuda_built = true;
  cuda::probe_cuda_devices(inv);
#else
  inv.no_cuda_reason = "this netc was built without CUDA";
#endif
  return inv;
}

std::string cuda_version_string(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// The codes are cudaError_t values (driver_types.h); they are written out here
// so that this file, and its tests, need no CUDA headers.
std::string explain_no_cuda_device(int code, int driver_version, int runtime_version,
                                   const std::optional<std::string>& cuda_visible_devices,
                                   const std::string& error_name) {
  constexpr int kStubLibrary = 34, kInsufficientDriver = 35, kNoDevice = 100;
  switch (code) {
    case 0:  // cudaGetDeviceCount succeeded with a count of 0
    case kNoDevice:
      if (cuda_visible_devices) return "CUDA_VISIBLE_DEVICES=\"" + *cuda_visible_devices + "\" hides every GPU";
      return "the NVIDIA driver is loaded but finds no GPU";
    case kInsufficientDriver:
      if (driver_version == 0) return "no NVIDIA driver: libcuda.so.1 not found";
      return "the NVIDIA driver supports CUDA " + cuda_version_string(driver_version) + ", older than the CUDA " +
             cuda_version_string(runtime_version) + " runtime this netc was built with; update the driver";
    case kStubLibrary:
      return "the CUDA driver stub (lib64/stubs/libcuda.so) was loaded instead of the NVIDIA driver; take the stubs "
             "directory out of LD_LIBRARY_PATH";
    default:
      return "the CUDA runtime cannot list the GPUs (" + (error_name.empty() ? "error" : error_name) + ", code " +
             std::to_string(code) + ")";
  }
}

std::string format_bytes(uint64_t bytes) {
  char buf[32];
  double b = static_cast<double>(bytes);
  if (bytes >= (1ULL << 30)) std::snprintf(buf, sizeof buf, "%.1f GiB", b / (1ULL << 30));
  else if (bytes >= (1ULL << 20)) std::snprintf(buf, sizeof buf, "%.1f MiB", b / (1ULL << 20));
  else if (bytes >= (1ULL << 10)) std::snprintf(buf, sizeof buf, "%.1f KiB", b / (1ULL << 10));
  else std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  return buf;
}

std::string describe_device(const CudaDevice& d) { return "cuda:" + std::to_string(d.index) + " " + d.name; }

std::string format_device_table(const DeviceInventory& inv) {
  std::vector<std::vector<std::string>> rows = {{"device", "name", "memory total", "memory free", "compute capability"}};
  for (const CudaDevice& d : inv.cuda)
    rows.push_back({"cuda:" + std::to_string(d.index), d.name, format_bytes(d.memory_total),
                    d.problem.empty() ? format_bytes(d.memory_free) : "?",
                    std::to_string(d.major) + "." + std::to_string(d.minor)});
  rows.push_back({"cpu", inv.cpu.model + " (" + std::to_string(inv.cpu.cores) + (inv.cpu.cores == 1 ? " core)" : " cores)"),
                  format_bytes(inv.cpu.memory_total), format_bytes(inv.cpu.memory_free), "-"});
  std::vector<size_t> width(rows[0].size(), 0);
  for (const auto& r : rows)
    for (size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], r[c].size());
  std::string out;
  for (const auto& r : rows) {
    std::string line;
    for (size_t c = 0; c < r.size(); ++c) {
      line += r[c];
      if (c + 1 < r.size()) line += std::string(width[c] - r[c].size() + 2, ' ');
    }
    out += line + "\n";
  }
  for (const CudaDevice& d : inv.cuda) {
    std::string name = "cuda:" + std::to_string(d.index);
    if (!d.problem.empty()) out += name + " cannot be used: " + d.problem + "\n";
    else if (!d.no_kernels.empty()) out += name + " cannot be used: " + d.no_kernels + "\n";
    else if (!d.kernels_note.empty()) out += name + ": " + d.kernels_note + "\n";
  }
  if (inv.cuda.empty()) out += "no CUDA device visible: " + inv.no_cuda_reason + "\n";
  if (inv.cuda_visible_devices && !inv.cuda.empty())
    out += "CUDA_VISIBLE_DEVICES=\"" + *inv.cuda_visible_devices +
           "\": only the GPUs it names are visible, numbered cuda:0, cuda:1, ... in its order\n";
  if (inv.cuda_built)
    out += "CUDA runtime " + (inv.runtime_version.empty() ? "not loaded" : inv.runtime_version) + ", driver " +
           (inv.driver_version.empty() ? "none" : inv.driver_version) + "\n";
  return out;
}

std::string format_device_json(const DeviceInventory& inv) {
  nlohmann::ordered_json j;
  j["cpu"] = {{"model", inv.cpu.model},
              {"cores", inv.cpu.cores},
              {"memory_total", inv.cpu.memory_total},
              {"memory_free", inv.cpu.memory_free}};
  nlohmann::ordered_json cuda;
  cuda["built"] = inv.cuda_built;
  cuda["runtime_version"] = inv.runtime_version.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(inv.runtime_version);
  cuda["driver_version"] = inv.driver_version.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(inv.driver_version);
  cuda["visible_devices_env"] = inv.cuda_visible_devices ? nlohmann::ordered_json(*inv.cuda_visible_devices) : nlohmann::ordered_json();
  cuda["devices"] = nlohmann::ordered_json::array();
  for (const CudaDevice& d : inv.cuda) {
    nlohmann::ordered_json e = {{"index", d.index},
                                {"name", d.name},
                                {"memory_total", d.memory_total},
                                {"memory_free", d.problem.empty() ? nlohmann::ordered_json(d.memory_free) : nlohmann::ordered_json()},
                                {"compute_capability", std::to_string(d.major) + "." + std::to_string(d.minor)},
                                {"pci_bus_id", d.pci_bus_id}};
    if (!d.problem.empty()) e["problem"] = d.problem;
    if (!d.no_kernels.empty()) e["no_kernels"] = d.no_kernels;
    if (!d.kernels_note.empty()) e["kernels_note"] = d.kernels_note;
    cuda["devices"].push_back(e);
  }
  cuda["unavailable"] = inv.cuda.empty() ? nlohmann::ordered_json(inv.no_cuda_reason) : nlohmann::ordered_json();
  j["cuda"] = cuda;
  return j.dump(2) + "\n";
}

}  // namespace netc::rt
