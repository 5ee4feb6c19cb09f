# damka_options: the one interface target that carries warnings and sanitizer flags.
add_library(damka_options INTERFACE)
target_compile_features(damka_options INTERFACE cxx_std_20)
target_compile_options(damka_options INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor>)
if(DAMKA_SANITIZE)
  target_compile_options(damka_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer)
  target_link_options(damka_options INTERFACE -fsanitize=address,undefined)
endif()

# Qt code: no implicit conversions from const char* (qBittorrent's habit).
add_library(damka_qt_options INTERFACE)
target_compile_definitions(damka_qt_options INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_USE_QSTRINGBUILDER)
target_link_libraries(damka_qt_options INTERFACE damka_options)
