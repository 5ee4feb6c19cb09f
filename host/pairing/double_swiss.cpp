// FIDE C.04.5 Double-Swiss (2026): the round on the shared top-scoregroup procedure (3.3-3.6),
// then Article 4's colours and the board order.
//
// The input (pairing.hpp): each PastRound is one match. `Played` is a match regularly played,
// including one in which a single game was forfeited (the Preface: "treated as played"), its
// colour the player's game-1 colour (1.6); ForfeitWin/ForfeitLoss a match ended by forfeit
// (some player forfeited both games). Scores are game points.
//
// Readings where the text is silent (also in host/pairing/README.md):
// - [C1]: a match regularly played is a meeting, even with one game forfeited or each player
//   forfeiting one game; only a match ended by forfeit allows the pairing again (Preface).
// - [C2]: a PAB, a match won by forfeit (ForfeitWin) or a full-point bye bars the PAB; a
//   half-point bye does not.
// - 3.4.3 "the most matches played": matches regularly played; byes and forfeited matches do
//   not count (the team Swiss reading of the same words).
// - 1.5 floater, for [C7]/[C8]: a player who played the previous match (Played) against an
//   opponent with a different score (PastRound::floated, filled by the caller or by
//   derive_floats); a PAB or a forfeited match is no float.
// - [C6] at its parity minimum and [C8] counted per upfloater whose opponent floated, the
//   readings of the same words in C.04.6 (one procedure, one reading).
// - [C7] and [C8] lapse in the last round only (2.3.4, 2.3.5); without a planned number of
//   rounds no round is the last.
// - The scoregroups, Article 4's ranking and the board order use the pairing score (the score
//   plus Baku virtual points, C.04.7).
#include "double_swiss.hpp"

#include "board_order.hpp"
#include "top_scoregroup.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::pairing {

namespace {

namespace ts = top_scoregroup;

std::string score_text(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
}

bool bye_barred(const Player &p) { // [C2]
    return std::any_of(p.rounds.begin(), p.rounds.end(), [](const PastRound &r) {
        return r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye;
    });
}

int matches_played(const Player &p) { // 3.4.3
    return int(std::count_if(p.rounds.begin(), p.rounds.end(),
                             [](const PastRound &r) { return r.kind == RoundKind::Played; }));
}

bool floated_last_round(const Player &p) { // 1.5
    return !p.rounds.empty() && p.rounds.back().kind == RoundKind::Played && p.rounds.back().floated != Float::None;
}

} // namespace

Pairing pair_double_swiss(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    if (auto bad = invalid_swiss_input(players, settings)) {
        out.failure = Failure::InvalidInput;
        out.message = *bad;
        return out;
    }
    std::vector<const Player *> field;
    for (const Player &p : players)
        if (p.available && !p.withdrawn) field.push_back(&p);
    std::vector<ts::Entrant> e;
    for (const Player *p : field)
        e.push_back({p->start, p->pairing_score(), matches_played(*p), bye_barred(*p), floated_last_round(*p)});
    std::set<std::pair<int, int>> forbidden;
    for (auto [a, b] : settings.forbidden) forbidden.insert({std::min(a, b), std::max(a, b)});
    const bool last_round = settings.total_rounds > 0 && settings.round >= settings.total_rounds;
    ts::Rules rules;
    rules.floats_count = !last_round; // [C7], [C8]: not in the last round
    rules.may_meet = [&](int a, int b) { // [C1] with the match-forfeit rule, C.04.1 prohibited pairs
        const int sa = field[size_t(a)]->start, sb = field[size_t(b)]->start;
        return !field[size_t(a)]->met(sb) && !forbidden.count({std::min(sa, sb), std::max(sa, sb)});
    };
    rules.cost = [&](int a, int b, bool up_a, bool up_b) -> long long { // [C8]
        if (last_round) return 0;
        return (up_a && e[size_t(b)].floated_last_round) + (up_b && e[size_t(a)].floated_last_round);
    };
    const ts::RoundResult round = ts::pair_round(e, rules);
    const auto tpns = [&](const std::vector<int> &ids) {
        std::string s;
        for (int i : ids) s += (s.empty() ? "" : " ") + std::to_string(e[size_t(i)].tpn);
        return s;
    };
    out.failure = Failure::NoValidPairing;
    switch (round.stop) {
    case ts::Stop::None: out.failure = Failure::None; break;
    case ts::Stop::NoBye:
        out.message = DAMKA_TR("Pairing",
                               "C.04.5 3.4: no player can have the pairing-allocated bye and leave the others a "
                               "legal pairing ([C1], [C2]); the Chief Arbiter decides (3.3.3)");
        return out;
    case ts::Stop::NotPairable:
        out.message = DAMKA_TR("Pairing",
                               "C.04.5 3.3: the players cannot all be paired without a rematch ([C1], [C3]); the "
                               "Chief Arbiter decides (3.3.3)");
        return out;
    case ts::Stop::SearchBound:
        out.message = DAMKA_TR("Pairing",
                               "C.04.5 3.5: more than %1 sets of %2 upfloaters to consider (the search bound); "
                               "the Chief Arbiter decides (3.3.3)")
                          .arg(rules.max_upfloater_sets)
                          .arg(static_cast<long long>(round.stop_size));
        return out;
    case ts::Stop::NoUpfloaters:
        out.message = DAMKA_TR("Pairing",
                               "C.04.5 3.5: no set of upfloaters pairs the top scoregroup (%1) legally; the "
                               "Chief Arbiter decides (3.3.3)")
                          .arg(tpns(round.stuck));
        return out;
    }
    if (round.bye >= 0) {
        const ts::Entrant &b = e[size_t(round.bye)];
        out.bye = b.tpn;
        out.explanation.bye = DAMKA_TR("Pairing",
                                       "%1: C.04.5 3.4: no PAB, match won by forfeit nor full-point bye before "
                                       "([C2]), the others can all be paired (3.4.1), then the lowest score (%2), "
                                       "the most matches played (%3), the largest TPN")
                                  .arg(b.tpn)
                                  .arg(score_text(b.score))
                                  .arg(b.matches_played);
    }
    std::vector<std::pair<int, int>> pairs;
    for (const ts::Bracket &b : round.brackets) {
        BracketNote note;
        note.upfloaters = true;
        note.score = e[size_t(b.residents.front())].score;
        for (int i : b.residents) note.residents.push_back(e[size_t(i)].tpn);
        for (int i : b.upfloaters) note.moved_down.push_back(e[size_t(i)].tpn);
        if (!b.upfloaters.empty()) {
            std::string sc;
            for (int i : b.upfloaters) sc += (sc.empty() ? "" : " ") + score_text(e[size_t(i)].score);
            note.notes.push_back(DAMKA_TR("Pairing",
                                          "C.04.5 3.5: upfloaters %1 (scores %2): the fewest ([C4]), the highest "
                                          "scores ([C5]), then the first set in the order of 3.5.4 that pairs "
                                          "legally ([C1], [C3]) and best meets [C6] and [C7]")
                                     .arg(tpns(b.upfloaters))
                                     .arg(sc));
            if (!b.c6)
                note.notes.push_back(DAMKA_TR("Pairing",
                                              "C.04.5 [C6] (2.3.3) not met: no set leaves the following scoregroup "
                                              "pairable with the fewest upfloaters"));
            if (last_round)
                note.notes.push_back(
                    DAMKA_TR("Pairing", "C.04.5 [C7], [C8] (2.3.4, 2.3.5): not applied in the last round"));
            else {
                if (b.c7)
                    note.notes.push_back(
                        DAMKA_TR("Pairing", "C.04.5 [C7] (2.3.4): upfloaters who floated in the previous round: %1")
                            .arg(b.c7));
                if (b.cost)
                    note.notes.push_back(DAMKA_TR("Pairing",
                                                  "C.04.5 [C8] (2.3.5): upfloaters' opponents who floated in the "
                                                  "previous round: %1")
                                             .arg(static_cast<long long>(b.cost)));
            }
        }
        note.notes.push_back(DAMKA_TR("Pairing",
                                      "C.04.5 3.6: the first Pairing Identifier (top members ascending, then "
                                      "their bottom members) that meets [C1] and best meets [C8]"));
        out.explanation.brackets.push_back(std::move(note));
        pairs.insert(pairs.end(), b.pairs.begin(), b.pairs.end());
    }
    // Board order (C.04.2 3.6): the higher score of the pair, the sum of the scores, then the
    // higher ranked player's TPN.
    order_boards(
        pairs, [&](int i) { return e[size_t(i)].score; }, [&](int i) { return e[size_t(i)].tpn; });
    for (auto [a, b] : pairs) { // Article 4, after the whole round is paired (3.3.2)
        Message rule;
        const Pair p =
            double_swiss::allocate_colours(double_swiss::colour_facts(*field[size_t(a)]),
                                           double_swiss::colour_facts(*field[size_t(b)]), settings.first_colour, rule);
        out.pairs.push_back(p);
        out.explanation.colours.push_back({p, rule});
    }
    return out;
}

} // namespace damka::pairing
