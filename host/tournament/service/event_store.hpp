// Reading and writing the tournament tables, and the JSON forms the audit log records.
// Callers run these inside a storage transaction.
#pragma once

#include "core/message.hpp"
#include "storage/database.hpp"
#include "tournament/model/model.hpp"

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
// Gives players new start numbers (old -> new; distinct numbers no other player keeps) before
// any game is stored: the byes requested ahead, forbidden pairs and check-ins follow them.
void renumber_players(storage::Database &db, const std::map<int, int> &old_to_new);
// Removes a player with his byes, forbidden pairs and check-ins (he is in no game or team).
void delete_player(storage::Database &db, int id);

// `note`: the reasons for the round's pairing, kept in English (pairing_note) and as the message
// (pairing_note_message, tournament migration 10), so the desk shows them in its language.
void insert_round(storage::Database &db, int number, const Message &note);
// The reasons stored with a round's pairing; nullopt when the round is not paired. A round
// stored before migration 10 has its English text only: read as that text.
std::optional<Message> pairing_note(storage::Database &db, int number);
void set_round_state(storage::Database &db, int number, RoundState state);
void delete_round(storage::Database &db, int number); // games cascade; PABs removed

void insert_game(storage::Database &db, const RoundGame &g);
void update_game_result(storage::Database &db, const RoundGame &g);
void update_game_players(storage::Database &db, const RoundGame &g); // white and black of a paired game

// Micro-match openings, in the order loaded (replaces the list).
void set_openings(storage::Database &db, const std::vector<std::string> &openings);

void put_bye(storage::Database &db, const Bye &b);

// Team events: a team with its board order (replaces the stored one), and a round's line-up
// of one team (replaces the stored one).
void put_team(storage::Database &db, const Team &t);
int next_team_id(storage::Database &db);
void put_lineup(storage::Database &db, const Lineup &l);
// A team round's matches and its free team (0: none); the round row exists.
void insert_team_matches(storage::Database &db, int round, const std::vector<TeamMatch> &matches, int free_team);
// Replaces the forbidden pairs (each stored lower number first).
void set_forbidden(storage::Database &db, const std::vector<std::pair<int, int>> &pairs);
void delete_bye(storage::Database &db, int round, int player);

QJsonObject to_json(const TournamentInfo &i);
QJsonObject to_json(const Player &p);
QJsonObject to_json(const RoundGame &g);
QJsonObject to_json(const Bye &b);
QJsonObject to_json(const Team &t);
QJsonObject to_json(const Lineup &l);

} // namespace damka::tournament::store
