// The arbiters' desk, /LANG/desk#token=...: a page per section (issue 44), each at its own
// address — /LANG/desk the round in hand, /LANG/desk/results (the board grid and the batch),
// players, teams, event, prizes (prize_pages.hpp), prints, access, audit — under the round's
// state and its next action (desk_round.hpp). Across them: the event's settings, players (add, correct,
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

#include <optional>
#include <string>
#include <vector>

namespace damka::server {

struct DeskSection {
    std::string id; // the address's last segment ("players"); "round" is /LANG/desk itself
    std::string title; // in the page's language
};
// The desk's pages, in the tabs' order (teams only in a team event).
std::vector<DeskSection> desk_sections(const tournament::EventData &e, const reports::Tr &tr);
// The inside of the desk's <main> on page `page` (a DeskSection id); nullopt for no such page.
std::optional<std::string> desk_content(EventView &view, reports::Language lang, const std::string &page);

} // namespace damka::server
