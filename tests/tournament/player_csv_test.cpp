// Issue 14 defect 6: player lists as spreadsheets really save them. Each case is a file Excel
// or a federation's export produces; before the fix every one was refused or misread.
#include "tournament/exchange/player_csv.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;

namespace {
std::string joined(const std::vector<damka::Message> &v) {
    std::string s;
    for (const damka::Message &x : v) s += x.english() + "\n";
    return s;
}
} // namespace

// Excel "CSV UTF-8" starts with EF BB BF: the first header was read as "\xEF\xBB\xBFname".
TEST(PlayerCsv, ExcelUtf8ByteOrderMark) {
    const PlayerImport c = parse_player_csv("\xEF\xBB\xBFname,rating\nАнна,1500\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    EXPECT_EQ(c.players[0].name, "Анна");
    EXPECT_EQ(c.players[0].rating, 1500);
}

// Russian Excel separates by ';'. Headers fed/elo/sex as Swiss-Manager writes them; codes in
// lower case are stored in capitals.
TEST(PlayerCsv, SemicolonsAndSwissManagerHeaders) {
    const PlayerImport c = parse_player_csv("name;fed;elo;sex\nИванов, Пётр;rus;1800;m\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    EXPECT_EQ(c.players[0].name, "Иванов, Пётр");
    EXPECT_EQ(c.players[0].federation, "RUS");
    EXPECT_EQ(c.players[0].rating, 1800);
    EXPECT_EQ(c.players[0].sex, "M"); // kept since issue 27 (women's prize lists)
    EXPECT_TRUE(c.warnings.empty()) << joined(c.warnings);
}

// "Иванов" in Windows-1251 (C8 E2 E0 ED EE E2) is not UTF-8: refused, naming the line and the
// way out, never imported as mojibake.
TEST(PlayerCsv, Windows1251IsRefusedWithTheFix) {
    const PlayerImport c = parse_player_csv("name,rating\n\xC8\xE2\xE0\xED\xEE\xE2,1500\n");
    EXPECT_TRUE(c.players.empty());
    ASSERT_EQ(c.errors.size(), 1u);
    EXPECT_NE(c.errors[0].english().find("line 2"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].english().find("Windows-1251"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].english().find("CSV UTF-8"), std::string::npos) << c.errors[0];
}

// FMJD titles (FMJD rating regulations): GMI, MI, MF, CMF and the women's GMIF, MIF, MFF, CMFF.
TEST(PlayerCsv, FmjdTitles) {
    const PlayerImport c = parse_player_csv("name,title\nA,gmif\nB,MI\nC,MFF\nD,CMFF\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 4u);
    EXPECT_EQ(c.players[0].title, "GMIF");
    EXPECT_EQ(c.players[3].title, "CMFF");
    EXPECT_FALSE(parse_player_csv("name,title\nA,GRANDMASTER\n").errors.empty());
}

// Random bytes are not a player list.
TEST(PlayerCsv, BinaryIsNotText) {
    const PlayerImport c = parse_player_csv(std::string("\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", 12));
    EXPECT_TRUE(c.players.empty());
    ASSERT_FALSE(c.errors.empty());
}

// Issue 27 item 4: the header row as a Russian club secretary types it. Фамилия + Имя +
// Отчество are joined as "Surname, First name Patronymic", the order FMJD and chess lists
// print (and `player from-list` joins): "Иванов, Пётр Сергеевич".
TEST(PlayerCsv, RussianHeadersAndSplitName) {
    const PlayerImport c = parse_player_csv("Фамилия;Имя;Отчество;Рейтинг;Звание;Федерация;Клуб;Год рождения\n"
                                            "Иванов;Пётр;Сергеевич;1800;mf;rus;Спартак;1990\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    const Player &p = c.players[0];
    EXPECT_EQ(p.name, "Иванов, Пётр Сергеевич");
    EXPECT_EQ(p.rating, 1800);
    EXPECT_EQ(p.title, "MF");
    EXPECT_EQ(p.federation, "RUS");
    EXPECT_EQ(p.club, "Спартак");
    EXPECT_EQ(p.birth_year, 1990);
    EXPECT_TRUE(c.warnings.empty()) << joined(c.warnings);
}

// English split names: Surname or "Last name", "First name"; a row without a first name keeps
// the surname alone.
TEST(PlayerCsv, EnglishSurnameAndFirstName) {
    const PlayerImport c = parse_player_csv("Surname,First name,Rating\nSmith,John,1500\nBrown,,1400\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 2u);
    EXPECT_EQ(c.players[0].name, "Smith, John");
    EXPECT_EQ(c.players[1].name, "Brown");
    const PlayerImport last = parse_player_csv("Last name;First name\nJones;Mary\n");
    ASSERT_TRUE(last.errors.empty()) << joined(last.errors);
    ASSERT_EQ(last.players.size(), 1u);
    EXPECT_EQ(last.players[0].name, "Jones, Mary");
}

// A column that is no player field (Phone) is ignored with a warning naming it, not a refusal.
TEST(PlayerCsv, UnknownColumnIsIgnoredWithAWarning) {
    const PlayerImport c = parse_player_csv("name,Phone,rating\nAnna,+7 900 000-00-00,1500\n");
    ASSERT_TRUE(c.errors.empty()) << joined(c.errors);
    ASSERT_EQ(c.players.size(), 1u);
    EXPECT_EQ(c.players[0].rating, 1500);
    ASSERT_EQ(c.warnings.size(), 1u);
    EXPECT_NE(c.warnings[0].english().find("'Phone'"), std::string::npos) << c.warnings[0];
    EXPECT_NE(c.warnings[0].english().find("column 2"), std::string::npos) << c.warnings[0];
}

// A header with no name column is refused, and the refusal lists the headers that are read.
TEST(PlayerCsv, RefusalListsTheAcceptedHeaders) {
    const PlayerImport c = parse_player_csv("Player,Phone\nAnna,123\n");
    EXPECT_TRUE(c.players.empty());
    ASSERT_EQ(c.errors.size(), 1u);
    for (const char *h : {"name", "surname", "first name", "rating", "federation", "Фамилия", "Имя", "Год рождения"})
        EXPECT_NE(c.errors[0].english().find(h), std::string::npos) << h << " not in: " << c.errors[0];
}

namespace {
// `text` (BMP only) as UTF-16 bytes after a byte order mark, as Excel's "Unicode text" saves.
std::string utf16(const std::u16string &text, bool little_endian) {
    std::string out = little_endian ? "\xFF\xFE" : "\xFE\xFF";
    for (const char16_t c : text) {
        const char lo = char(c & 0xFF), hi = char(c >> 8);
        out += little_endian ? std::string{lo, hi} : std::string{hi, lo};
    }
    return out;
}
} // namespace

// Excel's "Unicode text": UTF-16 with a byte order mark, tab-separated, CRLF. Read, not
// reported as Windows-1251.
TEST(PlayerCsv, ExcelUnicodeTextUtf16) {
    for (const bool le : {true, false}) {
        const PlayerImport c =
            parse_player_csv(utf16(u"Фамилия\tИмя\tРейтинг\r\nИванова\tАнна\t1750\r\nЁлкин\tБорис\t1600\r\n", le));
        ASSERT_TRUE(c.errors.empty()) << (le ? "LE: " : "BE: ") << joined(c.errors);
        ASSERT_EQ(c.players.size(), 2u);
        EXPECT_EQ(c.players[0].name, "Иванова, Анна");
        EXPECT_EQ(c.players[0].rating, 1750);
        EXPECT_EQ(c.players[1].name, "Ёлкин, Борис");
    }
}

// A UTF-16 file cut one byte short (or with a lone surrogate) would decode a U+FFFD into a
// name: refused naming the line of the broken character.
TEST(PlayerCsv, BrokenUtf16IsRefused) {
    const PlayerImport cut = parse_player_csv(utf16(u"name\nAnna\n", true) + "\x41");
    EXPECT_TRUE(cut.players.empty());
    ASSERT_EQ(cut.errors.size(), 1u);
    EXPECT_EQ(cut.errors[0].english().rfind("line 3: not UTF-16LE text", 0), 0u) << cut.errors[0];
    const PlayerImport lone = parse_player_csv(utf16(u"name\nA\xD800nna\n", false));
    EXPECT_TRUE(lone.players.empty());
    ASSERT_EQ(lone.errors.size(), 1u);
    EXPECT_EQ(lone.errors[0].english().rfind("line 2: not UTF-16BE text", 0), 0u) << lone.errors[0];
}

// Issue 27 item 12: two columns read as the same field are refused, naming the field and both
// positions — the last one was read before, the first silently dropped.
TEST(PlayerCsv, TwoColumnsOfTheSameNameAreRefused) {
    const PlayerImport c = parse_player_csv("name,rating,club,rating\nAnna,1500,X,1600\n");
    EXPECT_TRUE(c.players.empty());
    ASSERT_EQ(c.errors.size(), 1u);
    EXPECT_NE(c.errors[0].english().find("line 1"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].english().find("'rating'"), std::string::npos) << c.errors[0];
    EXPECT_NE(c.errors[0].english().find("columns 2 and 4"), std::string::npos) << c.errors[0];
    // Two names of one field (elo and rating) are the same question.
    const PlayerImport aliases = parse_player_csv("name;Elo;Рейтинг\nAnna;1500;1600\n");
    EXPECT_TRUE(aliases.players.empty());
    ASSERT_EQ(aliases.errors.size(), 1u);
    EXPECT_NE(aliases.errors[0].english().find("columns 2 and 3"), std::string::npos) << aliases.errors[0];
}
