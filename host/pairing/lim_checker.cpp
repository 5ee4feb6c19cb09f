// The absolute rules of the Lim system (FIDE C.04.4.3, 2026) checked independently of the
// engine: every fact is recomputed here from the raw input (Player::rounds, availability,
// Settings), without the engine's Round/Entrant or Player's derived helpers, so that an arbiter
// can catch the engine's mistakes.
#include "pairing.hpp"

#include <map>
#include <string>
#include <vector>

namespace damka::pairing {

namespace {

// 2.1: "two players who have not met": only games played over the board are meetings.
bool have_met(const Player &a, const Player &b) {
    for (const PastRound &r : a.rounds)
        if (r.kind == RoundKind::Played && r.opponent == b.start) return true;
    for (const PastRound &r : b.rounds)
        if (r.kind == RoundKind::Played && r.opponent == a.start) return true;
    return false;
}

// 1.1 "besides the Basic Rules" (C.04.1 Art. 4): no PAB to a player who had one, or who scored
// a win's points in a round without playing (forfeit win, full-point bye).
bool may_have_bye(const Player &p) {
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye)
            return false;
    return true;
}

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

bool prohibited(const Settings &s, int a, int b) {
    for (const auto &[x, y] : s.forbidden)
        if ((x == a && y == b) || (x == b && y == a)) return true;
    return false;
}

} // namespace

std::vector<std::string> check_absolute_lim(const std::vector<Player> &players, const Settings &settings,
                                            const Pairing &pairing) {
    std::vector<std::string> errors;
    const bool last = settings.total_rounds > 0 && settings.round >= settings.total_rounds; // Article 6
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
        if (have_met(*w, *b)) errors.push_back(name + ": rematch (C.04.4.3 2.1, C.04.1 Art. 2)");
        if (prohibited(settings, pr.white, pr.black)) errors.push_back(name + ": a prohibited pairing (C.04.1)");
        if (last) continue; // Article 6: the colour limits give way in the last round
        for (const std::string &why : {colour_limit(*w, Colour::White), colour_limit(*b, Colour::Black)})
            if (!why.empty()) errors.push_back(name + ": " + why);
    }
    int to_pair = 0;
    for (const auto &[start, p] : card) to_pair += p->available && !p->withdrawn;
    if (pairing.bye) {
        const Player *p = look(pairing.bye);
        if (p && !may_have_bye(*p))
            errors.push_back("bye to " + std::to_string(pairing.bye) +
                             ", who already had a pairing-allocated bye or a win's points without playing "
                             "(C.04.4.3 1.1, C.04.1 Art. 4)");
        if (to_pair % 2 == 0) errors.push_back("a bye although the number of players is even");
    } else if (to_pair % 2) {
        errors.push_back("no bye although the number of players is odd");
    }
    for (const auto &[start, p] : card) {
        const int times = seen.count(start) ? seen[start] : 0;
        if (p->available && !p->withdrawn && times == 0)
            errors.push_back("player " + std::to_string(start) + " is not paired");
        if (times > 1)
            errors.push_back("player " + std::to_string(start) + " is paired " + std::to_string(times) + " times");
    }
    return errors;
}

} // namespace damka::pairing
