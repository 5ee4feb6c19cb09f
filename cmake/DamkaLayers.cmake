# The layers of the tree and what each may use (README.md "Layout"): a front-end parses, calls
# one service function and prints; libraries never reach up to a layer above them.
#   app/      -> server/ reports/ arbiter/ host/ plugin-api/   (the command line)
#   server/   -> reports/ arbiter/ host/ plugin-api/           (the browser)
#   reports/  -> host/ plugin-api/
#   arbiter/  -> host/ plugin-api/
#   host/     -> plugin-api/
#   plugins/  -> plugin-api/
# Used at configure time on the targets' links (damka_check_layer_links) and by the test
# `architecture.layers` on the sources' #include lines (cmake/CheckLayers.cmake).
set(DAMKA_LAYERS app server reports arbiter host plugins plugin-api)
set(DAMKA_LAYER_USES_app server reports arbiter host plugin-api)
set(DAMKA_LAYER_USES_server reports arbiter host plugin-api)
set(DAMKA_LAYER_USES_reports host plugin-api)
set(DAMKA_LAYER_USES_arbiter host plugin-api)
set(DAMKA_LAYER_USES_host plugin-api)
set(DAMKA_LAYER_USES_plugins plugin-api)
set(DAMKA_LAYER_USES_plugin-api "")

# Inside host/, the modules and what each may include (each folder's README "may depend on"):
# an entry is a module (`core`) or one header of it (`core/expected.hpp`). A module is a
# folder of host/; the longest listed folder holding a file is its module. Checked by the test
# `architecture.layers` on the #include lines (cmake/CheckLayers.cmake).
set(DAMKA_HOST_MODULES core pdn diagram solver storage pairing pairing/matching tournament/model tournament/service festival
    tournament/exchange)
set(DAMKA_HOST_USES_core "")
set(DAMKA_HOST_USES_pdn core)
set(DAMKA_HOST_USES_diagram core pdn)
set(DAMKA_HOST_USES_solver core)
set(DAMKA_HOST_USES_storage core)
# Plain C++: the header-only parts of core, never the plugin loader (damka_core).
set(DAMKA_HOST_USES_pairing core/expected.hpp core/message.hpp core/translatable.hpp pairing/matching)
set(DAMKA_HOST_USES_pairing/matching "")
# host/tournament in three parts: the model is plain C++ (reports/ use it alone); the service runs
# the event over storage; exchange reads and writes files over the service.
set(DAMKA_HOST_USES_tournament/model core/expected.hpp core/message.hpp core/translatable.hpp pairing)
set(DAMKA_HOST_USES_tournament/service tournament/model core pdn storage pairing)
set(DAMKA_HOST_USES_tournament/exchange tournament/service tournament/model core pdn storage pairing)
set(DAMKA_HOST_USES_festival storage core tournament/service tournament/model)

# The host module of an absolute `path` below `root`/host, else "".
function(damka_host_module_of path root out)
  set(found "")
  file(RELATIVE_PATH rel "${root}/host" "${path}")
  foreach(module IN LISTS DAMKA_HOST_MODULES)
    string(LENGTH "${module}" n)
    string(LENGTH "${found}" best)
    if(rel MATCHES "^${module}/" AND n GREATER best)
      set(found "${module}")
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# True when host module `from` may include `file` (relative to host/) of module `to`.
function(damka_host_module_allows from to file out)
  set(ok FALSE)
  if(from STREQUAL to OR to IN_LIST DAMKA_HOST_USES_${from} OR file IN_LIST DAMKA_HOST_USES_${from})
    set(ok TRUE)
  endif()
  set(${out} ${ok} PARENT_SCOPE)
endfunction()

# The layer of a path below `root` (its first folder when that is a layer), else "".
function(damka_layer_of path root out)
  file(RELATIVE_PATH rel "${root}" "${path}")
  string(REGEX MATCH "^[^/]+" top "${rel}")
  if(top IN_LIST DAMKA_LAYERS)
    set(${out} "${top}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# True when layer `from` may use layer `to`.
function(damka_layer_allows from to out)
  if(from STREQUAL to OR to IN_LIST DAMKA_LAYER_USES_${from})
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(_damka_targets_below dir out)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _damka_targets_below("${sub}" more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Fails the configuration when a target of one layer links a target of a layer above it.
function(damka_check_layer_links)
  _damka_targets_below("${CMAKE_SOURCE_DIR}" targets)
  set(problems "")
  foreach(target IN LISTS targets)
    get_target_property(dir ${target} SOURCE_DIR)
    damka_layer_of("${dir}" "${CMAKE_SOURCE_DIR}" from)
    if(NOT from)
      continue()
    endif()
    get_target_property(type ${target} TYPE)
    set(links "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(links ${target} LINK_LIBRARIES)
    endif()
    get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
    set(deps ${links} ${interface})
    list(REMOVE_DUPLICATES deps)
    foreach(dep IN LISTS deps)
      if(NOT dep OR NOT TARGET "${dep}")
        continue()
      endif()
      get_target_property(imported "${dep}" IMPORTED)
      if(imported)
        continue()
      endif()
      get_target_property(dep_dir "${dep}" SOURCE_DIR)
      damka_layer_of("${dep_dir}" "${CMAKE_SOURCE_DIR}" to)
      if(to)
        damka_layer_allows(${from} ${to} ok)
        if(NOT ok)
          string(APPEND problems "\n  ${target} (${from}/) links ${dep} (${to}/)")
        endif()
      endif()
    endforeach()
  endforeach()
  if(problems)
    message(FATAL_ERROR "A library links a layer above it (cmake/DamkaLayers.cmake):${problems}")
  endif()
endfunction()
