// C.04.3 (2026) Article 4: resident exchanges and MDP sets in their order.
#include "dutch_generation.hpp"

#include <algorithm>
#include <functional>
#include <numeric>

namespace damka::pairing::dutch {

namespace {

// Every k-subset of {first .. first+n-1}, each ascending.
std::vector<std::vector<int>> subsets(int first, int n, int k) {
    std::vector<std::vector<int>> out;
    std::vector<int> s(static_cast<std::size_t>(k));
    std::iota(s.begin(), s.end(), first);
    if (k > n) return out;
    while (true) {
        out.push_back(s);
        int i = k - 1;
        while (i >= 0 && s[static_cast<std::size_t>(i)] == first + n - k + i) --i;
        if (i < 0) return out;
        ++s[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < k; ++j) s[static_cast<std::size_t>(j)] = s[static_cast<std::size_t>(j - 1)] + 1;
    }
}

double choose(int n, int k) {
    double c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
}

} // namespace

bool ResidentExchanges::fill(int k) {
    if (k > std::min(n1_, n2_)) return false;
    if (choose(n1_, k) * choose(n2_, k) > static_cast<double>(limit_)) {
        truncated_ = true;
        return false;
    }
    batch_.clear();
    at_ = 0;
    const auto outs = subsets(1, n1_, k), ins = subsets(n1_ + 1, n2_, k);
    for (const auto &out : outs)
        for (const auto &in : ins) {
            Exchange e;
            e.out.assign(out.rbegin(), out.rend());
            e.in = in;
            e.difference = std::accumulate(in.begin(), in.end(), 0) - std::accumulate(out.begin(), out.end(), 0);
            batch_.push_back(std::move(e));
        }
    // 4.3.2 (2)-(4); descending `out` compares by its largest differing BSN, ascending `in`
    // by its smallest differing BSN.
    std::sort(batch_.begin(), batch_.end(), [](const Exchange &a, const Exchange &b) {
        if (a.difference != b.difference) return a.difference < b.difference;
        if (a.out != b.out)
            return std::lexicographical_compare(a.out.begin(), a.out.end(), b.out.begin(), b.out.end(),
                                                std::greater<>());
        return a.in < b.in;
    });
    return true;
}

bool ResidentExchanges::next(std::vector<int> &s1, std::vector<int> &s2) {
    while (at_ >= batch_.size())
        if (!fill(++size_)) return false;
    const Exchange &e = batch_[at_++];
    s1.clear();
    s2.clear();
    for (int b = 1; b <= n1_; ++b)
        if (std::find(e.out.begin(), e.out.end(), b) == e.out.end()) s1.push_back(b);
    for (int b = n1_ + 1; b <= n1_ + n2_; ++b)
        if (std::find(e.in.begin(), e.in.end(), b) == e.in.end()) s2.push_back(b);
    s1.insert(s1.end(), e.in.begin(), e.in.end());
    s2.insert(s2.end(), e.out.begin(), e.out.end());
    std::sort(s1.begin(), s1.end()); // 4.3.1: both subgroups ordered again (1.2)
    std::sort(s2.begin(), s2.end());
    return true;
}

bool next_mdp_set(std::vector<int> &set, int m0) {
    const int k = static_cast<int>(set.size());
    int i = k - 1;
    while (i >= 0 && set[static_cast<std::size_t>(i)] == m0 - k + i + 1) --i;
    if (i < 0) return false;
    ++set[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j) set[static_cast<std::size_t>(j)] = set[static_cast<std::size_t>(j - 1)] + 1;
    return true;
}

} // namespace damka::pairing::dutch
