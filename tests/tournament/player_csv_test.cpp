// Issue 14 defect 6: player lists as spreadsheets really save them. Each case is a file Excel
// or a federation's export produces; before the fix every one was refused or misread.
#include "tournament/player_csv.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;

namespace {
std::string joined(const std::vector<std::string> &v) {
    std::string s;
    for (const std::string &x : v) s += x + "\n";
    return s;
}
} // namespace

// Excel "CSV UTF-8" starts with EF BB BF: the first header was read as "\xEF\xBB\xBFname".
TEST(PlayerCsv, ExcelUtf8ByteOrderMark) {
    const CsvImport c = parse_player_csv("\xEF\xBB\xBFname,rating\nАнна,1500\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    EXPECT_EQ(c.players[0].name, "Анна");
    EXPECT_EQ(c.players[0].rating, 1500);
}

// Russian Excel separates by ';'. Headers fed/elo/sex as Swiss-Manager writes them; codes in
// lower case are stored in capitals.
TEST(PlayerCsv, SemicolonsAndSwissManagerHeaders) {
    const CsvImport c = parse_player_csv("name;fed;elo;sex\nИванов, Пётр;rus;1800;m\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    EXPECT_EQ(c.players[0].name, "Иванов, Пётр");
    EXPECT_EQ(c.players[0].federation, "RUS");
    EXPECT_EQ(c.players[0].rating, 1800);
    EXPECT_EQ(c.ignored, (std::vector<std::string>{"sex"}));
}

// "Иванов" in Windows-1251 (C8 E2 E0 ED EE E2) is not UTF-8: refused, naming the line and the
// way out, never imported as mojibake.
TEST(PlayerCsv, Windows1251IsRefusedWithTheFix) {
    const CsvImport c = parse_player_csv("name,rating\n\xC8\xE2\xE0\xED\xEE\xE2,1500\n");
    EXPECT_TRUE(c.players.empty());
    ASSERT_EQ(c.errors.size(), 1u);
    EXPECT_NE(c.errors[0].find("line 2"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].find("Windows-1251"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].find("CSV UTF-8"), std::string::npos) << c.errors[0];
}

// FMJD titles (FMJD rating regulations): GMI, MI, MF, CMF and the women's GMIF, MIF, MFF, CMFF.
TEST(PlayerCsv, FmjdTitles) {
    const CsvImport c = parse_player_csv("name,title\nA,gmif\nB,MI\nC,MFF\nD,CMFF\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 4u);
    EXPECT_EQ(c.players[0].title, "GMIF");
    EXPECT_EQ(c.players[3].title, "CMFF");
    EXPECT_FALSE(parse_player_csv("name,title\nA,GRANDMASTER\n").errors.empty());
}

// Random bytes are not a player list.
TEST(PlayerCsv, BinaryIsNotText) {
    const CsvImport c = parse_player_csv(std::string("\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", 12));
    EXPECT_TRUE(c.players.empty());
    ASSERT_FALSE(c.errors.empty());
}
