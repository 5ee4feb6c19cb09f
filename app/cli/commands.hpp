// The entry of every `damka` command and `damka rules` action, each defined in its
// cmd_*.cpp. app/command_table.cpp lists them with their names and summaries: the one place
// to read what the program can do.
#pragma once

#include "rules_command.hpp"

#include <QStringList>

#include <vector>

namespace damka::cli {

// Commands: `args` starts with "damka COMMAND" as argv[0]; the return is the exit code.
int variants_command(const QStringList &args); // cmd_variants.cpp
int rules_command(const QStringList &args, const std::vector<RulesAction> &actions); // cmd_rules.cpp
int pdn_command(const QStringList &args); // cmd_pdn.cpp
int pairing_command(const QStringList &args); // cmd_pairing.cpp
int event_command(const QStringList &args); // cmd_event.cpp
int player_command(const QStringList &args); // cmd_player.cpp
int team_command(const QStringList &args); // cmd_team.cpp
int bye_command(const QStringList &args); // cmd_bye.cpp
int round_command(const QStringList &args); // cmd_round.cpp
int result_command(const QStringList &args); // cmd_result.cpp
int standings_command(const QStringList &args); // cmd_reports.cpp
int crosstable_command(const QStringList &args); // cmd_reports.cpp
int pairings_command(const QStringList &args); // cmd_reports.cpp
int card_command(const QStringList &args); // cmd_reports.cpp
int print_command(const QStringList &args); // cmd_print.cpp
int ratings_command(const QStringList &args); // cmd_rating.cpp
int prizes_command(const QStringList &args); // cmd_prizes.cpp
int trf_command(const QStringList &args); // cmd_trf.cpp
int demo_command(const QStringList &args); // cmd_demo.cpp
int arbiter_command(const QStringList &args); // cmd_arbiter.cpp
int serve_command(const QStringList &args); // cmd_serve.cpp
int token_command(const QStringList &args); // cmd_token.cpp
int festival_command(const QStringList &args); // cmd_festival.cpp

// `damka rules VARIANT ACTION`: `args` starts with "damka rules VARIANT ACTION".
int rules_moves(const Variant *variant, const QStringList &args); // cmd_rules.cpp
int rules_play(const Variant *variant, const QStringList &args); // cmd_rules.cpp
int rules_perft(const Variant *variant, const QStringList &args); // cmd_rules.cpp
int rules_board(const Variant *variant, const QStringList &args); // cmd_rules.cpp
int rules_diagram(const Variant *variant, const QStringList &args); // cmd_diagram.cpp
int rules_solve(const Variant *variant, const QStringList &args); // cmd_solve.cpp

} // namespace damka::cli
