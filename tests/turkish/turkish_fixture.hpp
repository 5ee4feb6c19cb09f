// The Turkish plugin (libdamka_turkish.so) from the build's plugin folder, through the ABI.
#pragma once

#include "tests/support/plugin_fixture.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

namespace damka::turkish_test {

inline const Variant &turkish() { return damka::testing::plugin_variant("libdamka_turkish.so", "turkish"); }

// A game from a FEN (empty: the start position); throws when it is refused.
inline Game game(std::string_view fen = {}) { return damka::testing::new_game(turkish(), fen); }

using damka::testing::notations;
using damka::testing::play;

// The legal move written `notation`, which must be listed.
inline MoveRecord listed(const Game &g, const std::string &notation) {
    for (const MoveRecord &m : g.legal_moves())
        if (m.notation == notation) return m;
    throw std::runtime_error(notation + " is not among the legal moves of " + g.position());
}

// Square index of a name, as the ABI counts them: y * 8 + x, a1 = 0 (plugin-api "Squares").
inline int sq(const char *name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

} // namespace damka::turkish_test
