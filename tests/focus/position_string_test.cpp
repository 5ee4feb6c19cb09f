// Position strings (README "Position strings"): the start string, round trips, refusals.
#include "focus_fixture.hpp"

using namespace focus_test;

TEST(FocusPositionString, StartPositionReadsAsDocumented) {
    const std::string s = game("focus-straight").position();
    EXPECT_EQ(s.rfind("stacks: b2 w, c2 w, d2 b, e2 b, f2 w, g2 w, b3 b, ", 0), 0u) << s;
    EXPECT_NE(s.find("; reserve: white 0, black 0; white to move"), std::string::npos) << s;
    EXPECT_EQ(game("focus-straight", s).position(), s);
}

TEST(FocusPositionString, StacksReservesSideAndEndRuleRoundTrip) {
    const std::string s = "stacks: c1 bw, d4 wbwbb, h5 w; reserve: white 3, black 1; black to move; end: sackson";
    EXPECT_EQ(game("focus", s).position(), s);
    EXPECT_EQ(
        game("focus-straight", "Stacks: h5 w, d4 wbwbb, c1 bw; Black to move; reserve: black 1, white 3; end: sackson.")
            .position(),
        s)
        << "any order, any case, a final full stop";
    EXPECT_EQ(game("focus-straight", "stacks: d4 w; end: seed;").position(),
              "stacks: d4 w; reserve: white 0, black 0; white to move");
}

TEST(FocusPositionString, BadSetUpsAreRefusedNamingTheToken) {
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"stacks: a1 w", "'a1'"},
        {"stacks: d4 w, d4 b", "d4 is given twice"},
        {"stacks: d4 wwbbww", "1 to 5"},
        {"stacks: d4 wx", "w or b"},
        {"stacks: d4", "the pieces"},
        {"reserve: white 1, black 0", "no 'stacks:'"},
        {"stacks: d4 w; colour: red", "unknown clause"},
        {"stacks: d4 w; end: never", "end rule"},
        {"stacks: d4 w; reserve: white x", "reserve"},
        {"stacks: d4 w; red to move", "white to move or black to move"},
        {"stacks: d4 wwwww, e4 wwwww, f4 wwwww, g4 wwwww; reserve: white 0, black 0", "more than the 18"},
    };
    for (const auto &[setup, why] : bad) {
        damka::Expected<damka::Game> g = variant("focus-straight").new_game(setup);
        ASSERT_FALSE(g.has_value()) << setup;
        EXPECT_NE(g.error().find(why), std::string::npos) << setup << ": " << g.error();
    }
}

TEST(FocusPositionString, BoardDescriptionCarriesStacksAndReserves) {
    const damka::Game g = game("focus-straight", "stacks: d4 wbw; reserve: white 2, black 1; black to move");
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    EXPECT_EQ(b.value(QStringLiteral("reserves")).toArray(), (QJsonArray{2, 1}));
    EXPECT_EQ(b.value(QStringLiteral("side_to_move")).toInt(), 1);
    EXPECT_EQ(board_of(g).stacks.at("d4"), "wbw") << "bottom to top";
}
