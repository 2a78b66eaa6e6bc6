// How replicas on GPUs all-reduce their gradients (gpu_step_program.cc):
// the gradients side by side in one block, last first (the order in which
// the backward pass finishes them), cut into buckets of neighbours, each one
// all-reduce over its range of the block as soon as its gradients are done.
// `netc mem` lists the same buckets among a replica's transfers.
#pragma once

#include <cstddef>
#include <vector>

namespace netc::engine {

struct GradientBlock {
  std::vector<size_t> offset;  // per gradient, in result order: where it is in the block
  size_t total = 0;            // the block's bytes
  struct Bucket {
    size_t first, last;    // gradients (result order) from `first` down to `last`
    size_t offset, bytes;  // its range of the block, the padding between its gradients included
  };
  std::vector<Bucket> buckets;  // in the order they are sent
};

// `sizes`: each gradient's bytes, in result order. A bucket grows until it
// holds at least `cap` bytes (0: one gradient each).
GradientBlock lay_out_gradients(const std::vector<size_t>& sizes, size_t alignment, size_t cap);

// NETC_NCCL_BUCKET_MIB in bytes, 25 MiB when unset.
size_t bucket_cap_bytes();

}  // namespace netc::engine
