// damka serve --db EVENT [--listen HOST:PORT] — the event's public pages, JSON API and
// event stream, and result entry with a token; runs until stopped (Ctrl-C).
#include "server/access_tokens.hpp"
#include "commands.hpp"
#include "event_cli.hpp"
#include "report_output.hpp" // --lang
#include "server/event_setup.hpp"
#include "server/festival_host.hpp"
#include "server/served_variants.hpp"
#include "server/web_server.hpp"
#include "server/write_api.hpp"

#include <QCoreApplication>
#include <QFileInfo>

#include "festival/festival.hpp"
#include "storage/audit_log.hpp"
#include <QTimer>

#include <csignal>
#include <memory>
#include <utility>
#include <cstdio>

namespace damka::cli {
namespace {

volatile std::sig_atomic_t stop_requested = 0;

// "127.0.0.1:8080", "[::1]:8080", ":8080" (all interfaces); false when malformed.
bool parse_listen(const QString &text, QHostAddress &address, quint16 &port) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon < 0) return false;
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'))) host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint p = text.mid(colon + 1).toUInt(&ok);
    if (!ok || p > 65535) return false;
    port = quint16(p);
    if (host.isEmpty())
        address = QHostAddress::Any;
    else if (host == QStringLiteral("localhost"))
        address = QHostAddress::LocalHost;
    else if (!address.setAddress(host))
        return false;
    return true;
}

void say(const std::string &line) { out(QStringLiteral("damka serve: ") + qs(line)); }

// Warns on stderr of every served variant no loaded plugin provides (served_variants.hpp).
void warn_unloaded(const std::vector<server::UnloadedVariant> &missing, const reports::Tr &tr) {
    for (const server::UnloadedVariant &u : missing) {
        const std::string why = u.section.empty()
            ? tr.translate("Serve",
                           "warning: no loaded plugin provides the event's variant '%1': its games "
                           "cannot be shown on a board or checked here (load its plugin: --plugins "
                           "DIR or DAMKA_PLUGIN_PATH; 'damka variants' lists the loaded ones)")
                  .arg(u.variant)
                  .str()
            : tr.translate("Serve",
                           "warning: tournament %1: no loaded plugin provides its variant '%2': its "
                           "games cannot be shown on a board or checked here (load its plugin: "
                           "--plugins DIR or DAMKA_PLUGIN_PATH; 'damka variants' lists the loaded ones)")
                  .arg(u.section)
                  .arg(u.variant)
                  .str();
        err(QStringLiteral("damka serve: ") + qs(why));
    }
}

// Listens, then prints where: for every interface, each address it is reached at, the pages in
// the language of --lang, else the event's, else LANG. Empty after the error, when it cannot.
QStringList listen(const QCommandLineParser &p, server::WebServer &web, const QHostAddress &address, quint16 port,
                   const reports::Tr &tr) {
    QString why;
    const quint16 bound = web.start(address, port, why);
    if (!bound) {
        err(QStringLiteral("damka: --listen %1: %2").arg(p.value(QStringLiteral("listen")), why));
        return {};
    }
    const QStringList pages =
        server::page_addresses(address, bound, QString::fromLatin1(reports::language_code(tr.language())));
    say(tr.translate("Serve", "%1 (Ctrl-C stops)").arg(pages.front().toStdString()));
    return pages;
}

// Warns when tokens would cross the network in clear, then runs until Ctrl-C or SIGTERM.
int run_until_stopped(const QHostAddress &address) {
    // RFC 6750 5.3: bearer tokens go over TLS. The server speaks plain HTTP; beyond this
    // machine a TLS proxy in front of it carries them (README "damka serve behind TLS").
    if (!address.isLoopback())
        err(QStringLiteral("damka serve: warning: listening beyond this machine without TLS: tokens and results travel "
                           "in clear text; serve through a TLS proxy (README \"damka serve behind TLS\")"));
    std::fflush(stdout); // the address at once, also when a script reads it through a pipe
    // Ctrl-C and SIGTERM end the event loop, so the event is closed cleanly. The handler only
    // sets a flag (all a signal handler may safely do); a timer reads it.
    std::signal(SIGINT, [](int) { stop_requested = 1; });
    std::signal(SIGTERM, [](int) { stop_requested = 1; });
    QTimer stop_check;
    QObject::connect(&stop_check, &QTimer::timeout, [] {
        if (stop_requested) QCoreApplication::quit();
    });
    stop_check.start(100);
    return QCoreApplication::exec() == 0 ? Ok : Failure;
}

// damka serve --dir: the festival (festival_host.hpp). Its first start makes the festival
// chief's token and prints the desk's link with it, as `serve --new` prints the setup link.
int serve_festival(const QCommandLineParser &p, server::ServerOptions options, const QHostAddress &address,
                   quint16 port) {
    if (p.isSet(QStringLiteral("db")) || p.isSet(QStringLiteral("new"))) {
        err(QStringLiteral("damka: --dir: serves every event of the festival; leave out --db and --new (a new "
                           "tournament is made on the festival's desk)"));
        return BadInput;
    }
    festival::Festival festival = festival::Festival::open(p.value(QStringLiteral("dir")));
    festival.db().migrate(server::token_migrations());
    const auto lang = report_language(p, tournament::EventData{});
    if (!lang) return BadInput;
    PluginRegistry registry;
    bool loaded = false;
    options.plugins = [&]() -> const PluginRegistry & {
        if (!std::exchange(loaded, true)) load_plugins(p, registry, false);
        return registry;
    };
    server::FestivalHost host(festival, options, p.value(QStringLiteral("arbiter")), *lang);
    server::WebServer web(host);
    const reports::Tr tr(*lang);
    const QStringList pages = listen(p, web, address, port, tr);
    if (pages.isEmpty()) return Failure;
    say(tr.translate("Serve", "the festival: %1 tournaments").arg(int(host.sections().size())));
    warn_unloaded(server::unloaded_variants(host, options.plugins()), tr);
    const bool has_chief = [&] {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const server::Token &t : server::list_tokens(festival.db()))
            if (server::token_state(t, now) == QStringLiteral("in use")) return true;
        return false;
    }();
    if (!has_chief) {
        const server::Role chief{server::Role::Kind::Chief};
        const QString who = p.value(QStringLiteral("arbiter")).isEmpty() ? storage::default_actor()
                                                                         : p.value(QStringLiteral("arbiter"));
        const QString token =
            server::create_token(festival.db(), chief, who, 0,
                                 QDateTime::currentDateTimeUtc().addSecs(server::default_lifetime_seconds(chief)));
        say(tr.translate("Serve", "the festival's desk: %1")
                .arg(QString(pages.front() + QStringLiteral("desk#token=") + token).toStdString()));
    } else {
        say(tr.translate("Serve", "the festival's desk: %1 (a token from 'damka festival token')")
                .arg(QString(pages.front() + QStringLiteral("desk#token=")).toStdString()));
    }
    for (qsizetype i = 1; i < pages.size(); ++i) say(tr.translate("Serve", "also %1").arg(pages[i].toStdString()));
    return run_until_stopped(address);
}

int run_serve(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Serves the event on the web: public pages in English (/en/) and Russian (/ru/) that update themselves, the JSON "
        "API under /api/v1 (event, players, rounds, standings, crosstable, games, TRF and PDN downloads, the event "
        "stream), and result entry, round publishing and check-in with a token from 'damka token create'. Changes "
        "made meanwhile with the CLI, or by another server on the same PostgreSQL event, appear within a second."));
    add_event_options(p);
    p.addOption({QStringLiteral("listen"),
                 QStringLiteral("Address and port (default 127.0.0.1:8080; ':8080' for every interface)."),
                 QStringLiteral("HOST:PORT"), QStringLiteral("127.0.0.1:8080")});
    p.addOption({QStringLiteral("connections-per-address"),
                 QStringLiteral("Connections one address (an IPv6 /64) may hold open (default 512: a hall's phones "
                                "behind one NAT)."),
                 QStringLiteral("N"), QStringLiteral("512")});
    p.addOption({QStringLiteral("streams-per-address"),
                 QStringLiteral("Live-update streams one address (an IPv6 /64) may hold open (default 256)."),
                 QStringLiteral("N"), QStringLiteral("256")});
    p.addOption({QStringLiteral("host-name"),
                 QStringLiteral("A name the hall reaches the server by (a DNS name of the hall's network), besides "
                                "localhost, this machine's addresses and its host name; may be repeated. Requests "
                                "naming another host are refused (421), so no other site can be pointed here."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("dir"),
                 QStringLiteral("Serve a festival instead of one event: every event file (*.db) of FOLDER, or every "
                                "event of a PostgreSQL database (its URL without event=), each at /t/NAME/, with the "
                                "festival's list, desk, hall screen and live boards at / (damka festival)."),
                 QStringLiteral("FOLDER|URL")});
    p.addOption({QStringLiteral("new"),
                 QStringLiteral("No event yet: create it in the browser with every setting of 'damka event create'. "
                                "Prints the setup link; its token becomes the chief's token of the new event.")});
    p.addOption({QStringLiteral("lang"),
                 QStringLiteral("The language of the links and lines printed: en or ru (default: the event's, else "
                                "LANG)."),
                 QStringLiteral("LANG")});
    add_plugin_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    server::ServerOptions options;
    const auto connections =
        parse_count(QStringLiteral("--connections-per-address"), p.value(QStringLiteral("connections-per-address")));
    const auto streams =
        parse_count(QStringLiteral("--streams-per-address"), p.value(QStringLiteral("streams-per-address")));
    if (!connections || !streams) return BadInput;
    options.limits.per_address = *connections;
    options.streams.per_address = *streams;
    options.host_names = p.values(QStringLiteral("host-name"));
    QHostAddress address;
    quint16 port = 0;
    if (!parse_listen(p.value(QStringLiteral("listen")), address, port)) {
        err(QStringLiteral("damka: --listen: '%1' is not HOST:PORT").arg(p.value(QStringLiteral("listen"))));
        return BadInput;
    }
    if (p.isSet(QStringLiteral("dir"))) return serve_festival(p, options, address, port);
    const bool fresh = p.isSet(QStringLiteral("new"));
    const QString file = p.value(QStringLiteral("db"));
    std::unique_ptr<server::EventView> view;
    if (fresh) {
        if (file.isEmpty()) {
            err(QStringLiteral("damka: --db: the file of the new event is required"));
            return BadInput;
        }
        if (!file.startsWith(QStringLiteral("postgresql:")) && QFileInfo::exists(file)) {
            err(QStringLiteral("damka: --db: %1 already exists: serve it without --new").arg(file));
            return BadInput;
        }
        view = std::make_unique<server::EventView>();
    } else {
        auto ev = open_event(p, code, storage::Access::Write);
        if (!ev) return code;
        server::prepare_for_serving(*ev);
        view = std::make_unique<server::EventView>(std::move(*ev));
    }
    view->set_arbiter(p.value(QStringLiteral("arbiter"))); // the audit log names them (routes.cpp)
    const auto lang = report_language(p, view->has_event() ? view->data() : tournament::EventData{});
    if (!lang) return BadInput;
    // The plugins, loaded when first needed (the setup form's variants, a micro-match's openings).
    PluginRegistry registry;
    bool loaded = false;
    const auto plugins = [&]() -> const PluginRegistry & {
        if (!std::exchange(loaded, true)) load_plugins(p, registry, false);
        return registry;
    };
    const QByteArray secret = fresh ? server::new_secret() : QByteArray();
    server::EventSetup setup(*view, file, secret, plugins);
    server::WriteApi writes(*view, {}, plugins);
    options.plugins = plugins; // the game viewer and the hall replay games through the event's variant
    server::WebServer web(*view, std::ref(writes), options,
                          fresh ? server::Site::SetupHandler(std::ref(setup)) : server::Site::SetupHandler());
    const reports::Tr tr(*lang);
    const QStringList pages = listen(p, web, address, port, tr);
    if (pages.isEmpty()) return Failure;
    warn_unloaded(server::unloaded_variants(*view, plugins()), tr);
    if (fresh) // the one way in until the event exists; the chief's token after
        say(tr.translate("Serve", "create the event at %1")
                .arg(QString(pages.front() + QStringLiteral("desk/new#token=") + QString::fromLatin1(secret))
                         .toStdString()));
    else
        say(tr.translate("Serve", "the desk: %1 (a token from 'damka token create --role chief')")
                .arg(QString(pages.front() + QStringLiteral("desk#token=")).toStdString()));
    for (qsizetype i = 1; i < pages.size(); ++i) say(tr.translate("Serve", "also %1").arg(pages[i].toStdString()));
    return run_until_stopped(address);
}

} // namespace

int serve_command(const QStringList &args) { return storage_guarded(run_serve)(args); }
} // namespace damka::cli
