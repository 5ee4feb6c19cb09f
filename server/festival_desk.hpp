// The festival desk's acts across sections (issue 45 §2), each a festival chief's: a player
// moved from one section to another keeping his identity (tournament/service/section_move.hpp),
// the festival's start lists from one CSV with a section column (exchange/festival_csv.hpp),
// and after a section's round is paired, the warning when one person is also on a board of a
// round another section is playing (service/section_clash.hpp).
#pragma once

#include "festival_pages.hpp"

namespace damka::server {

struct ServedSection;

// POST /api/v1/festival/move {"player", "from", "to", "missed": "ZPB"|"HPB", "duplicate_ok"}.
Reply festival_move(FestivalCall &c);
// POST /api/v1/festival/import {"csv_base64": the file's bytes, "preview": true|false}.
Reply festival_import(FestivalCall &c);
// The warnings for round `round` of `section` just paired: empty when nobody clashes.
std::vector<Message> festival_clashes(FestivalHost &festival, ServedSection &section, int round);
// `reply` to a section's pairing with the clash warnings added to what changed (a pairing of
// the section's desk or its API; other replies as they are).
Reply with_clash_warnings(FestivalHost &festival, ServedSection &section, const Request &request, Reply reply);

} // namespace damka::server
