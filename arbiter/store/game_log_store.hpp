// Game event logs kept in the event database (host/storage): one header row per game and one
// row per event, appended in order and never changed (module "arbiter" migrations).
// Callers run these inside a storage transaction.
#pragma once

#include "storage/database.hpp"
#include "arbiter/event_log.hpp"
#include "storage/migration.hpp"

#include <optional>

namespace damka::arbiter::store {

struct GameKey {
    int round = 0;
    int board = 0;
    int game_no = 1;
};

storage::Migrations arbiter_migrations();

// The log of a game, or nullopt when none was started.
std::optional<GameLog> load_log(storage::Database &db, const GameKey &key);
// Starts a game's log with its header (variant, set-up, control, players) and no events.
void create_log(storage::Database &db, const GameKey &key, const GameLog &header);
// Appends events after the ones stored.
void append_events(storage::Database &db, const GameKey &key, const std::vector<Event> &events);
// The games whose log holds at least one event, in (round, board, game) order: one query, for
// pages that list the games with a record.
std::vector<GameKey> logged_games(storage::Database &db);

} // namespace damka::arbiter::store
