// No hangs under mpirun: when a rank dies (its process gone, even by
// SIGKILL) or stops answering, every other rank stops within a bound and
// says which rank, on which host and device, at which epoch and step, and
// the last good checkpoint with the command that continues from it.
//
// How: each rank keeps a TCP connection to rank 0's watchdog thread, and
// both ends send a heartbeat every second from a thread of their own. A
// connection the kernel closes (the process died), or silence for
// `timeout_s` (stopped, or its machine gone), makes the watchdog print the
// message and end the process with _exit(1): its main thread may be stuck in
// an MPI call that will never return. A rank that ends normally says so
// first (stop()), so that its closed connection is not a failure; so does
// one that ends while this rank stops on a signal (Ctrl-C, SIGTERM): such a
// stop is collective (mpirun signals every rank, and may signal one again, or
// kill it, while it tears the job down), and rank 0 goes on writing its
// checkpoint. Rank 0,
// as it stops the job, tells every rank still connected which rank failed
// and why: a rank that was stopped (SIGSTOP) and resumes later says that
// the job stopped without it, rather than blaming rank 0; the others end
// without a word (rank 0 said it).
//
// Only the job's ranks get in: rank 0 listens only at the addresses the
// ranks reach it at (the loopback when every rank is beside it, behind the
// same loopback: the same kernel and network namespace, not merely the same
// host name; else the addresses its host name has on the other hosts, and
// the loopback for the ranks beside it), and a connection is a rank's once it has sent the
// rank's number and the job's secret: 32 random bytes rank 0 draws and
// sends the others over MPI, never on a command line or in the environment,
// compared in constant time. Rank 0 answers a rank it admits, and start()
// returns on that rank only then: once the ranks have met after start(),
// rank 0 knows every rank, and its goodbye reaches each of them. Connections are read without blocking, so that
// one that sends nothing never holds the watchdog up; one that has not said
// who it is within 5 s, or said it wrongly, is closed, with one warning line
// for the first.
//
// It watches processes, not steps: a long step (the first compiles) is not
// a hang. Used by `netc run` only (cluster.h); a library never exits.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "base/status.h"

namespace netc::engine {

class Cluster;

// The loopback this process reaches: its kernel's boot id and its network
// namespace. Processes with the same one reach each other at 127.0.0.1,
// whatever their host names say (two machines may have one name; network
// namespaces of one machine have loopbacks of their own); "" where /proc
// does not say (then the host names decide).
std::string loopback_identity();
// The addresses rank `rank` reaches rank 0's watchdog at: the loopback when
// both have the same loopback_identity() (`loopbacks`, every rank's, as
// `hosts` has their host names), else what rank 0's host name resolves to.
std::vector<std::string> root_addresses(const std::vector<std::string>& hosts, const std::vector<std::string>& loopbacks,
                                        int rank);

class Watchdog {
 public:
  // Starts watching the ranks of `cluster` (several processes): a
  // collective call, made by every rank at the same point. `signalled`
  // (when given): the signal this rank was asked to stop on, or 0.
  static Expected<std::unique_ptr<Watchdog>> start(Cluster& cluster, double timeout_s, int (*signalled)() = nullptr);
  ~Watchdog();  // stop(false) if not stopped

  // Where training is: named if another rank fails (epoch and step from 1;
  // step 0: between epochs).
  void progress(int64_t epoch, int64_t step) {
    epoch_ = epoch;
    step_ = step;
  }
  // Every rank's device, for the message (cpu until known).
  void devices(const std::vector<std::string>& devices) {
    std::lock_guard<std::mutex> lock(mu_);
    devices_ = devices;
  }
  // The last good checkpoint and the command that continues from it.
  void checkpointed(const std::string& path, const std::string& resume_command);
  // Stops watching; `clean`: this rank ended with the others, and tells them.
  void stop(bool clean);

 private:
  Watchdog() = default;
  struct Caller;  // rank 0: a connection that has not yet said which rank it is
  Status listen(Cluster& cluster);
  Status admitted(int fd);  // a rank: waits for rank 0's answer to its hello
  void run_root();
  void run_member();
  void admit(Caller& c, std::vector<std::chrono::steady_clock::time_point>& heard);
  void refuse(Caller& c, const std::string& why);
  [[noreturn]] void die(int rank, const std::string& why);
  [[noreturn]] void stopped_by_root(const std::string& notice);
  // Writes `msg` to the error stream, on a line of its own; progress is not
  // drawn while the lock returned is held.
  std::unique_lock<std::timed_mutex> say(const std::string& msg);
  [[noreturn]] void say_and_exit(const std::string& msg);
  std::string where() const;
  // Whether this rank stops on a signal: the others' ends are not failures.
  bool signalled() const { return signalled_ && signalled_() != 0; }

  int rank_ = 0, size_ = 1;
  double timeout_s_ = 60;
  int (*signalled_)() = nullptr;
  std::vector<std::string> hosts_;
  std::array<unsigned char, 32> secret_{};
  std::vector<int> listen_fds_;  // rank 0: one per address it is reached at
  std::vector<int> fds_;         // rank 0: per rank (its own -1); others: [0] to rank 0
  bool warned_ = false;          // rank 0: of a refused connection
  std::atomic<bool> stopping_{false};
  std::atomic<int64_t> epoch_{0}, step_{0};
  mutable std::mutex mu_;
  std::string checkpoint_, resume_;
  std::vector<std::string> devices_;  // by rank; empty: cpu
  std::thread thread_;
};

}  // namespace netc::engine
