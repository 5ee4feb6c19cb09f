// The desk's players rows for a secretary's files and habits (issue 44 §3): the CSV import with
// the file's bytes, its encoding and the column mapping, the columns' step before it, a
// player deleted (asked first), the start numbers sorted before round 1. Each calls the event
// service function its CLI command calls (player import|delete|sort).
#pragma once

#include "http_message.hpp"
#include "routes.hpp"

namespace damka::server {

// {"csv_base64" (the file's bytes) | "csv" (its text), "preview", "encoding", "columns":
// "1=surname;4=club;6=", "confirm": likely duplicates are other people} (player import).
Reply desk_import_players(const Call &c);
// The same fields: {"encoding", "readings": [{"encoding", "label", "sample"}] (more than one when the
// arbiter must choose), "columns": [{"number", "header", "field"}], "fields": [{"key", "label"}],
// "ignored": the word for no field, "errors": the header's refusal}.
Reply desk_import_columns(const Call &c);
// {"confirm"}: without it 409 confirm_needed naming the player (player delete N).
Reply desk_delete_player(const Call &c);
Reply desk_sort_players(const Call &c); // (player sort)

} // namespace damka::server
