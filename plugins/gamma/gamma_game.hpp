// One Gamma game behind the SDK's Game interface.
#pragma once

#include "move_generator.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_game_state.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace damka::gamma {

// Decisions (README "Draws"): the seed names no draw. A draw may be claimed once the game has
// lasted this many plies (every record played, removals included: a bound on the record's length).
inline constexpr int kLengthLimitPlies = 400;

class GammaGame final : public sdk::Game {
public:
    explicit GammaGame(Position position);

    // "" is the start position (the opening: every piece in hand), else a position string.
    static std::unique_ptr<sdk::Game> create(std::string_view setup);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<GammaGame>(*this); }
    std::string position() const override;
    int side_to_move() const override { return position_.side_to_move; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view notation) override;
    sdk::Status status() const override;
    std::vector<sdk::Claim> draw_claims() const override;
    std::string board_json() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    const std::vector<GammaMove> &moves() const;

    Position position_;
    sdk::PlyHistory<Position> history_; // every record played, removals too (draw claims)
    sdk::MoveCache<GammaMove> moves_;
};

} // namespace damka::gamma
