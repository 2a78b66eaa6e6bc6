#include "frontend/diagnostics/render.h"

#include <nlohmann/json.hpp>

namespace netc {
namespace {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

// Source lines are shown with tabs expanded to one space so that the caret
// lines up; other control bytes are shown as '?'.
std::string printable(std::string_view line) {
  std::string out;
  size_t i = 0;
  while (i < line.size()) {
    unsigned char c = line[i];
    if (c < 0x80) {
      out += c == '\t' ? ' ' : (c < 0x20 || c == 0x7F) ? '?' : static_cast<char>(c);
      ++i;
      continue;
    }
    // Copy a well-formed UTF-8 sequence; show a byte that is not one as '?'.
    auto bad = find_invalid_utf8(line.substr(i, 4));
    size_t n = (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > line.size() || (bad && *bad < n)) {
      out += '?';
      ++i;
    } else {
      out.append(line.substr(i, n));
      i += n;
    }
  }
  return out;
}

void render_snippet(std::string& out, const SourceManager& sm, SourceRange r) {
  LineCol b = sm.line_col(r.file, r.begin);
  std::string_view line = sm.line_text(r.file, b.line);
  // Very long lines are shown as a window around the range.
  constexpr size_t kWidth = 100;
  std::string prefix;
  if (line.size() > kWidth) {
    size_t start = b.col - 1 > 40 ? b.col - 1 - 40 : 0;
    while (start > 0 && (static_cast<unsigned char>(line[start]) & 0xC0) == 0x80) --start;
    size_t end = std::min(line.size(), start + kWidth);
    while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) ++end;
    bool cut_end = end < line.size();
    line = line.substr(start, end - start);
    if (start > 0) prefix = "...";
    b.col -= static_cast<uint32_t>(start);
    r.end = r.begin + std::min<uint32_t>(r.end - r.begin, static_cast<uint32_t>(line.size() - (b.col - 1)));
    out += "  " + prefix + printable(line) + (cut_end ? "..." : "") + "\n";
  } else {
    out += "  " + printable(line) + "\n";
  }
  // Width in code points: continuation bytes of UTF-8 do not take a column.
  auto columns = [&](size_t from, size_t to) {
    size_t n = 0;
    for (size_t i = from; i < to && i < line.size(); ++i)
      if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++n;
    return n;
  };
  size_t start = b.col - 1;
  size_t end_on_line = r.end > r.begin ? r.end - r.begin + start : start + 1;
  if (end_on_line > line.size()) end_on_line = std::max(line.size(), start + 1);
  size_t width = std::max<size_t>(1, columns(start, end_on_line));
  out += "  " + std::string(prefix.size() + columns(0, start), ' ') + "^" + std::string(width - 1, '~') + "\n";
}

}  // namespace

std::string shorten_quotes(const std::string& text) {
  std::string out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t open = text.find('`', pos);
    size_t close = open == std::string::npos ? std::string::npos : text.find('`', open + 1);
    if (close == std::string::npos) break;
    out.append(text, pos, open + 1 - pos);
    std::string_view quoted(text.data() + open + 1, close - open - 1);
    if (quoted.size() > kMaxQuoted) {
      size_t cut = kMaxQuoted - 4;
      while (cut > 0 && (static_cast<unsigned char>(quoted[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
      out.append(quoted.substr(0, cut)).append("...");
    } else {
      out.append(quoted);
    }
    out += '`';
    pos = close + 1;
  }
  out.append(text, pos, std::string::npos);
  return out;
}

std::string render_text(const Diagnostics& diags, const SourceManager& sm, const RenderOptions& opts) {
  std::string out;
  const char* bold = opts.color ? "\x1b[1m" : "";
  const char* reset = opts.color ? "\x1b[0m" : "";
  size_t shown = 0;  // errors
  for (const Diagnostic& d : diags.all()) {
    if (opts.max_errors > 0 && shown == opts.max_errors) break;
    shown += d.severity == Severity::Error;
    const char* sev_color = !opts.color ? "" : d.severity == Severity::Error ? "\x1b[1;31m" : "\x1b[1;35m";
    if (d.range.valid()) out += std::string(bold) + sm.describe(d.range) + ": " + reset;
    out += std::string(sev_color) + severity_name(d.severity) + ":" + reset + " " + bold + shorten_quotes(d.message) + reset +
           " [" + diag_info(d.kind).name + "]\n";
    if (d.range.valid()) render_snippet(out, sm, d.range);
    for (const DiagNote& n : d.notes) {
      if (n.range.valid()) out += std::string(bold) + sm.describe(n.range) + ": " + reset;
      out += std::string(opts.color ? "\x1b[1;36m" : "") + "note:" + reset + " " + shorten_quotes(n.message) + "\n";
      if (n.range.valid()) render_snippet(out, sm, n.range);
    }
    if (!d.help.empty()) out += std::string(opts.color ? "\x1b[1;32m" : "") + "help:" + reset + " " + shorten_quotes(d.help) + "\n";
  }
  size_t e = diags.error_count(), w = diags.warning_count();
  if (e || w) {
    out += std::to_string(e) + (e == 1 ? " error" : " errors");
    if (w) out += ", " + std::to_string(w) + (w == 1 ? " warning" : " warnings");
    out += " generated";
    if (shown < e) out += " (the first " + std::to_string(shown) + " shown)";
    out += ".\n";
  }
  return out;
}

std::string render_json(const Diagnostics& diags, const SourceManager& sm) {
  auto range_json = [&](SourceRange r) -> nlohmann::json {
    if (!r.valid()) return nullptr;
    LineCol b = sm.line_col(r.file, r.begin);
    LineCol e = sm.line_col(r.file, r.end);
    return {{"file", sm.file(r.file).path},
            {"begin", {{"offset", r.begin}, {"line", b.line}, {"column", b.col}}},
            {"end", {{"offset", r.end}, {"line", e.line}, {"column", e.col}}}};
  };
  nlohmann::json list = nlohmann::json::array();
  for (const Diagnostic& d : diags.all()) {
    nlohmann::json j;
    j["kind"] = diag_info(d.kind).name;
    j["severity"] = severity_name(d.severity);
    j["message"] = shorten_quotes(d.message);
    j["ranges"] = nlohmann::json::array();
    if (d.range.valid()) j["ranges"].push_back(range_json(d.range));
    j["notes"] = nlohmann::json::array();
    for (const DiagNote& n : d.notes)
      j["notes"].push_back({{"message", shorten_quotes(n.message)}, {"range", range_json(n.range)}});
    j["help"] = d.help.empty() ? nlohmann::json(nullptr) : nlohmann::json(shorten_quotes(d.help));
    j["fixits"] = nlohmann::json::array();
    for (const FixIt& f : d.fixits) j["fixits"].push_back({{"range", range_json(f.range)}, {"replacement", f.replacement}});
    list.push_back(std::move(j));
  }
  nlohmann::json root = {{"diagnostics", list},
                         {"errors", diags.error_count()},
                         {"warnings", diags.warning_count()}};
  return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace netc
