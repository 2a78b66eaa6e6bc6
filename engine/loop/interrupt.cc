#include "engine/loop/interrupt.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <ctime>
#include <cstdio>
#include <cstring>

#include "runtime/file_lock.h"

namespace netc::engine {

namespace {

std::atomic<int> g_requested{0};
std::atomic<bool> g_training{false}, g_quiet{false}, g_tty{false};
// What a second signal says of the last checkpoint: two buffers, written in
// turn, so that the handler reads one the loop is not writing.
char g_last[2][4096];
std::atomic<int> g_last_index{-1};
struct sigaction g_old_int, g_old_term;

// A signal that follows the first of its kind this soon is that one again
// (interrupt.h), not a person's second Ctrl-C.
constexpr int64_t kSameSignalMs = 250;
std::atomic<int64_t> g_first_ms{0};

int64_t monotonic_ms() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);  // async-signal-safe
  return static_cast<int64_t>(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

void say(const char* text) {
  ssize_t r = ::write(STDERR_FILENO, text, std::strlen(text));  // async-signal-safe
  (void)r;
}

void on_signal(int sig) {
  if (!g_training.load()) {  // nothing trained, nothing to write
    if (!g_quiet.load()) {
      say("netc run: ");
      say(StopOnSignal::name(sig));
      say(": stopped before the first step; nothing was trained, so no checkpoint was written\n");
    }
    rt::FileLock::remove_held_at_exit();
    _exit(128 + sig);
  }
  int none = 0;
  const int64_t now = monotonic_ms();
  if (g_requested.compare_exchange_strong(none, sig)) {
    g_first_ms = now;
    return;
  }
  if (none == sig && now - g_first_ms.load() < kSameSignalMs) return;  // the first's copy (a process group's)
  // The second: at once.
  if (!g_quiet.load()) {
    say(g_tty.load() ? "\nnetc run: " : "netc run: ");  // after the progress line drawn in place
    say(StopOnSignal::name(sig));
    if (none == sig) {
      say(" again");
    } else {
      say(" after ");
      say(StopOnSignal::name(none));
    }
    say(": stopped at once, without the checkpoint the first one asked for");
    int last = g_last_index.load();
    if (last >= 0) say(g_last[last]);
    else say("; no checkpoint was written by this run");
    say("\n");
  }
  rt::FileLock::remove_held_at_exit();
  _exit(128 + sig);
}

}  // namespace

StopOnSignal::StopOnSignal() {
  g_requested = 0;
  g_training = false;
  g_last_index = -1;
  g_tty = ::isatty(STDERR_FILENO) == 1;
  struct sigaction sa = {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &g_old_int);
  sigaction(SIGTERM, &sa, &g_old_term);
}

StopOnSignal::~StopOnSignal() {
  sigaction(SIGINT, &g_old_int, nullptr);
  sigaction(SIGTERM, &g_old_term, nullptr);
}

int StopOnSignal::requested() { return g_requested.load(); }

void StopOnSignal::training_begins() { g_training = true; }

void StopOnSignal::set_quiet(bool quiet) { g_quiet = quiet; }

void StopOnSignal::checkpointed(const std::string& path, const std::string& resume_command) {
  std::string text = "; the last checkpoint is " + path + ". Continue with: " + resume_command;
  int next = g_last_index.load() == 0 ? 1 : 0;
  std::snprintf(g_last[next], sizeof g_last[next], "%s", text.c_str());
  g_last_index = next;
}

const char* StopOnSignal::name(int signal) { return signal == SIGINT ? "Ctrl-C" : signal == SIGTERM ? "SIGTERM" : "a signal"; }

}  // namespace netc::engine
