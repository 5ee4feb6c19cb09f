// C.04.4.3 (Lim, 2026): the facts the rules read off each player and the pairing questions the
// procedure asks ("is this pair compatible", "how many pairs can this group keep").
#include "cardinality.hpp"
#include "lim_round.hpp"

#include <algorithm>
#include <cstdlib>

namespace damka::pairing::lim {

std::vector<int> exchange_order(int size) {
    // 4.2: for six players #1 tries 4, 5, 6 (the bottom half in order), then 3, 2 (the top
    // half from the bottom up).
    std::vector<int> order;
    const int half = size / 2;
    for (int i = half; i < size; ++i) order.push_back(i);
    for (int i = half - 1; i >= 1; --i) order.push_back(i);
    return order;
}

Points median_score(const Settings &s) { return (s.round - 1) * s.win_points / 2; } // 2.2

bool may_receive(const std::vector<Colour> &played, Colour colour) {
    const std::size_t n = played.size();
    if (n >= 2 && played[n - 1] == colour && played[n - 2] == colour) return false; // 5.1.1
    int diff = colour == Colour::White ? 1 : -1;
    for (Colour c : played) diff += c == Colour::White ? 1 : -1;
    return std::abs(diff) < 3; // 5.1.2: never three more of one colour than the other
}

Colour due_colour(const std::vector<Colour> &played) {
    int diff = 0;
    for (Colour c : played) diff += c == Colour::White ? 1 : -1;
    if (diff > 0) return Colour::Black; // 5.6: equalise
    if (diff < 0) return Colour::White;
    return played.empty() ? Colour::None : opposite(played.back()); // 5.5: alternate
}

Round::Round(const Settings &s, std::vector<Entrant> entrants)
    : settings(s), e(std::move(entrants)), last_round(s.total_rounds > 0 && s.round >= s.total_rounds) {
    const std::size_t n = e.size();
    compat.assign(n, std::vector<char>(n, 0));
    auto forbidden = [&](int a, int b) {
        for (const auto &[x, y] : s.forbidden)
            if ((x == a && y == b) || (x == b && y == a)) return true; // C.04.1 f
        return false;
    };
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const Entrant &a = e[i], &b = e[j];
            if (std::binary_search(a.met.begin(), a.met.end(), b.start)) continue; // 2.1: not met before
            if (forbidden(a.start, b.start)) continue;
            // 2.1: some colours keep both within 5.1.1-5.1.2; Article 6 lifts that in the last round.
            const bool colours = (a.may_white && b.may_black) || (a.may_black && b.may_white);
            if (!last_round && !colours) continue;
            compat[i][j] = compat[j][i] = 1;
        }
}

int Round::max_pairs(const std::vector<int> &group) const {
    return maximum_pairs(static_cast<int>(group.size()), [&](int i, int j) {
        return compatible(group[static_cast<std::size_t>(i)], group[static_cast<std::size_t>(j)]);
    });
}

bool Round::pairable(const std::vector<int> &group) const {
    if (group.size() % 2) return false;
    // A shortcut, not a rule: when the plain 2.4 proposal (top half v bottom half) is
    // compatible, the group can be paired; otherwise Edmonds decides.
    const std::vector<int> a = arranged(group, Direction::Down);
    const std::size_t half = a.size() / 2;
    bool proposal = true;
    for (std::size_t i = 0; i < half && proposal; ++i) proposal = compatible(a[i], a[i + half]);
    return proposal || 2 * max_pairs(group) == static_cast<int>(group.size());
}

std::vector<int> Round::arranged(std::vector<int> group, Direction d) const {
    std::sort(group.begin(), group.end(),
              [&](int x, int y) { return d == Direction::Down ? e[x].start < e[y].start : e[x].start > e[y].start; });
    return group;
}

bool Round::colours_suit(int a, int b) const {
    return e[a].due == Colour::None || e[b].due == Colour::None || e[a].due != e[b].due;
}

bool Round::within_maxi(int a, int b) const { return std::abs(e[a].rating - e[b].rating) <= 100; }

std::string names(const Round &round, const std::vector<int> &group) {
    std::string s;
    for (int x : group) s += (s.empty() ? "" : " ") + std::to_string(round.e[x].start);
    return s.empty() ? "-" : s;
}

std::string points_text(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(std::abs(p % 10)) : std::string());
}

} // namespace damka::pairing::lim
