// What the command-line tests of the Swiss systems (cli_dubov_test.cpp, cli_lim_test.cpp,
// cli_burstein_test.cpp) share: the six-player event of their hand-worked rounds, a round's
// boards, results entered, and the import of another program's TRF file.
#pragma once

#include <QTemporaryDir>

#include "tests/support/damka_cli.hpp"

#include <initializer_list>
#include <string>

namespace damka::testing {

// A `system` event named `name` of `rounds` rounds at `db` with six players P1..P6 rated 2090
// down to 2040 (TPN order); the creation must succeed and name the system.
void create_six_player_event(const std::string &db, const std::string &name, const std::string &system, int rounds);

// `run` succeeded and shows every one of `boards` ("board 1: P1 (1) - P4 (4)", ...).
void expect_boards(const CliRun &run, std::initializer_list<const char *> boards);

// Publishes the round paired at `db` and enters `results` ("1 1-0": board and result).
void publish_with_results(const std::string &db, std::initializer_list<const char *> results);

// Another program's TRF (no Damka lines): `title` (012), `type_record` (192 ...), XXR 5 and two
// players, imported into a new event in `dir`; returns that event's `event info`.
CliRun import_foreign_trf(const QTemporaryDir &dir, const std::string &title, const std::string &type_record);

} // namespace damka::testing
