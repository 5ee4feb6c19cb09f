// The arbiters' desk (desk_page.hpp) writes and reads through these addresses (the route
// table, routes.cpp, names each with the CLI command it mirrors and the roles that may use
// it), each calling the event service function that command calls, so the desk and the CLI
// cannot disagree. Fields come as a form sends them: text ("12") or JSON numbers and booleans;
// a write's empty body is an empty object. Answers as the write API's (write_api.hpp): 200
// with the lines the CLI prints, 400 naming the field, 403 for a role that may not, 404, 409,
// 422 with the service's refusal.
#pragma once

#include "http_message.hpp"
#include "routes.hpp"

namespace damka::server {

// The desk's rows of the route table.
Reply desk_event(const Call &c);
Reply desk_audit(const Call &c);
Reply desk_add_player(const Call &c);
Reply desk_edit_player(const Call &c);
Reply desk_player_record(const Call &c);
Reply desk_withdraw(const Call &c);
Reply desk_reenter(const Call &c);
Reply desk_bye(const Call &c);
Reply desk_openings(const Call &c);
Reply desk_forbidden(const Call &c);
Reply desk_lots(const Call &c);
Reply desk_pair(const Call &c);
Reply desk_undo(const Call &c);
Reply desk_draft(const Call &c);
Reply desk_results(const Call &c);
Reply desk_forfeit(const Call &c);
Reply desk_add_team(const Call &c);
Reply desk_edit_team(const Call &c);
Reply desk_lineup(const Call &c);
Reply desk_tokens(const Call &c);
Reply desk_create_token(const Call &c);
Reply desk_revoke_token(const Call &c);

} // namespace damka::server
