// The absolute criteria of the Double-Swiss system (FIDE C.04.5, 2026) checked independently
// of the engine: every fact is recomputed here from the raw input (Player::rounds,
// availability, Settings) without the engine, the shared procedure or Player's helpers, so that
// an arbiter can catch the engine's mistakes. Colours are not checked: the system has none
// among its criteria.
#include "pairing.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace damka::pairing {

namespace {

// C.04.5 [C1] with its Preface: two players meet once, except after a match ended by forfeit
// (some player forfeited both games: ForfeitWin/ForfeitLoss). A match regularly played — a
// single forfeited game included — is a meeting. Either history suffices.
bool met_in_a_match(const Player &a, const Player &b) {
    for (const PastRound &r : a.rounds)
        if (r.kind == RoundKind::Played && r.opponent == b.start) return true;
    for (const PastRound &r : b.rounds)
        if (r.kind == RoundKind::Played && r.opponent == a.start) return true;
    return false;
}

// C.04.5 [C2]: no PAB to a player who had one, won a match by forfeit or had a full-point bye.
bool bye_allowed(const Player &p) {
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye)
            return false;
    return true;
}

} // namespace

std::vector<std::string> check_absolute_double_swiss(const std::vector<Player> &players, const Settings &settings,
                                                     const Pairing &pairing) {
    std::vector<std::string> errors;
    std::map<int, const Player *> card;
    for (const Player &p : players) card[p.start] = &p;
    std::set<std::pair<int, int>> prohibited;
    for (const auto &[x, y] : settings.forbidden) prohibited.insert({std::min(x, y), std::max(x, y)});
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
        if (met_in_a_match(*w, *b)) errors.push_back(name + ": rematch after a match regularly played (C.04.5 C1)");
        if (prohibited.count({std::min(pr.white, pr.black), std::max(pr.white, pr.black)}))
            errors.push_back(name + ": a prohibited pairing (C.04.1)");
    }
    int to_pair = 0;
    for (const auto &[start, p] : card) to_pair += p->available && !p->withdrawn;
    if (pairing.bye) {
        const Player *p = look(pairing.bye);
        if (p && !bye_allowed(*p))
            errors.push_back("bye to " + std::to_string(pairing.bye) +
                             ", who already had a pairing-allocated bye, a match won by forfeit or a full-point "
                             "bye (C.04.5 C2)");
        if (to_pair % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (to_pair % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    for (const auto &[start, p] : card) { // [C3]: everybody available paired exactly once
        const int times = seen.count(start) ? seen[start] : 0;
        if (p->available && !p->withdrawn && times == 0)
            errors.push_back("player " + std::to_string(start) + " is not paired (C.04.5 C3)");
        if (times > 1)
            errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(times) + " times");
    }
    return errors;
}

} // namespace damka::pairing
