#include "frontend/check/imports.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "frontend/parse/parse.h"

namespace netc {

Program load_program(SourceManager& sm, FileId root, const std::vector<std::string>& stdlib_dirs, Diagnostics& diags) {
  namespace fs = std::filesystem;
  Program prog;
  prog.stdlib_dirs = stdlib_dirs;
  std::map<std::string, bool> loaded;  // canonical path -> seen
  std::error_code ec;
  loaded[fs::weakly_canonical(sm.file(root).path, ec).string()] = true;

  std::vector<FileId> queue{root};
  std::map<FileId, std::string> real_path{{root, sm.file(root).path}};
  prog.files_on_disk.push_back(sm.file(root).path);
  for (size_t qi = 0; qi < queue.size(); ++qi) {
    FileId file = queue[qi];
    auto module = parse_file(sm, file, diags);
    if (!module) {
      prog.complete = false;
      continue;
    }
    fs::path dir = fs::path(real_path[file]).parent_path();
    for (const ast::Import& imp : module->imports) {
      std::vector<fs::path> candidates;
      fs::path rel;
      bool is_std = imp.path.size() >= 2 && imp.path[0].name == "std";
      for (size_t i = is_std ? 1 : 0; i < imp.path.size(); ++i) rel /= imp.path[i].name;
      rel += ".net";
      if (is_std)
        for (const std::string& d : stdlib_dirs) candidates.push_back(fs::path(d) / rel);
      else
        candidates.push_back(dir / rel);
      std::string found;
      for (const fs::path& c : candidates)
        if (fs::exists(c, ec)) {
          found = c.string();
          break;
        }
      if (found.empty()) {
        std::string where;
        for (const fs::path& c : candidates) where += (where.empty() ? "" : ", ") + c.string();
        Diagnostic& d = diags.report(DiagKind::ImportNotFound, imp.range, "cannot find `" + imp.dotted() + "`");
        if (is_std) {
          // Name what the standard library has rather than where it is installed.
          std::vector<std::string> modules;
          for (const std::string& dir : stdlib_dirs) {
            if (!fs::is_directory(dir, ec)) continue;
            for (const auto& entry : fs::directory_iterator(dir, ec))
              if (entry.path().extension() == ".net") modules.push_back("std." + entry.path().stem().string());
            break;
          }
          std::sort(modules.begin(), modules.end());
          std::string list;
          for (const std::string& m : modules) list += (list.empty() ? "`" : ", `") + m + "`";
          d.help = modules.empty() ? "no standard library was found; pass --stdlib-dir DIR"
                                   : "the standard library has " + list;
        } else {
          d.help = "looked for `" + where + "`";
        }
        prog.complete = false;
        continue;
      }
      std::string key = fs::weakly_canonical(found, ec).string();
      if (loaded.count(key)) continue;
      loaded[key] = true;
      std::string error;
      auto id = sm.load(found, &error);
      if (!id) {
        diags.report(DiagKind::FileNotReadable, imp.range, "cannot read `" + found + "`: " + error);
        prog.complete = false;
        continue;
      }
      // Standard-library files are shown by their import name, not by
      // where this machine installed them.
      real_path[*id] = found;
      prog.files_on_disk.push_back(found);
      if (is_std) {
        sm.set_path(*id, "std/" + rel.string());
        sm.mark_stdlib(*id);
      }
      queue.push_back(*id);
    }
    prog.modules.push_back(std::move(module));
  }
  return prog;
}

std::string std_module_declaring(const Program& program, const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const std::string& dir : program.stdlib_dirs) {
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.path().extension() == ".net") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      std::ifstream in(f);
      for (std::string line; std::getline(in, line);)
        for (const char* kw : {"model ", "fn ", "optimizer "})
          if (line.rfind(kw, 0) == 0 && line.compare(std::strlen(kw), name.size(), name) == 0 &&
              line.size() > std::strlen(kw) + name.size() && line[std::strlen(kw) + name.size()] == '(')
            return "std." + f.stem().string();
    }
    break;  // the first directory that exists, as imports find them
  }
  return "";
}

}  // namespace netc
