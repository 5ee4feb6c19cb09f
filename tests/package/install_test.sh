#!/usr/bin/env bash
# Makes damka_<version>_amd64.deb with cpack, unpacks it into an empty prefix (what dpkg -i
# puts under /, here under a temporary folder), and runs the installed programs from there:
# `damka --version`, `damka variants` (the plugins found in PREFIX/usr/lib/damka/plugins, not
# in the build tree), `damka demo` and `damka-conformance`. Usage: install_test.sh BUILD VERSION
set -euo pipefail
build=$1 version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$work/out" > "$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
deb="$work/out/damka_${version}_amd64.deb"
[ -f "$deb" ] || fail "no $deb (cpack made: $(ls "$work/out"))"

# Dependencies come from the linked libraries (dpkg-shlibdeps): Qt's Core must be among them.
dpkg-deb -f "$deb" Depends | grep -q libqt6core6 || fail "Depends lacks libqt6core6: $(dpkg-deb -f "$deb" Depends)"
dpkg-deb -f "$deb" Version | grep -qx "$version" || fail "package version is not $version"

prefix="$work/root"
dpkg-deb -x "$deb" "$prefix"
for f in usr/bin/damka usr/bin/damka-conformance usr/lib/damka/plugins/libdamka_draughts.so \
         usr/lib/damka/plugins/libdamka_column.so usr/include/damka/plugin_api.h usr/include/damka/sdk.hpp \
         usr/include/damka/sdk_game.hpp usr/include/damka/sdk_json.hpp usr/include/damka/sdk_board.hpp \
         usr/include/damka/sdk_adapter.hpp \
         usr/lib/cmake/DamkaPluginApi/DamkaPluginApiConfig.cmake usr/share/man/man1/damka.1; do
  [ -e "$prefix/$f" ] || [ -e "$prefix/$f.gz" ] || fail "the package has no $f"
done
[ -e "$prefix/usr/lib/damka/plugins/libdamka_example.so" ] && fail "the SDK example plugin is installed"

# The installed program, with nothing of the build tree on its search path.
env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" --version | grep -qx "damka $version" || fail "--version"
variants=$(env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" variants 2>&1) || fail "variants: $variants"
echo "$variants" | grep -q "$prefix/usr/lib/damka/plugins" || fail "variants do not come from the prefix: $variants"
echo "$variants" | grep -q "$build" && fail "an installed damka loaded the build tree's plugins: $variants"
echo "$variants" | grep -q "example-frogs" && fail "the SDK example is loaded: $variants"
echo "$variants" | grep -qw russian || fail "no russian variant: $variants"

demo=$(cd "$work" && env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" demo --out "$work/demo" 2>&1) || fail "demo: $demo"
ls "$work/demo" | grep -q . || fail "demo wrote nothing in $work/demo"

conf=$(env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka-conformance" --gtest_brief=1 2>&1) || fail "conformance: $conf"
echo "$conf" | grep -q "PASSED" || fail "conformance did not pass: $conf"
echo "package ok: $(basename "$deb"), $(echo "$variants" | grep -c . ) lines of variants"
