// The position after a move: lifting the top part, standing on a tower (turning a captured
// promoted Ратник back), en passant, castling's Ратоборец, promotion.
#include "move_generator.hpp"

namespace damka::tavreli {
namespace {

// Whether the moved-flag is kept for `piece` (board.hpp): the others never need it.
bool tracks_moves(const Piece &piece) {
    return piece.kind == Kind::Volkhv || piece.kind == Kind::Ratoborets ||
        (piece.kind == Kind::Ratnik && !piece.promoted);
}

} // namespace

Position apply(const Position &p, const TavreliMove &m, bool *promoted) {
    Position next = p;
    const int side = p.side_to_move;
    next.en_passant = -1;
    Tower &origin = next.at(m.from);
    Tower moving(origin.end() - m.count, origin.end());
    origin.resize(origin.size() - size_t(m.count));
    for (Piece &piece : moving) piece.moved = tracks_moves(piece);
    if (m.special == Special::EnPassant) { // the enemy Ратник comes back to the square it passed
        next.at(m.to) = std::move(next.at(m.taken));
        next.at(m.taken).clear();
    }
    Tower &target = next.at(m.to);
    // tavreli seed 2 "При захвате превращенного ратника он опять становится обычным ратником" — the
    // enemy top piece stood on is the one captured.
    if (!target.empty() && target.back().side != side && target.back().promoted) {
        target.back().promoted = false;
        target.back().moved = true;
    }
    target.insert(target.end(), moving.begin(), moving.end());
    if (m.special == Special::DoubleStep && p.at(m.to).empty()) next.en_passant = m.to - forward(side);
    int corner = -1;
    if (m.special == Special::CastleShort || m.special == Special::CastleLong) {
        const bool short_side = m.special == Special::CastleShort;
        corner = short_side ? m.from + 3 : m.from - 4;
        const int rook_to = short_side ? m.from + 1 : m.from - 1;
        Piece rook = next.at(corner).back();
        next.at(corner).pop_back();
        rook.moved = true;
        next.at(rook_to).push_back(rook);
    }
    // tavreli seed 2 "Ратник, дошедший до последней горизонтали, ... превращается ... только если он на
    // верху башни. Иначе ... после спрыгивания верхних таврелей. Превращение наступает на том
    // ходе, на котором ратник был освобожден" — the tops of the towers the move uncovered or built.
    for (int sq : {m.from, m.to, corner}) {
        if (sq < 0) continue;
        Tower &t = next.at(sq);
        if (t.empty()) continue;
        Piece &top = t.back();
        if (top.kind == Kind::Ratnik && !top.promoted && rank_of(sq) == last_rank(top.side)) {
            top.promoted = true;
            top.moved = false;
            if (promoted) *promoted = true;
        }
    }
    next.side_to_move = 1 - side;
    return next;
}

} // namespace damka::tavreli
