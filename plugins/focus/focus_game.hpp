// One game of a Focus variant behind the SDK's Game interface.
#pragma once

#include "move_generator.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_game_state.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace damka::focus {

class FocusGame final : public sdk::Game {
public:
    FocusGame(const Rules &rules, Position position);

    // "" is the start position, else a position string (position_record.hpp).
    static std::unique_ptr<sdk::Game> create(const Rules &rules, std::string_view setup);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<FocusGame>(*this); }
    std::string position() const override;
    int side_to_move() const override { return position_.side_to_move; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view notation) override;
    sdk::Status status() const override;
    std::vector<sdk::Claim> draw_claims() const override;
    std::string board_json() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    const std::vector<FocusMove> &moves() const;
    sdk::Move record(const FocusMove &m) const;

    const Rules *rules_;
    Position position_;
    sdk::PlyHistory<Position> history_; // progress: a capture (draw claims)
    sdk::MoveCache<FocusMove> moves_;
};

} // namespace damka::focus
