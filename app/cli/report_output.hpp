// --format, --lang and -o for every command that prints a report (standings, pairings, print ...).
#pragma once

#include "cli.hpp"
#include "event_cli.hpp"
#include "reports/i18n.hpp"
#include "reports/table.hpp"
#include "tournament/model/model.hpp"

#include <optional>
#include <vector>

namespace damka::cli {

// --format text|csv|html, --lang en|ru and -o/--output FILE.
void add_output_options(QCommandLineParser &p);
// The printout's language: --lang, else the event's (`event create --language`), else the
// reader's locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them), else English. nullopt
// (the error printed) for a --lang not known.
std::optional<reports::Language> report_language(const QCommandLineParser &p, const tournament::EventData &event);
// `event create|edit --language`: a code translations/ has ("ru"); else false, the error printed.
bool known_language(const std::string &code);
// Opens the event a report reads: with -o FILE the report is an export, and the event is
// checked whole first (open_event_to_export); to the terminal, read as any other command.
std::optional<tournament::Event> open_event_for_report(const QCommandLineParser &p, int &code);
// Renders the tables in the chosen format to the terminal or the file (whole or not at all);
// prints the path when a file was written. Returns the exit code.
int write_tables(const QCommandLineParser &p, const std::vector<reports::Table> &tables,
                 const reports::Language &lang = reports::Language::English);

} // namespace damka::cli
