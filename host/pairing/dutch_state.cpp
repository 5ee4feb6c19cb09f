// Colour preferences, compatibility and colour allocation of the Dutch system (C.04.3, 2026
// numbering: 1.7 colour preferences, 1.8 topscorers, [C1]-[C3], Article 5 colours).
#include "dutch_state.hpp"

#include <algorithm>

namespace damka::pairing::dutch {

State make_state(const Player &p, const Settings &s) {
    State st;
    st.player = &p;
    st.start = p.start;
    st.score = p.pairing_score();
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::Played && r.colour != Colour::None) {
            st.colours.push_back(r.colour);
            st.cd += static_cast<int>(r.colour);
            st.played.push_back(r.opponent);
        }
    std::sort(st.played.begin(), st.played.end());
    const std::size_t n = st.colours.size();
    // 1.7.1: absolute when |cd| > 1 or the same colour in the two latest games played.
    if (st.cd > 1 || st.cd < -1 || (n >= 2 && st.colours[n - 1] == st.colours[n - 2])) {
        st.strength = Absolute;
        st.pref = st.cd > 1 ? Colour::Black : st.cd < -1 ? Colour::White : opposite(st.colours[n - 1]);
    } else if (st.cd == 1 || st.cd == -1) { // 1.7.2: strong
        st.strength = Strong;
        st.pref = st.cd == 1 ? Colour::Black : Colour::White;
    } else if (n > 0) { // 1.7.3: mild, alternate from the last game
        st.strength = Mild;
        st.pref = opposite(st.colours[n - 1]);
    }
    // 1.8: topscorers have more than 50% of the maximum possible score; final round only.
    if (s.total_rounds > 0 && s.round == s.total_rounds) st.topscorer = 2 * p.score > (s.round - 1) * s.win_points;
    st.bye_ineligible = p.bye_ineligible();
    const std::size_t r = p.rounds.size();
    if (r >= 1) st.float1 = p.rounds[r - 1].floated;
    if (r >= 2) st.float2 = p.rounds[r - 2].floated;
    return st;
}

bool compatible(const State &a, const State &b, const Settings &s) {
    if (std::binary_search(a.played.begin(), a.played.end(), b.start)) return false; // [C1]
    // [C3]: non-topscorers with the same absolute colour preference do not meet.
    if (a.strength == Absolute && b.strength == Absolute && a.pref == b.pref && !a.topscorer && !b.topscorer)
        return false;
    for (const auto &[x, y] : s.forbidden) // C.04.1: prohibited pairs (same club, family)
        if ((x == a.start && y == b.start) || (x == b.start && y == a.start)) return false;
    return true;
}

Message colour_rule_text(ColourRule rule) {
    switch (rule) {
    case ColourRule::BothPreferences: return DAMKA_TR("Pairing", "C.04.3 5.2.1: both colour preferences granted");
    case ColourRule::OnlyPreference: return DAMKA_TR("Pairing", "C.04.3 5.2.1: the only colour preference granted");
    case ColourRule::StrongerPreference: return DAMKA_TR("Pairing", "C.04.3 5.2.2: stronger colour preference granted");
    case ColourRule::WiderDifference: return DAMKA_TR("Pairing", "C.04.3 5.2.2: wider colour difference granted");
    case ColourRule::Alternated:
        return DAMKA_TR("Pairing", "C.04.3 5.2.3: colours alternated from the last difference");
    case ColourRule::HigherRanked:
        return DAMKA_TR("Pairing", "C.04.3 5.2.4: higher ranked player's preference granted");
    case ColourRule::InitialColour: break;
    }
    return DAMKA_TR("Pairing", "C.04.3 5.2.5: initial colour by ranking");
}

Pair allocate_colours(const State &a, const State &b, const Settings &s, ColourRule &rule) {
    auto give_a = [&](Colour c, ColourRule why) {
        rule = why;
        return c == Colour::White ? Pair{a.start, b.start} : Pair{b.start, a.start};
    };
    const bool ap = a.strength != NoPreference, bp = b.strength != NoPreference;
    // 5.2.1: both preferences can be granted.
    if (ap && bp && a.pref != b.pref) return give_a(a.pref, ColourRule::BothPreferences);
    if (ap && !bp) return give_a(a.pref, ColourRule::OnlyPreference);
    if (!ap && bp) return give_a(opposite(b.pref), ColourRule::OnlyPreference);
    if (ap && bp) {
        // 5.2.2: the stronger preference; two absolute ones (topscorers): the wider difference.
        if (a.strength != b.strength)
            return a.strength > b.strength ? give_a(a.pref, ColourRule::StrongerPreference)
                                           : give_a(opposite(b.pref), ColourRule::StrongerPreference);
        if (a.strength == Absolute && std::abs(a.cd) != std::abs(b.cd))
            return std::abs(a.cd) > std::abs(b.cd) ? give_a(a.pref, ColourRule::WiderDifference)
                                                   : give_a(opposite(b.pref), ColourRule::WiderDifference);
        // 5.2.3: alternate from the most recent round in which their colours differed.
        for (std::size_t i = 1; i <= std::min(a.colours.size(), b.colours.size()); ++i) {
            const Colour ca = a.colours[a.colours.size() - i], cb = b.colours[b.colours.size() - i];
            if (ca != cb) return give_a(opposite(ca), ColourRule::Alternated);
        }
        // 5.2.4: the higher ranked player's preference.
        return give_a(a.pref, ColourRule::HigherRanked);
    }
    // 5.2.5: no preference at all: the higher ranked player takes the initial colour when his
    // pairing number is odd. The number counts only the players in the pairing (see
    // effective_numbers() in dutch.cpp), so colours alternate down the boards past a player who
    // has not yet joined the tournament.
    const Colour initial = s.first_colour == Colour::None ? Colour::White : s.first_colour;
    const int place = a.number > 0 ? a.number : a.start;
    return give_a(place % 2 ? initial : opposite(initial), ColourRule::InitialColour);
}

} // namespace damka::pairing::dutch
