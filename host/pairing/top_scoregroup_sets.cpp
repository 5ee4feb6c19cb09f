// C.04.5 / C.04.6 3.5.3-3.5.4 (the order of upfloater sets) and 3.6.2 (the Pairing Identifier).
#include "top_scoregroup.hpp"

#include <algorithm>

namespace damka::pairing::top_scoregroup {

namespace {

// [C5] order of the ways to take k from levels of `count` players (level 0 the highest score):
// the scores listed in ascending order, the greatest list first. Built element by element
// from the lowest score of the set: the lowest as high as possible, then the next, and so on;
// stops after `limit` ways (the search bound of 3.5).
void profiles(const std::vector<std::size_t> &count, std::size_t k, std::size_t limit,
              std::vector<std::vector<std::size_t>> &out) {
    std::vector<std::size_t> taken(count.size(), 0);
    // `left` elements still to choose, each from a level at index <= `bound` (score >= the last).
    const auto walk = [&](auto &&self, std::size_t left, std::size_t bound) -> void {
        if (out.size() >= limit) return;
        if (left == 0) {
            out.push_back(taken);
            return;
        }
        std::size_t room = 0; // players still free at levels 0..bound
        for (std::size_t l = 0; l <= bound; ++l) room += count[l] - taken[l];
        if (room < left) return;
        for (std::size_t l = 0; l <= bound; ++l) {
            if (taken[l] == count[l]) continue;
            ++taken[l];
            self(self, left - 1, l);
            --taken[l];
        }
    };
    // The first element (the lowest score) as high as possible: level 0 first.
    for (std::size_t l = 0; l < count.size() && out.size() < limit && k > 0; ++l) {
        ++taken[l];
        walk(walk, k - 1, l);
        --taken[l];
    }
    if (k == 0) out.push_back(taken);
}

} // namespace

UpfloaterSets::UpfloaterSets(const std::vector<Entrant> &entrants, const std::vector<int> &pool, std::size_t k) {
    std::vector<int> sorted = pool;
    std::sort(sorted.begin(), sorted.end(), [&](int a, int b) {
        const Entrant &x = entrants[size_t(a)], &y = entrants[size_t(b)];
        return x.score != y.score ? x.score > y.score : x.tpn < y.tpn; // 3.5.3
    });
    for (size_t i = 0; i < sorted.size(); ++i) {
        if (i == 0 || entrants[size_t(sorted[i])].score != entrants[size_t(sorted[i - 1])].score)
            levels_.emplace_back();
        levels_.back().push_back(sorted[i]);
    }
    std::vector<std::size_t> count;
    for (const auto &l : levels_) count.push_back(l.size());
    if (k <= sorted.size()) profiles(count, k, 100000, profiles_);
}

bool UpfloaterSets::start_profile() {
    if (profile_ >= profiles_.size()) return false;
    pick_.assign(levels_.size(), {});
    for (size_t l = 0; l < levels_.size(); ++l)
        for (size_t i = 0; i < profiles_[profile_][l]; ++i) pick_[l].push_back(i);
    return true;
}

std::optional<std::vector<int>> UpfloaterSets::next(bool &new_class) {
    new_class = false;
    if (fresh_) {
        fresh_ = false;
        if (!start_profile()) return std::nullopt;
        new_class = true;
    } else {
        // 3.5.4: the next sequence — the last level's choice (the lowest score, last in the
        // sequence) advances first, carrying into the levels before it.
        bool advanced = false;
        for (size_t l = levels_.size(); l-- > 0 && !advanced;) {
            std::vector<std::size_t> &p = pick_[l];
            const size_t n = levels_[l].size(), k = p.size();
            size_t i = k;
            while (i > 0 && p[i - 1] == n - k + i - 1) --i;
            if (i == 0) { // this level's choices are exhausted: back to its first, carry on
                for (size_t j = 0; j < k; ++j) p[j] = j;
                continue;
            }
            ++p[i - 1];
            for (size_t j = i; j < k; ++j) p[j] = p[j - 1] + 1;
            advanced = true;
        }
        if (!advanced) {
            ++profile_;
            if (!start_profile()) return std::nullopt;
            new_class = true;
        }
    }
    std::vector<int> set;
    for (size_t l = 0; l < levels_.size(); ++l)
        for (size_t i : pick_[l]) set.push_back(levels_[l][i]);
    return set;
}

std::vector<int> pairing_identifier(const std::vector<std::pair<int, int>> &pairs) {
    std::vector<std::pair<int, int>> tb; // 3.6.1: (top member, bottom member), the top the smaller TPN
    for (const auto &[a, b] : pairs) tb.emplace_back(std::min(a, b), std::max(a, b));
    std::sort(tb.begin(), tb.end());
    std::vector<int> id;
    for (const auto &p : tb) id.push_back(p.first);
    for (const auto &p : tb) id.push_back(p.second);
    return id;
}

} // namespace damka::pairing::top_scoregroup
