// The checkpoint files of a run: locked, and an earlier run's kept
// (checkpoint_files.h).
#include "engine/loop/checkpoint_files.h"

#include <charconv>
#include <filesystem>

namespace netc::engine {
namespace {

namespace fs = std::filesystem;

std::string kept_name(const std::string& path) { return path + ".prev"; }

// "epoch 5, step 4690", from a checkpoint's metadata; "" when it has none.
std::string describe(const rt::Metadata& meta) {
  auto number = [&](const char* key) -> std::string {
    auto it = meta.find(key);
    int64_t v = 0;
    if (it == meta.end()) return "";
    auto [end, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), v);
    return ec == std::errc() && end == it->second.data() + it->second.size() ? it->second : "";
  };
  std::string epoch = number(rt::kMetaEpoch), step = number(rt::kMetaStep), in_epoch = number(rt::kMetaEpochStep);
  if (epoch.empty() || step.empty()) return "";
  std::string d = "epoch " + epoch + ", step " + step;
  if (!in_epoch.empty() && in_epoch != "0") d += " (interrupted in epoch " + std::to_string(std::stoll(epoch) + 1) + ")";
  return d;
}

}  // namespace

Expected<CheckpointFiles> CheckpointFiles::open(const std::vector<std::string>& paths, const std::string& resumed,
                                                std::ostream& note) {
  CheckpointFiles files;
  files.resumed_ = resumed;
  std::set<std::string> seen;
  for (const std::string& path : paths) {
    if (!seen.insert(fs::weakly_canonical(path).string()).second) continue;  // two blocks, one file
    std::error_code ec;
    fs::path dir = fs::path(path).parent_path().empty() ? fs::path(".") : fs::path(path).parent_path();
    if (!fs::is_directory(dir, ec))
      return Status::error("cannot write the checkpoint `" + path + "`: the directory `" + dir.string() +
                           "` does not exist; create it or change `checkpoint` in the train block");
    if (fs::is_directory(path, ec))
      return Status::error("cannot write the checkpoint `" + path + "`: it is a folder; change `checkpoint` in the "
                           "train block to name a file");
    auto lock = rt::FileLock::acquire(path, "the checkpoint");
    if (!lock.ok()) return lock.status();
    files.locks_.push_back(std::move(*lock));
    std::string what = files.earlier(path);
    if (what.empty()) continue;
    std::error_code none;
    bool replaces = fs::exists(kept_name(path), none);
    note << "netc run: note: " << path << " holds " << what << ": it is kept as " << kept_name(path)
         << (replaces ? " (replacing the older one there)" : "")
         << " when this run writes its first checkpoint; to continue it instead: --resume " << path << "\n";
  }
  return files;
}

std::string CheckpointFiles::earlier(const std::string& path) const {
  std::error_code ec;
  if (written_.count(path) || !fs::exists(path, ec)) return "";
  if (!resumed_.empty() && fs::equivalent(path, resumed_, ec)) return "";
  auto meta = rt::read_checkpoint_metadata(path);
  if (!meta.ok()) return "a file that is not a readable checkpoint (" + meta.message() + ")";
  std::string d = describe(*meta);
  return d.empty() ? "a checkpoint of an earlier run" : d + " of an earlier run";
}

Status CheckpointFiles::write(const std::string& path, std::span<const rt::NamedTensor> tensors,
                              const rt::Metadata& metadata, std::string* kept) {
  kept->clear();
  bool keep = !earlier(path).empty();
  if (auto st = rt::write_checkpoint(path, tensors, metadata, nullptr, keep ? kept_name(path) : ""); !st.ok())
    return st;
  written_.insert(path);
  if (keep) *kept = "the earlier " + path + " is kept as " + kept_name(path);
  return {};
}

}  // namespace netc::engine
