# netc_add_network(<target> SOURCES <file.net> [NAME <c_prefix>] [BATCH <n>]
#                  [TARGET_CPU <cpu>] [OPTIONS <netc build options>...])
#
# Compiles a netc program ahead of time, at build time, into a static library
# target <target> to link against. The header <c_prefix>.h (default prefix:
# <target>) is generated into the build tree, whose directory is on the
# target's include path. netc writes a depfile, so the library is rebuilt when
# the .net file or anything it imports changes (and when netc changes).
# It links netc::aot_runtime, which links no CUDA library: a network with GPU
# code loads CUDA when it first uses a GPU.
# Needs CMake 3.20+ in the calling project (policy CMP0116) for the depfile.
function(netc_add_network target)
  cmake_parse_arguments(PARSE_ARGV 1 NETC "" "NAME;BATCH;TARGET_CPU" "SOURCES;OPTIONS")
  list(LENGTH NETC_SOURCES count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "netc_add_network(${target}): SOURCES takes one .net file (the program's root; "
                        "netc finds what it imports)")
  endif()
  get_filename_component(source "${NETC_SOURCES}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NETC_NAME)
    set(name "${NETC_NAME}")
  else()
    string(MAKE_C_IDENTIFIER "${target}" name)
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/netc/${target}")
  # An imported target's include directory must exist when CMake generates.
  file(MAKE_DIRECTORY "${dir}")
  set(options ${NETC_OPTIONS})
  if(NETC_BATCH)
    list(APPEND options --batch ${NETC_BATCH})
  endif()
  if(NETC_TARGET_CPU)
    list(APPEND options --target-cpu=${NETC_TARGET_CPU})
  endif()
  add_custom_command(
    OUTPUT "${dir}/lib${name}.a" "${dir}/${name}.h"
    COMMAND netc::netc build "${source}" -o "${dir}" --name "${name}" --depfile "${dir}/${name}.d" ${options}
    DEPENDS "${source}" "$<TARGET_FILE:netc::netc>"
    DEPFILE "${dir}/${name}.d"
    COMMENT "netc build ${NETC_SOURCES}"
    VERBATIM)
  add_custom_target(${target}_netc_build DEPENDS "${dir}/lib${name}.a" "${dir}/${name}.h")
  add_library(${target} STATIC IMPORTED GLOBAL)
  set_target_properties(${target} PROPERTIES
    IMPORTED_LOCATION "${dir}/lib${name}.a"
    INTERFACE_INCLUDE_DIRECTORIES "${dir}"
    INTERFACE_LINK_LIBRARIES netc::aot_runtime)
  add_dependencies(${target} ${target}_netc_build)
endfunction()
