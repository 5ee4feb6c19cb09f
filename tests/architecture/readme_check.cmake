# cmake -DCASE=missing|unnamed|clean -DWORK=<empty folder> -DCHECK=<CheckReadmes.cmake> -P readme_check.cmake
# Writes a small tree into WORK and runs the README check on it: `missing` (a README names a
# file that is not there) and `unnamed` (a source no README names) must fail naming the README
# and the file; `clean` names its files in every accepted form and must pass.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# The same small tree each time: a library folder with its README, a sub-folder without one,
# a top README, a header and its source, an include-path name, a build folder never read.
file(WRITE "${WORK}/README.md" "# top\n\n- `lib/` — the library.\n- `host/core/expected.hpp` — found from host/ too.\n")
file(WRITE "${WORK}/host/core/expected.hpp" "")
file(WRITE "${WORK}/lib/site.cpp" "")
file(WRITE "${WORK}/lib/site.hpp" "")
file(WRITE "${WORK}/lib/solver.cpp" "")
file(WRITE "${WORK}/lib/solver.hpp" "")
file(WRITE "${WORK}/lib/log_source.cpp" "")
file(WRITE "${WORK}/lib/model.cpp" "")
file(WRITE "${WORK}/lib/model.hpp" "")
file(WRITE "${WORK}/lib/assets/desk.js" "")
file(WRITE "${WORK}/lib/notes.txt" "")
file(WRITE "${WORK}/build/CMakeCache.txt" "")
file(WRITE "${WORK}/build/generated.cpp" "")
set(readme "# lib\n\n- `site` — what an address answers.\n- `solver.hpp/.cpp` — the solver.\n"
           "- `log_source.*` — a game's log.\n- `model.hpp` — the model.\n"
           "- `assets/desk.js` — the desk's script.\n- `core/expected.hpp` (host/), `/api/v1/event.trf`, "
           "`shared/rules/draughts.md`, `DoubleSwiss.*`, `damka result set`.\n")

if(CASE STREQUAL "missing")
  string(APPEND readme "- `gone.cpp` — removed long ago.\n")
elseif(CASE STREQUAL "unnamed")
  file(WRITE "${WORK}/lib/assets/stray.css" "")
elseif(NOT CASE STREQUAL "clean")
  message(FATAL_ERROR "CASE: missing, unnamed or clean")
endif()
file(WRITE "${WORK}/lib/README.md" "${readme}")

execute_process(COMMAND "${CMAKE_COMMAND}" -DROOT=${WORK} -P "${CHECK}" RESULT_VARIABLE failed
                ERROR_VARIABLE said OUTPUT_VARIABLE told)
message(STATUS "${told}${said}")
if(CASE STREQUAL "clean")
  if(failed)
    message(FATAL_ERROR "the clean tree was refused")
  endif()
elseif(NOT failed)
  message(FATAL_ERROR "the check passed a tree with a ${CASE} file")
endif()
string(REGEX MATCHALL "\n    [^\n]+" problems "${said}")
list(LENGTH problems count)
if(failed AND NOT count EQUAL 1)
  message(FATAL_ERROR "one problem expected, ${count} named")
elseif(CASE STREQUAL "missing" AND NOT said MATCHES "lib/README.md: names `gone.cpp`, and no such file exists")
  message(FATAL_ERROR "the missing file was not named with its README")
elseif(CASE STREQUAL "unnamed" AND NOT said MATCHES "lib/assets/stray.css: not named by lib/README.md")
  message(FATAL_ERROR "the unnamed source was not named with its README")
endif()
