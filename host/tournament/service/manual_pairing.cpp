#include "manual_pairing.hpp"

#include "tournament/model/records.hpp"
#include "tournament/model/system_rules.hpp"

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

std::vector<Message> broken_absolute_criteria(const EventData &e, int round, const ProposedRound &chosen) {
    std::vector<Message> out;
    if (rules_of(e.info.system).fixed_pairings) return out; // C.04.1 is about Swiss pairings
    const std::vector<PlayerRecord> records = build_records(e, round - 1);
    std::map<int, const PlayerRecord *> of;
    for (const PlayerRecord &r : records) of[r.player] = &r;
    // C.04.1 6 and 7 allow exceptions in the last round; the arbiter is told all the same,
    // in the words of the system's row (pairing/swiss_systems.cpp): C.04.4.1 [C3] (Dubov) and
    // C.04.4.2 [C3] (Burstein) have no topscorer exception, no note there; Lim (C.04.4.3 2.1)
    // makes the same colour limits part of compatibility, and Article 6 lifts them in the last
    // round. C.04.5 (Double-Swiss) has no colour criterion (each match gives each player both
    // colours). Only a Swiss gets here (the others have fixed pairings).
    const SystemRules &system = rules_of(e.info.system);
    const pairing::SwissSystemInfo &rules =
        system.player_swiss() ? system.swiss() : pairing::info(pairing::SwissSystem::Dutch);
    const bool last_round =
        rules.last_round != pairing::LastRoundColours::NoException && e.info.rounds > 0 && round == e.info.rounds;
    const bool no_colour_limits = !rules.colour_limits;
    auto noted = [&](const Message &broken) {
        if (last_round && rules.last_round == pairing::LastRoundColours::ArticleSixAllows)
            return DAMKA_TR("Round", "%1 (the last round: C.04.4.3 Article 6 allows it)").arg(broken);
        return last_round ? DAMKA_TR("Round", "%1 (the last round: the system may allow it)").arg(broken) : broken;
    };
    auto colour_checks = [&](int id, char colour) {
        if (!of.count(id)) return;
        Colours c = colours_of(*of[id]);
        ++(colour == 'w' ? c.white : c.black);
        c.last += colour;
        if (std::abs(c.white - c.black) > 2)
            out.push_back(
                noted((colour == 'w' ? DAMKA_TR("Round",
                                                "%1 with white would have %2 whites and %3 blacks (C.04.1 6: the "
                                                "difference must stay within 2)")
                                     : DAMKA_TR("Round",
                                                "%1 with black would have %2 whites and %3 blacks (C.04.1 6: the "
                                                "difference must stay within 2)"))
                          .arg(e.label(id))
                          .arg(c.white)
                          .arg(c.black)));
        if (c.last.size() >= 3 && c.last.substr(c.last.size() - 3) == std::string(3, colour))
            out.push_back(
                noted((colour == 'w' ? DAMKA_TR("Round", "%1 would have white three times in a row (C.04.1 7)")
                                     : DAMKA_TR("Round", "%1 would have black three times in a row (C.04.1 7)"))
                          .arg(e.label(id))));
    };
    for (const auto &[w, b] : chosen.boards) {
        // C.04.1 2: two players shall not play against each other more than once; a forfeit is
        // no game played, so the two may be paired again, as every engine reads it (and C.04.5's
        // Preface says of a match ended by forfeit).
        if (of.count(w))
            for (size_t k = 0; k < of[w]->rounds.size(); ++k)
                if (of[w]->rounds[k].opponent == b && of[w]->rounds[k].kind != EntryKind::ForfeitWin &&
                    of[w]->rounds[k].kind != EntryKind::ForfeitLoss)
                    out.push_back(
                        DAMKA_TR("Round", "%1 and %2 already met in round %3 (C.04.1 2: no two players meet twice)")
                            .arg(e.label(std::min(w, b)))
                            .arg(e.label(std::max(w, b)))
                            .arg(k + 1));
        if (std::find(e.forbidden.begin(), e.forbidden.end(), std::pair{std::min(w, b), std::max(w, b)}) !=
            e.forbidden.end())
            out.push_back(DAMKA_TR("Round", "%1 and %2 must not meet (forbidden pair, `player allow` lifts it)")
                              .arg(e.label(std::min(w, b)))
                              .arg(e.label(std::max(w, b))));
        if (no_colour_limits) continue;
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
                out.push_back(DAMKA_TR("Round",
                                       "%1 already scored a win without playing in round %2 and cannot get the bye "
                                       "(C.04.1 4)")
                                  .arg(e.label(chosen.pab))
                                  .arg(k + 1));
        }
    return out;
}

std::vector<Message> engine_differences(const EventData &e, const ProposedRound &chosen,
                                        const Expected<ProposedRound> &engine) {
    if (!engine)
        return {DAMKA_TR("Round", "warning: manual pairing; the engine found none: %1").arg(engine.error_message())};
    auto key = [](std::pair<int, int> p) { return std::to_string(p.first) + "-" + std::to_string(p.second); };
    std::set<std::string> mine, theirs;
    for (auto &b : chosen.boards) mine.insert(key(b));
    for (auto &b : engine->boards) theirs.insert(key(b));
    std::vector<Message> diff;
    auto indented = [](const Message &m) { return Message("  %1").arg(m); };
    for (auto &b : engine->boards)
        if (!mine.count(key(b)))
            diff.push_back(
                indented(DAMKA_TR("Round", "engine pairs %1 - %2").arg(e.label(b.first)).arg(e.label(b.second))));
    for (auto &b : chosen.boards)
        if (!theirs.count(key(b)))
            diff.push_back(
                indented(DAMKA_TR("Round", "manual pairs %1 - %2").arg(e.label(b.first)).arg(e.label(b.second))));
    if (engine->pab != chosen.pab) {
        auto who = [&](int id) { return id ? Message(e.label(id)) : DAMKA_TR("Round", "none"); };
        diff.push_back(
            indented(DAMKA_TR("Round", "bye: engine %1, manual %2").arg(who(engine->pab)).arg(who(chosen.pab))));
    }
    if (diff.empty()) return {DAMKA_TR("Round", "manual pairing is identical to the engine's")};
    diff.insert(diff.begin(), DAMKA_TR("Round", "warning: manual pairing differs from the engine's pairing:"));
    return diff;
}

} // namespace damka::tournament
