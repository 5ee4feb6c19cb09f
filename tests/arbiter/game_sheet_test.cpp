// The sheet of an adjourned or adjudicated game (arbiter/game_sheet.hpp): the facts FIDE's
// Guidelines I.1 want on the envelope, from a scripted log replayed through the russian plugin,
// against readings worked by hand; the position drawn; an irregular move noted.
#include "adjudication_test_support.hpp"

#include "arbiter/game_sheet.hpp"

#include <gtest/gtest.h>

using namespace damka;
using namespace damka::arbiter;
using namespace damka::arbiter::testing;

namespace {

std::string fact(const GameSheet &s, const std::string &label) {
    for (const SheetFact &f : s.facts)
        if (f.label.english() == label) return f.value.english();
    return "(no " + label + ")";
}

size_t count(const std::string &text, const std::string &what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

} // namespace

// 5m+3s (Fischer): White's clock starts at 0:00. White moves and presses at 0:10: 5:00 - 0:10
// + 0:03 = 4:53. Black moves and presses at 0:30, his clock having run 0:20: 4:43. White's
// clock runs again: at the last event, Black's offer at 0:31, it shows 4:52.
TEST(GameSheet, RecordsPlayersClocksMovesAndThePosition) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(*v,
                         {"@0:00 clock start white", "@0:10 move white c3-d4", "@0:10 press white",
                          "@0:30 move black f6-g5", "@0:30 press black", "@0:31 offer black"},
                         "5m+3s");
    log.players = {"Ann", "Bob"};
    Expected<GameSheet> s =
        game_sheet(*v, log, "round 2 board 3", {{"Event", "Club Cup"}, {"Round", "2"}, {"Site", "?"}});
    ASSERT_TRUE(s) << s.error();
    EXPECT_EQ(fact(*s, "Event"), "Club Cup");
    EXPECT_EQ(fact(*s, "Round"), "2");
    EXPECT_EQ(fact(*s, "Place"), "(no Place)"); // "?" is PDN's unknown: left out
    EXPECT_EQ(fact(*s, "Game"), "round 2 board 3");
    EXPECT_EQ(fact(*s, "White"), "Ann");
    EXPECT_EQ(fact(*s, "Black"), "Bob");
    EXPECT_EQ(fact(*s, "Time control"), "5m+3s");
    EXPECT_NE(fact(*s, "Clocks").find("White 4:52, Black 4:43 (at 0:31 of play)"), std::string::npos)
        << fact(*s, "Clocks");
    EXPECT_EQ(fact(*s, "Moves made"), "White 1, Black 1");
    EXPECT_EQ(fact(*s, "To move"), "White");
    EXPECT_EQ(fact(*s, "Draw offer"), "by Black, not answered");
    ASSERT_EQ(s->moves.size(), 2u);
    EXPECT_EQ(s->moves[1].side.english(), "Black");
    EXPECT_EQ(s->moves[1].move, "f6-g5");
    EXPECT_TRUE(s->moves[1].note.empty());
    // The position: 24 pieces, the arrow of f6-g5.
    EXPECT_EQ(count(s->diagram_svg, "class=\"piece "), 24u);
    EXPECT_EQ(count(s->diagram_svg, "class=\"arrow\""), 1u);
    EXPECT_EQ(s->diagram_caption.english(), "The position on the board after f6-g5");
    // White seals his second move.
    EXPECT_EQ(s->to_fill.front().english(), "Sealed move of White, move 2: ____________");
}

TEST(GameSheet, NotesAnIllegalMoveAsMade) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"move white c3-d4", "move black f6-e5", "move white d4-c5"});
    Expected<GameSheet> s = game_sheet(*v, log, "sheet.json", {});
    ASSERT_TRUE(s) << s.error();
    ASSERT_EQ(s->moves.size(), 3u);
    // d4-c5 with a capture d4:f6 compulsory (russian 1.4-... the plugin's reason follows).
    EXPECT_EQ(s->moves[2].note.english().rfind("not legal: ", 0), 0u) << s->moves[2].note.english();
    EXPECT_EQ(fact(*s, "Time control"), "not followed");
    EXPECT_EQ(fact(*s, "Clocks"), "not followed by the log");
}

// ABI 1.4 ("damka.names/1"): a Russian sheet names the variant, and titles the drawn pieces, as
// the russian plugin names them in Russian; an English one as before.
TEST(GameSheet, NamesTheVariantAndPiecesInTheSheetsLanguage) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    const GameLog log = script(*v, {"move white c3-d4"});
    Expected<GameSheet> ru = game_sheet(*v, log, "sheet.json", {}, "ru");
    ASSERT_TRUE(ru) << ru.error();
    EXPECT_EQ(fact(*ru, "Variant"), "русские шашки");
    EXPECT_EQ(count(ru->diagram_svg, "<title>простая (белые)</title>"), 12u);
    EXPECT_EQ(count(ru->diagram_svg, "<title>простая (чёрные)</title>"), 12u);
    Expected<GameSheet> en = game_sheet(*v, log, "sheet.json", {});
    ASSERT_TRUE(en) << en.error();
    EXPECT_EQ(fact(*en, "Variant"), "Russian draughts");
    EXPECT_EQ(count(en->diagram_svg, "<title>man (White)</title>"), 12u);
}
