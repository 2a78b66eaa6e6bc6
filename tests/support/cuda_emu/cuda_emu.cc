// netc's CUDA emulator: the parts of the CUDA runtime, cuBLAS, NVRTC and NCCL
// that netc calls, on the host, so that the GPU executor and every kernel it
// generates run in CI where there is no GPU. Test support only: a shared
// library that a test loads with LD_PRELOAD in front of libcudart and
// libcublas (`ctest -L gpu-emu`); nothing that netc ships links it.
//
// What it models, to find the mistakes a GPU would show:
//  - Streams are queues. Work is not done when it is enqueued but when the
//    host has to see it: a synchronisation (stream, event, device), a copy to
//    pageable host memory, cudaFree. So a result read without a wait is
//    stale here too. Events order streams: a stream that waits on an event
//    runs the recording stream up to it first, and a host wait for an event
//    runs only that. When the host waits for a whole stream, the others run
//    first, so work that should wait for another stream's and does not runs
//    too early here, as it may on a GPU; with NETC_CUDA_EMU_ORDER=own-first
//    they stay queued, so work that another stream's should wait for and
//    does not runs too late.
//  - CUDA graphs: work enqueued on a capturing stream is recorded (with the
//    kernels' argument values of that moment) and replayed by cudaGraphLaunch;
//    an allocation or a synchronisation during a capture fails, as on a GPU.
//  - Device memory is separate mappings, each followed by an inaccessible
//    page: a kernel that writes past the end of an allocation stops with a
//    message naming the kernel, the block and the thread. Copies check that
//    their device side lies inside one allocation.
//  - NVRTC still compiles every kernel for the GPU (so its errors are real);
//    the image it hands back carries the source, which the emulator compiles
//    for the host (kernel_host.cc) when the image is loaded.
//  - cuBLAS's column-major sgemm through OpenBLAS, and its GemmEx of bf16 and f16
//    operands (f32 result, CUBLAS_COMPUTE_32F): the operands widened to f32
//    (exactly), then the same.
//  - NCCL's all-reduce between emulated GPUs (of one process or several), an item of
//    its stream like a kernel, that waits there for every rank's (see
//    ---- NCCL below); a rank that never comes is an error, not a hang.
//    The streams of a device run without the others' unless events or
//    all-reduces tie them; a device-wide wait waits for its own device.
// With NETC_CUDA_EMU_STATS=FILE it writes what the process asked of the
// GPU there at exit (host waits, copies each way, kernels, GEMMs, graphs,
// all-reduces).
// With NETC_CUDA_EMU_FAIL_KERNEL=N the GPU fails at the N-th kernel it runs
// (a sticky uncorrectable memory error).
// Devices: NETC_CUDA_EMU_DEVICES of them (default 1), named "netc CUDA
// emulator", of compute capability NETC_CUDA_EMU_CC (default 9.0), with
// NETC_CUDA_EMU_MEMORY_MIB of memory (default 16 GiB); each setting is one
// value or a list with one per device; CUDA_VISIBLE_DEVICES selects
// and renumbers them as CUDA does. Kernel images and host objects are cached
// under NETC_CUDA_EMU_DIR (default /tmp/netc-cuda-emu-UID), which also
// becomes NETC_CACHE_DIR, so emulated images never mix with real ones.
#include <cblas.h>
#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <nccl.h>
#include <nvrtc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <tuple>
#include <thread>
#include <type_traits>
#include <vector>

#include "base/bf16.h"
#include "base/f16.h"
#include "runtime/devices.h"
#include "tests/support/cuda_emu/kernel_host.h"

namespace emu = netc::cuda_emu;

namespace {

// An image: this line, then `// arch ARCH` (what NVRTC compiled it for), then
// the CUDA C source.
constexpr const char* kImageMagic = ".version netc-emu 2\n";

std::recursive_mutex g_mu;
using Lock = std::lock_guard<std::recursive_mutex>;

[[noreturn]] void fatal(const std::string& what) {
  std::fprintf(stderr, "netc-cuda-emu: %s\n", what.c_str());
  std::abort();
}

std::string emu_dir() {
  if (const char* d = std::getenv("NETC_CUDA_EMU_DIR"); d && *d) return d;
  return "/tmp/netc-cuda-emu-" + std::to_string(getuid());
}

// NVRTC images made here are not real ones: keep them apart from a real
// cache, and from those of an emulator whose images had another format.
__attribute__((constructor)) void use_own_cache() { setenv("NETC_CACHE_DIR", (emu_dir() + "/nvrtc-2").c_str(), 1); }

// What the process asked of the GPU, counted as the work runs (a graph's
// work at each replay), written as JSON to NETC_CUDA_EMU_STATS at exit: so
// that a test can see how often the host waits and what crosses the bus.
struct Stats {
  // The host waits: for a stream, an event, the device, a copy into pageable memory.
  long stream_syncs = 0, event_syncs = 0, device_syncs = 0, pageable_copies = 0;
  long h2d_copies = 0, h2d_bytes = 0, d2h_copies = 0, d2h_bytes = 0;
  long kernels = 0, gemms = 0, graph_launches = 0;
  // NCCL: all-reduces completed (one per communicator clique and call, not
  // per rank) and the bytes each rank contributed to them.
  long allreduce_calls = 0, allreduce_bytes = 0;
} g_stats;

__attribute__((destructor)) void write_stats() {
  const char* path = std::getenv("NETC_CUDA_EMU_STATS");
  if (!path || !*path) return;
  if (FILE* f = std::fopen(path, "w")) {
    std::fprintf(f,
                 "{\"stream_syncs\": %ld, \"event_syncs\": %ld, \"device_syncs\": %ld, \"pageable_copies\": %ld, "
                 "\"h2d_copies\": %ld, \"h2d_bytes\": %ld, \"d2h_copies\": %ld, "
                 "\"d2h_bytes\": %ld, \"kernels\": %ld, \"gemms\": %ld, \"graph_launches\": %ld, "
                 "\"allreduce_calls\": %ld, \"allreduce_bytes\": %ld}\n",
                 g_stats.stream_syncs, g_stats.event_syncs, g_stats.device_syncs, g_stats.pageable_copies, g_stats.h2d_copies, g_stats.h2d_bytes, g_stats.d2h_copies, g_stats.d2h_bytes,
                 g_stats.kernels, g_stats.gemms, g_stats.graph_launches, g_stats.allreduce_calls, g_stats.allreduce_bytes);
    std::fclose(f);
  }
}

thread_local cudaError_t t_last = cudaSuccess;
thread_local int t_device = 0;

// A GPU that fails: with NETC_CUDA_EMU_FAIL_KERNEL=N, the N-th kernel to run
// (counted from 1 over the process, in the order kernels run, graphs'
// included) does not run and its device reports an uncorrectable memory
// error from then on, as a real context does after a sticky error: every
// call on that device that launches, copies, allocates or waits returns it,
// and no later kernel or product runs there (copies already queued still do).
std::map<int, cudaError_t> g_sticky;  // by visible device

cudaError_t sticky(int device) {
  auto it = g_sticky.find(device);
  return it == g_sticky.end() ? cudaSuccess : it->second;
}
// The current device's: a call ends with `return fail(sticky());`, which is
// cudaSuccess while the device works.
cudaError_t sticky() { return sticky(t_device); }

// Whether the kernel about to run on `device` is the one that fails (or one
// after it there).
bool kernel_fails(int device) {
  static const long fail_at = [] {
    const char* n = std::getenv("NETC_CUDA_EMU_FAIL_KERNEL");
    return n && *n ? std::atol(n) : 0L;
  }();
  static long run = 0;
  if (sticky(device) != cudaSuccess) return true;
  if (++run != fail_at) return false;
  g_sticky[device] = cudaErrorECCUncorrectable;
  return true;
}

cudaError_t fail(cudaError_t e) {
  if (e != cudaSuccess) t_last = e;
  return e;
}

// ---- devices ------------------------------------------------------------------

int physical_devices() {
  const char* n = std::getenv("NETC_CUDA_EMU_DEVICES");
  return n && *n ? std::atoi(n) : 1;
}

// The physical devices that are visible, in CUDA's order: those
// CUDA_VISIBLE_DEVICES lists, up to the first entry that names no device.
// Read once, as CUDA reads it when it starts.
std::vector<int> read_visible() {
  int physical = physical_devices();
  std::vector<int> out;
  const char* v = std::getenv("CUDA_VISIBLE_DEVICES");
  if (!v) {
    for (int i = 0; i < physical; ++i) out.push_back(i);
    return out;
  }
  std::string s = v;
  for (size_t at = 0; at < s.size();) {
    size_t comma = s.find(',', at);
    std::string item = s.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    char* end = nullptr;
    long idx = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end || idx < 0 || idx >= physical ||
        std::find(out.begin(), out.end(), static_cast<int>(idx)) != out.end())
      break;
    out.push_back(static_cast<int>(idx));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return out;
}

const std::vector<int>& visible() {
  static const std::vector<int> v = read_visible();
  return v;
}

int visible_devices() { return static_cast<int>(visible().size()); }

// A per-device setting: one value for every device, or a list, one per
// physical device (the last value for the devices past its end), each value
// read once by `parse`; what visible device `device` has.
template <class T>
T setting_of(int device, const std::vector<T>& values) {
  const std::vector<int>& v = visible();
  size_t physical = device >= 0 && device < static_cast<int>(v.size()) ? static_cast<size_t>(v[static_cast<size_t>(device)]) : 0;
  return values[std::min(physical, values.size() - 1)];
}
template <class T, class Parse>
std::vector<T> read_setting(const char* env, const char* fallback, Parse parse) {
  const char* m = std::getenv(env);
  std::string list = m && *m ? m : fallback;
  std::vector<T> out;
  for (size_t at = 0;;) {
    size_t comma = list.find(',', at);
    out.push_back(parse(list.substr(at, comma == std::string::npos ? std::string::npos : comma - at)));
    if (comma == std::string::npos) return out;
    at = comma + 1;
  }
}

// The memory of visible device `device`: NETC_CUDA_EMU_MEMORY_MIB (default
// 16 GiB).
size_t memory_of(int device) {
  static const std::vector<size_t> sizes = read_setting<size_t>("NETC_CUDA_EMU_MEMORY_MIB", "16384", [](const std::string& s) {
    return static_cast<size_t>(std::strtoull(s.c_str(), nullptr, 10)) << 20;
  });
  return setting_of(device, sizes);
}

// The compute capability of visible device `device`: NETC_CUDA_EMU_CC, as
// MAJOR.MINOR (default 9.0).
std::pair<int, int> capability_of(int device) {
  static const std::vector<std::pair<int, int>> ccs =
      read_setting<std::pair<int, int>>("NETC_CUDA_EMU_CC", "9.0", [](const std::string& s) {
        char* end = nullptr;
        long major = std::strtol(s.c_str(), &end, 10);
        long minor = *end == '.' ? std::strtol(end + 1, nullptr, 10) : 0;
        return std::pair<int, int>{static_cast<int>(major), static_cast<int>(minor)};
      });
  return setting_of(device, ccs);
}

// ---- memory ---------------------------------------------------------------------

// A device allocation: `bytes` asked for, rounded to 256 (at least 256) as in
// use, at the end of whole pages that a guard page follows.
struct Mapping {
  size_t bytes;
  int device;
  size_t rounded() const { return std::max<size_t>(256, (bytes + 255) / 256 * 256); }
};
std::map<char*, Mapping> g_device;  // by the address the caller got
std::map<char*, size_t> g_pinned;   // host allocations, by address: their size
std::map<int, size_t> g_in_use;  // per visible device

const size_t kPage = static_cast<size_t>(sysconf(_SC_PAGESIZE));

size_t pages_for(size_t bytes) { return (bytes + kPage - 1) / kPage * kPage; }
size_t size_of(size_t bytes) { return bytes; }
size_t size_of(const Mapping& m) { return m.bytes; }

// Whether [p, p + n) lies inside one allocation of `m`.
template <class Allocation>
bool inside(const std::map<char*, Allocation>& m, const void* p, size_t n) {
  auto* c = static_cast<const char*>(p);
  auto it = m.upper_bound(const_cast<char*>(c));
  if (it == m.begin()) return false;
  --it;
  return c >= it->first && c + n <= it->first + size_of(it->second);
}

bool on_device(const void* p, size_t n) { return inside(g_device, p, n); }

// ---- streams, events, graphs ----------------------------------------------------

struct AllReduce;

// One item of a stream's queue (or of a graph): work to run; a wait for an
// event, which stays at the front until the event's record has run; or an
// NCCL all-reduce, which runs only once every rank of its communicator has
// reached it in its own stream (see ---- NCCL below).
struct Work {
  std::function<void()> run;
  std::shared_ptr<bool> event_done;      // a wait: for this record,
  struct CUstream_st* event_stream = nullptr;  // on this stream
  std::shared_ptr<const AllReduce> all_reduce;
  bool arrived = false;  // the all-reduce's rank has reached it (in a queue)
  uint64_t round = 0;    // which of its communicator's all-reduces it is, once arrived

  Work() = default;
  template <class F, class = std::enable_if_t<std::is_invocable_v<F&>>>
  Work(F f) : run(std::move(f)) {}  // NOLINT: any callable is work
  explicit Work(std::shared_ptr<const AllReduce> a) : all_reduce(std::move(a)) {}
  Work(std::shared_ptr<bool> done, struct CUstream_st* stream) : event_done(std::move(done)), event_stream(stream) {}
};

}  // namespace

struct CUgraph_st {
  std::vector<Work> work;
};
struct CUgraphExec_st {
  std::vector<Work> work;
  int device = 0;
};
struct CUstream_st {
  std::deque<Work> queue;
  int device = -1;                 // the device it was made on; -1: the legacy stream, every device's
  CUgraph_st* capture = nullptr;   // while capturing
  std::thread::id capturer;        // the thread that captures (thread-local mode)
  bool invalidated = false;
  // A stream that joined another's capture by waiting on an event recorded
  // in it (a fork): its work goes into that graph, and the capture may end
  // only once the origin has waited on its last work (a join).
  CUstream_st* origin = nullptr;
  int records = 0;                 // events recorded on it in the capture
  bool joined_back = false;        // the origin waited on its last record, and nothing came after
};
struct CUevent_st {
  std::shared_ptr<bool> done = std::make_shared<bool>(true);  // the latest record's
  CUstream_st* stream = nullptr;
  CUgraph_st* captured_in = nullptr;  // the capture it was last recorded in, if any
  CUstream_st* captured_on = nullptr; // and the stream it was recorded on there
  int record = 0;                     // which of that stream's records
};
struct CUlib_st {
  int device = 0;
  std::unique_ptr<emu::HostModule> module;
  std::vector<std::unique_ptr<struct CUkern_st>> kernels;
};
struct CUkern_st {
  const emu::HostKernel* kernel;
  CUlib_st* lib;
};
struct cublasContext {
  cudaStream_t stream = nullptr;
};

namespace {

CUstream_st g_legacy;
std::set<CUstream_st*> g_streams{&g_legacy};
std::set<CUkern_st*> g_kernels;
std::set<CUgraphExec_st*> g_execs;

CUstream_st* resolve(cudaStream_t s) { return s ? s : &g_legacy; }

bool on(const CUstream_st* s, int device) { return s->device < 0 || s->device == device; }

// The stream this thread captures, if any (capture is thread-local: another
// thread's calls do not break it).
CUstream_st* capturing() {
  for (CUstream_st* s : g_streams)
    if (s->capture && s->capturer == std::this_thread::get_id()) return s;
  return nullptr;
}

// A call that is not allowed during a capture breaks it (thread-local mode).
bool refuse_in_capture() {
  if (CUstream_st* s = capturing()) {
    s->invalidated = true;
    return true;
  }
  return false;
}

// Where a host thread waits for another thread's rank to enqueue an
// all-reduce; g_mu is released meanwhile.
std::condition_variable_any g_progress;

void enqueue(cudaStream_t stream, Work w) {
  CUstream_st* s = resolve(stream);
  if (s->capture) {
    s->capture->work.push_back(std::move(w));
    s->joined_back = false;  // a forked stream's later work is not joined yet
  } else {
    s->queue.push_back(std::move(w));
  }
  g_progress.notify_all();  // a thread waiting for this stream's rank may go on
}

// The NCCL side of an all-reduce at the front of a queue (defined below).
void arrive(Work& w);
bool completed(const Work& w);
void depart(const Work& w);
void fail_rounds_waited_for(const Work& w);
int nccl_timeout_s();
bool device_failed(const AllReduce& a);

// Runs the item at the front of `s`, if it can: false when `s` is empty, or
// waits at an all-reduce that it has already reached.
bool step(CUstream_st* s) {
  if (s->queue.empty()) return false;
  Work& front = s->queue.front();
  if (front.event_done) {
    if (*front.event_done) {
      s->queue.pop_front();
      return true;
    }
    // Towards the record: its stream's next item.
    thread_local int depth = 0;
    if (front.event_stream == s || !front.event_stream || depth > 64)
      fatal("an event waits for work that is not enqueued (a cycle of waits?)");
    ++depth;
    bool moved = step(front.event_stream);
    --depth;
    return moved;
  }
  if (front.all_reduce) {
    if (!front.arrived && device_failed(*front.all_reduce)) {
      // A GPU that has failed never takes part: its peers wait for it.
      s->queue.pop_front();
      return true;
    }
    bool reached = !front.arrived;
    if (reached) arrive(front);
    if (!completed(front)) return reached;
    depart(front);
    s->queue.pop_front();
    return true;
  }
  Work w = std::move(front);
  s->queue.pop_front();
  w.run();
  return true;
}

// Runs `s` until `done()`. When `s` waits at an all-reduce for other ranks,
// the streams of the other devices run (a rank's stream reaches it), and
// when none can, the host waits for the thread of a rank that has yet to
// enqueue its part (or, between processes, polls for it); after
// NETC_CUDA_EMU_NCCL_TIMEOUT_S without progress the all-reduce `s` waits
// for fails (ncclRemoteError on its communicators), never a hang.
// The all-reduce `s` waits at: its front, or the front of the stream an
// event it waits for is recorded on, and so on; null when that ends at
// nothing (an event whose record is not enqueued).
Work* blocking_all_reduce(CUstream_st* s) {
  for (int hops = 0; s && !s->queue.empty() && hops <= 64; ++hops) {
    Work& front = s->queue.front();
    if (front.all_reduce) return &front;
    if (!front.event_done || *front.event_done) return nullptr;
    s = front.event_stream;
  }
  return nullptr;
}

void run_until(const std::function<bool()>& done, CUstream_st* s, const char* stuck) {
  auto last_progress = std::chrono::steady_clock::now();
  std::pair<const AllReduce*, uint64_t> waiting{nullptr, 0};  // the all-reduce timed
  while (!done()) {
    if (step(s)) {
      last_progress = std::chrono::steady_clock::now();
      continue;
    }
    if (s->queue.empty()) fatal(stuck);
    bool progressed = false;
    for (CUstream_st* o : g_streams)
      if (o != s && !o->capture && step(o)) progressed = true;
    auto now = std::chrono::steady_clock::now();
    if (progressed) {
      last_progress = now;
      continue;
    }
    Work* blocked = blocking_all_reduce(s);
    if (!blocked) fatal(stuck);
    std::pair<const AllReduce*, uint64_t> at{blocked->all_reduce.get(), blocked->round};
    if (at != waiting) {  // another thread moved it on: the clock starts again
      waiting = at;
      last_progress = now;
    }
    if (now - last_progress >= std::chrono::seconds(nccl_timeout_s())) {
      if (blocked->arrived && !completed(*blocked)) fail_rounds_waited_for(*blocked);
      last_progress = now;
      continue;
    }
    g_progress.wait_for(g_mu, std::chrono::milliseconds(2));
  }
}

void drain(CUstream_st* s) {
  run_until([s] { return s->queue.empty(); }, s, "internal error: draining an empty stream");
}

// Where the host waits for one stream: the other streams of its device run
// first (each pulling in, through its event waits, what it must come
// after), as if they were faster. Any order that keeps each stream's order
// and the events' is one a GPU may take; this one shows a copy or kernel
// that some other stream's work does not wait for, but should. With
// NETC_CUDA_EMU_ORDER=own-first they stay queued, so work that another
// stream's should wait for and does not runs too late.
void others_first(CUstream_st* target) {
  static const bool own_first = [] {
    const char* o = std::getenv("NETC_CUDA_EMU_ORDER");
    return o && std::string(o) == "own-first";
  }();
  if (own_first) return;
  for (CUstream_st* s : g_streams)
    if (s != target && !s->capture && on(s, target->device < 0 ? t_device : target->device)) drain(s);
}

// Everything queued on `device` (the legacy stream's work too), as a
// device-wide wait does: another device's work is that device's.
void drain_device(int device) {
  for (bool more = true; more;) {
    more = false;
    for (CUstream_st* s : g_streams)
      if (!s->queue.empty() && on(s, device)) {
        drain(s);
        more = true;
      }
  }
}

void drain_all() {
  for (bool more = true; more;) {
    more = false;
    for (CUstream_st* s : g_streams)
      if (!s->queue.empty()) {
        drain(s);
        more = true;
      }
  }
}

// Runs `stream` until the record behind `done` has run.
void wait_for(const std::shared_ptr<bool>& done, CUstream_st* stream) {
  if (!*done && !stream) fatal("an event waits for work that is not enqueued (a cycle of waits?)");
  run_until([&done] { return *done; }, stream, "an event waits for work that is not enqueued (a cycle of waits?)");
}

}  // namespace

extern "C" {

// ---- errors and versions ------------------------------------------------------------

cudaError_t cudaGetLastError(void) {
  cudaError_t e = t_last;
  t_last = cudaSuccess;
  return e;
}
cudaError_t cudaPeekAtLastError(void) { return t_last; }
cudaError_t cudaDriverGetVersion(int* v) {
  *v = 13000;
  return cudaSuccess;
}
cudaError_t cudaRuntimeGetVersion(int* v) {
  *v = 13000;
  return cudaSuccess;
}

// ---- devices ---------------------------------------------------------------------------

cudaError_t cudaGetDeviceCount(int* count) {
  int n = visible_devices();
  if (n == 0) return fail(cudaErrorNoDevice);
  *count = n;
  return cudaSuccess;
}
cudaError_t cudaSetDevice(int device) {
  if (device < 0 || device >= visible_devices()) return fail(cudaErrorInvalidDevice);
  t_device = device;
  return cudaSuccess;
}
cudaError_t cudaGetDevice(int* device) {
  *device = t_device;
  return cudaSuccess;
}
cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int device) {
  if (device < 0 || device >= visible_devices()) return fail(cudaErrorInvalidDevice);
  std::memset(prop, 0, sizeof *prop);
  std::snprintf(prop->name, sizeof prop->name, "netc CUDA emulator");
  prop->totalGlobalMem = memory_of(device);
  std::tie(prop->major, prop->minor) = capability_of(device);
  prop->multiProcessorCount = 4;
  prop->warpSize = 32;
  prop->maxThreadsPerBlock = 1024;
  prop->maxThreadsDim[0] = prop->maxThreadsDim[1] = 1024;
  prop->maxThreadsDim[2] = 64;
  prop->maxGridSize[0] = 0x7fffffff;
  prop->maxGridSize[1] = prop->maxGridSize[2] = 65535;
  prop->sharedMemPerBlock = 48 << 10;
  prop->pciBusID = device + 1;
  return cudaSuccess;
}
cudaError_t cudaDeviceGetPCIBusId(char* bus, int len, int device) {
  if (device < 0 || device >= visible_devices()) return fail(cudaErrorInvalidDevice);
  std::snprintf(bus, static_cast<size_t>(len), "0000:%02x:00.0", device + 1);
  return cudaSuccess;
}
cudaError_t cudaMemGetInfo(size_t* free_bytes, size_t* total) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  *total = memory_of(t_device);
  *free_bytes = *total > g_in_use[t_device] ? *total - g_in_use[t_device] : 0;
  return cudaSuccess;
}
cudaError_t cudaDeviceSynchronize(void) {
  Lock l(g_mu);
  if (refuse_in_capture()) return fail(cudaErrorStreamCaptureUnsupported);
  ++g_stats.device_syncs;
  drain_device(t_device);
  return fail(sticky());
}
cudaError_t cudaDeviceReset(void) {
  Lock l(g_mu);
  drain_device(t_device);
  return cudaSuccess;
}
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes* attr, const void* func) {
  Lock l(g_mu);
  if (!g_kernels.count(static_cast<CUkern_st*>(const_cast<void*>(func)))) return fail(cudaErrorInvalidDeviceFunction);
  std::memset(attr, 0, sizeof *attr);
  attr->maxThreadsPerBlock = 1024;
  attr->numRegs = 32;
  attr->ptxVersion = attr->binaryVersion = 90;
  return cudaSuccess;
}

// ---- memory -------------------------------------------------------------------------------

cudaError_t cudaMalloc(void** p, size_t bytes) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  if (refuse_in_capture()) return fail(cudaErrorStreamCaptureUnsupported);
  Mapping a{bytes, t_device};
  size_t rounded = a.rounded(), pages = pages_for(rounded);
  if (g_in_use[t_device] + rounded > memory_of(t_device)) return fail(cudaErrorMemoryAllocation);
  void* m = mmap(nullptr, pages + kPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) return fail(cudaErrorMemoryAllocation);
  char* base = static_cast<char*>(m);
  mprotect(base + pages, kPage, PROT_NONE);  // the guard page
  char* user = base + pages - rounded;       // ends at the guard, 256-aligned
  g_device[user] = a;
  g_in_use[t_device] += rounded;
  *p = user;
  return cudaSuccess;
}
cudaError_t cudaFree(void* p) {
  Lock l(g_mu);
  if (!p) return cudaSuccess;
  if (refuse_in_capture()) return fail(cudaErrorStreamCaptureUnsupported);
  auto it = g_device.find(static_cast<char*>(p));
  if (it == g_device.end()) return fail(cudaErrorInvalidValue);
  drain_device(it->second.device);  // cudaFree waits for the device
  size_t rounded = it->second.rounded(), pages = pages_for(rounded);
  g_in_use[it->second.device] -= rounded;
  munmap(it->first + rounded - pages, pages + kPage);  // from the mapping's start, the guard page included
  g_device.erase(it);
  return fail(sticky());
}
cudaError_t cudaMallocHost(void** p, size_t bytes) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  void* m = std::aligned_alloc(4096, (bytes + 4095) / 4096 * 4096);
  if (!m) return fail(cudaErrorMemoryAllocation);
  g_pinned[static_cast<char*>(m)] = bytes;
  *p = m;
  return cudaSuccess;
}
cudaError_t cudaFreeHost(void* p) {
  Lock l(g_mu);
  auto it = g_pinned.find(static_cast<char*>(p));
  if (it == g_pinned.end()) return fail(cudaErrorInvalidValue);
  drain_all();
  std::free(p);
  g_pinned.erase(it);
  return fail(sticky());
}

cudaError_t cudaMemcpyAsync(void* dst, const void* src, size_t n, cudaMemcpyKind kind, cudaStream_t stream) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  if (n == 0) return cudaSuccess;
  if (kind == cudaMemcpyDefault)
    kind = on_device(dst, n) ? (on_device(src, n) ? cudaMemcpyDeviceToDevice : cudaMemcpyHostToDevice)
                             : (on_device(src, n) ? cudaMemcpyDeviceToHost : cudaMemcpyHostToHost);
  bool dst_dev = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
  bool src_dev = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
  if ((dst_dev && !on_device(dst, n)) || (src_dev && !on_device(src, n))) {
    std::fprintf(stderr, "netc-cuda-emu: cudaMemcpyAsync of %zu bytes: its %s side is not inside one device allocation\n", n,
                 dst_dev && !on_device(dst, n) ? "destination" : "source");
    return fail(cudaErrorInvalidValue);
  }
  bool src_pinned = inside(g_pinned, src, n), dst_pinned = inside(g_pinned, dst, n);
  if (resolve(stream)->capture && ((!src_dev && !src_pinned) || (!dst_dev && !dst_pinned))) {
    // A graph cannot hold a copy from or to pageable memory.
    std::fprintf(stderr, "netc-cuda-emu: a copy between the GPU and pageable host memory during a graph capture\n");
    resolve(stream)->invalidated = true;
    return fail(cudaErrorStreamCaptureUnsupported);
  }
  auto count = [kind, n] {
    if (kind == cudaMemcpyHostToDevice) ++g_stats.h2d_copies, g_stats.h2d_bytes += static_cast<long>(n);
    if (kind == cudaMemcpyDeviceToHost) ++g_stats.d2h_copies, g_stats.d2h_bytes += static_cast<long>(n);
  };
  if (!src_dev && !src_pinned) {
    // Pageable memory is staged when the copy is enqueued: the caller may
    // reuse it at once.
    auto copy = std::make_shared<std::vector<char>>(static_cast<const char*>(src), static_cast<const char*>(src) + n);
    enqueue(stream, [dst, copy, n, count] {
      count();
      std::memcpy(dst, copy->data(), n);
    });
  } else {
    enqueue(stream, [dst, src, n, count] {
      count();
      std::memcpy(dst, src, n);
    });
  }
  // A copy into pageable memory returns when it is done.
  if (!dst_dev && !dst_pinned && !resolve(stream)->capture) {
    ++g_stats.pageable_copies;
    others_first(resolve(stream));
    drain(resolve(stream));
  }
  return fail(sticky());
}
cudaError_t cudaMemsetAsync(void* p, int value, size_t n, cudaStream_t stream) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  if (n == 0) return cudaSuccess;
  if (!on_device(p, n)) return fail(cudaErrorInvalidValue);
  enqueue(stream, [p, value, n] { std::memset(p, value, n); });
  return cudaSuccess;
}

// ---- streams and events ---------------------------------------------------------------------

cudaError_t cudaStreamCreateWithFlags(cudaStream_t* s, unsigned int) {
  Lock l(g_mu);
  *s = new CUstream_st();
  (*s)->device = t_device;
  g_streams.insert(*s);
  return cudaSuccess;
}
cudaError_t cudaStreamCreate(cudaStream_t* s) { return cudaStreamCreateWithFlags(s, 0); }
cudaError_t cudaStreamDestroy(cudaStream_t s) {
  Lock l(g_mu);
  if (!s || !g_streams.count(s)) return fail(cudaErrorInvalidResourceHandle);
  drain(s);  // a destroyed stream's work still completes
  g_streams.erase(s);
  delete s;
  return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  Lock l(g_mu);
  CUstream_st* s = resolve(stream);
  if (s->capture) {
    s->invalidated = true;
    return fail(cudaErrorStreamCaptureUnsupported);
  }
  ++g_stats.stream_syncs;
  others_first(s);
  drain(s);
  return fail(sticky());
}
cudaError_t cudaEventCreateWithFlags(cudaEvent_t* e, unsigned int) {
  *e = new CUevent_st();
  return cudaSuccess;
}
cudaError_t cudaEventCreate(cudaEvent_t* e) { return cudaEventCreateWithFlags(e, 0); }
cudaError_t cudaEventDestroy(cudaEvent_t e) {
  delete e;
  return cudaSuccess;
}
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t stream) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  CUstream_st* s = resolve(stream);
  e->captured_in = s->capture;
  e->captured_on = s->capture ? s : nullptr;
  if (s->capture) {
    e->record = ++s->records;
    s->joined_back = false;
    // Recorded when the graph replays.
    s->capture->work.push_back([e, s] {
      e->done = std::make_shared<bool>(true);
      e->stream = s;
    });
    return cudaSuccess;
  }
  auto done = std::make_shared<bool>(false);
  e->done = done;
  e->stream = s;
  s->queue.push_back([done] { *done = true; });
  return cudaSuccess;
}
cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  Lock l(g_mu);
  ++g_stats.event_syncs;
  wait_for(e->done, e->stream);  // only what the event needs: the rest stays queued
  return fail(sticky());
}
// Queued work runs only when the host needs it: a query is such a need
// (a host that polls would otherwise wait for ever).
cudaError_t cudaEventQuery(cudaEvent_t e) {
  Lock l(g_mu);
  wait_for(e->done, e->stream);
  return fail(sticky());
}
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t e, unsigned int) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  CUstream_st* s = resolve(stream);
  if (s->capture) {
    // Within one capture the order is the graph's (its items run in the
    // order they were captured); an event recorded outside the capture
    // cannot order the graph's work.
    if (e->captured_in != s->capture) {
      std::fprintf(stderr, "netc-cuda-emu: a capturing stream waits on an event recorded outside the capture\n");
      s->invalidated = true;
      return fail(cudaErrorStreamCaptureIsolation);
    }
    // A join: the stream the event was recorded on has nothing after it.
    CUstream_st* on = e->captured_on;
    if (on && on != s && on->origin && e->record == on->records) on->joined_back = true;
    return cudaSuccess;
  }
  if (e->captured_in && e->captured_on && e->captured_on->capture == e->captured_in) {
    // A fork: this stream joins the capture the event was recorded in.
    CUstream_st* origin = e->captured_on->origin ? e->captured_on->origin : e->captured_on;
    s->capture = e->captured_in;
    s->capturer = std::this_thread::get_id();
    s->origin = origin;
    s->records = 0;
    s->joined_back = false;
    s->invalidated = false;
    return cudaSuccess;
  }
  s->queue.push_back(Work(e->done, e->stream));
  g_progress.notify_all();
  return cudaSuccess;
}

// ---- graphs ----------------------------------------------------------------------------------------

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  CUstream_st* s = resolve(stream);
  if (s == &g_legacy || s->capture) return fail(cudaErrorIllegalState);
  s->capture = new CUgraph_st();
  s->capturer = std::this_thread::get_id();
  s->invalidated = false;
  return cudaSuccess;
}
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t* graph) {
  Lock l(g_mu);
  CUstream_st* s = resolve(stream);
  if (!s->capture) return fail(cudaErrorIllegalState);
  CUgraph_st* g = s->capture;
  if (s->origin) return fail(cudaErrorStreamCaptureUnmatched);  // a forked stream: the origin ends it
  s->capture = nullptr;
  // The streams forked from it must have joined back.
  bool unjoined = false;
  for (CUstream_st* x : g_streams)
    if (x->capture == g) {
      if (!x->joined_back) {
        std::fprintf(stderr, "netc-cuda-emu: a capture ends with a forked stream whose work the origin does not wait for\n");
        unjoined = true;
      }
      if (x->invalidated) s->invalidated = true;
      x->capture = nullptr;
      x->origin = nullptr;
    }
  g_progress.notify_all();  // its stream's queue may run again
  if (s->invalidated || unjoined) {
    delete g;
    *graph = nullptr;
    return fail(unjoined ? cudaErrorStreamCaptureUnjoined : cudaErrorStreamCaptureInvalidated);
  }
  *graph = g;
  return cudaSuccess;
}
cudaError_t cudaGraphDestroy(cudaGraph_t g) {
  delete g;
  return cudaSuccess;
}
cudaError_t cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t g, unsigned long long) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  *exec = new CUgraphExec_st{g->work, t_device};
  g_execs.insert(*exec);
  return cudaSuccess;
}
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec) {
  Lock l(g_mu);
  g_execs.erase(exec);
  drain_device(exec->device);  // a launched graph may still be queued
  delete exec;
  return cudaSuccess;
}
cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  if (!g_execs.count(exec)) return fail(cudaErrorInvalidResourceHandle);
  CUgraphExec_st* x = exec;
  // Its items, in its order: an all-reduce inside waits for its peers as
  // one enqueued by itself does.
  enqueue(stream, [] { ++g_stats.graph_launches; });
  for (const Work& w : x->work) enqueue(stream, w);
  return cudaSuccess;
}

// ---- kernels ---------------------------------------------------------------------------------------------

cudaError_t cudaLibraryLoadData(cudaLibrary_t* library, const void* code, cudaJitOption*, void**, unsigned int,
                                cudaLibraryOption*, void**, unsigned int) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  const char* image = static_cast<const char*>(code);
  size_t magic = std::strlen(kImageMagic);
  if (std::strncmp(image, kImageMagic, magic) != 0) {
    std::fprintf(stderr,
                 "netc-cuda-emu: this kernel image was not made by the emulator's NVRTC (a real cubin or PTX); "
                 "the emulator runs only its own images\n");
    return fail(cudaErrorInvalidPtx);
  }
  // The image must run on this device, as a real one must: a cubin for its
  // architecture (or an earlier one of the same major version), PTX for its
  // own or an earlier one.
  const char* arch_line = image + magic;
  std::string arch;
  if (std::strncmp(arch_line, "// arch ", 8) == 0) arch.assign(arch_line + 8, std::strcspn(arch_line + 8, "\n"));
  auto [major, minor] = capability_of(t_device);
  int device = major * 10 + minor;
  int cubin = netc::rt::arch_number(arch, "sm_"), ptx = netc::rt::arch_number(arch, "compute_");
  bool runs = (ptx >= 0 && ptx <= device) || (cubin >= 0 && cubin / 10 == major && cubin <= device);
  if (!runs) {
    std::fprintf(stderr, "netc-cuda-emu: a kernel image for `%s` does not run on this device (sm_%d)\n", arch.c_str(), device);
    return fail(cudaErrorNoKernelImageForDevice);
  }
  auto m = emu::compile_module(image + magic, emu_dir());
  if (!m.ok()) {
    std::fprintf(stderr, "netc-cuda-emu: %s\n", m.message().c_str());
    return fail(cudaErrorInvalidPtx);
  }
  auto* lib = new CUlib_st();
  lib->device = t_device;
  lib->module = std::move(*m);
  for (const emu::HostKernel& k : lib->module->kernels) {
    lib->kernels.push_back(std::make_unique<CUkern_st>(CUkern_st{&k, lib}));
    g_kernels.insert(lib->kernels.back().get());
  }
  *library = lib;
  return cudaSuccess;
}
cudaError_t cudaLibraryUnload(cudaLibrary_t lib) {
  Lock l(g_mu);
  drain_device(lib->device);
  for (auto& k : lib->kernels) g_kernels.erase(k.get());
  delete lib;
  return cudaSuccess;
}
cudaError_t cudaLibraryGetKernelCount(unsigned int* count, cudaLibrary_t lib) {
  *count = static_cast<unsigned>(lib->kernels.size());
  return cudaSuccess;
}
cudaError_t cudaLibraryEnumerateKernels(cudaKernel_t* kernels, unsigned int n, cudaLibrary_t lib) {
  for (unsigned i = 0; i < n && i < lib->kernels.size(); ++i) kernels[i] = lib->kernels[i].get();
  return cudaSuccess;
}
cudaError_t cudaLibraryGetKernel(cudaKernel_t* kernel, cudaLibrary_t lib, const char* name) {
  for (auto& k : lib->kernels)
    if (k->kernel->name == name) {
      *kernel = k.get();
      return cudaSuccess;
    }
  return fail(cudaErrorSymbolNotFound);
}
cudaError_t cudaLaunchKernel(const void* func, dim3 grid, dim3 block, void** args, size_t, cudaStream_t stream) {
  Lock l(g_mu);
  if (cudaError_t e = sticky()) return fail(e);
  auto* k = static_cast<CUkern_st*>(const_cast<void*>(func));
  if (!g_kernels.count(k)) return fail(cudaErrorInvalidDeviceFunction);
  unsigned long long threads = 1ull * block.x * block.y * block.z;
  if (threads == 0 || threads > 1024 || grid.x == 0 || grid.y == 0 || grid.z == 0 || grid.y > 65535 || grid.z > 65535)
    return fail(cudaErrorInvalidConfiguration);
  // The arguments' values now, as the launch (or the capture) takes them.
  auto values = std::make_shared<std::vector<std::vector<char>>>();
  for (size_t i = 0; i < k->kernel->arg_sizes.size(); ++i) {
    const char* a = static_cast<const char*>(args[i]);
    values->emplace_back(a, a + k->kernel->arg_sizes[i]);
  }
  const emu::HostKernel* kernel = k->kernel;
  emu::Dim3 g{grid.x, grid.y, grid.z}, b{block.x, block.y, block.z};
  int device = t_device;
  enqueue(stream, [kernel, values, g, b, device] {
    if (kernel_fails(device)) return;
    ++g_stats.kernels;
    std::vector<void*> ptrs;
    for (auto& v : *values) ptrs.push_back(v.data());
    emu::run_kernel(*kernel, g, b, ptrs.data());
  });
  return cudaSuccess;
}

// ---- NVRTC: real compiles, images that carry the source ------------------------------------------------------

}  // extern "C"

namespace {
std::map<nvrtcProgram, std::string> g_sources;
std::map<nvrtcProgram, std::string> g_archs;  // --gpu-architecture of the last compile

// NVRTC's own function: from the library the build found (netc loads NVRTC
// itself only on demand, and privately, so it is not in the global scope).
template <class F>
F real(const char* name) {
  static void* nvrtc = dlopen(NETC_EMU_NVRTC_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  void* f = nvrtc ? dlsym(nvrtc, name) : nullptr;
  if (!f) fatal(std::string("cannot find the real ") + name + " in " NETC_EMU_NVRTC_LIBRARY);
  return reinterpret_cast<F>(f);
}

std::string image_of(nvrtcProgram p) {
  Lock l(g_mu);
  auto it = g_sources.find(p);
  return it == g_sources.end() ? std::string() : kImageMagic + ("// arch " + g_archs[p] + "\n") + it->second;
}
}  // namespace

extern "C" {

nvrtcResult nvrtcCreateProgram(nvrtcProgram* prog, const char* src, const char* name, int num_headers,
                               const char* const* headers, const char* const* include_names) {
  auto f = real<decltype(&nvrtcCreateProgram)>("nvrtcCreateProgram");
  nvrtcResult r = f(prog, src, name, num_headers, headers, include_names);
  if (r == NVRTC_SUCCESS) {
    Lock l(g_mu);
    g_sources[*prog] = src;
  }
  return r;
}
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int num_options, const char* const* options) {
  {
    Lock l(g_mu);
    for (int i = 0; i < num_options; ++i)
      if (std::strncmp(options[i], "--gpu-architecture=", 19) == 0) g_archs[prog] = options[i] + 19;
  }
  return real<decltype(&nvrtcCompileProgram)>("nvrtcCompileProgram")(prog, num_options, options);
}
nvrtcResult nvrtcDestroyProgram(nvrtcProgram* prog) {
  {
    Lock l(g_mu);
    g_sources.erase(*prog);
    g_archs.erase(*prog);
  }
  return real<decltype(&nvrtcDestroyProgram)>("nvrtcDestroyProgram")(prog);
}
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t* size) {
  *size = image_of(prog).size();
  return NVRTC_SUCCESS;
}
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char* out) {
  std::string i = image_of(prog);
  std::memcpy(out, i.data(), i.size());
  return NVRTC_SUCCESS;
}
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t* size) {
  *size = image_of(prog).size() + 1;
  return NVRTC_SUCCESS;
}
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char* out) {
  std::string i = image_of(prog);
  std::memcpy(out, i.c_str(), i.size() + 1);
  return NVRTC_SUCCESS;
}

// ---- cuBLAS -----------------------------------------------------------------------------------------------------------

cublasStatus_t cublasCreate_v2(cublasHandle_t* h) {
  if (visible_devices() == 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  *h = new cublasContext();
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasDestroy_v2(cublasHandle_t h) {
  delete h;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSetStream_v2(cublasHandle_t h, cudaStream_t s) {
  h->stream = s;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t, void* workspace, size_t bytes) {
  Lock l(g_mu);
  return workspace && !on_device(workspace, bytes) ? CUBLAS_STATUS_INVALID_VALUE : CUBLAS_STATUS_SUCCESS;
}

}  // extern "C"

namespace {

CBLAS_TRANSPOSE op(cublasOperation_t o) { return o == CUBLAS_OP_N ? CblasNoTrans : CblasTrans; }

// Column-major C = alpha op(A) op(B) + beta C, `batch` times at the strides.
// A and B are f32 (CUDA_R_32F), or bfloat16 or IEEE half (CUDA_R_16BF,
// CUDA_R_16F: 16 bits an element, base/bf16.h, base/f16.h), widened to f32
// when the product runs.
cublasStatus_t gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const float* alpha,
                    const void* A, int lda, long long sa, const void* B, int ldb, long long sb, const float* beta,
                    float* C, int ldc, long long sc, int batch, cudaDataType operands = CUDA_R_32F) {
  Lock l(g_mu);
  if (m < 0 || n < 0 || k < 0 || batch < 0) return CUBLAS_STATUS_INVALID_VALUE;
  // cuBLAS's checks of the leading dimensions (column-major: at least the rows stored).
  if (lda < std::max(1, ta == CUBLAS_OP_N ? m : k) || ldb < std::max(1, tb == CUBLAS_OP_N ? k : n) || ldc < std::max(1, m))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;  // nothing to write
  if (k == 0) {
    std::fprintf(stderr, "netc-cuda-emu: cuBLAS sgemm with k = 0 (C = beta C) is not emulated\n");
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  size_t a_elems = static_cast<size_t>(sa) * (batch - 1) + static_cast<size_t>(lda) * ((ta == CUBLAS_OP_N ? k : m) - 1) +
                   (ta == CUBLAS_OP_N ? m : k);
  size_t b_elems = static_cast<size_t>(sb) * (batch - 1) + static_cast<size_t>(ldb) * ((tb == CUBLAS_OP_N ? n : k) - 1) +
                   (tb == CUBLAS_OP_N ? k : n);
  size_t c_elems = static_cast<size_t>(sc) * (batch - 1) + static_cast<size_t>(ldc) * (n - 1) + m;
  const bool half = operands != CUDA_R_32F;
  const size_t operand_bytes = half ? 2 : 4;
  if (!on_device(A, a_elems * operand_bytes) || !on_device(B, b_elems * operand_bytes) || !on_device(C, c_elems * 4)) {
    std::fprintf(stderr, "netc-cuda-emu: cuBLAS %s %dx%dx%d: a matrix is not inside one device allocation\n",
                 half ? "GemmEx" : "sgemm", m, n, k);
    return CUBLAS_STATUS_INVALID_VALUE;
  }
  if (sticky() != cudaSuccess) return CUBLAS_STATUS_EXECUTION_FAILED;
  float a = *alpha, b = *beta;
  int device = t_device;
  // NETC_CUDA_EMU_GEMM_ERROR=REL: every product comes out REL too large (times
  // 1 + REL), as from a GPU whose products are wrong (`netc parity`'s tests).
  static const float error = [] {
    const char* e = std::getenv("NETC_CUDA_EMU_GEMM_ERROR");
    return e && *e ? std::strtof(e, nullptr) : 0.0f;
  }();
  enqueue(h->stream, [=] {
    if (sticky(device) != cudaSuccess) return;
    ++g_stats.gemms;
    // 16-bit operands, widened when the product runs (what they hold then).
    auto widened = [&](const void* p, size_t n) {
      std::vector<float> w(n);
      const auto* bits = static_cast<const uint16_t*>(p);
      for (size_t e = 0; e < n; ++e) w[e] = operands == CUDA_R_16F ? netc::f16_value(bits[e]) : netc::bf16_value(bits[e]);
      return w;
    };
    std::vector<float> wa = half ? widened(A, a_elems) : std::vector<float>();
    std::vector<float> wb = half ? widened(B, b_elems) : std::vector<float>();
    const float* fa = half ? wa.data() : static_cast<const float*>(A);
    const float* fb = half ? wb.data() : static_cast<const float*>(B);
    for (int i = 0; i < batch; ++i) {
      cblas_sgemm(CblasColMajor, op(ta), op(tb), m, n, k, a, fa + sa * i, lda, fb + sb * i, ldb, b, C + sc * i, ldc);
      for (int col = 0; col < n && error != 0; ++col)
        for (int row = 0; row < m; ++row) C[sc * i + static_cast<long long>(ldc) * col + row] *= 1 + error;
    }
  });
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace

extern "C" {

cublasStatus_t cublasSgemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                              const float* alpha, const float* A, int lda, const float* B, int ldb, const float* beta,
                              float* C, int ldc) {
  return gemm(h, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta, C, ldc, 0, 1);
}
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                         int k, const float* alpha, const float* A, int lda, long long sa,
                                         const float* B, int ldb, long long sb, const float* beta, float* C, int ldc,
                                         long long sc, int batch) {
  return gemm(h, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, batch);
}

}  // extern "C"

namespace {

// GemmEx as netc calls it: bf16 or f16 A and B (both the same), an f32 C,
// f32 accumulation (and alpha and beta f32). Anything else is not emulated:
// said, and refused.
bool half_gemm_types(cudaDataType at, cudaDataType bt, cudaDataType ct, cublasComputeType_t compute) {
  if ((at == CUDA_R_16BF || at == CUDA_R_16F) && bt == at && ct == CUDA_R_32F && compute == CUBLAS_COMPUTE_32F) return true;
  std::fprintf(stderr, "netc-cuda-emu: cuBLAS GemmEx emulates bf16 or f16 A and B, an f32 C and CUBLAS_COMPUTE_32F only "
               "(asked: types %d, %d, %d, compute %d)\n", static_cast<int>(at), static_cast<int>(bt), static_cast<int>(ct),
               static_cast<int>(compute));
  return false;
}

}  // namespace

extern "C" {

cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                            const void* alpha, const void* A, cudaDataType at, int lda, const void* B, cudaDataType bt,
                            int ldb, const void* beta, void* C, cudaDataType ct, int ldc, cublasComputeType_t compute,
                            cublasGemmAlgo_t) {
  if (!half_gemm_types(at, bt, ct, compute)) return CUBLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tb, m, n, k, static_cast<const float*>(alpha), A, lda, 0, B, ldb, 0, static_cast<const float*>(beta),
              static_cast<float*>(C), ldc, 0, 1, at);
}
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                          int k, const void* alpha, const void* A, cudaDataType at, int lda, long long sa,
                                          const void* B, cudaDataType bt, int ldb, long long sb, const void* beta, void* C,
                                          cudaDataType ct, int ldc, long long sc, int batch, cublasComputeType_t compute,
                                          cublasGemmAlgo_t) {
  if (!half_gemm_types(at, bt, ct, compute)) return CUBLAS_STATUS_NOT_SUPPORTED;
  return gemm(h, ta, tb, m, n, k, static_cast<const float*>(alpha), A, lda, sa, B, ldb, sb,
              static_cast<const float*>(beta), static_cast<float*>(C), ldc, sc, batch, at);
}

}  // extern "C"

// ---- NCCL: all-reduces between emulated GPUs ----------------------------------------
//
// An all-reduce is an item of its stream (and of a graph captured from it).
// When it reaches the front of the queue its rank has arrived; the last rank
// to arrive sums every rank's send buffer in rank order (in double, each
// scaled by its pre-multiplier) and writes every rank's receive buffer; then
// each rank's stream goes on. So a rank's later work sees the sum only once
// every rank got there, as on GPUs, and a step that reads a result before
// its all-reduce (or never makes one) shows. A rank that never arrives
// fails the all-reduce after NETC_CUDA_EMU_NCCL_TIMEOUT_S seconds (default
// 60): ncclCommGetAsyncError then says ncclRemoteError, on every rank.
// Communicators: ncclCommInitAll (one process), or ncclCommInitRank with an
// id from ncclGetUniqueId (its ranks may be other processes: their parts go
// through files, see shared_path); f32 sums and pre-multiplied sums
// (ncclRedOpCreatePreMulSum, the scalar on the host or the device).

namespace {

struct Clique {
  explicit Clique(int n) : size(n), next_round(static_cast<size_t>(n), 0), async_error(static_cast<size_t>(n), ncclSuccess), joined(static_cast<size_t>(n), false) {}
  struct Round {
    std::vector<std::shared_ptr<const AllReduce>> parts;  // by rank, as they arrive
    int arrived = 0, departed = 0;
    bool done = false;  // summed, or failed
  };
  int size;
  std::vector<uint64_t> next_round;        // per rank: the number of its next all-reduce
  std::vector<ncclResult_t> async_error;   // per rank
  std::vector<bool> joined;                // per rank: a communicator was made for it
  std::map<uint64_t, Round> rounds;
  bool aborted = false;
  // Ranks in other processes (ncclCommInitRank): each rank's part of a
  // round goes through files named by `key` (see shared_path).
  bool shared = false;
  std::string key;
};

struct PreMul {
  bool on_device = false;
  float value = 1;                   // a host scalar, read when the operator was made
  const float* scalar = nullptr;     // a device scalar, read when the all-reduce runs
};

std::map<std::string, std::weak_ptr<Clique>> g_cliques;  // ncclCommInitRank's, by id

}  // namespace

struct ncclComm {
  std::shared_ptr<Clique> clique;
  int rank = 0, device = 0;
  std::map<int, PreMul> ops;  // by ncclRedOp_t
  int next_op = ncclNumOps;
};

namespace {

std::set<ncclComm*> g_comms;

struct AllReduce {
  std::shared_ptr<Clique> clique;
  int rank = 0, device = 0;
  const float* send = nullptr;
  float* recv = nullptr;
  size_t count = 0;
  bool premul = false;
  PreMul scale;
};

bool device_failed(const AllReduce& a) { return sticky(a.device) != cudaSuccess; }

int nccl_timeout_s() {
  static const int s = [] {
    const char* t = std::getenv("NETC_CUDA_EMU_NCCL_TIMEOUT_S");
    return t && *t ? std::max(1, std::atoi(t)) : 60;
  }();
  return s;
}

// Fails round `n` of `c`: every rank's communicator reports it.
void fail_round(Clique& c, uint64_t n, const std::string& why) {
  Clique::Round& r = c.rounds[n];
  if (r.done) return;
  r.done = true;
  std::fprintf(stderr, "netc-cuda-emu: NCCL all-reduce %llu of %d ranks failed: %s\n", static_cast<unsigned long long>(n),
               c.size, why.c_str());
  std::fill(c.async_error.begin(), c.async_error.end(), ncclRemoteError);
  g_progress.notify_all();
}

// Between processes, round n's part of rank k is the file
// <dir>/netc-emu-nccl-<key>-<n>-<k> (its count, its scale, its floats),
// written whole and renamed into place when the rank arrives; once every
// rank's is there, each process sums them in rank order for its own ranks,
// then marks its ranks done (`.done`); the last to do so removes the round.
std::string shared_path(const Clique& c, uint64_t n, int rank, const char* suffix = "") {
  static const std::string dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
  return dir + "/netc-emu-nccl-" + c.key + "-" + std::to_string(n) + "-" + std::to_string(rank) + suffix;
}

double scale_of(const AllReduce& p) {
  if (!p.premul) return 1.0;
  return p.scale.on_device ? static_cast<double>(*p.scale.scalar) : static_cast<double>(p.scale.value);
}

void publish(const Clique& c, uint64_t n, const AllReduce& a) {
  std::string path = shared_path(c, n, a.rank), tmp = path + ".tmp";
  FILE* f = std::fopen(tmp.c_str(), "wb");
  uint64_t count = a.count;
  double w = scale_of(a);
  bool ok = f && std::fwrite(&count, sizeof count, 1, f) == 1 && std::fwrite(&w, sizeof w, 1, f) == 1 &&
            (count == 0 || std::fwrite(a.send, sizeof(float), count, f) == count);
  if (f) ok = std::fclose(f) == 0 && ok;
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) fatal("cannot write " + tmp + " for an all-reduce between processes");
}

bool shared_round_ready(const Clique& c, uint64_t n) {
  for (int k = 0; k < c.size; ++k)
    if (access(shared_path(c, n, k).c_str(), R_OK) != 0) return false;
  return true;
}

void fail_round(Clique& c, uint64_t n, const std::string& why);

// Every rank's part is there: this process's ranks receive the sum.
void sum_shared_round(Clique& c, Clique::Round& r, uint64_t n) {
  size_t count = 0;
  std::vector<double> sum;
  for (int k = 0; k < c.size; ++k) {
    FILE* f = std::fopen(shared_path(c, n, k).c_str(), "rb");
    uint64_t m = 0;
    double w = 0;
    bool ok = f && std::fread(&m, sizeof m, 1, f) == 1 && std::fread(&w, sizeof w, 1, f) == 1;
    std::vector<float> x(ok ? m : 0);
    ok = ok && (m == 0 || std::fread(x.data(), sizeof(float), m, f) == m);
    if (f) std::fclose(f);
    if (!ok) return fail_round(c, n, "rank " + std::to_string(k) + "'s part cannot be read");
    if (k == 0) {
      count = m;
      sum.assign(count, 0.0);
    }
    if (m != count) return fail_round(c, n, "the ranks all-reduce buffers of different lengths");
    for (size_t i = 0; i < count; ++i) sum[i] += w * static_cast<double>(x[i]);
  }
  for (const auto& p : r.parts)
    if (p)
      for (size_t i = 0; i < count && i < p->count; ++i) p->recv[i] = static_cast<float>(sum[i]);
  r.done = true;
  ++g_stats.allreduce_calls;
  g_stats.allreduce_bytes += static_cast<long>(count * sizeof(float));
}

void sum_round(Clique& c, Clique::Round& r, uint64_t n) {
  size_t count = r.parts[0]->count;
  for (const auto& p : r.parts)
    if (p->count != count) return fail_round(c, n, "the ranks all-reduce buffers of different lengths");
  std::vector<double> sum(count, 0.0);
  for (const auto& p : r.parts) {
    double w = scale_of(*p);
    for (size_t i = 0; i < count; ++i) sum[i] += w * static_cast<double>(p->send[i]);
  }
  for (const auto& p : r.parts)
    for (size_t i = 0; i < count; ++i) p->recv[i] = static_cast<float>(sum[i]);
  r.done = true;
  ++g_stats.allreduce_calls;
  g_stats.allreduce_bytes += static_cast<long>(count * sizeof(float));
  g_progress.notify_all();
}

void arrive(Work& w) {
  const AllReduce& a = *w.all_reduce;
  Clique& c = *a.clique;
  w.arrived = true;
  w.round = c.next_round[static_cast<size_t>(a.rank)]++;
  Clique::Round& r = c.rounds[w.round];
  if (r.parts.empty()) r.parts.resize(static_cast<size_t>(c.size));
  r.parts[static_cast<size_t>(a.rank)] = w.all_reduce;
  ++r.arrived;
  if (c.aborted) fail_round(c, w.round, "its communicator was aborted");
  else if (c.shared) publish(c, w.round, a);
  else if (r.arrived == c.size && !r.done) sum_round(c, r, w.round);
  g_progress.notify_all();
}

bool completed(const Work& w) {
  Clique& c = *w.all_reduce->clique;
  Clique::Round& r = c.rounds[w.round];
  if (!r.done && c.shared && shared_round_ready(c, w.round)) sum_shared_round(c, r, w.round);
  return r.done;
}

void depart(const Work& w) {
  Clique& c = *w.all_reduce->clique;
  if (c.shared) {
    // Marked done by this rank; the last rank to be done removes the round.
    if (FILE* f = std::fopen(shared_path(c, w.round, w.all_reduce->rank, ".done").c_str(), "wb")) std::fclose(f);
    bool all = true;
    for (int k = 0; k < c.size && all; ++k) all = access(shared_path(c, w.round, k, ".done").c_str(), F_OK) == 0;
    if (all)
      for (int k = 0; k < c.size; ++k) {
        std::remove(shared_path(c, w.round, k).c_str());
        std::remove(shared_path(c, w.round, k, ".done").c_str());
      }
    Clique::Round& r = c.rounds[w.round];
    if (++r.departed == r.arrived) c.rounds.erase(w.round);  // every rank of this process arrived before the sum
    return;
  }
  if (++c.rounds[w.round].departed == c.size) c.rounds.erase(w.round);
}

void fail_rounds_waited_for(const Work& w) {
  Clique& c = *w.all_reduce->clique;
  std::string missing;
  const Clique::Round& r = c.rounds[w.round];
  for (int k = 0; k < c.size; ++k)
    if (!r.parts[static_cast<size_t>(k)]) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
  fail_round(c, w.round, "rank " + missing + " did not reach it within " + std::to_string(nccl_timeout_s()) +
                             " s (NETC_CUDA_EMU_NCCL_TIMEOUT_S)");
}

ncclResult_t make_comm(ncclComm_t* out, std::shared_ptr<Clique> clique, int rank, int device) {
  if (device < 0 || device >= visible_devices()) return ncclInvalidArgument;
  auto* comm = new ncclComm();
  comm->clique = std::move(clique);
  comm->rank = rank;
  comm->device = device;
  comm->clique->joined[static_cast<size_t>(rank)] = true;
  g_comms.insert(comm);
  *out = comm;
  return ncclSuccess;
}

}  // namespace

extern "C" {

ncclResult_t ncclGetVersion(int* version) {
  *version = NCCL_VERSION_CODE;
  return ncclSuccess;
}
const char* ncclGetErrorString(ncclResult_t r) {
  switch (r) {
    case ncclSuccess: return "no error";
    case ncclUnhandledCudaError: return "unhandled cuda error";
    case ncclSystemError: return "unhandled system error";
    case ncclInternalError: return "internal error";
    case ncclInvalidArgument: return "invalid argument";
    case ncclInvalidUsage: return "invalid usage";
    case ncclRemoteError: return "remote process exited or there was a network error";
    case ncclInProgress: return "NCCL operation in progress";
    default: return "unknown result code";
  }
}
const char* ncclGetLastError(ncclComm_t) { return ""; }
ncclResult_t ncclGetUniqueId(ncclUniqueId* id) {
  Lock l(g_mu);
  static unsigned long next = 0;
  std::memset(id->internal, 0, sizeof id->internal);
  std::snprintf(id->internal, sizeof id->internal, "netc-emu %ld %lu", static_cast<long>(getpid()), next++);
  return ncclSuccess;
}
ncclResult_t ncclCommInitRank(ncclComm_t* comm, int nranks, ncclUniqueId id, int rank) {
  Lock l(g_mu);
  if (nranks < 1 || rank < 0 || rank >= nranks) return ncclInvalidArgument;
  std::string key(id.internal, sizeof id.internal);
  std::shared_ptr<Clique> c = g_cliques[key].lock();
  if (!c) {
    c = std::make_shared<Clique>(nranks);
    c->shared = true;  // its other ranks may be other processes
    for (char ch : std::string(id.internal, strnlen(id.internal, sizeof id.internal)))
      c->key += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
    g_cliques[key] = c;
  }
  if (c->size != nranks || c->joined[static_cast<size_t>(rank)]) return ncclInvalidUsage;
  return make_comm(comm, c, rank, t_device);
}
ncclResult_t ncclCommInitAll(ncclComm_t* comms, int ndev, const int* devlist) {
  Lock l(g_mu);
  if (ndev < 1) return ncclInvalidArgument;
  auto c = std::make_shared<Clique>(ndev);
  for (int i = 0; i < ndev; ++i)
    if (ncclResult_t r = make_comm(&comms[i], c, i, devlist ? devlist[i] : i); r != ncclSuccess) return r;
  return ncclSuccess;
}
ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  Lock l(g_mu);
  if (!g_comms.erase(comm)) return ncclInvalidArgument;
  delete comm;  // its queued all-reduces keep the clique
  return ncclSuccess;
}
ncclResult_t ncclCommAbort(ncclComm_t comm) {
  Lock l(g_mu);
  if (!g_comms.erase(comm)) return ncclInvalidArgument;
  Clique& c = *comm->clique;
  c.aborted = true;
  for (auto& [n, r] : c.rounds)
    if (!r.done) fail_round(c, n, "rank " + std::to_string(comm->rank) + " aborted its communicator");
  delete comm;
  return ncclSuccess;
}
ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* error) {
  Lock l(g_mu);
  if (!g_comms.count(comm)) return ncclInvalidArgument;
  *error = comm->clique->async_error[static_cast<size_t>(comm->rank)];
  return ncclSuccess;
}
ncclResult_t ncclCommCount(const ncclComm_t comm, int* count) {
  *count = comm->clique->size;
  return ncclSuccess;
}
ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int* device) {
  *device = comm->device;
  return ncclSuccess;
}
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int* rank) {
  *rank = comm->rank;
  return ncclSuccess;
}
ncclResult_t ncclRedOpCreatePreMulSum(ncclRedOp_t* op, void* scalar, ncclDataType_t type, ncclScalarResidence_t residence,
                                      ncclComm_t comm) {
  Lock l(g_mu);
  if (!g_comms.count(comm) || type != ncclFloat32) return ncclInvalidArgument;
  PreMul p;
  p.on_device = residence == ncclScalarDevice;
  if (p.on_device) {
    if (!on_device(scalar, sizeof(float))) return ncclInvalidArgument;
    p.scalar = static_cast<const float*>(scalar);
  } else {
    p.value = *static_cast<const float*>(scalar);
  }
  int id = comm->next_op++;
  comm->ops[id] = p;
  *op = static_cast<ncclRedOp_t>(id);
  return ncclSuccess;
}
ncclResult_t ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm) {
  Lock l(g_mu);
  if (!g_comms.count(comm) || !comm->ops.erase(static_cast<int>(op))) return ncclInvalidArgument;
  return ncclSuccess;
}
ncclResult_t ncclGroupStart(void) { return ncclSuccess; }
ncclResult_t ncclGroupEnd(void) { return ncclSuccess; }

ncclResult_t ncclAllReduce(const void* send, void* recv, size_t count, ncclDataType_t type, ncclRedOp_t op,
                           ncclComm_t comm, cudaStream_t stream) {
  Lock l(g_mu);
  if (!g_comms.count(comm)) return ncclInvalidArgument;
  if (ncclResult_t e = comm->clique->async_error[static_cast<size_t>(comm->rank)]; e != ncclSuccess) return e;
  if (type != ncclFloat32) {
    std::fprintf(stderr, "netc-cuda-emu: ncclAllReduce of a type other than ncclFloat32 is not emulated\n");
    return ncclInvalidArgument;
  }
  CUstream_st* s = resolve(stream);
  if (s->device >= 0 && s->device != comm->device) {
    std::fprintf(stderr, "netc-cuda-emu: ncclAllReduce on a stream of device %d with a communicator of device %d\n",
                 s->device, comm->device);
    return ncclInvalidUsage;
  }
  size_t bytes = count * sizeof(float);
  if (count && (!on_device(send, bytes) || !on_device(recv, bytes))) {
    std::fprintf(stderr, "netc-cuda-emu: ncclAllReduce of %zu floats: a buffer is not inside one device allocation\n", count);
    return ncclInvalidArgument;
  }
  auto a = std::make_shared<AllReduce>();
  a->clique = comm->clique;
  a->rank = comm->rank;
  a->device = comm->device;
  a->send = static_cast<const float*>(send);
  a->recv = static_cast<float*>(recv);
  a->count = count;
  if (op != ncclSum) {
    auto it = comm->ops.find(static_cast<int>(op));
    if (it == comm->ops.end()) return ncclInvalidArgument;
    a->premul = true;
    a->scale = it->second;
  }
  enqueue(stream, Work(std::shared_ptr<const AllReduce>(std::move(a))));
  g_progress.notify_all();  // a host waiting for this rank may go on
  return ncclSuccess;
}

}  // extern "C"
