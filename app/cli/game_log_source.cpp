#include "game_log_source.hpp"

#include "storage/audit_log.hpp"
#include "tournament/service/event.hpp"
#include "arbiter/store/event_game.hpp"
#include "output_file.hpp"

#include "core/bounded_read.hpp"

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
            const BoundedRead text = read_bounded(f, file_, kInputFileBound);
            if (!text.error.isEmpty()) return fail(text.error, FileAccess, code);
            Expected<GameLog> log = arbiter::log_from_json_text(text.bytes.toStdString());
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

    std::string save(const std::vector<arbiter::Event> &events, const QString &, const Message &,
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

// A game of the tournament in the event database (arbiter/store/event_game.hpp).
class DatabaseSource final : public GameLogSource {
public:
    explicit DatabaseSource(arbiter::EventGame game) : game_(std::move(game)) { sync(); }

    bool load(const QCommandLineParser &p, const PluginRegistry &registry, int &code) {
        variant_ = find_variant(registry, qs(log_.variant));
        if (!variant_) {
            code = BadInput;
            return false;
        }
        if (!game_.note().isEmpty()) err(game_.note());
        if (p.isSet(QStringLiteral("arbiter"))) actor_ = p.value(QStringLiteral("arbiter"));
        return true;
    }

    QString where() const override { return game_.where(); }

    std::string save(const std::vector<arbiter::Event> &events, const QString &action, const Message &summary,
                     const QJsonObject &after) override {
        std::string why = game_.save(events, actor_, action, summary, after);
        sync();
        return why;
    }

    Expected<std::vector<std::string>> enter_result(const GameResult &r, const std::string &pdn) override {
        return game_.enter_result(r, pdn, variant_, actor_);
    }

    bool set_control(const std::string &control) {
        const bool set = game_.set_control(control);
        sync();
        return set;
    }

private:
    void sync() {
        log_ = game_.log();
        tags_ = game_.pdn_tags();
    }
    arbiter::EventGame game_;
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
    const std::optional<int> round =
        p.isSet(QStringLiteral("round")) ? std::optional<int>(p.value(QStringLiteral("round")).toInt()) : std::nullopt;
    const int game_no = p.isSet(QStringLiteral("game")) ? p.value(QStringLiteral("game")).toInt() : 1;
    Expected<arbiter::EventGame> game =
        arbiter::EventGame::open(std::move(ev).value(), round, p.value(QStringLiteral("board")).toInt(), game_no);
    if (!game) {
        err(QStringLiteral("damka: ") + qs(game.error()));
        code = game.error_kind() == ErrorKind::Storage ? int(FileAccess) : int(BadInput);
        return nullptr;
    }
    auto s = std::make_unique<DatabaseSource>(std::move(game).value());
    if (!s->load(p, registry, code) || !apply_control(*s, p, code)) return nullptr;
    return s;
}

} // namespace damka::cli::arbiter_cli
