// The report tables' words in Russian for the /ru/ pages: titles and column heads. Tie-break
// codes (BH, SB, ...) and their legend stay as FIDE C.07 writes them, the same in every
// language; names, places and results are the event's own.
#pragma once

#include "reports/table.hpp"

namespace damka::server {

reports::Table in_russian(reports::Table table);

} // namespace damka::server
