// A game of Turkish draughts: the SDK's Game over the bitboard generator.
#pragma once

#include "board.hpp"
#include "movegen.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_game_state.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace damka::turkish {

class TurkishGame final : public sdk::Game {
public:
    explicit TurkishGame(const Position &start) : pos_(start), history_(start) {}

    static std::unique_ptr<sdk::Game> create(std::string_view setup);
    // "damka.board-setup/1": the position a player actually left on the board, for the arbiter
    // after an irregular move that stands (adiukh 8.8). One "man" or "king" per square.
    static std::unique_ptr<sdk::Game> from_pieces(const std::vector<sdk::PlacedPiece> &pieces, int side_to_move);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<TurkishGame>(*this); }
    std::string position() const override;
    int side_to_move() const override { return pos_.side; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view text) override;
    sdk::Status status() const override;
    std::string board_json() const override;
    std::vector<sdk::Claim> draw_claims() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    const MoveList &moves() const;
    static sdk::Move record(const Move &m);

    Position pos_;
    sdk::PlyHistory<Position> history_;
    sdk::MoveCache<Move> moves_;
};

} // namespace damka::turkish
