// FIDE C.04.3 Dutch system (as applied from 1 July 2025): brackets from the top score down,
// each decided exactly by weighted matching (dutch_bracket.hpp). [C1]-[C3] and prohibited
// pairs are never broken, [C4] holds because every bracket's matching pairs the whole rest of
// the round, and [C5] (the lowest possible score for the pairing-allocated bye) is settled
// before the first bracket.
#include "dutch_bracket.hpp"
#include "dutch_state.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::pairing {
using namespace dutch;

namespace {

std::string scores(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
}

// [C5]: the lowest score a bye-eligible player can have such that the others can all be
// paired; only players with that score may take the PAB. Settled before the first bracket,
// since [C5] ranks above every quality criterion of every bracket.
std::optional<Points> lowest_bye_score(std::vector<State> &states, const Settings &s) {
    std::set<Points> candidates;
    for (const State &x : states)
        if (!x.bye_ineligible) candidates.insert(x.score);
    std::vector<const State *> all;
    for (const State &x : states) all.push_back(&x);
    const std::vector<bool> eligible = [&] {
        std::vector<bool> e;
        for (const State &x : states) e.push_back(!x.bye_ineligible);
        return e;
    }();
    for (Points score : candidates) {
        for (std::size_t i = 0; i < states.size(); ++i)
            states[i].bye_ineligible = !eligible[i] || states[i].score != score;
        if (can_complete(all, s)) return score;
    }
    for (std::size_t i = 0; i < states.size(); ++i) states[i].bye_ineligible = !eligible[i];
    return std::nullopt;
}

// The pairing numbers of C.04.3 1.2.2 as 5.2.5 reads them: "assigned ... accordingly to the
// initial ranking list and subsequent modifications depending on possible late entries". A
// player who is absent this round and has never been in a pairing (never played, forfeited or
// received the PAB: only requested byes, absences or nothing) has not yet entered the
// pairing, like a late entry not yet arrived (C.04.2, Initial Order and Late Entries); he
// takes no number, and the players after him move up one. The endorsed engine numbers the
// players this way (bbpPairings v6.0.0; tests/data/dutch-2025-byes, host/pairing/README.md).
std::map<int, int> effective_numbers(const std::vector<Player> &players) {
    std::vector<int> in_pairing;
    for (const Player &p : players) {
        const bool paired_before = std::any_of(p.rounds.begin(), p.rounds.end(), [](const PastRound &r) {
            return r.kind == RoundKind::Played || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::ForfeitLoss ||
                r.kind == RoundKind::PairingBye;
        });
        if ((p.available && !p.withdrawn) || paired_before) in_pairing.push_back(p.start);
    }
    std::sort(in_pairing.begin(), in_pairing.end());
    std::map<int, int> number;
    for (std::size_t i = 0; i < in_pairing.size(); ++i) number[in_pairing[i]] = static_cast<int>(i) + 1;
    return number;
}

} // namespace

Pairing pair_dutch(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    if (std::optional<Message> refused = invalid_swiss_input(players, settings)) {
        out.failure = Failure::InvalidInput;
        out.message = std::move(*refused);
        return out;
    }
    std::vector<State> states;
    const std::map<int, int> number = effective_numbers(players);
    for (const Player &p : players)
        if (p.available && !p.withdrawn) {
            states.push_back(make_state(p, settings));
            states.back().number = number.at(p.start);
        }
    // 1.2: order by score, then pairing number.
    std::sort(states.begin(), states.end(), [](const State &a, const State &b) {
        return a.score != b.score ? a.score > b.score : a.start < b.start;
    });
    std::vector<const State *> all;
    for (State &s : states) all.push_back(&s);

    std::optional<Points> bye_score;
    if (states.size() % 2) bye_score = lowest_bye_score(states, settings);
    if ((states.size() % 2 && !bye_score) || !can_complete(all, settings)) {
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "no pairing of the %1 players meets the absolute criteria (C.04.3 "
                               "[C1]-[C3] and prohibited pairs); the chief arbiter decides (C.04.3 1.9.3)")
                          .arg(all.size());
        return out;
    }

    auto ranked = [](const State *a, const State *c) {
        return a->score != c->score ? a->score > c->score : a->start < c->start;
    };
    std::vector<const State *> moved_down;
    std::vector<std::pair<const State *, const State *>> rest; // the last bracket's pairing of the others
    std::size_t next = 0;
    while (next < all.size() || !moved_down.empty()) {
        BracketInput in;
        in.players = moved_down;
        in.mdps = moved_down.size();
        in.odd = states.size() % 2 != 0;
        in.bye_score = bye_score.value_or(0);
        in.hint = rest;
        std::size_t end = next;
        if (next < all.size()) {
            const Points resident = all[next]->score;
            while (end < all.size() && all[end]->score == resident) in.players.push_back(all[end++]);
        } else if (moved_down.size() == 1) {
            break; // the last floater takes the PAB
        }
        std::size_t next_end = end;
        while (next_end < all.size() && all[next_end]->score == all[end]->score) ++next_end;
        in.next.assign(all.begin() + static_cast<long>(end), all.begin() + static_cast<long>(next_end));
        in.lower.assign(all.begin() + static_cast<long>(next_end), all.end());

        BracketNote note;
        note.score = in.players.back()->score;
        for (std::size_t i = 0; i < in.players.size(); ++i)
            (i < in.mdps ? note.moved_down : note.residents).push_back(in.players[i]->start);
        BracketResult r = pair_bracket(in, settings);
        if (!r.ok) {
            out.failure = Failure::NoValidPairing;
            out.message = DAMKA_TR("Pairing",
                                   "bracket %1: no candidate meets [C1]-[C4] (C.04.3 1.9.3: the chief "
                                   "arbiter decides)")
                              .arg(scores(note.score));
            return out;
        }
        if (!r.floaters.empty()) {
            const std::size_t made = r.pairs.size(), n = in.players.size();
            note.notes.push_back(2 * made + 1 == n
                                     ? DAMKA_TR("Pairing",
                                                "floaters: the bracket has an odd number of players; who floats "
                                                "is decided by [C7]-[C9] and [C14]-[C21]")
                                     : DAMKA_TR("Pairing",
                                                "floaters: C.04.3 [C4]-[C6]: %1 pairs is the most that [C1]-[C3] "
                                                "and the completion of the round allow among these %2 players; "
                                                "who floats is decided by [C7]-[C9] and [C14]-[C21]")
                                           .arg(static_cast<long long>(made))
                                           .arg(static_cast<long long>(n)));
        }
        note.notes.insert(note.notes.end(), r.notes.begin(), r.notes.end());
        for (auto [hi, lo] : r.pairs) {
            ColourRule rule{};
            const Pair p = allocate_colours(*hi, *lo, settings, rule);
            out.pairs.push_back(p);
            out.explanation.colours.push_back({p, colour_rule_text(rule)});
        }
        for (const State *f : r.floaters) note.floaters.push_back(f->start);
        moved_down = r.floaters;
        rest = std::move(r.rest);
        std::stable_sort(moved_down.begin(), moved_down.end(), ranked);
        out.explanation.brackets.push_back(std::move(note));
        next = end;
    }
    if (moved_down.size() == 1) {
        out.bye = moved_down[0]->start;
        out.explanation.bye = DAMKA_TR("Pairing",
                                       "%1 is left over in the lowest bracket, has had neither a "
                                       "pairing-allocated bye nor a win's points without playing (C.04.3 [C2]), "
                                       "and has the lowest score that lets everybody else be paired (C.04.3 [C5])")
                                  .arg(out.bye);
    }
    return out;
}

} // namespace damka::pairing
