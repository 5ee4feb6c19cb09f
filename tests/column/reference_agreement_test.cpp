// The plugin against the independent reference (reference_column.*): over random games of each
// variant, at every ply the position, the set of legal moves (path and captured squares) and
// the position each move leads to must be the same; from the start and from the hand-built
// positions of reference_perft.hpp.
#include "reference_perft.hpp"

#include <map>
#include <random>

using namespace column_test;

namespace {

using MoveKey = std::pair<std::vector<int>, std::vector<int>>; // path, captured squares

MoveKey key_of(const damka::MoveRecord &m) {
    return {std::vector<int>(m.path.begin(), m.path.end()), std::vector<int>(m.captured.begin(), m.captured.end())};
}

struct Tally {
    int games = 0;
    int plies = 0;
    int captures = 0;
    int finished = 0;
};

// Plays one random game in both implementations and compares them at every ply.
void compare_game(damka::Game g, column_ref::Position r, std::mt19937 &rng, int max_plies, Tally &t) {
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string at = g.position();
        ASSERT_EQ(at, column_ref::format(r)) << "ply " << ply;
        std::map<MoveKey, std::string> ref; // move -> the position it leads to
        for (const column_ref::Move &m : column_ref::moves(r)) ref[{m.path, m.captured}] = column_ref::format(m.after);
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        std::map<MoveKey, std::string> plugin;
        for (const damka::MoveRecord &m : listed) {
            damka::Game next = g.clone();
            play(next, m.notation);
            plugin[key_of(m)] = next.position();
        }
        ASSERT_EQ(plugin.size(), listed.size()) << "two listed moves with the same path at " << at;
        ASSERT_EQ(plugin, ref) << "move sets or their positions differ at " << at;
        ++t.plies;
        if (listed.empty()) {
            ++t.finished;
            break;
        }
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        t.captures += m.is_capture();
        for (const column_ref::Move &rm : column_ref::moves(r))
            if (MoveKey{rm.path, rm.captured} == key_of(m)) r = rm.after;
        play(g, m.notation);
    }
    ++t.games;
}

class ColumnReferenceAgreement : public ::testing::TestWithParam<std::string> {};

TEST_P(ColumnReferenceAgreement, AgreesOverTwoHundredRandomGamesFromTheStart) {
    const column_ref::Game kind = column_ref::game_of(GetParam());
    std::mt19937 rng(16);
    Tally t;
    for (int i = 0; i < 200 && !HasFatalFailure(); ++i)
        compare_game(game(GetParam()), column_ref::start(kind), rng, 150, t);
    EXPECT_EQ(t.games, 200);
    EXPECT_GT(t.captures, 1000) << "the games should be full of captures through towers";
    std::printf("%s: %d games, %d positions compared, %d captures played, %d games ended\n", GetParam().c_str(),
                t.games, t.plies, t.captures, t.finished);
}

// From each hand-built middle-game position of reference_perft.hpp (kings in towers from the
// first ply): 20 random games each.
TEST(ColumnReferenceMiddleGame, AgreesOverRandomGamesFromThePerftPositions) {
    std::mt19937 rng(5);
    Tally t;
    for (const PerftCase &c : perft_cases()) {
        SCOPED_TRACE(std::string(c.variant) + ": " + c.why);
        const column_ref::Game kind = column_ref::game_of(c.variant);
        for (int i = 0; i < 20 && !HasFatalFailure(); ++i)
            compare_game(game(c.variant, c.record),
                         *c.record ? column_ref::parse(kind, c.record) : column_ref::start(kind), rng, 100, t);
    }
    EXPECT_EQ(t.games, 20 * int(perft_cases().size()));
    std::printf("%d games from the perft positions, %d positions compared, %d captures played, %d games ended\n",
                t.games, t.plies, t.captures, t.finished);
}

INSTANTIATE_TEST_SUITE_P(Variants, ColumnReferenceAgreement, ::testing::Values("russian-column", "lasca", "adiukh"),
                         [](const auto &param_info) {
                             std::string name = param_info.param;
                             name.erase(std::remove(name.begin(), name.end(), '-'), name.end());
                             return name;
                         });

} // namespace
