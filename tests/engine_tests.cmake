# `netc run` end to end: training to a known loss, determinism, resume,
# refusal of bad data, checkpoints and devices; Fashion-MNIST on a subset.
add_test(NAME e2e/run COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/run_test.py $<TARGET_FILE:netc> fashion)
set_tests_properties(e2e/run PROPERTIES TIMEOUT 600)

add_executable(netc_engine_tests unit/schedule_test.cc unit/step_program_test.cc)
target_link_libraries(netc_engine_tests PRIVATE netc::engine netc::driver GTest::gtest_main)
target_compile_definitions(netc_engine_tests PRIVATE NETC_TEST_STDLIB_DIR="${PROJECT_SOURCE_DIR}/stdlib")
netc_warnings(netc_engine_tests)
gtest_discover_tests(netc_engine_tests DISCOVERY_TIMEOUT 60)
