#include "engine/loop/interrupt.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstring>

namespace netc::engine {

namespace {

std::atomic<int> g_requested{0};
std::atomic<bool> g_training{false}, g_quiet{false};
struct sigaction g_old_int, g_old_term;

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
    _exit(128 + sig);
  }
  int none = 0;
  if (!g_requested.compare_exchange_strong(none, sig)) _exit(128 + sig);  // the second: at once
}

}  // namespace

StopOnSignal::StopOnSignal() {
  g_requested = 0;
  g_training = false;
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

const char* StopOnSignal::name(int signal) { return signal == SIGINT ? "Ctrl-C" : signal == SIGTERM ? "SIGTERM" : "a signal"; }

}  // namespace netc::engine
