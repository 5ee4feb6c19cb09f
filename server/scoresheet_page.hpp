// The electronic scoresheet of one board on a phone, /en/board/N/B#token=... (or /ru/...): both
// players with their web clock's times, the position drawn by the server with its squares
// tappable, the moves so far. A player taps the piece moved, then where it went (and the next
// landing squares when several captures share both); the page shows the legal continuations
// from the plugin's move records. A move the plugin does not find legal is not refused quietly:
// the page says so and asks whether it was made on the board; confirmed, it is recorded as made
// (scoresheet.hpp). The token comes in the address's fragment (never sent to the server but as
// the Authorization header); a board's token writes its own board, an arbiter's or the chief's
// any board. The event stream brings the other devices' moves and presses.
#pragma once

#include "event_view.hpp"
#include "pages.hpp"

#include <optional>
#include <string>

namespace damka::server {

// Its links relative to `base` (mount.hpp). nullopt when round `round` has no published board `board` with a game on it.
std::optional<std::string> scoresheet_page(const EventView &view, const QString &base, Language lang, int round,
                                           int board);

} // namespace damka::server
