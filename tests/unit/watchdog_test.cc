// Where a rank reaches rank 0's watchdog (engine/parallel/watchdog.h): at
// the loopback only when both processes are behind the same one (the same
// kernel and network namespace), never because their host names match, as
// two machines' may; else at the addresses rank 0's host name has.
#include <gtest/gtest.h>

#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "engine/parallel/watchdog.h"

namespace netc::engine {
namespace {

const std::vector<std::string> kLoopback = {"127.0.0.1"};

TEST(Watchdog, TwoMachinesWithOneHostNameDoNotMeetAtTheLoopback) {
  // `.invalid` names resolve nowhere (RFC 6761): no address, not the loopback.
  EXPECT_EQ(root_addresses({"twin.invalid", "twin.invalid"}, {"boot-a net:1:2", "boot-b net:1:2"}, 1),
            std::vector<std::string>{});
  EXPECT_EQ(root_addresses({"a.invalid", "b.invalid"}, {"boot-a net:1:2", "boot-a net:1:2"}, 1), kLoopback);
  // A network namespace of its own on the same machine: its own loopback.
  EXPECT_EQ(root_addresses({"twin.invalid", "twin.invalid"}, {"boot-a net:1:2", "boot-a net:1:3"}, 1),
            std::vector<std::string>{});
  // Where /proc says nothing, the host names decide.
  EXPECT_EQ(root_addresses({"twin.invalid", "twin.invalid"}, {"", ""}, 1), kLoopback);
  EXPECT_EQ(root_addresses({"a.invalid", "twin.invalid"}, {"", ""}, 1), std::vector<std::string>{});
}

// The identity in a child process: its own, or after `unshare_net`, in a
// network namespace of its own ("unshare failed" where that is not allowed).
std::string identity_in_child(bool unshare_net) {
  int fds[2];
  if (pipe(fds) != 0) return "no pipe";
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    std::string id = unshare_net && unshare(CLONE_NEWNET) != 0 ? "unshare failed" : loopback_identity();
    (void)!write(fds[1], id.data(), id.size());
    _exit(0);
  }
  close(fds[1]);
  std::string out;
  char buf[256];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) out.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  waitpid(pid, nullptr, 0);
  return out;
}

TEST(Watchdog, TheLoopbackIdentityIsTheKernelAndTheNetworkNamespace) {
  const std::string mine = loopback_identity();
  ASSERT_FALSE(mine.empty()) << "Linux's /proc says which kernel and network namespace";
  EXPECT_EQ(loopback_identity(), mine);
  EXPECT_EQ(identity_in_child(false), mine) << "another process beside this one";
  const std::string apart = identity_in_child(true);
  if (apart == "unshare failed") GTEST_SKIP() << "no network namespace of its own here (not root)";
  EXPECT_FALSE(apart.empty());
  EXPECT_NE(apart, mine) << "a network namespace of its own has its own loopback";
  EXPECT_EQ(apart.substr(0, apart.find(' ')), mine.substr(0, mine.find(' '))) << "the same kernel";
}

}  // namespace
}  // namespace netc::engine
