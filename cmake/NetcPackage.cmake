# What `cmake --install` adds besides netc (bin/netc, libexec/netc-backend) and the stdlib: the
# libraries a `netc build` library calls (its C API, libnetrt, the kernels) and
# a CMake package, so that another project can
#   find_package(netc)
#   netc_add_network(my_net SOURCES model.net)
#   target_link_libraries(app PRIVATE my_net)
# The targets are exported by install(EXPORT) as netc::netc,
# netc::aot_runtime, netc::runtime and netc::cpu_kernels (their EXPORT_NAMEs);
# what they need only in the build tree is $<BUILD_INTERFACE:...> where they
# are declared. netcConfig.cmake finds their dependencies and includes them.
include(CMakePackageConfigHelpers)

set_target_properties(netc PROPERTIES EXPORT_NAME netc)
install(TARGETS netc netc_aot_runtime netc_runtime netc_cpu_kernels EXPORT netcTargets
  RUNTIME DESTINATION bin
  ARCHIVE DESTINATION lib/netc)
# netc execs netc-backend for the commands that generate code (tools/netc.cc).
install(TARGETS netc_backend RUNTIME DESTINATION libexec)
install(EXPORT netcTargets NAMESPACE netc:: DESTINATION lib/cmake/netc)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/netcConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/netcConfig.cmake
  INSTALL_DESTINATION lib/cmake/netc)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/netcConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  # Before 1.0 the C API may change between minor versions.
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${CMAKE_CURRENT_BINARY_DIR}/netcConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/netcConfigVersion.cmake
  ${CMAKE_CURRENT_LIST_DIR}/NetcAddNetwork.cmake
  DESTINATION lib/cmake/netc)
