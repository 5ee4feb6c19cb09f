// The arbiters' desk, /LANG/desk#token=...: the event's settings, players (add, correct,
// withdraw, re-enter, byes, forbidden pairs, a CSV upload previewed before it is saved, the
// drawing of lots), the round (pair, a pairing by hand with the C.04.1 articles it breaks
// named before it is forced, the engine's explanation, publish, undo), a round's results in
// one batch, the prints and downloads, and the tokens with their links and QR codes. Every
// form goes to one of the desk's addresses (desk_api.hpp) with the token from the address's
// fragment; assets/desk.js sends them. The page itself is public and holds nothing secret:
// the draft, the tokens and the audit log are fetched with the token.
#pragma once

#include "event_view.hpp"
#include "reports/i18n.hpp"

#include <string>

namespace damka::server {

// The inside of the desk's <main>.
std::string desk_content(EventView &view, reports::Language lang);

} // namespace damka::server
