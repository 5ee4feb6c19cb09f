// The columns that say who a player is, the same in every table of an event (standings,
// crosstable, wall chart, start list): Name, Title, Rtg, FED, Club. A withdrawn player's
// name carries a mark, explained under the table (issue 27: arbiters expect both). The heads,
// the mark and its legend are in the printout's language (i18n.hpp).
#pragma once

#include "i18n.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::reports {

// {"Name", "Title", "Rtg", "FED", "Club"} in `lang`, and which of them are numbers (right-aligned).
std::vector<std::string> player_column_heads(Language lang);
const std::vector<bool> &player_column_numeric();
// Which of them a phone folds away (Table::secondary): all but the name.
const std::vector<bool> &player_column_secondary();
// The player's cells under those heads; the name marked "(wd 5)" after a withdrawal after
// round 5, "(wd 0)" before round 1 (in Russian «(выб. 5)»). An unknown start number gives "?".
std::vector<std::string> player_column_cells(const tournament::EventData &e, int id, Language lang);
// The legend line for the mark, when a player of the event has withdrawn; empty otherwise.
std::vector<std::string> withdrawal_legend(const tournament::EventData &e, Language lang);

} // namespace damka::reports
