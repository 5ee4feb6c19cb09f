// Issue 45 §1: "a festival chief token acts in every tournament; a tournament's tokens act only
// in it." Each write is checked by what it changed in the event file (another program reads it).
#include "festival_fixture.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

using Event = tournament::Event;

const QByteArray new_section = R"({"slug": "u12", "name": "U12", "rounds": "7", "system": "swiss"})";

std::string result_in(Event ev, int round, int board) {
    return to_string(tournament::find_round(ev.data(), round)->games[size_t(board - 1)].result);
}

TEST_F(FestivalTest, AFestivalChiefTokenActsInEverySection) {
    const QByteArray chief = festival_token();
    const HttpAnswer paired = http(port(), "POST", "/t/b-open/api/v1/rounds/pair", "{}", chief);
    ASSERT_EQ(paired.status, 200) << paired.body.constData();
    EXPECT_EQ(paired.headers["cache-control"], "no-store");
    EXPECT_EQ(read(QStringLiteral("b-open")).last_round(), 1);
    const HttpAnswer result =
        http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/2/result", R"({"result": "1/2"})", chief);
    ASSERT_EQ(result.status, 200) << result.body.constData();
    EXPECT_EQ(result_in(read(QStringLiteral("a-open")), 1, 2), "1/2");
    EXPECT_EQ(result_in(read(QStringLiteral("c-blitz")), 1, 2), ""); // the other sections untouched
    // A section says who it is: a chief.
    const HttpAnswer who = http(port(), "GET", "/t/c-blitz/api/v1/token", {}, chief);
    EXPECT_EQ(json(who)[QLatin1String("role")].toString(), QStringLiteral("chief"));
    EXPECT_EQ(who.headers["cache-control"], "no-store");
    // And the festival's own address, where new sections are made.
    const HttpAnswer made = http(port(), "POST", "/api/v1/festival/sections", new_section, chief);
    EXPECT_EQ(made.status, 200) << made.body.constData();
    EXPECT_EQ(made.headers["cache-control"], "no-store");
}

TEST_F(FestivalTest, TheFestivalSaysWhoAFestivalTokenIs) {
    const QByteArray chief = festival_token();
    const HttpAnswer who = http(port(), "GET", "/api/v1/token", {}, chief);
    ASSERT_EQ(who.status, 200) << who.body.constData();
    EXPECT_EQ(json(who)[QLatin1String("role")].toString(), QStringLiteral("chief"));
    EXPECT_TRUE(json(who)[QLatin1String("festival")].toBool(false));
    EXPECT_FALSE(json(who)[QLatin1String("expires_at")].toString().isEmpty());
    EXPECT_EQ(who.headers["cache-control"], "no-store");
    const HttpAnswer nobody = http(port(), "GET", "/api/v1/token");
    EXPECT_EQ(nobody.status, 401);
    EXPECT_TRUE(nobody.headers["www-authenticate"].startsWith("Bearer"))
        << nobody.headers["www-authenticate"].constData();
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, "not-a-token").status, 401);
}

TEST_F(FestivalTest, ASectionsChiefActsInItsSectionOnly) {
    const QByteArray a_chief = section_token(QStringLiteral("a-open"), QStringLiteral("chief"));
    const HttpAnswer own =
        http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", a_chief);
    ASSERT_EQ(own.status, 200) << own.body.constData();
    EXPECT_EQ(result_in(read(QStringLiteral("a-open")), 1, 1), "1-0");
    // Not in another section: neither a write nor who it is.
    const HttpAnswer other = http(port(), "POST", "/t/b-open/api/v1/rounds/pair", "{}", a_chief);
    EXPECT_EQ(other.status, 401) << other.body.constData();
    EXPECT_EQ(read(QStringLiteral("b-open")).last_round(), 0);
    const HttpAnswer other_result =
        http(port(), "POST", "/t/c-blitz/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", a_chief);
    EXPECT_EQ(other_result.status, 401);
    EXPECT_EQ(result_in(read(QStringLiteral("c-blitz")), 1, 1), "");
    EXPECT_EQ(http(port(), "GET", "/t/c-blitz/api/v1/token", {}, a_chief).status, 401);
    // Nor on the festival's own addresses.
    const QStringList files = event_files();
    EXPECT_EQ(http(port(), "POST", "/api/v1/festival/sections", new_section, a_chief).status, 401);
    EXPECT_EQ(event_files(), files);
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, a_chief).status, 401);
}

TEST_F(FestivalTest, ABoardTokenOfOneSectionIsRefusedInAnother) {
    const QByteArray a_board = section_token(QStringLiteral("a-open"), QStringLiteral("board:1"));
    const QByteArray c_board = section_token(QStringLiteral("c-blitz"), QStringLiteral("board:1"));
    // C's board 1 exists and is played: A's board token may not enter its result.
    const HttpAnswer refused =
        http(port(), "POST", "/t/c-blitz/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", a_board);
    EXPECT_EQ(refused.status, 401) << refused.body.constData();
    EXPECT_EQ(result_in(read(QStringLiteral("c-blitz")), 1, 1), "");
    EXPECT_EQ(http(port(), "GET", "/t/c-blitz/api/v1/token", {}, a_board).status, 401);
    // Each in its own.
    EXPECT_EQ(
        http(port(), "POST", "/t/c-blitz/api/v1/rounds/1/boards/1/result", R"({"result": "0-1"})", c_board).status,
        200);
    EXPECT_EQ(result_in(read(QStringLiteral("c-blitz")), 1, 1), "0-1");
    EXPECT_EQ(http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", a_board).status,
              200);
    EXPECT_EQ(result_in(read(QStringLiteral("a-open")), 1, 1), "1-0");
}

TEST_F(FestivalTest, ARevokedOrExpiredFestivalTokenIsRefusedEverywhere) {
    const QByteArray revoked = festival_token();
    ASSERT_EQ(http(port(), "GET", "/api/v1/token", {}, revoked).status, 200);
    ASSERT_FALSE(
        server::revoke_token(served_.festival->db(), server::token_hash(revoked).left(8), QStringLiteral("test")));
    const QByteArray expired =
        server::create_token(served_.festival->db(), server::Role{server::Role::Kind::Chief}, QStringLiteral("test"), 0,
                             QDateTime::currentDateTimeUtc().addSecs(-1))
            .toLatin1();
    const QStringList files = event_files();
    for (const QByteArray &token : {revoked, expired}) {
        EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, token).status, 401);
        EXPECT_EQ(http(port(), "POST", "/api/v1/festival/sections", new_section, token).status, 401);
        EXPECT_EQ(http(port(), "POST", "/t/b-open/api/v1/rounds/pair", "{}", token).status, 401);
        EXPECT_EQ(
            http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", token).status,
            401);
        EXPECT_EQ(http(port(), "GET", "/t/a-open/api/v1/token", {}, token).status, 401);
    }
    EXPECT_EQ(event_files(), files);
    EXPECT_EQ(read(QStringLiteral("b-open")).last_round(), 0);
    EXPECT_EQ(result_in(read(QStringLiteral("a-open")), 1, 1), "");
}

// Only a chief's token is a festival token: another role kept in the festival's database (made
// by hand, say) acts nowhere.
TEST_F(FestivalTest, AFestivalTokenOfAnotherRoleIsNotHonoured) {
    const QByteArray arbiter =
        server::create_token(served_.festival->db(), server::Role{server::Role::Kind::Arbiter}, QStringLiteral("test"),
                             0, QDateTime::currentDateTimeUtc().addSecs(3600))
            .toLatin1();
    EXPECT_EQ(http(port(), "GET", "/api/v1/token", {}, arbiter).status, 401);
    EXPECT_EQ(http(port(), "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", arbiter).status,
              401);
    EXPECT_EQ(result_in(read(QStringLiteral("a-open")), 1, 1), "");
}

} // namespace
} // namespace damka::testing
