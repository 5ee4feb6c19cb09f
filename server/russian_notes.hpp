// The reports' other words in Russian for the /ru/ pages: the crosstable's note on its cells,
// the pairing list's board notes, the player card's lines and its colour and result cells, the
// start list's late-entry and withdrawal notes (reports/*.cpp write them in English).
#pragma once

#include "reports/table.hpp"

namespace damka::server {

// Applied before the column heads are translated: the cells are found by their English head.
void russian_notes(reports::Table &table);

} // namespace damka::server
