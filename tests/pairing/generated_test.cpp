// Generated tournaments (seeded): every round the engine pairs meets the absolute criteria
// (C1-C3, prohibited pairs, one PAB at most, everybody available paired exactly once), as
// judged by the independent checker; and the checker does catch a broken pairing.
#include "pairing/trf/generator.hpp"

#include <gtest/gtest.h>

using namespace damka::pairing;

TEST(Generated, AbsoluteCriteriaHoldOverTwoHundredTournaments) {
    int rounds_checked = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GeneratorConfig c;
        c.rounds = 5 + static_cast<int>(seed % 5);
        c.players = 2 * c.rounds + static_cast<int>(seed % 20); // enough players for the rounds
        c.forfeit_rate = 15;
        c.half_point_bye_rate = 25;
        c.retired_rate = 8;
        if (seed % 2) c.win = 20, c.draw = 10; // draughts scoring 2-1-0
        auto doc = generate_tournament(c, seed);
        ASSERT_TRUE(doc) << "seed " << seed << ": " << doc.error();
        for (int r = 1; r <= doc->rounds_played(); ++r) {
            auto in = trf::round_input(*doc, r);
            ASSERT_TRUE(in) << in.error();
            Pairing played;
            for (const trf::PlayerRecord &p : doc->players) {
                const trf::Cell &cell = p.rounds[static_cast<std::size_t>(r - 1)];
                if (cell.opponent && cell.colour == 'w') played.pairs.push_back({p.start, cell.opponent});
                if (cell.result == 'U') played.bye = p.start;
            }
            const auto errors = check_absolute(in->players, in->settings, played);
            EXPECT_TRUE(errors.empty()) << "seed " << seed << " round " << r << ": " << errors.front();
            ++rounds_checked;
        }
    }
    EXPECT_GT(rounds_checked, 1000);
}

TEST(Generated, CheckerCatchesARematchAndAMissingPlayer) {
    std::vector<Player> ps(4);
    for (int i = 0; i < 4; ++i) ps[i].start = i + 1;
    ps[0].rounds = {{RoundKind::Played, 2, Colour::White}};
    ps[1].rounds = {{RoundKind::Played, 1, Colour::Black}};
    ps[2].rounds = {{RoundKind::Played, 4, Colour::White}};
    ps[3].rounds = {{RoundKind::Played, 3, Colour::Black}};
    Settings s;
    s.round = 2;
    Pairing bad;
    bad.pairs = {{2, 1}};
    const auto errors = check_absolute(ps, s, bad);
    ASSERT_EQ(errors.size(), 3u);
    EXPECT_EQ(errors[0], "2-1: rematch (C.04.3 C1)");
    EXPECT_EQ(errors[1], "player 3 is not paired (C.04.3 C4)");
}
