#include "turkish_game.hpp"

#include "fen.hpp"
#include "notation.hpp"
#include "perft.hpp"

#include <algorithm>

namespace damka::turkish {
namespace {

const char *colour_name(int side) { return side == kWhite ? "White" : "Black"; }

// Draw rules: no federation text was found (plugins/turkish/README.md "Draws"). The two claims follow the
// compiled rules of kish (Sanavesa/kish RULES.md 9.2 and 9.3), which agree with
// alemanni.pagesperso-orange.fr/turkish.html (repetition), pydraughts draughts/core/game.py
// (one piece each, men or kings) and renklinot.com (one piece each: the player to move may
// declare a draw). The rule text says where each comes from and that it is not a federation's.
constexpr const char *kRepetitionRule = "kish RULES.md 9.2 (no federation text): threefold repetition";
constexpr const char *kOnePieceRule = "kish RULES.md 9.3, pydraughts (no federation text): one piece each";

} // namespace

std::unique_ptr<sdk::Game> TurkishGame::create(std::string_view setup) {
    return std::make_unique<TurkishGame>(setup.empty() ? start_position() : parse_fen(setup));
}

std::unique_ptr<sdk::Game> TurkishGame::from_pieces(const std::vector<sdk::PlacedPiece> &pieces, int side_to_move) {
    if (side_to_move != 0 && side_to_move != 1)
        sdk::invalid("the side to move is 0 or 1, not " + std::to_string(side_to_move));
    Position p;
    p.side = side_to_move;
    for (const sdk::PlacedPiece &piece : pieces) {
        if (piece.square < 0 || piece.square >= kSquares)
            sdk::invalid("board index " + std::to_string(piece.square) + " is not a square of the 8x8 board");
        const std::string at = square_name(piece.square);
        if (p.occupied() & one(piece.square)) sdk::invalid("two pieces on " + at);
        if (piece.label != "man" && piece.label != "king")
            sdk::invalid("no piece " + quoted(piece.label) + " in Turkish draughts (on " + at + "): man or king");
        if (piece.side != 0 && piece.side != 1)
            sdk::invalid("the piece on " + at + " has side " + std::to_string(piece.side) + ", not 0 or 1");
        p.pieces[piece.side] |= one(piece.square);
        if (piece.label == "king") p.kings |= one(piece.square);
    }
    check_position(p);
    return std::make_unique<TurkishGame>(p);
}

std::string TurkishGame::position() const { return format_fen(pos_); }

const MoveList &TurkishGame::moves() const {
    return moves_.get([&] {
        MoveList list;
        generate(pos_, list);
        return list;
    });
}

sdk::Move TurkishGame::record(const Move &m) {
    sdk::Move r;
    r.notation = format_move(m);
    r.from = m.from;
    r.to = m.to;
    for (int sq : path_of(m)) r.path.push_back(sq);
    for (int sq : captured_of(m)) r.captured.push_back(sq);
    r.flags = (m.count ? uint32_t{DAMKA_MOVE_CAPTURE} : 0u) | (m.promotes ? uint32_t{DAMKA_MOVE_PROMOTION} : 0u);
    return r;
}

std::vector<sdk::Move> TurkishGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const Move &m : moves()) out.push_back(record(m));
    return out;
}

sdk::Move TurkishGame::play(std::string_view text) {
    const MoveList &legal = moves();
    if (legal.empty()) sdk::illegal("the game is over: " + status().why);
    const Move m = legal[match_move(text, legal)];
    pos_ = make_move(pos_, m);
    moves_.forget();
    history_.add(pos_, m.count > 0);
    return record(m);
}

sdk::Status TurkishGame::status() const {
    if (!moves().empty()) return {};
    // plugins/turkish/README.md "Win", kish RULES.md 8: the player who has no pieces left or cannot move loses.
    const int s = pos_.side;
    const std::string why = std::string(colour_name(s)) +
        (pos_.pieces[s] ? " has no legal move (all pieces blocked)" : " has no pieces left");
    return sdk::Status::win(1 - s, why);
}

std::string TurkishGame::board_json() const {
    std::vector<sdk::BoardSquare> squares;
    for (int sq = 0; sq < kSquares; ++sq) {
        sdk::BoardSquare b{sq, square_name(sq), {}};
        for (int side : {kWhite, kBlack})
            if (pos_.pieces[side] & one(sq)) {
                const char *kind = (pos_.kings & one(sq)) ? "king" : "man";
                b.pieces.push_back({side, kind, kind});
            }
        squares.push_back(std::move(b));
    }
    // plugins/turkish/README.md: all 64 squares are played on and the board is traditionally of one colour:
    // every cell light ('l'), none dark. Men plain discs, kings crowned; no regions, no trays.
    sdk::BoardDrawing drawing;
    drawing.cells = sdk::make_cells(kSize, kSize, [](int, int) { return 'l'; });
    return sdk::board_json(kSize, kSize, pos_.side, squares, drawing);
}

std::vector<sdk::Claim> TurkishGame::draw_claims() const {
    std::vector<sdk::Claim> claims;
    if (moves().empty()) return claims; // the game is over on the board
    const std::vector<Position> &seen = history_.positions();
    const auto times = std::count(seen.begin(), seen.end(), pos_);
    if (times >= 3)
        claims.push_back(
            {kRepetitionRule,
             "the same position with the same player to move has occurred " + std::to_string(times) + " times"});
    if (popcount(pos_.pieces[kWhite]) == 1 && popcount(pos_.pieces[kBlack]) == 1)
        claims.push_back({kOnePieceRule, "each side has a single piece left"});
    return claims;
}

uint64_t TurkishGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    const bool keep = flags & DAMKA_PERFT_KEEP_DUPLICATES;
    Perft perft(keep);
    if (!divide) return perft.run(pos_, int(depth));
    if (depth == 0) return 1;
    // Divide: each root move's subtotal under its canonical notation; without keep-duplicates
    // only the first path of captures with equal origin, destination and captured set counts.
    MoveList root = moves();
    if (!keep) Perft::drop_duplicates(root);
    uint64_t total = 0;
    for (const Move &m : root) {
        const uint64_t n = perft.run(make_move(pos_, m), int(depth) - 1);
        (*divide)(format_move(m), n);
        total += n;
    }
    return total;
}

} // namespace damka::turkish
