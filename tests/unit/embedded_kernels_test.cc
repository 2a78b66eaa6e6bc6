// How a `netc build` library finds its kernels without NVRTC: by the hash of
// the source, the cubin of the device's architecture first, else the PTX of
// the newest architecture the device runs, else an error naming the fix.
#include "engine/exec/embedded_kernels.h"

#include <gtest/gtest.h>

namespace netc::engine {
namespace {

std::vector<KernelImage> images() {
  std::string h = kernel_source_hash("kernel A");
  return {{"f", h, "sm_80", "cubin 80"}, {"f", h, "sm_90", "cubin 90"}, {"f", h, "compute_75", "ptx 75"},
          {"f", h, "compute_86", "ptx 86"}, {"g", kernel_source_hash("kernel B"), "sm_90", "cubin B"}};
}

TEST(EmbeddedKernels, TheCubinOfTheDevicesArchitectureComesFirst) {
  auto all = images();
  auto k = choose_image(all, kernel_source_hash("kernel A"), "sm_90", "f");
  ASSERT_TRUE(k.ok()) << k.message();
  EXPECT_EQ((*k)->image, "cubin 90");
}

TEST(EmbeddedKernels, ElseTheNewestPtxTheDeviceCanCompile) {
  auto all = images();
  std::string h = kernel_source_hash("kernel A");
  EXPECT_EQ((*choose_image(all, h, "sm_89", "f"))->image, "ptx 86");
  EXPECT_EQ((*choose_image(all, h, "sm_120", "f"))->image, "ptx 86");
  EXPECT_EQ((*choose_image(all, h, "sm_75", "f"))->image, "ptx 75");
}

TEST(EmbeddedKernels, AnOlderGpuGetsAnErrorThatSaysWhatToRebuildWith) {
  auto all = images();
  auto k = choose_image(all, kernel_source_hash("kernel A"), "sm_70", "f");
  ASSERT_FALSE(k.ok());
  EXPECT_EQ(k.message(), "the library's kernels for @f are for sm_80, sm_90, compute_75, compute_86, and none of them runs "
                         "on this GPU (sm_70): rebuild the library with `netc build --cuda-arch sm_70` (or with the PTX "
                         "of an older architecture, e.g. compute_75, which newer GPUs run)");
}

TEST(EmbeddedKernels, ASourceTheLibraryDoesNotHaveIsAnInternalError) {
  auto all = images();
  auto k = choose_image(all, kernel_source_hash("kernel C"), "sm_90", "h");
  ASSERT_FALSE(k.ok());
  EXPECT_NE(k.message().find("internal error: the library has no kernels for @h"), std::string::npos) << k.message();
}

TEST(EmbeddedKernels, TheCompilerLooksUpBySource) {
  auto all = images();
  KernelCompiler compile = embedded_kernels(&all);
  auto b = compile("kernel B", "sm_90", "g");
  ASSERT_TRUE(b.ok()) << b.message();
  EXPECT_EQ(*b, "cubin B");
  EXPECT_FALSE(compile("kernel B", "sm_80", "g").ok());
}

TEST(EmbeddedKernels, Base64RoundTripsEveryByteAndRejectsGarbage) {
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  for (size_t n : {0u, 1u, 2u, 3u, 4u, 255u, 256u}) {
    std::string part = bytes.substr(0, n);
    auto back = base64_decode(base64_encode(part));
    ASSERT_TRUE(back.ok()) << back.message();
    EXPECT_EQ(*back, part) << n;
  }
  EXPECT_EQ(base64_encode("netc"), "bmV0Yw==");
  EXPECT_FALSE(base64_decode("bmV0Yw=").ok());
  EXPECT_FALSE(base64_decode("bm*0Yw==").ok());
  EXPECT_FALSE(base64_decode("bm==Ywxx").ok());
}

}  // namespace
}  // namespace netc::engine
