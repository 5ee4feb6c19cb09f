// C.04.2 3.6 (General handling rules for Swiss tournaments), the order of the boards, as the
// Dubov, Burstein and Double-Swiss engines apply it to the pairs they made.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

namespace damka::pairing {

// Each pair (two players' indices) is turned to put its higher ranked player first (the higher
// score, then the smaller pairing number), and the pairs are ordered by the higher score of the
// pair, then the sum of the two scores, then the higher ranked player's pairing number.
// `score(i)` and `number(i)` give a player's score and pairing number.
template <class Score, class Number>
void order_boards(std::vector<std::pair<int, int>> &pairs, Score score, Number number) {
    auto ranks_higher = [&](int a, int b) {
        return score(a) != score(b) ? score(a) > score(b) : number(a) < number(b);
    };
    for (auto &[a, b] : pairs)
        if (!ranks_higher(a, b)) std::swap(a, b);
    std::sort(pairs.begin(), pairs.end(), [&](const auto &x, const auto &y) {
        if (score(x.first) != score(y.first)) return score(x.first) > score(y.first);
        const auto sx = score(x.first) + score(x.second), sy = score(y.first) + score(y.second);
        if (sx != sy) return sx > sy;
        return number(x.first) < number(y.first);
    });
}

} // namespace damka::pairing
