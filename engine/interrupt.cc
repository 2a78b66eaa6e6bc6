#include "engine/interrupt.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>

namespace netc::engine {

namespace {

std::atomic<int> g_requested{0};
struct sigaction g_old_int, g_old_term;

void on_signal(int sig) {
  int none = 0;
  if (!g_requested.compare_exchange_strong(none, sig)) _exit(128 + sig);  // the second: at once
}

}  // namespace

StopOnSignal::StopOnSignal() {
  g_requested = 0;
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

const char* StopOnSignal::name(int signal) { return signal == SIGINT ? "Ctrl-C" : signal == SIGTERM ? "SIGTERM" : "a signal"; }

}  // namespace netc::engine
