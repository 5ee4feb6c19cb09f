#include "snapshot.hpp"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace damka::storage {

QString take_snapshot(Database &db, const QString &label) {
    const QFileInfo info(db.file());
    const QString dir = info.absoluteFilePath() + QStringLiteral(".snapshots");
    if (!QDir().mkpath(dir)) throw SqlError(QStringLiteral("%1: cannot create the snapshot folder").arg(dir).toStdString());
    const QString stem = QStringLiteral("%1/%2-%3-%4")
                             .arg(dir, info.completeBaseName(), label,
                                  QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz")));
    QString path = stem + QStringLiteral(".db");
    for (int n = 2; QFileInfo::exists(path); ++n) path = stem + QStringLiteral("-%1.db").arg(n);
    db.exec(QStringLiteral("VACUUM INTO ?"), {path});
    return path;
}

} // namespace damka::storage
