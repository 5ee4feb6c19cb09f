// What to suggest when a game without a GameType tag fails as the variant it was read as: the
// loaded variants it replays as instead.
#pragma once

#include "pdn_game.hpp"
#include "pdn_replay.hpp"

#include "core/message.hpp"
#include "core/plugin_registry.hpp"

#include <optional>

namespace damka::pdn {

// A game with no GameType tag is International by PDN's default (russian when its moves are
// algebraic). Files of English draughts often omit the tag, and so do the Italian and Czech
// federations' files (Campionato Assoluto 2005, mrcd2006.pdn). When `game` failed as `tried`
// (a move, or its FEN set-up: a file of English problems) but replays as other loaded
// variants, the hint says which; none for a tagged game or a result that disagrees.
std::optional<Message> other_variant_hint(const GameRecord &game, const Variant &tried, const ReplayProblem &problem,
                                          const PluginRegistry &registry);

} // namespace damka::pdn
