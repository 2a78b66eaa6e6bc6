#include "frontend/driver/driver.h"

#include <pthread.h>

#include <cstdlib>
#include <filesystem>

#include "base/signal_stack.h"
#include "frontend/check/check.h"
#include "ir/verifier.h"

namespace netc {

std::unique_ptr<Compilation> compile(const std::string& path, const CompileOptions& options,
                                     const std::optional<std::string>& text) {
  auto c = std::make_unique<Compilation>();
  FileId root;
  if (text) {
    root = c->sources.add(path, *text);
  } else {
    std::string error;
    auto id = c->sources.load(path, &error);
    if (!id) {
      c->diagnostics.report(DiagKind::FileNotReadable, {}, "cannot read `" + path + "`: " + error);
      return c;
    }
    root = *id;
  }
  c->program = load_program(c->sources, root, options.stdlib_dirs, c->diagnostics);
  if (!c->program.complete) {
    c->diagnostics.sort_by_location(c->sources);
    return c;
  }
  ir::Module module = check_program(c->program, c->sources, c->diagnostics, &c->constants);
  c->diagnostics.sort_by_location(c->sources);
  if (c->diagnostics.has_errors()) return c;
  if (options.verify_ir) c->verifier_errors = ir::verify(module);
  c->ir = std::move(module);
  return c;
}

std::vector<std::string> default_stdlib_dirs(const std::string& argv0) {
  namespace fs = std::filesystem;
  std::vector<std::string> dirs;
  if (const char* env = std::getenv("NETC_STDLIB_PATH")) dirs.push_back(env);
  std::error_code ec;
  fs::path exe = fs::canonical("/proc/self/exe", ec);
  if (ec) exe = fs::path(argv0);
  // <prefix>/bin/netc -> <prefix>/share/netc/stdlib
  fs::path installed = exe.parent_path().parent_path() / "share" / "netc" / "stdlib";
  if (fs::is_directory(installed, ec)) dirs.push_back(installed.string());
  dirs.push_back(NETC_INSTALL_STDLIB_DIR);
  dirs.push_back(NETC_SOURCE_STDLIB_DIR);
  return dirs;
}

void run_with_large_stack(const std::function<void()>& fn) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, size_t{512} << 20);
  pthread_t thread;
  auto trampoline = [](void* p) -> void* {
    use_signal_stack();  // deep recursion is here: its overflow is reported (tools/crash_report.h)
    (*static_cast<const std::function<void()>*>(p))();
    return nullptr;
  };
  if (pthread_create(&thread, &attr, trampoline, const_cast<std::function<void()>*>(&fn)) != 0) {
    fn();  // no thread: run on this stack
  } else {
    pthread_join(thread, nullptr);
  }
  pthread_attr_destroy(&attr);
}

}  // namespace netc
