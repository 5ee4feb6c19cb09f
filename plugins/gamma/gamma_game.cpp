#include "gamma_game.hpp"

#include "damka/sdk_claims.hpp"

#include "game_end.hpp"
#include "notation.hpp"
#include "position_record.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::gamma {
namespace {

const char *const kName[2] = {"White", "Black"};

sdk::Move record(const Position &p, const GammaMove &m) {
    sdk::Move r;
    r.notation = move_notation(p, m);
    r.from = m.from;
    r.to = m.to;
    r.path = m.path;
    r.flags = m.flags;
    if (m.flags & DAMKA_MOVE_CAPTURE) r.captured = {m.to};
    return r;
}

// A piece as a diagram draws it: a plain disc with its points (gamma seed 6 "Сила шашки
// обозначается точками на верхней стороне шашки") written on.
sdk::BoardPiece drawn(int side, int strength) {
    const std::string points = std::to_string(strength);
    return {side, points, "man", points};
}

// Pieces of `side` per strength, `pool`'s counts, as tray pieces strongest first.
std::vector<sdk::TrayPiece> tray_pieces(int side, const Counts &pool) {
    std::vector<sdk::TrayPiece> pieces;
    for (int k = kMaxStrength; k >= 1; --k)
        if (pool[size_t(k)] > 0) pieces.push_back({drawn(side, k), pool[size_t(k)]});
    return pieces;
}

// The drawing keys (README "Board description"): white squares and the ten black obstacles
// (gamma seed 6 "На доске есть белые поля, это основные, десять черных играют роль преград"),
// each side's life squares, and beside the board each side's hand (pieces still to place),
// reserve (own pieces taken off, "забираются в запас") and the other colour's pieces it took
// out of play ("Срубленные шашки противника выбывают из игры": the set less what is still in
// the game).
sdk::BoardDrawing drawing(const Position &p) {
    sdk::BoardDrawing d;
    d.cells = sdk::make_cells(kWidth, kHeight, [](int x, int y) { return is_obstacle(square_of(x, y)) ? 'x' : 'l'; });
    for (int side = 0; side < 2; ++side) {
        sdk::BoardRegion life{"life", side, {}};
        for (int sq = 0; sq < kSquares; ++sq)
            if (is_life_square(sq, side)) life.squares.push_back(square_name(sq));
        d.regions.push_back(std::move(life));
    }
    for (int side = 0; side < 2; ++side) {
        Counts taken = kPieceSet; // of the other colour
        const int other = 1 - side;
        for (int k = 1; k <= kMaxStrength; ++k)
            taken[size_t(k)] -= p.hand[size_t(other)][size_t(k)] + p.reserve[size_t(other)][size_t(k)];
        for (const Stack &stack : p.squares)
            for (const Piece &piece : stack)
                if (piece.side == other) --taken[size_t(piece.strength)];
        for (int &n : taken) n = std::max(0, n);
        if (!p.hand_empty(side)) d.trays.push_back({side, "hand", tray_pieces(side, p.hand[size_t(side)])});
        if (!p.reserve_empty(side)) d.trays.push_back({side, "reserve", tray_pieces(side, p.reserve[size_t(side)])});
        if (!Position::empty(taken)) d.trays.push_back({side, "captured", tray_pieces(other, taken)});
    }
    return d;
}

// Decision (README "End"): a player with no legal move loses — the seed has no pass in Gamma.
sdk::Status status_of(const Position &p, bool no_moves) {
    if (sdk::Status s = board_status(p); s.outcome != DAMKA_ONGOING) return s;
    if (no_moves) {
        const int side = p.side_to_move;
        return sdk::Status::win(1 - side, std::string(kName[side]) + " has no legal move (Gamma decision: a loss)");
    }
    return {};
}

uint64_t count_leaves(const Position &p, uint32_t depth, uint32_t flags, const sdk::Divide *divide) {
    if (depth == 0) return 1;
    if (board_status(p).outcome != DAMKA_ONGOING) return 0;
    std::set<std::tuple<int, int, bool>> seen;
    uint64_t total = 0;
    for (const GammaMove &m : generate_moves(p)) {
        // plugin-api convention: same origin, destination and captured squares count once.
        const bool captures = m.flags & DAMKA_MOVE_CAPTURE;
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES) && !seen.emplace(m.from, m.to, captures).second) continue;
        const uint64_t n = depth == 1 ? 1 : count_leaves(apply(p, m), depth - 1, flags, nullptr);
        if (divide) (*divide)(move_notation(p, m), n);
        total += n;
    }
    return total;
}

} // namespace

GammaGame::GammaGame(Position position) : position_(std::move(position)), history_(position_) {}

std::unique_ptr<sdk::Game> GammaGame::create(std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    return std::make_unique<GammaGame>(start ? start_position() : parse_position(setup));
}

std::string GammaGame::position() const { return format_position(position_); }

const std::vector<GammaMove> &GammaGame::moves() const {
    return moves_.get([&] {
        return board_status(position_).outcome == DAMKA_ONGOING ? generate_moves(position_) : std::vector<GammaMove>{};
    });
}

std::vector<sdk::Move> GammaGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const GammaMove &m : moves()) out.push_back(record(position_, m));
    return out;
}

sdk::Move GammaGame::play(std::string_view notation) {
    if (const sdk::Status s = status(); s.outcome != DAMKA_ONGOING) sdk::illegal("the game is over: " + s.why);
    const GammaMove &m = find_move(position_, moves(), notation);
    const sdk::Move played = record(position_, m);
    position_ = apply(position_, m);
    moves_.forget(); // `m` pointed into the old list: used up above
    history_.add(position_);
    return played;
}

sdk::Status GammaGame::status() const { return status_of(position_, moves().empty()); }

std::vector<sdk::Claim> GammaGame::draw_claims() const {
    // Decisions (README "Draws"): the seed gives no draw rule for the Gamma game.
    std::vector<sdk::Claim> claims;
    if (status().outcome != DAMKA_ONGOING) return claims;
    const std::string rule = "gamma decision: ";
    sdk::claims::add_repetition(claims, history_.positions(), rule, "stacks, hands, reserves, side to move");
    sdk::claims::add_length_limit(claims, history_.plies(), kLengthLimitPlies, rule);
    return claims;
}

std::string GammaGame::board_json() const {
    // The plugin-api board description (the 100 squares that are not obstacles; pieces bottom
    // to top, labelled by their points "1".."5") plus "obstacles" (square names), "life"
    // (square names per side), "hands" and "reserves" (pieces per side, as points digits).
    sdk::Json j;
    j.open_object();
    j.key("width").value(kWidth);
    j.key("height").value(kHeight);
    j.key("side_to_move").value(position_.side_to_move);
    const int mover = position_.side_to_move;
    j.key("phase").value(std::string(kName[mover]) + " to " +
                         (!position_.hand_empty(mover)  ? "place a piece"
                              : putting_back(position_) ? "put back a piece taken off (not a move)"
                                                        : "move"));
    j.key("obstacles").open_array();
    for (int sq = 0; sq < kSquares; ++sq)
        if (is_obstacle(sq)) j.value(square_name(sq));
    j.close_array();
    j.key("life").open_array();
    for (int side = 0; side < 2; ++side) {
        j.open_array();
        for (int sq = 0; sq < kSquares; ++sq)
            if (is_life_square(sq, side)) j.value(square_name(sq));
        j.close_array();
    }
    j.close_array();
    for (const char *key : {"hands", "reserves"}) {
        const auto &pools = std::string(key) == "hands" ? position_.hand : position_.reserve;
        j.key(key).open_array();
        for (int side = 0; side < 2; ++side) j.value(pool_digits(pools[size_t(side)]));
        j.close_array();
    }
    sdk::write_drawing_keys(j, drawing(position_));
    j.key("squares").open_array();
    for (int sq = 0; sq < kSquares; ++sq) {
        if (is_obstacle(sq)) continue;
        j.open_object();
        j.key("index").value(sq);
        j.key("name").value(square_name(sq));
        j.key("pieces").open_array();
        for (const Piece &piece : position_.squares[size_t(sq)]) {
            j.open_object();
            sdk::write_piece_keys(j, drawn(piece.side, piece.strength));
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}

uint64_t GammaGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    return count_leaves(position_, depth, flags, divide);
}

} // namespace damka::gamma
