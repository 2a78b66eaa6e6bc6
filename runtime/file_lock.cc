// Advisory locks on the files a run writes (file_lock.h).
#include "runtime/file_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

namespace netc::rt {
namespace {

// The lock files this process holds, for remove_held_at_exit: fixed slots
// of fixed size, so that a signal handler can read them without allocating.
// A slot is claimed (kWriting) before its path is written and published
// (kHeld) after, so that two lockers never share one and the handler never
// reads a path being written.
constexpr int kSlots = 8;
constexpr size_t kPathBytes = 4096;
enum SlotState : int { kFree, kWriting, kHeld };
char g_held[kSlots][kPathBytes];
std::atomic<int> g_slot[kSlots];

void hold(const std::string& lock_path) {
  if (lock_path.size() >= kPathBytes) return;  // left to the destructor
  for (int i = 0; i < kSlots; ++i) {
    int free = kFree;
    if (!g_slot[i].compare_exchange_strong(free, kWriting)) continue;
    std::memcpy(g_held[i], lock_path.c_str(), lock_path.size() + 1);
    g_slot[i].store(kHeld);
    return;
  }
}

void let_go(const std::string& lock_path) {
  for (int i = 0; i < kSlots; ++i)
    if (g_slot[i].load() == kHeld && lock_path == g_held[i]) g_slot[i].store(kFree);
}

std::string this_host() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0) return "?";
  return name;
}

// The holder's line, as it wrote it (without its newline); "" when empty.
std::string read_holder(int fd) {
  char buf[512] = {};
  ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return "";
  std::string s(buf, static_cast<size_t>(n));
  if (size_t nl = s.find('\n'); nl != std::string::npos) s.resize(nl);
  return s;
}

}  // namespace

Expected<FileLock> FileLock::acquire(const std::string& path, const std::string& what) {
  const std::string lock_path = path + ".lock";
  auto cannot = [&](const std::string& step, int e) {
    return Status::error("cannot write " + what + " `" + path + "`: " + step + " `" + lock_path +
                         "` failed: " + std::strerror(e) +
                         (e == EACCES || e == EROFS || e == EPERM ? "; the folder cannot be written: make it writable "
                                                                    "or change the path"
                                                                  : ""));
  };
  // A holder that lets go between our open and our lock removes the file
  // we opened: then we try again with the one at the path now.
  for (int attempt = 0; attempt < 16; ++attempt) {
    int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return cannot("creating its lock file", errno);
    int r;
    do r = ::flock(fd, LOCK_EX | LOCK_NB);
    while (r != 0 && errno == EINTR);
    if (r != 0) {
      int e = errno;
      std::string holder = e == EWOULDBLOCK ? read_holder(fd) : "";
      ::close(fd);
      if (e != EWOULDBLOCK) return cannot("locking its lock file", e);
      return Status::error(what + " `" + path + "` is being written by another run" +
                           (holder.empty() ? std::string() : " (" + holder + ")") +
                           "; two runs writing one path would replace each other's files. Wait for that run to end, "
                           "or give this one another path");
    }
    struct stat mine, there;
    if (::fstat(fd, &mine) != 0 || ::stat(lock_path.c_str(), &there) != 0 || mine.st_ino != there.st_ino ||
        mine.st_dev != there.st_dev) {
      ::close(fd);
      continue;
    }
    std::string line = "netc, process " + std::to_string(::getpid()) + " on host " + this_host() + "\n";
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, line.data(), line.size(), 0) != static_cast<ssize_t>(line.size())) {
      int e = errno;
      ::unlink(lock_path.c_str());
      ::close(fd);
      return cannot("writing its lock file", e);
    }
    hold(lock_path);
    return FileLock(fd, path, lock_path);
  }
  return Status::error("cannot lock " + what + " `" + path + "`: its lock file `" + lock_path +
                       "` keeps being replaced by other processes");
}

FileLock::FileLock(FileLock&& other) noexcept
    : fd_(other.fd_), path_(std::move(other.path_)), lock_path_(std::move(other.lock_path_)) {
  other.fd_ = -1;
}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
  if (this != &other) {
    release();
    fd_ = other.fd_;
    path_ = std::move(other.path_);
    lock_path_ = std::move(other.lock_path_);
    other.fd_ = -1;
  }
  return *this;
}

FileLock::~FileLock() { release(); }

void FileLock::remove_held_at_exit() {
  for (int i = 0; i < kSlots; ++i)
    if (g_slot[i].load() == kHeld) ::unlink(g_held[i]);
}

void FileLock::release() {
  if (fd_ < 0) return;
  let_go(lock_path_);
  ::unlink(lock_path_.c_str());  // while still held: see the header
  ::close(fd_);
  fd_ = -1;
}

}  // namespace netc::rt
