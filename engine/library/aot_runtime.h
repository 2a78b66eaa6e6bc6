// The runtime of libraries made by `netc build`: one generic implementation of
// the C API that every generated header declares (create, forward, train step,
// evaluate, save, load, the parameter table). A library's object file holds
// its compiled functions, a JSON descriptor of the program (parameters with
// their initialisers, functions with their shapes, how the train step's
// results feed the update) and small wrappers `<name>_create(...)` that call
// these functions with the descriptor. Keeping the logic here, compiled once
// with the C++ compiler, rather than generating it as LLVM IR per network,
// means it is written, read and tested as ordinary C++.
//
// Nothing here throws, exits or aborts: it runs inside the user's program.
// Every entry point returns a status code (the NETC_AOT_* values below, which
// generated headers repeat under their own prefix) and leaves a message for
// netc_aot_status_message().
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  NETC_AOT_OK = 0,
  NETC_AOT_INVALID_ARGUMENT = 1,  // a null pointer, a count out of range, another network's handle
  NETC_AOT_IO_ERROR = 2,          // a checkpoint cannot be read or written
  NETC_AOT_INCOMPATIBLE = 3,      // a checkpoint of another program (names, shapes, fingerprint), or a
                                  // descriptor of another netc version (descriptor.h)
  NETC_AOT_OUT_OF_MEMORY = 4,
  NETC_AOT_NOT_FINITE = 5,        // the loss or a metric is NaN or infinite; the parameters were not updated
  NETC_AOT_INTERNAL = 6,          // a bug in netc (please report)
  NETC_AOT_NO_DEVICE = 7,         // a device the program needs is not present
  NETC_AOT_DEVICE_ERROR = 8,      // the GPU failed (the message says what and what to do)
};

// The signature of every compiled function (codegen/cpu/lower.h).
typedef void (*netc_aot_fn)(void** inputs, void** outputs, void** params, char* workspace, int64_t step,
                            int64_t seed);

// Same layout as the generated `<name>_param_info`.
typedef struct {
  const char* name;
  const char* dtype;
  int32_t rank;
  const int64_t* shape;
  const char* device;
  const char* logical_device;
  const char* init;
} netc_aot_param_info;

typedef struct netc_aot_instance netc_aot_instance;

// Same layout as the generated `<name>_memory_line`.
typedef struct {
  const char* device;
  const char* category;
  uint64_t bytes;
  int32_t estimate;
} netc_aot_memory_line;

// The GPU executor of libraries with GPU code (aot_gpu.h). The wrappers of a
// library built with GPU code pass &netc_aot_gpu_engine, those of one built
// without it NULL, so that a library links the GPU half of the runtime (and
// the compiler parts it still needs) only when it has GPU code.
typedef struct netc_aot_gpu netc_aot_gpu;
extern const netc_aot_gpu netc_aot_gpu_engine;

// `devices`: "NAME=DEVICE,..." overrides of the program's device bindings,
// or NULL. (The names differ from those of netc before descriptor format 2,
// so an older library does not link with this runtime.)
int netc_aot_create(const char* desc, const netc_aot_fn* fns, const netc_aot_gpu* gpu, netc_aot_instance** out,
                    uint64_t seed, const char* devices);
// "cpu", or the GPU's description; "" for a bad handle.
const char* netc_aot_device(const char* desc, const netc_aot_instance* h);
// Checks, without a GPU, that the library has an image of every kernel its
// GPU executor would load on a device of `arch` (sm_XX); for tests.
int netc_aot_check_gpu(const char* desc, const netc_aot_gpu* gpu, const char* arch);
void netc_aot_destroy(const char* desc, netc_aot_instance* h);
// Function `fn` of the descriptor on `n` examples (1 <= n <= batch).
int netc_aot_forward(const char* desc, netc_aot_instance* h, int32_t fn, int64_t n, const void* const* inputs,
                     void* const* outputs);
int netc_aot_train_step(const char* desc, netc_aot_instance* h, const void* const* batch, float lr, float* loss);
int netc_aot_evaluate(const char* desc, netc_aot_instance* h, const void* const* batch, float* results);
int netc_aot_save(const char* desc, netc_aot_instance* h, const char* path);
int netc_aot_load(const char* desc, netc_aot_instance* h, const char* path);
// The parameters and model states alone, from a safetensors file that netc
// or another framework wrote (as `netc run --init-from`): `renames` is
// "FROM=TO,..." (name prefixes, as --rename) or NULL. Everything is checked
// before anything changes; the optimizer state and the step count stay.
int netc_aot_init_from(const char* desc, netc_aot_instance* h, const char* path, const char* renames);
int64_t netc_aot_param_count(const char* desc);
const netc_aot_param_info* netc_aot_param(const char* desc, int64_t i);
void* netc_aot_param_data(const char* desc, netc_aot_instance* h, int64_t i);
int64_t netc_aot_global_step(const char* desc, const netc_aot_instance* h);
// What the instance needs where it runs (the descriptor's plan): up to
// `capacity` lines into `lines`; returns how many there are, -1 on error.
int64_t netc_aot_memory(const char* desc, const netc_aot_instance* h, netc_aot_memory_line* lines, int64_t capacity);
const char* netc_aot_status_message(void);

#ifdef __cplusplus
}
#endif
