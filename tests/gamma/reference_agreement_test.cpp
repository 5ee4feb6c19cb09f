// The plugin against the independent reference (reference_gamma.*): move sets, the board after
// every move and the result, over random games from the start (opening included) and from
// random middle-game set-ups; perft from the start and from middle-game positions. Every other
// game is played under the option `own pieces taken off: enter as a move` (the reading before
// issue 33), the others under the seed's reading (own pieces taken off are put back free).
#include "gamma_fixture.hpp"

#include <cstdio>
#include <random>

using namespace gamma_test;

namespace {

struct Tally {
    int games = 0;
    int plies = 0;
    int finished = 0;
    int captures = 0;
    int removals = 0;
    int put_back = 0; // pieces put back free (the seed's reading)
    int entered = 0; // pieces entered from the reserve as the move (the option)
    int life_wins = 0;
};

const char *const kOption = "own pieces taken off: enter as a move";

// The plugin's game from `setup` (the start when empty) and the reference's `r` under the
// seed's reading, or both under the option when `option`.
damka::Game with_reading(const std::string &setup, gamma_ref::Position &r, bool option) {
    r.entry_is_a_move = option;
    if (!option) return game(setup);
    return game(setup.empty() ? std::string(kOption) : setup + "; " + kOption);
}

void compare_game(damka::Game g, gamma_ref::Position r, std::mt19937 &rng, int max_plies, Tally &t) {
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_TRUE(same(board_of(g), r)) << "ply " << ply << ": the boards differ at " << at;
        const std::set<gamma_ref::Move> expected = gamma_ref::moves(r);
        char winner = gamma_ref::winner(r);
        if (!winner && expected.empty()) winner = r.to_move == 'w' ? 'b' : 'w'; // no move loses
        const damka::GameResult status = g.status();
        ASSERT_EQ(status.finished(), winner != 0) << "status at " << at;
        if (winner) {
            EXPECT_EQ(status.winner, winner == 'w' ? 0 : 1) << at;
            ++t.finished;
            t.life_wins += status.why.find("life square") != std::string::npos;
        }
        std::set<gamma_ref::Move> plugin_moves;
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        for (const damka::MoveRecord &m : listed) plugin_moves.insert(ref_move(m, r));
        ASSERT_EQ(plugin_moves.size(), listed.size()) << "two listed moves do the same at " << at;
        ASSERT_EQ(plugin_moves, expected) << "ply " << ply << ": move sets differ at " << at;
        ++t.plies;
        if (listed.empty()) break;
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        const gamma_ref::Move rm = ref_move(m, r);
        t.captures += rm.kind == 'M' && (m.flags & DAMKA_MOVE_CAPTURE);
        t.removals += rm.kind == 'X';
        const bool from_reserve = rm.kind == 'P' && r.hand[r.to_move == 'w' ? 0 : 1].empty();
        (r.entry_is_a_move ? t.entered : t.put_back) += from_reserve;
        r = gamma_ref::play(r, rm);
        play(g, m.notation);
    }
    ++t.games;
}

// A random middle game: every piece of both sides placed at random on free squares (a few
// stacked, a few captured), some pieces in reserve, either side to move.
std::pair<std::string, gamma_ref::Position> random_setup(std::mt19937 &rng) {
    gamma_ref::Position p;
    std::vector<std::string> free;
    for (int f = 0; f < 10; ++f)
        for (int r = 1; r <= 11; ++r) {
            const std::string sq = std::string(1, char('a' + f)) + std::to_string(r);
            // Not on the life squares: a set-up there is most often a game already decided.
            const bool life = (f == 2 || f == 7) && (r == 1 || r == 11);
            if (!gamma_ref::is_obstacle(sq) && !life) free.push_back(sq);
        }
    const gamma_ref::Position full = gamma_ref::start();
    for (int s = 0; s < 2; ++s)
        for (int pts : full.hand[size_t(s)]) {
            const int fate = int(rng() % 10);
            if (fate == 0) continue; // captured
            if (fate == 1) {
                p.reserve[size_t(s)].insert(pts);
                continue;
            }
            const std::string sq = free[rng() % free.size()];
            p.stacks[sq].push_back({s ? 'b' : 'w', pts}); // may stack on anything
        }
    p.to_move = rng() % 2 ? 'b' : 'w';
    std::string text = "stacks: ";
    bool first = true;
    for (const auto &[sq, st] : p.stacks) {
        text += (first ? "" : ", ") + sq + " ";
        for (const auto &[side, pts] : st) text += side + std::to_string(pts);
        first = false;
    }
    if (first) text += "none";
    auto digits = [](const std::multiset<int> &m) {
        std::string d;
        for (auto it = m.rbegin(); it != m.rend(); ++it) d += char('0' + *it);
        return d.empty() ? std::string("-") : d;
    };
    text += "; reserve: white " + digits(p.reserve[0]) + ", black " + digits(p.reserve[1]) + "; " +
        (p.to_move == 'w' ? "white" : "black") + " to move";
    return {text, p};
}

TEST(GammaReference, AgreesOverTwoHundredRandomGamesFromTheStart) {
    std::mt19937 rng(6);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) {
        gamma_ref::Position r = gamma_ref::start();
        damka::Game g = with_reading("", r, i % 2 == 1);
        compare_game(std::move(g), r, rng, 160, t);
    }
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.captures, 0);
    EXPECT_GT(t.removals, 0);
    EXPECT_GT(t.put_back, 0);
    EXPECT_GT(t.entered, 0);
    std::printf("gamma: %d games from the start, %d positions compared, %d finished (%d by a life square), %d "
                "captures, %d removals, %d pieces put back, %d entered as a move\n",
                t.games, t.plies, t.finished, t.life_wins, t.captures, t.removals, t.put_back, t.entered);
}

TEST(GammaReference, AgreesOverTwoHundredRandomGamesFromRandomSetUps) {
    std::mt19937 rng(66);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) {
        auto [text, ref] = random_setup(rng);
        damka::Game g = with_reading(text, ref, i % 2 == 1);
        compare_game(std::move(g), ref, rng, 60, t);
    }
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.finished, 10);
    EXPECT_GT(t.removals, 0);
    EXPECT_GT(t.put_back, 0);
    EXPECT_GT(t.entered, 0);
    std::printf("gamma: %d games from random set-ups, %d positions compared, %d finished (%d by a life square), %d "
                "removals, %d pieces put back, %d entered as a move\n",
                t.games, t.plies, t.finished, t.life_wins, t.removals, t.put_back, t.entered);
}

TEST(GammaReference, PerftFromTheStartMatches) {
    const damka::Game g = game();
    for (int depth = 1; depth <= 3; ++depth)
        EXPECT_EQ(g.perft(uint32_t(depth), true), gamma_ref::perft(gamma_ref::start(), depth)) << depth;
}

TEST(GammaReference, PerftFromMiddleGamePositionsMatches) {
    std::mt19937 rng(2026);
    for (int i = 0; i < 6; ++i) {
        gamma_ref::Position r = gamma_ref::start();
        damka::Game g = with_reading("", r, i % 2 == 1);
        const int plies = 40 + 10 * i; // past the 36 placements
        for (int ply = 0; ply < plies && !g.status().finished(); ++ply) {
            const auto listed = g.legal_moves();
            const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
            r = gamma_ref::play(r, ref_move(m, r));
            play(g, m.notation);
        }
        EXPECT_EQ(g.perft(2, true), gamma_ref::perft(r, 2)) << g.position();
    }
}

} // namespace
