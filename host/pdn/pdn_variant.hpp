// Which loaded variant replays a PDN game: the GameType tag, an explicit choice, or PDN's
// default — with the one exception of old Russian files that have algebraic moves and no tag.
#pragma once

#include "pdn_game.hpp"

#include "core/expected.hpp"
#include "core/message.hpp"
#include "core/plugin_registry.hpp"

#include <QString>

namespace damka::pdn {

struct VariantChoice {
    const Variant *variant = nullptr;
    Message note; // why this variant when the GameType number alone did not say it; empty otherwise
};

// `override_id` (the --variant option) wins when not empty. Otherwise the GameType tag's
// number is matched against Variant::pdn_gametype(), with two readings of lidraughts and
// pydraughts files: 99 (lidraughts' From Position) is international, and 40 with the Frysk!
// start in the FEN tag is frysk. With no tag, algebraic move text ("c3-d4") means russian and
// anything else PDN's default 20 (International).
Expected<VariantChoice> choose_variant(const GameRecord &game, const PluginRegistry &registry,
                                       const QString &override_id = QString());

// True when the first move of the main line uses algebraic squares ("c3-d4").
bool has_algebraic_moves(const GameRecord &game);

} // namespace damka::pdn
