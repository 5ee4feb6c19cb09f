// PDN writer: layout (tags, 80-column move text) and the round trip read(write(g)) == g.
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_writer.hpp"

#include <QStringList>

#include <gtest/gtest.h>

using namespace damka::pdn;

namespace {

GameRecord read_one(const QString &text) {
    const PdnFile f = read_pdn_text(text);
    EXPECT_EQ(f.games.size(), 1u) << text.toStdString();
    if (f.games.empty()) return {};
    EXPECT_FALSE(f.games[0].error) << f.games[0].error->message.toStdString() << "\n" << text.toStdString();
    return f.games[0].game;
}

} // namespace

TEST(PdnWriter, TagsThenWrappedMoveText) {
    GameRecord g;
    g.tags = {{QStringLiteral("Event"), QStringLiteral("Test \"A\""), {}},
              {QStringLiteral("Result"), QStringLiteral("2-0"), {}}};
    for (int i = 0; i < 40; ++i) g.moves.push_back(Element::move(QStringLiteral("32-28")));
    number_moves(g.moves);
    const QString text = write_game(g);
    const QStringList lines = text.split(u'\n');
    EXPECT_EQ(lines[0], QStringLiteral("[Event \"Test \\\"A\\\"\"]"));
    EXPECT_EQ(lines[1], QStringLiteral("[Result \"2-0\"]"));
    EXPECT_EQ(lines[2], QString());
    // "1. 32-28 32-28" is 14 characters, a pair plus its blank 15: five pairs (74 characters)
    // fit in 80 columns, a sixth (89) does not. With two-digit numbers five pairs take 79
    // characters, so the result (" 2-0", 83) goes on a line of its own.
    EXPECT_EQ(lines[3], QStringLiteral("1. 32-28 32-28 2. 32-28 32-28 3. 32-28 32-28 4. 32-28 32-28 5. 32-28 32-28"));
    EXPECT_EQ(lines[3].size(), 74);
    EXPECT_EQ(lines[5].size(), 79);
    for (const QString &l : lines) EXPECT_LE(l.size(), 80) << l.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("20. 32-28 32-28\n2-0\n")))
        << text.toStdString(); // the Result tag's value
}

TEST(PdnWriter, NumberMovesMarksSecondSideMovesAfterAnInterruption) {
    // PGN 8.2.2 style: "N..." before a second-side move that starts a line or follows a comment.
    std::vector<Element> line{Element::move(QStringLiteral("32-28")), Element::comment(QStringLiteral("c")),
                              Element::move(QStringLiteral("19-23")), Element::move(QStringLiteral("28x19"))};
    line.push_back(
        Element::variation({Element::move(QStringLiteral("33-29")), Element::move(QStringLiteral("14x23"))}));
    line.push_back(Element::move(QStringLiteral("14x23")));
    number_moves(line);
    EXPECT_EQ(line[0].number, 1);
    EXPECT_FALSE(line[0].ellipsis);
    EXPECT_EQ(line[2].number, 1);
    EXPECT_TRUE(line[2].ellipsis);
    EXPECT_EQ(line[3].number, 2);
    EXPECT_EQ(line[4].line[0].number, 2); // replaces 2. 28x19
    EXPECT_FALSE(line[4].line[0].ellipsis);
    EXPECT_EQ(line[4].line[1].number, 0);
    EXPECT_EQ(line[5].number, 2); // 2... 14x23 after the variation
    EXPECT_TRUE(line[5].ellipsis);
    GameRecord g;
    g.moves = line;
    g.result = QStringLiteral("*");
    EXPECT_EQ(write_game(g), QStringLiteral("1. 32-28 {c} 1... 19-23 2. 28x19 (2. 33-29 14x23) 2... 14x23 *\n"));
}

// Movers given (a side may move twice in a row, as in Multiphase or Gamma): Black moves first
// from a set-up, then twice in a row after White, then White twice. By the rule: Black's
// first move opens the numbering, "1..."; White's is 2.; Black's reply to it unnumbered; Black
// again, not after White, "2..."; White 3. and 4. (each first-side move takes the next number).
TEST(PdnWriter, NumberMovesBySideWhenASideMovesTwice) {
    std::vector<Element> line;
    for (const char *m : {"a", "b", "c", "d", "e", "f"}) line.push_back(Element::move(QString::fromLatin1(m)));
    number_moves_by_side(line, {1, 0, 1, 1, 0, 0});
    GameRecord g;
    g.moves = line;
    g.result = QStringLiteral("*");
    EXPECT_EQ(write_game(g), QStringLiteral("1... a 2. b c 2... d 3. e 4. f *\n"));
}

TEST(PdnWriter, RoundTripOfEveryConstruct) {
    const QString source =
        QStringLiteral("[Event \"Round \\\"trip\\\"\"]\n[GameType \"20,W,10,10,N2,0\"]\n[FEN \"W:W31-50:B1-20\"]\n\n"
                       "1. 32-28! {a long comment that certainly will have to be wrapped because it is longer than "
                       "eighty columns} 19-23?! $2 ; a line comment with a } brace\n"
                       "2. 28x19 (2. 33-29 {side} (2. 31-26 20-24 $14) 23x34*) 14x23(!) /W:W31-50:B1-20/ "
                       "3. c3:e5 4... 1-18 0-2\n");
    const GameRecord g = read_one(source);
    const QString written = write_game(g);
    for (const QString &l : written.split(u'\n')) {
        if (l.contains(u';')) continue; // a ';' comment cannot wrap
        EXPECT_LE(l.size(), 80) << l.toStdString();
    }
    const GameRecord back = read_one(written);
    EXPECT_TRUE(back == g) << written.toStdString();
    EXPECT_EQ(write_game(back), written); // and the text is stable
}

TEST(PdnWriter, RoundTripOfSeveralGames) {
    GameRecord a, b;
    a.set_tag(QStringLiteral("White"), QStringLiteral("A"));
    a.moves = {Element::move(QStringLiteral("32-28"), 1)};
    a.result = QStringLiteral("1-0");
    b.set_tag(QStringLiteral("White"),
              QStringLiteral("\u0411\u043b\u0438\u043d\u0434\u0435\u0440")); // Cyrillic survives
    b.moves = {Element::move(QStringLiteral("c3-d4"), 1), Element::nag(1)};
    b.result = QStringLiteral("1/2-1/2");
    const QString text = write_pdn({a, b});
    const PdnFile f = read_pdn(text.toUtf8());
    ASSERT_EQ(f.games.size(), 2u);
    EXPECT_TRUE(f.games[0].game == a);
    EXPECT_TRUE(f.games[1].game == b);
}
