// A train block's data sets as `netc run` (and `netc parity`) read them:
// each field loaded (IDX or CSV) and checked against its declared type, the
// first `limit` examples kept (--limit), and the labels of a cross-entropy
// and the indices of an embedding checked against their sizes before any
// step runs.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "base/status.h"
#include "ir/ir.h"
#include "runtime/data.h"

namespace netc::engine {

struct LoadedDataset {
  const ir::Dataset* decl = nullptr;
  rt::Dataset data;
};

// The file a data set's field is read from: its path, relative to `base`
// (the program's folder) when it is relative.
std::filesystem::path data_file(const ir::DatasetField& f, const std::filesystem::path& base);

// The data set `name` of `m`; relative paths are relative to `base` (the
// program's folder).
Expected<LoadedDataset> load_dataset(const ir::Module& m, const std::string& name, const std::filesystem::path& base,
                                     std::optional<int64_t> limit);

// What a process read: the example count and a hash of every field's bytes
// (under mpirun the ranks compare it).
std::string data_summary(const rt::Dataset& d);

// Every field of `d` that the step function `step` (of `m`) takes as the
// labels of a `gather` (cross-entropy) holds class indices below that
// gather's class count, and one it indexes a table with (an embedding's
// `take`) indices below its rows: a bad file is said before any step runs.
Status check_indices(const ir::Module& m, const ir::Function& step, const LoadedDataset& d);

}  // namespace netc::engine
