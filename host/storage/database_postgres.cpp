// Database::open_postgres: a shared PostgreSQL database through Qt's QPSQL driver (Debian
// package libqt6sql6-psql). Each event lives in a schema of its own, named by the URL's
// `event=`; the connection's search_path is that schema, so every module's portable SQL
// (unqualified table names) works on the event's tables.
#include "database.hpp"
#include "database_internal.hpp"
#include "postgres_url.hpp"

#include <QSqlError>

namespace damka::storage {
namespace {

[[noreturn]] void refuse(const QString &message) { throw SqlError(message.toStdString()); }

} // namespace

Database Database::open_postgres(const QString &url, Access access) {
    const bool create = access == Access::Create;
    QString why;
    const auto loc = parse_postgres_url(url, why);
    if (!loc) refuse(QStringLiteral("--db: ") + why);
    const QString where = loc->display();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        refuse(QStringLiteral("%1: Qt's PostgreSQL driver QPSQL is not installed (Debian package libqt6sql6-psql)")
                   .arg(where));
    const QString name = next_connection_name();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!loc->host.isEmpty()) db.setHostName(loc->host);
    if (loc->port > 0) db.setPort(loc->port);
    if (!loc->user.isEmpty()) db.setUserName(loc->user);
    if (!loc->password.isEmpty()) db.setPassword(loc->password);
    db.setDatabaseName(loc->database);
    db.setConnectOptions(loc->options);
    if (!db.open()) {
        // libpq's message names the server and the user, never the password.
        const QString driver_text = db.lastError().databaseText().simplified();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        refuse(QStringLiteral("cannot connect to PostgreSQL database '%1' on %2: %3")
                   .arg(loc->database,
                        loc->host.isEmpty()
                            ? QStringLiteral("the local server")
                            : loc->host + (loc->port > 0 ? QStringLiteral(":%1").arg(loc->port) : QString()),
                        driver_text));
    }
    Database d(db, Driver::PostgreSQL, where, name);
    db = QSqlDatabase(); // `d` holds the only handle, so its destructor can remove the connection
    d.schema_ = loc->event;
    d.access_ = access;
    const QString schema = quote_identifier(loc->event);
    try {
        d.exec(QStringLiteral("SET client_min_messages TO warning")); // no NOTICE lines on the arbiter's terminal
        // Concurrency: every command is SERIALIZABLE; a conflicting one fails with 40001
        // (ConflictError) instead of interleaving. lock_timeout: a stuck command is reported.
        d.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL SERIALIZABLE"));
        d.exec(QStringLiteral("SET lock_timeout TO '30s'"));
        const bool schema_exists =
            d.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_namespace WHERE nspname = ?"), {loc->event}).toInt() > 0;
        const bool has_event = schema_exists &&
            d.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE schemaname = ?"
                                    " AND tablename = 'schema_migrations'"),
                     {loc->event})
                    .toInt() > 0;
        if (create && has_event)
            refuse(
                QStringLiteral("%1: event '%2' already exists; refusing to overwrite an event").arg(where, loc->event));
        if (!create && !has_event)
            refuse(QStringLiteral("%1: no event '%2' in this database (create one with 'damka event create')")
                       .arg(where, loc->event));
        // A schema created beforehand by the database owner (empty) is used as it is.
        if (create && !schema_exists) {
            try {
                d.exec(QStringLiteral("CREATE SCHEMA ") + schema);
            } catch (const SqlError &e) {
                refuse(
                    QStringLiteral("%1: cannot create the event's schema '%2' (the user needs CREATE on the database,"
                                   " or the owner creates the schema first): %3")
                        .arg(where, loc->event, QString::fromUtf8(e.what())));
            }
        }
        d.exec(QStringLiteral("SET search_path TO ") + schema);
        d.exec(migration_table_sql());
    } catch (const ConflictError &) {
        throw;
    } catch (const SqlError &e) {
        const QString text = QString::fromUtf8(e.what());
        refuse(text.startsWith(where) ? text : where + QStringLiteral(": ") + text);
    }
    return d;
}

} // namespace damka::storage
