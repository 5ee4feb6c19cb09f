// The event log model: the command-line word syntax, the JSON form and its round trip, and
// clear errors for malformed input.
#include "arbiter/event_log.hpp"

#include <gtest/gtest.h>

using namespace damka::arbiter;
using namespace std::chrono_literals;

namespace {
const std::array<std::string, 2> kSides{"White", "Black"};

std::vector<Event> parse(std::vector<std::string> w) {
    auto r = parse_events(w, kSides);
    EXPECT_TRUE(r) << r.error();
    return r ? *r : std::vector<Event>{};
}
} // namespace

TEST(EventLog, WordsGiveEvents) {
    auto t = parse({"touch", "white", "c3", "e3"}); // two touches, in order
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t[0].kind, EventKind::Touch);
    EXPECT_EQ(t[1].square, "e3");
    EXPECT_FALSE(t[0].adjusting);
    auto a = parse({"adjust", "Black", "f6"}); // adiukh 4.5
    EXPECT_TRUE(a[0].adjusting);
    EXPECT_EQ(a[0].side, 1);
    auto m = parse({"move", "white", "from", "e3", "to", "g5", "took", "f4"});
    EXPECT_EQ(m[0].move, "from e3 to g5 took f4");
    auto p = parse({"press", "black", "1:05:23", "0:59:00"});
    ASSERT_TRUE(p[0].readings);
    EXPECT_EQ((*p[0].readings)[0], 3923s);
    auto f = parse({"flag", "both"});
    EXPECT_TRUE(f[0].both);
    auto add = parse({"clock", "add", "white", "-30s"});
    EXPECT_EQ(add[0].delta, -30s);
    auto pause = parse({"clock", "pause", "black"}); // adiukh 10.3
    EXPECT_EQ(pause[0].kind, EventKind::ClockPause);
    EXPECT_EQ(pause[0].side, 1);
    EXPECT_TRUE(parse({"flag", "white", "first"})[0].first);
    auto acc = parse({"accept", "black"});
    EXPECT_TRUE(acc[0].accepted);
    EXPECT_EQ(parse({"decline", "black"})[0].accepted, false);
}

TEST(EventLog, BadWordsAreNamed) {
    auto r = parse_events({"touch", "green", "c3"}, kSides);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().find("'green' is not a side"), std::string::npos) << r.error();
    r = parse_events({"jump", "white"}, kSides);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().find("unknown event 'jump'"), std::string::npos);
    r = parse_events({"press", "white", "1:00"}, kSides);
    EXPECT_FALSE(r);
    r = parse_events({"move", "white"}, kSides);
    EXPECT_FALSE(r);
    EXPECT_FALSE(parse_events({}, kSides));
}

TEST(EventLog, JsonRoundTrip) {
    GameLog log;
    log.variant = "russian";
    log.time_control = "40/2h, 30m+30s";
    log.players = {"Ivanov", "Petrov"};
    for (auto w : std::vector<std::vector<std::string>>{{"touch", "white", "c3"},
                                                        {"move", "white", "c3-d4"},
                                                        {"press", "white", "1:59:00", "2:00:00"},
                                                        {"offer", "white"},
                                                        {"decline", "black"},
                                                        {"flag", "both"},
                                                        {"clock", "add", "black", "1m"}})
        for (Event e : parse(w)) {
            e.at = 12s;
            log.events.push_back(e);
        }
    const std::string text = log_to_json_text(log);
    auto back = log_from_json_text(text);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(log_to_json_text(*back), text);
    EXPECT_EQ(back->players[1], "Petrov");
    EXPECT_EQ(back->events[2].readings->at(0), 7140s);
    EXPECT_EQ(*back->events[0].at, 12s);
}

TEST(EventLog, MalformedJsonIsRefused) {
    EXPECT_FALSE(log_from_json_text("{"));
    EXPECT_FALSE(log_from_json_text(R"({"format":"something-else"})"));
    auto r =
        log_from_json_text(R"({"format":"damka-game-log/1","variant":"russian","events":[{"kind":"move","side":0}]})");
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().find("event 1"), std::string::npos) << r.error();
    r = log_from_json_text(R"({"format":"damka-game-log/1","variant":"russian","events":[{"kind":"teleport"}]})");
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().find("teleport"), std::string::npos);
}

TEST(EventLog, DescribedForPeople) {
    EXPECT_EQ(describe(parse({"adjust", "white", "c3"})[0], kSides), "White says \"adjusting\" and touches c3");
    EXPECT_EQ(describe(parse({"flag", "both"})[0], kSides), "both flags are down, the order unknown");
}
