#include "touch_move.hpp"

#include <algorithm>

namespace damka::arbiter {

namespace {

// The consequence of touching `square`: own piece (one the mover moves) -> its moves (4.3),
// enemy piece -> the moves taking it (4.4). Empty when the touch has no consequence.
std::optional<TouchObligation> consequence(const std::vector<MoveRecord> &legal, const BoardView &board, int mover,
                                           int square, const Rulebook &book, std::vector<std::string> &notes) {
    const int owner = board.owner(square);
    TouchObligation ob;
    ob.square = square;
    if (owner < 0) {
        notes.push_back(book(Rule::TouchOwn) + ": " + board.name(square) + " is empty; touching it has no consequence");
        return std::nullopt;
    }
    // "Own" is a piece the mover moves: his colour, or whatever a legal move starts from (in
    // Multiphase's connection phases a player moves the other colour's pieces).
    ob.own = owner == mover ||
        std::any_of(legal.begin(), legal.end(), [&](const MoveRecord &m) { return m.from == square; });
    ob.rule = ob.own ? Rule::TouchOwn : Rule::TouchEnemy;
    for (const MoveRecord &m : legal) {
        const bool fits =
            ob.own ? m.from == square : std::find(m.captured.begin(), m.captured.end(), square) != m.captured.end();
        if (fits) ob.moves.push_back(m);
    }
    if (ob.moves.empty()) {
        notes.push_back(book(ob.rule) + ": the piece on " + board.name(square) +
                        (ob.own ? " has no legal move" : " cannot be taken") + "; touching it has no consequence");
        return std::nullopt;
    }
    return ob;
}

} // namespace

std::optional<TouchObligation> touch_obligation_with(const Game &before, int mover, const std::vector<Event> &events,
                                                     const std::vector<size_t> &touches, int lifted,
                                                     const Rulebook &book, std::vector<std::string> &notes) {
    Expected<BoardView> board = read_board(before.board_json());
    if (!board) {
        notes.push_back(board.error());
        return std::nullopt;
    }
    const std::vector<MoveRecord> legal = before.legal_moves();
    for (size_t t : touches) {
        const Event &e = events[t];
        if (e.adjusting) {
            notes.push_back(book(Rule::Adjusting) + ": " + e.square +
                            " was touched after \"adjusting\"; no obligation");
            continue;
        }
        Expected<int> sq = board->square(e.square);
        if (!sq) {
            notes.push_back("touch " + std::to_string(t + 1) + ": " + sq.error());
            continue;
        }
        if (auto ob = consequence(legal, *board, mover, *sq, book, notes)) {
            ob->touch_event = t;
            return ob;
        }
    }
    const bool lifted_was_touched = std::any_of(touches.begin(), touches.end(), [&](size_t t) {
        const Expected<int> sq = board->square(events[t].square);
        return sq && *sq == lifted && !events[t].adjusting;
    });
    if (lifted >= 0 && !lifted_was_touched)
        if (auto ob = consequence(legal, *board, mover, lifted, book, notes)) {
            ob->touch_event = events.size();
            return ob;
        }
    return std::nullopt;
}

std::optional<TouchObligation> touch_obligation(const Game &before, int mover, const std::vector<Event> &events,
                                                const std::vector<size_t> &touches, const Rulebook &book,
                                                std::vector<std::string> &notes) {
    return touch_obligation_with(before, mover, events, touches, -1, book, notes);
}

} // namespace damka::arbiter
