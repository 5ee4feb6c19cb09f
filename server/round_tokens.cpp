#include "round_tokens.hpp"

#include "access_tokens.hpp"
#include "tournament/service/message_json.hpp"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>

#include <algorithm>

namespace damka::server {

std::vector<BoardSecret> round_board_secrets(storage::Database &db, int round, const QDateTime &now) {
    std::vector<BoardSecret> out;
    // An event no server has served yet (read by `damka festival list`) has none, nor the table:
    // the secrets came with the server module's migration 3.
    if (db.schema_version(QStringLiteral("server")) < 3) return out;
    QSqlQuery q = db.exec(QStringLiteral("SELECT role, link_secret, expires_at FROM access_tokens WHERE round = ? AND "
                                         "link_secret IS NOT NULL AND revoked_at IS NULL"),
                          {round});
    while (db.next(q)) {
        const auto role = parse_role(q.value(0).toString());
        const QDateTime until = QDateTime::fromString(q.value(2).toString(), Qt::ISODate);
        if (!role || role->kind != Role::Kind::Board || (until.isValid() && until <= now)) continue;
        out.push_back({role->board, q.value(1).toString().toLatin1()});
    }
    std::sort(out.begin(), out.end(), [](const BoardSecret &a, const BoardSecret &b) { return a.board < b.board; });
    return out;
}

int make_round_tokens(storage::Database &db, const QString &who, int round, const std::vector<int> &boards,
                      const QDateTime &expires) {
    const QString until = expires.toUTC().toString(Qt::ISODate),
                  now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    int made = 0;
    db.transaction([&] {
        std::vector<int> have;
        for (const BoardSecret &s : round_board_secrets(db, round)) have.push_back(s.board);
        QJsonArray listed;
        for (const int board : boards) {
            if (std::find(have.begin(), have.end(), board) != have.end()) continue;
            const QByteArray secret = new_secret();
            db.exec(QStringLiteral("INSERT INTO access_tokens (hash, role, created_at, created_by, round, expires_at, "
                                   "link_secret) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    {token_hash(secret), role_name(Role{Role::Kind::Board, board}), now, who, round, until,
                     QString::fromLatin1(secret)});
            listed.append(board);
            ++made;
        }
        if (made == 0) return;
        // The audit names the boards, never a secret.
        tournament::append_audit(db, who, QStringLiteral("token.round"),
                                 DAMKA_TR("Tokens", "access tokens for the players of %1 boards in round %2, until %3")
                                     .arg(made)
                                     .arg(round)
                                     .arg(until.toStdString()),
                                 {},
                                 QJsonObject{{QStringLiteral("round"), round},
                                             {QStringLiteral("boards"), listed},
                                             {QStringLiteral("expires_at"), until}});
    });
    return made;
}

int revoke_round_tokens(storage::Database &db, const QString &who, int first, int last) {
    int revoked = 0;
    db.transaction([&] {
        for (int round = std::max(first, 1); round <= last; ++round) {
            QSqlQuery q = db.exec(QStringLiteral("SELECT hash, role FROM access_tokens WHERE round = ? AND "
                                                 "revoked_at IS NULL"),
                                  {round});
            QStringList hashes;
            while (db.next(q))
                if (const auto role = parse_role(q.value(1).toString()); role && role->kind == Role::Kind::Board)
                    hashes << q.value(0).toString();
            if (hashes.isEmpty()) continue;
            const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
            for (const QString &hash : hashes)
                db.exec(QStringLiteral("UPDATE access_tokens SET revoked_at = ?, link_secret = NULL WHERE hash = ?"),
                        {at, hash});
            tournament::append_audit(
                db, who, QStringLiteral("token.revoke"),
                DAMKA_TR("Tokens", "%1 board tokens of round %2 revoked").arg(int(hashes.size())).arg(round), {},
                QJsonObject{{QStringLiteral("round"), round}});
            revoked += int(hashes.size());
        }
    });
    return revoked;
}

} // namespace damka::server
