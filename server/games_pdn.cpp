#include "games_pdn.hpp"

#include "arbiter/pdn_export.hpp"
#include "arbiter/store/event_game.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "board_game.hpp" // log_variant
#include "core/qt_text.hpp"
#include "pdn/pdn_writer.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::server {

using namespace damka::tournament;

namespace {

// PDN 3.0 game terminators for the results played on the board; a forfeit or a game still
// played keeps what the log decides ("*" when nothing: PDN's unknown result).
std::optional<QString> entered_result(BoardResult r) {
    switch (r) {
    case BoardResult::WhiteWin: return QStringLiteral("1-0");
    case BoardResult::BlackWin: return QStringLiteral("0-1");
    case BoardResult::Draw: return QStringLiteral("1/2-1/2");
    default: return std::nullopt;
    }
}

// The game's arbiter's log as PDN, or "" when it has no move or cannot be replayed.
std::string logged_game(storage::Database &db, const PluginRegistry &plugins, const EventData &e, const RoundGame &g) {
    const std::optional<arbiter::GameLog> log = arbiter::store::load_log(db, {g.round, g.board, g.game_no});
    if (!log || std::none_of(log->events.begin(), log->events.end(), [](const arbiter::Event &ev) {
            return ev.kind == arbiter::EventKind::Move;
        }))
        return {};
    const Expected<Variant> variant = log_variant(plugins, e.info, log->variant);
    if (!variant) return {};
    Expected<pdn::GameRecord> record = arbiter::to_pdn(*variant, *log);
    if (!record) return {};
    for (const auto &[tag, value] : arbiter::pdn_roster(e, g.round)) record->set_tag(tag, value);
    if (const auto result = entered_result(g.result)) {
        record->result = *result;
        record->set_tag(QStringLiteral("Result"), *result);
    }
    return pdn::write_game(*record).toStdString();
}

} // namespace

QByteArray games_pdn(EventView &view, const PluginRegistry *plugins) {
    const EventData &e = view.data();
    storage::Database &db = view.event().db();
    std::set<std::tuple<int, int, int>> logged; // one query, not one per board
    if (plugins)
        for (const arbiter::store::GameKey &k : arbiter::store::logged_games(db))
            logged.emplace(k.round, k.board, k.game_no);
    QByteArray out;
    for (const Round &r : e.rounds) {
        if (r.state != RoundState::Published) continue; // a draft is not public
        for (const RoundGame &g : r.games) {
            const std::string game = !g.pdn.empty()           ? g.pdn
                : logged.count({g.round, g.board, g.game_no}) ? logged_game(db, *plugins, e, g)
                                                              : std::string();
            if (game.empty()) continue;
            out += QByteArray::fromStdString(game);
            if (!out.endsWith('\n')) out += '\n';
            out += '\n'; // PDN: games are separated by an empty line
        }
    }
    return out;
}

} // namespace damka::server
