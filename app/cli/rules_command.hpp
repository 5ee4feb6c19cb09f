// `damka rules VARIANT ACTION`: what the actions share. The actions themselves are listed in
// app/command_table.cpp with the commands.
#pragma once

#include "cli.hpp"

#include <optional>

namespace damka::cli {

struct RulesAction {
    QString name;
    QString summary;
    // `args` starts with "damka rules VARIANT ACTION" as argv[0]. `variant` is null only when
    // the variant is not loaded and --help was asked: the action's help needs no variant, so
    // the action answers it (parse() returns first) and returns BadInput if it gets further.
    std::function<int(const Variant *variant, const QStringList &args)> run;
};

// --setup POS and --moves "M1 M2 ..." for actions that start from a position.
void add_position_options(QCommandLineParser &parser);
// The game after --setup and --moves, or nullopt after printing what was wrong;
// `exit_code` is then BadInput (set-up) or Illegal (a move).
std::optional<Game> position_from_options(const Variant &variant, const QCommandLineParser &parser, int &exit_code,
                                          QStringList *played = nullptr);

// "White wins 17:7 (Black has no legal move)", "ongoing".
QString describe_result(const Variant &variant, const GameResult &r);

} // namespace damka::cli
