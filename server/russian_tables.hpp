// The report tables' words in Russian for the /ru/ pages: titles, column heads, tie-break
// codes and their legend (russian_tiebreaks.hpp), the event lines under the title
// (russian_event_lines.hpp); names, places and results are the event's own. A line is swapped
// only when it is the very line the English report built from `event` and `st`.
#pragma once

#include "reports/table.hpp"
#include "tournament/model.hpp"
#include "tournament/standings.hpp"

namespace damka::server {

reports::Table in_russian(reports::Table table, const tournament::EventData &event, const tournament::Standings &st);

} // namespace damka::server
