#include "draw_rules.hpp"

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

struct Claims {
    std::vector<sdk::Claim> list;
    void add(const char *rule, std::string text) { list.push_back({rule, std::move(text)}); }
};

void repetition(const GameRecord &r, const char *rule, Claims &out) {
    if (r.repetitions >= 3)
        out.add(rule, "the same position with the same player to move has occurred " + std::to_string(r.repetitions) +
                          " times");
}

// Three kings against a lone king that the stronger side has not taken within `limit` of its
// own moves, counted from when that balance arose.
void three_kings_against_one(const GameRecord &r, int limit, const char *rule, Claims &out) {
    const auto three_kings = [](const Material &m) {
        const int w = lone_king_side(m);
        return w >= 0 && m.kings[1 - w] == 3 && m.men[1 - w] == 0;
    };
    const Material &now = r.positions.back();
    if (!three_kings(now)) return;
    const int n = moves_by(r, run_start(r, three_kings), opponent(static_cast<Color>(lone_king_side(now))));
    if (n >= limit)
        out.add(rule, "three kings against a lone king have not taken it in " + std::to_string(n) + " moves (limit " +
                          std::to_string(limit) + ")");
}

void russian(const GameRecord &r, Claims &out) {
    const Material &now = r.positions.back();
    repetition(r, "russian federation: threefold repetition", out);
    if (king_moves_each(r) >= 15)
        out.add("russian federation: 15 king moves",
                "for 15 moves both players have moved only kings, without moving a man or capturing");
    three_kings_against_one(r, 15, "russian federation: three kings against one", out);
    // Both sides have kings and the balance of forces has not changed (no capture, no man
    // crowned): 30 moves with 4-5 pieces, 60 with 6-7.
    if (now.kings[0] > 0 && now.kings[1] > 0 && now.total() >= 4 && now.total() <= 7) {
        const int limit = now.total() <= 5 ? 30 : 60;
        const size_t start = run_start(r, [&](const Material &m) {
            return m.men[0] == now.men[0] && m.men[1] == now.men[1] && m.kings[0] == now.kings[0] &&
                   m.kings[1] == now.kings[1];
        });
        const int each = std::min(moves_by(r, start, Color::White), moves_by(r, start, Color::Black));
        if (each >= limit)
            out.add("russian federation: unchanged balance",
                    "with " + std::to_string(now.total()) + " pieces and kings on both sides the balance of forces has not changed for " +
                        std::to_string(each) + " moves (limit " + std::to_string(limit) + ")");
    }
}

void fmjd(const GameRecord &r, Claims &out) {
    const Material &now = r.positions.back();
    repetition(r, "FMJD art. 6: threefold repetition", out);
    if (king_moves_each(r) >= 25)
        out.add("FMJD art. 6: 25 king moves",
                "for 25 moves each the players have moved only kings, without moving a man or capturing");
    // Three pieces with at least one king against a lone king: 16 moves each at most.
    if (lone_king_vs(now, 3, 3)) {
        const size_t start = run_start(r, [](const Material &m) { return lone_king_vs(m, 3, 3); });
        const int each = std::min(moves_by(r, start, Color::White), moves_by(r, start, Color::Black));
        if (each >= 16)
            out.add("FMJD art. 6: 16-move endgame",
                    "three pieces with a king against a lone king: " + std::to_string(each) + " moves each played (limit 16)");
    }
    // Two pieces or fewer with a king against a lone king: 5 moves each at most.
    if (lone_king_vs(now, 1, 2)) {
        const size_t start = run_start(r, [](const Material &m) { return lone_king_vs(m, 1, 2); });
        const int each = std::min(moves_by(r, start, Color::White), moves_by(r, start, Color::Black));
        if (each >= 5)
            out.add("FMJD art. 6: 5-move endgame",
                    "two pieces or fewer with a king against a lone king: " + std::to_string(each) +
                        " moves each played (limit 5)");
    }
}

// WCDF Rules of Draughts, section one (the drawn game): a player may show that his next move
// would create the same position for the third time; or that in each side's previous 40 moves
// no uncrowned man has advanced and no piece has been removed.
void wcdf(const GameRecord &r, Claims &out) {
    repetition(r, "WCDF: threefold repetition", out);
    if (r.move_repeats_third_time && r.repetitions < 3)
        out.add("WCDF: threefold repetition", "a legal move now would create the same position for the third time");
    const int each = king_moves_each(r);
    if (each >= 40)
        out.add("WCDF: forty-move rule",
                "40 moves each have been played without a capture or a man moving (" + std::to_string(each) + ")");
}

// APCA playing rules (as cited by the APCA pages and the Pool checkers literature): three kings
// against one king must win within 13 moves. The APCA text on repetition was not at hand; the
// threefold repetition claim common to every other code is offered as well (flagged in README).
void apca(const GameRecord &r, Claims &out) {
    repetition(r, "APCA: threefold repetition", out);
    three_kings_against_one(r, 13, "APCA: three kings against one", out);
}

} // namespace

std::vector<sdk::Claim> draw_claims(DrawCode code, const GameRecord &record) {
    Claims out;
    if (record.positions.empty()) return {};
    switch (code) {
    case DrawCode::RussianFederation: russian(record, out); break;
    case DrawCode::Fmjd: fmjd(record, out); break;
    case DrawCode::Wcdf: wcdf(record, out); break;
    case DrawCode::Apca: apca(record, out); break;
    }
    return out.list;
}

} // namespace damka::draughts
