// Data parallelism in one process: K replicas of a train block, each a
// StepProgram (the CPU) or a GpuStepProgram (a GPU each) on its share of
// the global batch, behind the same Executor
// interface as one device, so the training loop does not know the
// difference. A global batch of b examples is split into K contiguous
// shares, b/K each and one more for the first b%K replicas (never dropping
// an example; a replica may get none). Each replica computes its gradient;
// the replicas then combine the loss, metrics, gradients and new model
// states, weighted by each share: through a Collective on the CPU
// (collective.h), with NCCL all-reduces inside each GPU's step; and
// every replica applies the same update: their parameters stay equal, and
// equal (to f32 rounding) to those of one device training on the whole batch.
//
// Under mpirun (cluster.h) the replicas are the processes, one each: the
// same split of the same global batch, each process reading only its rows
// (local_rows), the values combined over MPI.
//
// Results that are sums over the batch are added, not weighted (the step's
// plan, ir/replicas.h). Random ops over the batch (dropout) count their
// elements from the replica's first row (set_replica_share), so they draw
// one device's masks. What is not equal to one device: BatchNorm normalises
// each share with its own statistics (as PyTorch's DistributedDataParallel
// does), unless `sync = true`: its `replica_mean`s are all-reduced through
// the same Collective during each CPU replica's gradient (the replicas run
// concurrently, so a blocking all-reduce mid-step is met by all; a replica
// without examples joins them with weight 0); GPU replicas all-reduce them
// with NCCL inside the step (gpu_step_program.h).
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "engine/parallel/cluster.h"
#include "engine/parallel/collective.h"
#include "engine/exec/executor.h"
#include "engine/exec/step_program.h"
#ifdef NETC_HAVE_GPU_ENGINE
#include "engine/exec/gpu_step_program.h"
#include "runtime/cuda/nccl.h"
#endif

namespace netc::engine {

class ReplicaSet final : public Executor {
 public:
  // `replicas` StepPrograms of `run` in this process, for global batches of
  // up to `batch` examples, all starting from the parameters `seed` draws;
  // or, with a `cluster` of several processes, this process's one replica
  // of cluster->size().
  // The replicas share the block's functions `fns`, as the driver prepared
  // them, and their CPU plans `plans` (null: the set's own).
  static Expected<std::unique_ptr<ReplicaSet>> create(const ir::Module& m, const PreparedBlock& fns, int64_t batch,
                                                      uint64_t seed, int replicas, Cluster* cluster = nullptr,
                                                      std::shared_ptr<CpuIrPlans> plans = nullptr);
#ifdef NETC_HAVE_GPU_ENGINE
  // A GpuStepProgram of `run` on each of `gpus` (visible indices, at least
  // two), joined by NCCL, all starting from the parameters `seed` draws.
  static Expected<std::unique_ptr<ReplicaSet>> create_on_gpus(const ir::Module& m, const ir::TrainRun& run,
                                                              uint64_t seed, const std::vector<int>& gpus,
                                                              const GpuOptions& options);
  // Under mpirun (`cluster`, several processes): this process's replica, on
  // GPU `gpu`. It trains once join_gpu_ranks() has joined every rank's.
  static Expected<std::unique_ptr<ReplicaSet>> create_on_gpu_rank(const ir::Module& m, const ir::TrainRun& run,
                                                                  uint64_t seed, int gpu, const GpuOptions& options,
                                                                  Cluster* cluster);
  // The GPU ranks' NCCL communicator: rank 0 makes its id, MPI sends it to
  // every rank, and each joins. Every rank calls it (NCCL returns once all
  // have joined).
  Status join_gpu_ranks();
  // "cuda:0 (...), cuda:1 (...)": the GPUs' descriptions; how their steps run.
  std::string gpu_description() const;
  std::string graph_status() const;
#endif
  ~ReplicaSet() override;

  // The replicas of every process.
  int size() const { return total_; }
  // The examples [offset, offset + count) of a global batch of `bsz` that
  // replica `r` takes.
  std::pair<int64_t, int64_t> share(int r, int64_t bsz) const;
  // The rows of the global batch this process's replicas take: `batch`
  // holds only them.
  std::pair<int64_t, int64_t> local_rows(int64_t bsz) const override;

  // The first replica's parameters (every replica has the same).
  std::vector<rt::Tensor>& params() override { return members_[0]->params(); }
  const std::map<std::string, size_t>& param_index() const override { return members_[0]->param_index(); }
  Status download_params() override { return members_[0]->download_params(); }
  // The first replica's parameters, as written by the caller, to the others
  // (those of rank 0's, to every process).
  Status upload_params() override;
  Status adopt_params(std::vector<rt::Tensor>&& params) override;
  const std::vector<std::string>& metric_names() const override { return members_[0]->metric_names(); }
  // Each replica steps on its share of `batch` on its own thread (in this
  // thread when it is the process's only one).
  Status launch_step(void* const* batch, int64_t bsz, float lr) override;
  Expected<StepValues> finish_step() override;
  // The replicas combine their gradients: the first one's is the set's.
  std::optional<double> gradient_norm() const override { return members_[0]->gradient_norm(); }
  Status undo_last_step() override;
  // Each share evaluated in turn, the results weighted by the shares (and
  // summed over the processes).
  Status eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) override;

 private:
  ReplicaSet() = default;
  class Worker;
  // The workers and the size of a row of each batch field, once the members exist.
  Status start();
  // `job(i)` for each member i, on its worker (inline for one member). When
  // one fails, the others' all-reduces are aborted so that none waits for
  // it; the first failure is returned.
  Status on_each_member(const std::function<Status(size_t)>& job);
  // Releases every all-reduce waiting between the members (GPUs: the NCCL
  // communicators, which cannot be used afterwards).
  void abort_members();
  // Pointers to replica r's rows of each field of `batch`.
  std::vector<void*> rows(void* const* batch, int64_t offset) const;

  // How the members combine: over MPI (several processes), through a
  // LocalCollective (CPU replicas of one process), or NCCL (GPUs). Before
  // members_: they go first.
  Cluster* cluster_ = nullptr;
  std::unique_ptr<LocalCollective> collective_;
#ifdef NETC_HAVE_GPU_ENGINE
  std::unique_ptr<rt::cuda::NcclClique> clique_;
  int gpu_index_ = -1;  // a GPU rank's GPU
#endif
  std::vector<std::unique_ptr<ReplicaMember>> members_;  // this process's replicas: first_, first_ + 1, ...
  int first_ = 0, total_ = 0;
  std::vector<size_t> row_bytes_;  // per field of the batch: the bytes of one example
  std::vector<std::unique_ptr<Worker>> workers_;  // one per replica when several, for the set's life (after members_: ends first)
  std::vector<Status> results_;    // per replica: its launch_step's
  bool in_flight_ = false;
};

}  // namespace netc::engine
