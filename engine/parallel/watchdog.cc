#include "engine/parallel/watchdog.h"

#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>

#include "engine/parallel/cluster.h"
#include "runtime/progress.h"

namespace netc::engine {
namespace {

using clock = std::chrono::steady_clock;

double since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

// What travels on a connection: heartbeats, a clean end, and rank 0's
// notice that it stops the job ('S', the failed rank, a space, what
// happened, '\n').
constexpr char kBeat = 'H', kBye = 'B', kStop = 'S';

void send_bytes(int fd, const std::string& bytes) {
  if (fd >= 0) (void)::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

// Rank 0's address as the members reach it: its host name, else (the name
// does not resolve, as in some containers, and the ranks share a host) the
// loopback.
int connect_to(const std::string& host, bool same_host, uint16_t port) {
  std::string service = std::to_string(port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  for (const std::string& h : {host, std::string(same_host ? "127.0.0.1" : "")}) {
    if (h.empty()) continue;
    addrinfo* found = nullptr;
    if (getaddrinfo(h.c_str(), service.c_str(), &hints, &found) != 0) continue;
    for (addrinfo* a = found; a; a = a->ai_next) {
      int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
      if (fd < 0) continue;
      if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
        freeaddrinfo(found);
        return fd;
      }
      ::close(fd);
    }
    freeaddrinfo(found);
  }
  return -1;
}

}  // namespace

Expected<std::unique_ptr<Watchdog>> Watchdog::start(Cluster& cluster, double timeout_s) {
  std::unique_ptr<Watchdog> w(new Watchdog());
  w->rank_ = cluster.rank();
  w->size_ = cluster.size();
  w->timeout_s_ = timeout_s;
  w->hosts_ = cluster.hosts();
  // Rank 0 listens on a port the kernel picks, and tells the others.
  uint16_t port = 0;
  std::string why;
  if (cluster.root()) {
    int fd = ::socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0);
    bool v6 = fd >= 0;
    if (!v6) fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (v6) {
      int off = 0;  // IPv4 clients too
      setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off);
    }
    sockaddr_storage addr{};
    socklen_t len = v6 ? sizeof(sockaddr_in6) : sizeof(sockaddr_in);
    addr.ss_family = v6 ? AF_INET6 : AF_INET;
    if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr*>(&addr), len) == 0 && ::listen(fd, w->size_) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0) {
      port = ntohs(v6 ? reinterpret_cast<sockaddr_in6*>(&addr)->sin6_port : reinterpret_cast<sockaddr_in*>(&addr)->sin_port);
      w->listen_fd_ = fd;
    } else {
      why = std::string("rank 0 cannot listen on a TCP port: ") + std::strerror(errno);
      if (fd >= 0) ::close(fd);
    }
  }
  if (auto st = cluster.broadcast(&port, sizeof port); !st.ok()) return st;
  if (port == 0) return Status::error(why.empty() ? "rank 0 cannot listen on a TCP port" : why);
  if (cluster.root()) {
    w->fds_.assign(static_cast<size_t>(w->size_), -1);
    w->thread_ = std::thread([p = w.get()] { p->run_root(); });
    return w;
  }
  int fd = connect_to(w->hosts_[0], w->hosts_[0] == w->hosts_[static_cast<size_t>(w->rank_)], port);
  if (fd < 0)
    return Status::error("cannot reach rank 0's watchdog at " + w->hosts_[0] + ":" + std::to_string(port) + ": " +
                         std::strerror(errno));
  int32_t me = w->rank_;
  if (::send(fd, &me, sizeof me, MSG_NOSIGNAL) != sizeof me) {
    ::close(fd);
    return Status::error(std::string("cannot reach rank 0's watchdog: ") + std::strerror(errno));
  }
  w->fds_ = {fd};
  w->thread_ = std::thread([p = w.get()] { p->run_member(); });
  return w;
}

Watchdog::~Watchdog() { stop(false); }

void Watchdog::checkpointed(const std::string& path, const std::string& resume_command) {
  std::lock_guard<std::mutex> lock(mu_);
  checkpoint_ = path;
  resume_ = resume_command;
}

void Watchdog::stop(bool clean) {
  if (stopping_.exchange(true)) return;
  if (thread_.joinable()) thread_.join();
  for (int fd : fds_) {
    if (clean) send_bytes(fd, std::string(1, kBye));
    if (fd >= 0) ::close(fd);
  }
  fds_.clear();
  if (listen_fd_ >= 0) ::close(listen_fd_);
  listen_fd_ = -1;
}

void Watchdog::run_root() {
  const auto started = clock::now();
  std::vector<clock::time_point> heard(static_cast<size_t>(size_), started);
  std::vector<bool> done(static_cast<size_t>(size_), false);
  auto beat = clock::now();
  while (!stopping_) {
    std::vector<pollfd> polled{{listen_fd_, POLLIN, 0}};
    std::vector<int> rank_of{-1};
    for (int r = 1; r < size_; ++r)
      if (int fd = fds_[static_cast<size_t>(r)]; fd >= 0 && !done[static_cast<size_t>(r)]) {
        polled.push_back({fd, POLLIN, 0});
        rank_of.push_back(r);
      }
    ::poll(polled.data(), polled.size(), 200);
    if (polled[0].revents & POLLIN) {
      int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
      int32_t r = -1;
      timeval limit{5, 0};
      if (fd >= 0) setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
      if (fd >= 0 && ::recv(fd, &r, sizeof r, MSG_WAITALL) == sizeof r && r > 0 && r < size_ &&
          fds_[static_cast<size_t>(r)] < 0) {
        fds_[static_cast<size_t>(r)] = fd;
        heard[static_cast<size_t>(r)] = clock::now();
      } else if (fd >= 0) {
        ::close(fd);  // not one of ours
      }
    }
    for (size_t i = 1; i < polled.size(); ++i) {
      if (!polled[i].revents) continue;
      size_t r = static_cast<size_t>(rank_of[i]);
      char buf[64];
      ssize_t n = ::recv(polled[i].fd, buf, sizeof buf, MSG_DONTWAIT);
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
        die(rank_of[i], "its process ended (its connection to rank 0 closed)");
      if (n > 0) heard[r] = clock::now();
      if (n > 0 && std::memchr(buf, kBye, static_cast<size_t>(n))) done[r] = true;
    }
    if (stopping_) return;
    bool send_beat = since(beat) >= 1.0;
    if (send_beat) beat = clock::now();
    for (int r = 1; r < size_; ++r) {
      size_t i = static_cast<size_t>(r);
      if (done[i]) continue;
      if (fds_[i] < 0 && since(started) > timeout_s_)
        die(r, "it did not connect to rank 0 within " + std::to_string(static_cast<int>(timeout_s_)) + " s");
      if (fds_[i] >= 0 && since(heard[i]) > timeout_s_)
        die(r, "it sent nothing for " + std::to_string(static_cast<int>(timeout_s_)) +
                   " s (stopped, or its machine unreachable)");
      if (send_beat) send_bytes(fds_[i], std::string(1, kBeat));
    }
  }
}

void Watchdog::run_member() {
  const int fd = fds_[0];
  auto heard = clock::now(), beat = clock::now();
  std::string got;  // received, not yet understood
  while (!stopping_) {
    pollfd p{fd, POLLIN, 0};
    ::poll(&p, 1, 200);
    if (stopping_) return;
    if (p.revents) {
      char buf[4096];
      ssize_t n = ::recv(fd, buf, sizeof buf, MSG_DONTWAIT);
      bool ended = n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR);
      if (n > 0) {
        heard = clock::now();
        got.append(buf, static_cast<size_t>(n));
      }
      // Rank 0's notice comes before its connection closes.
      size_t stop = got.find(kStop);
      if (stop != std::string::npos && (ended || got.find('\n', stop) != std::string::npos))
        stopped_by_root(got.substr(stop + 1, got.find('\n', stop) - stop - 1));
      if (got.substr(0, stop).find(kBye) != std::string::npos) return;  // rank 0 ended with everyone
      if (ended) die(0, "its process ended (its connection closed)");
      if (stop == std::string::npos) got.clear();
    }
    if (since(heard) > timeout_s_)
      die(0, "it sent nothing for " + std::to_string(static_cast<int>(timeout_s_)) +
                 " s (stopped, or its machine unreachable)");
    if (since(beat) >= 1.0) {
      beat = clock::now();
      send_bytes(fd, std::string(1, kBeat));
    }
  }
}

std::string Watchdog::where() const {
  int64_t epoch = epoch_, step = step_;
  if (epoch == 0) return "before training";
  return step > 0 ? "at epoch " + std::to_string(epoch) + ", step " + std::to_string(step)
                  : "at the end of epoch " + std::to_string(epoch);
}

void Watchdog::die(int rank, const std::string& why) {
  std::string checkpoint, resume, device = "cpu";
  {
    std::lock_guard<std::mutex> lock(mu_);
    checkpoint = checkpoint_;
    resume = resume_;
    if (static_cast<size_t>(rank) < devices_.size()) device = devices_[static_cast<size_t>(rank)];
  }
  std::string what = "rank " + std::to_string(rank) + " (host " + hosts_[static_cast<size_t>(rank)] + ", " + device +
                     ") stopped " + where() + ": " + why;
  // Rank 0 tells the ranks still connected (a stopped one reads it when it
  // resumes) that it stops the job, and why.
  if (rank_ == 0)
    for (int fd : fds_) send_bytes(fd, kStop + std::to_string(rank) + " " + what + "\n");
  say_and_exit("netc run (rank " + std::to_string(rank_) + "): " + what + ". Training stopped on every rank" +
               (checkpoint.empty() ? " before any checkpoint was written"
                                   : "; the last good checkpoint is " + checkpoint + ": continue from it with " +
                                         resume) +
               ".\n");
}

// Rank 0 stopped the job: the rank it names failed. That rank (stopped, and
// resumed since) says so; the others end without a word, rank 0 said it.
void Watchdog::stopped_by_root(const std::string& notice) {
  size_t space = notice.find(' ');
  if (space == std::string::npos || std::atoi(notice.c_str()) != rank_) ::_exit(1);
  say_and_exit("netc run (rank " + std::to_string(rank_) + "): rank 0 stopped the job without this rank: " +
               notice.substr(space + 1) + ".\n");
}

std::unique_lock<std::timed_mutex> Watchdog::say(const std::string& msg) {
  // The message starts on a line of its own, under a progress bar too; the
  // bar's end and the message go through different pipes under mpirun:
  // a moment for it to pass the end on first.
  bool ended = false;
  auto held = rt::end_progress_line(&ended);
  if (ended) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  (void)!::write(2, msg.data(), msg.size());
  return held;
}

void Watchdog::say_and_exit(const std::string& msg) {
  // The main thread may be inside MPI for good: no destructors, no MPI; no
  // progress drawn after the message either.
  auto held = say(msg);
  ::_exit(1);
}

}  // namespace netc::engine
