// Knockout (olympic system) seeding, match colours and micro-matches.
#include "pairing.hpp"

#include <random>
#include <stdexcept>

namespace damka::pairing {

// Standard seeding: in a bracket of 2^k lines seed s meets seed 2^k+1-s in round 1, and the
// line order is built so that seeds 1 and 2 can meet only in the final, 1-4 only in the
// semi-finals, and so on: order(2m) replaces each x of order(m) by (x, 2m+1-x).
std::vector<Pair> knockout_first_round(int players) {
    if (players < 2) throw std::invalid_argument("a knockout needs at least 2 players");
    std::vector<int> order{1};
    while (static_cast<int>(order.size()) < players) {
        const int size = static_cast<int>(order.size()) * 2;
        std::vector<int> next;
        for (int x : order) {
            next.push_back(x);
            next.push_back(size + 1 - x);
        }
        order = std::move(next);
    }
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < order.size(); i += 2) {
        auto seed = [&](int s) { return s <= players ? s : 0; }; // beyond n: a bye
        pairs.push_back({seed(order[i]), seed(order[i + 1])});
    }
    return pairs;
}

std::vector<Pair> knockout_next_round(const std::vector<int> &winners) {
    if (winners.size() < 2 || winners.size() % 2)
        throw std::invalid_argument("a knockout round needs an even number (at least 2) of bracket lines");
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < winners.size(); i += 2) pairs.push_back({winners[i], winners[i + 1]});
    return pairs;
}

// Colours alternate game by game within a match.
Pair match_game_colours(Pair first, int game) { return game % 2 ? Pair{first.black, first.white} : first; }

// Each micro-match draws one opening by lot, used for both of its games; openings the
// variant refuses are struck from the list before the draw.
std::optional<std::vector<MicroMatch>> draw_micro_matches(const std::vector<Pair> &pairs, const OpeningDraw &draw,
                                                          const OpeningCheck &is_legal) {
    std::vector<std::string> legal;
    for (const std::string &o : draw.openings)
        if (!is_legal || is_legal(o)) legal.push_back(o);
    if (legal.empty()) return std::nullopt;
    std::mt19937_64 rng(draw.seed);
    std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
    std::vector<MicroMatch> out;
    for (const Pair &p : pairs) out.push_back({p, match_game_colours(p, 1), legal[pick(rng)]});
    return out;
}

} // namespace damka::pairing
