// What the reference-agreement tests share: the plugin's games through the ABI, the
// hand-built middle-game positions, and the perft comparison.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_ashtarashki.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace ashtarashki_ref::test {

inline damka::Game game(const std::string &setup = {}) {
    return damka::testing::new_game(damka::testing::plugin_variant("libdamka_ashtarashki.so", "ashtarashki"), setup);
}

// A position to count from and why it is there. Ashtarashki has no towers or stacks: a
// stone's whole story is its group and its state M/V/W (3.6), so the middle-game positions
// mix the states and put stones on and near both finish rows.
// `perft` holds the reference's leaf counts from depth 1 on, kept as the generator's signature
// (the depth-1 counts are worked out by hand next to each position).
struct Named {
    const char *name;
    const char *record;
    std::vector<uint64_t> perft;
};

// 2.1, 2.2. Depth 1: seven steps forward (M2 a3, M3 c3, M3 e3, M2 g3 into rank 4); every
// square behind a stone is taken, so no retreat. Depth 2: seven replies each, 49.
inline const Named &start_position() {
    static const Named n{"start", "", {7, 49, 382, 2659, 20742, 154929, 1203660, 9051260}};
    return n;
}

inline const std::vector<Named> &middle_games() {
    static const std::vector<Named> list = {
        // Contact in the 3:2:1 cycle (3.5): White M3 f4 must choose between f4:e5 and the
        // chain f4:g5:h6 through a W (3.6.3); V1 h2 and W a3 may move but never take (3.6.2).
        // Depth 1: the two captures.
        {"cycle",
         "White: M1 - c3, e3; M2 - b2, d4; M3 - f4, g3; V1h2; Wa3. "
         "Black: M1 - d6, f6; M2 - c5, e5, g5; M3 - b6, e7; V2a5; Wh6. White to move.",
         {2, 12, 124, 877, 10614, 86116, 1073245}},
        // Retreated stones on both sides and one finished stone each (3.7: f8 and c1 are out
        // of play). Black must take (3.4): M1 d6 takes M3 c5, M2 f6 takes V1 e5 (3.6.2), while
        // M2 b6 may not take M3 c5 (3.5). White's W a1 and W h4 can only step forward (a W's
        // retreat needs an empty square on the board: none below a1, V3 on g3).
        // Depth 1: the two captures.
        {"retreated",
         "White: M1 - b4, f2; M2 - d2, f8; M3c5; V1e5; V3g3; W - a1, h4. "
         "Black: M1 - d6, h8; M2 - b6, f6; M3c1; V2c7; W - e3, g7. Black to move.",
         {2, 5, 5, 52, 572, 7052, 69412}},
        // White has no step forward: every stone is walled in (M1 g7 by Black M1s on f8 and
        // h8, M2 a7 by M2 b8, V3 d4 by c5 and e5, W c1 by b2 and d2), so a retreat is
        // compulsory (3.6.5); W c1 cannot move at all. Black's M2 b2 then takes W c1 and
        // stops on its finish row (3.6.3, 3.7).
        // Depth 1: M1 g7 to f6 or h6, M2 a7 to b6, V3 d4 to c3 or e3, all retreats.
        // Depth 2, Black must take (3.4): after g7-f6V or g7-h6V b2:c1 or e5:d4 (M1 takes V3, 3.6.2);
        // after a7-b6V also c5:b6 (M3 takes V2); after d4-c3W b2:c1 or b2:c3; after d4-e3W only
        // b2:c1: 2+2+3+2+1 = 10.
        {"walled",
         "White: M1g7; M2a7; V3d4; Wc1. "
         "Black: M1 - e5, f8, h8; M2 - b2, b8; M3c5; V1d2. White to move.",
         {5, 10, 52, 221, 1140, 9301, 47550}},
        // Fewer than four stones home on either side, near the end (4.4.3 a, d): White has
        // two home and may liquidate W b4; Black has two home and M3 f2 one step from g1.
        // Depth 1, no capture: M1 c5 to b6, d6 or back to d4 (V); V2 g5 to f6, h6, or back to f4,
        // h4 (W); W b4 to a5, or back to a3, c3 (Z): 3+4+3 = 10.
        {"ending",
         "White: M1c5; M2 - d8, f8; V2g5; Wb4. "
         "Black: M1a1; M2e1; M3f2; V1c7; We3. White to move.",
         {10, 76, 701, 5178, 43253, 295678, 2212197}},
        // Capture chains (3.3, 7.2): M3 d4 takes c5, b6 and then a5, or c7 and d8, where it
        // stops on its finish row (3.7); or e5 and the W on f6. M1 g5 and M2 h2 take too.
        // Depth 1: d4:c5:b6:a5, d4:c5:b6:c7:d8, d4:e5:f6, g5:h6, g5:f4, g5:f6, h2:g3.
        {"chains",
         "White: M1g5; M2 - e3, h2; M3d4. "
         "Black: M1 - a7, g3; M2 - b6, c5, d8, e5; M3 - f4, h6; W - a5, c7, f6. White to move.",
         {7, 9, 32, 350, 724, 8540, 49360}},
    };
    return list;
}

// The plugin's perft, with and without duplicate capture paths, equals the reference's, and
// the reference's equals the count kept for the position.
inline void expect_same_perft(const Named &n, int depth) {
    const damka::Game g = game(n.record);
    const Position r = *n.record ? parse(n.record) : start();
    const uint64_t expected = perft(r, depth, false);
    EXPECT_EQ(expected, n.perft.at(size_t(depth - 1))) << n.name << " depth " << depth;
    EXPECT_EQ(g.perft(uint32_t(depth), true), expected) << n.name << " depth " << depth << " from " << g.position();
    EXPECT_EQ(g.perft(uint32_t(depth), false), perft(r, depth, true)) << n.name << " depth " << depth;
    std::printf("%s: perft %d = %llu\n", n.name, depth, static_cast<unsigned long long>(expected));
}

} // namespace ashtarashki_ref::test
