// What every player CSV import (`player import`, `festival import`) parses: the FILE argument,
// --preview, --duplicate-ok, --encoding, --column N=FIELD.
#pragma once

#include "tournament/exchange/player_csv.hpp"

#include <QCommandLineParser>

#include <optional>

namespace damka::cli {

// Adds them to `parser` (which has the command's own options), parses `args`, reads them as
// player_csv.hpp takes them and reads the file (cli.hpp read_file): its bytes, or nullopt with the
// exit code in `code` (--help: Ok; a wrong option, no file or two, a --column that is not
// N=FIELD: BadInput; a file that cannot be read: FileAccess).
std::optional<QByteArray> read_player_csv_command(QCommandLineParser &parser, const QStringList &args,
                                                  tournament::PlayerCsvOptions &options, int &code);

} // namespace damka::cli
