// The positions perft is checked from (reference_perft_test.cpp to depth 6,
// reference_perft_slow_test.cpp to depth 8), their counts, and the check itself. The counts are the independent
// reference's (reference_column.*, written from the rule texts, not from plugins/column): two
// captures with the same origin, end and taken squares count once (plugin-api convention).
// From the start, depths 1-3 are also the published Russian draughts / checkers counts, and
// the lasca start was counted by hand to depth 2 (perft_test.cpp).
#pragma once

#include "column_fixture.hpp"
#include "reference_column.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace column_test {

struct PerftCase {
    const char *variant;
    const char *why; // what the position exercises
    const char *record; // the adiukh 7.2 record (plugin README "Position record"); "" = the start
    std::vector<uint64_t> counts; // depth 1, 2, ...
};

inline const std::vector<PerftCase> &perft_cases() {
    static const std::vector<PerftCase> list = {
        {"russian-column", "start", "", {7, 49, 302, 1469, 7482, 37908, 189912, 925862}},
        {"russian-column",
         "towers of both colours over each other; captures through them from ply 2",
         "white: c1-1, e1-1, d2-2/1, c3-1/2, f4-2/1, g3-1, h2-1; black: b6-1/1, d6-2, e5-1/2, g7-1, h6-1, a7-1, c7-1",
         {7, 27, 125, 462, 2015, 6781, 27267, 91130}},
        {"russian-column",
         "kings on top of mixed towers (b8, a5, h2); flying quiet moves and captures",
         "white: Kb8-1/2, c3-2, e3-1, g1-1, Ka5-2/1; black: Kh2-1/3, d6-1/1, f6-2, g7-1, c7-1; black to move",
         {9, 27, 122, 680, 3096, 18697, 95007, 673293}},
        {"russian-column",
         "a man crowned on f8 during a capture goes on as a king: d6:f8:h6",
         "white: d6-1/1, a1-1, c3-2/1, g1-1, h4-1; black: e7-1/2, g7-1, c7-1, Kf2-1, b4-2/1, e5-1",
         {5, 6, 14, 59, 235, 1181, 5731, 27645}},
        {"russian-column",
         "a king tower (3 over 2) among towers; a black king tower on g1",
         "white: Kd4-3/2, a3-1, b2-1/1, h2-1; black: c5-1/1, e5-2/1, f6-1, b6-1, Kg1-2/2, a7-1",
         {6, 18, 54, 324, 1634, 8892, 43024, 233647}},
        {"lasca", "start", "", {6, 6, 18, 54, 116, 324, 846, 2148}},
        {"lasca",
         "a soldier's chain through two towers, crowned on c7 where it stops: c3xa5xc7",
         "white: a1-1, c1-1, d2-2/1, c3-1/1, e3-1, g3-1/1, Od4-1; black: b4-1/1, c5-2, e5-1/2, b6-1, f6-1, a7-1, e7-1",
         {1, 2, 10, 29, 144, 457, 1818, 6006}},
        {"lasca",
         "officers on top of mixed towers, black to move",
         "white: Ob6-2/1, d2-1, e3-1/2, Og5-1; black: Oc3-1/2, d4-2/1, f6-1/1, a7-1, c7-1, Oe1-1; black to move",
         {3, 8, 24, 40, 98, 281, 1119, 4613}},
        {"lasca",
         "soldiers crowned by a capture stop there: c5xe7, e5xc7, e5xg7",
         "white: c5-1/1, e5-2, a3-1, f2-1; black: d6-1/2, b6-1, f6-1/1, Oc3-1, e3-1",
         {5, 12, 27, 111, 343, 1913, 7994, 46717}},
        {"lasca",
         "an officer tower in the corner behind a wall of mixed towers",
         "white: Oa1-1/1, b2-1/1, d4-2/1, f2-1, g3-1; black: c3-1/1, e3-2/1, Oe5-1/1, c5-1, b6-2, f6-1/1",
         {2, 3, 6, 18, 45, 170, 503, 2329}},
        {"adiukh", "start", "", {7, 49, 302, 1469, 7482, 37908, 189912, 925862}},
        {"adiukh",
         "Figure 23 (king h8 3/1) with more towers; black king g1 by square; h6:f8 crowns",
         "white: h6-1, h8-3/1, c1-1, e3-1/1, a3-2; black: b4-3, e7-1/2, g7-1, d6-1, a7-1, g1-1",
         {6, 15, 37, 81, 248, 859, 2468, 8918}},
        {"adiukh",
         "as Figure 28: the e5 tower taken twice in one move, h8:c3:e1:g3:d6:b8 (3.14)",
         "white: h8-1, c1-1/1, a3-1; black: a1-1/1, b6-1, c7-1, d2-1, e5-3/1, f2-1",
         {4, 22, 44, 131, 391, 1148, 2986, 8563}},
        {"adiukh",
         "mixed towers on both halves, black to move",
         "white: a3-1/2, c3-2, d4-1/1, e3-1, g3-1, h2-1, f6-1/1; black: b6-2/1, c5-1/1, e5-1, g5-2, h8-1, d8-1; "
         "black to move",
         {2, 11, 37, 92, 328, 837, 2901, 8166}},
        {"adiukh",
         "Figure 17 extended: h2:f4:h6:f8 crowns and goes on as a king to c5 and g1 (3.11)",
         "white: h2-1, d2-1, b2-1/1, a1-1; black: e3-1, g3-1, g5-1/1, g7-1, c7-2, d6-1/2",
         {5, 5, 8, 16, 43, 74, 291, 436}},
    };
    return list;
}

// Depths `first`..`last` of `c`: the reference and the plugin (through the ABI) give the pinned
// count, and the same count again when every capture path is counted
// (DAMKA_PERFT_KEEP_DUPLICATES).
inline void check_perft(const PerftCase &c, size_t first, size_t last) {
    SCOPED_TRACE(std::string(c.variant) + ": " + c.why);
    const column_ref::Game kind = column_ref::game_of(c.variant);
    const column_ref::Position ref = *c.record ? column_ref::parse(kind, c.record) : column_ref::start(kind);
    const damka::Game g = game(c.variant, c.record);
    ASSERT_EQ(g.position(), column_ref::format(ref)) << "both must read the record alike";
    for (size_t depth = first; depth <= std::min(last, c.counts.size()); ++depth) {
        EXPECT_EQ(column_ref::perft(ref, int(depth), true), c.counts[depth - 1]) << "reference, depth " << depth;
        EXPECT_EQ(g.perft(uint32_t(depth), false), c.counts[depth - 1]) << "plugin, depth " << depth;
        EXPECT_EQ(g.perft(uint32_t(depth), true), column_ref::perft(ref, int(depth), false))
            << "every capture path, depth " << depth;
    }
}

} // namespace column_test
