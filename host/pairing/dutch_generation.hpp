// FIDE C.04.3 (2026) Article 4: the order in which the candidates of a bracket are generated.
// The 4.3.2 order of resident exchanges and the 4.4.2 order of MDP sets, for the brackets
// whose choice is made one candidate at a time (dutch_bracket.cpp); 4.2's transpositions are
// chosen by steered matchings there instead.
// Players are named by their in-bracket sequence numbers (BSN, 4.1: 1, 2, 3 ... in order).
#pragma once

#include <cstddef>
#include <vector>

namespace damka::pairing::dutch {

// 4.3: resident exchanges between the original S1 (BSNs 1..n1) and S2 (n1+1..n1+n2), in the
// order of 4.3.2: (1) fewest players exchanged, (2) smallest sum of the BSNs moved from S2
// to S1 minus the sum of those moved from S1 to S2, (3) the largest differing BSN moved
// from S1 to S2, (4) the smallest differing BSN moved from S2 to S1. Each exchange yields S1
// and S2 sorted again (4.3.1). Exchanges are listed one size at a time; a size with more
// than `limit` exchanges is not listed and sets `truncated`.
class ResidentExchanges {
public:
    ResidentExchanges(int n1, int n2, std::size_t limit = 2'000'000) : n1_(n1), n2_(n2), limit_(limit) {}
    bool next(std::vector<int> &s1, std::vector<int> &s2);
    bool truncated() const { return truncated_; }

private:
    struct Exchange {
        std::vector<int> out, in; // BSNs S1 -> S2 (descending), S2 -> S1 (ascending)
        int difference = 0;
    };
    bool fill(int k);
    int n1_, n2_;
    std::size_t limit_;
    int size_ = 0;
    std::vector<Exchange> batch_;
    std::size_t at_ = 0;
    bool truncated_ = false;
};

// 4.4.2: the next set of `m1` MDPs out of `m0` (BSNs 1..m0), sets ordered by their smallest
// differing BSN ({1,3} before {1,4} before {3,4}). `set` starts as {1..m1}.
bool next_mdp_set(std::vector<int> &set, int m0);

} // namespace damka::pairing::dutch
