# damka_options: the one interface target that carries warnings and sanitizer flags.
add_library(damka_options INTERFACE)
target_compile_features(damka_options INTERFACE cxx_std_20)
target_compile_options(damka_options INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor>)
if(DAMKA_SANITIZE OR DAMKA_FUZZ)
  # Undefined behaviour stops the program, so a test or a fuzz run that meets it fails.
  target_compile_options(damka_options INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_link_options(damka_options INTERFACE -fsanitize=address,undefined)
endif()
if(DAMKA_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "DAMKA_FUZZ needs clang (libFuzzer): configure with CC=clang CXX=clang++")
  endif()
  # Coverage feedback for libFuzzer in every library a fuzz target links; the ordinary
  # executables still link (the sanitizer runtime carries the coverage hooks' defaults).
  target_compile_options(damka_options INTERFACE -fsanitize=fuzzer-no-link)
endif()

# Rooted includes: "tournament/event.hpp", "core/expected.hpp" (host modules) and
# "arbiter/judge.hpp", "reports/reports.hpp", "tests/support/damka_cli.hpp" (the rest of the
# tree); a file includes its own folder's headers by bare name. Plugins see only plugin-api.
add_library(damka_source_root INTERFACE)
target_include_directories(damka_source_root INTERFACE "${CMAKE_SOURCE_DIR}/host" "${CMAKE_SOURCE_DIR}")

# Qt code: no implicit conversions from const char* (qBittorrent's habit).
add_library(damka_qt_options INTERFACE)
target_compile_definitions(damka_qt_options INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_USE_QSTRINGBUILDER)
target_link_libraries(damka_qt_options INTERFACE damka_options)
