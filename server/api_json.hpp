// The read API's JSON documents, built from the tournament model and the same report tables
// the CLI prints (reports/), so `damka standings` and GET /api/v1/standings cannot disagree.
// Drafts are not public: only published rounds appear.
#pragma once

#include "tournament/model/model.hpp"
#include "reports/table.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace damka::server {

// {"title", "subtitle": [...], "columns": [...], "numeric": [...], "rows": [[...]], "legend": [...]}
QJsonObject table_json(const reports::Table &table);
// The settings: name, place, dates, variant, system, rounds, scoring, time control, tie-breaks.
QJsonObject event_json(const tournament::EventData &event);
QJsonObject player_json(const tournament::Player &player);
QJsonArray players_json(const tournament::EventData &event);
// Published rounds: number, boards, results entered.
QJsonArray rounds_json(const tournament::EventData &event);
// One round's boards ({board, game, white: {id, name}, black, result, points}) and byes.
QJsonObject round_json(const tournament::EventData &event, const tournament::Round &round);
// Every game of the published rounds, with whether a game record is attached.
QJsonArray games_json(const tournament::EventData &event);
// The published round `n`, or null (not paired, or still a draft).
const tournament::Round *published_round(const tournament::EventData &event, int n);

} // namespace damka::server
