// The options of every player CSV import (`player import`, `festival import`): --preview,
// --duplicate-ok, --encoding, --column N=FIELD.
#pragma once

#include "tournament/exchange/player_csv.hpp"

#include <QCommandLineParser>

namespace damka::cli {

void add_player_csv_options(QCommandLineParser &parser);
// The options as player_csv.hpp takes them; false after printing "damka: --column: ..." when a
// mapping is not N=FIELD.
bool read_player_csv_options(const QCommandLineParser &parser, tournament::PlayerCsvOptions &options);

} // namespace damka::cli
