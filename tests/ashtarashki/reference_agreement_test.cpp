// The plugin against the independent reference (reference_ashtarashki.*): move sets, the
// position after every move and the end of the game over random games from the start and
// from the hand-built middle-game positions and from random set-ups; perft to depth 6 from the
// start and the middle-game positions (deeper counts: reference_deep_perft_test.cpp, `slow`).
#include "reference_fixture.hpp"

#include <algorithm>
#include <random>

using namespace ashtarashki_ref;
using namespace ashtarashki_ref::test;

namespace {

// What the compared games went through, so a test can show the special rules were reached.
struct Tally {
    int games = 0;
    int plies = 0;
    int liquidations = 0; // a W's third retreat, Z (3.6.4)
    int forced_retreats = 0; // positions with moves but none forward or taking (3.6.5)
    int multi_captures = 0; // two stones or more in one move (3.3)
    int blocked = 0; // games ended by a side to move without a move (4.4.3 b)
    int home = 0; // games ended by stones home or taken (4.4.3 a, c, d)
};

bool is_retreat(const Move &m, char side) {
    const int dy = m.path.back() / 8 - m.path.front() / 8;
    return m.captured.empty() && dy == (side == 'w' ? -1 : 1);
}

// Plays one random game in both implementations and compares them at every ply: the plugin's
// position record (read back, and as text), whether the game is over, and the legal moves as
// notation (which says the stone, its state, the squares and the retreat mark); for the move
// played also the path and the captured squares of the plugin's move record.
void compare_game(damka::Game g, Position r, std::mt19937 &rng, Tally &t) {
    for (int ply = 0;; ++ply) {
        const std::string at = g.position();
        ASSERT_EQ(parse(at), r) << "ply " << ply << ": the positions differ at " << at;
        ASSERT_EQ(at, record(r));
        const std::vector<Move> ref_moves = moves(r);
        ASSERT_EQ(g.status().finished(), ref_moves.empty()) << "end of game at " << at;
        std::set<std::string> expected, listed;
        for (const Move &m : ref_moves) expected.insert(m.notation);
        for (const damka::MoveRecord &m : g.legal_moves()) listed.insert(m.notation);
        ASSERT_EQ(listed, expected) << "ply " << ply << ": the move sets differ at " << at;
        ++t.plies;
        if (ref_moves.empty()) {
            ++(over(r) ? t.home : t.blocked);
            break;
        }
        t.forced_retreats +=
            std::all_of(ref_moves.begin(), ref_moves.end(), [&](const Move &m) { return is_retreat(m, r.to_move); });
        const Move &m = ref_moves[std::uniform_int_distribution<size_t>(0, ref_moves.size() - 1)(rng)];
        const damka::MoveRecord played = damka::testing::play(g, m.notation);
        EXPECT_EQ(played.path, std::vector<int32_t>(m.path.begin(), m.path.end())) << m.notation << " at " << at;
        EXPECT_EQ(played.captured, std::vector<int32_t>(m.captured.begin(), m.captured.end())) << m.notation;
        t.liquidations += m.notation.back() == 'Z';
        t.multi_captures += m.captured.size() > 1;
        r = play(r, m);
    }
    ++t.games;
}

void print(const char *what, const Tally &t) {
    std::printf("%d games %s, %d positions compared: %d liquidations, %d positions with retreats only, "
                "%d multiple captures; %d games ended with stones home or taken, %d by a blocked side\n",
                t.games, what, t.plies, t.liquidations, t.forced_retreats, t.multi_captures, t.home, t.blocked);
}

// A random set-up: up to eight stones a side anywhere on the dark squares (finish rows
// included), of any group and state, at most four of a group (1.3).
Position random_setup(std::mt19937 &rng) {
    Position p;
    for (char side : {'w', 'b'}) {
        int per_group[4] = {0, 0, 0, 0};
        const int stones = std::uniform_int_distribution<int>(1, 8)(rng);
        for (int i = 0; i < stones; ++i) {
            const int sq = std::uniform_int_distribution<int>(0, 31)(rng) * 2;
            const int at = sq + (sq / 8) % 2; // the dark square of that pair
            const int group = std::uniform_int_distribution<int>(1, 3)(rng);
            const char state = "MMMVVW"[std::uniform_int_distribution<int>(0, 5)(rng)];
            if (p.board[at].side || per_group[group] == 4) continue;
            ++per_group[group];
            p.board[at] = Stone{side, state, state == 'W' ? 0 : group};
        }
    }
    p.to_move = rng() % 2 ? 'b' : 'w';
    return p;
}

TEST(AshtarashkiReference, AgreesOverTwoHundredRandomGamesFromTheStart) {
    std::mt19937 rng(16);
    Tally t;
    for (int i = 0; i < 200 && !testing::Test::HasFatalFailure(); ++i) compare_game(game(), start(), rng, t);
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.liquidations, 0);
    EXPECT_GT(t.forced_retreats, 0);
    EXPECT_GT(t.multi_captures, 0);
    print("from the start", t);
}

TEST(AshtarashkiReference, AgreesOverRandomGamesFromMiddleGames) {
    std::mt19937 rng(5);
    Tally t;
    for (const Named &n : middle_games())
        for (int i = 0; i < 40 && !testing::Test::HasFatalFailure(); ++i)
            compare_game(game(n.record), parse(n.record), rng, t);
    EXPECT_EQ(t.games, 40 * int(middle_games().size()));
    print("from the middle-game positions", t);
}

TEST(AshtarashkiReference, AgreesOverRandomGamesFromRandomSetUps) {
    std::mt19937 rng(2011);
    Tally t;
    for (int i = 0; i < 500 && !testing::Test::HasFatalFailure(); ++i) {
        const Position r = random_setup(rng);
        compare_game(game(record(r)), r, rng, t);
    }
    EXPECT_EQ(t.games, 500);
    EXPECT_GT(t.blocked, 0);
    print("from random set-ups", t);
}

TEST(AshtarashkiReference, PerftFromTheStartMatches) {
    for (int depth = 1; depth <= 6; ++depth) expect_same_perft(start_position(), depth);
}

TEST(AshtarashkiReference, PerftFromMiddleGamesMatches) {
    for (const Named &n : middle_games()) {
        for (int depth = 1; depth <= 6; ++depth) expect_same_perft(n, depth);
    }
}

} // namespace
