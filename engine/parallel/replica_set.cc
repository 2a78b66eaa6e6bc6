#include "engine/parallel/replica_set.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "engine/exec/cpu_ir_plans.h"

namespace netc::engine {

// A replica's thread, kept for the set's life: each step is posted to it and
// waited for, rather than a thread started per step.
class ReplicaSet::Worker {
 public:
  Worker() : thread_([this] { loop(); }) {}
  ~Worker() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      quit_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  void post(std::function<void()> job) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      job_ = std::move(job);
    }
    cv_.notify_all();
  }
  void wait() {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait(lock, [&] { return !job_; });
  }

 private:
  void loop() {
    std::unique_lock<std::mutex> lock(mu_);
    for (;;) {
      cv_.wait(lock, [&] { return quit_ || job_; });
      if (!job_) return;  // quit, nothing posted
      std::function<void()> job = job_;
      lock.unlock();
      job();
      lock.lock();
      job_ = nullptr;
      cv_.notify_all();
    }
  }

  std::mutex mu_;
  std::condition_variable cv_;
  std::function<void()> job_;
  bool quit_ = false;
  std::thread thread_;  // last: it starts once the members above exist
};

Expected<std::unique_ptr<ReplicaSet>> ReplicaSet::create(const ir::Module& m, const PreparedBlock& fns,
                                                         int64_t batch, uint64_t seed, int replicas, Cluster* cluster,
                                                         std::shared_ptr<CpuIrPlans> plans) {
  if (replicas < 1) return Status::error("internal error: a replica set of " + std::to_string(replicas));
  std::unique_ptr<ReplicaSet> s(new ReplicaSet());
  if (cluster && cluster->size() > 1) {
    if (replicas != 1) return Status::error("internal error: several replicas in one process of an MPI run");
    s->cluster_ = cluster;
    s->first_ = cluster->rank();
    s->total_ = cluster->size();
  } else {
    s->total_ = replicas;
  }
  if (!s->cluster_) s->collective_ = std::make_unique<LocalCollective>(replicas);
  if (!plans) plans = std::make_shared<CpuIrPlans>(m);
  for (int r = 0; r < replicas; ++r) {
    auto member = StepProgram::create(m, fns, (batch + s->total_ - 1) / s->total_, seed, plans);
    if (!member.ok()) return member.status();
    if (s->cluster_) (*member)->join_replicas(&s->cluster_->collective(), s->first_);
    else (*member)->join_replicas(s->collective_.get(), r);
    s->members_.push_back(std::move(*member));
  }
  if (auto st = s->start(); !st.ok()) return st;
  return s;
}

#ifdef NETC_HAVE_GPU_ENGINE
Expected<std::unique_ptr<ReplicaSet>> ReplicaSet::create_on_gpus(const ir::Module& m, const ir::TrainRun& run,
                                                                 uint64_t seed, const std::vector<int>& gpus,
                                                                 const GpuOptions& options) {
  if (gpus.size() < 2) return Status::error("internal error: a set of " + std::to_string(gpus.size()) + " GPUs");
  std::unique_ptr<ReplicaSet> s(new ReplicaSet());
  s->total_ = static_cast<int>(gpus.size());
  std::vector<GpuStepProgram*> programs;
  for (int gpu : gpus) {
    auto member = GpuStepProgram::create(m, &run, seed, gpu, options);
    if (!member.ok()) return member.status();
    programs.push_back(member->get());
    s->members_.push_back(std::move(*member));
  }
  auto clique = rt::cuda::NcclClique::create(gpus);
  if (!clique.ok()) return clique.status();
  s->clique_ = std::move(*clique);
  for (size_t r = 0; r < programs.size(); ++r)
    if (auto st = programs[r]->join_replicas(s->clique_.get(), static_cast<int>(r)); !st.ok()) return st;
  if (auto st = s->start(); !st.ok()) return st;
  return s;
}

Expected<std::unique_ptr<ReplicaSet>> ReplicaSet::create_on_gpu_rank(const ir::Module& m, const ir::TrainRun& run,
                                                                     uint64_t seed, int gpu, const GpuOptions& options,
                                                                     Cluster* cluster) {
  if (!cluster || cluster->size() < 2) return Status::error("internal error: a GPU rank without ranks");
  std::unique_ptr<ReplicaSet> s(new ReplicaSet());
  s->cluster_ = cluster;
  s->first_ = cluster->rank();
  s->total_ = cluster->size();
  s->gpu_index_ = gpu;
  auto member = GpuStepProgram::create(m, &run, seed, gpu, options);
  if (!member.ok()) return member.status();
  s->members_.push_back(std::move(*member));
  if (auto st = s->start(); !st.ok()) return st;
  return s;
}

Status ReplicaSet::join_gpu_ranks() {
  // Rank 0's id, or why it has none, on every rank.
  struct {
    char ok = 0;
    ncclUniqueId id;
    char why[512] = {};
  } shared;
  if (cluster_->root()) {
    auto id = rt::cuda::NcclClique::new_id();
    if (id.ok()) {
      shared.ok = 1;
      shared.id = *id;
    } else {
      std::strncpy(shared.why, id.message().c_str(), sizeof shared.why - 1);
    }
  }
  if (auto st = cluster_->broadcast(&shared, sizeof shared); !st.ok()) return st;
  if (!shared.ok) return Status::error(std::string(cluster_->root() ? "" : "rank 0: ") + shared.why);
  auto& gpu = static_cast<GpuStepProgram&>(*members_[0]);
  auto clique = rt::cuda::NcclClique::join(shared.id, total_, first_, gpu_index_);
  if (!clique.ok()) return clique.status();
  clique_ = std::move(*clique);
  return gpu.join_replicas(clique_.get(), 0);
}

std::string ReplicaSet::gpu_description() const {
  std::string out;
  for (const auto& m : members_) out += (out.empty() ? "" : ", ") + static_cast<GpuStepProgram&>(*m).device_description();
  return out;
}

std::string ReplicaSet::graph_status() const {
  std::string status = static_cast<GpuStepProgram&>(*members_[0]).graph_status();
  if (status.rfind("each step", 0) == 0) return "each replica's step replayed as a CUDA graph (its NCCL all-reduces inside)";
  return status;
}
#endif

Status ReplicaSet::start() {
  if (members_.size() > 1)
    for (size_t r = 0; r < members_.size(); ++r) workers_.push_back(std::make_unique<Worker>());
  const ir::Function& grad = members_[0]->functions().grad;
  for (ir::ValueId v : grad.params) {
    const ir::TensorType& t = grad.type_of(v);
    size_t bytes = ir::dtype_size(t.dtype);
    std::vector<int64_t> shape = const_shape(t);
    for (size_t k = 1; k < shape.size(); ++k) {
      if (shape[k] < 0) return Status::error("data parallelism: the batch field `" + grad.values[v].name +
                                             "` has a named size after its first: it cannot be split by rows");
      bytes *= static_cast<size_t>(shape[k]);
    }
    row_bytes_.push_back(bytes);
  }
  return {};
}

ReplicaSet::~ReplicaSet() {
  for (auto& w : workers_) w->wait();
  if (in_flight_) abort_members();  // a step left running: its all-reduces must not wait for ever
}

void ReplicaSet::abort_members() {
#ifdef NETC_HAVE_GPU_ENGINE
  if (clique_) clique_->abort();
#endif
}

Status ReplicaSet::on_each_member(const std::function<Status(size_t)>& job) {
  const size_t n = members_.size();
  std::vector<Status> results(n);
  size_t first_failure = 0;  // the member that failed first: the cause, the others' errors follow from the abort
  if (workers_.empty()) {
    results[0] = job(0);
  } else {
    size_t finished = 0;
    bool failed = false, aborted = false;
    std::mutex mu;
    std::condition_variable cv;
    for (size_t i = 0; i < n; ++i)
      workers_[i]->post([&, i] {
        Status st = job(i);
        std::lock_guard<std::mutex> lock(mu);
        if (!failed && !st.ok()) first_failure = i;
        failed = failed || !st.ok();
        results[i] = std::move(st);
        ++finished;
        cv.notify_all();
      });
    std::unique_lock<std::mutex> lock(mu);
    while (finished < n) {
      cv.wait(lock, [&] { return finished == n || (failed && !aborted); });
      if (failed && !aborted) {
        // The others may wait in an all-reduce for the member that failed.
        aborted = true;
        lock.unlock();
        abort_members();
        lock.lock();
      }
    }
    lock.unlock();
    for (auto& w : workers_) w->wait();
  }
  if (results[first_failure].ok()) return {};
  abort_members();
  return results[first_failure];
}

std::pair<int64_t, int64_t> ReplicaSet::share(int r, int64_t bsz) const {
  int64_t k = size(), q = bsz / k, extra = bsz % k;
  return {r * q + std::min<int64_t>(r, extra), q + (r < extra ? 1 : 0)};
}

std::pair<int64_t, int64_t> ReplicaSet::local_rows(int64_t bsz) const {
  int64_t offset = share(first_, bsz).first, count = 0;
  for (int r = 0; r < static_cast<int>(members_.size()); ++r) count += share(first_ + r, bsz).second;
  return {offset, count};
}

std::vector<void*> ReplicaSet::rows(void* const* batch, int64_t offset) const {
  std::vector<void*> p;
  for (size_t f = 0; f < row_bytes_.size(); ++f)
    p.push_back(static_cast<char*>(batch[f]) + static_cast<size_t>(offset) * row_bytes_[f]);
  return p;
}

Status ReplicaSet::upload_params() {
  std::vector<rt::Tensor>& first = members_[0]->params();
  if (cluster_)  // rank 0's, so that no rank starts elsewhere
    for (rt::Tensor& t : first)
      if (auto st = cluster_->broadcast(t.data(), t.nbytes()); !st.ok()) return st;
  for (size_t r = 1; r < members_.size(); ++r) {
    std::vector<rt::Tensor>& mine = members_[r]->params();
    for (size_t i = 0; i < first.size(); ++i) std::memcpy(mine[i].data(), first[i].data(), first[i].nbytes());
  }
  for (auto& m : members_)  // to each GPU (nothing to do on the CPU)
    if (auto st = m->upload_params(); !st.ok()) return st;
  return {};
}

Status ReplicaSet::adopt_params(std::vector<rt::Tensor>&& params) {
  for (size_t r = 1; r < members_.size(); ++r) {
    std::vector<rt::Tensor> copy;
    for (const rt::Tensor& t : params) {
      auto c = rt::Tensor::create(t.dtype(), t.shape());
      if (!c.ok()) return c.status();
      std::memcpy(c->data(), t.data(), t.nbytes());
      copy.push_back(std::move(*c));
    }
    if (auto st = members_[r]->adopt_params(std::move(copy)); !st.ok()) return st;
  }
  return members_[0]->adopt_params(std::move(params));
}

Status ReplicaSet::launch_step(void* const* batch, int64_t bsz, float lr) {
  if (in_flight_) return Status::error("internal error: a training step launched before the last one finished");
  results_.assign(members_.size(), Status());
  const int64_t local = local_rows(bsz).first;
  for (size_t i = 0; i < members_.size(); ++i) {
    auto [offset, count] = share(first_ + static_cast<int>(i), bsz);
    ReplicaMember* m = members_[i].get();
    m->global_step = global_step;
    m->set_replica_share(offset, static_cast<double>(count) / static_cast<double>(bsz));
    auto job = [this, m, i, lr, count = count, in = rows(batch, offset - local)] {
      results_[i] = m->launch_step(in.data(), count, lr);
    };
    if (workers_.empty())
      job();
    else
      workers_[i]->post(std::move(job));
  }
  in_flight_ = true;
  return {};
}

Expected<StepValues> ReplicaSet::finish_step() {
  if (!in_flight_) return Status::error("internal error: finishing a training step that was not launched");
  for (auto& w : workers_) w->wait();
  in_flight_ = false;
  for (const Status& st : results_)
    if (!st.ok()) {
      abort_members();  // the others' all-reduces would wait for this replica's for ever
      return st;
    }
  // Each member waits for its step on its own thread: a GPU whose step
  // failed aborts the all-reduces the others wait in.
  std::vector<std::optional<StepValues>> values(members_.size());
  if (auto st = on_each_member([&](size_t i) {
        auto v = members_[i]->finish_step();
        if (!v.ok()) return v.status();
        values[i] = std::move(*v);
        return Status();
      });
      !st.ok())
    return st;
  global_step = members_[0]->global_step;
  return *values[0];
}

Status ReplicaSet::undo_last_step() {
  for (auto& m : members_)
    if (auto st = m->undo_last_step(); !st.ok()) return st;
  global_step = members_[0]->global_step;
  return {};
}

Status ReplicaSet::eval_step(void* const* batch, int64_t bsz, std::vector<double>* results) {
  // Every result, whether or not this process has examples: the processes
  // sum the same number of values.
  results->assign(members_[0]->metric_names().size() + 1, 0.0);
  const auto& plan = members_[0]->functions().replicas;  // sums add, the rest are weighted
  const int64_t local = local_rows(bsz).first;
  for (size_t i = 0; i < members_.size(); ++i) {
    auto [offset, count] = share(first_ + static_cast<int>(i), bsz);
    if (count == 0) continue;
    std::vector<double> mine;
    if (auto st = members_[i]->eval_step(rows(batch, offset - local).data(), count, &mine); !st.ok()) return st;
    double w = static_cast<double>(count) / static_cast<double>(bsz);
    for (size_t k = 0; k < mine.size() && k < results->size(); ++k)
      (*results)[k] += (plan && plan->sums(k) ? 1.0 : w) * mine[k];
  }
  return cluster_ ? cluster_->sum(*results) : Status();
}

}  // namespace netc::engine
