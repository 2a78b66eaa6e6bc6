// Advisory locks on the files a run writes: a second holder is refused with
// the first one named, a released lock leaves no file and can be taken again,
// and a folder that cannot be written is an error at once.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "runtime/file_lock.h"
#include "unit/runtime_test_util.h"

namespace netc::rt {
namespace {

using test::TempDir;

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "message: " << (text)

TEST(RuntimeFileLock, ASecondHolderIsRefusedAndTheFirstNamed) {
  TempDir dir;
  std::string path = dir.file("ck.safetensors");
  auto first = FileLock::acquire(path, "the checkpoint");
  ASSERT_TRUE(first.ok()) << first.message();
  EXPECT_TRUE(std::filesystem::exists(path + ".lock"));
  // flock locks belong to an open file: a second open in this process
  // conflicts as another process's would.
  auto second = FileLock::acquire(path, "the checkpoint");
  ASSERT_FALSE(second.ok());
  EXPECT_HAS(second.message(), "the checkpoint `" + path + "` is being written by another run (netc, process " +
                                   std::to_string(::getpid()) + " on host ");
  EXPECT_HAS(second.message(), "Wait for that run to end, or give this one another path");
  // Moved, the lock is still held; released, the file is gone.
  FileLock moved = std::move(*first);
  EXPECT_FALSE(FileLock::acquire(path, "the checkpoint").ok());
  { FileLock gone = std::move(moved); }
  EXPECT_FALSE(std::filesystem::exists(path + ".lock"));
  auto again = FileLock::acquire(path, "the checkpoint");
  EXPECT_TRUE(again.ok()) << again.message();
}

TEST(RuntimeFileLock, AStaleLockFileLocksNothing) {
  TempDir dir;
  std::string path = dir.file("ck.safetensors");
  test::write_bytes(path + ".lock", {'n', 'e', 't', 'c', '\n'});  // a killed run's
  auto lock = FileLock::acquire(path, "the checkpoint");
  EXPECT_TRUE(lock.ok()) << lock.message();
}

TEST(RuntimeFileLock, AFolderThatCannotBeWrittenIsAnError) {
  TempDir dir;
  auto lock = FileLock::acquire(dir.file("no/such/ck.safetensors"), "the checkpoint");
  ASSERT_FALSE(lock.ok());
  EXPECT_HAS(lock.message(), "cannot write the checkpoint `" + dir.file("no/such/ck.safetensors") +
                                 "`: creating its lock file");
  EXPECT_HAS(lock.message(), "No such file or directory");
}

}  // namespace
}  // namespace netc::rt
