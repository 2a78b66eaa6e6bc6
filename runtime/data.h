// Data sets of libnetrt: loading the files a `dataset` declares (IDX, CSV),
// checking them against the declared type of one example, and iterating over
// them in seeded, shuffled batches.
//
// A field declared `images: f32[28, 28] = idx("f.gz")` becomes a Field whose
// tensor is f32[count, 28, 28]: the file's first dimension is the example
// count and the rest must equal the declared example shape.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/tensor.h"

namespace netc::rt {

// What the program declares for one field: its name and the type of one example.
struct FieldDecl {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> example_shape;
};

// A loaded field: data is [count, example_shape...].
struct Field {
  std::string name;
  std::string path;  // the file it came from, for messages
  Tensor data;
  std::vector<int64_t> lines = {};  // CSV: each example's line in the file, for messages; empty otherwise
  int64_t count() const { return data.shape().empty() ? 0 : data.shape()[0]; }
  size_t example_bytes() const { return data.row_bytes(); }
};

// Loads an IDX file (plain or gzip'd). Element types 0x08 (u8), 0x09 (i8),
// 0x0B (i16), 0x0C (i32), 0x0D (f32), 0x0E (f64) are converted to the
// declared dtype: values are kept as they are (u8 pixels stay 0..255; the
// program scales them). Float files cannot feed integer or bool fields.
// What the header declares is refused before any data is read when the file
// cannot hold it (a plain file's size; 1032 times a gzip'd one's, deflate's
// largest ratio) or it needs more than this machine's memory; the data is
// then read in chunks as it arrives, so a file that ends early costs what it
// holds.
Expected<Field> load_idx(const std::string& path, const FieldDecl& decl);

// The number of examples a file holds, without loading it: an IDX file's
// first dimension, from its header; a CSV file's rows, counted as load_csv
// counts them (blank lines and a skipped header left out). For `netc mem`.
Expected<int64_t> count_idx_examples(const std::string& path);
Expected<int64_t> count_csv_rows(const std::string& path, bool skip_header);

struct CsvOptions {
  std::vector<int64_t> columns;  // indices of the columns, in order; empty: every column
  bool skip_header = false;
};

// Loads numeric columns of a CSV file: one row per example, the selected
// columns (in order) fill the example, so their number must equal the
// example's element count.
Expected<Field> load_csv(const std::string& path, const FieldDecl& decl, const CsvOptions& options);

// The fields of one data set; all have the same example count.
class Dataset {
 public:
  static Expected<Dataset> make(std::vector<Field> fields);
  int64_t count() const { return count_; }
  const std::vector<Field>& fields() const { return fields_; }
  // nullptr when there is no field of that name.
  const Field* find(const std::string& name) const;

 private:
  std::vector<Field> fields_;
  int64_t count_ = 0;
};

// Checks that every label of an integer field is in [0, num_classes), as a
// classification loss requires; the error names the file, the first bad
// example and its value.
Status check_label_range(const Field& labels, int64_t num_classes);

// Checks that every value of an integer field is in [0, bound), as an index
// that `what` uses requires ("`take` in `net` (std/nn.net:264:53) reads a
// table of 10 rows"); the error names the file, the first bad example and
// its value.
Status check_index_range(const Field& indices, int64_t bound, const std::string& what);

// splitmix64: a counter-based generator, so the same seed gives the same
// numbers on every machine and compiler (unlike std::shuffle with a std::
// distribution, whose results are implementation-defined).
uint64_t splitmix64(uint64_t x);

// A permutation of 0..n-1 from (seed, epoch), by Fisher-Yates.
std::vector<int64_t> shuffled_order(int64_t n, uint64_t seed, uint64_t epoch);

struct BatchOptions {
  int64_t batch_size = 1;
  bool shuffle = false;
  bool drop_last = false;
  uint64_t seed = 0;
};

// The order of examples in each epoch and its division into batches. The
// last batch is partial unless drop_last, which drops it.
class Batcher {
 public:
  static Expected<Batcher> make(int64_t count, const BatchOptions& options);

  // Sets the order for an epoch (a fresh permutation when shuffling; each
  // epoch differs, and the same (seed, epoch) gives the same order).
  void start_epoch(uint64_t epoch);
  int64_t num_batches() const;
  // The example indices of batch b (0 <= b < num_batches()) of this epoch.
  std::span<const int64_t> batch(int64_t b) const;
  int64_t batch_size() const { return options_.batch_size; }

 private:
  int64_t count_ = 0;
  BatchOptions options_;
  std::vector<int64_t> order_;
};

// Copies the examples `indices` of a field, one after another, into `out`
// (capacity `out_bytes`, at least indices.size() * example_bytes). Allocates
// nothing, so a training loop can reuse one buffer for every batch.
Status gather(const Field& field, std::span<const int64_t> indices, void* out, size_t out_bytes);

// gather() for every field of a data set, into outs[i] for fields()[i].
Status gather(const Dataset& data, std::span<const int64_t> indices, std::span<void* const> outs,
              std::span<const size_t> out_bytes);

}  // namespace netc::rt
