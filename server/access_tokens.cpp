#include "access_tokens.hpp"

#include "tournament/service/message_json.hpp"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlQuery>

namespace damka::server {

QString token_hash(const QByteArray &token) {
    return QString::fromLatin1(QCryptographicHash::hash(token, QCryptographicHash::Sha256).toHex());
}

std::optional<QDateTime> parse_expiry(const QString &text, const QDateTime &now) {
    static const QRegularExpression span(QStringLiteral("^(\\d{1,5})([mhd])$"));
    if (const auto m = span.match(text.trimmed()); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const qint64 unit = m.captured(2) == QStringLiteral("m") ? 60
            : m.captured(2) == QStringLiteral("h")               ? 3600
                                                                 : 86400;
        return n > 0 ? std::optional<QDateTime>(now.addSecs(n * unit)) : std::nullopt;
    }
    QDateTime at = QDateTime::fromString(text.trimmed(), Qt::ISODate);
    if (!at.isValid()) {
        const QDate day = QDate::fromString(text.trimmed(), Qt::ISODate);
        if (day.isValid()) at = QDateTime(day.addDays(1), QTime(0, 0), Qt::UTC); // to the day's end
    }
    if (!at.isValid() || at <= now) return std::nullopt;
    return at.toUTC();
}

std::variant<QString, TokenProblem> issue_token(storage::Database &db, const QString &who, const QString &role_text,
                                                const QString &round_text, const QString &expires_text,
                                                int last_round) {
    const auto role = parse_role(role_text.trimmed());
    if (!role)
        return TokenProblem{QStringLiteral("role"),
                            DAMKA_TR("Tokens", "'%1' is not chief, arbiter, board:N, checkin or captain:T")
                                .arg(role_text.toStdString())};
    const bool board = role->kind == Role::Kind::Board;
    if (!round_text.trimmed().isEmpty() && !board)
        return TokenProblem{QStringLiteral("round"), DAMKA_TR("Tokens", "only a board's token serves one round")};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QDateTime expires = now.addSecs(default_lifetime_seconds(*role));
    if (!expires_text.trimmed().isEmpty()) {
        const auto at = parse_expiry(expires_text, now);
        if (!at)
            return TokenProblem{QStringLiteral("expires"),
                                DAMKA_TR("Tokens", "'%1' is not a time to come ('8h', '2d', '2026-12-01')")
                                    .arg(expires_text.toStdString())};
        expires = *at;
    }
    int round = 0;
    if (board) {
        round = last_round;
        if (!round_text.trimmed().isEmpty()) {
            bool ok = false;
            round = round_text.trimmed().toInt(&ok);
            if (!ok)
                return TokenProblem{QStringLiteral("round"),
                                    DAMKA_TR("Tokens", "'%1' is not a number").arg(round_text.toStdString())};
        }
        if (round < 1 || round > last_round)
            return TokenProblem{
                QStringLiteral("round"),
                last_round == 0 ? DAMKA_TR("Tokens", "no round is paired yet; a board's token serves a paired round")
                                : DAMKA_TR("Tokens", "round %1 is not paired (1..%2)").arg(round).arg(last_round)};
    }
    return create_token(db, *role, who, round, expires);
}

QString token_state(const Token &t, const QDateTime &now) {
    if (!t.revoked_at.isEmpty()) return QStringLiteral("revoked");
    if (t.expires_at.isEmpty()) return QStringLiteral("no expiry");
    return QDateTime::fromString(t.expires_at, Qt::ISODate) <= now ? QStringLiteral("expired")
                                                                   : QStringLiteral("in use");
}

std::optional<Role> parse_role(const QString &text) {
    if (text == QStringLiteral("chief")) return Role{Role::Kind::Chief};
    if (text == QStringLiteral("arbiter")) return Role{Role::Kind::Arbiter};
    if (text == QStringLiteral("checkin")) return Role{Role::Kind::Checkin};
    if (text.startsWith(QStringLiteral("board:"))) {
        bool ok = false;
        const int board = text.mid(6).toInt(&ok);
        if (ok && board > 0 && board <= 10000) return Role{Role::Kind::Board, board};
    }
    if (text.startsWith(QStringLiteral("captain:"))) {
        bool ok = false;
        const int team = text.mid(8).toInt(&ok);
        if (ok && team > 0 && team <= 10000) return Role{Role::Kind::Captain, 0, team};
    }
    return std::nullopt;
}

QString role_name(const Role &role) {
    switch (role.kind) {
    case Role::Kind::Chief: return QStringLiteral("chief");
    case Role::Kind::Arbiter: return QStringLiteral("arbiter");
    case Role::Kind::Board: return QStringLiteral("board:%1").arg(role.board);
    case Role::Kind::Checkin: return QStringLiteral("checkin");
    case Role::Kind::Captain: return QStringLiteral("captain:%1").arg(role.team);
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
                             " started_at_ms BIGINT NOT NULL, PRIMARY KEY (round, board, game_no))")}},
            // Issue 29: a board's token serves one round; every token expires and can be revoked.
            {QStringLiteral("server"),
             2,
             QStringLiteral("access tokens: the round of a board's token, expiry, revocation"),
             {QStringLiteral("ALTER TABLE access_tokens ADD COLUMN round INTEGER"),
              QStringLiteral("ALTER TABLE access_tokens ADD COLUMN expires_at VARCHAR(32)"),
              QStringLiteral("ALTER TABLE access_tokens ADD COLUMN revoked_at VARCHAR(32)")}},
            // Issue 44: a round's board tokens made in one action keep their secret until revoked,
            // for the slips' QR codes (round_tokens.hpp; server/README.md says why).
            {QStringLiteral("server"),
             3,
             QStringLiteral("access tokens: the secret of a round's board token, until revoked"),
             {QStringLiteral("ALTER TABLE access_tokens ADD COLUMN link_secret VARCHAR(64)")}}};
}

storage::Migrations token_migrations() {
    return {{QStringLiteral("tokens"),
             1,
             QStringLiteral("access tokens (hashes only) of a database without an event: a festival's"),
             {QStringLiteral("CREATE TABLE IF NOT EXISTS access_tokens ("
                             " hash VARCHAR(64) PRIMARY KEY, role VARCHAR(32) NOT NULL,"
                             " created_at VARCHAR(32) NOT NULL, created_by TEXT NOT NULL, round INTEGER,"
                             " expires_at VARCHAR(32), revoked_at VARCHAR(32), link_secret VARCHAR(64))")}}};
}

qint64 default_lifetime_seconds(const Role &role) { return role.kind == Role::Kind::Board ? 24 * 3600 : 7 * 24 * 3600; }

QByteArray new_secret() {
    QByteArray random(32, '\0');
    QRandomGenerator::system()->generate(random.begin(), random.end());
    return random.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QString create_token(storage::Database &db, const Role &role, const QString &who, int round, const QDateTime &expires) {
    const QByteArray token = new_secret();
    store_token(db, token, role, who, round, expires);
    return QString::fromLatin1(token);
}

// Whom a token serves, for the audit log's summary ("access token 1a2b3c4d for the players of
// board 3"); role_name is the code the API and the CLI read.
Message role_words(const Role &role) {
    switch (role.kind) {
    case Role::Kind::Chief: return DAMKA_TR("Tokens", "the chief arbiter");
    case Role::Kind::Arbiter: return DAMKA_TR("Tokens", "an arbiter");
    case Role::Kind::Board: return DAMKA_TR("Tokens", "the players of board %1").arg(role.board);
    case Role::Kind::Checkin: return DAMKA_TR("Tokens", "the check-in");
    case Role::Kind::Captain: return DAMKA_TR("Tokens", "the captain of team %1").arg(role.team);
    }
    return Message(role_name(role).toStdString());
}

void store_token(storage::Database &db, const QByteArray &token, const Role &role, const QString &who, int round,
                 const QDateTime &expires) {
    const QString hash = token_hash(token);
    const QString until = expires.toUTC().toString(Qt::ISODate);
    const bool board = role.kind == Role::Kind::Board;
    db.transaction([&] {
        db.exec(QStringLiteral("INSERT INTO access_tokens (hash, role, created_at, created_by, round, expires_at) "
                               "VALUES (?, ?, ?, ?, ?, ?)"),
                {hash, role_name(role), QDateTime::currentDateTimeUtc().toString(Qt::ISODate), who,
                 board ? QVariant(round) : QVariant(QMetaType::fromType<int>()), until});
        // The audit names the role and the hash's first characters, never the token.
        tournament::append_audit(db, who, QStringLiteral("token.create"),
                                 (board ? DAMKA_TR("Tokens", "access token %1 for %2 in round %3, until %4")
                                              .arg(hash.left(8).toStdString())
                                              .arg(role_words(role))
                                              .arg(round)
                                        : DAMKA_TR("Tokens", "access token %1 for %2, until %3")
                                              .arg(hash.left(8).toStdString())
                                              .arg(role_words(role)))
                                     .arg(until.toStdString()),
                                 {},
                                 QJsonObject{{QStringLiteral("role"), role_name(role)},
                                             {QStringLiteral("hash"), hash.left(8)},
                                             {QStringLiteral("round"), board ? round : 0},
                                             {QStringLiteral("expires_at"), until}});
    });
}

namespace {

constexpr auto kTokenColumns = "hash, role, round, created_at, created_by, expires_at, revoked_at";

Token token_of(const QSqlQuery &q) {
    Token t;
    t.id = q.value(0).toString().left(8);
    t.role = parse_role(q.value(1).toString()).value_or(Role{});
    t.round = q.value(2).toInt();
    t.created_at = q.value(3).toString();
    t.created_by = q.value(4).toString();
    t.expires_at = q.value(5).toString();
    t.revoked_at = q.value(6).toString();
    return t;
}

} // namespace

std::optional<Token> stored_token(storage::Database &db, const QByteArray &token) {
    if (token.isEmpty() || token.size() > 200) return std::nullopt;
    QSqlQuery q =
        db.exec(QStringLiteral("SELECT %1 FROM access_tokens WHERE hash = ?").arg(QLatin1StringView(kTokenColumns)),
                {token_hash(token)});
    if (db.next(q)) return token_of(q);
    return std::nullopt;
}

std::optional<Token> find_token(storage::Database &db, const QByteArray &token, const QDateTime &now) {
    const std::optional<Token> found = stored_token(db, token);
    if (!found || !found->revoked_at.isEmpty()) return std::nullopt;
    if (!found->expires_at.isEmpty() && QDateTime::fromString(found->expires_at, Qt::ISODate) <= now)
        return std::nullopt;
    return found;
}

std::vector<Token> list_tokens(storage::Database &db) {
    std::vector<Token> out;
    QSqlQuery q = db.exec(QStringLiteral("SELECT %1 FROM access_tokens ORDER BY created_at DESC, hash")
                              .arg(QLatin1StringView(kTokenColumns)));
    while (db.next(q)) out.push_back(token_of(q));
    return out;
}

std::optional<Message> revoke_token(storage::Database &db, const QString &id, const QString &who) {
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{8,64}$"));
    if (!hex.match(id).hasMatch())
        return DAMKA_TR("Tokens", "'%1' is not a token id (8 hex digits, 'damka token list')").arg(id.toStdString());
    std::optional<Message> why;
    db.transaction([&] {
        std::vector<Token> matching;
        QSqlQuery q = db.exec(QStringLiteral("SELECT %1 FROM access_tokens WHERE hash LIKE ? AND revoked_at IS NULL")
                                  .arg(QLatin1StringView(kTokenColumns)),
                              {QString(id + QLatin1Char('%'))});
        while (db.next(q)) matching.push_back(token_of(q));
        if (matching.size() != 1) {
            why = matching.empty() ? DAMKA_TR("Tokens", "no token in use has the id %1").arg(id.toStdString())
                                   : DAMKA_TR("Tokens", "%1 tokens have the id %2: give more of its digits")
                                         .arg(matching.size())
                                         .arg(id.toStdString());
            return;
        }
        db.exec(QStringLiteral("UPDATE access_tokens SET revoked_at = ?, link_secret = NULL WHERE hash LIKE ? AND "
                               "revoked_at IS NULL"),
                {QDateTime::currentDateTimeUtc().toString(Qt::ISODate), QString(id + QLatin1Char('%'))});
        tournament::append_audit(db, who, QStringLiteral("token.revoke"),
                                 DAMKA_TR("Tokens", "access token %1 (%2) revoked")
                                     .arg(matching[0].id.toStdString())
                                     .arg(role_words(matching[0].role)),
                                 {}, QJsonObject{{QStringLiteral("hash"), matching[0].id}});
    });
    return why;
}

} // namespace damka::server
