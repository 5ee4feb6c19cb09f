// The checks every system's checker of absolute criteria makes the same way (absolute_checker.hpp).
#include "absolute_checker.hpp"

#include <map>

namespace damka::pairing::detail {

bool met_over_the_board(const Player &a, const Player &b) {
    for (const PastRound &r : a.rounds)
        if (r.kind == RoundKind::Played && r.opponent == b.start) return true;
    for (const PastRound &r : b.rounds)
        if (r.kind == RoundKind::Played && r.opponent == a.start) return true;
    return false;
}

bool had_a_win_without_playing(const Player &p) {
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye)
            return true;
    return false;
}

namespace {

bool prohibited(const Settings &s, int a, int b) {
    for (const auto &[x, y] : s.forbidden)
        if ((x == a && y == b) || (x == b && y == a)) return true;
    return false;
}

} // namespace

std::vector<std::string> check_round(const std::vector<Player> &players, const Settings &settings,
                                     const Pairing &pairing, const RoundRules &rules) {
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
        if (met_over_the_board(*w, *b)) errors.push_back(name + ": " + rules.rematch);
        if (prohibited(settings, pr.white, pr.black)) errors.push_back(name + ": a prohibited pairing (C.04.1)");
        if (rules.pair_rules) rules.pair_rules(*w, *b, name, errors);
    }
    int to_pair = 0;
    for (const auto &[start, p] : card) to_pair += p->available && !p->withdrawn;
    if (pairing.bye) {
        const Player *p = look(pairing.bye);
        if (p && had_a_win_without_playing(*p))
            errors.push_back("bye to " + std::to_string(pairing.bye) + ", who " + rules.bye_refused);
        if (to_pair % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (to_pair % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    for (const auto &[start, p] : card) { // everybody available paired exactly once
        const int times = seen.count(start) ? seen[start] : 0;
        if (p->available && !p->withdrawn && times == 0)
            errors.push_back("player " + std::to_string(start) + " is not paired" + rules.unpaired);
        if (times > 1)
            errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(times) + " times");
    }
    return errors;
}

} // namespace damka::pairing::detail
