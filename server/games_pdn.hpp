// /api/v1/games.pdn: every game of the published rounds that has a record, one PDN file in board
// order — the record attached to the result (a game ended on the scoresheet, `damka result set
// --pdn`, `arbiter decide --enter-result`), else the moves of the game's arbiter's log (the
// scoresheet's or `damka arbiter log`'s) as `damka arbiter show --pdn` writes them, with the event's
// roster and the result entered (a result entered from the buttons attaches no record).
#pragma once

#include "event_view.hpp"
#include "core/plugin_registry.hpp"

#include <QByteArray>

namespace damka::server {

// Without plugins only the attached records (a log needs its variant to be replayed).
QByteArray games_pdn(EventView &view, const PluginRegistry *plugins);

} // namespace damka::server
