// The plugin against the independent reference (reference_alpha.*): move sets, the board after
// every move and the result, over random games from the start and from random set-ups; perft
// from the start and from middle-game positions.
#include "alpha_fixture.hpp"

#include <cstdio>
#include <random>

using namespace alpha_test;

namespace {

struct Tally {
    int games = 0;
    int plies = 0;
    int finished = 0;
    int exits = 0;
    int drops = 0;
    int passes = 0;
};

void compare_game(damka::Game g, alpha_ref::Position r, std::mt19937 &rng, int max_plies, Tally &t) {
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_TRUE(same(board_of(g), r)) << "ply " << ply << ": the boards differ at " << at;
        const damka::GameResult status = g.status();
        const char ref = alpha_ref::result(r);
        ASSERT_EQ(status.finished(), ref != 0) << "status at " << at;
        if (ref) {
            if (ref == 'd') {
                EXPECT_EQ(status.outcome, DAMKA_DRAW) << at;
            } else {
                EXPECT_EQ(status.winner, ref == 'w' ? 0 : 1) << at;
            }
            ++t.finished;
        }
        std::set<alpha_ref::Move> plugin_moves;
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        for (const damka::MoveRecord &m : listed) plugin_moves.insert(ref_move(m, r));
        ASSERT_EQ(plugin_moves.size(), listed.size()) << "two listed moves do the same at " << at;
        ASSERT_EQ(plugin_moves, alpha_ref::moves(r)) << "ply " << ply << ": move sets differ at " << at;
        ++t.plies;
        if (listed.empty()) break;
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        const alpha_ref::Move rm = ref_move(m, r);
        t.exits += rm.to == "off";
        t.drops += rm.from == "@";
        t.passes += rm.from == "pass";
        r = alpha_ref::play(r, rm);
        play(g, m.notation);
    }
    ++t.games;
}

// A random set-up: a few stacks of either side anywhere, reserves, either side to move.
std::pair<std::string, alpha_ref::Position> random_setup(std::mt19937 &rng) {
    alpha_ref::Position p;
    // Sparse boards finish; crowded ones (up to 30 squares taken) shut players in and pass.
    const int stacks = std::uniform_int_distribution<int>(2, 40)(rng);
    int used[2] = {0, 0};
    for (int i = 0; i < stacks; ++i) {
        const std::string sq{char('a' + rng() % 8), char('1' + rng() % 8)};
        const int side = int(rng() % 2);
        const int height = rng() % 3 ? 1 : int(1 + rng() % 4);
        if (p.stacks.count(sq) || used[side] + height > 15) continue; // 16 pieces a side with the reserve
        used[side] += height;
        p.stacks[sq] = {side ? 'b' : 'w', height};
    }
    p.reserve = {int(rng() % 2), int(rng() % 2)};
    p.to_move = rng() % 2 ? 'b' : 'w';
    std::string text;
    int count[2] = {0, 0};
    for (char side : {'w', 'b'}) {
        std::string list;
        for (const auto &[sq, st] : p.stacks)
            if (st.side == side) {
                list += (list.empty() ? "" : ", ") + sq + " " + std::to_string(st.height);
                count[side == 'b'] += st.height;
            }
        text += std::string(side == 'w' ? "white: " : "black: ") + (list.empty() ? "none" : list) + "; ";
    }
    if (count[0] == 0 && count[1] == 0) return random_setup(rng);
    text += "reserve: white " + std::to_string(p.reserve[0]) + ", black " + std::to_string(p.reserve[1]) + "; " +
        (p.to_move == 'w' ? "white" : "black") + " to move";
    return {text, p};
}

TEST(AlphaReference, AgreesOverTwoHundredRandomGamesFromTheStart) {
    std::mt19937 rng(5);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) compare_game(game(), alpha_ref::start(), rng, 300, t);
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.exits, 0) << "random games should take pieces off the board";
    EXPECT_GT(t.drops, 0) << "random games should enter reserve pieces";
    std::printf("alpha: %d games from the start, %d positions compared, %d finished, %d exits, %d drops, %d passes\n",
                t.games, t.plies, t.finished, t.exits, t.drops, t.passes);
}

TEST(AlphaReference, AgreesOverTwoHundredRandomGamesFromRandomSetUps) {
    std::mt19937 rng(55);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) {
        auto [text, ref] = random_setup(rng);
        compare_game(game(text), ref, rng, 120, t);
    }
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.finished, 10) << "the set-ups should reach finished games too";
    std::printf("alpha: %d games from random set-ups, %d positions compared, %d finished, %d passes\n", t.games,
                t.plies, t.finished, t.passes);
}

// Random set-ups rarely shut a player in; these do (the pass), then play on at random.
TEST(AlphaReference, AgreesFromShutInSetUps) {
    std::mt19937 rng(8);
    Tally t;
    const char *setups[] = {
        "white: d3; black: c3, e3, d4, h8; white to move", "white: a5; black: b5, a6, h8; white to move",
        "white: c6, e6, d5, a1; black: d6; black to move", "white: d3 2; black: c3 2, e3 2, d4 2, h8; white to move"};
    for (const char *text : setups)
        for (int i = 0; i < 25 && !HasFatalFailure(); ++i) {
            damka::Game g = game(text);
            compare_game(game(text), board_of(g), rng, 60, t);
        }
    EXPECT_EQ(t.games, 100);
    EXPECT_GE(t.passes, 100) << "every game starts with a pass";
    std::printf("alpha: %d games from shut-in set-ups, %d positions compared, %d passes\n", t.games, t.plies, t.passes);
}

TEST(AlphaReference, PerftFromTheStartMatches) {
    const damka::Game g = game();
    for (int depth = 1; depth <= 3; ++depth)
        EXPECT_EQ(g.perft(uint32_t(depth), true), alpha_ref::perft(alpha_ref::start(), depth)) << depth;
}

TEST(AlphaReference, PerftFromMiddleGamePositionsMatches) {
    std::mt19937 rng(2026);
    for (int i = 0; i < 6; ++i) {
        damka::Game g = game();
        alpha_ref::Position r = alpha_ref::start();
        const int plies = 20 + 15 * i;
        for (int ply = 0; ply < plies && !g.status().finished(); ++ply) {
            const auto listed = g.legal_moves();
            const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
            r = alpha_ref::play(r, ref_move(m, r));
            play(g, m.notation);
        }
        EXPECT_EQ(g.perft(3, true), alpha_ref::perft(r, 3)) << g.position();
    }
}

} // namespace
