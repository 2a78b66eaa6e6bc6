# netc_add_network(<target> SOURCES <file.net> [NAME <c_prefix>] [BATCH <n>]
#                  [TARGET_CPU <cpu>] [OPTIONS <netc build options>...])
#
# Compiles a netc program ahead of time, at build time, into a static library
# target <target> to link against. The header <c_prefix>.h (default prefix:
# <target>) is generated into the build tree, whose directory is on the
# target's include path. netc writes a depfile, so the library is rebuilt when
# the .net file or anything it imports changes (and when netc changes).
# A network built with `OPTIONS --cuda-arch none` has no GPU code and links
# netc::aot_runtime_cpu, which needs no CUDA library; any other links
# netc::aot_runtime, which (when netc was built with CUDA) needs the CUDA
# toolkit's cudart and cublas.
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
  # Which runtime: the CPU-only one for a library without GPU code.
  set(runtime netc::aot_runtime)
  list(FIND options "--cuda-arch=none" arch_none_joined)
  list(FIND options "--cuda-arch" arch_flag)
  if(NOT arch_none_joined EQUAL -1)
    set(runtime netc::aot_runtime_cpu)
  elseif(NOT arch_flag EQUAL -1)
    math(EXPR arch_value "${arch_flag} + 1")
    list(LENGTH options option_count)
    if(arch_value LESS option_count)
      list(GET options ${arch_value} arch)
      if(arch STREQUAL "none")
        set(runtime netc::aot_runtime_cpu)
      endif()
    endif()
  endif()
  if(NOT TARGET ${runtime})
    message(FATAL_ERROR "netc_add_network(${target}): netc was built with CUDA, so a network with GPU code links "
                        "the CUDA runtime and cuBLAS, but find_package(CUDAToolkit) found no CUDA toolkit. Install "
                        "it, or build the network for the CPU only: OPTIONS --cuda-arch none")
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
    INTERFACE_LINK_LIBRARIES ${runtime})
  add_dependencies(${target} ${target}_netc_build)
endfunction()
