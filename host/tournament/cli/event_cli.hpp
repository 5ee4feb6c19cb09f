// Helpers shared by the arbiter's commands: --db, opening the event, sub-command dispatch,
// printing what changed, parsing "17:7".
#pragma once

#include "cli.hpp"
#include "event.hpp"

#include <optional>

namespace damka::cli {

// --db FILE|URL (required: an SQLite file or a PostgreSQL URL) and --arbiter NAME (audit log).
void add_event_options(QCommandLineParser &parser);
// Opens the event named by --db, or prints why not (exit code in `code`).
std::optional<tournament::Event> open_event(const QCommandLineParser &parser, int &code);

// Prints a command's outcome: the change lines (Ok) or "damka: <error>" (BadInput).
int report(const Expected<tournament::Change> &result);

// "17:7" -> (17, 7); nullopt when malformed.
std::optional<std::pair<int, int>> parse_pair(const QString &text);
// A positive integer option or argument; prints "damka: NAME: ..." and returns nullopt when bad.
std::optional<int> parse_count(const QString &name, const QString &text);

// `damka GROUP ACTION ...`: runs the action named by args[1] with argv[0] = "damka GROUP ACTION".
struct SubCommand {
    QString name;
    QString summary;
    std::function<int(const QStringList &args)> run;
};
int dispatch(const QString &group, const std::vector<SubCommand> &actions, const QStringList &args);

} // namespace damka::cli
