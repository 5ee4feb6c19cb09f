// The conformance check of move records against the board: every listed move of random games
// is played on a copy, and its record (flags, path, captured) is compared with the board
// descriptions the plugin reports before and after it (plugin-api/README.md "Move records").
#pragma once

#include "conformance_checks.hpp"

namespace damka::conformance {

void move_records_match_the_board(const Variant &variant, const Options &options);

} // namespace damka::conformance
