#include "engine/loop/redraw_on_resize.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "runtime/progress.h"

namespace netc::engine {

namespace {

// The pipe's ends (-1: not installed), and the handler before ours.
int g_pipe[2] = {-1, -1};
struct sigaction g_old_winch;

void on_winch(int) {
  int saved = errno;
  char byte = 'w';
  ssize_t r = ::write(g_pipe[1], &byte, 1);  // async-signal-safe; a full pipe has a redraw pending already
  (void)r;
  errno = saved;
}

// A redraw for each wake-up (several SIGWINCH in a row, as a window is
// dragged, are read as one), until the destructor's 'q' (or a closed pipe).
void watch(int fd) {
  char bytes[64];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    ssize_t n = ::read(fd, bytes, sizeof bytes);
    if (n == 0) return;  // closed: the run is over
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      return;
    }
    if (std::find(bytes, bytes + n, 'q') != bytes + n) return;
    rt::redraw_progress_line();
  }
}

}  // namespace

RedrawOnResize::RedrawOnResize(bool on) {
  if (!on || g_pipe[0] >= 0 || ::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return;
  // Both ends non-blocking: the handler must never block, and the thread
  // waits in poll.
  thread_ = std::thread(watch, g_pipe[0]);
  struct sigaction sa {};
  sa.sa_handler = on_winch;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGWINCH, &sa, &g_old_winch);
}

RedrawOnResize::~RedrawOnResize() {
  if (!thread_.joinable()) return;
  sigaction(SIGWINCH, &g_old_winch, nullptr);
  char quit = 'q';
  while (::write(g_pipe[1], &quit, 1) < 0 && (errno == EINTR || errno == EAGAIN)) {
  }  // a full pipe: the thread is draining it
  thread_.join();
  ::close(g_pipe[0]);
  ::close(g_pipe[1]);
  g_pipe[0] = g_pipe[1] = -1;
}

}  // namespace netc::engine
