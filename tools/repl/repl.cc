// The read-eval-print loop around a Session. Line editing is libedit's
// readline-compatible API (BSD editline, not GNU readline: netc stays
// BSD/MIT-licensed); a build without libedit reads plain lines.
//
// Ctrl-C, as in Python's REPL: at the prompt it drops the input being typed
// (a multi-line one too) and prompts again; during an evaluation it stops
// it (KeyboardInterrupt): the compiled code asks between two operations
// whether to stop (cpu::request_stop, runtime/cpu/kernels.h; an atomic flag,
// so nothing is left half-done: no lock held, no buffer in use), the input
// is dropped and the session keeps what it had (Session::eval). An
// operation running is not cut short: a second Ctrl-C says so, and a third
// quits at once (status 130). The history is written as inputs are entered.
#include "tools/repl/repl.h"

#include "runtime/cpu/kernels.h"

#include <dirent.h>
#include <poll.h>
#include <sys/stat.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <vector>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>

#if NETC_HAVE_LIBEDIT
#include <editline/readline.h>
#endif

namespace netc::repl {
namespace {

const char* kPrompt = "netc> ";
const char* kContinue = "  ... ";

std::atomic<int> g_interrupts{0};       // Ctrl-Cs not yet handled
std::atomic<bool> g_evaluating{false};  // an input is being evaluated
pthread_t g_repl_thread;  // the thread that reads and evaluates

void on_sigint(int) {
  // Ctrl-C is sent to the process, and any thread may take it (the REPL
  // runs on a thread of its own, with a large stack): it is passed on, so
  // that the read it interrupts is the REPL's.
  if (!pthread_equal(pthread_self(), g_repl_thread)) {
    pthread_kill(g_repl_thread, SIGINT);
    return;
  }
  if (!g_evaluating) {
    g_interrupts = 1;  // the read returns (EINTR): the input is dropped
    return;
  }
  cpu::request_stop();  // async-signal-safe: a lock-free atomic
  int before = g_interrupts.fetch_add(1);
  if (before >= 2) _exit(130);  // the third: at once
  static const char kSaid[] =
      "\nCtrl-C: the evaluation stops when the operation running ends; Ctrl-C again leaves netc, losing the "
      "session\n";
  if (before == 1) (void)!write(2, kSaid, sizeof kSaid - 1);
}

// Installs on_sigint for the REPL's life (no SA_RESTART: a read at the prompt
// returns) and restores the previous handler.
class CatchCtrlC {
 public:
  CatchCtrlC() {
    g_repl_thread = pthread_self();
    struct sigaction sa = {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_);
  }
  ~CatchCtrlC() { sigaction(SIGINT, &old_, nullptr); }
  CatchCtrlC(const CatchCtrlC&) = delete;
  CatchCtrlC& operator=(const CatchCtrlC&) = delete;

 private:
  struct sigaction old_ = {};
};

enum class Read { Line, End, Interrupted };

#if NETC_HAVE_LIBEDIT
// Tab: the session's names, `m.` members and `:commands` (Session::complete);
// file names after `:load` and in a string literal (`idx("data/tr`). A name
// is completed without a space after it (`mymodel` then `.` or `(`), a
// `:command` with one.
const Session* g_session = nullptr;
std::vector<std::string> g_matches;

char* next_match(const char*, int state) {
  size_t i = static_cast<size_t>(state);
  return i < g_matches.size() ? strdup(g_matches[i].c_str()) : nullptr;
}

// Where the file name being typed in `line` starts: after `:load ` or an
// open `"`; npos where none is.
size_t file_name_start(const std::string& line) {
  size_t quote = std::string::npos;
  for (size_t i = 0; i < line.size(); ++i)
    if (line[i] == '"') quote = quote == std::string::npos ? i + 1 : std::string::npos;
  if (quote != std::string::npos) return quote;
  size_t b = line.find_first_not_of(" \t");
  if (b == std::string::npos || line.compare(b, 5, ":load") != 0 || b + 5 >= line.size() || line[b + 5] != ' ')
    return std::string::npos;
  return line.find_first_not_of(' ', b + 5) == std::string::npos ? line.size() : line.find_first_not_of(' ', b + 5);
}

// The paths that complete `typed` (a directory's with its `/`), sorted;
// hidden files only when asked for with a `.`.
std::vector<std::string> file_matches(const std::string& typed) {
  size_t slash = typed.rfind('/');
  std::string dir = slash == std::string::npos ? "" : typed.substr(0, slash + 1);
  std::string base = slash == std::string::npos ? typed : typed.substr(slash + 1);
  std::vector<std::string> out;
  DIR* d = opendir(dir.empty() ? "." : dir.c_str());
  if (!d) return out;
  while (const dirent* e = readdir(d)) {
    std::string name = e->d_name;
    if (name == "." || name == ".." || name.compare(0, base.size(), base) != 0) continue;
    if (name[0] == '.' && (base.empty() || base[0] != '.')) continue;
    struct stat st {};
    bool directory = stat((dir + name).c_str(), &st) == 0 && S_ISDIR(st.st_mode);
    out.push_back(dir + name + (directory ? "/" : ""));
  }
  closedir(d);
  std::sort(out.begin(), out.end());
  return out;
}

char** complete_word(const char* text, int start, int end) {
  std::string line = rl_line_buffer ? rl_line_buffer : "";
  rl_attempted_completion_over = 1;       // never libedit's own file names
  rl_completion_append_character = '\0';  // `mymodel` then `.`: no space
  size_t from = file_name_start(line.substr(0, static_cast<size_t>(start)));
  if (from != std::string::npos && from <= static_cast<size_t>(start)) {
    // The word breaks (`/`, `-`) cut a path: it is completed whole, and
    // what libedit replaces is its part from `text` on.
    std::string typed = line.substr(from, static_cast<size_t>(end) - from);
    size_t cut = static_cast<size_t>(start) - from;
    g_matches.clear();
    for (const std::string& m : file_matches(typed)) g_matches.push_back(m.substr(cut));
  } else {
    g_matches = g_session ? g_session->complete(text) : std::vector<std::string>{};
    if (g_matches.size() == 1 && g_matches[0][0] == ':') rl_completion_append_character = ' ';
  }
  if (g_matches.empty()) return nullptr;
  return rl_completion_matches(text, next_match);
}
#endif

#if NETC_HAVE_LIBEDIT
// libedit's own key reader (rl_getc) reads on after a signal; this one ends
// the line when Ctrl-C came. SIGINT is taken only while waiting for a key
// (ppoll unblocks it atomically), so a Ctrl-C between two reads is not left
// for after the next key.
int read_key(FILE* in) {
  sigset_t sigint, outside;
  sigemptyset(&sigint);
  sigaddset(&sigint, SIGINT);
  pthread_sigmask(SIG_BLOCK, &sigint, &outside);
  int key = EOF;
  for (;;) {
    if (g_interrupts) break;
    pollfd p{fileno(in), POLLIN, 0};
    int ready = ::ppoll(&p, 1, nullptr, &outside);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) break;
    unsigned char c = 0;
    ssize_t n = ::read(fileno(in), &c, 1);
    if (n == 1) key = c;
    if (n == 1 || n == 0 || errno != EINTR) break;
  }
  pthread_sigmask(SIG_SETMASK, &outside, nullptr);
  return key;
}
#endif

class LineReader {
 public:
  explicit LineReader(bool interactive) : interactive_(interactive) {
#if NETC_HAVE_LIBEDIT
    if (interactive_) {
      if (const char* home = std::getenv("HOME")) history_ = std::string(home) + "/.netc_history";
      rl_getc_function = read_key;  // before libedit initialises, which takes it then
      rl_attempted_completion_function = complete_word;
      // Words end at operators and brackets, not at `.` (members) or `:` (commands).
      rl_basic_word_break_characters = (" \t\n\"'`@$><=;|&{}()[],+-*/%!^~");
      rl_catch_signals = 0;         // Ctrl-C is on_sigint's (libedit would re-send it to the process group)
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

  // The next line without its newline; End at end of input; Interrupted
  // when Ctrl-C stopped the reading.
  Read read(const char* prompt, std::string* line) {
    g_interrupts = 0;
#if NETC_HAVE_LIBEDIT
    if (interactive_) {
      char* s = readline(prompt);
      if (g_interrupts.exchange(0)) {  // what was typed is dropped
        std::free(s);
        return Read::Interrupted;
      }
      if (!s) return Read::End;
      *line = s;
      std::free(s);
      return Read::Line;
    }
#endif
    if (interactive_) std::cout << prompt << std::flush;
    if (std::getline(std::cin, *line)) return Read::Line;
    if (!g_interrupts.exchange(0)) return Read::End;
    std::cin.clear();
    return Read::Interrupted;
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
#if NETC_HAVE_LIBEDIT
  g_session = &session;
#endif
  LineReader reader(interactive);
  std::optional<CatchCtrlC> catch_ctrl_c;
  if (interactive) catch_ctrl_c.emplace();
  if (interactive) std::cout << "netc " << NETC_VERSION << " — `:help` for help, `:quit` or Ctrl-D to leave\n";
  std::string pending, line;
  while (!session.done()) {
    Read got = reader.read(pending.empty() ? kPrompt : kContinue, &line);
    if (got == Read::Interrupted) {  // the input so far is dropped
      std::cout << "\n" << std::flush;
      pending.clear();
      continue;
    }
    bool more = got == Read::Line;
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
    g_interrupts = 0;
    g_evaluating = true;
    std::string shown = session.eval(pending);
    g_evaluating = false;
    cpu::clear_stop_request();  // a Ctrl-C as the evaluation ended is for none
    if (g_interrupts > 0) std::cout << "\n";  // after the terminal's `^C`
    std::cout << shown << std::flush;
    pending.clear();
    if (!more) break;
  }
  return !interactive && session.failed_inputs() > 0 ? 1 : 0;
}

}  // namespace netc::repl
