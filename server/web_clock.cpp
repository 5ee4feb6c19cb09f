// Names the model's games (tournament::Game) to find the board's players.
#include "web_clock.hpp"

#include "api_json.hpp"
#include "storage/audit_log.hpp"
#include "arbiter/clock_log.hpp"
#include "arbiter/store/game_log_store.hpp"

#include <QDateTime>
#include <QJsonArray>

namespace damka::server {

using namespace std::chrono;
using arbiter::EventKind;
using arbiter::GameLog;

namespace {

struct Board {
    arbiter::store::GameKey key;
    GameLog header; // a new log's header: the event's variant, the players, the control
};

std::optional<Board> find_board(const EventView &view, int round, int board) {
    const tournament::EventData &e = view.data();
    const tournament::Round *r = published_round(e, round);
    if (!r) return std::nullopt;
    for (const tournament::RoundGame &g : r->games)
        if (g.board == board && g.game_no == 1) {
            Board b{{round, board, 1}, {}};
            b.header.variant = e.info.variant;
            const tournament::Player *w = e.player(g.white), *bl = e.player(g.black);
            b.header.players = {w ? w->name : std::string(), bl ? bl->name : std::string()};
            // As `damka arbiter log` starts a game's log: the event's control in the arbiter's syntax.
            if (auto tc = arbiter::parse_time_control(e.info.time_control); tc)
                b.header.time_control = arbiter::format_time_control(*tc);
            return b;
        }
    return std::nullopt;
}

std::optional<qint64> started_at(storage::Database &db, const arbiter::store::GameKey &k) {
    const QVariant v =
        db.scalar(QStringLiteral("SELECT started_at_ms FROM web_clocks WHERE round = ? AND board = ? AND game_no = ?"),
                  {k.round, k.board, k.game_no});
    if (!v.isValid() || v.isNull()) return std::nullopt;
    return v.toLongLong();
}

QJsonObject readings(const GameLog &log, std::optional<qint64> start) {
    const arbiter::ClockReplay replay = arbiter::replay_clock(log);
    QJsonObject o{{QStringLiteral("control"), QString::fromStdString(log.time_control)},
                  {QStringLiteral("players"),
                   QJsonArray{QString::fromStdString(log.players[0]), QString::fromStdString(log.players[1])}},
                  {QStringLiteral("started"), bool(replay.clock && replay.clock->started())}};
    if (!replay.clock) return o;
    const qint64 now_ms =
        start ? std::max<qint64>(QDateTime::currentMSecsSinceEpoch() - *start, replay.last.count()) : 0;
    const arbiter::ClockReading r = replay.clock->reading(arbiter::Millis(now_ms));
    const arbiter::TimeControl &tc = replay.clock->control();
    const auto base = [&](int side) {
        return replay.clock->started() ? r.remaining[size_t(side)].count() : tc.stages.front().base.count();
    };
    o.insert(QStringLiteral("running"), r.running);
    o.insert(QStringLiteral("remaining_ms"), QJsonArray{qint64(base(0)), qint64(base(1))});
    o.insert(QStringLiteral("moves"), QJsonArray{r.moves[0], r.moves[1]});
    o.insert(QStringLiteral("flag"),
             QJsonArray{bool(replay.clock->flag_time(arbiter::Millis(now_ms), 0)),
                        bool(replay.clock->flag_time(arbiter::Millis(now_ms), 1))});
    return o;
}

Reply no_board(int round, int board) {
    return error_reply(404, QStringLiteral("not_found"),
                       QStringLiteral("round %1 has no published board %2").arg(round).arg(board));
}

} // namespace

Reply clock_state(EventView &view, int round, int board) {
    const auto b = find_board(view, round, board);
    if (!b) return no_board(round, board);
    storage::Database &db = view.event().db();
    const std::optional<GameLog> log = arbiter::store::load_log(db, b->key);
    return json_reply(readings(log ? *log : b->header, started_at(db, b->key)));
}

Reply clock_action(EventView &view, int round, int board, const QJsonObject &body, const QString &who) {
    const auto b = find_board(view, round, board);
    if (!b) return no_board(round, board);
    const QString action = body.value(QStringLiteral("action")).toString();
    const QJsonValue side_value = body.value(QStringLiteral("side"));
    if (action != QStringLiteral("start") && action != QStringLiteral("press"))
        return error_reply(400, QStringLiteral("bad_field"), QStringLiteral("action: start or press"));
    if (action == QStringLiteral("press") &&
        (!side_value.isDouble() || (side_value.toDouble() != 0 && side_value.toDouble() != 1)))
        return error_reply(400, QStringLiteral("bad_field"), QStringLiteral("side: 0 (White) or 1 (Black)"));
    if (b->header.time_control.empty())
        return error_reply(409, QStringLiteral("untimed"),
                           QStringLiteral("the event's time control is not one the clock can run"));
    storage::Database &db = view.event().db();
    std::optional<Reply> refused;
    QJsonObject state;
    // One transaction: two servers (or a double tap) cannot both record the same press.
    db.transaction([&] {
        const std::optional<GameLog> stored = arbiter::store::load_log(db, b->key);
        GameLog log = stored ? *stored : b->header;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        std::optional<qint64> start = started_at(db, b->key);
        arbiter::ClockReplay replay = arbiter::replay_clock(log);
        if (!replay.clock) {
            refused = error_reply(409, QStringLiteral("untimed"),
                                  QStringLiteral("the game's log has no time control the clock can run"));
            return;
        }
        arbiter::Event e;
        if (action == QStringLiteral("start")) {
            if (start || replay.clock->started()) {
                refused = error_reply(409, QStringLiteral("clock"), QStringLiteral("the clock is already started"));
                return;
            }
            e.kind = EventKind::ClockStart;
            e.side = 0; // White moves first: the clock starts on White's time
            e.at = arbiter::Millis(0);
            db.exec(QStringLiteral("INSERT INTO web_clocks (round, board, game_no, started_at_ms) VALUES (?, ?, ?, ?)"),
                    {b->key.round, b->key.board, b->key.game_no, now});
            start = now;
        } else {
            if (!start) {
                refused = error_reply(409, QStringLiteral("clock"),
                                      QStringLiteral("the clock is not started on the web clock"));
                return;
            }
            e.kind = EventKind::Press;
            e.side = side_value.toInt();
            e.at = arbiter::Millis(std::max<qint64>(now - *start, replay.last.count()));
            if (auto done = arbiter::apply_clock_event(*replay.clock, *e.at, e); done && !*done) {
                refused = error_reply(409, QStringLiteral("clock"), QString::fromStdString(done->error()));
                return;
            }
        }
        if (!stored) arbiter::store::create_log(db, b->key, log);
        arbiter::store::append_events(db, b->key, {e});
        log.events.push_back(e);
        // As `damka arbiter log` records it: action arbiter.log, the board and the event.
        const QString where = QStringLiteral("round %1 board %2: ").arg(round).arg(board);
        storage::append_audit(db, who, QStringLiteral("arbiter.log"),
                              where + QString::fromStdString(arbiter::describe(e, {"White", "Black"})), {},
                              QJsonObject{{QStringLiteral("events"), QJsonArray{arbiter::to_json(e)}},
                                          {QStringLiteral("round"), round},
                                          {QStringLiteral("board"), board},
                                          {QStringLiteral("game_no"), 1}});
        state = readings(log, start);
    });
    if (refused) return *refused;
    return json_reply(state);
}

} // namespace damka::server
