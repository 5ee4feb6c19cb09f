// The prizes' rows of the route table (issue 45 §3): the desk's writes, each calling the event
// service function `damka prizes add|remove|settings` calls (host/tournament/service/
// prize_list.hpp), and the public reads: the JSON document and the CSV download of the list
// and its allocation now (prize_pages.hpp prizes_now).
#pragma once

#include "http_message.hpp"
#include "routes.hpp"

namespace damka::server {

// {"kind", "place", "age", "category", "rating", "club_top", "amount", "name"} (prizes add).
// `kind`: place, category (with `category`: women, men, u12, s60), rating (with `rating`:
// 1601-1800, -1600, 2001-), unrated, club (with `club_top`), team-member; or the desk's
// shorthands women, men, under and senior (with `age`).
Reply desk_add_prize(const Call &c);
Reply desk_remove_prize(const Call &c); // (prizes remove N)
// {"shared": tiebreaks|hort|equal, "unrated_in_bands", "withdrawn_eligible", "currency"}: a
// field not sent keeps its value (prizes settings).
Reply desk_prize_settings(const Call &c);
// {"currency", "settings", "prizes": [...], "awards": [...], "not_awarded": [...]}: codes and
// English words, as the rest of the read API.
Reply api_prizes(const Call &c);
// The allocation as `damka prizes --format csv` in ?lang='s language (site.hpp's downloads).
Reply api_prizes_csv(const Call &c);
// /LANG/prizes: the public page, 404 without a prize list.
Reply page_prizes(const Call &c);

} // namespace damka::server
