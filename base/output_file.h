// Whether a command may write a file: before a checkpoint, a log, an
// exported state_dict, a depfile or a picture is written, its path must not
// name a file the command reads (the program, an import, a data file, the
// checkpoint it resumes from) or something that is not a regular file (a
// folder, a device such as /dev/null, a FIFO), which a write by rename
// would replace. Header only: every layer writes files.
#pragma once

#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace netc {

// A file by its role: {"prog.net", "the program"}.
struct NamedFile {
  std::string path;
  std::string what;
};

// A program's files by role: the program (the first), then its imports.
inline std::vector<NamedFile> program_inputs(const std::vector<std::string>& files) {
  std::vector<NamedFile> out;
  for (size_t k = 0; k < files.size(); ++k) out.push_back({files[k], k == 0 ? "the program" : "a file the program imports"});
  return out;
}

// What a path that exists and is not a regular file is ("a folder", "a
// device", ...); "" when it is a regular file, a link to one, or nothing.
inline std::string not_a_regular_file(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::file_status s = fs::status(path, ec);
  if (ec || !fs::exists(s) || fs::is_regular_file(s)) return "";
  if (fs::is_directory(s)) return "a folder";
  if (fs::is_character_file(s) || fs::is_block_file(s)) return "a device";
  if (fs::is_fifo(s)) return "a FIFO (a named pipe)";
  if (fs::is_socket(s)) return "a socket";
  return "not a regular file";
}

// Whether two paths name one file: the same file on disk (through links),
// or, where one is not made yet, the same path once `.`, `..` and links are
// resolved.
inline bool same_file(const std::string& a, const std::string& b) {
  namespace fs = std::filesystem;
  std::error_code ea, eb;
  if (fs::exists(a, ea) && fs::exists(b, eb)) return fs::equivalent(a, b, ea) && !ea;
  fs::path ca = fs::weakly_canonical(fs::absolute(a, ea).lexically_normal(), ea);
  fs::path cb = fs::weakly_canonical(fs::absolute(b, eb).lexically_normal(), eb);
  return !ea && !eb && ca.lexically_normal() == cb.lexically_normal();
}

// How a command writes a file: a new file renamed over the path (a
// checkpoint, a library: atomic, and it would replace a device or a FIFO
// there, so those are refused), or a stream into it (a log, a picture:
// `--log-json /dev/stderr` is fine).
enum class Writes { ByRename, AsStream };

// "" when `out` may be written; else why not, with what to do:
// "cannot write the checkpoint `prog.net`: it is the program; name another
// file". `inputs` are the files the command reads (or writes as something
// else), compared as files (through links and `..`), not as text.
inline std::string cannot_write(const NamedFile& out, const std::vector<NamedFile>& inputs,
                                Writes how = Writes::ByRename) {
  const std::string head = "cannot write " + out.what + " `" + out.path + "`: ";
  std::string kind = not_a_regular_file(out.path);
  if (!kind.empty() && (how == Writes::ByRename || kind == "a folder"))
    return head + "it is " + kind + ", not a regular file; name a file";
  if (!kind.empty()) return "";  // a device or a FIFO the stream goes into
  for (const NamedFile& in : inputs)
    if (!in.path.empty() && same_file(out.path, in.path))
      return head + "it is " + in.what + (in.path == out.path ? "" : " (`" + in.path + "`)") +
             ", which writing it would destroy; name another file";
  return "";
}

}  // namespace netc
