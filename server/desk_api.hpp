// The arbiters' desk (desk_page.hpp) writes and reads through these addresses, each calling
// the event service function the CLI command it mirrors calls, so the desk and the CLI cannot
// disagree (the command in brackets):
//   POST /api/v1/event                     settings to change             (event edit)     chief
//   GET  /api/v1/audit                     the audit log, newest first    (event log)      chief
//   POST /api/v1/players                   a new player, a late entry     (player add)     chief
//   POST /api/v1/players/import            {"csv", "preview"}             (player import)  chief
//   POST /api/v1/players/N                 fields to correct              (player edit)    chief
//   GET  /api/v1/players/N/record          every field of the player, for the form above    chief
//   POST /api/v1/players/N/withdraw        {"after"}                      (player withdraw) chief
//   POST /api/v1/players/N/reenter                                        (player reenter) chief
//   POST /api/v1/players/N/bye             {"round", "kind"|"cancel"}     (bye request|cancel) chief
//   POST /api/v1/openings                  {"text": one opening a line}   (event openings) chief
//   POST /api/v1/forbidden                 {"players": "3 7", "allow"}    (player forbid)  chief
//   POST /api/v1/lots                      {"seed"}                       (round lots)     chief
//   POST /api/v1/rounds/pair               {"manual", "force"}            (round pair)     chief
//   POST /api/v1/rounds/undo               {"force"}                      (round undo)     chief
//   GET  /api/v1/rounds/N/draft            the round, draft or not, with its explanation   chief, arbiter
//   POST /api/v1/rounds/N/results          {"text", "confirm"}            (result enter)   chief, arbiter
//   POST /api/v1/teams                     a team with its board order    (team add)       chief
//   POST /api/v1/teams/T                   fields to correct              (team edit)      chief
//   POST /api/v1/teams/T/lineup            {"round", "players"|"default"} (team lineup)    chief, captain:T
//   POST /api/v1/rounds/N/matches/M/forfeit {"result": "+-", "confirm"}   (result set all --match M) chief, arbiter
//   GET  /api/v1/tokens, POST /api/v1/tokens {"role", "board", "team", "round", "expires", "link_base"},
//   POST /api/v1/tokens/ID/revoke
//                                                                         (token list|create|revoke) chief
// Fields come as a form sends them: text ("12") or JSON numbers and booleans. Answers as the
// write API's (write_api.hpp): 200 with the lines the CLI prints, 400 naming the field, 403
// for a role that may not, 404, 409, 422 with the service's refusal.
#pragma once

#include "access_tokens.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "core/plugin_registry.hpp"

#include <functional>

#include <optional>

namespace damka::server {

// True when `path` (after /api/v1) with `method` is one of the desk's addresses above.
bool is_desk_address(const QStringList &path, const QByteArray &method);
// The answer to a desk request from `token` (already checked: known, in force).
// `plugins` (may be empty): the loaded variant plugins (the openings are replayed by them).
Reply desk_request(EventView &view, const Token &token, const Request &request, const QStringList &path,
                   const std::function<const PluginRegistry &()> &plugins);

} // namespace damka::server
