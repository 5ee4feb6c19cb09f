#include "focus_game.hpp"

#include "damka/sdk_claims.hpp"

#include "game_end.hpp"
#include "notation.hpp"
#include "position_record.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::focus {
namespace {

const char *const kName[2] = {"White", "Black"};

// The squares where enemy pieces were taken: the destination, once, when any came off.
std::vector<int32_t> captured_squares(const FocusMove &m) {
    return m.captured ? std::vector<int32_t>{m.to} : std::vector<int32_t>{};
}

uint64_t count_leaves(const Rules &rules, const Position &p, uint32_t depth, uint32_t flags,
                      const sdk::Divide *divide) {
    if (depth == 0) return 1;
    if (board_status(p).outcome != DAMKA_ONGOING) return 0;
    std::set<std::tuple<int, int, std::vector<int32_t>>> seen;
    uint64_t total = 0;
    for (const FocusMove &m : generate_moves(rules, p)) {
        // plugin-api convention: same origin, destination and taken squares count once.
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES) && !seen.emplace(m.from, m.to, captured_squares(m)).second) continue;
        const uint64_t n = depth == 1 ? 1 : count_leaves(rules, apply(p, m), depth - 1, flags, nullptr);
        if (divide) (*divide)(move_notation(rules, m), n);
        total += n;
    }
    return total;
}

} // namespace

FocusGame::FocusGame(const Rules &rules, Position position) : rules_(&rules), position_(position), history_(position) {}

std::unique_ptr<sdk::Game> FocusGame::create(const Rules &rules, std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    return std::make_unique<FocusGame>(rules, start ? start_position() : parse_position(setup));
}

std::string FocusGame::position() const { return format_position(position_); }

const std::vector<FocusMove> &FocusGame::moves() const {
    return moves_.get([&] {
        // A finished game has no legal move (seed 4: with no tower the game is over, even for
        // a player who still has reserve pieces).
        return board_status(position_).outcome == DAMKA_ONGOING ? generate_moves(*rules_, position_)
                                                                : std::vector<FocusMove>{};
    });
}

sdk::Move FocusGame::record(const FocusMove &m) const {
    sdk::Move r;
    r.notation = move_notation(*rules_, m);
    r.from = m.from;
    r.to = m.to;
    r.path = m.path;
    r.captured = captured_squares(m);
    r.flags = m.flags;
    return r;
}

std::vector<sdk::Move> FocusGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const FocusMove &m : moves()) out.push_back(record(m));
    return out;
}

sdk::Move FocusGame::play(std::string_view notation) {
    if (board_status(position_).outcome != DAMKA_ONGOING)
        sdk::illegal("the game is over: " + board_status(position_).why);
    const FocusMove &m = find_move(*rules_, moves(), notation);
    const sdk::Move played = record(m);
    position_ = apply(position_, m);
    moves_.forget(); // `m` points into the old list: readable until the next moves()
    history_.add(position_, m.captured != 0);
    return played;
}

sdk::Status FocusGame::status() const { return board_status(position_); }

std::vector<sdk::Claim> FocusGame::draw_claims() const {
    // Decision (README "Draws"): the seed gives no draw rule for Focus.
    std::vector<sdk::Claim> claims;
    if (status().outcome != DAMKA_ONGOING) return claims;
    const std::string rule = std::string(rules_->id) + " decision: ";
    sdk::claims::add_repetition(claims, history_.positions(), rule, "stacks, reserves, side to move");
    sdk::claims::add_no_progress(claims, history_.quiet_plies(), kNoCapturePlies, rule, "without a capture");
    sdk::claims::add_length_limit(claims, history_.plies(), kLengthLimitPlies, rule);
    return claims;
}

std::string FocusGame::board_json() const {
    // The plugin-api board description plus "reserves" and "captured" (pieces of the other
    // colour each side has taken out of play), indexed by side.
    sdk::Json j;
    j.open_object();
    j.key("width").value(kSize);
    j.key("height").value(kSize);
    j.key("side_to_move").value(position_.side_to_move);
    j.key("phase").value(std::string(kName[position_.side_to_move]) + " to move; reserve White " +
                         std::to_string(position_.reserve[0]) + ", Black " + std::to_string(position_.reserve[1]));
    int captured[2];
    for (int side = 0; side < 2; ++side) captured[side] = std::max(0, kPiecesPerSide - position_.in_play(1 - side));
    j.key("reserves").open_array().value(position_.reserve[0]).value(position_.reserve[1]).close_array();
    j.key("captured").open_array().value(captured[0]).value(captured[1]).close_array();
    // Drawing keys (README "Board description"): the cut corners are no squares (board.hpp),
    // the rest chequered as a draughts board, b2 dark (the seed gives no colours); each side's
    // tray holds its reserve (seed 4 "оправляются в запас") and the other colour's pieces it took.
    sdk::BoardDrawing drawing;
    drawing.cells = sdk::chequered_cells(kSize, kSize, [](int x, int y) { return on_board(x, y); });
    for (int side = 0; side < 2; ++side) {
        if (position_.reserve[size_t(side)] > 0)
            drawing.trays.push_back({side, "reserve", {{{side, "piece", "man"}, position_.reserve[size_t(side)]}}});
        if (captured[side] > 0)
            drawing.trays.push_back({side, "captured", {{{1 - side, "piece", "man"}, captured[side]}}});
    }
    sdk::write_drawing_keys(j, drawing);
    j.key("squares").open_array();
    for (int sq = 0; sq < kSquares; ++sq) {
        if (!on_board(sq)) continue;
        j.open_object();
        j.key("index").value(sq);
        j.key("name").value(square_name(sq));
        j.key("pieces").open_array();
        const Stack &s = position_.squares[size_t(sq)];
        for (int i = 0; i < s.height; ++i) { // bottom to top
            j.open_object();
            sdk::write_piece_keys(j, {s.side_at(i), "piece", "man"});
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}

uint64_t FocusGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    return count_leaves(*rules_, position_, depth, flags, divide);
}

} // namespace damka::focus
