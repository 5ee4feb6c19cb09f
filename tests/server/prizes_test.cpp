// Issue 45 §3 on the web (server/prize_pages.hpp, desk_prizes_api.hpp): prizes added, refused
// and removed on the desk's rows, the settings, the allocation on the desk, the public page, the
// ceremony's print, the JSON document and the CSV download, the round's final action — on the
// four-player Swiss of server_fixture.hpp played through two rounds (below).
#include "server_fixture.hpp"
#include "tournament/service/event_edit.hpp"

#include <gtest/gtest.h>

namespace damka::testing {
namespace {

QByteArray body(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// Round 1 (the fixture's): 1-2 1-0, 3-4 1-0; round 2: 1-4 1-0, 3-2 ½-½. Worked by hand:
// Player 1 2 points, Player 3 1½, Player 2 ½, Player 4 0 — no tie anywhere, so the places
// need no tie-break. Players 2 and 3 are women.
class PrizesTest : public ServerTest {
protected:
    void SetUp() override {
        ServerTest::SetUp();
        if (HasFatalFailure()) return;
        tournament::Event ev = cli();
        ASSERT_TRUE(ev.set_result(entry(1, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.set_result(entry(1, 2, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.pair_next_round(std::vector<tournament::ManualPair>{{1, 4}, {3, 2}}));
        ASSERT_TRUE(ev.publish_round(2));
        ASSERT_TRUE(ev.set_result(entry(2, 1, R::WhiteWin), nullptr));
        ASSERT_TRUE(ev.set_result(entry(2, 2, R::Draw), nullptr));
        for (int woman : {2, 3}) {
            tournament::PlayerEdit edit;
            edit.sex = "F";
            ASSERT_TRUE(tournament::edit_player(ev, woman, edit));
        }
        chief_ = served_.token(QStringLiteral("chief"));
    }
    HttpAnswer add(const QJsonObject &prize, const QByteArray &lang = "en") {
        return http(port(), "POST", "/api/v1/prizes?lang=" + lang, body(prize), chief_);
    }
    // A refusal's field and words.
    static std::pair<QString, QString> refusal(const HttpAnswer &a) {
        const QJsonObject e = json(a)[QLatin1String("error")].toObject();
        return {e[QLatin1String("field")].toString(), e[QLatin1String("reason")].toString()};
    }
    // 1st place 100, 2nd place 50, the best woman 30, under 12 20 (not awarded: the event has no
    // first day, and nobody's birth year is known).
    void add_four() {
        for (const QJsonObject &p :
             {QJsonObject{{QStringLiteral("kind"), QStringLiteral("place")},
                          {QStringLiteral("place"), 1},
                          {QStringLiteral("amount"), QStringLiteral("100")}},
              QJsonObject{{QStringLiteral("kind"), QStringLiteral("place")},
                          {QStringLiteral("place"), QStringLiteral("2")},
                          {QStringLiteral("amount"), QStringLiteral("50")}},
              QJsonObject{{QStringLiteral("kind"), QStringLiteral("women")}, {QStringLiteral("amount"), 30}},
              QJsonObject{{QStringLiteral("kind"), QStringLiteral("under")},
                          {QStringLiteral("age"), QStringLiteral("12")},
                          {QStringLiteral("amount"), QStringLiteral("20")}}}) {
            const auto a = add(p);
            ASSERT_EQ(a.status, 200) << a.body.toStdString();
        }
    }
    QByteArray page(const QByteArray &path) { return http(port(), "GET", path).body; }
    QByteArray chief_;
};

TEST_F(PrizesTest, TheChiefAddsPrizesAndTheAllocationNamesTheirWinners) {
    // Only the chief, as the event's settings.
    const QByteArray place = body({{QStringLiteral("kind"), QStringLiteral("place")}});
    EXPECT_EQ(http(port(), "POST", "/api/v1/prizes", place).status, 401);
    EXPECT_EQ(http(port(), "POST", "/api/v1/prizes", place, served_.token(QStringLiteral("arbiter"))).status, 403);
    add_four();
    const QJsonObject doc = json(http(port(), "GET", "/api/v1/prizes"));
    const QJsonArray prizes = doc[QLatin1String("prizes")].toArray();
    ASSERT_EQ(prizes.size(), 4);
    EXPECT_EQ(prizes[2].toObject()[QLatin1String("category")].toString(), QStringLiteral("women"));
    EXPECT_EQ(prizes[3].toObject()[QLatin1String("category")].toString(), QStringLiteral("u12"));
    EXPECT_EQ(prizes[1].toObject()[QLatin1String("amount")].toString(), QStringLiteral("50"));
    // Player 1 first, Player 3 second (a woman, but 50 is more than the women's 30), so the
    // women's prize goes to Player 2; nobody is known to be under 12.
    const QJsonArray awards = doc[QLatin1String("awards")].toArray();
    ASSERT_EQ(awards.size(), 3) << QJsonDocument(doc).toJson().toStdString();
    const std::pair<int, int> expected[] = {{1, 1}, {2, 3}, {3, 2}};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject a = awards[i].toObject();
        EXPECT_EQ(a[QLatin1String("prize")].toInt(), expected[i].first) << i;
        EXPECT_EQ(a[QLatin1String("player")].toInt(), expected[i].second) << i;
        EXPECT_FALSE(a[QLatin1String("rule")].toString().isEmpty()) << i; // the rule named
    }
    EXPECT_EQ(awards[2].toObject()[QLatin1String("amount")].toString(), QStringLiteral("30"));
    const QJsonArray none = doc[QLatin1String("not_awarded")].toArray();
    ASSERT_EQ(none.size(), 1);
    EXPECT_EQ(none[0].toObject()[QLatin1String("prize")].toInt(), 4);
    // The desk's prize page: the list with a remove button each, the allocation as it stands.
    const QByteArray desk = page("/en/desk/prizes");
    EXPECT_TRUE(desk.contains("<table id=\"prize-list\" data-prizes=\"4\">")) << desk.toStdString();
    EXPECT_TRUE(desk.contains("data-api=\"api/v1/prizes/4/remove\""));
    EXPECT_TRUE(desk.contains("id=\"prize-allocation\" data-awards=\"3\" data-not-awarded=\"1\""));
    // Prize 4 removed: the list is three long, and the allocation has nothing not awarded.
    ASSERT_EQ(http(port(), "POST", "/api/v1/prizes/4/remove", {}, chief_).status, 200);
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/prizes"))[QLatin1String("prizes")].toArray().size(), 3);
    EXPECT_TRUE(page("/en/desk/prizes").contains("data-awards=\"3\" data-not-awarded=\"0\""));
    EXPECT_NE(http(port(), "POST", "/api/v1/prizes/9/remove", {}, chief_).status, 200); // no prize 9
}

TEST_F(PrizesTest, ARefusalNamesTheField) {
    using Refusal = std::pair<QString, QString>;
    auto refused = [&](const QJsonObject &prize, const char *field) {
        const auto a = add(prize);
        EXPECT_EQ(a.status, 400) << a.body.toStdString();
        const Refusal r = refusal(a);
        EXPECT_EQ(r.first, QString::fromLatin1(field)) << a.body.toStdString();
        EXPECT_FALSE(r.second.isEmpty());
    };
    refused({{QStringLiteral("kind"), QStringLiteral("place")}, {QStringLiteral("amount"), QStringLiteral("ten")}},
            "amount");
    refused({{QStringLiteral("kind"), QStringLiteral("place")}, {QStringLiteral("amount"), QStringLiteral("-5")}},
            "amount");
    refused({{QStringLiteral("kind"), QStringLiteral("under")}, {QStringLiteral("amount"), 10}}, "age");
    refused({{QStringLiteral("kind"), QStringLiteral("rating")},
             {QStringLiteral("rating"), QStringLiteral("1800-1600")},
             {QStringLiteral("amount"), 10}},
            "rating");
    refused({{QStringLiteral("kind"), QStringLiteral("club")}, {QStringLiteral("amount"), 10}}, "club_top");
    refused({{QStringLiteral("kind"), QStringLiteral("lottery")}, {QStringLiteral("amount"), 10}}, "kind");
    refused({{QStringLiteral("kind"), QStringLiteral("place")}, {QStringLiteral("place"), QStringLiteral("0")}},
            "place");
    // The settings likewise.
    const auto shared = http(port(), "POST", "/api/v1/prizes/settings",
                             body({{QStringLiteral("shared"), QStringLiteral("dice")}}), chief_);
    EXPECT_EQ(shared.status, 400);
    EXPECT_EQ(refusal(shared).first, QStringLiteral("shared"));
    EXPECT_EQ(json(http(port(), "GET", "/api/v1/prizes"))[QLatin1String("prizes")].toArray().size(), 0);
    // In the page's language.
    const auto ru = add({{QStringLiteral("kind"), QStringLiteral("under")}, {QStringLiteral("amount"), 10}}, "ru");
    EXPECT_EQ(refusal(ru).first, QStringLiteral("age"));
    EXPECT_FALSE(refusal(ru).second.contains(QStringLiteral("age"))) << ru.body.toStdString();
}

TEST_F(PrizesTest, SettingsKeepWhatIsNotSent) {
    ASSERT_EQ(http(port(), "POST", "/api/v1/prizes/settings",
                   body({{QStringLiteral("shared"), QStringLiteral("hort")},
                         {QStringLiteral("withdrawn_eligible"), true},
                         {QStringLiteral("currency"), QStringLiteral("EUR")}}),
                   chief_)
                  .status,
              200);
    ASSERT_EQ(
        http(port(), "POST", "/api/v1/prizes/settings", body({{QStringLiteral("unrated_in_bands"), true}}), chief_)
            .status,
        200);
    const QJsonObject s = json(http(port(), "GET", "/api/v1/prizes"))[QLatin1String("settings")].toObject();
    EXPECT_EQ(s[QLatin1String("shared")].toString(), QStringLiteral("hort"));
    EXPECT_TRUE(s[QLatin1String("withdrawn_eligible")].toBool());
    EXPECT_TRUE(s[QLatin1String("unrated_in_bands")].toBool());
    EXPECT_EQ(s[QLatin1String("currency")].toString(), QStringLiteral("EUR"));
    // The desk's form shows them as they are.
    const QByteArray desk = page("/en/desk/prizes");
    EXPECT_TRUE(desk.contains("<option value=\"hort\" selected>")) << desk.toStdString();
    EXPECT_TRUE(desk.contains("name=\"withdrawn_eligible\" checked"));
}

TEST_F(PrizesTest, ThePrintThePublicPageAndTheCsvOnceThereIsAPrizeList) {
    // No prize list: no print, no page, no link.
    EXPECT_EQ(http(port(), "GET", "/ru/print/prizes").status, 404);
    EXPECT_EQ(http(port(), "GET", "/en/prizes").status, 404);
    EXPECT_FALSE(page("/en/standings").contains("href=\"en/prizes\""));
    EXPECT_FALSE(page("/en/standings").contains("Prizes: one per player"));
    EXPECT_FALSE(page("/en/desk/prints").contains("/print/prizes"));
    add_four();
    // The print for the ceremony, in Russian: A4 with the print style, each winner by name.
    const auto print = http(port(), "GET", "/ru/print/prizes");
    ASSERT_EQ(print.status, 200);
    EXPECT_TRUE(print.body.contains("<link rel=\"stylesheet\" href=\"assets/print.css\">"));
    EXPECT_TRUE(print.body.contains("data-print=\"prizes\""));
    EXPECT_TRUE(print.body.contains("<html lang=\"ru\">"));
    EXPECT_TRUE(print.body.contains(QStringLiteral("Призы").toUtf8())) << print.body.toStdString();
    for (const char *name : {"Player 1", "Player 2", "Player 3"}) EXPECT_TRUE(print.body.contains(name)) << name;
    EXPECT_FALSE(print.body.contains("Player 4"));
    // Linked from the desk's prints and prize pages; the public page, in the site's navigation.
    EXPECT_TRUE(page("/ru/desk/prints").contains("href=\"ru/print/prizes\""));
    EXPECT_TRUE(page("/ru/desk/prizes").contains("href=\"ru/print/prizes\""));
    EXPECT_TRUE(page("/ru/desk/prints").contains("href=\"api/v1/prizes.csv?lang=ru\""));
    const auto pub = http(port(), "GET", "/en/prizes");
    ASSERT_EQ(pub.status, 200);
    EXPECT_TRUE(pub.body.contains("<title>Club Swiss \xe2\x80\x93 Prizes</title>")) << pub.body.toStdString();
    EXPECT_TRUE(pub.body.contains("id=\"prize-allocation\""));
    EXPECT_TRUE(page("/en/standings").contains("href=\"en/prizes\""));
    // The standings' legend names the rules the prizes follow.
    EXPECT_TRUE(page("/en/standings").contains("Prizes: one per player, the larger first"));
    EXPECT_TRUE(page("/ru/standings").contains(QStringLiteral(">Призы</a>").toUtf8()));
    // The CSV as the other downloads: a byte order mark, ';' on a Russian page.
    const auto ru = http(port(), "GET", "/api/v1/prizes.csv?lang=ru");
    ASSERT_EQ(ru.status, 200);
    EXPECT_TRUE(ru.body.startsWith("\xEF\xBB\xBF"));
    EXPECT_TRUE(ru.body.contains("Player 2"));
    const QByteArray head = ru.body.mid(3, ru.body.indexOf("\r\n") - 3);
    EXPECT_TRUE(head.contains(';')) << head.toStdString();
    const auto en = http(port(), "GET", "/api/v1/prizes.csv?lang=en");
    EXPECT_FALSE(en.body.left(en.body.indexOf("\r\n")).contains(';')); // a rule's words may hold one
}

TEST_F(PrizesTest, TheLastRoundCompleteOffersThePrizeList) {
    // Two rounds of two: the event is over.
    ASSERT_EQ(http(port(), "POST", "/api/v1/event", body({{QStringLiteral("rounds"), 2}}), chief_).status, 200);
    auto strip = [&] {
        const QByteArray desk = page("/en/desk");
        return desk.mid(desk.indexOf("id=\"round-state\""),
                        desk.indexOf("</section>") - desk.indexOf("id=\"round-state\""));
    };
    ASSERT_TRUE(strip().contains("data-stage=\"over\"")) << strip().toStdString();
    EXPECT_FALSE(strip().contains("/print/prizes"));
    add_four();
    EXPECT_TRUE(strip().contains("class=\"main\" data-token-link href=\"en/print/standings\""));
    EXPECT_TRUE(strip().contains("class=\"more\" data-token-link href=\"en/print/prizes\"")) << strip().toStdString();
}

// The fixture as it starts, round 1 published and no result in: a prize list given before any
// round is complete is shown, printed and downloaded all the same (standings after round 0).
using PrizesEarlyTest = ServerTest;

TEST_F(PrizesEarlyTest, APrizeListBeforeAnyRoundIsComplete) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    ASSERT_EQ(http(port(), "POST", "/api/v1/prizes",
                   body({{QStringLiteral("kind"), QStringLiteral("place")}, {QStringLiteral("amount"), 100}}), chief)
                  .status,
              200);
    for (const QByteArray path :
         {"/ru/desk/prizes", "/ru/print/prizes", "/ru/prizes", "/api/v1/prizes", "/api/v1/prizes.csv?lang=ru"})
        EXPECT_EQ(http(port(), "GET", path).status, 200) << path.toStdString();
    EXPECT_TRUE(http(port(), "GET", "/ru/desk/prizes").body.contains("data-prizes=\"1\""));
}

} // namespace
} // namespace damka::testing
