// The plugin against the independent reference (reference_tavreli.*): move sets, the position
// string after every move, the status, over random games from the start and from random
// set-ups (towers, promoted Ратники, castling rights, both Волхв-safety readings); perft from
// the start and from middle-game positions with towers.
#include "tavreli_fixture.hpp"

#include <random>

using namespace tavreli_test;

namespace {

struct Tally {
    int games = 0;
    int plies = 0;
    int finished = 0;
    int towers = 0; // positions holding a tower of three or more pieces
    int castlings = 0, en_passant = 0, promotions = 0, parts = 0; // moves played of each kind
};

char plugin_result(const damka::GameResult &s) {
    if (!s.finished()) return 0;
    if (s.outcome == DAMKA_DRAW) return 'd';
    return s.winner == 0 ? 'w' : 'b';
}

// Plays one random game in both implementations and compares them at every ply.
void compare_game(damka::Game g, tavreli_ref::Position r, std::mt19937 &rng, int max_plies, Tally &t) {
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_EQ(at, tavreli_ref::format(r)) << "ply " << ply << ": the positions differ";
        ASSERT_EQ(game(at).position(), at) << "the position string reads back";
        const char ref_result = tavreli_ref::result(r);
        ASSERT_EQ(plugin_result(g.status()), ref_result) << "status at " << at;
        if (ref_result) ++t.finished;
        std::set<tavreli_ref::Move> plugin_moves;
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        for (const damka::MoveRecord &m : listed) plugin_moves.insert(ref_move(m, r));
        ASSERT_EQ(plugin_moves.size(), listed.size()) << "two listed moves do the same at " << at;
        ASSERT_EQ(plugin_moves, tavreli_ref::moves(r)) << "ply " << ply << " move sets differ at " << at;
        ++t.plies;
        bool tall = false;
        for (int x = 0; x < 8; ++x)
            for (int y = 0; y < 8; ++y)
                tall = tall || tavreli_ref::height(r, std::string{char('a' + x), char('1' + y)}) >= 3;
        t.towers += tall;
        if (listed.empty()) break;
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        const tavreli_ref::Move rm = ref_move(m, r);
        const std::string taken = tavreli_ref::taken(r, rm);
        EXPECT_EQ(bool(m.flags & DAMKA_MOVE_CAPTURE), !taken.empty()) << m.notation << " at " << at;
        if (!taken.empty()) {
            EXPECT_EQ(m.captured, std::vector<int32_t>{(taken[1] - '1') * 8 + (taken[0] - 'a')}) << m.notation;
        }
        t.castlings += m.notation.rfind("O-O", 0) == 0;
        t.en_passant += !taken.empty() && taken != name_of(m.to);
        t.promotions += bool(m.flags & DAMKA_MOVE_PROMOTION);
        t.parts += bool(m.flags & DAMKA_MOVE_TRANSFER);
        r = tavreli_ref::play(r, rm);
        play(g, m.notation);
    }
    ++t.games;
}

// A random set-up the reference builds and writes as a position string: both Волхвы (at home
// and unmoved half the time, with unmoved Ратоборцы in the corners), towers of random таврели.
tavreli_ref::Position random_setup(std::mt19937 &rng) {
    tavreli_ref::Position p;
    auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    auto cased = [](std::string s, char side) {
        for (char &c : s)
            c = char(side == 'w' ? std::toupper(static_cast<unsigned char>(c))
                                 : std::tolower(static_cast<unsigned char>(c)));
        return s;
    };
    int used[2] = {0, 0};
    auto random_piece = [&](char side, int y) {
        static const char *const plain[] = {"Q", "R*", "B", "N", "Z"};
        static const char backs[] = "RNBQZ";
        std::string t;
        switch (pick(3)) {
        case 0: t = plain[pick(5)]; break;
        case 1: t = std::string("P") + backs[pick(5)] + (pick(2) ? "*" : ""); break;
        default: t = std::string("+P") + backs[pick(5)]; break;
        }
        if (t[0] == 'P' && y != (side == 'w' ? 1 : 6) && t.back() != '*') t += '*';
        ++used[side == 'w' ? 0 : 1];
        return cased(t, side);
    };
    const bool home = pick(2);
    for (char side : {'w', 'b'}) {
        const int y = side == 'w' ? 0 : 7;
        if (home) {
            p.tower[4][y] = {cased("K", side)};
            p.tower[0][y] = {cased("R", side)};
            p.tower[7][y] = {cased("R", side)};
            used[side == 'w' ? 0 : 1] += 3;
        } else {
            int x, yy;
            do {
                x = pick(8);
                yy = pick(8);
            } while (!p.tower[x][yy].empty());
            if (pick(3) == 0) p.tower[x][yy].push_back(random_piece(pick(2) ? 'w' : 'b', yy));
            p.tower[x][yy].push_back(cased("K*", side));
            ++used[side == 'w' ? 0 : 1];
        }
    }
    const int towers = 3 + pick(8);
    for (int i = 0; i < towers; ++i) {
        const int x = pick(8), y = pick(8);
        if (!p.tower[x][y].empty()) continue;
        const int h = 1 + pick(3);
        for (int j = 0; j < h; ++j) {
            const char side = pick(2) ? 'w' : 'b';
            if (used[side == 'w' ? 0 : 1] >= 16) continue;
            p.tower[x][y].push_back(random_piece(side, y));
        }
        // A Ратник on top on its own last rank would have been turned over.
        if (!p.tower[x][y].empty()) {
            std::string &top = p.tower[x][y].back();
            const char side = std::isupper(static_cast<unsigned char>(top[0] == '+' ? top[1] : top[0])) ? 'w' : 'b';
            if (std::toupper(static_cast<unsigned char>(top[0])) == 'P' && y == (side == 'w' ? 7 : 0))
                top = cased(std::string("+P") + char(std::toupper(static_cast<unsigned char>(top[1]))), side);
        }
    }
    p.to_move = pick(2) ? 'b' : 'w';
    p.strict = pick(2);
    return p;
}

TEST(TavreliReference, AgreesOverTwoHundredRandomGamesFromTheStart) {
    std::mt19937 rng(17);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) compare_game(game(), tavreli_ref::start(), rng, 100, t);
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.finished, 50) << "random games should reach a captured Волхв";
    EXPECT_GT(t.towers, 1000) << "the games should build towers of three and more";
    EXPECT_GT(t.en_passant, 0);
    EXPECT_GT(t.promotions, 0);
    EXPECT_GT(t.parts, 1000) << "moves of a top part";
    std::printf("tavreli: %d games from the start, %d positions compared, %d finished, %d with a tower of 3+; "
                "played %d castlings, %d en passant, %d promotions, %d top parts\n",
                t.games, t.plies, t.finished, t.towers, t.castlings, t.en_passant, t.promotions, t.parts);
}

TEST(TavreliReference, AgreesOverOneHundredRandomGamesFromTheStartWithTheStrictOption) {
    std::mt19937 rng(71);
    Tally t;
    tavreli_ref::Position start = tavreli_ref::start();
    start.strict = true;
    for (int i = 0; i < 100 && !HasFatalFailure(); ++i)
        compare_game(game(tavreli_ref::format(start)), start, rng, 100, t);
    EXPECT_EQ(t.games, 100);
    std::printf("tavreli (volkhv: strict): %d games from the start, %d positions compared, %d finished\n", t.games,
                t.plies, t.finished);
}

TEST(TavreliReference, AgreesOverTwoHundredRandomGamesFromRandomSetUps) {
    std::mt19937 rng(4);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i) {
        const tavreli_ref::Position r = random_setup(rng);
        compare_game(game(tavreli_ref::format(r)), r, rng, 60, t);
    }
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.finished, 50);
    EXPECT_GT(t.castlings, 0);
    EXPECT_GT(t.promotions, 0);
    std::printf("tavreli: %d games from random set-ups, %d positions compared, %d finished; played %d castlings, "
                "%d en passant, %d promotions, %d top parts\n",
                t.games, t.plies, t.finished, t.castlings, t.en_passant, t.promotions, t.parts);
}

TEST(TavreliReference, PerftFromTheStartMatches) {
    const damka::Game g = game();
    for (int depth = 1; depth <= 3; ++depth) {
        EXPECT_EQ(g.perft(uint32_t(depth), true), tavreli_ref::perft(tavreli_ref::start(), depth, false)) << depth;
        EXPECT_EQ(g.perft(uint32_t(depth), false), tavreli_ref::perft(tavreli_ref::start(), depth, true)) << depth;
    }
}

TEST(TavreliReference, PerftFromMiddleGamePositionsWithTowersMatches) {
    std::mt19937 rng(2026);
    int with_towers = 0;
    for (int i = 0; i < 6; ++i) {
        damka::Game g = game();
        tavreli_ref::Position r = tavreli_ref::start();
        const int plies = 16 + 6 * i;
        // Random play that prefers standing on towers, so the position holds some.
        for (int ply = 0; ply < plies && !g.status().finished(); ++ply) {
            const auto listed = g.legal_moves();
            std::vector<damka::MoveRecord> onto;
            for (const auto &m : listed)
                if (tavreli_ref::height(r, name_of(m.to)) > 0) onto.push_back(m);
            const auto &pool = onto.empty() || rng() % 3 == 0 ? listed : onto;
            const damka::MoveRecord m = pool[std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng)];
            r = tavreli_ref::play(r, ref_move(m, r));
            play(g, m.notation);
        }
        ASSERT_EQ(g.position(), tavreli_ref::format(r));
        for (int x = 0; x < 8; ++x)
            for (int y = 0; y < 8; ++y)
                if (tavreli_ref::height(r, std::string{char('a' + x), char('1' + y)}) >= 2) {
                    ++with_towers;
                    x = 8;
                    break;
                }
        const int depth = i < 4 ? 2 : 3;
        EXPECT_EQ(g.perft(uint32_t(depth), true), tavreli_ref::perft(r, depth, false)) << g.position();
        EXPECT_EQ(g.perft(uint32_t(depth), false), tavreli_ref::perft(r, depth, true)) << g.position();
    }
    EXPECT_EQ(with_towers, 6) << "every middle-game position should hold a tower";
}

} // namespace
