#include "manual_pairing.hpp"

#include "records.hpp"
#include "system_rules.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

struct Colours {
    int white = 0, black = 0;
    std::string last; // the colours of played games in order, "wbw"
};

Colours colours_of(const PlayerRecord &r) {
    Colours c;
    for (const RoundEntry &en : r.rounds)
        if (en.played() && (en.colour == 'w' || en.colour == 'b')) {
            ++(en.colour == 'w' ? c.white : c.black);
            c.last += en.colour;
        }
    return c;
}

} // namespace

std::vector<std::string> broken_absolute_criteria(const EventData &e, int round, const ProposedRound &chosen) {
    std::vector<std::string> out;
    if (rules_of(e.info.system).fixed_pairings) return out; // C.04.1 is about Swiss pairings
    const std::vector<PlayerRecord> records = build_records(e, round - 1);
    std::map<int, const PlayerRecord *> of;
    for (const PlayerRecord &r : records) of[r.player] = &r;
    const bool last_round = e.info.rounds > 0 && round == e.info.rounds;
    auto colour_checks = [&](int id, char colour) {
        if (!of.count(id)) return;
        Colours c = colours_of(*of[id]);
        ++(colour == 'w' ? c.white : c.black);
        c.last += colour;
        const std::string name = colour == 'w' ? "white" : "black";
        // C.04.1 6 and 7 allow exceptions in the last round; the arbiter is told all the same.
        const std::string note = last_round ? " (the last round: the system may allow it)" : "";
        if (std::abs(c.white - c.black) > 2)
            out.push_back(e.label(id) + " with " + name + " would have " + std::to_string(c.white) + " whites and " +
                          std::to_string(c.black) + " blacks (C.04.1 6: the difference must stay within 2)" + note);
        if (c.last.size() >= 3 && c.last.substr(c.last.size() - 3) == std::string(3, colour))
            out.push_back(e.label(id) + " would have " + name + " three times in a row (C.04.1 7)" + note);
    };
    for (const auto &[w, b] : chosen.boards) {
        // C.04.1 2: two players shall not play against each other more than once.
        if (of.count(w))
            for (size_t k = 0; k < of[w]->rounds.size(); ++k)
                if (of[w]->rounds[k].opponent == b)
                    out.push_back(e.label(std::min(w, b)) + " and " + e.label(std::max(w, b)) +
                                  " already met in round " + std::to_string(k + 1) +
                                  " (C.04.1 2: no two players meet twice)");
        if (std::find(e.forbidden.begin(), e.forbidden.end(), std::pair{std::min(w, b), std::max(w, b)}) !=
            e.forbidden.end())
            out.push_back(e.label(std::min(w, b)) + " and " + e.label(std::max(w, b)) +
                          " must not meet (forbidden pair, `player allow` lifts it)");
        colour_checks(w, 'w');
        colour_checks(b, 'b');
    }
    // C.04.1 4: no PAB for a player who already had one or scored, in one round, a win's
    // points without playing (a forfeit win, a full-point bye).
    if (chosen.pab && of.count(chosen.pab))
        for (size_t k = 0; k < of[chosen.pab]->rounds.size(); ++k) {
            const RoundEntry &en = of[chosen.pab]->rounds[k];
            const bool unplayed_win = en.kind == EntryKind::PAB || en.kind == EntryKind::ForfeitWin ||
                (en.kind == EntryKind::FPB && en.points >= e.info.scoring.win);
            if (unplayed_win)
                out.push_back(e.label(chosen.pab) + " already scored a win without playing in round " +
                              std::to_string(k + 1) + " and cannot get the bye (C.04.1 4)");
        }
    return out;
}

std::vector<std::string> engine_differences(const EventData &e, const ProposedRound &chosen,
                                            const Expected<ProposedRound> &engine) {
    if (!engine) return {"warning: manual pairing; the engine found none: " + engine.error()};
    auto key = [](std::pair<int, int> p) { return std::to_string(p.first) + "-" + std::to_string(p.second); };
    std::set<std::string> mine, theirs;
    for (auto &b : chosen.boards) mine.insert(key(b));
    for (auto &b : engine->boards) theirs.insert(key(b));
    std::vector<std::string> diff;
    for (auto &b : engine->boards)
        if (!mine.count(key(b))) diff.push_back("  engine pairs " + e.label(b.first) + " - " + e.label(b.second));
    for (auto &b : chosen.boards)
        if (!theirs.count(key(b))) diff.push_back("  manual pairs " + e.label(b.first) + " - " + e.label(b.second));
    if (engine->pab != chosen.pab)
        diff.push_back("  bye: engine " + (engine->pab ? e.label(engine->pab) : std::string("none")) + ", manual " +
                       (chosen.pab ? e.label(chosen.pab) : std::string("none")));
    if (diff.empty()) return {"manual pairing is identical to the engine's"};
    diff.insert(diff.begin(), "warning: manual pairing differs from the engine's pairing:");
    return diff;
}

} // namespace damka::tournament
