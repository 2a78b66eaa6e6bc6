#include "engine/parallel/cluster.h"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#ifdef NETC_HAVE_MPI
// The C interface only (Open MPI's mpi.h would pull in its deprecated C++ one).
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace netc::engine {
namespace {

// The number of processes mpirun (Open MPI, or a PMI launcher) started, from
// the variables it sets in each; 1 without them.
int launched_processes(std::string* variable) {
  for (const char* var : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (const char* n = std::getenv(var)) {
      int v = std::atoi(n);
      if (v > 1) {
        *variable = var;
        return v;
      }
    }
  return 1;
}

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) return "?";
  return name;
}

#ifdef NETC_HAVE_MPI
Status mpi_error(const char* what, int code) {
  char text[MPI_MAX_ERROR_STRING] = {};
  int len = 0;
  MPI_Error_string(code, text, &len);
  return Status::error(std::string("MPI ") + what + " failed: " + std::string(text, static_cast<size_t>(len)));
}

// The replicas of several processes: a reduce-scatter in which each rank
// sums its slice in rank order (MPI_Alltoallv), then an all-gather of the
// slices (MPI_Allgatherv): every rank moves 2(K-1)/K of the buffers, as a
// ring all-reduce does, and every rank gets the same bits.
class MpiCollective final : public Collective {
 public:
  MpiCollective(int size, int rank) : size_(size), rank_(rank) {}
  int size() const override { return size_; }

  Status all_reduce(int, const std::vector<ReduceBuffer>& buffers, double weight) override {
    size_t n = 0;
    for (const ReduceBuffer& b : buffers) n += b.count;
    // Every rank's weight and count: a rank without examples adds nothing.
    double mine[2] = {weight, static_cast<double>(n)};
    heads_.resize(2 * static_cast<size_t>(size_));
    if (int rc = MPI_Allgather(mine, 2, MPI_DOUBLE, heads_.data(), 2, MPI_DOUBLE, MPI_COMM_WORLD); rc != MPI_SUCCESS)
      return mpi_error("all-gather of the replicas' weights", rc);
    for (int p = 0; p < size_; ++p)
      if (heads_[2 * static_cast<size_t>(p) + 1] != static_cast<double>(n))
        return Status::error("internal error: the processes combine different buffers");
    if (n > static_cast<size_t>(INT_MAX))
      return Status::error("the gradients have " + std::to_string(n) + " values, more than MPI's counts reach");
    packed_.resize(n);
    size_t at = 0;
    for (const ReduceBuffer& b : buffers) {
      std::memcpy(packed_.data() + at, b.data, b.count * sizeof(float));
      at += b.count;
    }
    // Rank r owns the slice [off(r), off(r) + cnt(r)).
    std::vector<int> cnt(static_cast<size_t>(size_)), off(static_cast<size_t>(size_));
    size_t q = n / static_cast<size_t>(size_), extra = n % static_cast<size_t>(size_);
    for (size_t r = 0, o = 0; r < cnt.size(); o += cnt[r], ++r) {
      cnt[r] = static_cast<int>(q + (r < extra ? 1 : 0));
      off[r] = static_cast<int>(o);
    }
    const int my = cnt[static_cast<size_t>(rank_)], my_off = off[static_cast<size_t>(rank_)];
    std::vector<int> rcnt(static_cast<size_t>(size_), my), roff(static_cast<size_t>(size_));
    for (size_t p = 0; p < roff.size(); ++p) roff[p] = static_cast<int>(p) * my;
    received_.resize(static_cast<size_t>(size_) * static_cast<size_t>(my));
    if (int rc = MPI_Alltoallv(packed_.data(), cnt.data(), off.data(), MPI_FLOAT, received_.data(), rcnt.data(),
                               roff.data(), MPI_FLOAT, MPI_COMM_WORLD);
        rc != MPI_SUCCESS)
      return mpi_error("all-to-all of the gradients", rc);
    // The slice's sums, in rank order, in double, each buffer by its rule:
    // what LocalCollective computes for the same shares.
    acc_.assign(static_cast<size_t>(my), 0.0);
    size_t start = 0;  // of the buffer in the packed order
    for (const ReduceBuffer& buf : buffers) {
      size_t lo = std::max(start, static_cast<size_t>(my_off));
      size_t hi = std::min(start + buf.count, static_cast<size_t>(my_off) + static_cast<size_t>(my));
      start += buf.count;
      if (lo >= hi) continue;
      double* acc = acc_.data() + (lo - static_cast<size_t>(my_off));
      for (size_t p = 0; p < static_cast<size_t>(size_); ++p) {
        double w = heads_[2 * p];
        if (w == 0) continue;
        if (buf.summed) w = 1.0;
        const float* x = received_.data() + p * static_cast<size_t>(my) + (lo - static_cast<size_t>(my_off));
        for (size_t i = 0; i < hi - lo; ++i) acc[i] += w * static_cast<double>(x[i]);
      }
    }
    slice_.resize(static_cast<size_t>(my));
    for (size_t i = 0; i < slice_.size(); ++i) slice_[i] = static_cast<float>(acc_[i]);
    if (int rc = MPI_Allgatherv(slice_.data(), my, MPI_FLOAT, packed_.data(), cnt.data(), off.data(), MPI_FLOAT,
                                MPI_COMM_WORLD);
        rc != MPI_SUCCESS)
      return mpi_error("all-gather of the summed gradients", rc);
    at = 0;
    for (const ReduceBuffer& b : buffers) {
      std::memcpy(b.data, packed_.data() + at, b.count * sizeof(float));
      at += b.count;
    }
    return {};
  }

  // A rank that fails stops alone: Cluster aborts every rank when it ends.
  void abort(int, const std::string&) override {}

 private:
  int size_, rank_;
  std::vector<double> heads_;
  std::vector<float> packed_, received_, slice_;
  std::vector<double> acc_;  // kept from step to step: no allocation per step
};
#endif

}  // namespace

Expected<std::unique_ptr<Cluster>> Cluster::join() {
  std::unique_ptr<Cluster> c(new Cluster());
  c->hosts_ = {host_name()};
  std::string variable;
  int launched = launched_processes(&variable);
  if (launched <= 1) return c;
#ifndef NETC_HAVE_MPI
  return Status::error("started by mpirun with " + std::to_string(launched) + " processes (" + variable +
                       "), but this netc was built without MPI: install libopenmpi-dev and rebuild (tools/setup.sh "
                       "does both)");
#else
  int provided = 0;
  if (int rc = MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided); rc != MPI_SUCCESS)
    return mpi_error("initialisation", rc);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_size(MPI_COMM_WORLD, &c->size_);
  MPI_Comm_rank(MPI_COMM_WORLD, &c->rank_);
  // Each rank's host, for the binding report and for errors.
  char mine[256] = {};
  std::strncpy(mine, c->hosts_[0].c_str(), sizeof mine - 1);
  std::vector<char> all(sizeof mine * static_cast<size_t>(c->size_));
  if (int rc = MPI_Allgather(mine, sizeof mine, MPI_CHAR, all.data(), sizeof mine, MPI_CHAR, MPI_COMM_WORLD);
      rc != MPI_SUCCESS) {
    c->failed_ = true;
    return mpi_error("all-gather of the host names", rc);
  }
  c->hosts_.clear();
  for (int r = 0; r < c->size_; ++r) c->hosts_.emplace_back(all.data() + sizeof mine * static_cast<size_t>(r));
  c->devices_.assign(c->hosts_.size(), "cpu");
  c->local_rank_ = static_cast<int>(std::count(c->hosts_.begin(), c->hosts_.begin() + c->rank_, c->hosts_[static_cast<size_t>(c->rank_)]));
  c->collective_ = std::make_unique<MpiCollective>(c->size_, c->rank_);
  return c;
#endif
}

Status Cluster::watch(double timeout_s, int (*signalled)()) {
  if (size_ <= 1) return {};
  auto w = Watchdog::start(*this, timeout_s, signalled);
  if (!w.ok()) return w.status();
  watchdog_ = std::move(*w);
  return {};
}

Cluster::~Cluster() {
  // A clean end is said to the others' watchdogs first: not a failure.
  if (watchdog_) watchdog_->stop(!failed_ || together_);
#ifdef NETC_HAVE_MPI
  if (size_ <= 1) return;
  collective_.reset();
  if (failed_ && !together_)
    MPI_Abort(MPI_COMM_WORLD, 1);
  else
    MPI_Finalize();
#endif
}

Collective& Cluster::collective() { return *collective_; }

Status Cluster::sum(std::vector<double>& values) {
  if (size_ <= 1) return {};
#ifdef NETC_HAVE_MPI
  // Small (a step's loss and metrics): gathered whole and summed in rank order.
  std::vector<double> all(values.size() * static_cast<size_t>(size_));
  int n = static_cast<int>(values.size());
  if (int rc = MPI_Allgather(values.data(), n, MPI_DOUBLE, all.data(), n, MPI_DOUBLE, MPI_COMM_WORLD); rc != MPI_SUCCESS)
    return mpi_error("all-gather of the evaluation's sums", rc);
  for (size_t i = 0; i < values.size(); ++i) {
    double acc = 0;
    for (size_t p = 0; p < static_cast<size_t>(size_); ++p) acc += all[p * values.size() + i];
    values[i] = acc;
  }
#endif
  return {};
}

Expected<int> Cluster::max(int value) {
  if (size_ <= 1) return value;
#ifdef NETC_HAVE_MPI
  int out = value;
  if (int rc = MPI_Allreduce(&value, &out, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); rc != MPI_SUCCESS)
    return mpi_error("all-reduce of the stop signal", rc);
  return out;
#else
  return value;
#endif
}

Status Cluster::broadcast(void* data, size_t bytes) {
  if (size_ <= 1) return {};
#ifdef NETC_HAVE_MPI
  for (size_t at = 0; at < bytes;) {
    int chunk = static_cast<int>(std::min<size_t>(bytes - at, size_t{1} << 30));
    if (int rc = MPI_Bcast(static_cast<char*>(data) + at, chunk, MPI_BYTE, 0, MPI_COMM_WORLD); rc != MPI_SUCCESS)
      return mpi_error("broadcast of the parameters", rc);
    at += static_cast<size_t>(chunk);
  }
#endif
  return {};
}

Status Cluster::share_device(const std::string& mine) {
  devices_.assign(static_cast<size_t>(size_), mine);
  if (size_ <= 1) return {};
#ifdef NETC_HAVE_MPI
  char name[64] = {};
  std::strncpy(name, mine.c_str(), sizeof name - 1);
  std::vector<char> all(sizeof name * static_cast<size_t>(size_));
  if (int rc = MPI_Allgather(name, sizeof name, MPI_CHAR, all.data(), sizeof name, MPI_CHAR, MPI_COMM_WORLD);
      rc != MPI_SUCCESS)
    return mpi_error("all-gather of the ranks' devices", rc);
  for (int r = 0; r < size_; ++r) devices_[static_cast<size_t>(r)] = all.data() + sizeof name * static_cast<size_t>(r);
  if (watchdog_) watchdog_->devices(devices_);
#endif
  return {};
}

int Cluster::all_ready(const Status& mine, int code, std::string* message) {
  if (size_ <= 1) {
    *message = mine.message();
    return mine.ok() ? 0 : code;
  }
#ifdef NETC_HAVE_MPI
  int mine_code = mine.ok() ? 0 : std::max(code, 1);
  std::vector<int> codes(static_cast<size_t>(size_));
  if (int rc = MPI_Allgather(&mine_code, 1, MPI_INT, codes.data(), 1, MPI_INT, MPI_COMM_WORLD); rc != MPI_SUCCESS) {
    *message = mpi_error("all-gather of the ranks' readiness", rc).message();
    return 1;
  }
  int worst = *std::max_element(codes.begin(), codes.end());
  if (worst == 0) return 0;
  auto texts = gather(mine.message());
  if (!texts.ok()) {
    *message = texts.message();
    return worst;
  }
  auto failed = [&](size_t r) { return codes[r] != 0; };
  bool alike = true;
  for (size_t r = 0; r < texts->size(); ++r) alike = alike && failed(r) && (*texts)[r] == (*texts)[0];
  if (alike) {
    *message = (*texts)[0];
    return worst;
  }
  message->clear();
  for (size_t r = 0; r < texts->size(); ++r)
    if (failed(r))
      *message += (message->empty() ? "" : "\n") + std::string("rank ") + std::to_string(r) + " (host " + hosts_[r] +
                  "): " + (*texts)[r];
  return worst;
#else
  return 0;
#endif
}

Expected<std::vector<std::string>> Cluster::gather(const std::string& mine) {
  if (size_ <= 1) return std::vector<std::string>{mine};
#ifdef NETC_HAVE_MPI
  int len = static_cast<int>(mine.size());
  std::vector<int> lens(static_cast<size_t>(size_)), offs(static_cast<size_t>(size_));
  if (int rc = MPI_Allgather(&len, 1, MPI_INT, lens.data(), 1, MPI_INT, MPI_COMM_WORLD); rc != MPI_SUCCESS)
    return mpi_error("all-gather of the ranks' text lengths", rc);
  int total = 0;
  for (size_t r = 0; r < lens.size(); ++r) {
    offs[r] = total;
    total += lens[r];
  }
  std::string all(static_cast<size_t>(total), '\0');
  if (int rc = MPI_Allgatherv(mine.data(), len, MPI_CHAR, all.data(), lens.data(), offs.data(), MPI_CHAR, MPI_COMM_WORLD);
      rc != MPI_SUCCESS)
    return mpi_error("all-gather of the ranks' texts", rc);
  std::vector<std::string> out;
  for (size_t r = 0; r < lens.size(); ++r)
    out.push_back(all.substr(static_cast<size_t>(offs[r]), static_cast<size_t>(lens[r])));
  return out;
#else
  return std::vector<std::string>{mine};
#endif
}

Status Cluster::agree(const Status& at_root) {
  if (size_ <= 1) return at_root;
  std::string message = at_root.message();
  uint64_t head[2] = {at_root.ok() ? 0u : 1u, message.size()};
  if (auto st = broadcast(head, sizeof head); !st.ok()) return st;
  message.resize(head[1]);
  if (auto st = broadcast(message.data(), message.size()); !st.ok()) return st;
  return head[0] == 0 ? Status() : Status::error(message);
}

Status Cluster::same_on_every_rank(const std::vector<std::pair<std::string, std::string>>& facts) {
  if (size_ <= 1) return {};
  // One line per fact; a value never holds a line break (they are numbers,
  // hashes and short texts), so the lines split back as they were written.
  std::string mine;
  for (const auto& [name, value] : facts) mine += value + "\n";
  auto all = gather(mine);
  if (!all.ok()) return all.status();
  auto lines = [](const std::string& text) {
    std::vector<std::string> out;
    for (size_t at = 0, nl; (nl = text.find('\n', at)) != std::string::npos; at = nl + 1) out.push_back(text.substr(at, nl - at));
    return out;
  };
  const std::vector<std::string> root = lines((*all)[0]);
  for (size_t f = 0; f < facts.size(); ++f) {
    std::string differ;
    for (size_t r = 1; r < all->size(); ++r) {
      std::vector<std::string> theirs = lines((*all)[r]);
      std::string value = f < theirs.size() ? theirs[f] : "nothing";
      if (f < root.size() && value != root[f])
        differ += ", rank " + std::to_string(r) + " (host " + hosts_[r] + ") " + value;
    }
    if (!differ.empty())
      return Status::error("the processes differ in " + facts[f].first + ": rank 0 has " + root[f] + differ +
                           ". Start every process with the same program, options and data (one mpirun command "
                           "line, the same files on every host)");
  }
  return {};
}

}  // namespace netc::engine
