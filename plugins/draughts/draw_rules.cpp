#include "draw_rules.hpp"

#include <algorithm>
#include <functional>
#include <string>

namespace damka::draughts {
namespace {

using Holds = std::function<bool(const Material &)>;

// The first position of the longest run at the end of the game during which `holds` held.
size_t run_start(const GameRecord &r, const Holds &holds) {
    size_t k = r.positions.size();
    while (k > 0 && holds(r.positions[k - 1])) --k;
    return k;
}

// Moves played by `c` since position `start`.
int moves_by(const GameRecord &r, size_t start, Color c) {
    int n = 0;
    for (size_t i = start; i + 1 < r.positions.size(); ++i) n += r.positions[i].side == c;
    return n;
}

// Moves by each player (the smaller count) at the end of the game made only with kings,
// without moving a man and without a capture.
int king_moves_each(const GameRecord &r) {
    size_t k = r.king_move.size();
    while (k > 0 && r.king_move[k - 1]) --k;
    const size_t plies = r.king_move.size() - k;
    return static_cast<int>(plies / 2);
}

// The side with only a lone king, if exactly one side has just that.
int lone_king_side(const Material &m) {
    for (Color c : {Color::White, Color::Black})
        if (m.kings[index(c)] == 1 && m.men[index(c)] == 0 && m.pieces(opponent(c)) > 0) return index(c);
    return -1;
}

// A lone king against `lo`..`hi` pieces with at least one king.
bool lone_king_vs(const Material &m, int lo, int hi) {
    const int weak = lone_king_side(m);
    if (weak < 0) return false;
    const Color s = opponent(static_cast<Color>(weak));
    const int n = m.pieces(s);
    return n >= lo && n <= hi && m.kings[index(s)] >= 1;
}

std::string rule(const DrawRules &d, const std::string &name) { return std::string(d.body) + ": " + name; }

// Moves each since position `start`.
int moves_each(const GameRecord &r, size_t start) {
    return std::min(moves_by(r, start, Color::White), moves_by(r, start, Color::Black));
}

} // namespace

std::vector<sdk::Claim> draw_claims(const DrawRules &d, const GameRecord &r) {
    std::vector<sdk::Claim> out;
    if (r.positions.empty()) return out;
    const Material &now = r.positions.back();
    const auto add = [&](const std::string &name, std::string text) {
        out.push_back({rule(d, name), std::move(text)});
    };

    // Every body but the Frisian rules: the same position with the same player to move a third time.
    if (d.repetitions && r.repetitions >= d.repetitions)
        add("threefold repetition",
            "the same position with the same player to move has occurred " + std::to_string(r.repetitions) + " times");
    else if (d.repetitions && d.repetition_by_next_move && r.move_repeats_third_time)
        add("threefold repetition", "a legal move now would create the same position for the third time");

    if (d.kings_only_moves && king_moves_each(r) >= d.kings_only_moves)
        add(d.kings_only_name,
            std::to_string(king_moves_each(r)) +
                " moves each made only with kings, without moving a man or capturing (limit " +
                std::to_string(d.kings_only_moves) + ")");

    // Kings only against a lone king: the stronger side's moves since that balance arose.
    const auto kings_v_one = [&](int kings, int limit, const char *name, const char *who) {
        const auto holds = [kings](const Material &m) {
            const int w = lone_king_side(m);
            return w >= 0 && m.kings[1 - w] == kings && m.men[1 - w] == 0;
        };
        if (!limit || !holds(now)) return;
        const int n = moves_by(r, run_start(r, holds), opponent(static_cast<Color>(lone_king_side(now))));
        if (n >= limit)
            add(name,
                std::string(who) + " against a lone king have not taken it in " + std::to_string(n) + " moves (limit " +
                    std::to_string(limit) + ")");
    };
    kings_v_one(3, d.three_kings_v_one, "three kings against one", "three kings");
    kings_v_one(2, d.two_kings_v_one, "two kings against one", "two kings"); // Frisian art. 18

    // Frisian art. 21: one king each, and no capture at hand.
    if (d.king_v_king && now.men[0] == 0 && now.men[1] == 0 && now.kings[0] == 1 && now.kings[1] == 1 &&
        !r.capture_at_hand)
        add("one king each", "each side has one king and no capture is at hand");

    const int total = now.total();
    const int balance_limit = total >= 4 && total <= 5 ? d.balance_4_5 : total >= 6 && total <= 7 ? d.balance_6_7 : 0;
    if (balance_limit && now.kings[0] > 0 && now.kings[1] > 0) {
        const int each = moves_each(r, run_start(r, [&](const Material &m) {
                                        return m.men[0] == now.men[0] && m.men[1] == now.men[1] &&
                                            m.kings[0] == now.kings[0] && m.kings[1] == now.kings[1];
                                    }));
        if (each >= balance_limit)
            add("unchanged balance",
                "with " + std::to_string(total) +
                    " pieces and kings on both sides the balance of forces has not changed for " +
                    std::to_string(each) + " moves (limit " + std::to_string(balance_limit) + ")");
    }

    if (d.lone_king_v_3 && lone_king_vs(now, 3, 3)) {
        const int each = moves_each(r, run_start(r, [](const Material &m) { return lone_king_vs(m, 3, 3); }));
        if (each >= d.lone_king_v_3)
            add("16-move endgame",
                "three pieces with a king against a lone king: " + std::to_string(each) + " moves each played (limit " +
                    std::to_string(d.lone_king_v_3) + ")");
    }
    if (d.lone_king_v_2 && lone_king_vs(now, 1, 2)) {
        const int each = moves_each(r, run_start(r, [](const Material &m) { return lone_king_vs(m, 1, 2); }));
        if (each >= d.lone_king_v_2)
            add("5-move endgame",
                "two pieces or fewer with a king against a lone king: " + std::to_string(each) +
                    " moves each played (limit " + std::to_string(d.lone_king_v_2) + ")");
    }
    return out;
}

} // namespace damka::draughts
