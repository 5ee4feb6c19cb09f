// C.04.5 / C.04.6 3.3-3.6: the pairing process both systems share.
#include "top_scoregroup.hpp"

#include <algorithm>

namespace damka::pairing::top_scoregroup {

namespace {

struct Round {
    const std::vector<Entrant> &e;
    const Rules &rules;

    std::vector<int> without(const std::vector<int> &all, const std::vector<int> &gone) const {
        std::vector<int> out;
        for (int i : all)
            if (std::find(gone.begin(), gone.end(), i) == gone.end()) out.push_back(i);
        return out;
    }
    bool pairable(const std::vector<int> &m) const { return can_pair_all(m, rules.may_meet); }

    // 3.4: the pairing-allocated bye; -1 when none can be given.
    int bye(const std::vector<int> &all) const {
        std::vector<int> candidates;
        for (int i : all)
            if (!e[size_t(i)].bye_barred) candidates.push_back(i); // [C2]
        std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
            const Entrant &x = e[size_t(a)], &y = e[size_t(b)];
            if (x.score != y.score) return x.score < y.score; // 3.4.2 the lowest score
            if (x.matches_played != y.matches_played) return x.matches_played > y.matches_played; // 3.4.3
            return x.tpn > y.tpn; // 3.4.4 the largest TPN
        });
        for (int c : candidates)
            if (pairable(without(all, {c}))) return c; // 3.4.1
        return -1;
    }

    // [C6] with its parity-minimum reading: what is left of the following scoregroup can be
    // paired in its own bracket with no upfloater when even, one when odd ([C4]), legally ([C1])
    // and leaving the rest pairable ([C3]).
    bool following_scoregroup_pairable(const std::vector<int> &following, const std::vector<int> &rest) const {
        const std::vector<int> left = without(following, without(following, rest)); // following ∩ rest
        if (left.empty()) return true; // all of it became upfloaters
        if (left.size() % 2 == 0) return pairable(left) && pairable(without(rest, left));
        for (int u : without(rest, left)) {
            std::vector<int> bracket = left;
            bracket.push_back(u);
            if (pairable(bracket) && pairable(without(rest, bracket))) return true;
        }
        return false;
    }

    // 3.5: the upfloaters joining the residents; false when no set gives a legal pairing or
    // the search bound is reached (`out.stop` says which).
    bool upfloaters(const std::vector<int> &residents, const std::vector<int> &lower, const std::vector<int> &unpaired,
                    Bracket &chosen, RoundResult &out) const {
        Points following_score = 0;
        for (size_t i = 0; i < lower.size(); ++i)
            following_score = i ? std::max(following_score, e[size_t(lower[i])].score) : e[size_t(lower[i])].score;
        std::vector<int> following;
        for (int i : lower)
            if (e[size_t(i)].score == following_score) following.push_back(i);
        // [C4]: as few as possible, keeping the bracket even.
        for (size_t k = residents.size() % 2; k <= lower.size(); k += 2) {
            UpfloaterSets sets(e, lower, k);
            long long tried = 0;
            std::optional<Bracket> best;
            bool new_class = false;
            while (auto set = sets.next(new_class)) {
                // 3.5.5: the first [C4]/[C5] class with a set that pairs legally decides; in it
                // the first set best on [C6], then [C7] ("complies" read as: as well as any set
                // of the class can).
                if (new_class && best) break;
                if (++tried > rules.max_upfloater_sets) {
                    out.stop = Stop::SearchBound;
                    out.stop_size = k;
                    return false;
                }
                if (best && best->c6 && best->c7 == 0) break; // nothing later in the class is better
                std::vector<int> bracket = residents;
                bracket.insert(bracket.end(), set->begin(), set->end());
                const std::vector<int> rest = without(unpaired, bracket);
                if (!pairable(bracket) || !pairable(rest)) continue; // [C1] [C3]
                Bracket c;
                c.residents = residents;
                c.upfloaters = *set;
                c.c6 = following_scoregroup_pairable(following, rest);
                if (rules.floats_count)
                    for (int u : *set) c.c7 += e[size_t(u)].floated_last_round;
                if (!best || (c.c6 && !best->c6) || (c.c6 == best->c6 && c.c7 < best->c7)) best = std::move(c);
            }
            if (best) {
                chosen = std::move(*best);
                return true;
            }
        }
        out.stop = Stop::NoUpfloaters;
        out.stuck = residents;
        return false;
    }
};

} // namespace

RoundResult pair_round(const std::vector<Entrant> &entrants, const Rules &rules) {
    RoundResult out;
    Round r{entrants, rules};
    std::vector<int> unpaired;
    for (size_t i = 0; i < entrants.size(); ++i) unpaired.push_back(int(i));
    std::sort(unpaired.begin(), unpaired.end(),
              [&](int a, int b) { return entrants[size_t(a)].tpn < entrants[size_t(b)].tpn; });
    if (unpaired.size() % 2) { // 3.3.2: the pairing-allocated bye first
        out.bye = r.bye(unpaired);
        if (out.bye < 0) {
            out.stop = Stop::NoBye;
            return out;
        }
        unpaired = r.without(unpaired, {out.bye});
    } else if (!r.pairable(unpaired)) {
        out.stop = Stop::NotPairable;
        return out;
    }
    while (!unpaired.empty()) {
        // 3.2: the top scoregroup among the entrants still to pair.
        Points top = entrants[size_t(unpaired.front())].score;
        for (int i : unpaired) top = std::max(top, entrants[size_t(i)].score);
        std::vector<int> residents, lower;
        for (int i : unpaired) (entrants[size_t(i)].score == top ? residents : lower).push_back(i);
        Bracket b;
        if (!r.upfloaters(residents, lower, unpaired, b, out)) {
            out.stop_size = out.stop == Stop::NoUpfloaters ? out.brackets.size() : out.stop_size;
            return out;
        }
        std::vector<int> members = residents;
        members.insert(members.end(), b.upfloaters.begin(), b.upfloaters.end());
        std::sort(members.begin(), members.end(),
                  [&](int a, int c) { return entrants[size_t(a)].tpn < entrants[size_t(c)].tpn; });
        std::vector<char> up(entrants.size(), 0);
        for (int u : b.upfloaters) up[size_t(u)] = 1;
        const PairCost cost = [&](int a, int c) { return rules.cost(a, c, up[size_t(a)], up[size_t(c)]); };
        const auto paired = first_best_pairing(members, rules.may_meet, cost); // 3.6
        if (!paired) { // cannot happen: the set was chosen because the bracket pairs legally
            out.stop = Stop::NoUpfloaters;
            out.stuck = members;
            return out;
        }
        b.pairs = *paired;
        for (const auto &[a, c] : b.pairs) b.cost += cost(a, c);
        out.brackets.push_back(std::move(b));
        unpaired = r.without(unpaired, members);
    }
    return out;
}

} // namespace damka::pairing::top_scoregroup
