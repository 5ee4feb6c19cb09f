// C.04.6 1.6, 1.7 (colour difference and preferences) and 4 (colour allocation).
#include "team_swiss.hpp"

#include <algorithm>

namespace damka::pairing {

namespace {

int colour_difference(const SwissTeam &t) { // C.04.6 1.6.2
    int cd = 0;
    for (Colour c : t.colours) cd += static_cast<int>(c);
    return cd;
}

bool last_two_were(const SwissTeam &t, Colour c) {
    const size_t n = t.colours.size();
    return n >= 2 && t.colours[n - 1] == c && t.colours[n - 2] == c;
}

bool last_round(const TeamSwissSettings &s) { return s.total_rounds > 0 && s.round == s.total_rounds; }

// 4.2: the first-team of the pair.
bool is_first_team(const SwissTeam &a, const SwissTeam &b, const TeamSwissSettings &s) {
    if (a.score != b.score) return a.score > b.score; // 4.2.1
    if (s.colour_by_secondary && a.secondary != b.secondary) return a.secondary > b.secondary; // 4.2.2
    return a.tpn < b.tpn; // 4.2.3
}

TeamColours give(const SwissTeam &team, Colour c, const SwissTeam &other, const char *rule) {
    return c == Colour::White ? TeamColours{{team.tpn, other.tpn}, rule} : TeamColours{{other.tpn, team.tpn}, rule};
}

} // namespace

TeamColourPreference team_colour_preference(const SwissTeam &t, const TeamSwissSettings &s) {
    if (s.preference == TeamPreferenceType::None || t.colours.empty()) return {};
    const int cd = colour_difference(t);
    // 1.7.1 simple preference = 1.7.2 strong preference: the same conditions.
    if (cd < -1 || ((cd == 0 || cd == -1) && last_two_were(t, Colour::Black))) return {Colour::White, true};
    if (cd > 1 || ((cd == 0 || cd == 1) && last_two_were(t, Colour::White))) return {Colour::Black, true};
    if (s.preference == TeamPreferenceType::A) return {};
    // 1.7.2 mild preferences; none with CD 0 in the last round.
    const Colour last = t.colours.back();
    if (cd == -1 || (cd == 0 && !last_round(s) && last == Colour::Black)) return {Colour::White, false};
    if (cd == 1 || (cd == 0 && !last_round(s) && last == Colour::White)) return {Colour::Black, false};
    return {};
}

TeamColours allocate_team_colours(const SwissTeam &a, const SwissTeam &b, const TeamSwissSettings &s) {
    const SwissTeam &first = is_first_team(a, b, s) ? a : b;
    const SwissTeam &other = &first == &a ? b : a;
    // 4.3.1: neither team has played a match: the first-team's TPN parity and the initial-colour.
    if (first.colours.empty() && other.colours.empty())
        return give(first, first.tpn % 2 ? s.initial_colour : opposite(s.initial_colour), other, "C.04.6 4.3.1");
    const TeamColourPreference pf = team_colour_preference(first, s), po = team_colour_preference(other, s);
    const bool has_f = pf.colour != Colour::None, has_o = po.colour != Colour::None;
    if (has_f != has_o)
        return has_f ? give(first, pf.colour, other, "C.04.6 4.3.2") // 4.3.2
                     : give(other, po.colour, first, "C.04.6 4.3.2");
    if (has_f && pf.colour != po.colour) return give(first, pf.colour, other, "C.04.6 4.3.3"); // 4.3.3
    if (s.preference == TeamPreferenceType::B && has_f && pf.strong != po.strong) // 4.3.4
        return pf.strong ? give(first, pf.colour, other, "C.04.6 4.3.4")
                         : give(other, po.colour, first, "C.04.6 4.3.4");
    // 4.3.5: White to the lower colour difference (-2 is lower than -1).
    if (const int cf = colour_difference(first), co = colour_difference(other); cf != co)
        return give(cf < co ? first : other, Colour::White, cf < co ? other : first, "C.04.6 4.3.5");
    // 4.3.6: back to the latest time one had White and the other Black, the played colours
    // right-aligned (C.04.2 3.4: only played matches count), and alternate.
    for (size_t i = 1; i <= std::min(first.colours.size(), other.colours.size()); ++i) {
        const Colour cf = first.colours[first.colours.size() - i], co = other.colours[other.colours.size() - i];
        if (cf != co) return give(first, opposite(cf), other, "C.04.6 4.3.6");
    }
    if (has_f) return give(first, pf.colour, other, "C.04.6 4.3.7"); // 4.3.7
    if (!first.colours.empty()) return give(first, opposite(first.colours.back()), other, "C.04.6 4.3.8");
    return give(other, opposite(other.colours.back()), first, "C.04.6 4.3.9");
}

} // namespace damka::pairing
