// Helpers for the Ashtarashki rule tests: positions from records, move lists as notation.
#pragma once

#include "plugins/ashtarashki/movegen.hpp"
#include "plugins/ashtarashki/notation.hpp"
#include "plugins/ashtarashki/position_record.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace damka::ashtarashki::test {

inline Position pos(const std::string &record) { return parse_position(record); }

// The legal moves of the side to move, long form, sorted.
inline std::vector<std::string> moves(const Position &p) {
    std::vector<RawMove> raw;
    generate(p, p.to_move, raw);
    std::vector<std::string> out;
    for (const RawMove &m : raw) out.push_back(long_form(p, m));
    std::sort(out.begin(), out.end());
    return out;
}

// Plays the legal move whose long form is `text`; fails the test when there is none.
inline Position after(Position p, const std::string &text) {
    std::vector<RawMove> raw;
    generate(p, p.to_move, raw);
    for (const RawMove &m : raw)
        if (long_form(p, m) == text) {
            apply(p, m);
            return p;
        }
    throw std::runtime_error("no legal move " + text + " in " + format_position(p));
}

inline Stone at(const Position &p, const std::string &square) {
    return p.board[square_at(square[0] - 'a', square[1] - '1')];
}

} // namespace damka::ashtarashki::test
