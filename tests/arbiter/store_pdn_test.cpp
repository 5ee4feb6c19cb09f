// Game logs in the event database (module "arbiter" migrations) and the PDN export of a game
// with its log as comments.
#include "adjudication_test_support.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "arbiter/pdn_export.hpp"
#include "pdn/pdn_writer.hpp"

#include <QTemporaryDir>

using namespace damka::arbiter;
using namespace damka::arbiter::testing;
using damka::Expected;

TEST(GameLogStore, AppendAndLoadBack) {
    QTemporaryDir dir;
    auto db = damka::storage::Database::open_sqlite(dir.filePath(QStringLiteral("event.sqlite")),
                                                    damka::storage::Access::Create);
    EXPECT_EQ(db.migrate(store::arbiter_migrations()), 1);
    EXPECT_EQ(db.migrate(store::arbiter_migrations()), 0); // applied once
    const store::GameKey key{2, 5, 1};
    EXPECT_FALSE(store::load_log(db, key));
    GameLog header;
    header.variant = "russian";
    header.time_control = "3m+2s";
    header.players = {"Ivanov", "Petrov"};
    db.transaction([&] {
        store::create_log(db, key, header);
        store::append_events(db, key, *parse_events({"touch", "white", "c3"}, {"White", "Black"}));
        store::append_events(db, key, *parse_events({"move", "white", "c3-d4"}, {"White", "Black"}));
    });
    const std::optional<GameLog> back = store::load_log(db, key);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->players[1], "Petrov");
    EXPECT_EQ(back->time_control, "3m+2s");
    ASSERT_EQ(back->events.size(), 2u);
    EXPECT_EQ(back->events[0].square, "c3");
    EXPECT_EQ(back->events[1].move, "c3-d4");
    EXPECT_FALSE(store::load_log(db, {2, 6, 1}));
}

// The legal moves are the move text; the touch, the irregular move, the claim and the
// decision are comments; the move taken back by the correction leaves the move text.
TEST(PdnExport, LogBecomesComments) {
    DAMKA_REQUIRE_VARIANT(v, "russian");
    GameLog log = script(
        *v,
        {"move white c3-d4", "move black b6-c5", "touch white g3", "move white from g3 to h4", "press white 4:50 5:00"},
        "5m");
    log.players = {"Ivanov", "Petrov"};
    Expected<Claim> c = parse_claim({"correction", "black"}, {"White", "Black"});
    ASSERT_TRUE(decide_and_record(*v, log, *c));
    for (Event e : script(*v, {"move white d4:b6", "offer white"}).events) log.events.push_back(e);
    Expected<damka::pdn::GameRecord> g = to_pdn(*v, log);
    ASSERT_TRUE(g) << g.error();
    const std::string text = damka::pdn::write_game(*g).toStdString();
    EXPECT_NE(text.find("[White \"Ivanov\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[TimeControl \"300\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. c3-d4 b6-c5"), std::string::npos) << text;
    EXPECT_NE(text.find("White touches g3"), std::string::npos) << text;
    EXPECT_NE(text.find("not legal"), std::string::npos) << text;
    EXPECT_NE(text.find("[%clk 4:50]"), std::string::npos) << text;
    EXPECT_NE(text.find("arbiter (fsr: general principle (as adiukh 8.6;"), std::string::npos) << text; // Russian
    EXPECT_NE(text.find("2. d4:b6"), std::string::npos) << text;
    EXPECT_NE(text.find("= White offers a draw"), std::string::npos) << text;
    EXPECT_NE(text.find(" *"), std::string::npos) << text; // the game goes on
}
