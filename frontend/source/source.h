// Source buffers and locations. Every diagnostic and every IR instruction points
// into a SourceManager through a SourceRange (file id + byte offsets); line and
// column are computed only when something is shown to a user.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace netc {

using FileId = uint32_t;
inline constexpr FileId kNoFile = UINT32_MAX;

struct SourceRange {
  FileId file = kNoFile;
  uint32_t begin = 0;  // byte offset of the first character
  uint32_t end = 0;    // byte offset one past the last character
  bool valid() const { return file != kNoFile; }
};

struct LineCol {
  uint32_t line = 0;  // 1-based
  uint32_t col = 0;   // 1-based, in bytes
};

struct SourceFile {
  std::string path;          // as given by the user or the import resolver
  std::string text;
  bool stdlib = false;       // a file of the standard library (shown as std/...)
  std::vector<uint32_t> line_starts;
};

class SourceManager {
 public:
  // Adds a buffer and returns its id. The text is kept as is.
  FileId add(std::string path, std::string text);
  // Reads a file; nullopt (and a message in *error) when it cannot be read.
  std::optional<FileId> load(const std::string& path, std::string* error);

  const SourceFile& file(FileId id) const { return files_.at(id); }
  // The name shown in diagnostics and the IR (std/nn.net for the stdlib).
  void set_path(FileId id, std::string path) { files_.at(id).path = std::move(path); }
  void mark_stdlib(FileId id) { files_.at(id).stdlib = true; }
  size_t size() const { return files_.size(); }
  LineCol line_col(FileId id, uint32_t offset) const;
  // The text of the 1-based line without its newline.
  std::string_view line_text(FileId id, uint32_t line) const;
  std::string_view text(SourceRange r) const;
  // "file:line:col" of the start of a range.
  std::string describe(SourceRange r) const;

 private:
  std::vector<SourceFile> files_;
};

// Offset of the first byte that is not valid UTF-8, or nullopt.
std::optional<uint32_t> find_invalid_utf8(std::string_view text);

}  // namespace netc
