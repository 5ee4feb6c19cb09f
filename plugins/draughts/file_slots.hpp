// Where a rules file's variant plays: DraughtsGame is a template over a Rules object of static
// storage (compile-time constant for a built-in), so rules files get a fixed number of slots per
// board size, each a DraughtsGame instantiated over a Rules object filled at load.
#pragma once

#include "draughts_rules.hpp"

#include <damka/sdk.hpp>

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace damka::draughts {

// Rules-file variants each board size can hold (file_slots.cpp instantiates them).
inline constexpr int kFileSlotsPerSize = 4;

struct SlotGame {
    std::unique_ptr<sdk::Game> (*create)(std::string_view setup);
    std::unique_ptr<sdk::Game> (*from_pieces)(const std::vector<sdk::PlacedPiece> &pieces, int side_to_move);
};

// How many slots of a board size are still free.
int free_slots(int size);
// Fills a free slot of `rules.size` with `rules` (its `draws` must live as long as the plugin);
// nothing when every slot of that size is taken.
std::optional<SlotGame> take_slot(const Rules &rules);

} // namespace damka::draughts
