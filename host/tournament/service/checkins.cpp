#include "checkins.hpp"

#include <QSqlQuery>

namespace damka::tournament {

std::set<int> checked_in(storage::Database &db, int round) {
    std::set<int> out;
    if (db.schema_version(QStringLiteral("server")) < 1) return out; // the server made no table yet
    QSqlQuery q = db.exec(QStringLiteral("SELECT player FROM checkins WHERE round = ?"), {round});
    while (db.next(q)) out.insert(q.value(0).toInt());
    return out;
}

} // namespace damka::tournament
