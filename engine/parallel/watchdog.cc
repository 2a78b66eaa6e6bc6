#include "engine/parallel/watchdog.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "engine/parallel/cluster.h"
#include "runtime/file_lock.h"
#include "runtime/progress.h"

namespace netc::engine {
namespace {

using clock = std::chrono::steady_clock;

double since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

// What travels on a connection after the hello: rank 0's answer that it
// admitted the rank, heartbeats, a clean end, and rank 0's notice that it
// stops the job ('S', the failed rank, a space, what happened, '\n').
constexpr char kAdmitted = 'A', kBeat = 'H', kBye = 'B', kStop = 'S';
// A rank's hello: its number (4 bytes, network order), then the job's secret.
constexpr size_t kSecret = 32, kHello = 4 + kSecret;
// A connection that has not said which rank it is within this is closed;
// so is the oldest of more than kMaxCallers waiting.
constexpr double kHelloWithin_s = 5;
constexpr size_t kMaxCallers = 16;

void send_bytes(int fd, const std::string& bytes) {
  if (fd >= 0) (void)::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

// Without an early exit: the time says nothing of where they differ.
bool same_secret(const unsigned char* a, const unsigned char* b) {
  unsigned char diff = 0;
  for (size_t i = 0; i < kSecret; ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

// The numeric addresses `host` has here ("10.0.0.1", "fd00::1").
std::vector<std::string> addresses_of(const std::string& host) {
  std::vector<std::string> out;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0) return out;
  for (addrinfo* a = found; a; a = a->ai_next) {
    char text[NI_MAXHOST] = {};
    if (getnameinfo(a->ai_addr, a->ai_addrlen, text, sizeof text, nullptr, 0, NI_NUMERICHOST) == 0 &&
        std::find(out.begin(), out.end(), text) == out.end())
      out.emplace_back(text);
  }
  freeaddrinfo(found);
  return out;
}

// A numeric address and port as a socket address; false if not one.
bool socket_address(const std::string& address, uint16_t port, sockaddr_storage* out, socklen_t* len) {
  addrinfo hints{};
  hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(address.c_str(), std::to_string(port).c_str(), &hints, &found) != 0 || !found) return false;
  std::memcpy(out, found->ai_addr, found->ai_addrlen);
  *len = found->ai_addrlen;
  freeaddrinfo(found);
  return true;
}

std::string peer_name(const sockaddr_storage& a, socklen_t len) {
  char host[NI_MAXHOST] = {}, port[NI_MAXSERV] = {};
  if (getnameinfo(reinterpret_cast<const sockaddr*>(&a), len, host, sizeof host, port, sizeof port,
                  NI_NUMERICHOST | NI_NUMERICSERV) != 0)
    return "?";
  return std::string(host) + " port " + port;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  for (size_t at = 0, nl; (nl = text.find('\n', at)) != std::string::npos; at = nl + 1)
    out.push_back(text.substr(at, nl - at));
  return out;
}

}  // namespace

struct Watchdog::Caller {
  int fd = -1;
  clock::time_point since;
  std::string from;   // its address, for the warning
  std::string hello;  // what it sent so far
};

Expected<std::unique_ptr<Watchdog>> Watchdog::start(Cluster& cluster, double timeout_s, int (*signalled)()) {
  std::unique_ptr<Watchdog> w(new Watchdog());
  w->rank_ = cluster.rank();
  w->size_ = cluster.size();
  w->timeout_s_ = timeout_s;
  w->signalled_ = signalled;
  w->hosts_ = cluster.hosts();
  if (auto st = w->listen(cluster); !st.ok()) return st;
  if (cluster.root()) {
    w->fds_.assign(static_cast<size_t>(w->size_), -1);
    w->thread_ = std::thread([p = w.get()] { p->run_root(); });
    return w;
  }
  w->thread_ = std::thread([p = w.get()] { p->run_member(); });
  return w;
}

std::string loopback_identity() {
  std::ifstream boot("/proc/sys/kernel/random/boot_id");
  std::string id;
  struct stat ns{};
  if (!std::getline(boot, id) || id.empty() || ::stat("/proc/self/ns/net", &ns) != 0) return "";
  return id + " net:" + std::to_string(ns.st_dev) + ":" + std::to_string(ns.st_ino);
}

std::vector<std::string> root_addresses(const std::vector<std::string>& hosts, const std::vector<std::string>& loopbacks,
                                        int rank) {
  const size_t r = static_cast<size_t>(rank);
  const bool known = loopbacks.size() == hosts.size() && !loopbacks[0].empty() && !loopbacks[r].empty();
  const bool beside = known ? loopbacks[r] == loopbacks[0] : hosts[r] == hosts[0];
  return beside ? std::vector<std::string>{"127.0.0.1"} : addresses_of(hosts[0]);
}

// Where rank 0 listens: each rank says at which addresses it reaches rank
// 0's host (the loopback beside it: the same kernel and network namespace,
// whatever the host names say; else what rank 0's host name resolves to
// there), and rank 0 listens at those of them that are its own, on ports
// the kernel picks. Then rank 0 sends every rank the addresses with their
// ports and the job's secret (MPI), and each rank connects, says hello and
// waits for rank 0's answer.
Status Watchdog::listen(Cluster& cluster) {
  const std::string& root_host = hosts_[0];
  auto loopbacks = cluster.gather(loopback_identity());
  if (!loopbacks.ok()) return loopbacks.status();
  std::vector<std::string> reach = root_addresses(hosts_, *loopbacks, rank_);
  std::string mine;
  for (const std::string& a : reach) mine += a + "\n";
  auto all = cluster.gather(mine);
  if (!all.ok()) return all.status();
  // Rank 0's table: "address port" lines, and the secret in front.
  std::string table, why;
  if (cluster.root()) {
    std::vector<std::string> wanted;
    for (size_t r = 1; r < all->size(); ++r)
      for (const std::string& a : split_lines((*all)[r]))
        if (std::find(wanted.begin(), wanted.end(), a) == wanted.end()) wanted.push_back(a);
    for (const std::string& a : wanted) {
      sockaddr_storage addr{};
      socklen_t len = 0;
      if (!socket_address(a, 0, &addr, &len)) continue;
      int fd = ::socket(addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
      if (fd < 0) {
        why = std::strerror(errno);
        continue;
      }
      int on = 1;
      if (addr.ss_family == AF_INET6) setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on);
      if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), len) != 0 || ::listen(fd, 64) != 0 ||
          ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
        why = a + ": " + std::strerror(errno);  // not an address of this host
        ::close(fd);
        continue;
      }
      uint16_t port = ntohs(addr.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6*>(&addr)->sin6_port
                                                       : reinterpret_cast<sockaddr_in*>(&addr)->sin_port);
      listen_fds_.push_back(fd);
      table += a + " " + std::to_string(port) + "\n";
    }
    for (size_t at = 0; at < kSecret;) {
      ssize_t n = getrandom(secret_.data() + at, kSecret - at, 0);
      if (n < 0 && errno != EINTR) {
        table.clear();
        why = std::string("no random bytes for the job's secret: ") + std::strerror(errno);
        break;
      }
      if (n > 0) at += static_cast<size_t>(n);
    }
  }
  std::string blob = cluster.root() ? std::string(reinterpret_cast<const char*>(secret_.data()), kSecret) + table : "";
  uint64_t size = blob.size();
  if (auto st = cluster.broadcast(&size, sizeof size); !st.ok()) return st;
  blob.resize(size);
  if (auto st = cluster.broadcast(blob.data(), blob.size()); !st.ok()) return st;
  if (size <= kSecret)
    return Status::error("rank 0 cannot listen at the addresses the ranks reach it at" +
                         (why.empty() ? std::string() : " (" + why + ")"));
  if (cluster.root()) return {};
  std::memcpy(secret_.data(), blob.data(), kSecret);
  // The first of this rank's addresses for rank 0 at which it listens.
  for (const std::string& line : split_lines(blob.substr(kSecret))) {
    size_t space = line.rfind(' ');
    std::string address = line.substr(0, space);
    if (std::find(reach.begin(), reach.end(), address) == reach.end()) continue;
    sockaddr_storage addr{};
    socklen_t len = 0;
    if (!socket_address(address, static_cast<uint16_t>(std::stoi(line.substr(space + 1))), &addr, &len)) continue;
    int fd = ::socket(addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) continue;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), len) != 0) {
      why = line + ": " + std::strerror(errno);
      ::close(fd);
      continue;
    }
    unsigned char hello[kHello];
    uint32_t me = htonl(static_cast<uint32_t>(rank_));
    std::memcpy(hello, &me, 4);
    std::memcpy(hello + 4, secret_.data(), kSecret);
    if (::send(fd, hello, sizeof hello, MSG_NOSIGNAL) != static_cast<ssize_t>(sizeof hello)) {
      why = std::strerror(errno);
      ::close(fd);
      continue;
    }
    if (Status st = admitted(fd); !st.ok()) {
      ::close(fd);
      return st;
    }
    fds_ = {fd};
    return {};
  }
  std::string at;
  for (const std::string& a : reach) at += (at.empty() ? "" : ", ") + a;
  return Status::error("cannot reach rank 0's watchdog (host " + root_host + (at.empty() ? ", whose name does not resolve here" : " at " + at) + ")" +
                       (why.empty() ? std::string() : ": " + why));
}

// Rank 0's answer to this rank's hello, within the timeout.
Status Watchdog::admitted(int fd) {
  const auto asked = clock::now();
  for (;;) {
    double left = timeout_s_ - since(asked);
    pollfd p{fd, POLLIN, 0};
    if (left <= 0 || ::poll(&p, 1, static_cast<int>(left * 1000) + 1) == 0)
      return Status::error("rank 0's watchdog did not answer within " + std::to_string(static_cast<int>(timeout_s_)) +
                           " s");
    char answer = 0;
    ssize_t n = ::recv(fd, &answer, 1, MSG_DONTWAIT);
    if (n == 1 && answer == kAdmitted) return {};
    if (n >= 0 || (errno != EINTR && errno != EAGAIN))
      return Status::error("rank 0's watchdog did not admit this rank" +
                           (n < 0 ? ": " + std::string(std::strerror(errno)) : std::string()));
  }
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
  for (int fd : listen_fds_) ::close(fd);
  listen_fds_.clear();
}

// A caller's hello, once complete: it becomes the rank it names if it sent
// the job's secret and that rank is not connected yet; else it is refused.
void Watchdog::admit(Caller& c, std::vector<clock::time_point>& heard) {
  uint32_t raw = 0;
  std::memcpy(&raw, c.hello.data(), 4);
  int64_t r = static_cast<int32_t>(ntohl(raw));
  if (!same_secret(reinterpret_cast<const unsigned char*>(c.hello.data()) + 4, secret_.data())) {
    refuse(c, "it did not send the job's secret");
    return;
  }
  if (r <= 0 || r >= size_ || fds_[static_cast<size_t>(r)] >= 0) {
    refuse(c, "it sent the job's secret for rank " + std::to_string(r) + ", which is " +
                  (r <= 0 || r >= size_ ? "not a rank of the job" : "connected already"));
    return;
  }
  send_bytes(c.fd, std::string(1, kAdmitted));
  fds_[static_cast<size_t>(r)] = c.fd;
  heard[static_cast<size_t>(r)] = clock::now();
  c.fd = -1;
}

void Watchdog::refuse(Caller& c, const std::string& why) {
  if (c.fd >= 0) ::close(c.fd);
  c.fd = -1;
  if (warned_) return;
  warned_ = true;
  say("netc run (rank 0): warning: the watchdog of the ranks refused a connection from " + c.from + ": " + why +
      "; training goes on, and further such connections are refused without a word\n");
}

void Watchdog::run_root() {
  const auto started = clock::now();
  std::vector<clock::time_point> heard(static_cast<size_t>(size_), started);
  std::vector<bool> done(static_cast<size_t>(size_), false);
  std::vector<Caller> callers;
  auto beat = clock::now();
  while (!stopping_) {
    // Listeners, then callers, then ranks.
    std::vector<pollfd> polled;
    for (int fd : listen_fds_) polled.push_back({fd, POLLIN, 0});
    const size_t waiting = callers.size();
    for (const Caller& c : callers) polled.push_back({c.fd, POLLIN, 0});
    std::vector<int> rank_of;
    for (int r = 1; r < size_; ++r)
      if (int fd = fds_[static_cast<size_t>(r)]; fd >= 0 && !done[static_cast<size_t>(r)]) {
        polled.push_back({fd, POLLIN, 0});
        rank_of.push_back(r);
      }
    ::poll(polled.data(), polled.size(), 200);
    const pollfd* p = polled.data();
    for (size_t i = 0; i < listen_fds_.size(); ++i, ++p) {
      if (!(p->revents & POLLIN)) continue;
      for (;;) {  // new callers go after those polled
        Caller c;
        sockaddr_storage from{};
        socklen_t len = sizeof from;
        c.fd = ::accept4(p->fd, reinterpret_cast<sockaddr*>(&from), &len, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (c.fd < 0) break;
        c.since = clock::now();
        c.from = peer_name(from, len);
        callers.push_back(std::move(c));
      }
    }
    // Callers: what they sent, without waiting for more.
    for (size_t i = 0; i < waiting; ++i, ++p) {
      Caller& c = callers[i];
      if (!p->revents) continue;
      char buf[kHello];
      ssize_t n = ::recv(c.fd, buf, kHello - c.hello.size(), MSG_DONTWAIT);
      if (n > 0) c.hello.append(buf, static_cast<size_t>(n));
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
        refuse(c, "it closed before it said which rank it is");
      else if (c.hello.size() == kHello)
        admit(c, heard);
    }
    while (callers.size() > kMaxCallers) {
      refuse(callers.front(), "more than " + std::to_string(kMaxCallers) + " connections waited to say who they are");
      callers.erase(callers.begin());
    }
    for (Caller& c : callers)
      if (c.fd >= 0 && since(c.since) > kHelloWithin_s)
        refuse(c, "it did not say which rank it is within " + std::to_string(static_cast<int>(kHelloWithin_s)) + " s");
    callers.erase(std::remove_if(callers.begin(), callers.end(), [](const Caller& c) { return c.fd < 0; }),
                  callers.end());
    for (size_t i = 0; i < rank_of.size(); ++i, ++p) {
      if (!p->revents) continue;
      size_t r = static_cast<size_t>(rank_of[i]);
      char buf[64];
      ssize_t n = ::recv(p->fd, buf, sizeof buf, MSG_DONTWAIT);
      bool ended = n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR);
      if (n > 0) heard[r] = clock::now();
      if ((n > 0 && std::memchr(buf, kBye, static_cast<size_t>(n))) || (ended && signalled())) done[r] = true;
      else if (ended) die(rank_of[i], "its process ended (its connection to rank 0 closed)");
    }
    if (stopping_) break;
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
  for (Caller& c : callers) ::close(c.fd);
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
      if (ended && signalled()) return;  // rank 0 stops on the signal too
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
  rt::FileLock::remove_held_at_exit();
  ::_exit(1);
}

}  // namespace netc::engine
