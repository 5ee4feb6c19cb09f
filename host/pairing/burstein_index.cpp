// C.04.4.2 1.6-1.8 and 4.3: the seeding-round count, the Opposition Evaluation Index and the
// orders that rank a bracket and its candidate pairings.
//
// Readings where the text is silent (also in host/pairing/README.md):
// - 1.7.2 "a series of consecutive zero-point-byes up to the current round": the rounds at the
//   end of the player's history that are zero-point byes (absences, requested zero-point byes,
//   rounds after a withdrawal); they count as draws only in the Index of the player's
//   opponents, never in his own.
// - A forfeit (won or lost) is an unplayed round: a game against oneself scoring its points.
#include "burstein.hpp"

#include <algorithm>

namespace damka::pairing::burstein {

int seeding_rounds(int total_rounds) { return std::min(total_rounds / 2, 4); }

Expected<std::map<int, Index>> opposition_index(const std::vector<Player> &players, Points draw) {
    // The score an opponent contributes: his current score (acceleration is a separate field,
    // so it never enters), plus a draw for each zero-point bye of a run reaching the present.
    std::map<int, long long> seen_score;
    for (const Player &p : players) {
        long long s = p.score;
        for (auto r = p.rounds.rbegin(); r != p.rounds.rend() && r->kind == RoundKind::ZeroPointBye; ++r) s += draw;
        seen_score[p.start] = s;
    }
    std::map<int, Index> out;
    for (const Player &p : players) {
        Index ix;
        for (std::size_t r = 0; r < p.rounds.size(); ++r) {
            const PastRound &pr = p.rounds[r];
            long long opp = p.score; // 1.7.2: an unplayed round is a game against oneself
            if (pr.kind == RoundKind::Played) {
                const auto it = seen_score.find(pr.opponent);
                if (it == seen_score.end())
                    return Error{DAMKA_TR("Pairing", "player %1 played player %2, who is not in the tournament")
                                     .arg(p.start)
                                     .arg(pr.opponent)};
                opp = it->second;
            }
            ix.buchholz += opp; // 1.7.1.1
            ix.sonneborn_berger += opp * pr.points; // 1.7.1.2
        }
        out[p.start] = ix;
    }
    return out;
}

bool ranks_above(const Index &a, int tpn_a, const Index &b, int tpn_b) {
    if (a.buchholz != b.buchholz) return a.buchholz > b.buchholz;
    if (a.sonneborn_berger != b.sonneborn_berger) return a.sonneborn_berger > b.sonneborn_berger;
    return tpn_a < tpn_b;
}

bool precedes(const std::vector<int> &a, const std::vector<int> &b) {
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i]) return a[i] > b[i];
    return false;
}

} // namespace damka::pairing::burstein
