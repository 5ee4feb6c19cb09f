// The boards' links of a round (issue 44 §2), the desk's rows of the route table for them:
// made in one action (a `board:B` token for every board, round_tokens.hpp), read back by the
// round's slips and pairing sheet (assets/board_links.js, opened from the desk with a chief's
// or an arbiter's token) as each board's link to its page `/LANG/board/N/B#token=...` with a QR
// code and a caption (round, board, players), and revoked when the round is closed.
#pragma once

#include "http_message.hpp"
#include "routes.hpp"

#include <string>

namespace damka::server {

// POST /api/v1/rounds/N/board-tokens: the tokens of every board of round N (the latest, published)
// that has none in use; the board tokens of earlier rounds are revoked.
Reply desk_board_tokens(const Call &c);
// GET /api/v1/rounds/N/board-links?base=http://host:port: {"round", "links": [{"board",
// "white", "black", "caption", "link", "qr_svg"}]} for the boards whose tokens are in use; a
// link is the origin of `base` (its path ignored), the event's mount (Request::base) and
// LANG/board/N/B#token=...
Reply desk_board_links(const Call &c);
// POST /api/v1/rounds/N/close: round N complete, its boards' tokens (and earlier rounds') revoked.
Reply desk_close_round(const Call &c);

// The print pages' side (print_pages.hpp): the script and style sheet in <head>, and a slip's
// place for its board's link, before the end of its <section>.
std::string board_links_head();
std::string with_board_link_slot(std::string slip_section, int board);

} // namespace damka::server
