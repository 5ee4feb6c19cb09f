// The event's prizes on the web (issue 45 §3): the desk's prize page (/LANG/desk/prizes: the
// list with a form to add a prize and a button to remove each, the allocation settings, the
// allocation as it stands now), the public page /LANG/prizes, and the prize list and its
// allocation now, which the desk, the public page, the print (print_pages.hpp), the JSON
// document and the CSV download (desk_prizes_api.hpp) share. The list, its storage and the
// allocation rules are the event service's (host/tournament/service/prize_list.hpp), the
// tables and their words the reports' (reports/prizes_report.hpp), so a page and `damka prizes`
// cannot disagree.
#pragma once

#include "event_view.hpp"
#include "reports/i18n.hpp"
#include "tournament/model/prizes.hpp"

#include <optional>
#include <string>

namespace damka::server {

// The stored list and its allocation over the standings after the last complete round (as
// `damka prizes` allocates them). Throws storage::SqlError.
struct PrizesNow {
    tournament::PrizeList list;
    tournament::PrizeAllocation allocation;
};
PrizesNow prizes_now(EventView &view);

// The desk's prize page inside its section (desk_page.hpp): <section id="prizes">.
std::string desk_prizes_part(EventView &view, const reports::Tr &tr);
// The public page's content: the allocation, then the list; nullopt when the event has no prize
// list (no page then, and no link in the frame's navigation).
std::optional<std::string> public_prizes_content(EventView &view, reports::Language lang);

} // namespace damka::server
