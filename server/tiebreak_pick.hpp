// Tie-breaks picked from a list (issue 44 §4): the desk's event part and the setup form show
// one select per place in the order, each naming every tie-break in the page's language with
// its code as a detail ("Коэффициент Бухгольца (BH)"); the picks come back as the code list
// `parse_tiebreak_list` reads, so an unknown code is refused there, in the page's language.
#pragma once

#include "request_body.hpp"

#include <optional>
#include <string>
#include <vector>

namespace damka::server {

// The selects `prefix`1, `prefix`2, ... ("tiebreak_1"): `chosen` in order, then blank places
// (at least 5 places, two more than chosen, at most 8). `teams`: a team event's tie-breaks;
// nullopt (the setup form, the system not chosen yet) the players' with the teams' own after.
std::string tiebreak_picks(const std::string &prefix, const std::vector<std::string> &chosen, std::optional<bool> teams,
                           const reports::Tr &tr);
// The codes picked, in order, blanks left out, joined by commas; nullopt when no select was
// sent or all were left blank (the list is not changed, or the system's defaults are taken).
std::optional<std::string> picked_tiebreaks(Fields &fields, const std::string &prefix);

} // namespace damka::server
