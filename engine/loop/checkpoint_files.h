// The checkpoint files one `netc run` writes, so that nothing trained is lost
// without a word:
//   - every path a train block declares is locked for the whole run
//     (runtime/file_lock.h): a second run that would write it is refused at
//     its start, naming the first; taking the lock also finds a folder that
//     cannot be written before any training;
//   - a file an earlier run left at such a path is said at start and kept:
//     moved to PATH.prev only when this run writes its own first checkpoint
//     there (an interrupted run's path, written only on Ctrl-C, alike). The
//     file the run resumed from is continued, not kept.
// Under mpirun rank 0 alone writes checkpoints, so it alone opens these.
#pragma once

#include <ostream>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "base/status.h"
#include "runtime/checkpoint.h"
#include "runtime/file_lock.h"

namespace netc::engine {

class CheckpointFiles {
 public:
  CheckpointFiles() = default;
  // Locks `paths` (the train blocks' checkpoints) and says on `note` what
  // earlier runs left there. `resumed`: the file of --resume, or "".
  static Expected<CheckpointFiles> open(const std::vector<std::string>& paths, const std::string& resumed,
                                        std::ostream& note);

  // Writes a checkpoint at `path`. An earlier run's file there is kept as
  // PATH.prev first, and `*kept` says so; else `*kept` is "".
  Status write(const std::string& path, std::span<const rt::NamedTensor> tensors, const rt::Metadata& metadata,
               std::string* kept);

  // What PATH.prev would keep: "" when `path` holds nothing of an earlier
  // run (no file, one this run wrote, the one it resumed from).
  std::string earlier(const std::string& path) const;

 private:
  std::vector<rt::FileLock> locks_;
  std::set<std::string> written_;  // by this run
  std::string resumed_;
};

}  // namespace netc::engine
