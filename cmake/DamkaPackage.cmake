# `cpack -G DEB` in the build folder makes damka_<version>_amd64.deb: the program, the plugins
# in /usr/lib/damka/plugins, the conformance kit, the SDK headers and CMake package for plugin
# authors, the manual page. The version is the project's (CMakeLists.txt, one place), the one
# `damka --version` prints. tests/package installs it in an empty prefix and runs it.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME damka)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "Damka")
set(CPACK_PACKAGE_CONTACT "Damka developers <damka@invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Tournament manager and arbiter for the draughts family")
set(CPACK_PACKAGE_DESCRIPTION
    "Players, pairings (FIDE Dutch Swiss, round robin, knockout, team systems), results, standings\n"
    "with tie-breaks, printouts, TRF and PDN, the arbiter's clocks and rulings, live pages;\n"
    "every game variant a plugin behind a stable C ABI, with the SDK to write more.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # damka_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # Depends: from the libraries the binaries link
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
include(CPack)
