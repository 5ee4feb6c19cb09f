// The lines under a report's title in Russian for the /ru/ pages: reports::event_lines (place
// and dates, chief arbiter, variant, system, rounds, scoring, time control), progress_lines
// (a later round not counted yet) and the knockout ranking note, each built from the event
// as the English ones are, so a page can swap them line for line.
#pragma once

#include "tournament/model.hpp"
#include "tournament/standings.hpp"

#include <string>
#include <vector>

namespace damka::server {

std::vector<std::string> russian_event_lines(const tournament::EventData &event);
std::vector<std::string> russian_progress_lines(const tournament::EventData &event, const tournament::Standings &st);
std::string russian_knockout_note(const tournament::TournamentInfo &info);

} // namespace damka::server
