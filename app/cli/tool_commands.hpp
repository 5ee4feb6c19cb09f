// Actions listed under an existing command group but defined in files of their own (issue 14's
// everyday tools), so each group's table stays the one list of its actions.
#pragma once

#include <QStringList>

namespace damka::cli {
int run_player_edit(const QStringList &args); // cmd_edit.cpp
int run_event_edit(const QStringList &args); // cmd_edit.cpp
int run_result_enter(const QStringList &args); // cmd_result_enter.cpp
int run_round_lots(const QStringList &args); // cmd_lots.cpp
int run_player_from_list(const QStringList &args); // cmd_rating.cpp
} // namespace damka::cli
