// Ashtarashki notation (seed section 6): moves in long and short form, the position record.
#include "damka/sdk.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace damka::ashtarashki::test {
namespace {

// The generated move with this long form, written in both forms.
std::pair<std::string, std::string> forms(const std::string &record, const std::string &long_text) {
    const Position p = pos(record);
    std::vector<RawMove> raw;
    generate(p, p.to_move, raw);
    for (const RawMove &m : raw)
        if (long_form(p, m) == long_text) return {long_form(p, m), short_form(p, m)};
    return {};
}

// The one legal move the text describes, in long form ("" when none or several).
std::string read(const std::string &record, const std::string &text) {
    const Position p = pos(record);
    const MoveText t = parse_move(text);
    std::vector<RawMove> raw;
    generate(p, p.to_move, raw);
    std::string found;
    int count = 0;
    for (const RawMove &m : raw)
        if (describes(t, p, m)) found = long_form(p, m), ++count;
    return count == 1 ? found : std::string();
}

std::string parse_error(const std::string &text) {
    try {
        parse_move(text);
    } catch (const damka::sdk::Error &e) {
        return e.what();
    }
    return "accepted";
}

std::string record_error(const std::string &text) {
    try {
        parse_position(text);
    } catch (const damka::sdk::Error &e) {
        return e.what();
    }
    return "accepted";
}

// 6.1: quiet move; 6.4-6.6: retreats marked V, W, Z; 6.2, 6.3: captures (6.3's own example
// M2:b6:c7:b8, which stops on b8, White's finish row, 3.7).
TEST(MoveNotation, LongAndShortFormsOut_6_1_to_6_6) {
    EXPECT_EQ(forms("White: M1a3. Black: M1h8.", "M1a3-b4"),
              std::make_pair(std::string("M1a3-b4"), std::string("M1b4")));
    EXPECT_EQ(forms("White: M1c5. Black: M1h8.", "M1c5-b4V"),
              std::make_pair(std::string("M1c5-b4V"), std::string("M1b4V")));
    EXPECT_EQ(forms("White: V1b4. Black: M1h8.", "V1b4-a3W"),
              std::make_pair(std::string("V1b4-a3W"), std::string("V1a3W")));
    EXPECT_EQ(forms("White: Wa3. Black: M1h8.", "Wa3-b2Z"),
              std::make_pair(std::string("Wa3-b2Z"), std::string("Wb2Z")));
    EXPECT_EQ(forms("White: M2c5. Black: M1 - b6, b8, c7.", "M2c5:b6:c7:b8"),
              std::make_pair(std::string("M2c5:b6:c7:b8"), std::string("M2:b6:c7:b8")));
}

// 6.1-6.6 as the seed prints them (long dash, Cyrillic М in 7.2), short forms, ASCII hyphen,
// and annotations or the end mark after the move.
TEST(MoveNotation, EveryWrittenFormIsRead_6_1_to_6_6) {
    EXPECT_EQ(read("White: M1a3. Black: M1h8.", "M1a3\u2014b4"), "M1a3-b4");
    EXPECT_EQ(read("White: M1a3. Black: M1h8.", "M1a3-b4"), "M1a3-b4");
    EXPECT_EQ(read("White: M1a3. Black: M1h8.", "M1b4!"), "M1a3-b4");
    EXPECT_EQ(read("White: M1c5. Black: M1h8.", "M1c5\u2014b4V"), "M1c5-b4V");
    EXPECT_EQ(read("White: M1c5. Black: M1h8.", "M1b4V"), "M1c5-b4V");
    EXPECT_EQ(read("White: M1c5. Black: M1h8.", "M1b4"), "M1c5-b4V"); // the mark may be left out
    EXPECT_EQ(read("White: M1c5. Black: M1h8.", "M1b4W"), ""); // but not be wrong
    EXPECT_EQ(read("White: V1b4. Black: M1h8.", "V1a3W"), "V1b4-a3W");
    EXPECT_EQ(read("White: Wa3. Black: M1h8.", "Wb2Z"), "Wa3-b2Z");
    EXPECT_EQ(read("White: M3d4. Black: M2 - a5, b6, c5.", "\u041c3:c5:b6:a5"), "M3d4:c5:b6:a5");
    EXPECT_EQ(read("White: M3d4. Black: M2 - a5, b6, c5.", "M3d4:c5:b6:a5#"), "M3d4:c5:b6:a5");
    EXPECT_EQ(read("White: M3d4. Black: M2 - a5, b6, c5.", "M3:c5"), ""); // 3.3: must go on
    // Two M1 stones can reach b4: the short form is ambiguous, the long form is not.
    EXPECT_EQ(read("White: M1 - a3, c3. Black: M1h8.", "M1b4"), "");
    EXPECT_EQ(read("White: M1 - a3, c3. Black: M1h8.", "M1c3-b4"), "M1c3-b4");
}

TEST(MoveNotation, MalformedMovesSayWhatIsWrong) {
    EXPECT_NE(parse_error("").find("no move given"), std::string::npos);
    EXPECT_NE(parse_error("M4a3-b4").find("needs its number 1, 2 or 3"), std::string::npos);
    EXPECT_NE(parse_error("M1a3-b").find("at character 6"), std::string::npos);
    EXPECT_NE(parse_error("M1a3-b4Q").find("unexpected 'Q' at character 8"), std::string::npos);
    EXPECT_NE(parse_error("M1b1").find("b1 is a light square"), std::string::npos);
    EXPECT_NE(parse_error("Fb8").find("finish row"), std::string::npos);
    EXPECT_NE(parse_error("c3-d4").find("must start with the stone"), std::string::npos);
}

// 2.1, 2.2 written as 6.10 orders them: groups M1, M2, M3, squares by file then rank.
TEST(PositionRecord, StartPosition_6_10) {
    EXPECT_EQ(format_position(start_position()),
              "White: M1 - b2, c1, e1, h2; M2 - a3, d2, f2, g3; M3 - a1, c3, e3, g1. "
              "Black: M1 - a7, d8, f8, g7; M2 - b6, c7, e7, h6; M3 - b8, d6, f6, h8. White to move.");
    EXPECT_EQ(parse_position(format_position(start_position())), start_position());
}

// 6.10's own example: M1 on a5, c3, c5, g5 is written "M1 – a5, c3, c5, g5"; and the group
// order M1, M2, M3, V1, V2, V3, W, then F (6.11).
TEST(PositionRecord, OrderOfGroupsAndSquares_6_10) {
    EXPECT_EQ(format_position(pos("White: M1 - g5, c5, a5, c3. Black: M1h8.")),
              "White: M1 - a5, c3, c5, g5. Black: M1h8. White to move.");
    EXPECT_EQ(format_position(pos(
                  "Black: Fa1; We5; V1c3; M3h8. White: Fb8; Wd4; V3f4; V2g3; V1h2; M3e1; M2b2; M1c1. Black to move")),
              "White: M1c1; M2b2; M3e1; V1h2; V2g3; V3f4; Wd4; Fb8. Black: M3h8; V1c3; We5; Fa1. Black to move.");
}

// The seed's own records (7.3, 7.4) with Russian side names, short dashes and ',' between groups.
TEST(PositionRecord, SeedRecordsAreRead_7_3_7_4) {
    EXPECT_EQ(format_position(pos("Белые: M1h8, M2 \u2013 d8, f8; Wb4\nЧерные: M1a1, M2e1, M3f2")),
              "White: M1h8; M2 - d8, f8; Wb4. Black: M1a1; M2e1; M3f2. White to move.");
    EXPECT_EQ(format_position(
                  pos("Белые:  M1 \u2013 a3, c1; M2a5, M3f6.\nЧерные: M1g1, M2c5, M3 \u2013 e1, h8. Ход черных.")),
              "White: M1 - a3, c1; M2a5; M3f6. Black: M1g1; M2c5; M3 - e1, h8. Black to move.");
}

TEST(PositionRecord, BadRecordsSayWhatIsWrong) {
    EXPECT_NE(record_error("White: M1b1. Black: M1h8.").find("b1 is a light square"), std::string::npos);
    EXPECT_NE(record_error("White: M1 - a3, a3. Black: M1h8.").find("a3 holds two stones"), std::string::npos);
    EXPECT_NE(record_error("White: M1a3.").find("names no Black stones"), std::string::npos);
    EXPECT_NE(record_error("White: M1 - a3, c3, e3, g3, b4. Black: M1h8.").find("more than four stones numbered 1"),
              std::string::npos);
    EXPECT_NE(record_error("White: Fa3. Black: M1h8.").find("finish row"), std::string::npos);
    EXPECT_NE(record_error("White: M4a3. Black: M1h8.").find("expected a group of stones"), std::string::npos);
    EXPECT_NE(
        record_error("White: M1a3. Black: M1h8. White to move. Black to move.").find("side to move is given twice"),
        std::string::npos);
    EXPECT_NE(record_error("White: none. Black: none.").find("the board is empty"), std::string::npos);
    EXPECT_NE(record_error("W:W99:B98").find("expected 'White:'"), std::string::npos);
}

} // namespace
} // namespace damka::ashtarashki::test
