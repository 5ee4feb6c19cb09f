// Inputs that cannot stall or corrupt an event (issue 13, part 3): a large player import (it
// was quadratic: 4,000 rows took 19 s; bench/parsers measures the time, this checks the
// answers), and control characters refused in every text field (a newline in a name once
// forged a TRF 001 record).
#include "tournament/service/event.hpp"
#include "tournament/service/event_edit.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "tournament/exchange/trf_exchange.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdio>

using namespace damka::tournament;

namespace {

TournamentInfo swiss() {
    TournamentInfo i;
    i.name = "Open";
    i.rounds = 9;
    return i;
}

Event create(QTemporaryDir &dir, const TournamentInfo &info = swiss()) {
    auto ev = Event::create(dir.filePath(QStringLiteral("e.db")), info);
    EXPECT_TRUE(ev) << (ev ? "" : ev.error());
    return std::move(ev).value();
}

std::string rows(int n) {
    std::string csv = "name,rating,federation,fmjd_id\n";
    for (int i = 1; i <= n; ++i)
        csv += "Player " + std::to_string(i) + "," + std::to_string(1000 + i % 1500) + ",RUS," +
            std::to_string(90000 + i) + "\n";
    return csv;
}

} // namespace

TEST(LargeImport, FourThousandRowsGetStartNumbersInFileOrder) {
    QTemporaryDir dir;
    Event ev = create(dir);
    const auto done = import_players_csv(ev, rows(4000));
    ASSERT_TRUE(done) << done.error();
    const EventData e = ev.data();
    ASSERT_EQ(e.players.size(), 4000u);
    EXPECT_EQ(e.players.front().name, "Player 1");
    EXPECT_EQ(e.players.back().id, 4000);
    EXPECT_EQ(e.players.back().name, "Player 4000");
    EXPECT_EQ(done->lines.back().english(), "imported 4000 players");
}

// The last row repeats the FMJD id of row 2 (file line 3): found through the index, with the
// words of the one-by-one check, and nothing is imported.
TEST(LargeImport, DuplicateAtTheEndIsFoundAndNothingImported) {
    QTemporaryDir dir;
    Event ev = create(dir);
    const auto done = import_players_csv(ev, rows(4000) + "Someone Else,1500,UKR,90002\n");
    ASSERT_FALSE(done);
    EXPECT_EQ(done.error(),
              "nothing imported: line 4002: Someone Else: FMJD id 90002 is already player 2 (Player 2, RUS)");
    EXPECT_TRUE(ev.data().players.empty());
}

// Same name: a duplicate unless something tells the two apart; the earliest match is named.
TEST(LargeImport, SameNameRulesHoldWithinOneImport) {
    QTemporaryDir dir;
    Event ev = create(dir);
    ASSERT_TRUE(import_players_csv(ev, "name,birth_year\nIvanov Ivan,1980\nIVANOV  ivan,1990\n"));
    const auto again = import_players_csv(ev, "name\nivanov ivan\n");
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error(),
              "nothing imported: line 2: ivanov ivan: 'ivanov ivan' is already registered as player 1 "
              "(Ivanov Ivan, born 1980); if this is another person, give a birth year, federation or id "
              "that tells them apart");
}

TEST(ControlCharacters, NewlineInANameIsRefused) {
    QTemporaryDir dir;
    Event ev = create(dir);
    Player p;
    p.name = "Anna\n001    2 m    Forged Player";
    const auto r = ev.add_player(p);
    ASSERT_FALSE(r);
    EXPECT_EQ(
        r.error(),
        "name: control character U+000A at character 5 (names and other text are one line of printable characters)");
    EXPECT_TRUE(ev.data().players.empty());
}

TEST(ControlCharacters, EveryPlayerFieldIsChecked) {
    Player p;
    p.name = "Anna";
    p.club = "Club\x1b[31m";
    EXPECT_EQ(validate_player(p).english().rfind("club: control character U+001B at character 5", 0), 0u)
        << validate_player(p).english();
    p.club.clear();
    p.national_id = "12\u0085"; // C1 NEL, UTF-8 C2 85
    EXPECT_EQ(validate_player(p).english().rfind("national_id: control character U+0085 at character 3", 0), 0u)
        << validate_player(p).english();
}

TEST(ControlCharacters, CsvFieldWithATabNamesTheLine) {
    const PlayerImport c = parse_player_csv("name,club\nAnna,Ok\nBoris,\"A\tB\"\n");
    ASSERT_EQ(c.errors.size(), 1u);
    EXPECT_EQ(c.errors[0].english().rfind("line 3: club: control character U+0009 at character 2", 0), 0u)
        << c.errors[0];
}

TEST(ControlCharacters, EventTextIsChecked) {
    QTemporaryDir dir;
    TournamentInfo info = swiss();
    info.name = "Open\r\n012 Other";
    const auto ev = Event::create(dir.filePath(QStringLiteral("e.db")), info);
    ASSERT_FALSE(ev);
    EXPECT_EQ(ev.error().rfind("name: control character U+000D at character 5", 0), 0u) << ev.error();
    info = swiss();
    info.place = "Moscow\x07";
    const auto ev2 = Event::create(dir.filePath(QStringLiteral("f.db")), info);
    ASSERT_FALSE(ev2);
    EXPECT_EQ(ev2.error().rfind("place: control character U+0007 at character 7", 0), 0u) << ev2.error();
}

TEST(ControlCharacters, TrfImportRefusesATabInAName) {
    QTemporaryDir dir;
    // TRF-16 001 columns: start 5-8, sex 10, name 15-47, rating 49-52, points 81-84.
    auto record = [](int start, const char *name, int rating) {
        char line[100];
        std::snprintf(line, sizeof line, "001 %4d m    %-33s %4d %3s %11s %10s %4s\n", start, name, rating, "", "", "",
                      "0.0");
        return std::string(line);
    };
    const std::string trf = "012 Open\nXXR 5\n" + record(1, "Anna\tB", 1500) + record(2, "Boris", 1400);
    const auto ev = import_trf(dir.filePath(QStringLiteral("t.db")), trf, {});
    ASSERT_FALSE(ev);
    // The TRF reader refuses it first, naming the line and the column (name 15-47: "Anna" then the tab).
    EXPECT_EQ(ev.error(), "TRF: line 3, column 19: control character 0x09 in a TRF line");
}

// A Damka TRF carries the event's numbers on its `### damka` lines: they are bounded as the
// command line bounds them (1e300 bye points once became an overflowing count of tenths).
TEST(TrfImportNumbers, ByePointsAndCountsAreBounded) {
    const std::string head = "012 Open\n### damka event system=swiss rounds=5 games=1 scoring=1-0.5-0 pab=";
    const std::string tail =
        " hpb=0.5 fpb=1 zpb=0 max-hpb=2 hpb-closed=0 variant=russian tiebreaks=BH acceleration=none\nXXR 5\n";
    QTemporaryDir dir;
    const auto big = import_trf(dir.filePath(QStringLiteral("a.db")), head + "1e300" + tail, {});
    ASSERT_FALSE(big);
    EXPECT_EQ(big.error(), "TRF: line 2 (### damka event): pab '1e300' is outside 0..100");
    const auto ok = import_trf(dir.filePath(QStringLiteral("b.db")), head + "1" + tail, {});
    EXPECT_TRUE(ok) << (ok ? "" : ok.error());
    std::string many = head + "1" + tail;
    many.replace(many.find("rounds=5"), 8, "rounds=2000000000");
    const auto rounds = import_trf(dir.filePath(QStringLiteral("c.db")), many, {});
    ASSERT_FALSE(rounds);
    EXPECT_EQ(rounds.error(), "TRF: line 2 (### damka event): rounds must be at most 1000000");
    many.replace(many.find("rounds=2000000000"), 17, "rounds=5000");
    const auto thousands = import_trf(dir.filePath(QStringLiteral("d.db")), many, {});
    ASSERT_FALSE(thousands);
    EXPECT_EQ(thousands.error(), "rounds: 5000 is more than 999");
}

// Issue 27 item 11: the field checks of a player, one place (validate_player) for add, edit,
// CSV import and TRF import.
TEST(FieldChecks, FederationIsThreeLatinLetters) {
    Player p;
    p.name = "Anna";
    for (const char *good : {"", "RUS", "NED"}) {
        p.federation = good;
        EXPECT_EQ(validate_player(p).english(), "") << good;
    }
    for (const char *bad : {"RU", "RUSS", "R1S", "РУС"}) {
        p.federation = bad;
        EXPECT_EQ(validate_player(p).english(),
                  "federation: '" + std::string(bad) + "' is not a 3-letter federation code (RUS, NED, UKR, ...)");
    }
}

TEST(FieldChecks, FmjdAndNationalIdsAreNumbers) {
    Player p;
    p.name = "Anna";
    p.fmjd_id = "16145";
    p.national_id = "0042";
    EXPECT_EQ(validate_player(p).english(), "");
    p.fmjd_id = "F16145";
    EXPECT_EQ(validate_player(p).english(), "fmjd_id: 'F16145' is not an id number (digits only, at most 20)");
    p.fmjd_id = "16145";
    p.national_id = "12-34";
    EXPECT_EQ(validate_player(p).english(), "national_id: '12-34' is not an id number (digits only, at most 20)");
    p.national_id = std::string(21, '1');
    EXPECT_EQ(validate_player(p).english().rfind("national_id: '", 0), 0u) << validate_player(p).english();
}

// 200 letters of Cyrillic (400 bytes of UTF-8) are a valid name; 201 are not. Counted in
// characters, not bytes.
TEST(FieldChecks, NamesAreAtMost200Characters) {
    Player p;
    std::string name;
    for (int i = 0; i < 200; ++i) name += "Я";
    p.name = name;
    EXPECT_EQ(validate_player(p).english(), "");
    p.name = name + "Я";
    EXPECT_EQ(validate_player(p).english(), "name: 201 characters; at most 200");
    p.name = "Anna";
    p.club = name + "Я";
    EXPECT_EQ(validate_player(p).english(), "club: 201 characters; at most 200");
}

// Issue 43: a 60 KB event name was accepted. The event's name, place and chief arbiter are
// capped as a player's name is, when the event is made (event create, serve --new) and when it
// is edited (event edit, the desk), each refusal naming the field and the cap.
TEST(FieldChecks, EventNamePlaceAndArbiterAreAtMost200Characters) {
    QTemporaryDir dir;
    std::string longest;
    for (int i = 0; i < 200; ++i) longest += "Я";
    const std::string too_long = longest + "Я";
    TournamentInfo info = swiss();
    info.name = info.place = info.chief_arbiter = longest;
    ASSERT_TRUE(Event::create(dir.filePath(QStringLiteral("ok.db")), info));
    int n = 0;
    for (auto [field, message] : {std::pair{&TournamentInfo::name, "name: 201 characters; at most 200"},
                                  {&TournamentInfo::place, "place: 201 characters; at most 200"},
                                  {&TournamentInfo::chief_arbiter, "chief arbiter: 201 characters; at most 200"}}) {
        info = swiss();
        info.*field = too_long;
        const auto made = Event::create(dir.filePath(QStringLiteral("e%1.db").arg(++n)), info);
        ASSERT_FALSE(made) << message;
        EXPECT_EQ(made.error(), message);
    }
    Event ev = create(dir);
    EventEdit edit;
    edit.place = std::string(60 * 1024, 'x');
    const auto edited = edit_event(ev, edit);
    ASSERT_FALSE(edited);
    EXPECT_EQ(edited.error(), "place: 61440 characters; at most 200");
    EXPECT_EQ(ev.data().info.place, "");
}

// A right-to-left override shows "Anna" + U+202E + "vonavI" as "Anna Ivanov"; zero-width
// characters make a second "Ivanov" that is not the same text. Each is refused naming the
// code point and the character (counted from 1).
TEST(FieldChecks, DirectionOverridesAndZeroWidthCharactersAreRefused) {
    Player p;
    const std::vector<std::pair<const char *, const char *>> cases = {
        {"\u202A", "U+202A"}, {"\u202E", "U+202E"}, {"\u2066", "U+2066"}, {"\u2069", "U+2069"},
        {"\u200B", "U+200B"}, {"\u200D", "U+200D"}, {"\u200F", "U+200F"}, {"\uFEFF", "U+FEFF"}};
    for (const auto &[ch, code] : cases) {
        p.name = std::string("Я") + ch + "Ivanov";
        EXPECT_EQ(validate_player(p).english().rfind(
                      "name: invisible formatting character " + std::string(code) + " at character 2 (", 0),
                  0u)
            << validate_player(p).english();
    }
}

TEST(FieldChecks, AddEditCsvAndTrfImportCheckAlike) {
    QTemporaryDir dir;
    Event ev = create(dir);
    Player p;
    p.name = "Anna";
    p.federation = "RU";
    const auto added = ev.add_player(p);
    ASSERT_FALSE(added);
    EXPECT_EQ(added.error(), "federation: 'RU' is not a 3-letter federation code (RUS, NED, UKR, ...)");
    p.federation = "RUS";
    ASSERT_TRUE(ev.add_player(p));
    PlayerEdit edit;
    edit.federation = "ru";
    const auto edited = edit_player(ev, 1, edit);
    ASSERT_FALSE(edited);
    EXPECT_EQ(edited.error(), "federation: 'RU' is not a 3-letter federation code (RUS, NED, UKR, ...)");
    edit.federation.reset();
    edit.fmjd_id = "F1";
    const auto id = edit_player(ev, 1, edit);
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error(), "fmjd_id: 'F1' is not an id number (digits only, at most 20)");
    EXPECT_EQ(ev.data().players.at(0).federation, "RUS");
    EXPECT_EQ(ev.data().players.at(0).fmjd_id, "");

    const PlayerImport csv = parse_player_csv("name,fed\nBoris,RUS\nVera,RU\n");
    ASSERT_EQ(csv.errors.size(), 1u);
    EXPECT_EQ(csv.errors[0].english(),
              "line 3: federation: 'RU' is not a 3-letter federation code (RUS, NED, UKR, ...)");

    // TRF-16 001 columns: start 5-8, sex 10, name 15-47, rating 49-52, federation 54-56.
    auto record = [](int start, const char *name, const char *fed) {
        char line[120];
        std::snprintf(line, sizeof line, "001 %4d m    %-33s %4d %-3s %11s %10s %4s\n", start, name, 1500, fed, "", "",
                      "0.0");
        return std::string(line);
    };
    const auto trf = import_trf(dir.filePath(QStringLiteral("t.db")),
                                "012 Open\nXXR 5\n" + record(1, "Anna", "RUS") + record(2, "Boris", "RU"), {});
    ASSERT_FALSE(trf);
    EXPECT_EQ(trf.error(), "TRF: player 2: federation: 'RU' is not a 3-letter federation code (RUS, NED, UKR, ...)");
}
