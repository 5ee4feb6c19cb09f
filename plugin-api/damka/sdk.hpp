// Damka plugin SDK — header-only C++ helper compiled into the plugin (never into the host).
//
// A plugin author writes a class derived from damka::sdk::Game and a list of VariantDef
// (sdk_game.hpp); DAMKA_DEFINE_PLUGIN (sdk_adapter.hpp) turns them into the C tables of
// plugin_api.h and exports the single entry symbol, catching every exception at the boundary.
// The board description is written with sdk_board.hpp over the JSON writer of sdk_json.hpp.
// This header includes all four: one include gives the whole SDK. The author's guide is
// plugin-api/README.md, installed as /usr/share/doc/damka/plugin-guide.md with the example
// plugin in /usr/share/doc/damka/example (frogs.cpp, CMakeLists.txt).
#ifndef DAMKA_SDK_HPP
#define DAMKA_SDK_HPP

#include "damka/plugin_api.h"
#include "damka/sdk_adapter.hpp"
#include "damka/sdk_board.hpp"
#include "damka/sdk_game.hpp"
#include "damka/sdk_json.hpp"

// The standard headers this header gave before it was split: plugins may rely on them.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#endif // DAMKA_SDK_HPP
