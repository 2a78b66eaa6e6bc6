# The device inventory, device binding and the executor chosen: rules on
# fake inventories (GoogleTest), and `netc devices` on the machine the tests
# run on.
add_executable(netc_devices_tests unit/devices_test.cc unit/bind_devices_test.cc unit/choose_executor_test.cc)
target_link_libraries(netc_devices_tests PRIVATE netc::devices netc::engine nlohmann_json::nlohmann_json GTest::gtest_main)
netc_warnings(netc_devices_tests)
gtest_discover_tests(netc_devices_tests DISCOVERY_TIMEOUT 60)

find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME e2e/devices
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/devices_test.py $<TARGET_FILE:netc> ${NETC_CUDA})
