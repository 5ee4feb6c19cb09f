#include "game_log_source.hpp"

#include "storage/audit_log.hpp"
#include "tournament/event.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "output_file.hpp"

#include <QFile>

namespace damka::cli::arbiter_cli {

namespace {

using arbiter::GameLog;

// A log file: the whole JSON document is rewritten on save (atomically, QSaveFile).
class FileSource final : public GameLogSource {
public:
    explicit FileSource(QString file) : file_(std::move(file)) {}

    bool load(const QCommandLineParser &p, const PluginRegistry &registry, int &code) {
        QFile f(file_);
        if (f.exists()) {
            if (!f.open(QIODevice::ReadOnly))
                return fail(QStringLiteral("cannot read %1: %2").arg(file_, f.errorString()), FileAccess, code);
            Expected<GameLog> log = arbiter::log_from_json_text(f.readAll().toStdString());
            if (!log) return fail(QStringLiteral("%1: %2").arg(file_, qs(log.error())), BadInput, code);
            log_ = *log;
            stored_ = log_.events.size();
        } else {
            if (!p.isSet(QStringLiteral("variant")))
                return fail(QStringLiteral("%1 does not exist; to start a new log give --variant ID").arg(file_),
                            BadInput, code);
            log_.variant = p.value(QStringLiteral("variant")).toStdString();
            log_.setup = p.value(QStringLiteral("setup")).toStdString();
            const QStringList players = p.value(QStringLiteral("players")).split(QLatin1Char(','));
            for (int i = 0; i < 2 && i < players.size(); ++i)
                log_.players[size_t(i)] = players[i].trimmed().toStdString();
        }
        variant_ = find_variant(registry, qs(log_.variant));
        if (!variant_) {
            code = BadInput;
            return false;
        }
        return true;
    }

    QString where() const override { return file_; }

    std::string save(const std::vector<arbiter::Event> &events, const QString &, const QString &,
                     const QJsonObject &) override {
        GameLog all = log_;
        all.events.insert(all.events.end(), events.begin(), events.end());
        if (const QString why = write_output_file(file_, QByteArray::fromStdString(arbiter::log_to_json_text(all)));
            !why.isEmpty())
            return why.toStdString();
        log_ = all;
        return {};
    }

    Expected<std::vector<std::string>> enter_result(const GameResult &, const std::string &) override {
        return Error{"--enter-result needs a game of the event database (--db FILE --board N)"};
    }

    bool set_control(const std::string &control) {
        if (!log_.events.empty() || stored_) return false;
        log_.time_control = control;
        return true;
    }

private:
    static bool fail(const QString &msg, int exit_code, int &code) {
        err(QStringLiteral("damka: ") + msg);
        code = exit_code;
        return false;
    }
    QString file_;
};

// A game of the tournament in the event database.
class DatabaseSource final : public GameLogSource {
public:
    explicit DatabaseSource(tournament::Event ev) : ev_(std::move(ev)) {}

    bool load(const QCommandLineParser &p, const PluginRegistry &registry, int &code) {
        try {
            ev_.db().migrate(arbiter::store::arbiter_migrations());
            const tournament::EventData data = ev_.data();
            key_.round = p.isSet(QStringLiteral("round")) ? p.value(QStringLiteral("round")).toInt() : ev_.last_round();
            key_.board = p.value(QStringLiteral("board")).toInt();
            key_.game_no = p.isSet(QStringLiteral("game")) ? p.value(QStringLiteral("game")).toInt() : 1;
            if (data.rounds.empty()) return fail(QStringLiteral("the event has no paired round yet"), code);
            if (key_.round < 1 || key_.round > int(data.rounds.size()))
                return fail(QStringLiteral("--round: the event has no round %1 (rounds paired: %2)")
                                .arg(key_.round)
                                .arg(data.rounds.size()),
                            code);
            if (key_.board < 1) return fail(QStringLiteral("--board: a board number (1, 2, ...) is required"), code);
            const tournament::Round &round = data.rounds[size_t(key_.round - 1)];
            const auto game = std::find_if(round.games.begin(), round.games.end(), [&](const tournament::RoundGame &g) {
                return g.board == key_.board && g.game_no == key_.game_no;
            });
            if (game == round.games.end())
                return fail(QStringLiteral("round %1 has no board %2 (game %3)")
                                .arg(key_.round)
                                .arg(key_.board)
                                .arg(key_.game_no),
                            code);
            // PDN's roster: the event's name, place and first day (YYYY.MM.DD) and the round.
            tags_.emplace_back(QStringLiteral("Event"), qs(data.info.name));
            if (!data.info.place.empty()) tags_.emplace_back(QStringLiteral("Site"), qs(data.info.place));
            if (!data.info.start_date.empty())
                tags_.emplace_back(QStringLiteral("Date"),
                                   qs(data.info.start_date).replace(QLatin1Char('-'), QLatin1Char('.')));
            tags_.emplace_back(QStringLiteral("Round"), QString::number(key_.round));
            if (std::optional<GameLog> stored = arbiter::store::load_log(ev_.db(), key_)) {
                log_ = *stored;
                stored_ = log_.events.size();
                exists_ = true;
            } else {
                log_.variant = data.info.variant;
                const tournament::Player *w = data.player(game->white), *b = data.player(game->black);
                log_.players = {w ? w->name : std::string(), b ? b->name : std::string()};
                // The event's control, when it is written in the arbiter's syntax.
                if (Expected<arbiter::TimeControl> tc = arbiter::parse_time_control(data.info.time_control); tc)
                    log_.time_control = arbiter::format_time_control(*tc);
                else if (!data.info.time_control.empty())
                    note_ = QStringLiteral("note: the event's time control '%1' is not in the arbiter's syntax; give "
                                           "--control (e.g. \"45m+10s\") to follow the clock")
                                .arg(qs(data.info.time_control));
            }
        } catch (const storage::SqlError &e) {
            return fail(QString::fromUtf8(e.what()), code, FileAccess);
        }
        variant_ = find_variant(registry, qs(log_.variant));
        if (!variant_) {
            code = BadInput;
            return false;
        }
        if (!note_.isEmpty() && !exists_) err(note_);
        if (p.isSet(QStringLiteral("arbiter"))) actor_ = p.value(QStringLiteral("arbiter"));
        return true;
    }

    QString where() const override {
        return QStringLiteral("round %1 board %2%3")
            .arg(key_.round)
            .arg(key_.board)
            .arg(key_.game_no > 1 ? QStringLiteral(" game %1").arg(key_.game_no) : QString());
    }

    std::string save(const std::vector<arbiter::Event> &events, const QString &action, const QString &summary,
                     const QJsonObject &after) override {
        try {
            ev_.db().transaction([&] {
                if (!exists_) arbiter::store::create_log(ev_.db(), key_, log_);
                arbiter::store::append_events(ev_.db(), key_, events);
                QJsonObject state = after;
                state[QStringLiteral("round")] = key_.round;
                state[QStringLiteral("board")] = key_.board;
                state[QStringLiteral("game_no")] = key_.game_no;
                storage::append_audit(ev_.db(), actor_, action, where() + QStringLiteral(": ") + summary, {}, state);
            });
        } catch (const storage::SqlError &e) {
            return e.what();
        }
        exists_ = true;
        log_.events.insert(log_.events.end(), events.begin(), events.end());
        return {};
    }

    Expected<std::vector<std::string>> enter_result(const GameResult &r, const std::string &pdn) override {
        tournament::ResultEntry entry;
        entry.round = key_.round;
        entry.board = key_.board;
        entry.game_no = key_.game_no;
        entry.result = r.outcome == DAMKA_DRAW ? tournament::BoardResult::Draw
            : r.winner == 0                    ? tournament::BoardResult::WhiteWin
                                               : tournament::BoardResult::BlackWin;
        entry.white_points = r.points[0];
        entry.black_points = r.points[1];
        entry.white_tiebreak = r.tiebreak[0];
        entry.black_tiebreak = r.tiebreak[1];
        entry.pdn = pdn;
        ev_.set_actor(actor_);
        Expected<tournament::Change> c = ev_.set_result(entry, variant_);
        if (!c) return Error{c.error()};
        return c->lines;
    }

    bool set_control(const std::string &control) {
        if (exists_) return false;
        log_.time_control = control;
        return true;
    }

private:
    static bool fail(const QString &msg, int &code, int exit_code = BadInput) {
        err(QStringLiteral("damka: ") + msg);
        code = exit_code;
        return false;
    }
    tournament::Event ev_;
    arbiter::store::GameKey key_;
    bool exists_ = false;
    QString note_;
    QString actor_ = storage::default_actor();
};

template <class Source>
bool apply_control(Source &s, const QCommandLineParser &p, int &code) {
    if (!p.isSet(QStringLiteral("control"))) return true;
    Expected<arbiter::TimeControl> tc = arbiter::parse_time_control(p.value(QStringLiteral("control")).toStdString());
    if (!tc) {
        err(QStringLiteral("damka: --control: ") + qs(tc.error()));
        code = BadInput;
        return false;
    }
    if (!s.set_control(arbiter::format_time_control(*tc))) {
        err(QStringLiteral("damka: --control: the game's log is already started; its control is '%1'")
                .arg(qs(s.log().time_control)));
        code = BadInput;
        return false;
    }
    return true;
}

} // namespace

void add_source_options(QCommandLineParser &parser) {
    parser.addOption(
        {QStringLiteral("db"),
         QStringLiteral("The event database: an SQLite file, or postgresql://user@host:port/dbname?event=NAME."),
         QStringLiteral("FILE|URL")});
    parser.addOption({QStringLiteral("board"), QStringLiteral("The board number (with --db)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("round"), QStringLiteral("The round (with --db; default: the current round)."),
                      QStringLiteral("R")});
    parser.addOption({QStringLiteral("game"), QStringLiteral("The game of a micro-match (with --db; default 1)."),
                      QStringLiteral("G")});
    parser.addOption({QStringLiteral("log"), QStringLiteral("A game log file (JSON) instead of the database."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("variant"), QStringLiteral("The variant of a new --log file."), QStringLiteral("ID")});
    parser.addOption(
        {QStringLiteral("setup"), QStringLiteral("The start position of a new --log file."), QStringLiteral("POS")});
    parser.addOption({QStringLiteral("players"), QStringLiteral("\"First,Second\" player names of a new --log file."),
                      QStringLiteral("NAMES")});
    parser.addOption(
        {QStringLiteral("control"),
         QStringLiteral("The game's time control, when its log starts (e.g. \"adiukh-blitz\", \"40/2h, 30m+30s\")."),
         QStringLiteral("TC")});
    parser.addOption({QStringLiteral("arbiter"),
                      QStringLiteral("Who acts, for the audit log (default: $DAMKA_ARBITER or $USER)."),
                      QStringLiteral("NAME")});
}

std::unique_ptr<GameLogSource> GameLogSource::open(const QCommandLineParser &p, const PluginRegistry &registry,
                                                   int &code) {
    const bool db = p.isSet(QStringLiteral("db")), file = p.isSet(QStringLiteral("log"));
    if (db == file) {
        err(QStringLiteral("damka: name the game with either --db FILE --board N or --log FILE"));
        code = BadInput;
        return nullptr;
    }
    if (file) {
        auto s = std::make_unique<FileSource>(p.value(QStringLiteral("log")));
        if (!s->load(p, registry, code) || !apply_control(*s, p, code)) return nullptr;
        return s;
    }
    if (!p.isSet(QStringLiteral("board"))) {
        err(QStringLiteral("damka: --board: a board number is required with --db"));
        code = BadInput;
        return nullptr;
    }
    Expected<tournament::Event> ev = tournament::Event::open(p.value(QStringLiteral("db")), storage::Access::Write);
    if (!ev) {
        err(QStringLiteral("damka: ") + qs(ev.error()));
        code = FileAccess;
        return nullptr;
    }
    auto s = std::make_unique<DatabaseSource>(std::move(ev).value());
    if (!s->load(p, registry, code) || !apply_control(*s, p, code)) return nullptr;
    return s;
}

} // namespace damka::cli::arbiter_cli
