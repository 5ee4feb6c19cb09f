// The plugin against the independent reference (reference_focus.*): move sets, the board
// after every move, the status, over random games from the start and from random set-ups;
// perft from the start and from middle-game positions.
#include "focus_fixture.hpp"

#include <random>

using namespace focus_test;

namespace {

struct Tally {
    int games = 0;
    int plies = 0;
    int finished = 0;
};

// Plays one random game in both implementations and compares them at every ply.
void compare_game(const std::string &id, damka::Game g, focus_ref::Position r, std::mt19937 &rng, int max_plies,
                  Tally &t) {
    const bool turning = id == "focus";
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_TRUE(same(board_of(g, r.sackson), r)) << id << " ply " << ply << ": the boards differ at " << at;
        const damka::GameResult status = g.status();
        const char ref_winner = focus_ref::winner(r);
        ASSERT_EQ(status.finished(), ref_winner != 0) << id << " status at " << at;
        if (ref_winner) {
            EXPECT_EQ(status.winner, ref_winner == 'w' ? 0 : 1) << at;
            ++t.finished;
        }
        std::set<focus_ref::Move> plugin_moves;
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        for (const damka::MoveRecord &m : listed) plugin_moves.insert(ref_move(m));
        ASSERT_EQ(plugin_moves.size(), listed.size()) << id << ": two listed moves do the same at " << at;
        ASSERT_EQ(plugin_moves, focus_ref::moves(r, turning)) << id << " ply " << ply << " move sets differ at " << at;
        ++t.plies;
        if (listed.empty()) break;
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        int taken = 0;
        r = focus_ref::play(r, ref_move(m), &taken);
        const damka::MoveRecord played = play(g, m.notation);
        EXPECT_EQ(bool(played.flags & DAMKA_MOVE_CAPTURE), taken > 0) << m.notation << " at " << at;
    }
    ++t.games;
}

// A random legal-looking set-up: a few stacks, reserves, either end rule (the reference builds
// it; the plugin reads it as a position string).
std::pair<std::string, focus_ref::Position> random_setup(std::mt19937 &rng) {
    focus_ref::Position p;
    const auto &all = focus_ref::squares();
    const int stacks = std::uniform_int_distribution<int>(1, 6)(rng);
    int used[2] = {0, 0};
    for (int i = 0; i < stacks; ++i) {
        const std::string s = all[std::uniform_int_distribution<size_t>(0, all.size() - 1)(rng)];
        if (p.stacks.count(s)) continue;
        std::string stack;
        const int h = std::uniform_int_distribution<int>(1, 5)(rng);
        for (int j = 0; j < h; ++j) {
            int side = int(rng() % 2);
            if (used[side] >= 16) side = 1 - side; // at most 18 a side with the reserve
            stack += side ? 'b' : 'w';
            ++used[side];
        }
        p.stacks[s] = stack;
    }
    p.reserve[0] = int(rng() % 3);
    p.reserve[1] = int(rng() % 3);
    p.to_move = rng() % 2 ? 'b' : 'w';
    p.sackson = rng() % 2;
    std::string text = "stacks: ";
    bool first = true;
    for (const auto &[s, stack] : p.stacks) {
        text += (first ? "" : ", ") + s + " " + stack;
        first = false;
    }
    text += "; reserve: white " + std::to_string(p.reserve[0]) + ", black " + std::to_string(p.reserve[1]);
    text += std::string("; ") + (p.to_move == 'w' ? "white" : "black") + " to move";
    if (p.sackson) text += "; end: sackson";
    return {text, p};
}

class FocusReference : public ::testing::TestWithParam<std::string> {};

TEST_P(FocusReference, AgreesOverTwoHundredRandomGamesFromTheStart) {
    std::mt19937 rng(17);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i)
        compare_game(GetParam(), game(GetParam()), focus_ref::start(), rng, 80, t);
    EXPECT_EQ(t.games, 200);
    RecordProperty("plies_compared", t.plies);
    std::printf("%s: %d games from the start, %d positions compared\n", GetParam().c_str(), t.games, t.plies);
}

TEST_P(FocusReference, AgreesOverRandomGamesFromRandomSetUps) {
    std::mt19937 rng(4);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) {
        auto [text, ref] = random_setup(rng);
        compare_game(GetParam(), game(GetParam(), text), ref, rng, 60, t);
    }
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.finished, 20) << "the set-ups should reach finished games too";
    std::printf("%s: %d games from random set-ups, %d positions compared, %d finished\n", GetParam().c_str(), t.games,
                t.plies, t.finished);
}

TEST_P(FocusReference, PerftFromTheStartMatches) {
    const bool turning = GetParam() == "focus";
    const damka::Game g = game(GetParam());
    for (int depth = 1; depth <= 3; ++depth) {
        EXPECT_EQ(g.perft(uint32_t(depth), true), focus_ref::perft(focus_ref::start(), turning, depth, false)) << depth;
        EXPECT_EQ(g.perft(uint32_t(depth), false), focus_ref::perft(focus_ref::start(), turning, depth, true)) << depth;
    }
}

TEST_P(FocusReference, PerftFromMiddleGamePositionsMatches) {
    const bool turning = GetParam() == "focus";
    std::mt19937 rng(2026);
    for (int i = 0; i < 6; ++i) {
        damka::Game g = game(GetParam());
        focus_ref::Position r = focus_ref::start();
        const int plies = 20 + 15 * i;
        for (int ply = 0; ply < plies && !g.status().finished(); ++ply) {
            const auto listed = g.legal_moves();
            const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
            r = focus_ref::play(r, ref_move(m));
            play(g, m.notation);
        }
        const int depth = i < 4 ? 2 : 3;
        EXPECT_EQ(g.perft(uint32_t(depth), true), focus_ref::perft(r, turning, depth, false)) << g.position();
        EXPECT_EQ(g.perft(uint32_t(depth), false), focus_ref::perft(r, turning, depth, true)) << g.position();
    }
}

INSTANTIATE_TEST_SUITE_P(Variants, FocusReference, ::testing::Values("focus-straight", "focus"),
                         [](const auto &param_info) {
                             return param_info.param == "focus-straight" ? std::string("Straight")
                                                                         : std::string("Turning");
                         });

} // namespace
