// The sheet of a game stopped at the board, for adjournment or for adjudication: what the
// envelope of an adjourned game records (FIDE Laws of Chess, Guidelines I.1: the players and
// their colours, the position, the time on the clocks, the moves; the sealed move and the
// resumption left to be written by hand), with the position drawn (host/diagram) from the
// game's event log replayed through the plugin. The words are messages; the front-end renders
// them in the printout's language.
#pragma once

#include "event_log.hpp"

#include "core/message.hpp"
#include "core/variant.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::arbiter {

struct SheetFact {
    Message label, value;
};

struct SheetMove {
    int ply = 0; // 1-based, in the order made
    Message side; // the side that moved
    std::string move; // as logged
    Message note; // "illegal: ...", "out of turn", or empty
};

struct GameSheet {
    Message title;
    std::vector<SheetFact> facts; // event, round, board, players, time control, clocks, to move
    std::string diagram_svg; // the position now; empty when the log leaves it unknown
    Message diagram_caption; // what the drawing shows, or why there is none
    std::vector<SheetMove> moves;
    std::vector<Message> to_fill; // lines the arbiter and players write on by hand
};

// `where` names the game ("round 3 board 2", a file); `tags` are its PDN tags (Event, Site,
// Date, Round) when the event database knows them; `lang` ("ru") the sheet's language, in which
// the variant and its sides are named as the plugin names them (ABI 1.4 "damka.names/1").
// Refuses a log that does not replay.
Expected<GameSheet> game_sheet(const Variant &variant, const GameLog &log, const std::string &where,
                               const std::vector<std::pair<std::string, std::string>> &tags,
                               std::string_view lang = "en");

} // namespace damka::arbiter
