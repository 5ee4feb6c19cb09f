// C.04.4.3 (Lim, 2026): one scoregroup. Its floaters are chosen first (2.3, Article 3), then the
// players who stay are paired: the incoming floaters first (3.6-3.8), then the rest by scrutiny
// and exchange (Article 4), each player taking the first available opponent due the other
// colour where an exchange allows it (5.2; Maxi-tournament 5.7).
//
// Readings of the text (also in host/pairing/README.md):
// - "Available" (4.4) = compatible (2.1) and the players left over can still all be paired.
// - 3.10.2 "the group keeps as many pairings as it can": exactly as many players float as a
//   maximum matching of the group leaves over, chosen one at a time, each the first in the
//   order 3.9.2 (type d, c, b, a), 3.10 (not a floater of the previous round), 3.2.2 (due the
//   colour more players are due; Maxi 3.2.3: rated within 100 points of the lowest numbered),
//   3.2.4/3.3 (the lowest numbered) whose transfer still leaves that many pairings.
// - 3.9.1 "a compatible opponent in the adjacent group": any resident of the group the floater
//   goes to (the median's residents for the group next to it).
// - 3.6.3: in the Median Score-group the floaters from above are paired first (highest score,
//   then highest numbered, each with the highest numbered available resident due the other
//   colour), then those from below in the mirror order (lowest score, then lowest numbered,
//   each with the lowest numbered available player): 3.7 mirrored, as the upfloaters of the
//   lower groups are.
// - 5.2 "exchange for colours" during scrutiny: the scrutinised player takes the first available
//   opponent of the bottom half who is due the other colour, before the first available one;
//   the top half is tried for compatibility only (a floater, 3.8, looks through the whole group).
// - 3.10 "floated in the previous round": played a game against an opponent with another score
//   then (a PAB or a bye is no transfer between scoregroups).
#include "lim_round.hpp"

#include <algorithm>

namespace damka::pairing::lim {
namespace {

std::vector<int> without(const std::vector<int> &v, int a, int b = -1) {
    std::vector<int> out;
    out.reserve(v.size());
    for (int x : v)
        if (x != a && x != b) out.push_back(x);
    return out;
}

bool contains(const std::vector<int> &v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

Message direction_text(Direction d) {
    return d == Direction::Down ? DAMKA_TR("Pairing", "down") : DAMKA_TR("Pairing", "up");
}

// 3.9.1: the floater types, in descending order of disadvantage.
Message type_text(char type) {
    switch (type) {
    case 'a': return DAMKA_TR("Pairing", "already floated into this group, no compatible opponent in the next one");
    case 'b': return DAMKA_TR("Pairing", "already floated into this group, a compatible opponent in the next one");
    case 'c': return DAMKA_TR("Pairing", "a resident with no compatible opponent in the next group");
    default: return DAMKA_TR("Pairing", "a resident with a compatible opponent in the next group");
    }
}

class Group {
public:
    Group(const Round &r, const GroupInput &in, GroupResult &out) : r_(r), in_(in), out_(out) {}

    void run() {
        std::vector<int> members = in_.ahead;
        members.insert(members.end(), in_.behind.begin(), in_.behind.end());
        members.insert(members.end(), in_.residents.begin(), in_.residents.end());
        const int keep = r_.max_pairs(members);
        if (in_.median && 2 * keep != static_cast<int>(members.size())) {
            out_.complete = false; // 2.6: the neighbours are cracked
            return;
        }
        std::vector<int> staying = members;
        if (2 * keep < static_cast<int>(members.size()))
            out_.notes.push_back(
                DAMKA_TR("Pairing",
                         "C.04.4.3 2.3, 3.10.2: the group keeps the most pairings it can, %1; %2 must float %3")
                    .arg(keep)
                    .arg(static_cast<long long>(members.size()) - 2 * keep)
                    .arg(direction_text(in_.direction)));
        while (static_cast<int>(staying.size()) > 2 * keep) staying = float_one(staying, keep);
        scrutinise(staying);
    }

private:
    char type(int x) const {
        bool next = false;
        for (int y : in_.adjacent) next = next || r_.compatible(x, y);
        const bool incoming = contains(in_.ahead, x) || contains(in_.behind, x);
        return incoming ? (next ? 'b' : 'a') : (next ? 'd' : 'c');
    }

    // 3.2.2: the colour more of the staying players are due, None when as many are due each.
    Colour majority(const std::vector<int> &staying) const {
        int w = 0, b = 0;
        for (int x : staying) {
            if (r_.e[x].due == Colour::White) ++w;
            if (r_.e[x].due == Colour::Black) ++b;
        }
        return w == b ? Colour::None : (w > b ? Colour::White : Colour::Black);
    }

    std::vector<int> float_one(const std::vector<int> &staying, int keep) {
        const Direction d = in_.direction;
        const std::vector<int> order = r_.arranged(staying, d);
        const int lowest = order.back(); // 3.2.4/3.3: the lowest numbered in the direction's sense
        const Colour more = majority(staying);
        auto evens = [&](int x) {
            return more != Colour::None && r_.e[x].due == more &&
                (!r_.settings.maxi_tournament || r_.within_maxi(x, lowest)); // 3.2.3
        };
        std::vector<int> cands = order;
        std::reverse(cands.begin(), cands.end()); // lowest numbered first
        std::stable_sort(cands.begin(), cands.end(), [&](int x, int y) {
            const char tx = type(x), ty = type(y);
            if (tx != ty) return tx > ty; // 3.9.2: d, then c, b, a
            if (r_.e[x].floated_last != r_.e[y].floated_last) return !r_.e[x].floated_last; // 3.10
            return evens(x) && !evens(y); // 3.2.2
        });
        for (int x : cands) {
            const std::vector<int> rest = without(staying, x);
            const bool keeps =
                2 * keep == static_cast<int>(rest.size()) ? r_.pairable(rest) : r_.max_pairs(rest) == keep;
            if (!keeps) continue;
            out_.floaters.push_back(x);
            const char t = type(x);
            out_.notes.push_back(
                DAMKA_TR("Pairing", "C.04.4.3 3.9: %1 floats %2 as a type %3 floater (%4)%5%6")
                    .arg(r_.e[x].start)
                    .arg(direction_text(d))
                    .arg(std::string(1, t))
                    .arg(type_text(t))
                    .arg(r_.e[x].floated_last
                             ? DAMKA_TR("Pairing",
                                        "; 3.10: floated in the previous round, but no other choice keeps "
                                        "the group's pairings")
                             : Message())
                    .arg(evens(x) ? DAMKA_TR("Pairing", "; 3.2.2: due the colour most of the group is due")
                                  : Message()));
            return rest;
        }
        return without(staying, cands.front()); // unreachable: some player is left over by a maximum matching
    }

    // Article 4 and 5.2: the first available opponent in `cands` due the other colour among the
    // first `exchangeable` candidates, else the first available one; in a Maxi-tournament only
    // within 100 points of that one (5.7).
    int choose(int p, const std::vector<int> &cands, std::size_t exchangeable) {
        int first = -1;
        for (std::size_t i = 0; i < cands.size(); ++i) {
            const int c = cands[i];
            if (!r_.compatible(p, c) || !r_.pairable(without(remaining_, p, c))) continue;
            if (first < 0) first = c;
            if (i >= exchangeable) break;
            if (r_.colours_suit(p, c) && (!r_.settings.maxi_tournament || r_.within_maxi(c, first))) return c;
        }
        return first;
    }

    void make(int p, int c) {
        out_.pairs.push_back({p, c});
        remaining_ = without(remaining_, p, c);
    }

    Message why_not(int p, int proposed, int chosen) const {
        if (!r_.compatible(p, proposed))
            return std::binary_search(r_.e[p].met.begin(), r_.e[p].met.end(), r_.e[proposed].start)
                ? DAMKA_TR("Pairing", "they have met")
                : DAMKA_TR("Pairing", "not compatible: colour limits of 2.1 or a prohibited pairing");
        if (!r_.pairable(without(remaining_, p, proposed)))
            return DAMKA_TR("Pairing", "4.4: the others could not all be paired");
        (void)chosen;
        return DAMKA_TR("Pairing", "5.2: the exchange gives both their due colours");
    }

    void scrutinise(const std::vector<int> &staying) {
        remaining_ = staying;
        // 3.6/3.7: the floaters from ahead first, the highest (downward) score first, then the
        // highest numbered; 3.6.3: then those from behind in the mirror order.
        const Direction d = in_.direction, m = d == Direction::Down ? Direction::Up : Direction::Down;
        auto by = [&](std::vector<int> v, Direction dir) {
            v = r_.arranged(v, dir);
            std::stable_sort(v.begin(), v.end(), [&](int x, int y) {
                return dir == Direction::Down ? r_.e[x].score > r_.e[y].score : r_.e[x].score < r_.e[y].score;
            });
            return v;
        };
        auto floaters = [&](const std::vector<int> &list, Direction dir) {
            for (int f : by(list, dir)) {
                if (!contains(remaining_, f)) continue;
                const std::vector<int> cands = r_.arranged(without(remaining_, f), dir);
                const int c = choose(f, cands, cands.size());
                if (c < 0) continue; // unreachable: `staying` can be paired completely
                out_.notes.push_back(
                    DAMKA_TR("Pairing",
                             "C.04.4.3 3.6-3.8: floater %1 meets %2, the first available due the other "
                             "colour where one is")
                        .arg(r_.e[f].start)
                        .arg(r_.e[c].start));
                make(f, c);
            }
        };
        floaters(in_.ahead, d);
        floaters(in_.behind, m);
        while (remaining_.size() >= 2) { // 4.1-4.4
            const std::vector<int> arr = r_.arranged(remaining_, d);
            std::vector<int> cands;
            for (int i : exchange_order(static_cast<int>(arr.size())))
                cands.push_back(arr[static_cast<std::size_t>(i)]);
            // 5.2: a colour exchange moves the opponent within the bottom half only; the top
            // half is reached for compatibility alone (the later columns of 4.2).
            const int p = arr.front(), c = choose(p, cands, arr.size() - arr.size() / 2);
            if (c < 0) break; // unreachable
            const int proposed = arr[arr.size() / 2];
            if (c != proposed)
                out_.notes.push_back(DAMKA_TR("Pairing", "C.04.4.3 4.1-4.4: %1 meets %2, not %3 (%4)")
                                         .arg(r_.e[p].start)
                                         .arg(r_.e[c].start)
                                         .arg(r_.e[proposed].start)
                                         .arg(why_not(p, proposed, c)));
            make(p, c);
        }
    }

    const Round &r_;
    const GroupInput &in_;
    GroupResult &out_;
    std::vector<int> remaining_;
};

} // namespace

GroupResult pair_group(const Round &round, const GroupInput &in) {
    GroupResult out;
    Group(round, in, out).run();
    return out;
}

} // namespace damka::pairing::lim
