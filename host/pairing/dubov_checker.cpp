// The absolute criteria of the Dubov system (FIDE C.04.4.1, 2026) checked independently of the
// engine: every fact is recomputed here from the raw input (Player::rounds, availability,
// Settings), without the engine's states, the Dutch engine's State or Player's derived helpers,
// so that an arbiter can catch the engine's mistakes. The Burstein system (C.04.4.2) has the
// same four absolute criteria word for word (its 1.5.1 is Dubov's 1.6.1): burstein_checker.cpp
// runs this check with its own article numbers.
#include "absolute_checker.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace damka::pairing {

namespace {

// C.04.4.1 1.6.1: absolute preference when the colour difference (whites minus blacks, games
// played) is above 1 or below -1, or the last two games played had the same colour. 1.6.4
// (no games: mild Black) never makes it absolute.
Colour absolute_colour(const Player &p) {
    std::vector<Colour> played;
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::Played && (r.colour == Colour::White || r.colour == Colour::Black))
            played.push_back(r.colour);
    int whites = 0, blacks = 0;
    for (Colour c : played) (c == Colour::White ? whites : blacks)++;
    if (whites - blacks >= 2) return Colour::Black;
    if (blacks - whites >= 2) return Colour::White;
    const std::size_t n = played.size();
    if (n >= 2 && played[n - 1] == played[n - 2]) return played[n - 1] == Colour::White ? Colour::Black : Colour::White;
    return Colour::None;
}

} // namespace

namespace detail {

std::vector<std::string> check_no_rematch_no_same_absolute(const std::vector<Player> &players, const Settings &settings,
                                                           const Pairing &pairing, const Articles &art) {
    RoundRules rules;
    rules.rematch = "rematch (" + art.system + " C1)";
    rules.bye_refused = "already had a pairing-allocated bye or a win's points without playing (" + art.system + " C2)";
    rules.unpaired = " (" + art.system + " C4)";
    rules.pair_rules = [&](const Player &w, const Player &b, const std::string &name,
                           std::vector<std::string> &errors) {
        const Colour cw = absolute_colour(w), cb = absolute_colour(b);
        if (cw != Colour::None && cw == cb)
            errors.push_back(name + ": both have the same absolute colour preference (" + art.system + " C3)");
        // Beyond [C3]: an absolute preference is always granted when the opponent's is not the same.
        if (cw == Colour::Black || cb == Colour::White)
            errors.push_back(name + ": an absolute colour preference not granted (" + art.system + " " +
                             art.preference + ", 5.2)");
    };
    return check_round(players, settings, pairing, rules);
}

} // namespace detail

std::vector<std::string> check_absolute_dubov(const std::vector<Player> &players, const Settings &settings,
                                              const Pairing &pairing) {
    return detail::check_no_rematch_no_same_absolute(players, settings, pairing, {"C.04.4.1", "1.6.1"});
}

} // namespace damka::pairing
