// The commands of `damka` and the actions of `damka rules`, in the order `damka --help` lists them.
#pragma once

#include "app/cli/cli.hpp"
#include "app/cli/rules_command.hpp"

#include <vector>

namespace damka::app {

const std::vector<cli::Command> &command_table();
const std::vector<cli::RulesAction> &rules_action_table();

} // namespace damka::app
