// A festival's start lists from one CSV with a section column (issue 45 §2): the A open, the B
// open and the juniors' entries as the organiser's spreadsheet has them, each line naming its
// section.
#pragma once

#include "core/expected.hpp"
#include "player_csv.hpp"
#include "tournament/service/section_event.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// Reads `bytes` as player_csv.hpp reads a player list (the same encodings, headers, column
// mapping and per-line checks), with a `section` (`секция`, `турнир`) column naming each line's
// section among `sections`, and imports each section's lines into its event
// (Event::import_players). All or nothing for the file: every line is checked, the file's
// checks and every section's (a likely duplicate, a late entry its system cannot take), before
// any is kept; a refusal names every wrong line, an unknown section with its line and value.
// The sections' imports run in transactions held open together and committed once all are
// done, so only a failure to commit (a full disk) could keep some sections' players and not
// others' — the error then names which were saved. `preview`: the same checks and what would be
// added, nothing kept. `options.sections` is set from `sections`.
Expected<Change> import_festival_csv(const std::vector<SectionEvent> &sections, const std::string &bytes,
                                     bool preview = false, PlayerCsvOptions options = {});

} // namespace damka::tournament
