# cmake -DROOT=<source tree> -P CheckReadmes.cmake
# Every folder's README.md says what lives there (STYLE.md); this holds it to the tree both ways
# and fails listing each break:
# - A README names a file with a backticked name of a source or text file (extension .c .h .cpp
#   .hpp .cmake .py .js .css .sh .md .txt .ts), e.g. `site.cpp`, `core/variant.hpp`,
#   `solver.hpp/.cpp` (both); each must exist, found from the README's folder, from the top of
#   the tree, from host/ (as the build resolves an include) or as the end of a path below the
#   README's folder (a file of a sub-folder without a README of its own). `game_log_source.*`
#   (lower case: `DoubleSwiss.*` is a test filter) needs one file of that stem, found alike.
#   Not checked: names starting with `/` (web addresses), `../` or `shared/` (outside the tree:
#   the specification beside it), other patterns with `*`. Another program's file is named
#   without backticks.
# - A source file (.c .h .cpp .hpp .cmake .py .js .css .sh) is named by the nearest README.md
#   at or above its folder: a backticked name that is the end of the file's path, whole folder
#   and file names, with or without the extension — `site`, `site.hpp` and `site.cpp` all name
#   server/site.cpp and server/site.hpp; `assets/desk.js` names server/assets/desk.js.
# Folders starting with `.` and build folders (holding CMakeCache.txt) are not read.
cmake_minimum_required(VERSION 3.25)
if(NOT ROOT)
  message(FATAL_ERROR "give -DROOT=<source tree>")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)

set(source_ext "c|h|cpp|hpp|cmake|py|js|css|sh")
set(named_ext "${source_ext}|md|txt|ts")

# Every file of the tree, relative to ROOT.
file(GLOB tops LIST_DIRECTORIES true RELATIVE "${ROOT}" "${ROOT}/*")
set(files "")
foreach(top IN LISTS tops)
  if(top MATCHES "^\\." OR EXISTS "${ROOT}/${top}/CMakeCache.txt")
    continue()
  endif()
  if(IS_DIRECTORY "${ROOT}/${top}")
    file(GLOB_RECURSE below RELATIVE "${ROOT}" "${ROOT}/${top}/*")
    list(FILTER below EXCLUDE REGEX "(^|/)\\.")
    list(APPEND files ${below})
  else()
    list(APPEND files "${top}")
  endif()
endforeach()
set(readmes ${files})
list(FILTER readmes INCLUDE REGEX "(^|/)README\\.md$")
set(sources ${files})
list(FILTER sources INCLUDE REGEX "\\.(${source_ext})$")

set(problems "")
set(index 0)
foreach(readme IN LISTS readmes)
  get_filename_component(dir "${readme}" DIRECTORY) # "" at the top
  if(dir)
    set(prefix "${dir}/")
  else()
    set(prefix "")
  endif()
  file(READ "${ROOT}/${readme}" text)
  string(REGEX MATCHALL "`[^]`;[\\ \t\r\n]+`" quoted "${text}")
  set(names "")
  foreach(q IN LISTS quoted)
    string(REGEX REPLACE "^`(\\./)?(.*)`$" "\\2" name "${q}")
    # `solver.hpp/.cpp` names solver.hpp and solver.cpp.
    if(name MATCHES "^(.+)\\.([A-Za-z0-9]+)/\\.([A-Za-z0-9]+)$")
      set(each "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}" "${CMAKE_MATCH_1}.${CMAKE_MATCH_3}")
    else()
      set(each "${name}")
    endif()
    foreach(name IN LISTS each)
      if(name MATCHES "^(/|\\.\\./|shared/|~)")
        continue()
      endif()
      set(given "${name}")
      # What a name must find among the files: a stem's files, or the file itself.
      string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" literal "${name}")
      set(pattern "")
      if(name MATCHES "^([a-z0-9_/.-]+)\\.\\*$")
        set(name "${CMAKE_MATCH_1}")
        string(REGEX REPLACE "\\\\\\.\\\\\\*$" "\\\\.[^/]+" pattern "${literal}")
      elseif(name MATCHES "\\*")
        continue()
      elseif(name MATCHES "^[A-Za-z0-9_+./-]*[A-Za-z0-9_]\\.(${named_ext})$")
        set(pattern "${literal}")
      endif()
      if(pattern)
        # From the README's folder or a folder below it, the top of the tree, or host/.
        set(found ${files})
        list(FILTER found INCLUDE REGEX "^(${prefix}(.*/)?|host/)?${pattern}$")
        if(NOT found)
          string(APPEND problems "\n  ${readme}: names `${given}`, and no such file exists")
        endif()
        string(REGEX REPLACE "\\.(${named_ext})$" "" name "${name}")
      endif()
      list(APPEND names "${name}")
    endforeach()
  endforeach()
  set(names_of_${dir} ${names})
  set(has_readme_${dir} TRUE)
endforeach()

foreach(source IN LISTS sources)
  # The nearest README at or above the file's folder.
  get_filename_component(dir "${source}" DIRECTORY)
  while(dir AND NOT has_readme_${dir})
    get_filename_component(dir "${dir}" DIRECTORY)
  endwhile()
  if(NOT has_readme_${dir})
    string(APPEND problems "\n  ${source}: no README.md at or above its folder")
    continue()
  endif()
  if(dir)
    set(readme "${dir}/README.md")
  else()
    set(readme "README.md")
  endif()
  # Every end of its path, with and without the extension: a/b/c.cpp, b/c.cpp, c.cpp, a/b/c ...
  string(REGEX REPLACE "\\.(${source_ext})$" "" stem "${source}")
  set(named FALSE)
  foreach(path "${source}" "${stem}")
    while(TRUE)
      if(path IN_LIST names_of_${dir})
        set(named TRUE)
        break()
      endif()
      string(FIND "${path}" "/" slash)
      if(slash LESS 0)
        break()
      endif()
      math(EXPR slash "${slash} + 1")
      string(SUBSTRING "${path}" ${slash} -1 path)
    endwhile()
    if(named)
      break()
    endif()
  endforeach()
  if(NOT named)
    string(APPEND problems "\n  ${source}: not named by ${readme}")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "READMEs and the tree disagree (cmake/CheckReadmes.cmake):${problems}")
endif()
list(LENGTH readmes r)
list(LENGTH sources s)
message(STATUS "READMEs kept: ${r} READMEs name what exists, and ${s} source files are each named")
