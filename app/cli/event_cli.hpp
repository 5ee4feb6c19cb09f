// Helpers shared by the arbiter's commands: --db, opening the event, sub-command dispatch,
// printing what changed, parsing "17:7".
#pragma once

#include "cli.hpp"
#include "tournament/service/event.hpp"
#include "tournament/exchange/result_lines.hpp"

#include <optional>

namespace damka::cli {

// --db FILE|URL (required: an SQLite file or a PostgreSQL URL) and --arbiter NAME (audit log).
void add_event_options(QCommandLineParser &parser);
// Opens the event named by --db, or prints why not (exit code in `code`). Commands that only
// read pass storage::Access::Read: the file is opened read-only and never written.
std::optional<tournament::Event> open_event(const QCommandLineParser &parser, int &code, storage::Access access);
// Opens the event for a command that writes it out (TRF, a report or a list written to a file):
// read-only, and SQLite's full integrity check first (storage::Depth::Full), so that the rows of
// a damaged index never reach a file handed to a federation or pinned on the wall.
std::optional<tournament::Event> open_event_to_export(const QCommandLineParser &parser, int &code);

// The exit code of a failed request: Storage -> FileAccess (5, README), Busy -> Failure (1),
// Refused -> BadInput (3).
int exit_code(ErrorKind kind);
// Prints a command's outcome: the change lines (Ok) or "damka: <error>" (exit_code of its kind).
int report(const Expected<tournament::Change> &result);
// --missed ZPB|HPB (default ZPB): how a late entrant's missed rounds count (`player add`,
// `festival move`); missed_rounds reads it, or prints "damka: --missed: ..." and gives nullopt.
void add_missed_option(QCommandLineParser &parser);
std::optional<tournament::ByeKind> missed_rounds(const QCommandLineParser &parser);
// As report, and a likely duplicate's refusal (issue 44: a question) says how to answer it.
int report_questioned(const Expected<tournament::Change> &result);
// Wraps a command: a storage error thrown while it reads (a damaged page, a busy event) is
// printed and ends it with its exit code, never a crash or a cut-short listing with exit 0.
std::function<int(const QStringList &)> storage_guarded(std::function<int(const QStringList &)> run);

// --time-control as `event create` and `event edit` store it: `text` replaced by the clocks'
// syntax (arbiter::normal_time_control: "45 мин + 15 сек" becomes "45m+15s"); false after
// printing "damka: --time-control: ..." when the clock could not read it.
bool read_time_control(std::string &text);

using tournament::parse_pair; // "17:7" -> (17, 7)
// A positive integer option or argument; prints "damka: NAME: ..." and returns nullopt when bad.
std::optional<int> parse_count(const QString &name, const QString &text);
// The round a command works on when none is given: the latest paired one; nullopt after printing
// "no round is paired yet" before round 1 is (never a complaint about a --round not given).
std::optional<int> latest_paired_round(tournament::Event &ev);
// An optional `--round N` filter: false (message printed) when given and not a positive number;
// `round` is left empty when the option is absent.
bool parse_round_filter(const QCommandLineParser &p, std::optional<int> &round);

// `damka GROUP ACTION ...`: runs the action named by args[1] with argv[0] = "damka GROUP ACTION".
struct SubCommand {
    QString name;
    QString summary;
    std::function<int(const QStringList &args)> run;
};
int dispatch(const QString &group, const std::vector<SubCommand> &actions, const QStringList &args);

} // namespace damka::cli
