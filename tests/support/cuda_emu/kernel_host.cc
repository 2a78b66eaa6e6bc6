// See kernel_host.h.
#include "tests/support/cuda_emu/kernel_host.h"

#include <dlfcn.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/hash.h"

// The built-in variables the shim's kernels read (device_shim.h).
struct uint3 {
  unsigned int x, y, z;
};
extern "C" {
__attribute__((visibility("default"))) uint3 netc_emu_threadIdx, netc_emu_blockIdx, netc_emu_blockDim, netc_emu_gridDim;
__attribute__((visibility("default"))) void netc_emu_syncthreads(void);
}

namespace netc::cuda_emu {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// ---- the kernels' signatures ------------------------------------------------

struct Signature {
  std::string name;
  std::vector<std::string> types;
  bool barriers = false;
};

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Every `__global__ void NAME(PARAMS) {` of the source, with the type of
// each parameter (the parameter's text without its trailing name), and
// whether its body calls __syncthreads().
std::vector<Signature> signatures(const std::string& src) {
  std::vector<Signature> out;
  const std::string key = "__global__ void ";
  for (size_t at = src.find(key); at != std::string::npos; at = src.find(key, at + 1)) {
    size_t name_begin = at + key.size(), open = src.find('(', name_begin);
    if (open == std::string::npos) break;
    Signature s;
    s.name = src.substr(name_begin, open - name_begin);
    while (!s.name.empty() && s.name.back() == ' ') s.name.pop_back();
    int depth = 0;
    size_t close = open, start = open + 1;
    for (; close < src.size(); ++close) {
      char c = src[close];
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) break;
      if (c == ',' && depth == 1) {
        s.types.push_back(src.substr(start, close - start));
        start = close + 1;
      }
    }
    std::string last = src.substr(start, close - start);
    if (last.find_first_not_of(" \t\n") != std::string::npos && last != "void") s.types.push_back(last);
    for (std::string& t : s.types) {  // drop the parameter's name
      size_t e = t.find_last_not_of(" \t\n");
      size_t b = e;
      while (b > 0 && ident_char(t[b - 1])) --b;
      t = t.substr(0, b);
    }
    // The body: from the `{` after the parameters to its matching `}`.
    size_t body = src.find('{', close);
    depth = 0;
    size_t end = body;
    for (; end < src.size(); ++end) {
      if (src[end] == '{') ++depth;
      if (src[end] == '}' && --depth == 0) break;
    }
    s.barriers = src.substr(body, end - body).find("__syncthreads") != std::string::npos;
    out.push_back(s);
  }
  return out;
}

// The entry points the emulator calls: each kernel's arguments from an
// array of pointers, and the sizes of its parameters.
std::string entries(const std::vector<Signature>& sigs) {
  std::ostringstream o;
  o << "\n// netc CUDA emulator: entry points\n";
  for (const Signature& s : sigs) {
    o << "extern \"C\" void netc_emu_entry_" << s.name << "(void** a) { " << s.name << "(";
    for (size_t i = 0; i < s.types.size(); ++i) o << (i ? ", " : "") << "*(" << s.types[i] << "*)a[" << i << "]";
    o << "); }\n";
    o << "extern \"C\" const unsigned long netc_emu_sizes_" << s.name << "[] = {";
    for (size_t i = 0; i < s.types.size(); ++i) o << (i ? ", " : "") << "sizeof(" << s.types[i] << ")";
    if (s.types.empty()) o << "0";
    o << "};\n";
  }
  return o.str();
}

// ---- the block scheduler ----------------------------------------------------

// A switch between fibers saves the callee-saved registers on the current
// stack, stores the stack pointer in *from and continues on `to`'s stack
// (what netc_emu_switch saved there, or the frame that start_fiber built).
// ucontext's swapcontext does the same plus two system calls for the signal
// mask, which made kernels with barriers ten times slower.
#if defined(__x86_64__)
extern "C" void netc_emu_switch(void** from, void* to);
asm(R"(
.pushsection .text
.p2align 4
.type netc_emu_switch,@function
netc_emu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
.size netc_emu_switch, .-netc_emu_switch
.popsection
)");
#else
#error "the CUDA emulator's fibers are written for x86-64"
#endif

constexpr size_t kFiberStack = 256 * 1024;

enum class State { Ready, AtBarrier, Done };

struct Fibers {
  void* scheduler = nullptr;    // the scheduler's saved stack pointer
  std::vector<void*> sp;        // each thread's saved stack pointer
  std::vector<State> state;
  std::vector<char*> stacks;
  int current = -1;
  const HostKernel* kernel = nullptr;
  void** args = nullptr;
};

Fibers& fibers() {
  static Fibers f;
  return f;
}

// murmur3's finaliser: every input bit reaches every output bit.
uint32_t mix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

// Launches so far: the orders below differ from launch to launch.
uint32_t g_launches = 0;

// What runs: for the SIGSEGV message.
const HostKernel* g_running = nullptr;
uint3 g_block{}, g_thread{};

// A fiber's first frame returns here: it runs the thread to its end, then
// goes back to the scheduler for good.
[[noreturn]] void fiber_main() {
  Fibers& f = fibers();
  f.kernel->entry(f.args);
  size_t me = static_cast<size_t>(f.current);
  f.state[me] = State::Done;
  netc_emu_switch(&f.sp[me], f.scheduler);
  __builtin_unreachable();
}

// A stack whose saved frame (six zero registers, then fiber_main as the
// return address) starts the thread when it is switched to. fiber_main is
// entered as if called: its stack pointer is 8 past a multiple of 16.
void* start_fiber(char* stack) {
  auto top = reinterpret_cast<uintptr_t>(stack + kFiberStack) & ~uintptr_t{15};
  auto* frame = reinterpret_cast<void**>(top - 64);
  for (int r = 0; r < 6; ++r) frame[r] = nullptr;
  frame[6] = reinterpret_cast<void*>(&fiber_main);
  return frame;
}

void ensure_stacks(size_t n) {
  Fibers& f = fibers();
  while (f.stacks.size() < n) {
    void* p = mmap(nullptr, kFiberStack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (p == MAP_FAILED) {
      std::fprintf(stderr, "netc-cuda-emu: cannot map a thread's stack\n");
      std::abort();
    }
    mprotect(p, static_cast<size_t>(sysconf(_SC_PAGESIZE)), PROT_NONE);  // a thread that overflows its stack faults
    f.stacks.push_back(static_cast<char*>(p));
  }
  f.sp.resize(n);
  f.state.resize(n);
}

void set_thread(unsigned t, const Dim3& block) {
  netc_emu_threadIdx = {t % block.x, (t / block.x) % block.y, t / (block.x * block.y)};
  g_thread = netc_emu_threadIdx;
}

// A block's threads on fibers: each runs until it reaches a barrier or its
// end; when every thread that has not ended waits at the barrier, they all go
// on. (A thread that has ended counts as arrived, as on the GPU.)
void run_block_on_fibers(const HostKernel& k, const Dim3& block, void** args) {
  Fibers& f = fibers();
  size_t n = static_cast<size_t>(block.x) * block.y * block.z;
  ensure_stacks(n);
  f.kernel = &k;
  f.args = args;
  for (size_t t = 0; t < n; ++t) {
    f.sp[t] = start_fiber(f.stacks[t]);
    f.state[t] = State::Ready;
  }
  // Between two barriers the threads run one after another, forwards or
  // backwards as a hash of the launch, the block and the phase says: a read of another
  // thread's shared memory that lacks a barrier before it sees a stale value
  // one way or the other, so in some of the blocks. (One fixed order can
  // hide it: a reduction tree without barriers is right when run backwards.)
  uint32_t block_id = netc_emu_blockIdx.x + 65536u * (netc_emu_blockIdx.y + 65536u * netc_emu_blockIdx.z);
  uint32_t seed = mix32(block_id ^ mix32(g_launches));
  for (uint32_t phase = 0;; ++phase) {
    bool backwards = mix32(seed ^ mix32(phase + 0x9e3779b9u)) & 1u;
    bool waiting = false;
    for (size_t i = 0; i < n; ++i) {
      size_t t = backwards ? n - 1 - i : i;
      if (f.state[t] != State::Ready) continue;
      f.current = static_cast<int>(t);
      set_thread(static_cast<unsigned>(t), block);
      netc_emu_switch(&f.scheduler, f.sp[t]);
    }
    for (size_t t = 0; t < n; ++t)
      if (f.state[t] == State::AtBarrier) {
        f.state[t] = State::Ready;
        waiting = true;
      }
    if (!waiting) break;
  }
  f.current = -1;
}

void on_segv(int sig, siginfo_t* info, void*) {
  if (g_running) {
    char msg[512];
    int len = std::snprintf(msg, sizeof msg,
                            "netc-cuda-emu: kernel %s touched memory that no allocation holds, or overflowed a "
                            "thread's stack (address %p), in block (%u, %u, %u), thread (%u, %u, %u)\n",
                            g_running->name.c_str(), info->si_addr, g_block.x, g_block.y, g_block.z, g_thread.x,
                            g_thread.y, g_thread.z);
    if (len > 0) (void)!write(2, msg, static_cast<size_t>(len));
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void install_segv_handler() {
  // The alternate stack is per thread: the handler must run when a fiber's
  // stack is what overflowed.
  thread_local bool has_stack = false;
  if (!has_stack) {
    has_stack = true;
    thread_local char alt[64 * 1024];
    stack_t ss{};
    ss.ss_sp = alt;
    ss.ss_size = sizeof alt;
    sigaltstack(&ss, nullptr);
  }
  static bool done = false;
  if (done) return;
  done = true;
  struct sigaction sa {};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigaction(SIGSEGV, &sa, nullptr);
  sigaction(SIGBUS, &sa, nullptr);
}

}  // namespace

HostModule::~HostModule() {
  if (handle) dlclose(handle);
}

Expected<std::unique_ptr<HostModule>> compile_module(const std::string& source, const std::string& cache_dir) {
  static const std::string shim = read_file(NETC_EMU_SHIM_PATH);
  std::vector<Signature> sigs = signatures(source);
  if (sigs.empty()) return Status::error("the source holds no __global__ kernel");
  std::string full = source + entries(sigs);
  const char* cxx = std::getenv("NETC_CUDA_EMU_CXX");
  std::string compiler = cxx && *cxx ? cxx : "c++";
  std::string key = hex64(fnv1a64(shim + "\n" + compiler + "\n" + full));
  fs::path dir = fs::path(cache_dir) / "host-kernels";
  std::error_code ec;
  fs::create_directories(dir, ec);
  fs::path so = dir / (key + ".so");
  if (!fs::is_regular_file(so, ec)) {
    fs::path src = dir / (key + "." + std::to_string(getpid()) + ".cc");
    fs::path tmp = dir / (key + "." + std::to_string(getpid()) + ".so");
    {
      std::ofstream o(src, std::ios::binary);
      o << full;
      if (!o) return Status::error("cannot write " + src.string());
    }
    std::string cmd = compiler + " -std=c++17 -O1 -fPIC -shared -w -include '" + std::string(NETC_EMU_SHIM_PATH) +
                      "' -x c++ '" + src.string() + "' -o '" + tmp.string() + "' 2>&1";
    std::string log;
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return Status::error("cannot run " + compiler);
    char buf[4096];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, p)) > 0) log.append(buf, got);
    int rc = pclose(p);
    fs::remove(src, ec);
    if (rc != 0) {
      fs::remove(tmp, ec);
      return Status::error("the host compiler failed on the kernels (" + cmd + "):\n" + log);
    }
    fs::rename(tmp, so, ec);
    if (ec) return Status::error("cannot move " + tmp.string() + " into the cache: " + ec.message());
  }
  auto m = std::make_unique<HostModule>();
  m->handle = dlopen(so.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!m->handle) return Status::error(std::string("dlopen failed: ") + dlerror());
  for (const Signature& s : sigs) {
    HostKernel k;
    k.name = s.name;
    k.barriers = s.barriers;
    k.entry = reinterpret_cast<void (*)(void**)>(dlsym(m->handle, ("netc_emu_entry_" + s.name).c_str()));
    auto* sizes = static_cast<const unsigned long*>(dlsym(m->handle, ("netc_emu_sizes_" + s.name).c_str()));
    if (!k.entry || !sizes) return Status::error("kernel " + s.name + " has no entry point");
    for (size_t i = 0; i < s.types.size(); ++i) k.arg_sizes.push_back(sizes[i]);
    m->kernels.push_back(std::move(k));
  }
  return m;
}

void run_kernel(const HostKernel& k, Dim3 grid, Dim3 block, void** args) {
  install_segv_handler();
  g_running = &k;
  ++g_launches;
  netc_emu_gridDim = {grid.x, grid.y, grid.z};
  netc_emu_blockDim = {block.x, block.y, block.z};
  unsigned threads = block.x * block.y * block.z;
  uint64_t blocks = uint64_t{grid.x} * grid.y * grid.z;
  // Blocks, and the threads of a kernel without barriers, run in ascending
  // or descending order as a hash of the launch says: a kernel whose
  // threads or blocks depend on each other's writes (an output over an
  // input others still read) is wrong one way or the other.
  bool backwards = mix32(g_launches * 0x9e3779b9u) & 1u;
  for (uint64_t i = 0; i < blocks; ++i) {
    uint64_t b = backwards ? blocks - 1 - i : i;
    netc_emu_blockIdx = {static_cast<unsigned>(b % grid.x), static_cast<unsigned>(b / grid.x % grid.y),
                         static_cast<unsigned>(b / grid.x / grid.y)};
    g_block = netc_emu_blockIdx;
    if (k.barriers) {
      run_block_on_fibers(k, block, args);
      continue;
    }
    for (unsigned i_t = 0; i_t < threads; ++i_t) {
      set_thread(backwards ? threads - 1 - i_t : i_t, block);
      k.entry(args);
    }
  }
  g_running = nullptr;
}

}  // namespace netc::cuda_emu

extern "C" void netc_emu_syncthreads(void) {
  using namespace netc::cuda_emu;
  Fibers& f = fibers();
  if (f.current < 0) {
    std::fprintf(stderr, "netc-cuda-emu: __syncthreads() outside a kernel that the emulator knows has barriers\n");
    std::abort();
  }
  int me = f.current;
  f.state[static_cast<size_t>(me)] = State::AtBarrier;
  netc_emu_switch(&f.sp[static_cast<size_t>(me)], f.scheduler);
}
