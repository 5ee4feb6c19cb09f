// The absolute rules of the Lim system (FIDE C.04.4.3, 2026) checked independently of the
// engine: every fact is recomputed here from the raw input (Player::rounds, availability,
// Settings), without the engine's Round/Entrant or Player's derived helpers, so that an arbiter
// can catch the engine's mistakes.
#include "absolute_checker.hpp"

#include <string>
#include <vector>

namespace damka::pairing {

namespace {

// 2.1 (5.1.1, 5.1.2): what is wrong with giving `c` to `p`, empty when nothing.
std::string colour_limit(const Player &p, Colour c) {
    std::vector<Colour> seq;
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::Played && (r.colour == Colour::White || r.colour == Colour::Black))
            seq.push_back(r.colour);
    seq.push_back(c);
    const std::size_t n = seq.size();
    const std::string who = "player " + std::to_string(p.start);
    const std::string col = c == Colour::White ? "White" : "Black";
    if (n >= 3 && seq[n - 1] == seq[n - 2] && seq[n - 2] == seq[n - 3])
        return who + " gets " + col + " for the third time in a row (C.04.4.3 2.1)";
    int whites = 0;
    for (Colour x : seq) whites += x == Colour::White;
    const int blacks = static_cast<int>(n) - whites;
    if (whites - blacks >= 3 || blacks - whites >= 3)
        return who + " would have three more of one colour than the other (C.04.4.3 2.1)";
    return {};
}

} // namespace

std::vector<std::string> check_absolute_lim(const std::vector<Player> &players, const Settings &settings,
                                            const Pairing &pairing) {
    const bool last = settings.total_rounds > 0 && settings.round >= settings.total_rounds; // Article 6
    detail::RoundRules rules;
    // 2.1: "two players who have not met": only games played over the board are meetings.
    rules.rematch = "rematch (C.04.4.3 2.1, C.04.1 Art. 2)";
    // 1.1 "besides the Basic Rules" (C.04.1 Art. 4).
    rules.bye_refused = "already had a pairing-allocated bye or a win's points without playing "
                        "(C.04.4.3 1.1, C.04.1 Art. 4)";
    rules.pair_rules = [&](const Player &w, const Player &b, const std::string &name,
                           std::vector<std::string> &errors) {
        if (last) return; // Article 6: the colour limits give way in the last round
        for (const std::string &why : {colour_limit(w, Colour::White), colour_limit(b, Colour::Black)})
            if (!why.empty()) errors.push_back(name + ": " + why);
    };
    return detail::check_round(players, settings, pairing, rules);
}

} // namespace damka::pairing
