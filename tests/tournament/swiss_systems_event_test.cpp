// Issue 32's size, through the event service as `damka round pair` runs it: a 9-round event of
// 100 rated players for each individual Swiss system (Dutch, Dubov, Burstein, Lim and the
// Double-Swiss of two-game matches), results drawn by lot with forfeits and requested byes.
// Every round must be paired by the engine, and the pairing must pass the manual-pairing check
// (manual_pairing.cpp: rematches, prohibited pairs, the PAB rule of C.04.1 Art. 4 and, but for
// the Double-Swiss, the colour rules of C.04.1 6-7), code written apart from every engine.
// This also runs each system's past rounds as engine_pairing.cpp builds them from the event:
// the Burstein Index's points, the Double-Swiss match of two games with its forfeit rule.
#include "core/plugin_registry.hpp"
#include "tournament/service/event.hpp"
#include "tournament/service/manual_pairing.hpp"
#include "tournament/exchange/result_batch.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>

namespace {

using namespace damka::tournament;
using R = BoardResult;
using damka::Message;

// The messages a last round may carry: C.04.1 6-7 allow them there (topscorers, Lim Article 6).
bool only_allowed_in_the_last_round(const Message &m) {
    const std::string s = m.english();
    return s.find("the last round") != std::string::npos;
}

void run_event(System system) {
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "Systems";
    info.rounds = 9;
    info.system = system;
    info.tiebreaks = {"BH-C1", "BH"};
    if (system == System::DoubleSwiss) {
        info.games_per_pairing = 2;
        info.byes.pab = info.scoring.win + info.scoring.draw; // C.04.5 1.4
    }
    auto created = Event::create(dir.filePath(QStringLiteral("e.db")), info);
    ASSERT_TRUE(created) << created.error();
    Event &ev = *created;
    ev.set_actor(QStringLiteral("IA Test"));
    if (system == System::DoubleSwiss) {
        damka::PluginRegistry registry;
        registry.load_directory(DAMKA_TEST_PLUGIN_DIR);
        const damka::Variant *russian = registry.find("russian");
        ASSERT_TRUE(russian) << "the draughts plugin is not built";
        ASSERT_TRUE(ev.load_openings({"1. c3-d4 f6-g5", "1. c3-b4 b6-a5", "1. g3-h4 f6-e5"}, *russian));
    }
    for (int i = 1; i <= 100; ++i) {
        Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2400 - 9 * i;
        ASSERT_TRUE(ev.add_player(p));
    }
    std::mt19937 lot(static_cast<unsigned>(system) * 7919 + 32);
    for (int round = 1; round <= 9; ++round) {
        // A few requested byes for the coming round (C.04.2: a half-point bye).
        for (int k = 0; k < 2; ++k) {
            const int who = 1 + int(lot() % 100);
            (void)ev.request_bye(who, round, ByeKind::HPB); // refused when over the event's limit: fine
        }
        auto paired = ev.pair_next_round();
        ASSERT_TRUE(paired) << to_string(system) << " round " << round << ": " << paired.error();
        const EventData e = ev.data();
        const Round &r = e.rounds.back();
        ProposedRound chosen;
        for (const RoundGame &g : r.games)
            if (g.game_no == 1) chosen.boards.emplace_back(g.white, g.black);
        int away = 0;
        for (const Bye &b : r.byes)
            if (b.kind == ByeKind::PAB)
                chosen.pab = b.player;
            else
                ++away;
        // Everybody present is paired: two a board, the PAB when the number is odd.
        EXPECT_EQ(2 * int(chosen.boards.size()) + (chosen.pab ? 1 : 0), 100 - away)
            << to_string(system) << " round " << round;
        EXPECT_EQ(r.games.size(), chosen.boards.size() * size_t(system == System::DoubleSwiss ? 2 : 1));
        for (const Message &m : broken_absolute_criteria(e, round, chosen))
            EXPECT_TRUE(round == 9 && only_allowed_in_the_last_round(m))
                << to_string(system) << " round " << round << ": " << m.english();
        ASSERT_TRUE(ev.publish_round(round));
        std::vector<Numbered<ResultEntry>> results;
        for (const RoundGame &g : r.games) {
            ResultEntry x;
            x.round = round;
            x.board = g.board;
            x.game_no = g.game_no;
            const unsigned d = lot() % 100;
            x.result = d < 40 ? R::WhiteWin
                : d < 70      ? R::Draw
                : d < 97      ? R::BlackWin
                : d < 99      ? R::WhiteForfeit
                              : R::BlackForfeit;
            results.push_back({int(results.size()) + 1, x});
        }
        auto entered = enter_results(ev, results, Message("test"));
        ASSERT_TRUE(entered) << to_string(system) << " round " << round << ": " << entered.error();
    }
}

TEST(SwissSystemsEvent, DutchHundredPlayersNineRounds) { run_event(System::Swiss); }
TEST(SwissSystemsEvent, DubovHundredPlayersNineRounds) { run_event(System::Dubov); }
TEST(SwissSystemsEvent, BursteinHundredPlayersNineRounds) { run_event(System::Burstein); }
TEST(SwissSystemsEvent, LimHundredPlayersNineRounds) { run_event(System::Lim); }
TEST(SwissSystemsEvent, DoubleSwissHundredPlayersNineMatches) { run_event(System::DoubleSwiss); }

} // namespace
