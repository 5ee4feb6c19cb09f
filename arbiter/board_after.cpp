#include "board_after.hpp"

#include <optional>

namespace damka::arbiter {

namespace {
// Whose turn follows a move from `before`, as the plugin gives it after each legal move; none
// when they disagree, since in some games the same side moves again after some moves
// (multiphase: the extra move, a phase's first move; gamma: a removal).
std::optional<int> side_after(const Game &before) {
    std::optional<int> side;
    for (const MoveRecord &m : before.legal_moves()) {
        Game probe = before.clone();
        if (!probe.play(m.notation)) return std::nullopt;
        if (side && *side != probe.side_to_move()) return std::nullopt;
        side = probe.side_to_move();
    }
    return side;
}
} // namespace

Expected<Game> board_after(const Variant &variant, const Game &before, const BoardChange &change) {
    if (!change.taken) return Error{"the pieces taken are not stated (\"from .. to .. took ..\")"};
    Expected<BoardView> board = read_board(before.board_json());
    if (!board) return Error{board.error()};
    std::map<int, std::vector<PieceView>> pieces = board->pieces;
    std::vector<PieceView> &origin = pieces[change.from];
    if (origin.empty()) return Error{"no piece stands on " + board->name(change.from)};
    // The lifted pieces: the stated number from the top of the stack, or the whole stack.
    const size_t lifted = change.stack ? size_t(std::max(0, *change.stack)) : origin.size();
    if (lifted == 0 || lifted > origin.size())
        return Error{"the stated stack does not fit " + board->name(change.from)};
    std::vector<PieceView> moving(origin.end() - long(lifted), origin.end());
    origin.resize(origin.size() - lifted);
    for (int s : *change.taken) {
        std::vector<PieceView> &stack = pieces[s];
        if (stack.empty()) return Error{"no piece stood on " + board->name(s) + " to be taken"};
        stack.pop_back();
    }
    std::vector<PieceView> &target = pieces[change.to];
    target.insert(target.end(), moving.begin(), moving.end());
    std::vector<Variant::PlacedPiece> placed;
    for (const auto &[square, stack] : pieces)
        for (const PieceView &p : stack) placed.push_back({square, p.side, p.label});
    const std::optional<int> next = side_after(before);
    if (!next) return Error{"the variant's moves do not say whose turn follows this position"};
    return variant.from_pieces(placed, *next);
}

} // namespace damka::arbiter
