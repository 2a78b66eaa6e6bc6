# Tests of libnetrt (runtime/): data loading, batching, checkpoints and
# progress output, plus the safetensors interop check against the Python
# reference implementation.
find_package(ZLIB REQUIRED)
find_package(Python3 REQUIRED COMPONENTS Interpreter)

add_executable(netc_runtime_tests
  unit/runtime_batch_test.cc
  unit/runtime_checkpoint_test.cc
  unit/runtime_csv_test.cc
  unit/runtime_file_lock_test.cc
  unit/runtime_idx_test.cc
  unit/runtime_progress_test.cc
  unit/runtime_tensor_test.cc
)
target_include_directories(netc_runtime_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(netc_runtime_tests PRIVATE netc::runtime ZLIB::ZLIB GTest::gtest_main)
netc_warnings(netc_runtime_tests)
gtest_discover_tests(netc_runtime_tests DISCOVERY_TIMEOUT 60)

# Writes and dumps checkpoints for tests/e2e/safetensors_interop.py.
add_executable(netc_safetensors_tool e2e/safetensors_tool.cc)
target_link_libraries(netc_safetensors_tool PRIVATE netc::runtime nlohmann_json::nlohmann_json)
netc_warnings(netc_safetensors_tool)
add_test(NAME runtime/safetensors_interop
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/safetensors_interop.py
          $<TARGET_FILE:netc_safetensors_tool>)
