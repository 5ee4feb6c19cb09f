# damka_add_plugin(<target> SOURCES <files...> [OUTPUT_DIRECTORY <dir>] [NO_INSTALL])
# Builds a Damka variant plugin: a MODULE library named lib<target>.so (the host loads only
# lib*.so files) that exports exactly one symbol, damka_plugin_entry (hidden visibility for
# everything else plus a linker version script).
# Used in-tree and by out-of-tree plugins through find_package(DamkaPluginApi). Out of tree,
# where the package sets DAMKA_PLUGIN_INSTALL_DIR (lib/damka/plugins, relative to the install
# prefix), it also adds the rule that `cmake --install` puts the library there; NO_INSTALL
# leaves it out. In-tree the plugins' install rule is plugins/CMakeLists.txt's.


function(damka_add_plugin target)
  cmake_parse_arguments(ARG "NO_INSTALL" "OUTPUT_DIRECTORY" "SOURCES" ${ARGN})
  add_library(${target} MODULE ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE damka::plugin_api)
  set_target_properties(${target} PROPERTIES
    PREFIX "lib"
    C_VISIBILITY_PRESET hidden
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  if(ARG_OUTPUT_DIRECTORY)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIRECTORY}")
  endif()
  if(NOT APPLE AND NOT WIN32)
    set(_script "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/damka-plugin.map")
    target_link_options(${target} PRIVATE "LINKER:--version-script=${_script}")
    # clang links its sanitizer runtimes into the executable only, so a sanitized in-tree
    # build leaves the plugin's __asan_* symbols for the host to provide at load time.
    if(NOT ((DAMKA_SANITIZE OR DAMKA_FUZZ) AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang"))
      target_link_options(${target} PRIVATE "LINKER:--no-undefined")
    endif()
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${_script}")
  endif()
  if(DAMKA_PLUGIN_INSTALL_DIR AND NOT ARG_NO_INSTALL)
    install(TARGETS ${target} LIBRARY DESTINATION "${DAMKA_PLUGIN_INSTALL_DIR}")
  endif()
endfunction()
