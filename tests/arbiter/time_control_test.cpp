// Time controls: the human syntax, PDN's TimeControl tag, the Adiukh presets (adiukh 9.1-9.3).
#include "arbiter/time_control.hpp"

#include <gtest/gtest.h>

using namespace damka::arbiter;
using namespace std::chrono_literals;

namespace {
Stage stage(int moves, Millis base, Stage::Bonus b = Stage::Bonus::None, Millis bonus = 0ms) {
    return Stage{moves, base, b, bonus};
}
} // namespace

TEST(TimeControl, SuddenDeath) {
    const auto tc = parse_time_control("90m");
    ASSERT_TRUE(tc) << tc.error();
    EXPECT_EQ(tc->stages, std::vector<Stage>{stage(0, 90min)});
    EXPECT_EQ(format_time_control(*tc), "1h30m");
}

TEST(TimeControl, FischerIncrementAndBronsteinDelay) {
    const auto inc = parse_time_control("3m+2s");
    ASSERT_TRUE(inc) << inc.error();
    EXPECT_EQ(inc->stages, std::vector<Stage>{stage(0, 3min, Stage::Bonus::Increment, 2s)});
    const auto delay = parse_time_control("5m d5s");
    ASSERT_TRUE(delay) << delay.error();
    EXPECT_EQ(delay->stages, std::vector<Stage>{stage(0, 5min, Stage::Bonus::Delay, 5s)});
    EXPECT_EQ(format_time_control(*delay), "5m d5s");
}

TEST(TimeControl, MultiStageFromTheIssue) {
    // "40/2h, 30m+30s": 2 hours for 40 moves, then 30 minutes plus 30 s a move.
    const auto tc = parse_time_control("40/2h, 30m+30s");
    ASSERT_TRUE(tc) << tc.error();
    EXPECT_EQ(tc->stages, (std::vector<Stage>{stage(40, 2h), stage(0, 30min, Stage::Bonus::Increment, 30s)}));
    EXPECT_EQ(format_time_control(*tc), "40/2h, 30m+30s");
    EXPECT_EQ(tc->stage_of_move(40).base, 2h);
    EXPECT_EQ(tc->stage_of_move(41).base, 30min);
    EXPECT_TRUE(tc->is_control_move(40));
    EXPECT_FALSE(tc->is_control_move(41));
}

TEST(TimeControl, RepeatingLastStage) {
    // PGN semantics: "40/2h" alone gives 2 hours for every 40 moves.
    const auto tc = parse_time_control("40/2h");
    ASSERT_TRUE(tc);
    EXPECT_TRUE(tc->is_control_move(40));
    EXPECT_TRUE(tc->is_control_move(80));
    EXPECT_FALSE(tc->is_control_move(60));
}

TEST(TimeControl, AdiukhPresetsAreSection9) {
    // adiukh 9.1: 30 min + 30 s; 9.2: 8 min + 4 s and 7 min + 5 s; 9.3: 3 min + 2 s.
    EXPECT_EQ(parse_time_control("adiukh-classical")->stages,
              std::vector<Stage>{stage(0, 30min, Stage::Bonus::Increment, 30s)});
    EXPECT_EQ(parse_time_control("adiukh-rapid")->stages,
              std::vector<Stage>{stage(0, 8min, Stage::Bonus::Increment, 4s)});
    EXPECT_EQ(parse_time_control("adiukh-rapid-7")->stages,
              std::vector<Stage>{stage(0, 7min, Stage::Bonus::Increment, 5s)});
    EXPECT_EQ(parse_time_control("adiukh-blitz")->stages,
              std::vector<Stage>{stage(0, 3min, Stage::Bonus::Increment, 2s)});
    for (const Preset &p : presets()) EXPECT_EQ(p.rule.rfind("adiukh 9.", 0), 0u) << p.name;
}

// adiukh 9.1-9.3: classical from 20 min, rapid 7-15 min, blitz 3-5 min, to the end of the game.
TEST(TimeControl, AdiukhDisciplines) {
    auto of = [](const char *c) { return adiukh_discipline(*parse_time_control(c)); };
    EXPECT_EQ(of("30m+30s")->name, "classical");
    EXPECT_EQ(of("20m")->rule, "adiukh 9.1");
    EXPECT_EQ(of("8m+4s")->name, "rapid");
    EXPECT_EQ(of("15m")->name, "rapid");
    EXPECT_EQ(of("3m+2s")->name, "blitz");
    EXPECT_EQ(of("5m")->rule, "adiukh 9.3");
    EXPECT_FALSE(of("6m")); // between blitz and rapid
    EXPECT_FALSE(of("16m")); // between rapid and classical
    EXPECT_FALSE(of("40/2h, 30m+30s")); // not a single control to the end of the game
    for (const Preset &p : presets()) EXPECT_EQ(of(p.name.c_str())->rule, p.rule) << p.name;
}

TEST(TimeControl, BadInputNamesTheFault) {
    auto bad = parse_time_control("40/2x");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("'x'"), std::string::npos) << bad.error();
    bad = parse_time_control("30m+30s, 5m");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("no stage may follow"), std::string::npos) << bad.error();
    EXPECT_FALSE(parse_time_control(""));
    EXPECT_FALSE(parse_time_control("0/2h"));
}

// Issue 44 §4: controls as arbiters write them. "45+15" and "90+30" are minutes plus seconds a
// move (FIDE's way of writing 90 min + 30 s); "45 мин + 15 сек" the same in Russian words.
TEST(TimeControl, AsArbitersWriteThem) {
    const auto fischer = [](Millis base, Millis bonus) {
        return std::vector<Stage>{stage(0, base, Stage::Bonus::Increment, bonus)};
    };
    for (const char *text : {"45+15", "45 + 15", "45 мин + 15 сек", "45 min + 15 sec", "45 мин. + 15 с", "45m+15s"}) {
        const auto tc = parse_time_control(text);
        ASSERT_TRUE(tc) << text << ": " << tc.error();
        EXPECT_EQ(tc->stages, fischer(45min, 15s)) << text;
    }
    EXPECT_EQ(parse_time_control("90+30")->stages, fischer(90min, 30s));
    EXPECT_EQ(parse_time_control("1 ч 30 мин + 30 сек")->stages, fischer(90min, 30s));
    EXPECT_EQ(parse_time_control("90")->stages, std::vector<Stage>{stage(0, 90min)});
    const auto two = parse_time_control("40/2h, 30m+30s");
    ASSERT_TRUE(two) << two.error();
    EXPECT_EQ(two->stages, (std::vector<Stage>{stage(40, 2h), stage(0, 30min, Stage::Bonus::Increment, 30s)}));
    EXPECT_EQ(*parse_time_control("40/2 ч, 30 мин + 30 сек"), *two);
}

// What is stored: the one syntax the clocks read, whichever way the arbiter wrote it.
TEST(TimeControl, StoredInTheClocksSyntax) {
    EXPECT_EQ(*normal_time_control("45 мин + 15 сек"), "45m+15s");
    EXPECT_EQ(*normal_time_control("90+30"), "90m+30s");
    EXPECT_EQ(*normal_time_control("1 ч 30 мин"), "90m");
    EXPECT_EQ(*normal_time_control("2h d5s"), "2h d5s");
    EXPECT_EQ(*normal_time_control("40/2h, 30m+30s"), "40/2h, 30m+30s");
    EXPECT_EQ(*normal_time_control("  "), "");
    EXPECT_FALSE(normal_time_control("forty-five"));
}

// A refusal names the part it cannot read and shows how a control is written.
TEST(TimeControl, RefusalsNameThePartAndTheWay) {
    for (const char *text : {"45 кг + 15", "45+15 лет", "1h30", "45 15", "30s 1m", "fast", "+15", "45+"}) {
        const auto tc = parse_time_control(text);
        ASSERT_FALSE(tc) << text;
        EXPECT_NE(tc.error().find("\"45+15\""), std::string::npos) << tc.error();
    }
    EXPECT_NE(parse_time_control("45 кг + 15").error().find("'кг'"), std::string::npos);
    EXPECT_NE(parse_time_control("30s 1m").error().find("hours come before minutes"), std::string::npos);
    // The duration of `damka arbiter clock --add` keeps its units: "30" is not a time.
    EXPECT_FALSE(parse_duration("30"));
    EXPECT_EQ(*parse_duration("-1m30s"), -90s);
}

TEST(TimeControl, PdnTagInAndOut) {
    // PGN/PDN TimeControl: "40/7200:1800+30" is 40 moves in 7200 s, then 1800 s + 30 s.
    const auto tc = parse_pdn_time_control("40/7200:1800+30");
    ASSERT_TRUE(tc) << tc.error();
    EXPECT_EQ(*tc, *parse_time_control("40/2h, 30m+30s"));
    EXPECT_EQ(*format_pdn_time_control(*tc), "40/7200:1800+30");
    EXPECT_EQ(*format_pdn_time_control(*parse_time_control("adiukh-blitz")), "180+2");
    EXPECT_EQ(*format_pdn_time_control(TimeControl{}), "-");
    EXPECT_TRUE(parse_pdn_time_control("-")->untimed());
    EXPECT_FALSE(parse_pdn_time_control("?"));
    EXPECT_FALSE(parse_pdn_time_control("*180"));
    EXPECT_FALSE(format_pdn_time_control(*parse_time_control("5m d5s"))); // the tag has no delay
}

TEST(TimeControl, ClockReadings) {
    EXPECT_EQ(*parse_clock("1:05:23"), 3923s);
    EXPECT_EQ(*parse_clock("4:07"), 247s);
    EXPECT_EQ(*parse_clock("0:09.5"), 9500ms);
    EXPECT_EQ(format_clock(3923s), "1:05:23");
    EXPECT_EQ(format_clock(247s), "4:07");
    EXPECT_EQ(format_clock(9500ms), "0:09.5");
    EXPECT_EQ(format_clock(-2s), "-0:02");
    EXPECT_FALSE(parse_clock("1:75"));
}
