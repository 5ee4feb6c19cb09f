// The web clock's page, /en/clock/N/B (or /ru/...): two halves of the screen, one per player,
// each showing its time and pressed to end its move, as on a chess clock. The board's token
// is read from the address's fragment (#token=...), which the browser never sends to the server
// (it stays out of server and proxy logs). Every press goes to the server (web_clock.hpp),
// which times it and answers with the readings; the page counts down between answers and
// reads them again when the event stream says something changed. Pause, resume and "± time"
// buttons send the arbiter's actions (an arbiter's token for all but pause).
#pragma once

#include "event_view.hpp"
#include "pages.hpp"

#include <optional>
#include <string>

namespace damka::server {

// Its links relative to `base` (mount.hpp). nullopt when round `round` has no published board `board`.
std::optional<std::string> clock_page(const EventView &view, const QString &base, Language lang, int round, int board);

} // namespace damka::server
