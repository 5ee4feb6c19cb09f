// Issue 14 defect 4: the variant's own points entered by hand are checked by its plugin
// (damka.entered_result/1) and give the tie-break it derives; `--scoring variant` scores
// forfeits and byes on the variant's scale.
#include "tournament/service/event.hpp"
#include "core/plugin_registry.hpp"
#include "tournament/service/variant_scoring.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::tournament;
using R = damka::tournament::BoardResult;

namespace {

const damka::PluginRegistry &plugins() {
    static damka::PluginRegistry r;
    static const bool loaded = r.load_directory(DAMKA_TEST_PLUGIN_DIR) >= 0;
    (void)loaded;
    return r;
}

Event one_board(QTemporaryDir &dir, const std::string &variant, Scoring scoring = {}) {
    TournamentInfo i;
    i.name = "Points";
    i.rounds = 3;
    i.variant = variant;
    i.scoring = scoring;
    i.byes = {scoring.win, scoring.draw, scoring.win, 0.0, 2, 0};
    i.tiebreaks = {"VTB"};
    auto ev = Event::create(dir.filePath(QStringLiteral("v.db")), i);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    for (int k = 1; k <= 3; ++k) {
        Player p;
        p.name = "P" + std::to_string(k);
        p.rating = 2000 - k;
        EXPECT_TRUE(ev->add_player(p));
    }
    EXPECT_TRUE(ev->pair_next_round(std::vector<ManualPair>{{1, 2}, {3, 0}}));
    EXPECT_TRUE(ev->publish_round(1));
    return std::move(ev).value();
}

ResultEntry entry(R r, std::optional<int> w = {}, std::optional<int> b = {}) {
    ResultEntry e;
    e.round = 1;
    e.board = 1;
    e.result = r;
    e.white_points = w;
    e.black_points = b;
    return e;
}

} // namespace

// Adiukh 5.1, 6.1.1: the two scores add up to 24, 13 or more wins, 12:12 is the draw.
TEST(VariantPoints, AdiukhPointsAreCheckedAndGiveTheTieBreak) {
    const damka::Variant *adiukh = plugins().find("adiukh");
    if (!adiukh) GTEST_FAIL() << "the adiukh plugin is not built";
    QTemporaryDir dir;
    Event ev = one_board(dir, "adiukh");
    for (auto [w, b] : {std::pair{30, 0}, std::pair{13, 12}, std::pair{2, 0}, std::pair{12, 12}}) {
        const auto refused = ev.set_result(entry(R::WhiteWin, w, b), adiukh);
        EXPECT_FALSE(refused) << w << ":" << b << " was accepted for a white win";
    }
    EXPECT_FALSE(ev.set_result(entry(R::Draw, 13, 11), adiukh)); // points say White won
    const auto accepted = ev.set_result(entry(R::WhiteWin, 17, 7), adiukh);
    ASSERT_TRUE(accepted) << accepted.error();
    const RoundGame g = ev.data().rounds[0].games[0];
    ASSERT_TRUE(g.white_tiebreak);
    EXPECT_EQ(*g.white_tiebreak, 17); // the 24-point score is also the tie-break: VTB without --tiebreak
    EXPECT_DOUBLE_EQ(ev.standings().row(1)->tiebreaks[0], 17.0);
}

// Ashtarashki 4.5, 4.6: no draws; a win is 1:0 or 2:0.
TEST(VariantPoints, AshtarashkiRefusesDrawsAndOtherScales) {
    const damka::Variant *ashtarashki = plugins().find("ashtarashki");
    if (!ashtarashki) GTEST_FAIL() << "the ashtarashki plugin is not built";
    QTemporaryDir dir;
    Event ev = one_board(dir, "ashtarashki");
    EXPECT_FALSE(ev.set_result(entry(R::Draw, 1, 1), ashtarashki));
    EXPECT_FALSE(ev.set_result(entry(R::WhiteWin, 3, 0), ashtarashki));
    EXPECT_TRUE(ev.set_result(entry(R::WhiteWin, 2, 0), ashtarashki));
}

// Under --scoring variant an Adiukh game is worth up to 24; a forfeit win and a PAB scored 1
// (and an HPB ½). The plugin's scale: resignation 24:0 (adiukh 5.2), agreed draw 12:12 (6.1.3).
TEST(VariantPoints, VariantScaleForForfeitsAndByes) {
    const damka::Variant *adiukh = plugins().find("adiukh");
    if (!adiukh) GTEST_FAIL() << "the adiukh plugin is not built";
    const auto scale = variant_scoring(*adiukh);
    ASSERT_TRUE(scale) << scale.error();
    EXPECT_TRUE(scale->variant_points);
    EXPECT_DOUBLE_EQ(scale->win, 24);
    EXPECT_DOUBLE_EQ(scale->draw, 12);
    EXPECT_DOUBLE_EQ(scale->loss, 0);
    EXPECT_EQ(scoring_name(*scale), "variant:24-12-0");
    EXPECT_EQ(parse_scoring("variant:24-12-0")->win, 24);
    QTemporaryDir dir;
    Event ev = one_board(dir, "adiukh", *scale);
    // A played game needs its points under variant scoring.
    EXPECT_FALSE(ev.set_result(entry(R::WhiteWin), adiukh));
    ASSERT_TRUE(ev.set_result(entry(R::WhiteForfeit), adiukh));
    const Standings st = ev.standings();
    EXPECT_DOUBLE_EQ(st.row(1)->score, 24); // forfeit win
    EXPECT_DOUBLE_EQ(st.row(3)->score, 24); // PAB worth a win
}
