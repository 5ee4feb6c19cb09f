// What a board's token may do, and why a token is refused in words (issue 44 §2): the players
// of a board enter only a played result (1-0, a draw, 0-1: a forfeit is the arbiter's), once
// (a change after a result is in is the arbiter's); a board's token serves its round while it
// is played, and once the round is over it says so ("round 1 is over; ask the arbiter") instead
// of a bare 403; a revoked or expired token says which. The codes, for pages and clients:
//   401 token_revoked, token_expired; 403 round_over, forfeit_is_arbiters; 409 result_entered.
#pragma once

#include "access_tokens.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"
#include "tournament/service/event.hpp"

#include <optional>

namespace damka::server {

// A board token's round is over (`last_round`: the latest paired, Event::last_round): the next
// round is paired, or every game of its round has its result and the token was revoked or
// expired (the round closed). nullopt for other tokens.
std::optional<Reply> round_over(const Token &token, const tournament::EventData &event, int last_round,
                                const reports::Tr &tr);
// Why a stored token that find_token no longer accepts is refused: its round is over, it was
// revoked, it expired (401, with the WWW-Authenticate challenge of RFC 6750 3).
Reply token_refused(const Token &token, const tournament::EventData &event, int last_round, const reports::Tr &tr);
// A board's players' result `entry` refused: a forfeit, or a result already in (the game as
// the event holds it now). nullopt when they may enter it, and for every other role.
std::optional<Reply> players_result_refused(const Token &token, const tournament::EventData &event,
                                            const tournament::ResultEntry &entry, const reports::Tr &tr);

} // namespace damka::server
