// Checkpoints of libnetrt as safetensors files: an 8-byte little-endian
// header length N, N bytes of JSON ({"name": {"dtype", "shape",
// "data_offsets"}, "__metadata__": {...}}, padded with spaces to a multiple
// of 8), then the raw little-endian tensor data, offsets relative to it.
// The format is shared with the Python ecosystem (safetensors, PyTorch, JAX),
// so a checkpoint can be inspected or reused there.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/tensor.h"

namespace netc::rt {

// Keys netc writes into "__metadata__".
inline constexpr const char* kMetaStep = "step";
inline constexpr const char* kMetaEpoch = "epoch";  // epochs completed
// Steps of the next epoch already taken (a checkpoint written when `netc run`
// was interrupted); absent means 0.
inline constexpr const char* kMetaEpochStep = "epoch_step";
// With epoch_step: the sums that epoch's train loss and metrics average so
// far, "EXAMPLES LOSS_SUM METRIC_SUM..." (each exactly, %.17g), so that a
// resumed epoch reports what the uninterrupted one would.
inline constexpr const char* kMetaEpochSums = "epoch_sums";
// With epoch_step: the training data the interrupted epoch was drawing from
// ("60000 examples (hash ...)"), which its continuation must draw from too.
inline constexpr const char* kMetaEpochData = "epoch_data";
inline constexpr const char* kMetaEpochs = "epochs";  // the run's total: a schedule over it depends on it
inline constexpr const char* kMetaFingerprint = "fingerprint";
inline constexpr const char* kMetaTrainBlock = "train_block";  // 1-based; absent means 1

// Headers larger than this are rejected before anything is allocated (the
// same limit as the reference implementation).
inline constexpr uint64_t kMaxHeaderBytes = 100'000'000;

using Metadata = std::map<std::string, std::string>;

struct NamedTensor {
  std::string name;
  TensorView view;
};

// "F32", "BF16", "BOOL": the dtype names of the format.
const char* safetensors_dtype(DType d);
std::optional<DType> parse_safetensors_dtype(const std::string& name);

// The system calls write_checkpoint makes, replaceable so tests can inject
// ENOSPC/EIO at any point. Each follows the POSIX convention (-1 and errno).
struct FileOps {
  std::function<ssize_t(int fd, const void* buf, size_t n)> write;
  std::function<int(int fd)> fsync;
  std::function<int(const char* from, const char* to)> rename;
};

// Writes a checkpoint atomically: to PATH.tmp-PID in the same directory,
// fsync, rename over PATH, fsync the directory. On failure the temporary file
// is removed and an existing PATH is left as it was. A PATH.tmp-PID of a
// process that no longer exists (killed while writing) is removed first.
// `ops` null: the real calls. With `keep_previous_as`, a file already at
// PATH is kept under that name (replacing one there) in the same step: at
// every moment the earlier file and the new one are each whole on disk.
Status write_checkpoint(const std::string& path, std::span<const NamedTensor> tensors, const Metadata& metadata,
                        const FileOps* ops = nullptr, const std::string& keep_previous_as = "");

struct Checkpoint {
  std::string path;
  std::map<std::string, Tensor> tensors;
  Metadata metadata;
  std::vector<std::string> from_f64;  // tensors read as F32 from F64 (ReadOptions::f64_as_f32)
};

struct ReadOptions {
  // F64 tensors (which netc does not compute) read as F32, rounded to
  // nearest: for importing weights another framework wrote in double.
  bool f64_as_f32 = false;
};

struct TensorSpec {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
};
using TensorSpecs = std::map<std::string, TensorSpec>;

// Called with what a checkpoint's header declares before any tensor's data
// is read: an error stops the read there (a file that declares f32[2^29]
// for a parameter of the program's f32[10] costs nothing).
using HeaderCheck = std::function<Status(const TensorSpecs& found, const Metadata& metadata)>;

// Reads and strictly validates a checkpoint: header length bounds, one JSON
// object with each key once and only spaces after it, its shape, dtype
// names, offsets inside the data, no overlaps or gaps, and each size equal
// to elements x dtype size; then `before_data`, then the data.
Expected<Checkpoint> read_checkpoint(const std::string& path, const HeaderCheck& before_data = {},
                                     const ReadOptions& options = {});

// Checks that a checkpoint fits the program: one error listing every missing
// name, unexpected name and dtype/shape mismatch, and a fingerprint mismatch
// when `fingerprint` is non-empty (it may list several accepted ones,
// comma-separated, the program's own first).
Status check_compatible(const Checkpoint& checkpoint, const std::map<std::string, TensorSpec>& expected,
                        const std::string& fingerprint = "");
// The metadata of a checkpoint, from its header alone (no tensor data is
// read): what `netc run` says of a checkpoint an earlier run left.
Expected<Metadata> read_checkpoint_metadata(const std::string& path);

// A weight that holds NaN or an infinity, as every reader of weights
// (--resume, --init-from, `netc export`) reports it: "net.w: element 4 is
// NaN (...)"; nullopt when every element is finite.
std::optional<std::string> non_finite_problem(const std::string& name, const Tensor& t);
// The same check on a header alone (names, dtypes, shapes, fingerprint): a
// HeaderCheck for read_checkpoint. `help`, when not empty, ends the error
// in place of the generic advice.
Status check_header(const std::string& path, const TensorSpecs& found, const Metadata& metadata,
                    const TensorSpecs& expected, const std::string& fingerprint = "", const std::string& help = "");

}  // namespace netc::rt
