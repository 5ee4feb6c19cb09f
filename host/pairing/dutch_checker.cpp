// The absolute criteria a round's pairing must meet, checked independently of the engine: every
// fact is recomputed here from the raw input (Player::rounds, score, availability, Settings),
// without the engine's State or Player's derived helpers, so an arbiter can catch the engine's
// mistakes. FIDE C.04.3 (2025) [C1]-[C4], 1.7 and 1.8; C.04.1 for prohibited pairs and byes.
#include "pairing.hpp"

#include <map>
#include <string>
#include <vector>

namespace damka::pairing {

namespace {

// C.04.3 [C1] with C.04.1 b: a game played over the board; a forfeit is not a game. Either
// player's history is enough (the two records should agree; the checker does not trust that).
bool played_each_other(const Player &a, const Player &b) {
    auto played = [](const Player &p, int opponent) {
        for (const PastRound &r : p.rounds)
            if (r.kind == RoundKind::Played && r.opponent == opponent) return true;
        return false;
    };
    return played(a, b.start) || played(b, a.start);
}

// C.04.3 [C2] with C.04.1 c: no second PAB, nor a PAB after scoring a win's points without
// playing (forfeit win, full-point bye).
bool may_receive_pab(const Player &p) {
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye)
            return false;
    return true;
}

// C.04.3 1.7.1: the absolute colour preference, Colour::None when the player has none. Colour
// difference (1.6) = whites minus blacks over games played over the board; rounds without a
// game (forfeits, byes, absences) are skipped. Absolute when |difference| > 1 (the colour that
// reduces it) or the same colour in the two latest games played (the other colour).
Colour absolute_preference(const Player &p) {
    int difference = 0;
    Colour last = Colour::None, before_last = Colour::None;
    for (const PastRound &r : p.rounds) {
        if (r.kind != RoundKind::Played || r.colour == Colour::None) continue;
        difference += r.colour == Colour::White ? 1 : -1;
        before_last = last;
        last = r.colour;
    }
    if (difference > 1) return Colour::Black;
    if (difference < -1) return Colour::White;
    if (last != Colour::None && last == before_last) return opposite(last);
    return Colour::None;
}

// C.04.3 1.8: topscorers exist only when pairing the final round: over 50% of the maximum
// possible score, i.e. score > (round - 1) * win / 2 (scores in tenths, so doubled).
bool topscorer(const Player &p, const Settings &s) {
    if (s.total_rounds <= 0 || s.round != s.total_rounds) return false;
    return 2 * p.score > (s.round - 1) * s.win_points;
}

bool prohibited(const Settings &s, int a, int b) { // C.04.1 (same club, family...)
    for (const auto &[x, y] : s.forbidden)
        if ((x == a && y == b) || (x == b && y == a)) return true;
    return false;
}

bool takes_part(const Player &p) { return p.available && !p.withdrawn; }

} // namespace

std::vector<std::string> check_absolute(const std::vector<Player> &players, const Settings &settings,
                                        const Pairing &pairing) {
    std::vector<std::string> errors;
    std::map<int, const Player *> by_start;
    for (const Player &p : players) by_start.emplace(p.start, &p);
    std::map<int, int> times; // how often each start number appears in the pairing (pairs and bye)
    // A start number in the pairing: it must belong to a player of this round (C.04.3 [C4]).
    auto find = [&](int start) -> const Player * {
        auto it = by_start.find(start);
        if (it == by_start.end()) {
            errors.push_back("player " + std::to_string(start) + " is not in the tournament");
            return nullptr;
        }
        ++times[start];
        if (!takes_part(*it->second))
            errors.push_back("player " + std::to_string(start) + " is paired but not available this round");
        return it->second;
    };
    for (const Pair &p : pairing.pairs) {
        const std::string name = std::to_string(p.white) + "-" + std::to_string(p.black);
        const Player *w = find(p.white), *b = find(p.black);
        if (!w || !b) continue;
        if (p.white == p.black) {
            errors.push_back(name + ": a player cannot meet himself");
            continue;
        }
        if (played_each_other(*w, *b)) errors.push_back(name + ": rematch (C.04.3 C1)");
        // C.04.3 [C3]: non-topscorers (1.8) with the same absolute colour preference (1.7.1).
        const Colour wp = absolute_preference(*w), bp = absolute_preference(*b);
        if (wp != Colour::None && wp == bp && !topscorer(*w, settings) && !topscorer(*b, settings))
            errors.push_back(name + ": both have the same absolute colour preference (C.04.3 C3)");
        if (prohibited(settings, p.white, p.black)) errors.push_back(name + ": a prohibited pairing (C.04.1)");
    }
    int available = 0;
    for (const auto &[start, p] : by_start) available += takes_part(*p);
    // C.04.1 c: the PAB only when the number of players to be paired is odd; [C2] its receiver.
    if (pairing.bye) {
        const Player *p = find(pairing.bye);
        if (p && !may_receive_pab(*p))
            errors.push_back("bye to " + std::to_string(pairing.bye) +
                             ", who already had a pairing-allocated bye or a point without playing (C.04.3 C2)");
        if (available % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (available % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    // C.04.3 [C4]: everybody available is paired (or takes the bye), and only once.
    for (const auto &[start, p] : by_start) {
        const auto it = times.find(start);
        const int t = it == times.end() ? 0 : it->second;
        if (takes_part(*p) && t == 0)
            errors.push_back("player " + std::to_string(start) + " is not paired (C.04.3 C4)");
        if (t > 1) errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(t) + " times");
    }
    return errors;
}

} // namespace damka::pairing
