#include "frontend/source/source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace netc {

FileId SourceManager::add(std::string path, std::string text) {
  SourceFile f;
  f.path = std::move(path);
  f.text = std::move(text);
  f.line_starts.push_back(0);
  for (uint32_t i = 0; i < f.text.size(); ++i)
    if (f.text[i] == '\n') f.line_starts.push_back(i + 1);
  files_.push_back(std::move(f));
  return static_cast<FileId>(files_.size() - 1);
}

// Programs are regular files (through symbolic links) of at most 256 MiB,
// counted as they are read, not as the file system reports: a device such
// as /dev/zero, a FIFO that nobody writes (opened without blocking) or a
// socket is an error, never a read that does not end.
std::optional<FileId> SourceManager::load(const std::string& path, std::string* error) {
  constexpr size_t kMaxBytes = size_t{1} << 28;
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    int e = errno;
    *error = e == ENOENT ? "no such file" : std::string("cannot be opened for reading: ") + std::strerror(e);
    return std::nullopt;
  }
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    bool dir = S_ISDIR(st.st_mode);
    ::close(fd);
    *error = dir ? "is a directory, not a .net file" : "is not a regular file (a device, a pipe or a socket); netc reads programs from files";
    return std::nullopt;
  }
  std::string text;
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int e = errno;
      ::close(fd);
      *error = std::string("cannot be read: ") + std::strerror(e);
      return std::nullopt;
    }
    if (n == 0) break;
    if (text.size() + static_cast<size_t>(n) > kMaxBytes) {
      ::close(fd);
      *error = "file is larger than 256 MiB";
      return std::nullopt;
    }
    text.append(buf, static_cast<size_t>(n));
  }
  ::close(fd);
  return add(path, std::move(text));
}

LineCol SourceManager::line_col(FileId id, uint32_t offset) const {
  const SourceFile& f = files_.at(id);
  auto it = std::upper_bound(f.line_starts.begin(), f.line_starts.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - f.line_starts.begin());
  return {line, offset - f.line_starts[line - 1] + 1};
}

std::string_view SourceManager::line_text(FileId id, uint32_t line) const {
  const SourceFile& f = files_.at(id);
  if (line == 0 || line > f.line_starts.size()) return {};
  uint32_t b = f.line_starts[line - 1];
  uint32_t e = line < f.line_starts.size() ? f.line_starts[line] - 1 : f.text.size();
  if (e > b && f.text[e - 1] == '\r') --e;
  return std::string_view(f.text).substr(b, e - b);
}

std::string_view SourceManager::text(SourceRange r) const {
  if (!r.valid()) return {};
  const std::string& t = files_.at(r.file).text;
  if (r.begin > t.size()) return {};
  return std::string_view(t).substr(r.begin, std::min<size_t>(r.end, t.size()) - r.begin);
}

std::string SourceManager::describe(SourceRange r) const {
  if (!r.valid()) return "<unknown>";
  LineCol lc = line_col(r.file, r.begin);
  return files_.at(r.file).path + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.col);
}

std::optional<uint32_t> find_invalid_utf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = s[i];
    size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return static_cast<uint32_t>(i);
    uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1Fu) : n == 3 ? (c & 0x0Fu) : (c & 0x07u);
    for (size_t k = 1; k < n; ++k) {
      unsigned char b = static_cast<unsigned char>(s[i + k]);
      if ((b >> 6) != 0x2) return static_cast<uint32_t>(i);
      cp = (cp << 6) | (b & 0x3Fu);
    }
    // Well-formed UTF-8 only: no overlong form (a code point written in more
    // bytes than it needs), no surrogate (U+D800..U+DFFF, which only UTF-16
    // uses), nothing above U+10FFFF (bytes F5..FF lead there).
    static constexpr uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kLeast[n] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return static_cast<uint32_t>(i);
    i += n;
  }
  return std::nullopt;
}

}  // namespace netc
