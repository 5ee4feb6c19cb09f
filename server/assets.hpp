// The server's own style sheets and scripts, compiled in (server/assets/, Qt resources) and
// served under /assets/: pages carry no inline script or style, so the Content-Security-Policy
// (http_message.cpp) can forbid them and a name with <script> in it never runs.
#pragma once

#include "http_message.hpp"

#include <QString>

#include <optional>

namespace damka::server {

// /assets/NAME: site.css (reports' table style and the pages' frame), live.js, clock.css,
// clock.js, results.js, desk.js, scoresheet.css, scoresheet.js, live_boards.js; nullopt for any
// other name.
std::optional<Reply> asset_reply(const QString &name);

} // namespace damka::server
