#include "access_tokens.hpp"

#include "storage/audit_log.hpp"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonObject>
#include <QRandomGenerator>

namespace damka::server {

namespace {

QString token_hash(const QByteArray &token) {
    return QString::fromLatin1(QCryptographicHash::hash(token, QCryptographicHash::Sha256).toHex());
}

} // namespace

std::optional<Role> parse_role(const QString &text) {
    if (text == QStringLiteral("chief")) return Role{Role::Kind::Chief};
    if (text == QStringLiteral("arbiter")) return Role{Role::Kind::Arbiter};
    if (text == QStringLiteral("checkin")) return Role{Role::Kind::Checkin};
    if (text.startsWith(QStringLiteral("board:"))) {
        bool ok = false;
        const int board = text.mid(6).toInt(&ok);
        if (ok && board > 0 && board <= 10000) return Role{Role::Kind::Board, board};
    }
    return std::nullopt;
}

QString role_name(const Role &role) {
    switch (role.kind) {
    case Role::Kind::Chief: return QStringLiteral("chief");
    case Role::Kind::Arbiter: return QStringLiteral("arbiter");
    case Role::Kind::Board: return QStringLiteral("board:%1").arg(role.board);
    case Role::Kind::Checkin: return QStringLiteral("checkin");
    }
    return {};
}

storage::Migrations server_migrations() {
    return {{QStringLiteral("server"),
             1,
             QStringLiteral("web server: access tokens (hashes only), player check-in, web clock starts"),
             {QStringLiteral("CREATE TABLE access_tokens ("
                             " hash VARCHAR(64) PRIMARY KEY, role VARCHAR(32) NOT NULL,"
                             " created_at VARCHAR(32) NOT NULL, created_by TEXT NOT NULL)"),
              QStringLiteral("CREATE TABLE checkins ("
                             " round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (id),"
                             " at VARCHAR(32) NOT NULL, PRIMARY KEY (round, player))"),
              // The web clock's start, in ms since the Unix epoch: a press is logged at the time since it.
              QStringLiteral("CREATE TABLE web_clocks ("
                             " round INTEGER NOT NULL, board INTEGER NOT NULL, game_no INTEGER NOT NULL,"
                             " started_at_ms BIGINT NOT NULL, PRIMARY KEY (round, board, game_no))")}}};
}

QString create_token(storage::Database &db, const Role &role, const QString &who) {
    QByteArray random(32, '\0');
    QRandomGenerator::system()->generate(random.begin(), random.end());
    const QByteArray token = random.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    const QString hash = token_hash(token);
    db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO access_tokens (hash, role, created_at, created_by) VALUES (?, ?, ?, ?)"),
                {hash, role_name(role), QDateTime::currentDateTimeUtc().toString(Qt::ISODate), who});
        // The audit names the role and the hash's first characters, never the token.
        storage::append_audit(
            db, who, QStringLiteral("token.create"),
            QStringLiteral("access token for %1 (%2...)").arg(role_name(role), hash.left(8)), {},
            QJsonObject{{QStringLiteral("role"), role_name(role)}, {QStringLiteral("hash"), hash.left(8)}});
    });
    return QString::fromLatin1(token);
}

std::optional<Role> find_token(storage::Database &db, const QByteArray &token) {
    if (token.isEmpty() || token.size() > 200) return std::nullopt;
    const QVariant role =
        db.scalar(QStringLiteral("SELECT role FROM access_tokens WHERE hash = ?"), {token_hash(token)});
    if (!role.isValid() || role.isNull()) return std::nullopt;
    return parse_role(role.toString());
}

} // namespace damka::server
