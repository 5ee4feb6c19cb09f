// --format and -o for every command that prints a report (standings, pairings, print ...).
#pragma once

#include "cli/cli.hpp"
#include "reports/table.hpp"

#include <vector>

namespace damka::cli {

// --format text|csv|html and -o/--output FILE.
void add_output_options(QCommandLineParser &p);
// Renders the tables in the chosen format to the terminal or the file (whole or not at all);
// prints the path when a file was written. Returns the exit code.
int write_tables(const QCommandLineParser &p, const std::vector<reports::Table> &tables);

} // namespace damka::cli
