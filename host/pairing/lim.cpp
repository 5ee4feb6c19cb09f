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
#include <optional>
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

// Why the round cannot be paired, if it cannot: what any Swiss input needs, and every opponent
// in the list (C.04.4.3 2.1 looks up whom each player met).
std::optional<Message> refusal(const std::vector<Player> &players, const Settings &settings) {
    if (std::optional<Message> refused = invalid_swiss_input(players, settings)) return refused;
    std::set<int> starts;
    for (const Player &p : players) starts.insert(p.start);
    for (const Player &p : players)
        for (const PastRound &r : p.rounds)
            if (r.kind == RoundKind::Played && !starts.count(r.opponent))
                return DAMKA_TR("Pairing", "player %1 played player %2, who is not in the tournament")
                    .arg(p.start)
                    .arg(r.opponent);
    return std::nullopt;
}

// The players to pair, in start-number order.
std::vector<Entrant> entrants(const std::vector<Player> &players) {
    std::vector<Entrant> list;
    for (const Player &p : players)
        if (p.available && !p.withdrawn) list.push_back(make_entrant(p));
    std::sort(list.begin(), list.end(), [](const Entrant &a, const Entrant &b) { return a.start < b.start; });
    return list;
}

// A Lim round being paired: the scoregroups in the order of 2.2, the pairs made on each side of
// the median, the floaters passed on towards it, and the pairing being written.
class Pairer {
public:
    Pairer(const Round &round, const Settings &settings, Pairing &out)
        : round_(round), e_(round.e), settings_(settings), out_(out), n_(static_cast<int>(e_.size())),
          rank_(static_cast<std::size_t>(n_)) {
        for (int i = 0; i < n_; ++i) rank_[static_cast<std::size_t>(i)] = i, all_.push_back(i);
    }

    // C.04.4.3 1.1 (7.1 in round 1): the PAB to the lowest ranked player of the lowest
    // scoregroup (the lowest rated in round 1) among those the Basic Rules allow, who leaves the
    // others pairable. False when the round cannot be paired at all.
    bool assign_pab() {
        rest_ = all_;
        if (n_ % 2 == 0) return round_.pairable(all_);
        const bool first = settings_.round == 1;
        std::vector<int> order = all_;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            if (first && e_[a].rating != e_[b].rating) return e_[a].rating < e_[b].rating;
            if (!first && e_[a].score != e_[b].score) return e_[a].score < e_[b].score;
            return e_[a].start > e_[b].start;
        });
        int bye = -1;
        for (int x : order) {
            if (e_[x].bye_ineligible) continue;
            std::vector<int> others;
            for (int y : all_)
                if (y != x) others.push_back(y);
            if (round_.pairable(others)) {
                bye = x;
                break;
            }
        }
        if (bye < 0) return false;
        out_.bye = e_[bye].start;
        out_.explanation.bye = first
            ? DAMKA_TR("Pairing",
                       "%1: C.04.4.3 7.1: the lowest rated player (%2) who may receive it (C.04.1 "
                       "Art. 4) and leaves the others pairable")
                  .arg(e_[bye].start)
                  .arg(e_[bye].rating)
            : DAMKA_TR("Pairing",
                       "%1: C.04.4.3 1.1: the lowest ranked player of the lowest scoregroup (%2) who "
                       "may receive it (C.04.1 Art. 4) and leaves the others pairable")
                  .arg(e_[bye].start)
                  .arg(points_text(e_[bye].score));
        rest_.erase(std::find(rest_.begin(), rest_.end(), bye));
        return true;
    }

    // C.04.4.3 2.2: the scoregroups above the median from the top down, those below it from the
    // bottom up, each passing its floaters on towards the median (2.3, Article 3).
    void pair_sides() {
        median_ = median_score(settings_);
        for (int x : rest_) groups_[e_[x].score].push_back(x);
        std::vector<Points> above, below;
        for (const auto &[score, members] : groups_)
            if (score > median_)
                above.insert(above.begin(), score);
            else if (score < median_)
                below.push_back(score);
        from_above_ = side_pass(above, Direction::Down, above_made_);
        from_below_ = side_pass(below, Direction::Up, below_made_);
    }

    // C.04.4.3 2.2, 2.6: the Median Score-group last, cracking its neighbours while it cannot be
    // paired. False when nothing is left to crack (unreachable: the round was found pairable).
    bool pair_median() {
        BracketNote mnote;
        mnote.heading = heading(median_, Side::Median, Direction::Down);
        mnote.score = median_;
        for (int x : residents(median_)) mnote.residents.push_back(e_[x].start);
        for (;;) {
            GroupInput in;
            in.residents = residents(median_);
            in.ahead = from_above_;
            in.behind = from_below_;
            in.median = true;
            median_result_ = pair_group(round_, in);
            if (median_result_.complete) break;
            if (!crack_a_neighbour(mnote)) return false;
        }
        for (int x : from_above_) mnote.moved_down.push_back(e_[x].start);
        for (int x : from_below_) mnote.moved_down.push_back(e_[x].start);
        mnote.notes.insert(mnote.notes.end(), median_result_.notes.begin(), median_result_.notes.end());
        out_.explanation.brackets.push_back(std::move(mnote));
        return true;
    }

    // C.04.4.3 Article 5, 7.2: the colours of every pair; boards in C.04.2 3.6 order (the higher
    // score of the pair, the sum of the scores, the higher ranked player's number).
    void allocate_colours() {
        std::vector<Made> made = above_made_;
        made.insert(made.end(), below_made_.begin(), below_made_.end());
        for (auto [a, b] : median_result_.pairs) made.push_back({a, b, Side::Median});
        auto ranks_higher = [&](int a, int b) {
            return e_[a].score != e_[b].score ? e_[a].score > e_[b].score : e_[a].start < e_[b].start;
        };
        for (Made &m : made)
            if (!ranks_higher(m.a, m.b)) std::swap(m.a, m.b);
        std::sort(made.begin(), made.end(), [&](const Made &x, const Made &y) {
            if (e_[x.a].score != e_[y.a].score) return e_[x.a].score > e_[y.a].score;
            const Points sx = e_[x.a].score + e_[x.b].score, sy = e_[y.a].score + e_[y.b].score;
            if (sx != sy) return sx > sy;
            return e_[x.a].start < e_[y.a].start;
        });
        for (const Made &m : made) {
            Message rule;
            const Pair p = lim_colours(round_, m.a, m.b, m.side, rank_, rule);
            out_.pairs.push_back(p);
            out_.explanation.colours.push_back({p, rule});
        }
    }

    // The pairing so far, refused for the chief arbiter (C.04.4.3 2.1, Article 6).
    Pairing no_pairing() {
        out_.failure = Failure::NoValidPairing;
        out_.message = round_.last_round
            ? DAMKA_TR("Pairing",
                       "no pairing of the %1 players avoids every rematch and prohibited "
                       "pairing (C.04.4.3 2.1, Article 6: last round); the chief arbiter "
                       "decides")
                  .arg(n_)
            : DAMKA_TR("Pairing",
                       "no pairing of the %1 players keeps every pair compatible (C.04.4.3 "
                       "2.1: no rematch, no third colour in a row, never three more of one "
                       "colour; prohibited pairings); the chief arbiter decides")
                  .arg(n_);
        return out_;
    }

private:
    std::vector<int> residents(Points s) const { return groups_.count(s) ? groups_.at(s) : std::vector<int>(); }

    // C.04.4.3 2.2, 2.3: the scoregroups of one side in order, each with the floaters of the one
    // before; returns the floaters left for the median.
    std::vector<int> side_pass(const std::vector<Points> &scores, Direction d, std::vector<Made> &made) {
        std::vector<int> incoming;
        for (std::size_t i = 0; i < scores.size(); ++i) {
            GroupInput in;
            in.residents = residents(scores[i]);
            in.ahead = incoming;
            in.adjacent = residents(i + 1 < scores.size() ? scores[i + 1] : median_);
            in.direction = d;
            GroupResult res = pair_group(round_, in);
            BracketNote note;
            note.heading = heading(scores[i], d == Direction::Down ? Side::Above : Side::Below, d);
            note.score = scores[i];
            for (int x : in.residents) note.residents.push_back(e_[x].start);
            for (int x : in.ahead) note.moved_down.push_back(e_[x].start);
            for (int x : res.floaters) note.floaters.push_back(e_[x].start);
            note.notes = std::move(res.notes);
            out_.explanation.brackets.push_back(std::move(note));
            for (auto [a, b] : res.pairs) made.push_back({a, b, d == Direction::Down ? Side::Above : Side::Below});
            incoming = res.floaters;
        }
        return incoming;
    }

    // C.04.4.3 2.6: the last pairing made below the median is broken up when more floaters came
    // from above (2.6.1), otherwise the last one above it (2.6.2); both players join the median.
    // False when neither side has a pairing left.
    bool crack_a_neighbour(BracketNote &mnote) {
        const bool lower = (from_above_.size() > from_below_.size() && !below_made_.empty()) || above_made_.empty();
        std::vector<Made> &side = lower ? below_made_ : above_made_;
        if (side.empty()) return false;
        const Made m = side.back();
        side.pop_back();
        (lower ? from_below_ : from_above_).push_back(m.a);
        (lower ? from_below_ : from_above_).push_back(m.b);
        mnote.notes.push_back(
            (lower ? DAMKA_TR("Pairing",
                              "C.04.4.3 2.6.1: the Median Score-group cannot be paired; more floaters came "
                              "from above, so the last pairing below it, %1-%2, is broken up and both join "
                              "it")
                   : DAMKA_TR("Pairing",
                              "C.04.4.3 2.6.2: the Median Score-group cannot be paired; the last pairing "
                              "above it, %1-%2, is broken up and both join it"))
                .arg(e_[m.a].start)
                .arg(e_[m.b].start));
        return true;
    }

    const Round &round_;
    const std::vector<Entrant> &e_;
    const Settings &settings_;
    Pairing &out_;
    const int n_;
    std::vector<int> rank_; // place among the players paired (7.2)
    std::vector<int> all_; // every entrant
    std::vector<int> rest_; // every entrant but the PAB's
    Points median_ = 0;
    std::map<Points, std::vector<int>> groups_; // the scoregroups' residents
    std::vector<Made> above_made_, below_made_; // the pairs made on each side, in order
    std::vector<int> from_above_, from_below_; // the floaters passed on to the median
    GroupResult median_result_;
};

} // namespace

Pairing pair_lim(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    if (std::optional<Message> refused = refusal(players, settings)) {
        out.failure = Failure::InvalidInput;
        out.message = std::move(*refused);
        return out;
    }
    const Round round(settings, entrants(players));
    Pairer pairer(round, settings, out);
    if (!pairer.assign_pab()) return pairer.no_pairing(); // C.04.4.3 1.1, 7.1
    pairer.pair_sides(); // C.04.4.3 2.2, 2.3
    if (!pairer.pair_median()) return pairer.no_pairing(); // C.04.4.3 2.2, 2.6
    pairer.allocate_colours(); // C.04.4.3 Article 5, 7.2
    return out;
}

} // namespace damka::pairing
