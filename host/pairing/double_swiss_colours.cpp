// C.04.5 Article 4: colours of a match, after the whole round is paired (3.3.2). Every rule is
// tried in the text's order; 4.3.4 or 4.3.5 applies whenever 4.3.1 does not, so it always
// decides. No colour ever blocks a pairing: the system has no colour criterion.
#include "double_swiss.hpp"

#include <algorithm>

namespace damka::pairing::double_swiss {

ColourFacts colour_facts(const Player &p) {
    ColourFacts f{p.start, p.pairing_score(), {}};
    // 1.6: a player had a colour in a match when at least one game was played, the game-1
    // colour; the caller leaves it None when no game was (each player forfeited one game).
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::Played && r.colour != Colour::None) f.colours.push_back(r.colour);
    return f;
}

Pair allocate_colours(const ColourFacts &a, const ColourFacts &b, Colour initial_colour, Message &rule) {
    // 4.2: the higher ranked player (HRP): the higher score, then the smaller TPN.
    const bool a_higher = a.score != b.score ? a.score > b.score : a.tpn < b.tpn;
    const ColourFacts &hrp = a_higher ? a : b, &other = a_higher ? b : a;
    const auto hrp_gets = [&](Colour c) {
        return c == Colour::White ? Pair{hrp.tpn, other.tpn} : Pair{other.tpn, hrp.tpn};
    };
    // 4.3.1: neither has played a match: the initial colour (drawn by lot, 4.1) to an HRP of
    // odd TPN, the other colour to an even one.
    if (hrp.colours.empty() && other.colours.empty()) {
        rule = DAMKA_TR("Pairing",
                        "C.04.5 4.3.1: neither has played a match: the initial colour to the higher ranked "
                        "player when his TPN is odd, the other colour when even");
        return hrp_gets(hrp.tpn % 2 ? initial_colour : opposite(initial_colour));
    }
    // 4.3.2: White to the player who had fewer Whites (a count of matches, not a difference).
    const auto whites = [](const ColourFacts &f) {
        return std::count(f.colours.begin(), f.colours.end(), Colour::White);
    };
    if (const auto wh = whites(hrp), wo = whites(other); wh != wo) {
        rule = DAMKA_TR("Pairing", "C.04.5 4.3.2: White to the player who had fewer Whites");
        return hrp_gets(wh < wo ? Colour::White : Colour::Black);
    }
    // 4.3.3: back to the most recent match in which one had White and the other Black (played
    // matches counted from the latest, C.04.2 3.4), and alternate.
    for (size_t i = 1; i <= std::min(hrp.colours.size(), other.colours.size()); ++i) {
        const Colour ch = hrp.colours[hrp.colours.size() - i], co = other.colours[other.colours.size() - i];
        if (ch != co) {
            rule = DAMKA_TR("Pairing",
                            "C.04.5 4.3.3: colours alternated from the most recent match in which they had "
                            "different colours");
            return hrp_gets(opposite(ch));
        }
    }
    if (!hrp.colours.empty()) { // 4.3.4
        rule = DAMKA_TR("Pairing", "C.04.5 4.3.4: the higher ranked player's last colour alternated");
        return hrp_gets(opposite(hrp.colours.back()));
    }
    // 4.3.5: the opponent's last colour alternated (he has one: 4.3.1 did not apply).
    rule = DAMKA_TR("Pairing", "C.04.5 4.3.5: the opponent's last colour alternated");
    return hrp_gets(other.colours.back());
}

} // namespace damka::pairing::double_swiss
