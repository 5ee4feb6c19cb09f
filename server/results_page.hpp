// The result desk of one round, /en/results/N#token=... (or /ru/...): every board of the
// published round with its players, its result and a button per result, for a phone at the
// board or the arbiters' table. The token stays in the address's fragment (never sent to the
// server or written in a log); assets/results.js asks who it is (GET /api/v1/token), shows a
// board's token its own board only, posts a tap as `damka result set` takes it, and when a
// correction needs the arbiter's confirmation (FIDE C.04.2: later rounds stand) asks for it.
// The server checks every tap again (write_api.hpp).
#pragma once

#include "event_view.hpp"
#include "pages.hpp"

#include <optional>
#include <string>

namespace damka::server {

// The page's content; nullopt when round `round` is not published.
std::optional<std::string> results_content(const EventView &view, Language lang, int round);

} // namespace damka::server
