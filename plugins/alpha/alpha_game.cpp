#include "alpha_game.hpp"

#include "damka/sdk_claims.hpp"

#include "game_end.hpp"
#include "notation.hpp"
#include "position_record.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::alpha {
namespace {

const char *const kName[2] = {"White", "Black"};

sdk::Move record(const Position &p, const AlphaMove &m) {
    sdk::Move r;
    r.notation = move_notation(p, m);
    r.from = m.from;
    r.to = m.to;
    r.path = m.path;
    r.flags = m.flags;
    return r;
}

uint64_t count_leaves(const Position &p, uint32_t depth, uint32_t flags, const sdk::Divide *divide) {
    if (depth == 0) return 1;
    if (material_status(p).outcome != DAMKA_ONGOING) return 0;
    std::set<std::tuple<int, int>> seen;
    uint64_t total = 0;
    for (const AlphaMove &m : generate_moves(p)) {
        // plugin-api convention: moves with the same origin and destination (no captures in
        // Alpha) count once unless DAMKA_PERFT_KEEP_DUPLICATES.
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES) && !seen.emplace(m.from, m.to).second) continue;
        const uint64_t n = depth == 1 ? 1 : count_leaves(apply(p, m), depth - 1, flags, nullptr);
        if (divide) (*divide)(move_notation(p, m), n);
        total += n;
    }
    return total;
}

} // namespace

AlphaGame::AlphaGame(Position position) : position_(position), history_(position) {}

std::unique_ptr<sdk::Game> AlphaGame::create(std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    return std::make_unique<AlphaGame>(start ? start_position() : parse_position(setup));
}

std::string AlphaGame::position() const { return format_position(position_); }

const std::vector<AlphaMove> &AlphaGame::moves() const {
    return moves_.get([&] {
        return material_status(position_).outcome == DAMKA_ONGOING ? generate_moves(position_)
                                                                   : std::vector<AlphaMove>{};
    });
}

std::vector<sdk::Move> AlphaGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const AlphaMove &m : moves()) out.push_back(record(position_, m));
    return out;
}

sdk::Move AlphaGame::play(std::string_view notation) {
    if (const sdk::Status s = status(); s.outcome != DAMKA_ONGOING) sdk::illegal("the game is over: " + s.why);
    const AlphaMove &m = find_move(position_, moves(), notation);
    const sdk::Move played = record(position_, m);
    position_ = apply(position_, m);
    moves_.forget(); // `m` pointed into the old list: used up above
    history_.add(position_);
    return played;
}

sdk::Status AlphaGame::status() const {
    if (sdk::Status s = material_status(position_); s.outcome != DAMKA_ONGOING) return s;
    if (moves().empty()) return sdk::Status::draw("neither side can move (Alpha decision: a draw)");
    return {};
}

std::vector<sdk::Claim> AlphaGame::draw_claims() const {
    // Decisions (README "Draws"): the seed gives no draw rule for the Alpha game.
    std::vector<sdk::Claim> claims;
    if (status().outcome != DAMKA_ONGOING) return claims;
    const std::string rule = "alpha decision: ";
    sdk::claims::add_repetition(claims, history_.positions(), rule, "stacks, reserves, side to move");
    sdk::claims::add_length_limit(claims, history_.plies(), kLengthLimitPlies, rule);
    return claims;
}

std::string AlphaGame::board_json() const {
    // The plugin-api board description plus "reserves" (0 or 1 reserve piece per side) and
    // "off" (pieces each side has taken off the board: 16 less those on the board and in reserve).
    sdk::Json j;
    j.open_object();
    j.key("width").value(kSize);
    j.key("height").value(kSize);
    j.key("side_to_move").value(position_.side_to_move);
    j.key("phase").value(std::string(kName[position_.side_to_move]) + " to move; reserve White " +
                         std::to_string(position_.reserve[0]) + ", Black " + std::to_string(position_.reserve[1]));
    int off[2];
    for (int side = 0; side < 2; ++side)
        off[side] = std::max(0, kPiecesPerSide - position_.on_board(side) - position_.reserve[size_t(side)]);
    j.key("reserves").open_array().value(position_.reserve[0]).value(position_.reserve[1]).close_array();
    j.key("off").open_array().value(off[0]).value(off[1]).close_array();
    // Drawing keys (README "Board description"): chequered with a1 dark (the seed gives no
    // colours); each side's tray holds its reserve piece (alpha seed 5 "Запасная шашка") and
    // the pieces it has taken off across the far edge.
    sdk::BoardDrawing drawing;
    drawing.cells = sdk::chequered_cells(kSize, kSize);
    for (int side = 0; side < 2; ++side) {
        if (position_.reserve[size_t(side)] > 0)
            drawing.trays.push_back({side, "reserve", {{{side, "piece", "man"}, position_.reserve[size_t(side)]}}});
        if (off[side] > 0) drawing.trays.push_back({side, "off", {{{side, "piece", "man"}, off[side]}}});
    }
    sdk::write_drawing_keys(j, drawing);
    j.key("squares").open_array();
    for (int sq = 0; sq < kSquares; ++sq) {
        j.open_object();
        j.key("index").value(sq);
        j.key("name").value(square_name(sq));
        j.key("pieces").open_array();
        const Stack &s = position_.squares[size_t(sq)];
        for (int i = 0; i < s.height; ++i) {
            j.open_object();
            sdk::write_piece_keys(j, {s.side, "piece", "man"});
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}

uint64_t AlphaGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    return count_leaves(position_, depth, flags, divide);
}

} // namespace damka::alpha
