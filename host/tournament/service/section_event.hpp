// A section of a festival as the services take it (issue 45 §2: section_move.hpp,
// section_clash.hpp, exchange/festival_csv.hpp): its slug (`a-open`, how the festival's pages and
// commands name it) and its event, opened by the caller (host/festival lists a festival's
// sections and where each event is).
#pragma once

#include "event.hpp"

#include <string>

namespace damka::tournament {

struct SectionEvent {
    std::string slug;
    Event *event = nullptr;
};

} // namespace damka::tournament
