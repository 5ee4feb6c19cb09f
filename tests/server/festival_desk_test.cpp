// Issue 45 §2 through the festival's desk addresses (server/festival_desk.hpp): a player moved
// from one section to another keeping his record, the start lists from one CSV with a section
// column sent as its bytes, and a section's pairing answered with the warning when one person is
// also on a board of a round another section is playing.
#include "festival_fixture.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

// A JSON body with a CSV file's bytes, as the desk's script sends a file input with data-bytes.
QByteArray csv_body(const QByteArray &csv, bool preview = false) {
    return "{\"csv_base64\": \"" + csv.toBase64() + "\", \"preview\": " + (preview ? "true" : "false") + "}";
}

QStringList changed(const HttpAnswer &a) {
    QStringList out;
    for (const auto &line : json(a)[QLatin1String("changed")].toArray()) out << line.toString();
    return out;
}

const tournament::Player *named(const tournament::EventData &e, const std::string &name) {
    for (const tournament::Player &p : e.players)
        if (p.name == name) return &p;
    return nullptr;
}

TEST_F(FestivalTest, APlayerMovedBeforeRoundOneKeepsHisRecord) {
    {
        // Beta 7 with a full record: the move must carry every field.
        auto ev = tournament::Event::open(file(QStringLiteral("b-open")), storage::Access::Write).value();
        tournament::Player p;
        p.name = "Beta 7";
        p.rating = 1777;
        p.title = "CM";
        p.club = "Tula";
        p.federation = "RUS";
        p.national_id = "77";
        p.fmjd_id = "12345";
        p.birth_year = 2001;
        p.sex = "F";
        ASSERT_TRUE(ev.add_player(p));
    }
    served_.web->check_for_changes();
    const tournament::Player before = *read(QStringLiteral("b-open")).data().player(7);
    const QByteArray token = festival_token();
    const HttpAnswer moved = http(port(), "POST", "/api/v1/festival/move?lang=en",
                                  R"({"player": 7, "from": "b-open", "to": "c-blitz"})", token);
    ASSERT_EQ(moved.status, 200) << moved.body.constData();
    EXPECT_EQ(moved.headers["cache-control"], "no-store");
    // B has paired no round: he leaves its list; C has round 1 published: a late entry there.
    EXPECT_EQ(named(read(QStringLiteral("b-open")).data(), before.name), nullptr);
    const tournament::EventData c = read(QStringLiteral("c-blitz")).data();
    const tournament::Player *there = named(c, before.name);
    ASSERT_NE(there, nullptr) << changed(moved).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(there->id, 5); // after Gamma 1-4
    for (auto field : {&tournament::Player::title, &tournament::Player::club, &tournament::Player::federation,
                       &tournament::Player::national_id, &tournament::Player::fmjd_id, &tournament::Player::sex})
        EXPECT_EQ(there->*field, before.*field);
    EXPECT_EQ(there->rating, before.rating);
    EXPECT_EQ(there->birth_year, 2001);
    EXPECT_EQ(there->first_round, 2); // round 1 missed
    // The festival's pages show it at once.
    EXPECT_TRUE(http(port(), "GET", "/t/c-blitz/api/v1/players").body.contains("Beta 7"));
}

TEST_F(FestivalTest, AMoveIsRefusedNamingWhatIsWrong) {
    const QByteArray token = festival_token();
    EXPECT_EQ(
        http(port(), "POST", "/api/v1/festival/move", R"({"player": 1, "from": "b-open", "to": "c-blitz"})").status,
        401);
    const HttpAnswer unknown =
        http(port(), "POST", "/api/v1/festival/move", R"({"player": 1, "from": "nowhere", "to": "c-blitz"})", token);
    EXPECT_EQ(unknown.status, 400);
    EXPECT_EQ(error_of(unknown)[QLatin1String("field")].toString(), QStringLiteral("from"));
    const HttpAnswer missed = http(port(), "POST", "/api/v1/festival/move",
                                   R"({"player": 1, "from": "b-open", "to": "c-blitz", "missed": "PAB"})", token);
    EXPECT_EQ(error_of(missed)[QLatin1String("field")].toString(), QStringLiteral("missed"));
    const HttpAnswer nobody =
        http(port(), "POST", "/api/v1/festival/move", R"({"player": 40, "from": "b-open", "to": "c-blitz"})", token);
    EXPECT_EQ(nobody.status, 422) << nobody.body.constData();
    EXPECT_EQ(read(QStringLiteral("c-blitz")).data().players.size(), 4u);
}

TEST_F(FestivalTest, OneCsvWithASectionColumnFillsEverySectionOrNone) {
    const QByteArray token = festival_token();
    // Windows-1251 bytes: «Кузнецов» is not UTF-8 here, as Excel saves it in Russia.
    const QByteArray good = QByteArray("section;Name;Rating\r\nb-open;") +
        QByteArray("\xCA\xF3\xE7\xED\xE5\xF6\xEE\xE2, \xC8\xE2\xE0\xED") + ";1700\r\nc-blitz;Zed Late;1500\r\n";
    const QByteArray bad = good + "d-none;Who Else;1400\r\n";
    const HttpAnswer refused = http(port(), "POST", "/api/v1/festival/import", csv_body(bad), token);
    EXPECT_EQ(refused.status, 422) << refused.body.constData();
    EXPECT_TRUE(error_of(refused)[QLatin1String("message")].toString().contains(QStringLiteral("d-none")));
    EXPECT_EQ(read(QStringLiteral("b-open")).data().players.size(), 6u); // all or nothing
    const HttpAnswer preview = http(port(), "POST", "/api/v1/festival/import", csv_body(good, true), token);
    EXPECT_EQ(preview.status, 200) << preview.body.constData();
    EXPECT_EQ(read(QStringLiteral("b-open")).data().players.size(), 6u);
    const HttpAnswer done = http(port(), "POST", "/api/v1/festival/import", csv_body(good), token);
    ASSERT_EQ(done.status, 200) << done.body.constData();
    EXPECT_NE(named(read(QStringLiteral("b-open")).data(),
                    "\xD0\x9A\xD1\x83\xD0\xB7\xD0\xBD\xD0\xB5\xD1\x86\xD0\xBE\xD0\xB2, "
                    "\xD0\x98\xD0\xB2\xD0\xB0\xD0\xBD"),
              nullptr); // «Кузнецов, Иван» read from Windows-1251
    EXPECT_NE(named(read(QStringLiteral("c-blitz")).data(), "Zed Late"), nullptr);
    const HttpAnswer garbage =
        http(port(), "POST", "/api/v1/festival/import", R"({"csv_base64": "not base64!"})", token);
    EXPECT_EQ(error_of(garbage)[QLatin1String("field")].toString(), QStringLiteral("csv_base64"));
}

TEST_F(FestivalTest, APairingWarnsOfOnePersonOnABoardOfAnotherSection) {
    {
        // Alpha 1, on board 1 of A's round 1 still being played, also entered in B.
        auto ev = tournament::Event::open(file(QStringLiteral("b-open")), storage::Access::Write).value();
        tournament::Player p;
        p.name = "Alpha 1";
        p.rating = 1990;
        ASSERT_TRUE(ev.add_player(p, tournament::ByeKind::ZPB, true));
    }
    served_.web->check_for_changes();
    const HttpAnswer paired = http(port(), "POST", "/t/b-open/api/v1/rounds/pair?lang=en", {}, festival_token());
    ASSERT_EQ(paired.status, 200) << paired.body.constData();
    const QJsonArray warnings = json(paired)[QLatin1String("warnings")].toArray();
    ASSERT_EQ(warnings.size(), 1) << paired.body.constData();
    const QString w = warnings[0].toString();
    for (const char *named_in_it : {"Alpha 1", "a-open", "b-open", "board 1"})
        EXPECT_TRUE(w.contains(QLatin1String(named_in_it))) << w.toStdString();
    EXPECT_TRUE(changed(paired).contains(w)); // the desk shows it under the pairing's lines
    // A pairing with nobody in two sections says nothing of the kind.
    const HttpAnswer c_round = http(port(), "POST", "/t/c-blitz/api/v1/rounds/pair?lang=en", {}, festival_token());
    EXPECT_FALSE(json(c_round).contains(QLatin1String("warnings"))) << c_round.body.constData();
}

} // namespace
} // namespace damka::testing
