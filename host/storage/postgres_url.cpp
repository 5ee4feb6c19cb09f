#include "postgres_url.hpp"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace damka::storage {
namespace {

// libpq settings passed through to the connection (libpq "Connection URIs"); anything else
// in the query is a mistake the user should hear about.
const QStringList kPassThrough = {QStringLiteral("sslmode"),
                                  QStringLiteral("sslrootcert"),
                                  QStringLiteral("sslcert"),
                                  QStringLiteral("sslkey"),
                                  QStringLiteral("connect_timeout"),
                                  QStringLiteral("application_name"),
                                  QStringLiteral("target_session_attrs")};

// QPSQL joins the options into a libpq conninfo string separated by ';' -> ' ': a value must
// not contain separators or quotes.
bool plain_value(const QString &v) {
    static const QRegularExpression bad(QStringLiteral("[\\s;'\"\\\\]"));
    return !v.isEmpty() && !v.contains(bad);
}

} // namespace

bool is_postgres_url(const QString &location) {
    return location.startsWith(QStringLiteral("postgresql://"), Qt::CaseInsensitive) ||
        location.startsWith(QStringLiteral("postgres://"), Qt::CaseInsensitive);
}

QString check_event_name(const QString &event) {
    static const QRegularExpression ident(QStringLiteral("^[a-z0-9][a-z0-9_-]*$"));
    if (event.isEmpty()) return QStringLiteral("the event name is empty");
    if (event.size() > 32) return QStringLiteral("'%1' is longer than 32 characters").arg(event);
    if (!ident.match(event).hasMatch())
        return QStringLiteral("'%1' may hold only lower-case letters a-z, digits, '-' and '_', and must start"
                              " with a letter or a digit")
            .arg(event);
    if (event.contains(QStringLiteral("__")))
        return QStringLiteral("'%1' contains \"__\", which is kept for the event's snapshots").arg(event);
    // PostgreSQL reserves pg_*; public and information_schema belong to the database.
    if (event.startsWith(QStringLiteral("pg_")) || event == QStringLiteral("public") ||
        event == QStringLiteral("information_schema"))
        return QStringLiteral("'%1' is a PostgreSQL system schema").arg(event);
    return {};
}

QString quote_identifier(const QString &name) {
    QString q = name;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString PostgresLocation::display() const {
    QString s = QStringLiteral("postgresql://");
    if (!user.isEmpty()) s += user + QLatin1Char('@');
    if (!host.startsWith(QLatin1Char('/'))) s += host;
    if (port > 0 && !host.startsWith(QLatin1Char('/'))) s += QStringLiteral(":%1").arg(port);
    s += QLatin1Char('/') + database + QStringLiteral("?event=") + event;
    if (host.startsWith(QLatin1Char('/'))) {
        s += QStringLiteral("&host=") + host;
        if (port > 0) s += QStringLiteral("&port=%1").arg(port);
    }
    return s;
}

std::optional<PostgresLocation> parse_postgres_url(const QString &url, QString &error) {
    if (!is_postgres_url(url)) {
        error = QStringLiteral("not a PostgreSQL URL (postgresql://user@host:port/dbname?event=NAME)");
        return std::nullopt;
    }
    const QUrl u(url, QUrl::StrictMode);
    if (!u.isValid()) {
        // QUrl's message ends with "; source was <the URL>", which may hold the password.
        error = QStringLiteral("malformed PostgreSQL URL: ") + u.errorString().section(QLatin1Char(';'), 0, 0);
        return std::nullopt;
    }
    PostgresLocation loc;
    loc.host = u.host(QUrl::FullyDecoded);
    loc.user = u.userName(QUrl::FullyDecoded);
    loc.password = u.password(QUrl::FullyDecoded);
    loc.port = u.port(0);
    loc.database = u.path(QUrl::FullyDecoded).mid(1);
    QStringList options;
    const QUrlQuery query(u);
    for (const auto &[key, raw] : query.queryItems(QUrl::FullyDecoded)) {
        const QString value = raw;
        if (key == QStringLiteral("event")) {
            loc.event = value;
        } else if (key == QStringLiteral("host")) {
            loc.host = value;
        } else if (key == QStringLiteral("user")) {
            loc.user = value;
        } else if (key == QStringLiteral("password")) {
            loc.password = value;
        } else if (key == QStringLiteral("dbname")) {
            loc.database = value;
        } else if (key == QStringLiteral("port")) {
            bool ok = false;
            loc.port = value.toInt(&ok);
            if (!ok || loc.port < 1 || loc.port > 65535) {
                error = QStringLiteral("port=%1: not a port number (1-65535)").arg(value);
                return std::nullopt;
            }
        } else if (kPassThrough.contains(key)) {
            if (!plain_value(value)) {
                error = QStringLiteral("%1=: the value must not be empty or hold spaces, ';', quotes or '\\'").arg(key);
                return std::nullopt;
            }
            options << key + QLatin1Char('=') + value;
        } else {
            error = QStringLiteral("unknown URL parameter '%1' (known: event, host, port, user, dbname, %2)")
                        .arg(key, kPassThrough.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    if (loc.database.isEmpty() || loc.database.contains(QLatin1Char('/'))) {
        error =
            QStringLiteral("the database name is missing or malformed (postgresql://user@host:port/DBNAME?event=NAME)");
        return std::nullopt;
    }
    if (!u.query().contains(QStringLiteral("event="))) {
        error = QStringLiteral("event=NAME is missing: each event lives in a schema of its own, e.g. "
                               "postgresql://user@host/%1?event=spring-open-2026")
                    .arg(loc.database);
        return std::nullopt;
    }
    if (const QString bad = check_event_name(loc.event); !bad.isEmpty()) {
        error = QStringLiteral("event=: ") + bad;
        return std::nullopt;
    }
    if (std::none_of(options.begin(), options.end(),
                     [](const QString &o) { return o.startsWith(QStringLiteral("connect_timeout=")); }))
        options << QStringLiteral("connect_timeout=10"); // a server that does not answer is reported, not waited for
    loc.options = options.join(QLatin1Char(';'));
    return loc;
}

} // namespace damka::storage
