// The plugin against the independent reference (reference_multiphase.*): move sets, boards and
// the phase bookkeeping (phase, first player, turn, score, extra move) after every ply of random
// games from the start and from random set-ups; perft from the start and from middle games.
#include "multiphase_fixture.hpp"

#include <cstdio>
#include <cstdlib>
#include <random>

using namespace multiphase_test;

namespace {

struct Tally {
    int games = 0, plies = 0, transfers = 0, phases_won = 0, phases_drawn = 0, extra_moves = 0, games_won = 0;
};

// How far the player to move is from his phase goal on `board`: touching pairs of his pieces
// (separation), or groups of the opponent's pieces less one (connection).
int distance_to_goal(const std::string &board, int phase, int player) {
    const char own = player == 0 ? 'b' : 'r';
    const char target = phase % 2 == 1 ? own : (own == 'b' ? 'r' : 'b');
    int pairs = 0, groups = 0;
    std::vector<int> group(121, -1);
    for (int s = 0; s < 121; ++s) {
        if (board[size_t(s)] != target) continue;
        for (int t = s + 1; t < 121; ++t)
            if (board[size_t(t)] == target && std::abs(s % 11 - t % 11) <= 1 && std::abs(s / 11 - t / 11) <= 1) ++pairs;
        if (group[size_t(s)] >= 0) continue;
        std::vector<int> todo{s};
        group[size_t(s)] = groups;
        while (!todo.empty()) {
            const int a = todo.back();
            todo.pop_back();
            for (int b = 0; b < 121; ++b)
                if (board[size_t(b)] == target && group[size_t(b)] < 0 && std::abs(a % 11 - b % 11) <= 1 &&
                    std::abs(a / 11 - b / 11) <= 1) {
                    group[size_t(b)] = groups;
                    todo.push_back(b);
                }
        }
        ++groups;
    }
    return phase % 2 == 1 ? pairs : groups - 1;
}

// `board` after the move written `m` (a slide or a transfer alike: the piece changes square).
std::string moved(std::string board, const std::string &m) {
    const size_t sep = m.find_first_of("-:");
    auto index = [](const std::string &sq) { return size_t((std::stoi(sq.substr(1)) - 1) * 11 + (sq[0] - 'a')); };
    const size_t from = index(m.substr(0, sep)), to = index(m.substr(sep + 1));
    board[to] = board[from];
    board[from] = '.';
    return board;
}

// A move chosen by lot, or (when `greedy`, four times in five) one that brings the player to
// move nearest his goal, so that phases are won and extra moves made.
std::string choose(const multiphase_ref::Game &r, const std::set<std::string> &listed, bool greedy, std::mt19937 &rng) {
    std::vector<std::string> pick(listed.begin(), listed.end());
    if (greedy && rng() % 5 != 0) {
        std::vector<std::string> best;
        int low = 1 << 30;
        for (const std::string &m : listed) {
            const int d = distance_to_goal(moved(r.board, m), r.phase, r.to_move);
            if (d < low) best.clear();
            if (d <= low) best.push_back(m), low = d;
        }
        pick = best;
    }
    return pick[std::uniform_int_distribution<size_t>(0, pick.size() - 1)(rng)];
}

// Plays one game in both implementations and compares them at every ply.
void compare_game(damka::Game g, multiphase_ref::Game r, std::mt19937 &rng, int max_plies, bool greedy, Tally &t) {
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_EQ(describe(seen(g)), describe(seen(r))) << "ply " << ply << " at " << at;
        ASSERT_EQ(g.status().finished(), multiphase_ref::winner(r) >= 0) << at;
        if (multiphase_ref::winner(r) >= 0) {
            EXPECT_EQ(g.status().winner, multiphase_ref::winner(r)) << at;
            ++t.games_won;
        }
        const std::set<std::string> listed = notations(g);
        ASSERT_EQ(listed, multiphase_ref::moves(r)) << "ply " << ply << ": move sets differ at " << at;
        ++t.plies;
        if (listed.empty()) break;
        const std::string m = choose(r, listed, greedy, rng);
        t.transfers += m.find(':') != std::string::npos;
        t.extra_moves += r.extra;
        const int won = r.wins[0] + r.wins[1], drawn = r.drawn;
        r = multiphase_ref::play(r, m);
        play(g, m);
        t.phases_won += r.wins[0] + r.wins[1] - won;
        t.phases_drawn += r.drawn - drawn;
    }
    ++t.games;
}

void report(const Tally &t) {
    std::printf("%d games, %d plies, %d transfers, %d phases won, %d drawn, %d extra moves, %d games won\n", t.games,
                t.plies, t.transfers, t.phases_won, t.phases_drawn, t.extra_moves, t.games_won);
}

// A random set-up: 21 pieces of each colour scattered, a phase 1..4 with a score that does not
// end the game, a few plies into the phase. The plugin reads it as a position string.
std::pair<std::string, multiphase_ref::Game> random_setup(std::mt19937 &rng) {
    std::vector<int> squares(121);
    for (int i = 0; i < 121; ++i) squares[size_t(i)] = i;
    std::shuffle(squares.begin(), squares.end(), rng);
    std::string board(121, '.');
    for (int i = 0; i < 42; ++i) board[size_t(squares[size_t(i)])] = i < 21 ? 'b' : 'r';
    const int phase = std::uniform_int_distribution<int>(1, 4)(rng);
    int wins[2] = {0, 0}, drawn = 0;
    for (int p = 1; p < phase; ++p) {
        const int result = int(rng() % 3); // Blue, Red, or drawn — never a second win
        if (result < 2 && wins[result] == 0)
            ++wins[result];
        else
            ++drawn;
    }
    const int first = int(rng() % 2);
    const int plies = std::uniform_int_distribution<int>(0, 9)(rng);
    const int to_move = plies % 2 == 0 ? first : 1 - first;
    const int game_plies = plies + 40 * (phase - 1);
    const char *word[2] = {"blue", "red"};
    const std::string text = piece_lists(board) + "; phase: " + std::to_string(phase) + "; first: " + word[first] +
        "; " + word[to_move] + " to move; score: " + std::to_string(wins[0]) + "-" + std::to_string(wins[1]) +
        "; drawn: " + std::to_string(drawn) + "; phase plies: " + std::to_string(plies) +
        "; game plies: " + std::to_string(game_plies);
    return {text,
            multiphase_ref::setup(board, phase, first, to_move, wins[0], wins[1], drawn, plies, game_plies, false)};
}

} // namespace

// 120 random games from the start, 230 plies each; every other one under the option
// `phase limit: 200` (README "Options"), long enough that the first phase reaches it and the
// second phase begins; the others, without it, play on in the first phase.
TEST(MultiphaseReference, RandomGamesFromTheStartAgree) {
    std::mt19937 rng(18001);
    Tally t;
    for (int i = 0; i < 120; ++i) {
        multiphase_ref::Game r = multiphase_ref::start();
        r.phase_limit = i % 2 == 1 ? 200 : 0;
        compare_game(game(i % 2 == 1 ? "phase limit: 200" : ""), r, rng, 230, false, t);
        if (HasFatalFailure()) return;
    }
    report(t);
    EXPECT_EQ(t.games, 120);
    EXPECT_GT(t.transfers, 0) << "no random game used a transfer: the zone rule went unchecked";
    EXPECT_GT(t.phases_drawn, 0) << "no phase reached the limit";
}

// 100 games from scattered set-ups, 120 plies each, the moves mostly chosen to near the goal:
// phases are won, extra moves are made, and games are won. Every third one keeps the reading of
// an unchanged zone before issue 33 (`unchanged zone: same squares`), the others the seed's size.
TEST(MultiphaseReference, RandomGamesFromSetUpsAgree) {
    std::mt19937 rng(18002);
    Tally t;
    for (int i = 0; i < 100; ++i) {
        auto [text, ref] = random_setup(rng);
        ref.same_squares = i % 3 == 0;
        compare_game(game(text + (ref.same_squares ? "; unchanged zone: same squares" : "")), ref, rng, 120, true, t);
        if (HasFatalFailure()) return;
    }
    report(t);
    EXPECT_EQ(t.games, 100);
    EXPECT_GT(t.transfers, 0);
    EXPECT_GT(t.phases_won, 0) << "no phase was won by reaching its goal";
    EXPECT_GT(t.extra_moves, 0) << "no second player's extra move was played";
    EXPECT_GT(t.games_won, 0) << "no game was won";
}

// Perft from the start against the reference; depth 2 also by hand in rules_test.cpp.
TEST(MultiphaseReference, PerftFromTheStart) {
    const damka::Game g = game();
    for (int depth = 1; depth <= 3; ++depth)
        EXPECT_EQ(g.perft(uint32_t(depth), false), multiphase_ref::perft(multiphase_ref::start(), depth)) << depth;
}

// Perft from middle-game positions of random games (with their history: the repetition rule
// and the standing-zone rule look back), and from random set-ups.
TEST(MultiphaseReference, PerftFromMiddleGames) {
    std::mt19937 rng(18003);
    int checked = 0;
    for (int i = 0; i < 6; ++i) {
        damka::Game g = game();
        multiphase_ref::Game r = multiphase_ref::start();
        const int plies = 20 + 30 * i;
        for (int ply = 0; ply < plies && !multiphase_ref::moves(r).empty(); ++ply) {
            const std::set<std::string> listed = multiphase_ref::moves(r);
            auto it = listed.begin();
            std::advance(it, std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng));
            r = multiphase_ref::play(r, *it);
            play(g, *it);
        }
        EXPECT_EQ(g.perft(2, false), multiphase_ref::perft(r, 2)) << g.position();
        ++checked;
    }
    for (int i = 0; i < 6; ++i) {
        auto [text, ref] = random_setup(rng);
        EXPECT_EQ(game(text).perft(2, false), multiphase_ref::perft(ref, 2)) << text;
        ++checked;
    }
    EXPECT_EQ(checked, 12);
}

// Depth 3 where transfers are legal at the root (rules_test.cpp TransferOutOfAOneSquareZone):
// the repetition ban and the zone rules three plies deep.
TEST(MultiphaseReference, PerftThreeWithATransferAtTheRoot) {
    multiphase_ref::Game r = multiphase_ref::start();
    for (const char *m : {"d2-d3", "f11-f2", "d3-f3"}) r = multiphase_ref::play(r, m);
    EXPECT_EQ(game("start; moves: d2-d3 f11-f2 d3-f3").perft(3, false), multiphase_ref::perft(r, 3));
}
