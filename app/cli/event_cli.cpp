#include "event_cli.hpp"

#include "storage/integrity.hpp"
#include "arbiter/time_control.hpp" // arbiter/: the clock that reads --time-control

namespace damka::cli {

void add_event_options(QCommandLineParser &parser) {
    parser.addOption(
        {QStringLiteral("db"),
         QStringLiteral("The event database: an SQLite file, or postgresql://user@host:port/dbname?event=NAME."),
         QStringLiteral("FILE|URL")});
    parser.addOption({QStringLiteral("arbiter"),
                      QStringLiteral("Who acts, for the audit log (default: $DAMKA_ARBITER or $USER)."),
                      QStringLiteral("NAME")});
}

std::optional<tournament::Event> open_event(const QCommandLineParser &parser, int &code, storage::Access access) {
    const QString file = parser.value(QStringLiteral("db"));
    if (file.isEmpty()) {
        err(QStringLiteral("damka: --db: the event database file is required"));
        code = BadInput;
        return std::nullopt;
    }
    auto ev = tournament::Event::open(file, access);
    if (!ev) {
        err(QStringLiteral("damka: ") + qs(ev.error()));
        code = ev.error_kind() == ErrorKind::Busy ? Failure : FileAccess;
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("arbiter"))) ev->set_actor(parser.value(QStringLiteral("arbiter")));
    return std::move(ev).value();
}

std::optional<tournament::Event> open_event_to_export(const QCommandLineParser &parser, int &code) {
    auto ev = open_event(parser, code, storage::Access::Read);
    if (!ev) return std::nullopt;
    try {
        storage::check_integrity(ev->db(), storage::Depth::Full);
    } catch (const storage::SqlError &e) {
        const Error why = tournament::storage_error(e);
        err(QStringLiteral("damka: ") + qs(why.message.english()));
        code = exit_code(why.kind);
        return std::nullopt;
    }
    return ev;
}

int exit_code(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::Storage: return FileAccess;
    case ErrorKind::Busy: return Failure;
    case ErrorKind::Refused:
    case ErrorKind::Unconfirmed: break;
    }
    return BadInput;
}

int report(const Expected<tournament::Change> &result) {
    if (!result) {
        err(QStringLiteral("damka: ") + qs(result.error()));
        return exit_code(result.error_kind());
    }
    for (const Message &line : result->lines) out(qs(line.english()));
    return Ok;
}

void add_missed_option(QCommandLineParser &p) {
    p.addOption({QStringLiteral("missed"), QStringLiteral("Late entry: missed rounds count as ZPB (default) or HPB."),
                 QStringLiteral("KIND"), QStringLiteral("ZPB")});
}

std::optional<tournament::ByeKind> missed_rounds(const QCommandLineParser &p) {
    using tournament::ByeKind;
    const auto missed = tournament::parse_bye(p.value(QStringLiteral("missed")).toStdString());
    if (!missed || (*missed != ByeKind::ZPB && *missed != ByeKind::HPB)) {
        err(QStringLiteral("damka: --missed: '%1' is not ZPB or HPB").arg(p.value(QStringLiteral("missed"))));
        return std::nullopt;
    }
    return missed;
}

int report_questioned(const Expected<tournament::Change> &result) {
    const int code = report(result);
    if (!result && result.error_kind() == ErrorKind::Unconfirmed)
        err(QStringLiteral("damka: if they are different people, run the command again with --duplicate-ok"));
    return code;
}

std::function<int(const QStringList &)> storage_guarded(std::function<int(const QStringList &)> run) {
    return [run = std::move(run)](const QStringList &args) {
        try {
            return run(args);
        } catch (const storage::SqlError &e) {
            const Error why = tournament::storage_error(e);
            err(QStringLiteral("damka: ") + qs(why.message.english()));
            return exit_code(why.kind);
        }
    };
}

std::optional<int> parse_count(const QString &name, const QString &text) {
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < 1) {
        err(QStringLiteral("damka: %1: '%2' is not a positive whole number").arg(name, text));
        return std::nullopt;
    }
    return v;
}

std::optional<int> latest_paired_round(tournament::Event &ev) {
    if (const int last = ev.last_round(); last > 0) return last;
    err(QStringLiteral("damka: no round is paired yet (damka round pair pairs round 1)"));
    return std::nullopt;
}

bool read_time_control(std::string &text) {
    const auto tc = arbiter::normal_time_control(text);
    if (!tc) {
        err(QStringLiteral("damka: --time-control: %1").arg(qs(tc.error())));
        return false;
    }
    text = *tc;
    return true;
}

bool parse_round_filter(const QCommandLineParser &p, std::optional<int> &round) {
    if (!p.isSet(QStringLiteral("round"))) return true;
    round = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
    return round.has_value();
}

int dispatch(const QString &group, const std::vector<SubCommand> &actions, const QStringList &args) {
    auto usage = [&] {
        out(QStringLiteral("Usage: damka %1 <action> [options]\n\nActions:").arg(group));
        for (const SubCommand &a : actions) out(QStringLiteral("  %1  %2").arg(a.name.leftJustified(10), a.summary));
        out(QStringLiteral("\nRun 'damka %1 <action> --help' for an action's options.").arg(group));
    };
    if (args.size() < 2 || args[1] == QStringLiteral("--help") || args[1] == QStringLiteral("-h")) {
        usage();
        return args.size() < 2 ? BadInput : Ok;
    }
    for (const SubCommand &a : actions)
        if (a.name == args[1]) {
            QStringList rest = args.mid(2);
            rest.prepend(QStringLiteral("damka %1 %2").arg(group, a.name));
            return a.run(rest);
        }
    err(QStringLiteral("damka %1: unknown action '%2'").arg(group, args[1]));
    usage();
    return BadInput;
}

} // namespace damka::cli
