#include "column_game.hpp"

#include "notation.hpp"
#include "scoring.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::column {
namespace {

uint64_t count_leaves(const Rules &rules, const Board &board, int side, uint32_t depth, uint32_t flags,
                      const sdk::Divide *divide) {
    if (depth == 0) return 1;
    const std::vector<ColumnMove> moves = generate_moves(rules, board, side);
    std::set<std::tuple<int, int, std::vector<int32_t>>> seen;
    uint64_t total = 0;
    for (const ColumnMove &m : moves) {
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES)) { // same origin, end and taken towers: once
            std::vector<int32_t> taken = m.captured;
            std::sort(taken.begin(), taken.end());
            if (!seen.emplace(m.from, m.to, std::move(taken)).second) continue;
        }
        const uint64_t n = depth == 1 ? 1 : count_leaves(rules, m.after, 1 - side, depth - 1, flags, nullptr);
        if (divide) (*divide)(move_notation(rules, m), n);
        total += n;
    }
    return total;
}

} // namespace

ColumnGame::ColumnGame(const Rules &rules, Position position)
    : rules_(&rules), position_(position), history_(format_position(rules, position)) {}

std::unique_ptr<sdk::Game> ColumnGame::create(const Rules &rules, std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    return std::make_unique<ColumnGame>(rules, start ? start_position(rules) : parse_position(rules, setup));
}

const std::vector<ColumnMove> &ColumnGame::moves() const {
    return moves_.get([&] { return generate_moves(*rules_, position_.board, position_.side_to_move); });
}

sdk::Move ColumnGame::record(const ColumnMove &m) const {
    sdk::Move r;
    r.notation = move_notation(*rules_, m);
    r.from = m.from;
    r.to = m.to;
    r.path = m.path;
    r.captured = m.captured;
    r.flags = m.flags;
    return r;
}

std::vector<sdk::Move> ColumnGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const ColumnMove &m : moves()) out.push_back(record(m));
    return out;
}

sdk::Move ColumnGame::play(std::string_view notation) {
    const ColumnMove &m = find_move(*rules_, position_.board, position_.side_to_move, moves(), notation);
    const sdk::Move played = record(m);
    const bool man_moved = !is_king(*rules_, position_.board, m.from);
    position_.board = m.after;
    position_.side_to_move = 1 - position_.side_to_move;
    moves_.forget(); // `m` points into the old list: used up above
    // Draw counter: only king moves since the last capture or man move (Russian draughts).
    history_.add(format_position(*rules_, position_), (played.flags & DAMKA_MOVE_CAPTURE) || man_moved);
    return played;
}

sdk::Status ColumnGame::status() const {
    if (!moves().empty()) return {};
    // adiukh 5.1 / seed 001: the game ends when the player to move has no legal move.
    return no_move_result(*rules_, position_.board, position_.side_to_move);
}

sdk::Status ColumnGame::check_entered(sdk::Status entered, bool with_tiebreak) const {
    if (rules_->score_24) return adiukh_check_entered(entered, with_tiebreak);
    return sdk::Game::check_entered(entered, with_tiebreak);
}

sdk::Status ColumnGame::result_of(int32_t how, int32_t side) const {
    if (rules_->score_24) return adiukh_result_of(how, side, status());
    return sdk::Game::result_of(how, side);
}

std::vector<sdk::Claim> ColumnGame::draw_claims() const {
    std::vector<sdk::Claim> claims;
    if (status().outcome != DAMKA_ONGOING) return claims;
    const std::string rule = std::string(rules_->id) + ": ";
    const std::vector<std::string> &seen = history_.positions();
    if (rules_->repetition_draw && std::count(seen.begin(), seen.end(), seen.back()) >= 3)
        claims.push_back(
            {rule + "repetition", "the same position with the same side to move has occurred three times"});
    if (rules_->draw_counter_plies && history_.quiet_plies() >= rules_->draw_counter_plies)
        claims.push_back({rule + std::to_string(rules_->draw_counter_plies / 2) + "-move rule",
                          std::to_string(rules_->draw_counter_plies / 2) +
                              " moves by each side with kings only, without a capture or a man move"});
    return claims;
}

std::string ColumnGame::board_json() const {
    const Geometry geo{rules_->size};
    std::vector<sdk::BoardSquare> squares;
    for (int sq = 0; sq < geo.squares(); ++sq) {
        if (!geo.dark(sq)) continue;
        sdk::BoardSquare s{sq, square_name(*rules_, sq), {}};
        const Tower &t = position_.board.squares[sq];
        if (!t.empty()) { // bottom to top: the other colour's checkers, then the owner's
            // Only the top checker can be a king (board.hpp): every other one is drawn a man.
            for (int i = 0; i < t.other; ++i) s.pieces.push_back({1 - t.owner, rules_->man_label, "man"});
            for (int i = 1; i < t.own; ++i) s.pieces.push_back({t.owner, rules_->man_label, "man"});
            const bool king = is_king(*rules_, position_.board, sq);
            s.pieces.push_back({t.owner, king ? rules_->king_label : rules_->man_label, king ? "king" : "man"});
        }
        squares.push_back(std::move(s));
    }
    // Dark squares with a1 dark (adiukh 1.1; Russian draughts; Lasca's 7x7 board has its four
    // corners dark, column-games.md); the light squares are drawn and never played on.
    sdk::BoardDrawing drawing;
    drawing.cells = sdk::chequered_cells(uint32_t(geo.size), uint32_t(geo.size));
    return sdk::board_json(uint32_t(geo.size), uint32_t(geo.size), position_.side_to_move, squares, drawing,
                           std::string(side_name(position_.side_to_move)) + " to move");
}

uint64_t ColumnGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    return count_leaves(*rules_, position_.board, position_.side_to_move, depth, flags, divide);
}

} // namespace damka::column
