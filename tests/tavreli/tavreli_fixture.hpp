// Shared helpers of the Tavreli plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin; the reference side reads the plugin only through its
// move records and position strings.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_tavreli.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace tavreli_test {

inline const damka::Variant &variant() { return damka::testing::plugin_variant("libdamka_tavreli.so", "tavreli"); }
inline damka::Game game(std::string_view setup = {}) { return damka::testing::new_game(variant(), setup); }
using damka::testing::notations;
using damka::testing::play;

inline std::string name_of(int32_t index) { return {char('a' + index % 8), char('1' + index / 8)}; }

// The plugin's move as the reference writes it: (origin, pieces lifted, destination). The
// count is the notation's number prefix; without one the whole tower moves (castling: 1).
inline tavreli_ref::Move ref_move(const damka::MoveRecord &m, const tavreli_ref::Position &r) {
    size_t i = 0;
    int count = 0;
    while (i < m.notation.size() && std::isdigit(static_cast<unsigned char>(m.notation[i])))
        count = count * 10 + (m.notation[i++] - '0');
    if (m.notation.rfind("O-O", 0) == 0)
        count = 1;
    else if (count == 0)
        count = tavreli_ref::height(r, name_of(m.from));
    return {name_of(m.from), count, name_of(m.to)};
}

// The reason a refused move or set-up was given ("" and a test failure when it was accepted).
template <class T>
std::string refusal(const damka::Expected<T> &r, const std::string &what) {
    EXPECT_FALSE(r.has_value()) << what << " was accepted";
    return r.has_value() ? std::string() : r.error();
}

} // namespace tavreli_test
