// FIDE C.04.4.3 Lim system (2026 edition = the 1987/1999 text renumbered, applied from 1 Feb
// 2026): the PAB first (1.1, 7.1), then the scoregroups in the order of 2.2 - from the top down
// to just above the Median Score-group, from the bottom up to just below it, the Median
// Score-group last and downward - each passing its floaters on towards the median (2.3,
// Article 3); a Median Score-group that cannot be paired cracks pairings of its neighbours
// (2.6); then the colours (Article 5, 7.2) and the board order.
//
// Sources: articles 1.1-2.3 read on the handbook page (spp.fide.com/?p=110 carries the same
// text); 2.4-2.6, 3-8 could not be read in full here and follow the article-by-article study
// MarkDechamps/fide-swiss-pairing-engine (docs/research/other-swiss-systems.md, its Lim notes).
// Readings where the text is silent (also in host/pairing/README.md):
// - the PAB (1.1, 7.1) also leaves the others pairable, as Swiss Team and Double-Swiss 3.4.1
//   say outright; eligibility is C.04.1 Art. 4 (no second PAB, no PAB after a win's points
//   without playing);
// - 2.6 cracking: while the Median Score-group cannot be paired, the last pairing made on the
//   lower side is broken up when more floaters came from above than from below (2.6.1),
//   otherwise the last of the higher side (2.6.2); the other side when that one has none left;
//   both players join the median as floaters from that side;
// - a player "floated in the previous round" (3.10) when he played an opponent with another
//   score then (PastRound::floated of a game played; the PAB is no transfer).
#include "lim_round.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::pairing {

using namespace lim;

namespace {

Entrant make_entrant(const Player &p) {
    Entrant x;
    x.start = p.start;
    x.rating = p.rating;
    x.score = p.pairing_score();
    for (const PastRound &r : p.rounds)
        if (r.kind == RoundKind::Played) {
            x.met.push_back(r.opponent);
            if (r.colour == Colour::White || r.colour == Colour::Black) x.colours.push_back(r.colour);
        }
    std::sort(x.met.begin(), x.met.end());
    x.due = due_colour(x.colours);
    x.may_white = may_receive(x.colours, Colour::White);
    x.may_black = may_receive(x.colours, Colour::Black);
    x.bye_ineligible = p.bye_ineligible();
    x.floated_last = !p.rounds.empty() && p.rounds.back().kind == RoundKind::Played &&
        p.rounds.back().floated != Float::None; // 3.10
    return x;
}

struct Made {
    int a = 0, b = 0;
    Side side = Side::Median;
};

Message heading(Points score, Side side, Direction d) {
    if (side == Side::Median)
        return DAMKA_TR("Pairing", "Scoregroup %1, the Median Score-group (C.04.4.3 2.2: paired last, downward)")
            .arg(points_text(score));
    return d == Direction::Down
        ? DAMKA_TR("Pairing", "Scoregroup %1 (C.04.4.3 2.2: above the median, paired downward)").arg(points_text(score))
        : DAMKA_TR("Pairing", "Scoregroup %1 (C.04.4.3 2.2: below the median, paired upward)").arg(points_text(score));
}

} // namespace

Pairing pair_lim(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    if (std::optional<Message> refused = invalid_swiss_input(players, settings)) {
        out.failure = Failure::InvalidInput;
        out.message = std::move(*refused);
        return out;
    }
    std::set<int> starts;
    for (const Player &p : players) starts.insert(p.start);
    std::vector<Entrant> entrants;
    for (const Player &p : players) {
        for (const PastRound &r : p.rounds)
            if (r.kind == RoundKind::Played && !starts.count(r.opponent)) {
                out.failure = Failure::InvalidInput;
                out.message = DAMKA_TR("Pairing", "player %1 played player %2, who is not in the tournament")
                                  .arg(p.start)
                                  .arg(r.opponent);
                return out;
            }
        if (p.available && !p.withdrawn) entrants.push_back(make_entrant(p));
    }
    std::sort(entrants.begin(), entrants.end(), [](const Entrant &a, const Entrant &b) { return a.start < b.start; });
    const Round round(settings, std::move(entrants));
    const auto &e = round.e;
    const int n = static_cast<int>(e.size());
    std::vector<int> rank(static_cast<std::size_t>(n)); // place among the players paired (7.2)
    std::vector<int> all;
    for (int i = 0; i < n; ++i) rank[static_cast<std::size_t>(i)] = i, all.push_back(i);

    auto no_pairing = [&] {
        out.failure = Failure::NoValidPairing;
        out.message = round.last_round ? DAMKA_TR("Pairing",
                                                  "no pairing of the %1 players avoids every rematch and prohibited "
                                                  "pairing (C.04.4.3 2.1, Article 6: last round); the chief arbiter "
                                                  "decides")
                                             .arg(n)
                                       : DAMKA_TR("Pairing",
                                                  "no pairing of the %1 players keeps every pair compatible (C.04.4.3 "
                                                  "2.1: no rematch, no third colour in a row, never three more of one "
                                                  "colour; prohibited pairings); the chief arbiter decides")
                                             .arg(n);
        return out;
    };

    // 1.1 (7.1 in round 1): the PAB to the lowest ranked player of the lowest scoregroup (the
    // lowest rated in round 1) among those the Basic Rules allow, who leaves the others pairable.
    std::vector<int> rest = all;
    if (n % 2) {
        const bool first = settings.round == 1;
        std::vector<int> order = all;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            if (first && e[a].rating != e[b].rating) return e[a].rating < e[b].rating;
            if (!first && e[a].score != e[b].score) return e[a].score < e[b].score;
            return e[a].start > e[b].start;
        });
        int bye = -1;
        for (int x : order) {
            if (e[x].bye_ineligible) continue;
            std::vector<int> others;
            for (int y : all)
                if (y != x) others.push_back(y);
            if (round.pairable(others)) {
                bye = x;
                break;
            }
        }
        if (bye < 0) return no_pairing();
        out.bye = e[bye].start;
        out.explanation.bye = first
            ? DAMKA_TR("Pairing",
                       "%1: C.04.4.3 7.1: the lowest rated player (%2) who may receive it (C.04.1 "
                       "Art. 4) and leaves the others pairable")
                  .arg(e[bye].start)
                  .arg(e[bye].rating)
            : DAMKA_TR("Pairing",
                       "%1: C.04.4.3 1.1: the lowest ranked player of the lowest scoregroup (%2) who "
                       "may receive it (C.04.1 Art. 4) and leaves the others pairable")
                  .arg(e[bye].start)
                  .arg(points_text(e[bye].score));
        rest.erase(std::find(rest.begin(), rest.end(), bye));
    } else if (!round.pairable(all)) {
        return no_pairing();
    }

    // 2.2: the order of the scoregroups.
    const Points median = median_score(settings);
    std::map<Points, std::vector<int>> groups;
    for (int x : rest) groups[e[x].score].push_back(x);
    std::vector<Points> above, below;
    for (const auto &[score, members] : groups)
        if (score > median)
            above.insert(above.begin(), score);
        else if (score < median)
            below.push_back(score);
    auto residents = [&](Points s) { return groups.count(s) ? groups[s] : std::vector<int>(); };

    std::vector<Made> above_made, below_made;
    auto side_pass = [&](const std::vector<Points> &scores, Direction d, std::vector<Made> &made) {
        std::vector<int> incoming;
        for (std::size_t i = 0; i < scores.size(); ++i) {
            GroupInput in;
            in.residents = residents(scores[i]);
            in.ahead = incoming;
            in.adjacent = residents(i + 1 < scores.size() ? scores[i + 1] : median);
            in.direction = d;
            GroupResult res = pair_group(round, in);
            BracketNote note;
            note.heading = heading(scores[i], d == Direction::Down ? Side::Above : Side::Below, d);
            note.score = scores[i];
            for (int x : in.residents) note.residents.push_back(e[x].start);
            for (int x : in.ahead) note.moved_down.push_back(e[x].start);
            for (int x : res.floaters) note.floaters.push_back(e[x].start);
            note.notes = std::move(res.notes);
            out.explanation.brackets.push_back(std::move(note));
            for (auto [a, b] : res.pairs) made.push_back({a, b, d == Direction::Down ? Side::Above : Side::Below});
            incoming = res.floaters;
        }
        return incoming;
    };
    std::vector<int> from_above = side_pass(above, Direction::Down, above_made);
    std::vector<int> from_below = side_pass(below, Direction::Up, below_made);

    // 2.2, 2.6: the Median Score-group last, cracking its neighbours while it cannot be paired.
    BracketNote mnote;
    mnote.heading = heading(median, Side::Median, Direction::Down);
    mnote.score = median;
    for (int x : residents(median)) mnote.residents.push_back(e[x].start);
    GroupResult mres;
    for (;;) {
        GroupInput in;
        in.residents = residents(median);
        in.ahead = from_above;
        in.behind = from_below;
        in.median = true;
        mres = pair_group(round, in);
        if (mres.complete) break;
        const bool lower = (from_above.size() > from_below.size() && !below_made.empty()) || above_made.empty();
        std::vector<Made> &side = lower ? below_made : above_made;
        if (side.empty()) return no_pairing(); // unreachable: the whole round was found pairable
        const Made m = side.back();
        side.pop_back();
        (lower ? from_below : from_above).push_back(m.a);
        (lower ? from_below : from_above).push_back(m.b);
        mnote.notes.push_back(
            (lower ? DAMKA_TR("Pairing",
                              "C.04.4.3 2.6.1: the Median Score-group cannot be paired; more floaters came "
                              "from above, so the last pairing below it, %1-%2, is broken up and both join "
                              "it")
                   : DAMKA_TR("Pairing",
                              "C.04.4.3 2.6.2: the Median Score-group cannot be paired; the last pairing "
                              "above it, %1-%2, is broken up and both join it"))
                .arg(e[m.a].start)
                .arg(e[m.b].start));
    }
    for (int x : from_above) mnote.moved_down.push_back(e[x].start);
    for (int x : from_below) mnote.moved_down.push_back(e[x].start);
    mnote.notes.insert(mnote.notes.end(), mres.notes.begin(), mres.notes.end());
    out.explanation.brackets.push_back(std::move(mnote));

    std::vector<Made> made = above_made;
    made.insert(made.end(), below_made.begin(), below_made.end());
    for (auto [a, b] : mres.pairs) made.push_back({a, b, Side::Median});
    // Board order (C.04.2 3.6): the higher score of the pair, the sum of the scores, the higher
    // ranked player's number.
    auto ranks_higher = [&](int a, int b) {
        return e[a].score != e[b].score ? e[a].score > e[b].score : e[a].start < e[b].start;
    };
    for (Made &m : made)
        if (!ranks_higher(m.a, m.b)) std::swap(m.a, m.b);
    std::sort(made.begin(), made.end(), [&](const Made &x, const Made &y) {
        if (e[x.a].score != e[y.a].score) return e[x.a].score > e[y.a].score;
        const Points sx = e[x.a].score + e[x.b].score, sy = e[y.a].score + e[y.b].score;
        if (sx != sy) return sx > sy;
        return e[x.a].start < e[y.a].start;
    });
    for (const Made &m : made) {
        Message rule;
        const Pair p = lim_colours(round, m.a, m.b, m.side, rank, rule);
        out.pairs.push_back(p);
        out.explanation.colours.push_back({p, rule});
    }
    return out;
}

} // namespace damka::pairing
