#!/usr/bin/env bash
# Makes damka_<version>_amd64.deb with cpack, unpacks it into an empty prefix (what dpkg -i
# puts under /, here under a temporary folder), and runs the installed programs from there:
# `damka --version`, `damka variants` (the plugins found in PREFIX/usr/lib/damka/plugins, not
# in the build tree, and the rules-file variants malaysian and sri-lankan read from there),
# `damka demo` and `damka-conformance`. Then, as a plugin author with the
# package only (issue 47): the guide and the example are in usr/share/doc/damka; the example,
# copied out, configures against the package's CMake file, builds (C++17, its default, and
# C++20), passes the installed damka-conformance, installs with `cmake --install` into
# lib/damka/plugins under its prefix, and the installed damka lists it; `damka variants --ids`,
# the help naming the installed plugin folder, `rules V perft --help` without V, and `damka
# serve`'s warning when the event's variant is not loaded. Usage: install_test.sh BUILD VERSION
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
# The national variants shipped as draughts rules files (issue 47 part 3), read by the installed
# plugin from the installed plugin folder.
for id in malaysian sri-lankan; do
  [ -f "$prefix/usr/lib/damka/plugins/$id.draughts" ] || fail "the package has no usr/lib/damka/plugins/$id.draughts"
  echo "$variants" | grep -Eq "^$id +.*$prefix/usr/lib/damka/plugins/libdamka_draughts.so" || fail "no $id variant: $variants"
done
echo "$variants" | grep -q "refused" && fail "an installed plugin or rules file was refused: $variants"

demo=$(cd "$work" && env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" demo --out "$work/demo" 2>&1) || fail "demo: $demo"
ls "$work/demo" | grep -q . || fail "demo wrote nothing in $work/demo"

conf=$(env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka-conformance" --gtest_brief=1 2>&1) || fail "conformance: $conf"
echo "$conf" | grep -q "PASSED" || fail "conformance did not pass: $conf"
env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka-conformance" --help | grep -q "installed plugin folder $prefix/usr/lib/damka/plugins" \
  || fail "the installed kit's help does not name its plugin folder"

# --- What the package gives a plugin author (issue 47 part 2) ---
damka=(env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka")
doc=usr/share/doc/damka
listing=$(dpkg-deb -c "$deb") # what dpkg -L damka lists once installed
for f in $doc/plugin-guide.md $doc/example/frogs.cpp $doc/example/CMakeLists.txt $doc/example/README.md \
         usr/lib/cmake/DamkaPluginApi/DamkaPlugin.cmake; do
  [ -f "$prefix/$f" ] || fail "the package has no $f (uncompressed)"
  grep -q " \./$f\$" <<< "$listing" || fail "dpkg -L would not list $f"
done
grep -q "damka variants --ids" "$prefix/$doc/plugin-guide.md" || fail "the guide does not point to damka variants --ids"
grep -q "lib/damka/plugins" "$prefix/usr/lib/cmake/DamkaPluginApi/DamkaPluginApiConfig.cmake" \
  || fail "the CMake package does not set DAMKA_PLUGIN_INSTALL_DIR"

# The ids and GameType numbers taken, from the installed plugins (PDN 3.0: 25 Russian,
# 20 International, 21 English).
ids=$("${damka[@]}" variants --ids 2>&1) || fail "variants --ids: $ids"
for want in "russian 25" "international 20" "english 21"; do
  set -- $want
  echo "$ids" | grep -Eq "^$1 +$2 +$prefix/usr/lib/damka/plugins/libdamka_draughts.so\$" || fail "variants --ids lacks $want: $ids"
done
[ "$(echo "$ids" | tail -n +2 | awk '{print $1}')" = "$(echo "$ids" | tail -n +2 | awk '{print $1}' | LC_ALL=C sort)" ] \
  || fail "variants --ids is not sorted: $ids"
# The help names the plugin folder of the installed program, not the build's.
help=$("${damka[@]}" variants --help) || fail "variants --help"
echo "$help" | tr -s ' \n' ' ' | grep -q "the installed plugin folder $prefix/usr/lib/damka/plugins" \
  || fail "the help does not name the installed plugin folder: $help"
echo "$help" | grep -q "$build" && fail "an installed damka's help names the build tree: $help"
# An action's help without the variant loaded.
perft=$("${damka[@]}" rules no-such-variant perft --help 2>&1) || fail "rules no-such-variant perft --help: $perft"
echo "$perft" | grep -q "DEPTH" || fail "rules perft --help without the variant: $perft"

# The example, out of tree, as the installed guide says.
author="$work/author"
mkdir -p "$author"
cp -r "$prefix/$doc/example" "$author/frogs"
build_example() { # DIR [cmake options...]
  local dir=$1; shift
  cmake -S "$author/frogs" -B "$dir" -DCMAKE_PREFIX_PATH="$prefix/usr" -DCMAKE_INSTALL_PREFIX=/usr "$@" \
    > "$dir.log" 2>&1 || { cat "$dir.log"; fail "configuring the example ($*)"; }
  cmake --build "$dir" >> "$dir.log" 2>&1 || { cat "$dir.log"; fail "building the example ($*)"; }
  [ -f "$dir/libdamka_example_frogs.so" ] || fail "no $dir/libdamka_example_frogs.so"
  local c
  c=$(env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka-conformance" --plugin "$dir/libdamka_example_frogs.so" \
      --gtest_brief=1 2>&1) || fail "conformance of the example ($*): $c"
}
build_example "$author/build"                              # C++17: the example's default
grep -rqE -- "-std=(c|gnu)\+\+17" "$author/build/CMakeFiles/damka_example_frogs.dir/flags.make" \
  || fail "the example's default build is not C++17"
build_example "$author/build20" -DCMAKE_CXX_STANDARD=20
listed=$("${damka[@]}" variants --plugins "$author/build" 2>&1) || fail "variants --plugins: $listed"
echo "$listed" | grep -q "example-frogs" || fail "damka does not list the example built: $listed"

# Installed with cmake --install: into DESTDIR under the prefix the guide gives (/usr), and into
# the unpacked package's own prefix, where the installed damka finds it without --plugins.
DESTDIR="$author/dest" cmake --install "$author/build" > "$author/install.log" 2>&1 \
  || { cat "$author/install.log"; fail "cmake --install of the example"; }
[ -f "$author/dest/usr/lib/damka/plugins/libdamka_example_frogs.so" ] \
  || fail "cmake --install did not put the example in lib/damka/plugins: $(cd "$author/dest" && find . -type f)"
listed=$("${damka[@]}" variants --plugins "$author/dest/usr/lib/damka/plugins" 2>&1) || fail "variants: $listed"
echo "$listed" | grep -q "example-frogs" || fail "damka does not list the installed example: $listed"
cmake --install "$author/build" --prefix "$prefix/usr" > "$author/install.log" 2>&1 \
  || { cat "$author/install.log"; fail "cmake --install --prefix of the example"; }
listed=$("${damka[@]}" variants --ids 2>&1) || fail "variants --ids: $listed"
echo "$listed" | grep -Eq "^example-frogs +0 +$prefix/usr/lib/damka/plugins/libdamka_example_frogs.so\$" \
  || fail "the installed damka does not load the example from its plugin folder: $listed"

# damka serve warns at start when the event's variant is not loaded: an event of the example,
# served by a damka without it.
rm "$prefix/usr/lib/damka/plugins/libdamka_example_frogs.so"
"${damka[@]}" event create --db "$work/frogs.db" --name Frogs --variant example-frogs --rounds 1 \
  --plugins "$author/build" > "$work/create.log" 2>&1 || { cat "$work/create.log"; fail "event create"; }
set +e
timeout -s TERM 5 env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" serve --db "$work/frogs.db" \
  --listen 127.0.0.1:0 > "$work/serve.out" 2> "$work/serve.err"
set -e
grep -q "warning: no loaded plugin provides the event's variant 'example-frogs'" "$work/serve.err" \
  || fail "serve did not warn of the unloaded variant: $(cat "$work/serve.out" "$work/serve.err")"
LANG=ru_RU.UTF-8 timeout -s TERM 5 env -u DAMKA_PLUGIN_PATH "$prefix/usr/bin/damka" serve --db "$work/frogs.db" \
  --listen 127.0.0.1:0 --lang ru > "$work/serve.out" 2> "$work/serve.err" || true
grep -q "example-frogs" "$work/serve.err" && ! grep -q "no loaded plugin" "$work/serve.err" \
  || fail "serve --lang ru did not warn in Russian: $(cat "$work/serve.err")"

echo "package ok: $(basename "$deb"), $(echo "$variants" | grep -c . ) lines of variants, the example built," \
  "checked and installed from the package"
