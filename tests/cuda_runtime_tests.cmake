# The CUDA runtime layer (runtime/cuda). netc_cuda_runtime_tests needs no GPU
# and runs everywhere; netc_gpu_tests is labelled `gpu` and skips each test,
# saying why, when no GPU is visible (`ctest -L gpu` on a machine with one).
add_executable(netc_cuda_runtime_tests unit/cuda_runtime_test.cc)
target_link_libraries(netc_cuda_runtime_tests PRIVATE netc::cuda_runtime GTest::gtest_main)
netc_warnings(netc_cuda_runtime_tests)
gtest_discover_tests(netc_cuda_runtime_tests DISCOVERY_TIMEOUT 60)

add_executable(netc_gpu_tests unit/gpu_runtime_test.cc)
target_link_libraries(netc_gpu_tests PRIVATE netc::cuda_runtime netc::codegen_cuda GTest::gtest_main)
netc_warnings(netc_gpu_tests)
gtest_discover_tests(netc_gpu_tests DISCOVERY_TIMEOUT 60
  PROPERTIES LABELS gpu ENVIRONMENT NETC_CACHE_DIR=${CMAKE_BINARY_DIR}/nvrtc-cache)
