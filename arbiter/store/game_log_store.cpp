#include "game_log_store.hpp"
#include "core/qt_text.hpp"

#include <QJsonDocument>

namespace damka::arbiter::store {

namespace {
QVariantList key_values(const GameKey &k) { return {k.round, k.board, k.game_no}; }
} // namespace

storage::Migrations arbiter_migrations() {
    return {{QStringLiteral("arbiter"),
             1,
             QStringLiteral("game event logs (arbiter)"),
             {QStringLiteral("CREATE TABLE arbiter_game_log ("
                             " round INTEGER NOT NULL, board INTEGER NOT NULL, game_no INTEGER NOT NULL,"
                             " variant TEXT NOT NULL, setup TEXT NOT NULL, time_control TEXT NOT NULL,"
                             " first_player TEXT NOT NULL, second_player TEXT NOT NULL,"
                             " PRIMARY KEY (round, board, game_no))"),
              QStringLiteral(
                  "CREATE TABLE arbiter_game_event ("
                  " round INTEGER NOT NULL, board INTEGER NOT NULL, game_no INTEGER NOT NULL,"
                  " seq INTEGER NOT NULL, event TEXT NOT NULL,"
                  " PRIMARY KEY (round, board, game_no, seq),"
                  " FOREIGN KEY (round, board, game_no) REFERENCES arbiter_game_log (round, board, game_no))")}}};
}

std::optional<GameLog> load_log(storage::Database &db, const GameKey &key) {
    QSqlQuery h = db.exec(QStringLiteral("SELECT variant, setup, time_control, first_player, second_player"
                                         " FROM arbiter_game_log WHERE round = ? AND board = ? AND game_no = ?"),
                          key_values(key));
    if (!db.next(h)) return std::nullopt;
    GameLog log;
    log.variant = h.value(0).toString().toStdString();
    log.setup = h.value(1).toString().toStdString();
    log.time_control = h.value(2).toString().toStdString();
    log.players = {h.value(3).toString().toStdString(), h.value(4).toString().toStdString()};
    QSqlQuery e = db.exec(QStringLiteral("SELECT seq, event FROM arbiter_game_event"
                                         " WHERE round = ? AND board = ? AND game_no = ? ORDER BY seq"),
                          key_values(key));
    while (db.next(e)) {
        const int seq = e.value(0).toInt();
        Expected<Event> ev = event_from_json(QJsonDocument::fromJson(e.value(1).toString().toUtf8()).object(), seq);
        if (!ev) throw storage::SqlError("arbiter_game_event: " + ev.error());
        log.events.push_back(*ev);
    }
    return log;
}

void create_log(storage::Database &db, const GameKey &key, const GameLog &header) {
    QVariantList values = key_values(key);
    values << qs(header.variant) << qs(header.setup) << qs(header.time_control) << qs(header.players[0])
           << qs(header.players[1]);
    db.exec(QStringLiteral("INSERT INTO arbiter_game_log (round, board, game_no, variant, setup, time_control,"
                           " first_player, second_player) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
            values);
}

void append_events(storage::Database &db, const GameKey &key, const std::vector<Event> &events) {
    int seq = db.scalar(QStringLiteral(
                            "SELECT COUNT(*) FROM arbiter_game_event WHERE round = ? AND board = ? AND game_no = ?"),
                        key_values(key))
                  .toInt();
    for (const Event &e : events) {
        QVariantList values = key_values(key);
        values << seq++ << QString::fromUtf8(QJsonDocument(to_json(e)).toJson(QJsonDocument::Compact));
        db.exec(
            QStringLiteral("INSERT INTO arbiter_game_event (round, board, game_no, seq, event) VALUES (?, ?, ?, ?, ?)"),
            values);
    }
}

std::vector<GameKey> logged_games(storage::Database &db) {
    QSqlQuery q = db.exec(QStringLiteral("SELECT DISTINCT round, board, game_no FROM arbiter_game_event"
                                         " ORDER BY round, board, game_no"));
    std::vector<GameKey> keys;
    while (db.next(q)) keys.push_back({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt()});
    return keys;
}

} // namespace damka::arbiter::store
