// The read-eval-print loop around a Session. Line editing is libedit's
// readline-compatible API (BSD editline, not GNU readline: netc stays
// BSD/MIT-licensed); a build without libedit reads plain lines.
#include "tools/repl/repl.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#if NETC_HAVE_LIBEDIT
#include <editline/readline.h>
#endif

namespace netc::repl {
namespace {

const char* kPrompt = "netc> ";
const char* kContinue = "  ... ";

class LineReader {
 public:
  explicit LineReader(bool interactive) : interactive_(interactive) {
#if NETC_HAVE_LIBEDIT
    if (interactive_) {
      if (const char* home = std::getenv("HOME")) history_ = std::string(home) + "/.netc_history";
      using_history();
      stifle_history(1000);
      if (!history_.empty()) read_history(history_.c_str());
    }
#endif
  }
  ~LineReader() {
#if NETC_HAVE_LIBEDIT
    if (interactive_ && !history_.empty()) write_history(history_.c_str());
#endif
  }

  // The next line without its newline; false at end of input.
  bool read(const char* prompt, std::string* line) {
#if NETC_HAVE_LIBEDIT
    if (interactive_) {
      char* s = readline(prompt);
      if (!s) return false;
      *line = s;
      std::free(s);
      return true;
    }
#endif
    if (interactive_) std::cout << prompt << std::flush;
    return static_cast<bool>(std::getline(std::cin, *line));
  }

  // A whole (possibly multi-line) input becomes one history entry, so that
  // the up arrow brings back a model declaration in one piece.
  void remember(const std::string& input) {
#if NETC_HAVE_LIBEDIT
    // Written as it is entered: a session killed from outside loses none.
    if (interactive_ && !input.empty()) {
      add_history(input.c_str());
      if (!history_.empty()) write_history(history_.c_str());
    }
#else
    (void)input;
#endif
  }

 private:
  bool interactive_;
  std::string history_;
};

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r") == std::string::npos; }

}  // namespace

int run_repl(const SessionOptions& options, bool interactive) {
  Session session(options);
  LineReader reader(interactive);
  if (interactive) std::cout << "netc " << NETC_VERSION << " — `:help` for help, `:quit` or Ctrl-D to leave\n";
  std::string pending, line;
  while (!session.done()) {
    bool more = reader.read(pending.empty() ? kPrompt : kContinue, &line);
    if (more) {
      if (pending.empty() && blank(line)) continue;
      // A blank line ends an input that only lacks its `;` (the parser then
      // says so) rather than leaving the user at the continuation prompt.
      bool force = blank(line) && Session::is_complete(pending + ";");
      if (!force) pending += (pending.empty() ? "" : "\n") + line;
      if (!force && !Session::is_complete(pending)) continue;
    } else if (pending.empty()) {
      if (interactive) std::cout << "\n";  // the prompt's line, left open by Ctrl-D
      break;
    }
    reader.remember(pending);
    std::cout << session.eval(pending) << std::flush;
    pending.clear();
    if (!more) break;
  }
  return !interactive && session.failed_inputs() > 0 ? 1 : 0;
}

}  // namespace netc::repl
