// Reading and writing the tournament tables, and the JSON forms the audit log records.
// Callers run these inside a storage transaction.
#pragma once

#include "storage/database.hpp"
#include "model.hpp"

#include <QJsonObject>

#include <map>
#include <optional>

namespace damka::tournament::store {

void insert_info(storage::Database &db, const TournamentInfo &info);
TournamentInfo load_info(storage::Database &db);
EventData load_event(storage::Database &db);

void insert_player(storage::Database &db, const Player &p);
void update_player(storage::Database &db, const Player &p);
int next_player_id(storage::Database &db);
// Gives players new start numbers (old -> new; a permutation of existing numbers) before any
// game is stored: the byes requested ahead follow their players.
void renumber_players(storage::Database &db, const std::map<int, int> &old_to_new);

void insert_round(storage::Database &db, int number, const std::string &note);
// The reasons stored with a round's pairing; nullopt when the round is not paired.
std::optional<std::string> pairing_note(storage::Database &db, int number);
void set_round_state(storage::Database &db, int number, RoundState state);
void delete_round(storage::Database &db, int number); // games cascade; PABs removed

void insert_game(storage::Database &db, const RoundGame &g);
void update_game_result(storage::Database &db, const RoundGame &g);
void update_game_players(storage::Database &db, const RoundGame &g); // white and black of a paired game

// Micro-match openings, in the order loaded (replaces the list).
void set_openings(storage::Database &db, const std::vector<std::string> &openings);

void put_bye(storage::Database &db, const Bye &b);
// Replaces the forbidden pairs (each stored lower number first).
void set_forbidden(storage::Database &db, const std::vector<std::pair<int, int>> &pairs);
void delete_bye(storage::Database &db, int round, int player);

QJsonObject to_json(const TournamentInfo &i);
QJsonObject to_json(const Player &p);
QJsonObject to_json(const RoundGame &g);
QJsonObject to_json(const Bye &b);

} // namespace damka::tournament::store
