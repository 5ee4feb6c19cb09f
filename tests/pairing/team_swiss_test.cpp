// FIDE C.04.6 Swiss Team Pairing System: colour preferences (1.7), colour allocation (4.3),
// the pairing-allocated bye (3.4), the choice of upfloaters (3.5) and the lexicographic
// pairing of a bracket (3.6). Every expected value is worked out by hand next to its test.
#include "pairing/team_swiss.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace damka::pairing;

namespace {

constexpr Colour W = Colour::White, B = Colour::Black;

SwissTeam team(int tpn, double score, std::vector<Colour> colours = {}, std::vector<int> met = {},
               double secondary = 0) {
    SwissTeam t;
    t.tpn = tpn;
    t.score = points(score);
    t.secondary = points(secondary);
    t.colours = std::move(colours);
    t.met = std::move(met);
    return t;
}

TeamSwissSettings settings(TeamPreferenceType type = TeamPreferenceType::A, int round = 2, int total = 9) {
    TeamSwissSettings s;
    s.preference = type;
    s.round = round;
    s.total_rounds = total;
    return s;
}

// "white-black ..." in the order given, then "bye N" when there is one.
std::string render(const TeamSwissPairing &p) {
    std::string s;
    for (const Pair &x : p.pairs) s += std::to_string(x.white) + "-" + std::to_string(x.black) + " ";
    if (p.bye) s += "bye " + std::to_string(p.bye);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return p.ok() ? s : "failed: " + p.message.english();
}

// The pairs without colours, each smaller TPN first, in the order given.
std::string render_pairs(const TeamSwissPairing &p) {
    std::string s;
    for (const Pair &x : p.pairs)
        s += std::to_string(std::min(x.white, x.black)) + "-" + std::to_string(std::max(x.white, x.black)) + " ";
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return p.ok() ? s : "failed: " + p.message.english();
}

std::string preference(const SwissTeam &t, const TeamSwissSettings &s) {
    const TeamColourPreference p = team_colour_preference(t, s);
    if (p.colour == Colour::None) return "none";
    return std::string(s.preference == TeamPreferenceType::B ? (p.strong ? "strong " : "mild ") : "") +
        (p.colour == W ? "W" : "B");
}

} // namespace

// C.04.6 1.7.1 Type A: White when CD < -1, or CD 0/-1 with Black in the last two played
// matches; Black symmetrically; else none.
TEST(TeamSwissPreference, TypeA) {
    const auto a = settings();
    EXPECT_EQ(preference(team(1, 0), a), "none"); // no match played
    EXPECT_EQ(preference(team(1, 0, {B, B}), a), "W"); // CD -2
    EXPECT_EQ(preference(team(1, 0, {W, B, B}), a), "W"); // CD -1, last two B
    EXPECT_EQ(preference(team(1, 0, {B, W, W}), a), "B"); // CD +1, last two W
    EXPECT_EQ(preference(team(1, 0, {W}), a), "none"); // CD +1, one match only
    EXPECT_EQ(preference(team(1, 0, {W, B}), a), "none"); // CD 0, last two differ
    // CD +1 with the last two Black: neither clause applies (the White clause needs CD 0 or -1).
    EXPECT_EQ(preference(team(1, 0, {W, W, W, B, B}), a), "none");
}

// C.04.6 1.7.2 Type B: strong as Type A; mild White when CD -1, or CD 0 and not the last round
// with Black last; none with CD 0 in the last round.
TEST(TeamSwissPreference, TypeBStrongAndMild) {
    const auto b = settings(TeamPreferenceType::B, 3, 9);
    EXPECT_EQ(preference(team(1, 0, {B, B}), b), "strong W");
    EXPECT_EQ(preference(team(1, 0, {W}), b), "mild B"); // CD +1
    EXPECT_EQ(preference(team(1, 0, {W, B}), b), "mild W"); // CD 0, Black last
    EXPECT_EQ(preference(team(1, 0, {W, W, W, B, B}), b), "mild B"); // CD +1 (the last two B do not count)
    EXPECT_EQ(preference(team(1, 0, {W, B}), settings(TeamPreferenceType::B, 9, 9)), "none"); // last round
    EXPECT_EQ(preference(team(1, 0, {B, B}), settings(TeamPreferenceType::None)), "none");
}

// C.04.6 4.3, one case per step. The first-team (4.2) is the higher score, then the higher
// secondary score, then the smaller TPN.
TEST(TeamSwissColours, EachStepOfArticle4_3) {
    const auto a = settings();
    const auto colours = [&](const SwissTeam &x, const SwissTeam &y, const TeamSwissSettings &s) {
        const TeamColours c = allocate_team_colours(x, y, s);
        return std::to_string(c.pair.white) + "-" + std::to_string(c.pair.black) + " " + c.rule;
    };
    // 4.3.1: neither has played: first-team 3 (smaller TPN) is odd and gets the initial-colour White;
    // first-team 2 is even and gets Black; first-team 4 (higher score, e.g. from a bye) even: Black.
    EXPECT_EQ(colours(team(3, 0), team(6, 0), a), "3-6 C.04.6 4.3.1");
    EXPECT_EQ(colours(team(2, 0), team(5, 0), a), "5-2 C.04.6 4.3.1");
    EXPECT_EQ(colours(team(1, 0), team(4, 1), a), "1-4 C.04.6 4.3.1");
    // 4.3.2: only team 1 has a preference (WW: Black); team 2 (WB) has none.
    EXPECT_EQ(colours(team(1, 2, {W, W}), team(2, 2, {W, B}), a), "2-1 C.04.6 4.3.2");
    // 4.3.3: opposite preferences, both granted.
    EXPECT_EQ(colours(team(1, 2, {W, W}), team(2, 2, {B, B}), a), "2-1 C.04.6 4.3.3");
    // 4.3.4 (Type B): strong White (BB) against mild White (WB, CD 0, Black last): the strong one.
    EXPECT_EQ(colours(team(1, 2, {W, B}), team(2, 2, {B, B}), settings(TeamPreferenceType::B)), "2-1 C.04.6 4.3.4");
    // 4.3.5: no preferences; CD +1 (team 1) against CD 0 (team 2): White to the lower, team 2.
    EXPECT_EQ(colours(team(1, 2, {W}), team(2, 2, {B, W}), a), "2-1 C.04.6 4.3.5");
    // 4.3.6: CD 0 both, no preferences (BWBW and WBBW); from the end W=W, B=B, then W against B:
    // first-team 1 (higher score) had White there and now gets Black.
    EXPECT_EQ(colours(team(1, 3, {B, W, B, W}), team(2, 2, {W, B, B, W}), a), "2-1 C.04.6 4.3.6");
    // 4.3.7: the same history BB: both want White, CD equal, no difference: the first-team's wish.
    EXPECT_EQ(colours(team(2, 3, {B, B}), team(1, 2, {B, B}), a), "2-1 C.04.6 4.3.7");
    // 4.3.8: no preferences (Type none), W and W: the first-team (1) alternates from White.
    EXPECT_EQ(colours(team(1, 2, {W}), team(2, 2, {W}), settings(TeamPreferenceType::None)), "2-1 C.04.6 4.3.8");
    // 4.3.9: first-team 1 never played (a bye and a forfeit), team 2 played WB (CD 0, none):
    // 4.3.5-4.3.8 do not decide; team 2 alternates from its last Black.
    EXPECT_EQ(colours(team(1, 2), team(2, 1, {W, B}), a), "2-1 C.04.6 4.3.9");
}

// Round 1 of 6 teams: one bracket; the first identifier (3.6.2) has top members 1 2 3 and
// bottom members 4 5 6; colours by 4.3.1 (first-team 1 odd: White; 2 even: Black; 3 odd: White).
TEST(TeamSwissPairing, RoundOneTopHalfAgainstBottomHalf) {
    std::vector<SwissTeam> t;
    for (int i = 1; i <= 6; ++i) t.push_back(team(i, 0));
    EXPECT_EQ(render(pair_team_swiss(t, settings(TeamPreferenceType::A, 1, 5))), "1-4 5-2 3-6");
}

// 3.6.3 and [C1]: four teams on one score, 1 met 3 and 2 met 4 (no colour preferences).
// Identifiers in order: 1 2 3 4 (1-3 2-4: 1-3 met), 1 2 4 3 (1-4 2-3): the first legal.
TEST(TeamSwissPairing, TheFirstLegalIdentifierWins) {
    std::vector<SwissTeam> t{team(1, 2, {}, {3}), team(2, 2, {}, {4}), team(3, 2, {}, {1}), team(4, 2, {}, {2})};
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None))), "1-4 2-3");
}

// 3.6.2 with six teams, 1 met 4: top members 1 2 3; bottoms 4 5 6 (1-4 met) and 4 6 5 (1-4
// again) come before 5 4 6: 1-5 2-4 3-6.
TEST(TeamSwissPairing, BottomMembersInLexicographicOrder) {
    std::vector<SwissTeam> t{team(1, 0, {}, {4}), team(2, 0), team(3, 0), team(4, 0, {}, {1}), team(5, 0), team(6, 0)};
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None))), "1-5 2-4 3-6");
}

// [C8] before the lexicographic order: 1 and 3 want White (BB), 2 and 4 want Black (WW).
// 1-3 2-4 (identifier 1 2 3 4) leaves two preferences unfulfilled, 1-4 2-3 (1 2 4 3) none.
// Colours by 4.3.3: 1 White against 4, 3 White against 2.
TEST(TeamSwissPairing, ColourPreferencesBeforeTheIdentifier) {
    std::vector<SwissTeam> t{team(1, 2, {B, B}), team(2, 2, {W, W}), team(3, 2, {B, B}), team(4, 2, {W, W})};
    EXPECT_EQ(render(pair_team_swiss(t, settings())), "1-4 3-2");
}

// 3.4: five teams after round 1 (1 beat 2, 3 beat 4, 5 had the bye). 5 is barred ([C2]); 2 and
// 4 have the lowest score and one match each; 3.4.4 gives the bye to the larger TPN, 4.
// Then the top scoregroup {1, 3} pairs itself (no upfloater, [C4]): 1-3, colours: both had
// White, no preferences, equal CD and history: 4.3.8 alternates first-team 1 (more game
// points) to Black. Then 5 (score 1) with upfloater 2: first-team 5 never played, 2 has
// CD -1 against 5's 0: 4.3.5 gives 2 White.
TEST(TeamSwissPairing, ByeToTheLowestScoreLargestTpnNeverTwice) {
    std::vector<SwissTeam> t{team(1, 2, {W}, {2}, 3), team(2, 0, {B}, {1}, 1), team(3, 2, {W}, {4}, 2.5),
                             team(4, 0, {B}, {3}, 1.5), team(5, 1, {}, {}, 2)};
    t[4].bye_barred = true;
    EXPECT_EQ(render(pair_team_swiss(t, settings())), "3-1 2-5 bye 4");
}

// 3.4.1 before 3.4.2: 1 and 2 drew their match (1 point each); 3 missed round 1 (0 points).
// The lowest, 3, cannot take the bye: 1 and 2 have met and could not be paired. Of 1 and 2
// (same score, one match each) the larger TPN, 2, takes it, leaving 1-3.
TEST(TeamSwissPairing, TheByeLeavesALegalPairing) {
    std::vector<SwissTeam> t{team(1, 1, {W}, {2}), team(2, 1, {B}, {1}), team(3, 0)};
    const TeamSwissPairing p = pair_team_swiss(t, settings());
    EXPECT_EQ(p.bye, 2);
    EXPECT_EQ(render_pairs(p), "1-3");
}

// [C1]: two teams that have met cannot be paired again: the Chief Arbiter decides (3.3.3).
TEST(TeamSwissPairing, NoRematchEvenIfNothingElseIsLeft) {
    std::vector<SwissTeam> t{team(1, 2, {W}, {2}), team(2, 0, {B}, {1})};
    EXPECT_FALSE(pair_team_swiss(t, settings()).ok());
}

// 3.5 and [C5]: 3 alone on 4 points needs one upfloater; the highest score below is 2 (teams 1
// and 5), so the sets are {1} < {5} (3.5.4); {1} joins (top member 1, the smaller TPN, 3.6.1).
// Then 5 alone on 2 takes the first of 2 4 6 (0 points): 2-5; then 4-6.
TEST(TeamSwissPairing, UpfloatersWithTheHighestScoreFirst) {
    std::vector<SwissTeam> t{team(1, 2), team(2, 0), team(3, 4), team(4, 0), team(5, 2), team(6, 0)};
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None, 3, 5))), "1-3 2-5 4-6");
}

// [C7]: as above, but team 1 floated in the previous round: {5} is preferred to {1} (3.5.5);
// then 1 alone on 2 takes 2: 3-5 1-2 4-6. In the last two rounds [C7] does not apply (round 4
// of 5): {1} again.
TEST(TeamSwissPairing, UpfloatersThatDidNotFloatLastRound) {
    std::vector<SwissTeam> t{team(1, 2), team(2, 0), team(3, 4), team(4, 0), team(5, 2), team(6, 0)};
    t[0].floated_last_round = true;
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None, 3, 5))), "3-5 1-2 4-6");
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None, 4, 5))), "1-3 2-5 4-6");
}

// [C3] over [C4]-[C5]: 2 3 4 (5 points) have all met one another, so they need three
// upfloaters. The best scores, {6 9 10} (3 points), would leave 5-8, who met: the next profile
// (two on 3, one on 2) gives {6 9 5} first (3.5.3-3.5.4). In the bracket 2 3 4 5 6 9, 4 met 9,
// so the first identifier 2 3 4 5 6 9 is illegal and 2 3 4 5 9 6 is taken: 2-5 3-9 4-6.
TEST(TeamSwissPairing, CompletionBeforeTheBestUpfloaterScores) {
    std::vector<SwissTeam> t{team(2, 5, {}, {3, 4}),
                             team(3, 5, {}, {2, 4}),
                             team(4, 5, {}, {2, 3, 9}),
                             team(5, 2, {}, {8}),
                             team(6, 3),
                             team(8, 2, {}, {5}),
                             team(9, 3, {}, {4}),
                             team(10, 3),
                             team(1, 7),
                             team(7, 7)};
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None, 5, 5))), "1-7 2-5 3-9 4-6 8-10");
}

// 1.1.1: TPNs are unique.
TEST(TeamSwissPairing, DuplicateTpnIsRefused) {
    const TeamSwissPairing p = pair_team_swiss({team(1, 0), team(1, 0)}, settings());
    EXPECT_EQ(p.failure, Failure::InvalidInput);
}

// [C6]: 1 alone on 4 points takes one of 2 3 4 (2 points); 3 and 4 have met. {2} comes first
// (3.5.4) and is legal (the rest pairs 3-5 4-6), but it leaves 3 4 to their own bracket, which
// then needs upfloaters ([C4] not met there); {3} leaves 2 4, who pair: 1-3 2-4 5-6.
TEST(TeamSwissPairing, UpfloatersLeaveTheNextScoregroupPairable) {
    std::vector<SwissTeam> t{team(1, 4), team(2, 2), team(3, 2, {}, {4}), team(4, 2, {}, {3}), team(5, 0), team(6, 0)};
    EXPECT_EQ(render_pairs(pair_team_swiss(t, settings(TeamPreferenceType::None, 3, 5))), "1-3 2-4 5-6");
}

// The absolute criteria over random tournaments of 2 to 60 teams, paired by the engine round
// after round with random results, as many rounds as half the teams allow (up to 9, so a legal
// pairing always exists: what is left to meet keeps a perfect matching, Dirac): every team is
// paired once or has the bye, nobody meets twice ([C1]), nobody has the bye twice ([C2]).
TEST(TeamSwissPairing, RandomTournamentsKeepTheAbsoluteCriteria) {
    std::uint64_t seed = 12345;
    const auto next = [&seed](int n) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return int((seed >> 33) % std::uint64_t(n));
    };
    for (int tournament = 0; tournament < 12; ++tournament) {
        const int n = tournament == 0 ? 60 : 2 + next(59);
        const int rounds = std::min(9, std::max(1, n / 2));
        std::vector<SwissTeam> t;
        for (int i = 1; i <= n; ++i) t.push_back(team(i, 0));
        for (int round = 1; round <= rounds; ++round) {
            const TeamSwissPairing p = pair_team_swiss(t, settings(TeamPreferenceType::A, round, rounds));
            ASSERT_TRUE(p.ok()) << n << " teams, round " << round << ": " << p.message;
            std::vector<int> seen(size_t(n) + 1, 0);
            std::vector<Points> before(size_t(n) + 1);
            for (const SwissTeam &x : t) before[size_t(x.tpn)] = x.score;
            for (SwissTeam &x : t) x.floated_last_round = false;
            for (const Pair &pair : p.pairs) {
                SwissTeam &w = t[size_t(pair.white - 1)], &b = t[size_t(pair.black - 1)];
                ASSERT_EQ(std::count(w.met.begin(), w.met.end(), b.tpn), 0) << "rematch " << w.tpn << "-" << b.tpn;
                ++seen[size_t(w.tpn)];
                ++seen[size_t(b.tpn)];
                w.met.push_back(b.tpn);
                b.met.push_back(w.tpn);
                w.colours.push_back(W);
                b.colours.push_back(B);
                w.floated_last_round = b.floated_last_round = before[size_t(w.tpn)] != before[size_t(b.tpn)];
                const int result = next(3); // 0: White wins, 1: draw, 2: Black wins
                w.score += result == 0 ? 20 : result == 1 ? 10 : 0;
                b.score += result == 2 ? 20 : result == 1 ? 10 : 0;
            }
            if (p.bye) {
                SwissTeam &x = t[size_t(p.bye - 1)];
                ASSERT_FALSE(x.bye_barred) << "second bye for " << x.tpn;
                x.bye_barred = true;
                x.score += 10;
                ++seen[size_t(p.bye)];
            }
            for (int i = 1; i <= n; ++i) ASSERT_EQ(seen[size_t(i)], 1) << "team " << i << ", round " << round;
        }
    }
}
