// The processes of one `netc run` started by mpirun (Open MPI): each process
// is one replica of a data-parallel train block (`replicas = S`, ReplicaSet),
// and they combine their gradients over MPI. Without mpirun (none of its
// variables set, or one process) a run is a cluster of one: MPI is never
// initialised, and `netc run` behaves exactly as without this file.
//
// What each process does differently: only rank 0 prints progress, writes
// the log and the checkpoints; every rank reads the whole data set and takes
// its rows of the same shuffled batches (ReplicaSet::local_rows). The sums
// are deterministic: each rank owns a slice of the buffers, sums every
// rank's contribution to it in rank order in double, and the slices are
// gathered back, so that every rank receives the same bits, equal to those
// of the replicas of one process (LocalCollective) for the same shares.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>
#include <vector>

#include "base/status.h"
#include "engine/parallel/collective.h"
#include "engine/parallel/watchdog.h"

namespace netc::engine {

class Cluster {
 public:
  // Joins the processes mpirun started (MPI initialised only then); a
  // cluster of one otherwise. An error when mpirun started several processes
  // and this netc was built without MPI.
  static Expected<std::unique_ptr<Cluster>> join();
  // Ends MPI: cleanly, or aborting every rank after fail().
  ~Cluster();
  Cluster(const Cluster&) = delete;
  Cluster& operator=(const Cluster&) = delete;

  int size() const { return size_; }
  int rank() const { return rank_; }
  bool root() const { return rank_ == 0; }
  // Every rank's host name, gathered when joining (rank order).
  const std::vector<std::string>& hosts() const { return hosts_; }
  // This rank among the ranks of its host (0, 1, ...): under mpirun `cuda:*`
  // is this process's GPU of that number.
  int local_rank() const { return local_rank_; }

  // Starts the watchdog (watchdog.h): a rank that dies or stops answering
  // for `timeout_s` stops every rank, said where. Collective. `signalled`
  // (when given): the signal this process was asked to stop on, or 0; while
  // it stops on one, the others' ends are not failures.
  Status watch(double timeout_s, int (*signalled)() = nullptr);
  // For the watchdog's message: where training is (epoch and step from 1),
  // the last good checkpoint and the command that continues from it.
  void progress(int64_t epoch, int64_t step) {
    if (watchdog_) watchdog_->progress(epoch, step);
  }
  void checkpointed(const std::string& path, const std::string& resume_command) {
    if (watchdog_) watchdog_->checkpointed(path, resume_command);
  }

  // The replicas' collective: this process is replica rank().
  Collective& collective();
  // Elementwise sums over the ranks, the same bits on every rank.
  Status sum(std::vector<double>& values);
  // The largest of the ranks' `value`s (a stop signal any rank received).
  Expected<int> max(int value);
  // Rank 0's `bytes` at `data`, on every rank.
  Status broadcast(void* data, size_t bytes);
  // Every rank's `mine`, in rank order, on every rank.
  Expected<std::vector<std::string>> gather(const std::string& mine);
  // Every rank's device (`cpu`, `cuda:1`), gathered once the ranks have bound
  // theirs (collective), for the binding report and the watchdog's messages.
  Status share_device(const std::string& mine);
  // Rank r's device: "cpu" until share_device().
  const std::string& device(int r) const { return devices_[static_cast<size_t>(r)]; }
  // Whether every rank is ready to train: each rank's `mine` (a setup error
  // with its exit status `code`, or success) gathered. 0 when all succeeded;
  // else the largest code, and `message` says what failed (once when every
  // rank failed alike, else per rank with its host).
  int all_ready(const Status& mine, int code, std::string* message);
  // Rank 0's status (what it did alone: writing a checkpoint), on every rank.
  Status agree(const Status& at_root);
  // Whether every rank has the same value for each named fact (the network,
  // the settings, a hash of the data it read): ranks that differ would hang or
  // train mixed batches. The same error on every rank otherwise, naming the
  // first fact that differs, rank 0's value and each other rank's.
  Status same_on_every_rank(const std::vector<std::pair<std::string, std::string>>& facts);
  // The run failed on this rank: at exit every rank is aborted rather than
  // waited for (the others may wait for this one in a collective), unless
  // every rank stopped at the same point (stopped_together()).
  void fail() { failed_ = true; }
  // Every rank stops here, having agreed on it (a loss that is not finite,
  // a checkpoint rank 0 could not write, Ctrl-C): they end cleanly.
  void stopped_together() { together_ = true; }

 private:
  Cluster() = default;
  class Mpi;
  int size_ = 1, rank_ = 0, local_rank_ = 0;
  bool failed_ = false, together_ = false;
  std::vector<std::string> hosts_, devices_ = {"cpu"};
  std::unique_ptr<Collective> collective_;
  std::unique_ptr<Watchdog> watchdog_;
};

}  // namespace netc::engine
