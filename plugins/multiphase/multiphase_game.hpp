// One game of Multiphase draughts behind the SDK's Game interface: the placement, the phase
// state, and the record the no-repetition rule and the standing-zone rule look back on.
#pragma once

#include "position_record.hpp"
#include "move_generator.hpp"

#include <damka/sdk.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace damka::multiphase {

class MultiphaseGame final : public sdk::Game {
public:
    explicit MultiphaseGame(const Origin &origin);

    // "" is the start position, else a position string (position_record.hpp).
    static std::unique_ptr<sdk::Game> create(std::string_view setup);

    std::unique_ptr<sdk::Game> clone() const override { return std::make_unique<MultiphaseGame>(*this); }
    std::string position() const override { return format_record(origin_, played_); }
    int side_to_move() const override { return state_.to_move; }
    std::vector<sdk::Move> legal_moves() const override;
    sdk::Move play(std::string_view notation) override;
    sdk::Status status() const override;
    std::vector<sdk::Claim> draw_claims() const override;
    sdk::Status result_of(int32_t how, int32_t side) const override;
    sdk::Status check_entered(sdk::Status entered, bool with_tiebreak) const override;
    std::string board_json() const override;
    uint64_t perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const override;

private:
    // Legal moves now: candidates less those that repeat a position (multiphase Инвентарь).
    std::vector<MpMove> moves() const;
    void make(const MpMove &m);
    void unmake(const Placement &placement, const PhaseState &state);
    // Decision (README "No legal move"): a player without a legal move loses the phase.
    void settle();
    bool seen_before(const Placement &p) const;
    uint64_t count_leaves(uint32_t depth);

    Origin origin_;
    std::vector<std::string> played_; // canonical notations since the origin
    Placement placement_;
    PhaseState state_;
    std::vector<Placement> history_; // every placement from the origin, current last
    std::unordered_multimap<uint64_t, size_t> index_; // placement hash -> index in history_
};

} // namespace damka::multiphase
