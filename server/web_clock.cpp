// Names the model's games (tournament::Game) to find the board's players.
#include "web_clock.hpp"

#include "service_reply.hpp"

#include "api_json.hpp"
#include "storage/audit_log.hpp"
#include "arbiter/clock_log.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "tournament/service/message_json.hpp"

#include <QDateTime>
#include <QJsonArray>
#include <QSqlQuery>

#include <algorithm>

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

Reply no_board(int round, int board) {
    return error_reply(404, QStringLiteral("not_found"),
                       QStringLiteral("round %1 has no published board %2").arg(round).arg(board));
}

// adiukh 5.4, FIDE Laws 6.9: a flag is down when the time is used up; the server, which times
// every press, writes it to the log once. Read first without a transaction, so a board whose
// flags are all noted takes no write lock. The actor: the server's clock, not the asker.
bool note_flags(storage::Database &db, const arbiter::store::GameKey &key) {
    std::optional<GameLog> log = arbiter::store::load_log(db, key);
    if (!log || fallen_flags(*log, web_clock_start(db, key)).empty()) return false;
    bool written = false;
    db.transaction([&] {
        log = arbiter::store::load_log(db, key); // again: another server may have noted it meanwhile
        if (!log) return;
        for (const arbiter::Event &flag : fallen_flags(*log, web_clock_start(db, key))) {
            record_game_event(db, key, *log, true, flag, QStringLiteral("web clock"));
            written = true;
        }
    });
    return written;
}

std::optional<int> side_field(const QJsonObject &body) {
    const QJsonValue v = body.value(QStringLiteral("side"));
    if (!v.isDouble() || (v.toDouble() != 0 && v.toDouble() != 1)) return std::nullopt;
    return v.toInt();
}

} // namespace

std::optional<qint64> web_clock_start(storage::Database &db, const arbiter::store::GameKey &k) {
    const QVariant v =
        db.scalar(QStringLiteral("SELECT started_at_ms FROM web_clocks WHERE round = ? AND board = ? AND game_no = ?"),
                  {k.round, k.board, k.game_no});
    if (!v.isValid() || v.isNull()) return std::nullopt;
    return v.toLongLong();
}

arbiter::Millis web_clock_time(std::optional<qint64> start, const arbiter::ClockReplay &replay) {
    if (!start) return arbiter::Millis(0);
    return arbiter::Millis(std::max<qint64>(QDateTime::currentMSecsSinceEpoch() - *start, replay.last.count()));
}

QJsonObject clock_readings(const GameLog &log, std::optional<qint64> start) {
    const arbiter::ClockReplay replay = arbiter::replay_clock(log);
    QJsonObject o{{QStringLiteral("control"), QString::fromStdString(log.time_control)},
                  {QStringLiteral("players"),
                   QJsonArray{QString::fromStdString(log.players[0]), QString::fromStdString(log.players[1])}},
                  {QStringLiteral("started"), bool(replay.clock && replay.clock->started())}};
    if (!replay.clock) return o;
    const arbiter::Millis now = web_clock_time(start, replay);
    const arbiter::ClockReading r = replay.clock->reading(now);
    const arbiter::TimeControl &tc = replay.clock->control();
    const auto base = [&](int side) {
        // A fallen flag reads 0, as a clock shows it (the time past it is in the log's times).
        return replay.clock->started() ? std::max<qint64>(0, r.remaining[size_t(side)].count())
                                       : qint64(tc.stages.front().base.count());
    };
    o.insert(QStringLiteral("running"), r.running);
    o.insert(QStringLiteral("paused"), replay.clock->paused());
    o.insert(QStringLiteral("remaining_ms"), QJsonArray{base(0), base(1)});
    o.insert(QStringLiteral("moves"), QJsonArray{r.moves[0], r.moves[1]});
    o.insert(QStringLiteral("flag"),
             QJsonArray{bool(replay.clock->flag_time(now, 0)), bool(replay.clock->flag_time(now, 1))});
    return o;
}

void record_game_event(storage::Database &db, const arbiter::store::GameKey &key, GameLog &log, bool stored,
                       const arbiter::Event &e, const QString &who, const std::string &shown) {
    if (!stored) arbiter::store::create_log(db, key, log);
    arbiter::store::append_events(db, key, {e});
    // As `damka arbiter log` words it (cmd_arbiter.cpp): a move numbered, in notation.
    const Message what = e.kind == arbiter::EventKind::Move
        ? Message(arbiter::numbered_move(log.events, e, shown.empty() ? e.move : shown))
        : arbiter::event_message(e);
    log.events.push_back(e);
    tournament::append_audit(db, who, QStringLiteral("arbiter.log"),
                             arbiter::game_audit_summary(key.round, key.board, key.game_no, what), {},
                             QJsonObject{{QStringLiteral("events"), QJsonArray{arbiter::to_json(e)}},
                                         {QStringLiteral("round"), key.round},
                                         {QStringLiteral("board"), key.board},
                                         {QStringLiteral("game_no"), key.game_no}});
}

// T of `flag SIDE`: when the time ran out, never before the log's latest event, which
// game_replay would refuse as out of order.
std::vector<arbiter::Event> fallen_flags(const GameLog &log, std::optional<qint64> start) {
    std::vector<arbiter::Event> out;
    const arbiter::ClockReplay replay = arbiter::replay_clock(log);
    if (!start || !replay.clock || !replay.clock->started()) return out;
    const arbiter::Millis now = web_clock_time(start, replay);
    for (int side = 0; side < 2; ++side) {
        const std::optional<arbiter::Millis> fell = replay.clock->flag_time(now, side);
        const bool logged = std::any_of(log.events.begin(), log.events.end(), [&](const arbiter::Event &e) {
            return e.kind == EventKind::Flag && (e.both || e.side == side);
        });
        if (!fell || logged) continue;
        arbiter::Event flag;
        flag.kind = EventKind::Flag;
        flag.side = side;
        flag.at = std::max(*fell, replay.last);
        out.push_back(flag);
    }
    return out;
}

bool arbiter_only_action(const QJsonObject &body) {
    const QString action = body.value(QStringLiteral("action")).toString();
    return action == QStringLiteral("resume") || action == QStringLiteral("add");
}

Reply clock_state(EventView &view, int round, int board) {
    const auto b = find_board(view, round, board);
    if (!b) return no_board(round, board);
    storage::Database &db = view.event().db();
    try {
        note_flags(db, b->key);
    } catch (const storage::ConflictError &) {
        // Another command holds the event: the reading is the same, and the server's flag
        // check (log_fallen_flags) writes the flag when the lock is free, at the time it fell.
    }
    const std::optional<GameLog> log = arbiter::store::load_log(db, b->key);
    return json_reply(clock_readings(log ? *log : b->header, web_clock_start(db, b->key)));
}

Reply clock_action(EventView &view, int round, int board, Fields &body, const QString &who, const reports::Tr &tr) {
    const auto b = find_board(view, round, board);
    if (!b)
        return error_reply(
            404, QStringLiteral("not_found"),
            QString::fromStdString(tr.translate("Clock", "round %1 has no published board %2").arg(round).arg(board)));
    const QString action = body.text("action").value_or(QString());
    // FIDE Laws 6.12, 7.5.5: the arbiter's correction of a clock, at most a day either way, so
    // no sum of them passes what a clock (and the log's times) can hold.
    const std::optional<int> delta = body.whole("delta_ms", -max_clock_add_ms, max_clock_add_ms);
    if (body.bad()) return *body.bad();
    static const QStringList actions = {QStringLiteral("start"), QStringLiteral("press"), QStringLiteral("pause"),
                                        QStringLiteral("resume"), QStringLiteral("add")};
    if (!actions.contains(action))
        return error_reply(400, QStringLiteral("bad_field"),
                           words(tr.translate("Clock", "action: start, press, pause, resume or add")));
    const std::optional<int> side = side_field(body.object());
    if ((action == QStringLiteral("press") || action == QStringLiteral("add")) && !side)
        return error_reply(400, QStringLiteral("bad_field"),
                           words(tr.translate("Clock", "side: 0 (White) or 1 (Black)")));
    if (action == QStringLiteral("add") && delta.value_or(0) == 0)
        return error_reply(
            400, QStringLiteral("bad_field"),
            words(tr.translate("Clock", "delta_ms: a whole number of milliseconds, not 0 (negative: taken away)")));
    if (b->header.time_control.empty())
        return error_reply(409, QStringLiteral("untimed"),
                           words(tr.translate("Clock", "the event's time control is not one the clock can run")));
    storage::Database &db = view.event().db();
    std::optional<Reply> refused;
    QJsonObject state;
    // One transaction: two servers (or a double tap) cannot both record the same press.
    db.transaction([&] {
        const std::optional<GameLog> stored = arbiter::store::load_log(db, b->key);
        GameLog log = stored ? *stored : b->header;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        std::optional<qint64> start = web_clock_start(db, b->key);
        // A flag that fell before this request is noted first, at its own time.
        for (const arbiter::Event &flag : fallen_flags(log, start))
            record_game_event(db, b->key, log, true, flag, QStringLiteral("web clock"));
        arbiter::ClockReplay replay = arbiter::replay_clock(log);
        if (!replay.clock) {
            refused = error_reply(409, QStringLiteral("untimed"),
                                  words(tr.translate("Clock", "the game's log has no time control the clock can run")));
            return;
        }
        arbiter::Event e;
        if (action == QStringLiteral("start")) {
            if (start || replay.clock->started()) {
                refused = error_reply(409, QStringLiteral("clock"),
                                      words(tr.translate("Clock", "the clock is already started")));
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
                                      words(tr.translate("Clock", "the clock is not started on the web clock")));
                return;
            }
            // As `damka arbiter log` words them: press SIDE, clock pause, clock resume, clock add SIDE DURATION.
            e.kind = action == QStringLiteral("press") ? EventKind::Press
                : action == QStringLiteral("pause")    ? EventKind::ClockPause
                : action == QStringLiteral("resume")   ? EventKind::ClockResume
                                                       : EventKind::ClockAdd;
            if (e.kind == EventKind::Press || e.kind == EventKind::ClockAdd) e.side = *side;
            if (e.kind == EventKind::ClockAdd) e.delta = arbiter::Millis(*delta);
            e.at = arbiter::Millis(std::max<qint64>(now - *start, replay.last.count()));
            if (auto done = arbiter::apply_clock_event(*replay.clock, *e.at, e); done && !*done) {
                // The clock's own refusal (arbiter/clock.cpp marks its words for translation).
                refused =
                    error_reply(409, QStringLiteral("clock"), QString::fromStdString(tr.data("Clock", done->error())));
                return;
            }
        }
        record_game_event(db, b->key, log, stored.has_value(), e, who);
        state = clock_readings(log, start);
    });
    if (refused) return *refused;
    return json_reply(state);
}

int log_fallen_flags(EventView &view) {
    storage::Database &db = view.event().db();
    std::vector<arbiter::store::GameKey> clocks;
    QSqlQuery q = db.exec(QStringLiteral("SELECT round, board, game_no FROM web_clocks"));
    while (db.next(q)) clocks.push_back({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt()});
    int written = 0;
    for (const arbiter::store::GameKey &k : clocks) {
        // A game with its result entered is over: its clock is not watched.
        const tournament::Round *r = published_round(view.data(), k.round);
        const bool open =
            r && std::any_of(r->games.begin(), r->games.end(), [&](const tournament::RoundGame &g) {
                return g.board == k.board && g.game_no == k.game_no && g.result == tournament::BoardResult::Pending;
            });
        if (open && note_flags(db, k)) ++written;
    }
    return written;
}

} // namespace damka::server
