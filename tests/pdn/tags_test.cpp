// GameType and FEN tag values (PDN 3.0, pdn.fmjd.org "GameType tag" and "FEN tag").
#include "pdn/pdn_tags.hpp"

#include <gtest/gtest.h>

using namespace damka::pdn;

TEST(PdnGameType, PlainNumber) {
    const auto t = parse_gametype(u"25");
    ASSERT_TRUE(t) << t.error();
    EXPECT_EQ(t->number, 25);
    EXPECT_FALSE(t->extended);
}

TEST(PdnGameType, ExtendedFormFromTheGameTypeTable) {
    // GameType table: International draughts [GameType "20,W,10,10,N2,0"].
    const auto t = parse_gametype(u"20,W,10,10,N2,0");
    ASSERT_TRUE(t) << t.error();
    EXPECT_EQ(t->number, 20);
    EXPECT_TRUE(t->extended);
    EXPECT_EQ(t->start_colour, QChar(u'W'));
    EXPECT_EQ(t->board_width, 10);
    EXPECT_EQ(t->board_height, 10);
    EXPECT_EQ(t->notation, QChar(u'N'));
    EXPECT_EQ(t->notation_corner, 2);
    EXPECT_EQ(t->invert, 0);
    // Russian draughts [GameType "25,W,8,8,A0,0"]; the invert flag is optional.
    const auto r = parse_gametype(u"25,W,8,8,A0");
    ASSERT_TRUE(r) << r.error();
    EXPECT_EQ(r->notation, QChar(u'A'));
    EXPECT_EQ(r->invert, -1);
}

TEST(PdnGameType, ErrorsNameTheCharacter) {
    const auto bad = parse_gametype(u"20,X,10,10,N2,0");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("character 4"), std::string::npos) << bad.error();
    EXPECT_NE(bad.error().find("start colour"), std::string::npos) << bad.error();
    EXPECT_FALSE(parse_gametype(u""));
    EXPECT_FALSE(parse_gametype(u"20,W,10,10,Q2"));
    EXPECT_FALSE(parse_gametype(u"20,W,10,10,N2,0,7"));
}

TEST(PdnFenTag, RangesAndKings) {
    // FEN tag examples: "W:W31-50:B1-20" is the international start position (20 + 20 men).
    const auto start = parse_fen(u"W:W31-50:B1-20");
    ASSERT_TRUE(start) << start.error();
    EXPECT_EQ(start->turn, QChar(u'W'));
    ASSERT_EQ(start->pieces.size(), 40u);
    EXPECT_EQ(start->pieces[0].square, QStringLiteral("31"));
    EXPECT_EQ(start->pieces[19].square, QStringLiteral("50"));
    EXPECT_EQ(start->pieces[20].colour, QChar(u'B'));

    // "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29": 6 white pieces (2 kings), 6 black (3 kings).
    const auto kings = parse_fen(u"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
    ASSERT_TRUE(kings) << kings.error();
    EXPECT_EQ(kings->turn, QChar(u'B'));
    ASSERT_EQ(kings->pieces.size(), 12u);
    int white_kings = 0, black_kings = 0;
    for (const FenPiece &p : kings->pieces) (p.colour == u'W' ? white_kings : black_kings) += p.king;
    EXPECT_EQ(white_kings, 2);
    EXPECT_EQ(black_kings, 3);
}

TEST(PdnFenTag, TrailingDotOfOlderFiles) {
    // ussr1947-russian.pdn writes the FEN with a dot at the end (FEN grammar: DOT?).
    const QString v = QStringLiteral(" W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4. ");
    const auto fen = parse_fen(v);
    ASSERT_TRUE(fen) << fen.error();
    EXPECT_EQ(fen->pieces.size(), 24u);
    EXPECT_EQ(plugin_fen(v), QStringLiteral("W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4"));
}

TEST(PdnFenTag, AlgebraicSquaresAndAnEmptySide) {
    const auto fen = parse_fen(u"W:Wc3,Kd4:B");
    ASSERT_TRUE(fen) << fen.error();
    ASSERT_EQ(fen->pieces.size(), 2u);
    EXPECT_EQ(fen->pieces[1].square, QStringLiteral("d4"));
    EXPECT_TRUE(fen->pieces[1].king);
}

TEST(PdnFenTag, ErrorsNameTheCharacter) {
    const auto no_colon = parse_fen(u"WW31-50:B1-20");
    ASSERT_FALSE(no_colon);
    EXPECT_NE(no_colon.error().find("character 2"), std::string::npos) << no_colon.error();
    const auto backwards = parse_fen(u"W:W50-31:B1-20");
    ASSERT_FALSE(backwards);
    EXPECT_NE(backwards.error().find("runs backwards"), std::string::npos) << backwards.error();
    const auto no_comma = parse_fen(u"W:W31 32:B1");
    ASSERT_FALSE(no_comma);
    EXPECT_NE(no_comma.error().find("character 6"), std::string::npos) << no_comma.error();
    EXPECT_FALSE(parse_fen(u""));
    EXPECT_FALSE(parse_fen(u"X:W1"));
}
