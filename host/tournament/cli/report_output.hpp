// --format and -o for every command that prints a report (standings, pairings, print ...).
#pragma once

#include "cli/cli.hpp"
#include "event_cli.hpp"
#include "reports/table.hpp"

#include <optional>
#include <vector>

namespace damka::cli {

// --format text|csv|html and -o/--output FILE.
void add_output_options(QCommandLineParser &p);
// Opens the event a report reads: with -o FILE the report is an export, and the event is
// checked whole first (open_event_to_export); to the terminal, read as any other command.
std::optional<tournament::Event> open_event_for_report(const QCommandLineParser &p, int &code);
// Renders the tables in the chosen format to the terminal or the file (whole or not at all);
// prints the path when a file was written. Returns the exit code.
int write_tables(const QCommandLineParser &p, const std::vector<reports::Table> &tables);

} // namespace damka::cli
