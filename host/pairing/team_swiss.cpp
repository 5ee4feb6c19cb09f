// C.04.6 3: the pairing process. Teams are indices into the caller's list throughout.
#include "team_swiss.hpp"

#include "team_swiss_bracket.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::pairing {

namespace {

using namespace team_swiss_detail;

std::string tpns(const std::vector<SwissTeam> &teams, const std::vector<int> &ids) {
    std::string s;
    for (int i : ids) s += (s.empty() ? "" : " ") + std::to_string(teams[size_t(i)].tpn);
    return s.empty() ? "none" : s;
}

// The TPNs of `ids` for the explanation: "none" translated.
Message tpn_list(const std::vector<SwissTeam> &teams, const std::vector<int> &ids) {
    return ids.empty() ? DAMKA_TR("Pairing", "none") : Message(tpns(teams, ids));
}

struct Round {
    const std::vector<SwissTeam> &teams;
    const TeamSwissSettings &settings;
    MayMeet may_meet;
    std::vector<Message> notes;

    // [C7], [C10]: not in the last two rounds.
    bool floats_count() const { return settings.total_rounds <= 0 || settings.round < settings.total_rounds - 1; }

    std::vector<int> without(const std::vector<int> &all, const std::vector<int> &gone) const {
        std::vector<int> out;
        for (int i : all)
            if (std::find(gone.begin(), gone.end(), i) == gone.end()) out.push_back(i);
        return out;
    }
    bool by_tpn(int a, int b) const { return teams[size_t(a)].tpn < teams[size_t(b)].tpn; }

    // 3.4: the pairing-allocated bye; -1 when none can be given.
    int bye(const std::vector<int> &all) const {
        std::vector<int> candidates;
        for (int i : all)
            if (!teams[size_t(i)].bye_barred) candidates.push_back(i); // [C2]
        std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
            const SwissTeam &x = teams[size_t(a)], &y = teams[size_t(b)];
            if (x.score != y.score) return x.score < y.score; // 3.4.2 the lowest score
            if (x.colours.size() != y.colours.size()) return x.colours.size() > y.colours.size(); // 3.4.3
            return x.tpn > y.tpn; // 3.4.4 the largest TPN
        });
        for (int c : candidates)
            if (can_pair_all(without(all, {c}), may_meet)) return c; // 3.4.1
        return -1;
    }

    // [C6] with its parity-minimum reading: what is left of the following scoregroup can be
    // paired in its own bracket with no upfloater when even, one when odd ([C4]), legally ([C1])
    // and leaving the rest pairable ([C3]).
    bool following_scoregroup_pairable(const std::vector<int> &following, const std::vector<int> &rest) const {
        const std::vector<int> left = without(following, without(following, rest)); // following ∩ rest
        if (left.empty()) return true; // all of it became upfloaters
        if (left.size() % 2 == 0) return can_pair_all(left, may_meet) && can_pair_all(without(rest, left), may_meet);
        for (int u : without(rest, left)) {
            std::vector<int> bracket = left;
            bracket.push_back(u);
            if (can_pair_all(bracket, may_meet) && can_pair_all(without(rest, bracket), may_meet)) return true;
        }
        return false;
    }

    struct Choice {
        std::vector<int> upfloaters;
        bool c6 = true;
        int c7 = 0;
    };

    // 3.5: the upfloaters joining the residents; nothing when no set gives a legal pairing.
    std::optional<Choice> upfloaters(const std::vector<int> &residents, const std::vector<int> &lower,
                                     const std::vector<int> &unpaired, Message &error) const {
        Points following_score = -1000000;
        for (int i : lower) following_score = std::max(following_score, teams[size_t(i)].score);
        std::vector<int> following;
        for (int i : lower)
            if (teams[size_t(i)].score == following_score) following.push_back(i);
        // 3.5.3: within a set, by descending score, then ascending TPN; the potential
        // upfloaters (3.5.1) are listed in that order, so each set comes out sorted.
        std::vector<int> pool = lower;
        std::sort(pool.begin(), pool.end(), [&](int a, int b) {
            const SwissTeam &x = teams[size_t(a)], &y = teams[size_t(b)];
            return x.score != y.score ? x.score > y.score : x.tpn < y.tpn;
        });
        // [C4]: as few as possible, keeping the bracket even.
        for (size_t k = residents.size() % 2; k <= pool.size(); k += 2) {
            std::vector<std::vector<int>> sets;
            std::vector<size_t> pick(k);
            for (size_t i = 0; i < k; ++i) pick[i] = i;
            while (true) { // every k-subset of the pool, picked in order
                std::vector<int> set;
                for (size_t i : pick) set.push_back(pool[i]);
                sets.push_back(set);
                if (static_cast<long long>(sets.size()) > settings.max_upfloater_sets) {
                    error = DAMKA_TR("Pairing",
                                     "C.04.6 3.5: more than %1 sets of %2 upfloaters to consider (the "
                                     "search bound); the Chief Arbiter decides (3.3.3)")
                                .arg(settings.max_upfloater_sets)
                                .arg(k);
                    return std::nullopt;
                }
                size_t i = k;
                while (i > 0 && pick[i - 1] == pool.size() - k + i - 1) --i;
                if (i == 0) break;
                ++pick[i - 1];
                for (size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
            }
            // [C5]: the upfloaters' scores taken in ascending order, greatest first; then 3.5.4
            // the lexicographic order of the TPN sequences (3.5.3).
            const auto profile = [&](const std::vector<int> &set) {
                std::vector<Points> p;
                for (int i : set) p.push_back(teams[size_t(i)].score);
                std::sort(p.begin(), p.end());
                return p;
            };
            const auto tpn_sequence = [&](const std::vector<int> &set) {
                std::vector<int> s;
                for (int i : set) s.push_back(teams[size_t(i)].tpn);
                return s;
            };
            std::stable_sort(sets.begin(), sets.end(), [&](const auto &a, const auto &b) {
                const auto pa = profile(a), pb = profile(b);
                if (pa != pb) return pa > pb;
                return tpn_sequence(a) < tpn_sequence(b);
            });
            for (size_t g = 0; g < sets.size();) {
                size_t end = g;
                while (end < sets.size() && profile(sets[end]) == profile(sets[g])) ++end;
                // 3.5.5: the first set of this [C4]/[C5] class that pairs legally, best on [C6]
                // and then [C7] ("complies" read as: as well as any set of the class can).
                std::optional<Choice> best;
                for (size_t s = g; s < end; ++s) {
                    std::vector<int> bracket = residents;
                    bracket.insert(bracket.end(), sets[s].begin(), sets[s].end());
                    const std::vector<int> rest = without(unpaired, bracket);
                    if (!can_pair_all(bracket, may_meet) || !can_pair_all(rest, may_meet)) continue; // [C1] [C3]
                    Choice c{sets[s], following_scoregroup_pairable(following, rest), 0};
                    if (floats_count())
                        for (int u : sets[s]) c.c7 += teams[size_t(u)].floated_last_round;
                    if (!best || (c.c6 && !best->c6) || (c.c6 == best->c6 && c.c7 < best->c7)) best = c;
                    if (best->c6 && best->c7 == 0) break; // nothing later in the order can be better
                }
                if (best) return best;
                g = end;
            }
        }
        error = DAMKA_TR("Pairing",
                         "C.04.6 3.5: no set of upfloaters pairs the top scoregroup (%1) legally; the "
                         "Chief Arbiter decides (3.3.3)")
                    .arg(tpns(teams, residents));
        return std::nullopt;
    }

    // [C8] x B^2 + [C9] x B + [C10] for one pair of the bracket.
    long long cost(int a, int b, const std::set<int> &upfloaters) const {
        const long long base = 2 * static_cast<long long>(teams.size()) + 1;
        const TeamColourPreference pa = team_colour_preference(teams[size_t(a)], settings);
        const TeamColourPreference pb = team_colour_preference(teams[size_t(b)], settings);
        // [C8]: art. 4 grants every preference of a pair unless both want the same colour;
        // then one of the two is not fulfilled.
        const bool clash = pa.colour != Colour::None && pa.colour == pb.colour;
        // [C9] (Type B): both strong for the same colour (4.3.4 grants a strong one over a mild one).
        const bool strong_clash = clash && settings.preference == TeamPreferenceType::B && pa.strong && pb.strong;
        long long c10 = 0; // [C10]: upfloaters' opponents that floated in the previous round
        if (floats_count()) {
            c10 += upfloaters.count(a) && teams[size_t(b)].floated_last_round;
            c10 += upfloaters.count(b) && teams[size_t(a)].floated_last_round;
        }
        return (clash ? base * base : 0) + (strong_clash ? base : 0) + c10;
    }
};

} // namespace

TeamSwissPairing pair_team_swiss(const std::vector<SwissTeam> &teams, const TeamSwissSettings &settings) {
    TeamSwissPairing out;
    std::map<int, int> index_of; // TPN -> index
    for (size_t i = 0; i < teams.size(); ++i) {
        const int tpn = teams[i].tpn;
        if (tpn < 1 || !index_of.emplace(tpn, int(i)).second) {
            out.failure = Failure::InvalidInput;
            out.message = DAMKA_TR("Pairing", "C.04.6 1.1.1: TPN %1 is not a unique number from 1").arg(tpn);
            return out;
        }
    }
    Round r{teams, settings, {}, {}};
    r.may_meet = [&](int a, int b) { // [C1]
        const std::vector<int> &met = teams[size_t(a)].met;
        return std::find(met.begin(), met.end(), teams[size_t(b)].tpn) == met.end();
    };
    std::vector<int> unpaired;
    for (size_t i = 0; i < teams.size(); ++i) unpaired.push_back(int(i));
    std::sort(unpaired.begin(), unpaired.end(), [&](int a, int b) { return r.by_tpn(a, b); });
    if (unpaired.size() % 2) { // 3.3.2: the pairing-allocated bye first
        const int bye = r.bye(unpaired);
        if (bye < 0) {
            out.failure = Failure::NoValidPairing;
            out.message = DAMKA_TR("Pairing",
                                   "C.04.6 3.4: no team can have the pairing-allocated bye and leave the "
                                   "others a legal pairing ([C1], [C2]); the Chief Arbiter decides (3.3.3)");
            return out;
        }
        out.bye = teams[size_t(bye)].tpn;
        r.notes.push_back(DAMKA_TR("Pairing", "pairing-allocated bye (C.04.6 3.4): %1").arg(out.bye));
        unpaired = r.without(unpaired, {bye});
    } else if (!can_pair_all(unpaired, r.may_meet)) {
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "C.04.6 3.3.1: the teams cannot all be paired without a rematch ([C1]); "
                               "the Chief Arbiter decides (3.3.3)");
        return out;
    }
    std::vector<std::pair<int, int>> pairs;
    while (!unpaired.empty()) {
        // 3.2: the top-scoregroup among the teams still to pair.
        Points top = teams[size_t(unpaired.front())].score;
        for (int i : unpaired) top = std::max(top, teams[size_t(i)].score);
        std::vector<int> residents, lower;
        for (int i : unpaired) (teams[size_t(i)].score == top ? residents : lower).push_back(i);
        Message error;
        const auto choice = r.upfloaters(residents, lower, unpaired, error);
        if (!choice) {
            out.failure = Failure::NoValidPairing;
            out.message = error;
            return out;
        }
        std::vector<int> bracket = residents;
        bracket.insert(bracket.end(), choice->upfloaters.begin(), choice->upfloaters.end());
        std::sort(bracket.begin(), bracket.end(), [&](int a, int b) { return r.by_tpn(a, b); });
        const std::set<int> ups(choice->upfloaters.begin(), choice->upfloaters.end());
        const auto paired =
            first_best_pairing(bracket, r.may_meet, [&](int a, int b) { return r.cost(a, b, ups); }); // 3.6
        if (!paired) { // cannot happen: the set was chosen because the bracket pairs legally
            out.failure = Failure::NoValidPairing;
            out.message =
                DAMKA_TR("Pairing", "C.04.6 3.6: the bracket of %1 has no legal pairing").arg(tpns(teams, bracket));
            return out;
        }
        Message note = !choice->c6 && choice->c7
            ? DAMKA_TR("Pairing",
                       "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met) ([C7]: %3 floated "
                       "last round)")
            : !choice->c6 ? DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met)")
            : choice->c7
            ? DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C7]: %3 floated last round)")
            : DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2");
        note.arg(tpn_list(teams, residents)).arg(tpn_list(teams, choice->upfloaters));
        if (choice->c7) note.arg(choice->c7);
        r.notes.push_back(std::move(note));
        pairs.insert(pairs.end(), paired->begin(), paired->end());
        unpaired = r.without(unpaired, bracket);
    }
    for (const auto &[a, b] : pairs) { // 4: colours after the whole round is paired
        const TeamColours c = allocate_team_colours(teams[size_t(a)], teams[size_t(b)], settings);
        out.pairs.push_back(c.pair);
        r.notes.push_back(Message("%1 - %2: %3").arg(c.pair.white).arg(c.pair.black).arg(c.rule));
    }
    out.notes = std::move(r.notes);
    return out;
}

} // namespace damka::pairing
