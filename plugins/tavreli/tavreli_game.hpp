// One game of Tavreli behind the SDK's Game interface.
#pragma once

#include "move_generator.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_game_state.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace damka::tavreli {

class TavreliGame final : public sdk::Game {
public:
    explicit TavreliGame(Position position);

    // "" is the start position, else a position string (position_record.hpp).
    static std::unique_ptr<sdk::Game> create(std::string_view setup);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<TavreliGame>(*this); }
    std::string position() const override;
    int side_to_move() const override { return position_.side_to_move; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view notation) override;
    sdk::Status status() const override;
    std::vector<sdk::Claim> draw_claims() const override;
    std::string board_json() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    const std::vector<TavreliMove> &moves() const;
    sdk::Move record(const TavreliMove &m) const;

    Position position_;
    sdk::PlyHistory<Position> history_; // progress: standing on an enemy tower, a Ратник move
    sdk::MoveCache<TavreliMove> moves_;
};

} // namespace damka::tavreli
