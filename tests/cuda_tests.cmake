# The CUDA backend in CI, without a GPU: NVRTC compiles every generated kernel.
add_executable(netc_codegen_cuda_tests unit/codegen_cuda_test.cc)
target_link_libraries(netc_codegen_cuda_tests PRIVATE netc::driver netc::passes netc::codegen_cuda netc::nvrtc GTest::gtest_main)
target_compile_definitions(netc_codegen_cuda_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib"
  NETC_TEST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
netc_warnings(netc_codegen_cuda_tests)
gtest_discover_tests(netc_codegen_cuda_tests DISCOVERY_TIMEOUT 60
  PROPERTIES ENVIRONMENT NETC_CACHE_DIR=${CMAKE_BINARY_DIR}/nvrtc-cache)
