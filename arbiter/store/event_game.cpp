#include "event_game.hpp"

#include "arbiter/time_control.hpp"
#include "core/qt_text.hpp"
#include "storage/audit_log.hpp"
#include "tournament/service/message_json.hpp" // the audit summary kept as a message

#include <algorithm>

namespace damka::arbiter {

std::vector<std::pair<QString, QString>> pdn_roster(const tournament::EventData &data, int round) {
    // PDN's roster: the event's name, place and first day (YYYY.MM.DD) and the round.
    std::vector<std::pair<QString, QString>> tags;
    tags.emplace_back(QStringLiteral("Event"), qs(data.info.name));
    if (!data.info.place.empty()) tags.emplace_back(QStringLiteral("Site"), qs(data.info.place));
    if (!data.info.start_date.empty())
        tags.emplace_back(QStringLiteral("Date"), qs(data.info.start_date).replace(QLatin1Char('-'), QLatin1Char('.')));
    tags.emplace_back(QStringLiteral("Round"), QString::number(round));
    return tags;
}

tournament::ResultEntry decided_result(const store::GameKey &key, const GameResult &r, const std::string &pdn) {
    tournament::ResultEntry entry;
    entry.round = key.round;
    entry.board = key.board;
    entry.game_no = key.game_no;
    entry.result = r.outcome == DAMKA_DRAW ? tournament::BoardResult::Draw
        : r.winner == 0                    ? tournament::BoardResult::WhiteWin
                                           : tournament::BoardResult::BlackWin;
    entry.white_points = r.points[0];
    entry.black_points = r.points[1];
    entry.white_tiebreak = r.tiebreak[0];
    entry.black_tiebreak = r.tiebreak[1];
    entry.pdn = pdn;
    return entry;
}

Expected<EventGame> EventGame::open(tournament::Event event, std::optional<int> round, int board, int game_no) {
    EventGame g(std::move(event));
    try {
        g.event_.db().migrate(store::arbiter_migrations());
        const tournament::EventData data = g.event_.data();
        g.key_.round = round.value_or(g.event_.last_round());
        g.key_.board = board;
        g.key_.game_no = game_no;
        if (data.rounds.empty()) return Error{"the event has no paired round yet"};
        if (g.key_.round < 1 || g.key_.round > int(data.rounds.size()))
            return Error{"--round: the event has no round " + std::to_string(g.key_.round) +
                         " (rounds paired: " + std::to_string(data.rounds.size()) + ")"};
        if (g.key_.board < 1) return Error{"--board: a board number (1, 2, ...) is required"};
        const tournament::Round &r = data.rounds[size_t(g.key_.round - 1)];
        const auto game = std::find_if(r.games.begin(), r.games.end(), [&](const tournament::RoundGame &x) {
            return x.board == g.key_.board && x.game_no == g.key_.game_no;
        });
        if (game == r.games.end())
            return Error{"round " + std::to_string(g.key_.round) + " has no board " + std::to_string(g.key_.board) +
                         " (game " + std::to_string(g.key_.game_no) + ")"};
        g.tags_ = pdn_roster(data, g.key_.round);
        if (std::optional<GameLog> stored = store::load_log(g.event_.db(), g.key_)) {
            g.log_ = *stored;
            g.exists_ = true;
        } else {
            g.log_.variant = data.info.variant;
            const tournament::Player *w = data.player(game->white), *b = data.player(game->black);
            g.log_.players = {w ? w->name : std::string(), b ? b->name : std::string()};
            // The event's control, when it is written in the arbiter's syntax.
            if (Expected<TimeControl> tc = parse_time_control(data.info.time_control); tc)
                g.log_.time_control = format_time_control(*tc);
            else if (!data.info.time_control.empty())
                g.note_ = QStringLiteral("note: the event's time control '%1' is not in the arbiter's syntax; give "
                                         "--control (e.g. \"45m+10s\") to follow the clock")
                              .arg(qs(data.info.time_control));
        }
    } catch (const storage::SqlError &e) {
        return Error{e.what(), ErrorKind::Storage};
    }
    return g;
}

QString EventGame::where() const {
    return QStringLiteral("round %1 board %2%3")
        .arg(key_.round)
        .arg(key_.board)
        .arg(key_.game_no > 1 ? QStringLiteral(" game %1").arg(key_.game_no) : QString());
}

bool EventGame::set_control(const std::string &control) {
    if (exists_) return false;
    log_.time_control = control;
    return true;
}

std::string EventGame::save(const std::vector<Event> &events, const QString &actor, const QString &action,
                            const Message &summary, const QJsonObject &after) {
    try {
        event_.db().transaction([&] {
            if (!exists_) store::create_log(event_.db(), key_, log_);
            store::append_events(event_.db(), key_, events);
            QJsonObject state = after;
            state[QStringLiteral("round")] = key_.round;
            state[QStringLiteral("board")] = key_.board;
            state[QStringLiteral("game_no")] = key_.game_no;
            tournament::append_audit(event_.db(), actor, action,
                                     game_audit_summary(key_.round, key_.board, key_.game_no, summary), {}, state);
        });
    } catch (const storage::SqlError &e) {
        return e.what();
    }
    exists_ = true;
    log_.events.insert(log_.events.end(), events.begin(), events.end());
    return {};
}

Expected<std::vector<std::string>> EventGame::enter_result(const GameResult &r, const std::string &pdn,
                                                           const Variant *variant, const QString &actor) {
    event_.set_actor(actor);
    Expected<tournament::Change> c = event_.set_result(decided_result(key_, r, pdn), variant);
    if (!c) return Error{c.error_message()};
    std::vector<std::string> lines;
    for (const Message &l : c->lines) lines.push_back(l.english());
    return lines;
}

} // namespace damka::arbiter
