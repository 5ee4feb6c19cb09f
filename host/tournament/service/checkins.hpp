// Player check-in as `damka serve` records it (POST /api/v1/rounds/N/checkins, table checkins
// of the server module's migration 1), read here so that `damka print checkin` and the
// server's start list show the same marks. An event never served has no such table: no one.
#pragma once

#include "storage/database.hpp"

#include <set>

namespace damka::tournament {

// The start numbers checked in for `round`. Throws storage::SqlError.
std::set<int> checked_in(storage::Database &db, int round);

} // namespace damka::tournament
