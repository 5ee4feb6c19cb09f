#include "corrections.hpp"

#include <algorithm>

namespace damka::arbiter {

namespace {

std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

bool is_subset(const std::vector<int> &small, const std::vector<int> &big) {
    const std::vector<int> a = sorted(small), b = sorted(big);
    return std::includes(b.begin(), b.end(), a.begin(), a.end());
}

// The played path is the start of a longer legal capture: every stated landing is the
// legal move's, the end square is one of its later landings, and the pieces taken so far
// are those the legal move takes first (adiukh 8.3 "took not all the pieces").
} // namespace

bool starts_capture(const BoardChange &c, const MoveRecord &m) {
    if (!m.is_capture() || m.from != c.from || m.path.size() < 3) return false;
    const std::vector<int> played = c.path();
    size_t end = 0; // index of c.to in m.path
    if (c.via.empty()) {
        const auto it = std::find(m.path.begin() + 1, m.path.end() - 1, c.to);
        if (it == m.path.end() - 1) return false;
        end = size_t(it - m.path.begin());
    } else {
        if (played.size() >= m.path.size() || !std::equal(played.begin(), played.end(), m.path.begin())) return false;
        end = played.size() - 1;
    }
    if (c.taken &&
        !(sorted(*c.taken) ==
          sorted({m.captured.begin(), m.captured.begin() + long(std::min(end, m.captured.size()))})))
        return false;
    return true;
}

Offence classify_irregular_move(const Replay &r, const ReplayedMove &m) {
    const std::string who = r.side_name(m.side);
    if (!m.in_turn) {
        const auto prev =
            std::find_if(r.moves.rbegin(), r.moves.rend(), [&](const ReplayedMove &x) { return x.event < m.event; });
        if (prev != r.moves.rend() && prev->side == m.side)
            return {"two-moves-in-a-row", who + " moved twice in a row"};
        return {"illegal-move", who + " moved out of turn"};
    }
    if (!m.before || !m.change) return {"illegal-move", who + "'s move is not legal: " + m.refusal};
    Expected<BoardView> board = read_board(m.before->board_json());
    if (!board) return {"illegal-move", board.error()};
    const BoardChange &c = *m.change;
    const std::vector<MoveRecord> legal = m.before->legal_moves();
    const int owner = board->owner(c.from);
    if (owner < 0) return {"illegal-move", who + " moved from " + board->name(c.from) + ", where no piece stands"};
    if (owner != m.side)
        return {"moved-opponent-piece", who + " moved " + r.side_name(owner) + "'s piece on " + board->name(c.from)};
    if (c.stack && *c.stack < board->stack_size(c.from) &&
        std::none_of(legal.begin(), legal.end(),
                     [&](const MoveRecord &x) { return x.from == c.from && (x.flags & DAMKA_MOVE_TRANSFER); }))
        return {"part-of-tower",
                who + " moved " + std::to_string(*c.stack) + " of the " + std::to_string(board->stack_size(c.from)) +
                    " checkers of the tower on " + board->name(c.from)};
    if (c.taken)
        for (int s : *c.taken)
            if (board->owner(s) == m.side) return {"own-piece-taken", who + " took his own piece on " + board->name(s)};
    const bool capture_due =
        std::any_of(legal.begin(), legal.end(), [](const MoveRecord &x) { return x.is_capture(); });
    for (const MoveRecord &x : legal)
        if (starts_capture(c, x))
            return {"capture-incomplete",
                    who + " stopped the capture on " + board->name(c.to) + "; it goes on to " + board->name(x.to) +
                        " (" + x.notation + ")"};
    if (capture_due && c.taken && c.taken->empty())
        return {"quiet-move-instead-of-capture", who + " made a quiet move although a capture was compulsory"};
    if (c.taken && !c.taken->empty())
        for (const MoveRecord &x : legal) {
            if (!x.is_capture() || x.from != c.from) continue;
            if (c.taken->size() < x.captured.size() && is_subset(*c.taken, x.captured))
                return {"took-too-few",
                        who + " took " + std::to_string(c.taken->size()) + " of the " +
                            std::to_string(x.captured.size()) + " pieces due (" + x.notation + ")"};
            if (c.taken->size() > x.captured.size() && is_subset(x.captured, *c.taken))
                return {"took-too-many",
                        who + " took " + std::to_string(c.taken->size()) + " pieces where " +
                            std::to_string(x.captured.size()) + " are due (" + x.notation + ")"};
        }
    return {"illegal-move", who + "'s move is not legal: " + m.refusal};
}

} // namespace damka::arbiter
