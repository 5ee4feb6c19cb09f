// One game of a column variant behind the SDK's Game interface.
#pragma once

#include "move_generator.hpp"
#include "position_record.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_game_state.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace damka::column {

class ColumnGame final : public sdk::Game {
public:
    ColumnGame(const Rules &rules, Position position);

    // The factory of the variant `rules`: "" is the start position, else a position record.
    static std::unique_ptr<sdk::Game> create(const Rules &rules, std::string_view setup);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<ColumnGame>(*this); }
    std::string position() const override { return format_position(*rules_, position_); }
    int side_to_move() const override { return position_.side_to_move; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view notation) override;
    sdk::Status status() const override;
    sdk::Status result_of(int32_t how, int32_t side) const override;
    sdk::Status check_entered(sdk::Status entered, bool with_tiebreak) const override;
    std::vector<sdk::Claim> draw_claims() const override;
    std::string board_json() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    const std::vector<ColumnMove> &moves() const;
    sdk::Move record(const ColumnMove &m) const;

    const Rules *rules_;
    Position position_;
    sdk::PlyHistory<std::string> history_; // position records; progress: a capture or a man move
    sdk::MoveCache<ColumnMove> moves_;
};

} // namespace damka::column
