// An advisory lock on a file that a process is about to write (a training
// run's checkpoint), so that a second writer of the same path is refused at
// its start instead of silently replacing the first one's files.
//
// The lock is `PATH.lock`, created beside PATH, locked with flock(2) and
// holding a line that names its holder (process id and host). flock locks
// go with the process, so a run killed with -9 leaves no lock held. The
// holder removes the file when it lets go; a process that opened the file
// just before that finds, once it holds the lock, that the path now names
// another file (or none), and tries again.
//
// Creating PATH.lock is also the check that PATH's folder can be written:
// a read-only or missing folder is found here, before any work.
#pragma once

#include <string>

#include "base/status.h"

namespace netc::rt {

class FileLock {
 public:
  // Locks `path`; `what` names it in messages ("the checkpoint"). Fails when
  // another process holds it (naming that process) or when PATH.lock cannot
  // be created or written.
  static Expected<FileLock> acquire(const std::string& path, const std::string& what);

  FileLock(FileLock&& other) noexcept;
  FileLock& operator=(FileLock&& other) noexcept;
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  ~FileLock();  // removes PATH.lock and releases the lock

  const std::string& path() const { return path_; }

  // Removes the lock files this process holds, for a path that ends it with
  // _exit (a signal before training, a second Ctrl-C, the watchdog), where
  // no destructor runs: async-signal-safe. The flock goes with the process.
  static void remove_held_at_exit();

 private:
  FileLock(int fd, std::string path, std::string lock_path) : fd_(fd), path_(std::move(path)), lock_path_(std::move(lock_path)) {}
  void release();

  int fd_ = -1;
  std::string path_, lock_path_;
};

}  // namespace netc::rt
