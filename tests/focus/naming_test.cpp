// Issue 33, the ids of the two Focus variants: `focus` is the seed's game with turning moves,
// `focus-straight` the named alternative, `focus-turning` (the turning game's id before) an
// alias, and an event stored under `focus` before the change (then the straight game) still
// plays the straight game.
#include "focus_fixture.hpp"
#include "tests/support/damka_cli.hpp"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace focus_test;
using damka::testing::run_damka;
using damka::testing::says;

namespace {

bool listed(const damka::Game &g, const std::string &notation) {
    for (const damka::MoveRecord &m : g.legal_moves())
        if (m.notation == notation) return true;
    return false;
}

} // namespace

// focus seed 4 "А теперь самое главное. Башня, выполняя ход, может менять направление
// движения." By hand: a tower of two on d4 steps d4-d5, then turns to e5; a straight move of
// two steps ends on d6, f4, d2 or b4, never on e5.
TEST(FocusNaming, ThePlainIdIsTheSeedsGameWithTurningMoves) {
    const char *setup = "stacks: d4 ww, a5 b; reserve: white 0, black 0; white to move";
    EXPECT_TRUE(listed(game("focus", setup), "d4-e5"));
    EXPECT_FALSE(listed(game("focus-straight", setup), "d4-e5"));
    EXPECT_TRUE(listed(game("focus-straight", setup), "d4-d6"));
    EXPECT_EQ(variant("focus").name(), "Focus (turning moves, seed)");
}

// Seed 4: "Есть еще один вариант хода, предполагающий, что башня, выполняющая ход не может
// менять направление движения" — the named alternative; the old turning id is an alias, and
// the PDN GameType numbers stay with the games (67 straight, 68 turning), so PDN files written
// before replay as the game they record.
TEST(FocusNaming, TheOldTurningIdIsAnAliasAndGameTypesStayWithTheGames) {
    EXPECT_EQ(variant("focus-turning").id(), "focus");
    EXPECT_EQ(variant("focus").aliases(), std::vector<std::string>{"focus-turning"});
    EXPECT_EQ(variant("focus").pdn_gametype(), 68u);
    EXPECT_EQ(variant("focus-straight").pdn_gametype(), 67u);
    const auto r = run_damka("variants");
    EXPECT_TRUE(says(r, "former id focus-turning (still accepted)")) << r.out;
    const auto alias = run_damka("rules focus-turning moves --setup 'stacks: d4 ww, a5 b; white to move'");
    EXPECT_TRUE(says(alias, "d4-e5")) << alias.out;
}

// An event database written before issue 33 names `focus` for the straight game: opened now,
// it plays `focus-straight` (tournament migration 9), and a game record with a turning move
// is refused as it was then.
TEST(FocusNaming, AnEventStoredAsFocusBeforeKeepsTheStraightGame) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("old.db")).toStdString();
    ASSERT_EQ(damka::testing::paired_two_player_event(db, "Old Focus", "focus-straight"), "");
    { // make it the file an older damka wrote: schema version 8, variant 'focus'
        QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
        c.setDatabaseName(QString::fromStdString(db));
        ASSERT_TRUE(c.open());
        QSqlQuery q(c);
        for (const char *sql : {"UPDATE event SET variant = 'focus'", "ALTER TABLE event DROP COLUMN variant_options",
                                "ALTER TABLE rounds DROP COLUMN pairing_note_message", // schema 10
                                "DELETE FROM schema_migrations WHERE module = 'tournament' AND version >= 9"})
            ASSERT_TRUE(q.exec(QString::fromLatin1(sql))) << sql << ": " << q.lastError().text().toStdString();
        c.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));
    const auto info = run_damka("event info --db " + db);
    EXPECT_TRUE(says(info, "variant focus-straight,")) << info.out;
    // d3-d4 e4-e3, then the white two on d4 turns d4-d5-e5: legal in `focus`, not here.
    const std::string pdn = dir.filePath(QStringLiteral("turning.pdn")).toStdString();
    damka::testing::write_drawn_pdn(pdn, "Old Focus", 67, "1. d3-d4 e4-e3 2. d4-e5 c5-c4");
    const auto turned = run_damka("result set 1 1/2 --pdn " + pdn + " --db " + db);
    EXPECT_NE(turned.code, 0) << turned.out;
    EXPECT_TRUE(damka::testing::has(turned, "d4-e5")) << turned.out;
}
