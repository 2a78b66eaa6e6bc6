#include "runtime/cuda/api.h"

#include <dlfcn.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace netc::rt::cuda {
namespace {

// What a function of a library that is not loaded returns: an error of the
// library's own kind, which check() turns into a message.
template <class R>
R unloaded();
template <>
cudaError_t unloaded() {
  return cudaErrorSharedObjectInitFailed;
}
template <>
cublasStatus_t unloaded() {
  return CUBLAS_STATUS_NOT_INITIALIZED;
}
template <>
nvrtcResult unloaded() {
  return NVRTC_ERROR_INTERNAL_ERROR;
}
template <>
ncclResult_t unloaded() {
  return ncclSystemError;
}
template <>
const char* unloaded() {
  return "a CUDA library netc needs is not loaded (`netc devices` says why)";
}

// The function that stands in for F when its library or symbol is missing:
// it takes F's arguments and returns unloaded<R>().
template <class F>
struct Unloaded;
template <class R, class... A>
struct Unloaded<R (*)(A...)> {
  static R call(A...) { return unloaded<R>(); }
};

// One library: where to find it and what it is called for the user.
struct Library {
  const char* what;  // "the CUDA runtime"
  const char* stem;  // "libcudart"
  int major = NETC_CUDA_MAJOR;  // its soname's version: CUDA's, or the library's own (NCCL 2)
};

std::string soname(const Library& lib) { return std::string(lib.stem) + ".so." + std::to_string(lib.major); }

// The library from $NETC_CUDA_LIBRARY_DIR when it is set (a CUDA
// installation chosen by the user), else by its soname, else from the CUDA
// directory netc was built with, else from /usr/local/cuda; nullptr and the
// loader's first complaint when none is there.
void* open(const Library& lib, std::string& why) {
  std::string name = soname(lib);
  std::vector<std::string> paths = {name, std::string(NETC_CUDA_LIBRARY_DIR) + "/" + name,
                                    "/usr/local/cuda/lib64/" + name};
  if (const char* dir = std::getenv("NETC_CUDA_LIBRARY_DIR"); dir && *dir) paths = {std::string(dir) + "/" + name};
  for (const std::string& path : paths) {
    if (void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
    if (why.empty())
      if (const char* e = dlerror()) why = e;
  }
  return nullptr;
}

// Whether the functions the process already has may be used: only when its
// CUDA runtime is the major version netc was built with (a program that
// loaded another CUDA, e.g. PyTorch built for CUDA 12, has structures of
// another layout). The CUDA emulator says it is 13.0.
bool process_has_our_cuda() {
  static const bool ours = [] {
    auto version = reinterpret_cast<decltype(&::cudaRuntimeGetVersion)>(dlsym(RTLD_DEFAULT, "cudaRuntimeGetVersion"));
    int v = 0;
    return version && version(&v) == cudaSuccess && v / 1000 == NETC_CUDA_MAJOR;
  }();
  return ours;
}

// Resolves the functions of one library into an API struct.
class Loader {
 public:
  explicit Loader(Library lib) : lib_(lib) {}

  template <class F>
  void resolve(F& slot, const char* name) {
    void* p = process_has_our_cuda() ? dlsym(RTLD_DEFAULT, name) : nullptr;
    if (!p) {
      if (!tried_) {
        tried_ = true;
        handle_ = open(lib_, open_error_);
      }
      if (handle_) p = dlsym(handle_, name);
    }
    if (p) {
      slot = reinterpret_cast<F>(p);
    } else {
      slot = &Unloaded<F>::call;
      missing_.push_back(name);
    }
  }

  Status status() const {
    if (missing_.empty()) return Status();
    std::string name = soname(lib_);
    if (tried_ && !handle_) {
      const char* dir = std::getenv("NETC_CUDA_LIBRARY_DIR");
      std::string where = dir && *dir ? "set NETC_CUDA_LIBRARY_DIR to the directory that has " + name + " (it is `" +
                                            std::string(dir) + "`)"
                                      : "add the directory that has " + name + " to LD_LIBRARY_PATH";
      return Status::error(std::string(lib_.what) + " (" + name + ") cannot be loaded: " + open_error_ +
                           ". Install CUDA " + std::to_string(NETC_CUDA_MAJOR) +
                           " (its lib64 directory, e.g. /usr/local/cuda/lib64) or " + where);
    }
    std::string list;
    for (const std::string& m : missing_) list += (list.empty() ? "" : ", ") + m;
    return Status::error(std::string(lib_.what) + " (" + name + ") lacks " + list + ": it is older than CUDA " +
                         std::to_string(NETC_CUDA_MAJOR) + ", which netc was built with; install CUDA " +
                         std::to_string(NETC_CUDA_MAJOR) + "'s " + name);
  }

 private:
  Library lib_;
  bool tried_ = false;
  void* handle_ = nullptr;  // kept open for the life of the process
  std::string open_error_;
  std::vector<std::string> missing_;
};

template <class Api>
struct Loaded {
  Api api;
  Status status;
};

// `resolve` fills every member of an Api through the loader.
template <class Api, class Resolve>
Loaded<Api> load(Library lib, Resolve resolve) {
  Loader loader(lib);
  Api api;
  resolve(loader, api);
  return {api, loader.status()};
}

// The symbol's name after macro expansion, as the member's: a header that
// maps a name to a versioned symbol (CUDA 12's cudaGetDeviceProperties ->
// cudaGetDeviceProperties_v2) maps both alike.
#define NETC_CUDA_API_NAME(f) #f
#define NETC_CUDA_API_RESOLVE(f) loader.resolve(api.f, NETC_CUDA_API_NAME(f));

const Loaded<Cudart>& loaded_cudart() {
  static const Loaded<Cudart> loaded = load<Cudart>(
      {"the CUDA runtime", "libcudart"}, [](Loader& loader, Cudart& api) { NETC_CUDART_FUNCTIONS(NETC_CUDA_API_RESOLVE) });
  return loaded;
}

const Loaded<Cublas>& loaded_cublas() {
  static const Loaded<Cublas> loaded =
      load<Cublas>({"cuBLAS", "libcublas"}, [](Loader& loader, Cublas& api) {
        NETC_CUBLAS_FUNCTIONS(NETC_CUDA_API_RESOLVE) NETC_CUBLAS_TYPED_FUNCTIONS(NETC_CUDA_API_RESOLVE)
      });
  return loaded;
}

const Loaded<Nvrtc>& loaded_nvrtc() {
  static const Loaded<Nvrtc> loaded =
      load<Nvrtc>({"NVRTC", "libnvrtc"}, [](Loader& loader, Nvrtc& api) { NETC_NVRTC_FUNCTIONS(NETC_CUDA_API_RESOLVE) });
  return loaded;
}

const Loaded<Nccl>& loaded_nccl() {
  static const Loaded<Nccl> loaded =
      load<Nccl>({"NCCL", "libnccl", 2}, [](Loader& loader, Nccl& api) { NETC_NCCL_FUNCTIONS(NETC_CUDA_API_RESOLVE) });
  return loaded;
}

#undef NETC_CUDA_API_RESOLVE

}  // namespace

const Cudart& cudart() { return loaded_cudart().api; }
const Cublas& cublas() { return loaded_cublas().api; }
const Nvrtc& nvrtc() { return loaded_nvrtc().api; }
const Nccl& nccl() { return loaded_nccl().api; }
Status cudart_status() { return loaded_cudart().status; }
Status cublas_status() { return loaded_cublas().status; }
Status nvrtc_status() { return loaded_nvrtc().status; }
Status nccl_status() { return loaded_nccl().status; }

}  // namespace netc::rt::cuda
