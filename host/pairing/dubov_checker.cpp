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

// C.04.4.1 [C1] (C.04.1 Art. 2): no two players meet twice; only games played over the board
// count as a meeting. Either history suffices.
bool met_over_the_board(const Player &a, const Player &b) {
    for (const PastRound &r : a.rounds)
        if (r.kind == RoundKind::Played && r.opponent == b.start) return true;
    for (const PastRound &r : b.rounds)
        if (r.kind == RoundKind::Played && r.opponent == a.start) return true;
    return false;
}

// C.04.4.1 [C2] (C.04.1 Art. 4): no PAB to a player who had one, or who scored a win's points
// in one round without playing (a forfeit win or a full-point bye).
bool bye_allowed(const Player &p) {
    for (const PastRound &r : p.rounds) switch (r.kind) {
        case RoundKind::PairingBye:
        case RoundKind::ForfeitWin:
        case RoundKind::FullPointBye: return false;
        default: break;
        }
    return true;
}

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

bool forbidden_pair(const Settings &s, int a, int b) {
    for (const auto &[x, y] : s.forbidden)
        if ((x == a && y == b) || (x == b && y == a)) return true;
    return false;
}

} // namespace

namespace detail {

std::vector<std::string> check_no_rematch_no_same_absolute(const std::vector<Player> &players, const Settings &settings,
                                                           const Pairing &pairing, const Articles &art) {
    std::vector<std::string> errors;
    std::map<int, const Player *> card;
    for (const Player &p : players) card[p.start] = &p;
    std::map<int, int> seen;
    auto look = [&](int start) -> const Player * {
        const auto it = card.find(start);
        if (it == card.end()) {
            errors.push_back("player " + std::to_string(start) + " is not in the tournament");
            return nullptr;
        }
        ++seen[start];
        if (!it->second->available || it->second->withdrawn)
            errors.push_back("player " + std::to_string(start) + " is paired but not available this round");
        return it->second;
    };
    for (const Pair &pr : pairing.pairs) {
        const std::string name = std::to_string(pr.white) + "-" + std::to_string(pr.black);
        const Player *w = look(pr.white), *b = look(pr.black);
        if (!w || !b) continue;
        if (pr.white == pr.black) {
            errors.push_back(name + ": a player cannot meet himself");
            continue;
        }
        if (met_over_the_board(*w, *b)) errors.push_back(name + ": rematch (" + art.system + " C1)");
        const Colour cw = absolute_colour(*w), cb = absolute_colour(*b);
        if (cw != Colour::None && cw == cb)
            errors.push_back(name + ": both have the same absolute colour preference (" + art.system + " C3)");
        // Beyond [C3]: an absolute preference is always granted when the opponent's is not the same.
        if (cw == Colour::Black || cb == Colour::White)
            errors.push_back(name + ": an absolute colour preference not granted (" + art.system + " " +
                             art.preference + ", 5.2)");
        if (forbidden_pair(settings, pr.white, pr.black)) errors.push_back(name + ": a prohibited pairing (C.04.1)");
    }
    int to_pair = 0;
    for (const auto &[start, p] : card) to_pair += p->available && !p->withdrawn;
    if (pairing.bye) {
        const Player *p = look(pairing.bye);
        if (p && !bye_allowed(*p))
            errors.push_back("bye to " + std::to_string(pairing.bye) +
                             ", who already had a pairing-allocated bye or a win's points without playing "
                             "(" +
                             art.system + " C2)");
        if (to_pair % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (to_pair % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    for (const auto &[start, p] : card) { // [C4]: everybody available paired exactly once
        const int times = seen.count(start) ? seen[start] : 0;
        if (p->available && !p->withdrawn && times == 0)
            errors.push_back("player " + std::to_string(start) + " is not paired (" + art.system + " C4)");
        if (times > 1)
            errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(times) + " times");
    }
    return errors;
}

} // namespace detail

std::vector<std::string> check_absolute_dubov(const std::vector<Player> &players, const Settings &settings,
                                              const Pairing &pairing) {
    return detail::check_no_rematch_no_same_absolute(players, settings, pairing, {"C.04.4.1", "1.6.1"});
}

} // namespace damka::pairing
