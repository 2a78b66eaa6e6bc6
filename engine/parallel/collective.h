// What the replicas of a data-parallel train block combine after each
// gradient and before the update (engine/parallel/replica_set.h): the loss and the
// metrics, the gradients and the new model states. Each replica computes
// them on its share of the global batch; all_reduce makes every replica's
// buffers the weighted sum over the replicas, so every replica applies the
// same update to the same parameters and none is ever broadcast.
// During the gradient too, for `replica_mean` (BatchNorm's `sync = true`):
// small rounds in the order the step's code meets them
// (engine/exec/step_program.cc).
//
// The weight of replica r is its share of the global batch (n_r / b) (1 for
// a buffer marked `summed`, a sum over the batch): the
// sum of the replicas' means is then the mean over the whole batch, exactly
// what one device computes, whatever the split (an uneven one too, and a
// replica with no examples, weight 0). This holds for results that are
// means over the batch (cross_entropy, mse, accuracy, BatchNorm's running
// statistics); the sums are taken in double, in replica order, so every
// replica receives the same bits.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "base/status.h"

namespace netc::engine {

// Floats of one replica to combine.
struct ReduceBuffer {
  float* data = nullptr;
  size_t count = 0;
  // A sum over the batch (ir/replicas.h): the replicas' buffers are added,
  // not weighted by their shares (a replica without examples still adds
  // nothing).
  bool summed = false;
};

class Collective {
 public:
  virtual ~Collective() = default;
  virtual int size() const = 0;
  // Replica `rank`'s `buffers` (the same counts on every replica, in the same
  // order), scaled by `weight`, summed over the replicas; every replica's
  // buffers receive the sum. Returns once every replica has called it.
  virtual Status all_reduce(int rank, const std::vector<ReduceBuffer>& buffers, double weight) = 0;
  // A replica that failed before reaching all_reduce: every replica waiting
  // there, or arriving later, gets an error that says why, instead of
  // waiting forever for it.
  virtual void abort(int rank, const std::string& why) = 0;
};

// The replicas of one process, each on a thread of its own: each call waits
// for the others; the last to arrive sums, and everyone copies the sum out.
class LocalCollective final : public Collective {
 public:
  explicit LocalCollective(int size) : size_(size), arrived_(static_cast<size_t>(size)) {}
  int size() const override { return size_; }
  Status all_reduce(int rank, const std::vector<ReduceBuffer>& buffers, double weight) override;
  void abort(int rank, const std::string& why) override;
  // What the rounds so far combined, counted once per round (as the CUDA
  // emulator counts NCCL's all-reduces): the rounds, and the floats each
  // replica sent. `netc mem` lists them (memory_plan_test checks the two).
  struct Sent {
    uint64_t rounds = 0, floats = 0;
  };
  Sent sent() const {
    std::lock_guard<std::mutex> lock(mu_);
    return sent_;
  }

 private:
  struct Arrival {
    const std::vector<ReduceBuffer>* buffers = nullptr;
    double weight = 0;
  };
  int size_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::vector<Arrival> arrived_;
  int count_ = 0;          // replicas arrived in this round
  int left_ = 0;           // replicas still to copy the sum out
  unsigned round_ = 0;     // rounds completed
  std::vector<std::vector<double>> sum_;  // per buffer, the round's sums
  std::string error_;      // the round's buffers did not match
  std::string aborted_;    // why a replica gave up: nobody waits any more
  Sent sent_;
};

}  // namespace netc::engine
