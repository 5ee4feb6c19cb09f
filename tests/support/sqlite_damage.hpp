// A damaged sector in an SQLite file, made by hand for the storage tests: the last leaf page of
// a table is overwritten with garbage, so a scan reads the first rows and then fails.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace damka::testing {

// Damages `table` in the SQLite file `file` (closed, no -wal left). The table must span
// several pages (an interior root page). Returns an empty string, or what went wrong.
inline QString damage_last_leaf(const QString &file, const QString &table) {
    int root = 0, page_size = 0;
    {
        QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        c.setDatabaseName(file);
        c.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (c.open()) {
            QSqlQuery q(c);
            if (q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '%1'").arg(table)) && q.next())
                root = q.value(0).toInt();
            if (q.exec(QStringLiteral("PRAGMA page_size")) && q.next()) page_size = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    if (root < 1 || page_size < 512) return QStringLiteral("no table ") + table;
    QFile f(file);
    if (!f.open(QIODevice::ReadWrite) || !f.seek(qint64(root - 1) * page_size)) return f.errorString();
    const QByteArray header = f.read(12);
    // sqlite.org/fileformat.html 1.6: an interior table page is type 5 and holds its
    // right-most child's page number at offset 8.
    if (header.size() < 12 || uchar(header[0]) != 0x05) return table + QStringLiteral(" fits in one page");
    const int last_leaf =
        (uchar(header[8]) << 24) | (uchar(header[9]) << 16) | (uchar(header[10]) << 8) | uchar(header[11]);
    if (!f.seek(qint64(last_leaf - 1) * page_size) || f.write(QByteArray(page_size, char(0xA5))) != page_size)
        return f.errorString();
    return {};
}

} // namespace damka::testing
