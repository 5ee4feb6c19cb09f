// What the reference-agreement tests share: the plugin's games through the ABI, the
// hand-built middle-game positions, and the perft comparison.
#pragma once

#include "plugin_fixture.hpp"
#include "reference_ashtarashki.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace ashtarashki_ref::test {

inline damka::Game game(const std::string &setup = {}) {
    return damka::testing::new_game(damka::testing::plugin_variant("libdamka_ashtarashki.so", "ashtarashki"), setup);
}

// A position to count from and why it is there. Ashtarashki has no towers or stacks: a
// stone's whole story is its group and its state M/V/W (3.6), so the middle-game positions
// mix the states and put stones on and near both finish rows.
struct Named {
    const char *name;
    const char *record;
};

inline const std::vector<Named> &middle_games() {
    static const std::vector<Named> list = {
        // Contact in the 3:2:1 cycle (3.5): White M3 f4 must choose between f4:e5 and the
        // chain f4:g5:h6 through a W (3.6.3); V1 h2 and W a3 may move but never take (3.6.2).
        {"cycle", "White: M1 - c3, e3; M2 - b2, d4; M3 - f4, g3; V1h2; Wa3. "
                  "Black: M1 - d6, f6; M2 - c5, e5, g5; M3 - b6, e7; V2a5; Wh6. White to move."},
        // Retreated stones on both sides and one finished stone each (3.7: f8 and c1 are out
        // of play). Black must take (3.4): M1 d6 takes M3 c5, M2 f6 takes V1 e5 (3.6.2), while
        // M2 b6 may not take M3 c5 (3.5). White's W a1 and W h4 can only step forward (a W's
        // retreat needs an empty square on the board: none below a1, V3 on g3).
        {"retreated", "White: M1 - b4, f2; M2 - d2, f8; M3c5; V1e5; V3g3; W - a1, h4. "
                      "Black: M1 - d6, h8; M2 - b6, f6; M3c1; V2c7; W - e3, g7. Black to move."},
        // White has no step forward: every stone is walled in (M1 g7 by Black M1s on f8 and
        // h8, M2 a7 by M2 b8, V3 d4 by c5 and e5, W c1 by b2 and d2), so a retreat is
        // compulsory (3.6.5); W c1 cannot move at all. Black's M2 b2 then takes W c1 and
        // stops on its finish row (3.6.3, 3.7).
        {"walled", "White: M1g7; M2a7; V3d4; Wc1. "
                   "Black: M1 - e5, f8, h8; M2 - b2, b8; M3c5; V1d2. White to move."},
        // Fewer than four stones home on either side, near the end (4.4.3 a, d): White has
        // two home and may liquidate W b4; Black has two home and M3 f2 one step from g1.
        {"ending", "White: M1c5; M2 - d8, f8; V2g5; Wb4. "
                   "Black: M1a1; M2e1; M3f2; V1c7; We3. White to move."},
        // Capture chains (3.3, 7.2): M3 d4 takes c5, b6 and then a5, or c7 and d8, where it
        // stops on its finish row (3.7); or e5 and the W on f6. M1 g5 and M2 h2 take too.
        {"chains", "White: M1g5; M2 - e3, h2; M3d4. "
                   "Black: M1 - a7, g3; M2 - b6, c5, d8, e5; M3 - f4, h6; W - a5, c7, f6. White to move."},
    };
    return list;
}

// The plugin's perft, with and without duplicate capture paths, equals the reference's.
inline void expect_same_perft(const std::string &record, int depth) {
    const damka::Game g = game(record);
    const Position r = record.empty() ? start() : parse(record);
    const uint64_t expected = perft(r, depth, false);
    EXPECT_EQ(g.perft(uint32_t(depth), true), expected) << "depth " << depth << " from " << g.position();
    EXPECT_EQ(g.perft(uint32_t(depth), false), perft(r, depth, true)) << "depth " << depth << " from " << g.position();
    std::printf("perft %d = %llu from %s\n", depth, static_cast<unsigned long long>(expected), g.position().c_str());
}

} // namespace ashtarashki_ref::test
