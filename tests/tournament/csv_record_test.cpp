// csv_record.hpp: the spreadsheet habits a round's results and rating lists arrive with.
#include "tournament/exchange/csv_record.hpp"

#include <gtest/gtest.h>

using namespace damka::tournament;

// Excel "CSV UTF-8" in a Russian locale: a BOM, ';' separators, CRLF, a quoted field holding
// the separator, a doubled quote and a line break; an empty row written as ";;".
TEST(CsvRecord, ExcelSemicolonFileWithBom) {
    const CsvTable t = read_csv("\xef\xbb\xbf"
                                "Bo;Name;Result\r\n1;\"Ivanov; P.\";1-0\r\n;;\r\n2;\"Say \"\"hi\"\"\nthere\";0-1\r\n");
    ASSERT_TRUE(t.error.empty()) << t.error;
    EXPECT_EQ(t.header, (std::vector<std::string>{"bo", "name", "result"}));
    ASSERT_EQ(t.records.size(), 2u);
    EXPECT_EQ(t.records[0].line, 2);
    EXPECT_EQ(t.field(t.records[0], {"name"}), "Ivanov; P.");
    EXPECT_EQ(t.records[1].line, 4); // the empty row on line 3 is skipped
    EXPECT_EQ(t.field(t.records[1], {"name"}), "Say \"hi\"\nthere");
    EXPECT_EQ(t.field(t.records[1], {"board", "bo"}), "2");
    EXPECT_EQ(t.field(t.records[1], {"missing"}), "");
}

TEST(CsvRecord, CommaAndTabSeparatorsAndUnterminatedQuote) {
    EXPECT_EQ(read_csv("id,name\n7,A\n").records.at(0).fields, (std::vector<std::string>{"7", "A"}));
    EXPECT_EQ(read_csv("id\tname\n7\t A \n").records.at(0).fields, (std::vector<std::string>{"7", "A"}));
    EXPECT_EQ(read_csv("id,name\n7,\"A\n").error.english(), "line 2: unterminated quote");
    EXPECT_TRUE(read_csv("").header.empty());
}

// Issue 43: a rating list or results table saved as UTF-16 without a byte order mark read as
// NUL-riddled bytes; one in Windows-1251 went in as broken text. The first is read (its ASCII
// characters have NUL high bytes, here on the odd bytes: little-endian), the second decoded.
TEST(CsvRecord, Utf16WithoutBomIsReadAndWindows1251IsNamed) {
    const std::u16string text = u"fmjd_id,name\n16145,Орлова\n";
    std::string bytes;
    for (const char16_t c : text) bytes += {char(c & 0xff), char(c >> 8)};
    const CsvTable t = read_csv(bytes);
    ASSERT_TRUE(t.error.empty()) << t.error;
    ASSERT_EQ(t.records.size(), 1u);
    EXPECT_EQ(t.field(t.records[0], {"name"}), "Орлова");
    // Issue 44: read as Windows-1251 (Excel's plain CSV in Russian) rather than refused.
    const CsvTable cp1251 = read_csv("fmjd_id,name\n16145,\xce\xf0\xeb\xee\xe2\xe0\n"); // Орлова
    ASSERT_TRUE(cp1251.error.empty()) << cp1251.error;
    EXPECT_EQ(cp1251.field(cp1251.records.at(0), {"name"}), "Орлова");
}
