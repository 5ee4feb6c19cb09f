// A damaged sector in an SQLite file, made by hand for the storage tests: the last leaf page of
// a table is overwritten with garbage, so a scan reads the first rows and then fails; or one
// bit of a key in an index, which leaves every page well formed (quick_check passes) while the
// index no longer matches its table (integrity_check fails).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <utility>

namespace damka::testing {

// Damages `table` in the SQLite file `file` (closed, no -wal left). The table must span
// several pages (an interior root page). Returns an empty string, or what went wrong.
// The root page and the page size of `name` (a table or an index) in `file`; 0s when not found.
inline std::pair<int, int> root_page(const QString &file, const QString &name) {
    int root = 0, page_size = 0;
    {
        QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        c.setDatabaseName(file);
        c.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (c.open()) {
            QSqlQuery q(c);
            if (q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '%1'").arg(name)) && q.next())
                root = q.value(0).toInt();
            if (q.exec(QStringLiteral("PRAGMA page_size")) && q.next()) page_size = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    return {root, page_size};
}

inline QString damage_last_leaf(const QString &file, const QString &table) {
    const auto [root, page_size] = root_page(file, table);
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

// Flips bit 6 of the first one-byte integer key column (a round or board number from 2 to 127:
// board 2 becomes 66) of the last entry in `index`'s right-most leaf in the SQLite file `file`
// (closed, no -wal left). Returns an empty string, or what went wrong.
inline QString damage_index_entry(const QString &file, const QString &index) {
    const auto [root, page_size] = root_page(file, index);
    if (root < 1 || page_size < 512) return QStringLiteral("no index ") + index;
    QFile f(file);
    if (!f.open(QIODevice::ReadWrite)) return f.errorString();
    qint64 page = qint64(root - 1) * page_size;
    QByteArray head;
    // sqlite.org/fileformat.html 1.6: an interior index page is type 2 (its right-most child at
    // offset 8), a leaf index page type 10 (cell pointers from offset 8).
    for (int depth = 0; depth < 8; ++depth) {
        if (!f.seek(page)) return f.errorString();
        head = f.read(12);
        if (head.size() < 12) return QStringLiteral("short page");
        if (uchar(head[0]) != 0x02) break;
        page =
            qint64(((uchar(head[8]) << 24) | (uchar(head[9]) << 16) | (uchar(head[10]) << 8) | uchar(head[11])) - 1) *
            page_size;
    }
    if (uchar(head[0]) != 0x0A) return index + QStringLiteral(" has no leaf page");
    // The last cell (the largest key): its pointer is the last of the array at offset 8.
    const int cells = (uchar(head[3]) << 8) | uchar(head[4]);
    if (cells < 1 || !f.seek(page + 8 + 2 * (cells - 1))) return index + QStringLiteral(" is empty");
    const QByteArray pointer = f.read(2);
    if (pointer.size() < 2) return f.errorString();
    const qint64 cell = page + ((uchar(pointer[0]) << 8) | uchar(pointer[1]));
    if (!f.seek(cell)) return f.errorString();
    // sqlite.org/fileformat.html 2.1: payload size, then the record: its header size and one
    // serial type per column (1-byte varints in these small keys), then the values. Types 8
    // and 9 are the constants 0 and 1 (no bytes), type 1 an 8-bit integer.
    const QByteArray c = f.read(16);
    if (c.size() < 16 || uchar(c[0]) >= 0x80 || uchar(c[1]) >= 0x80 || uchar(c[1]) > 15)
        return index + QStringLiteral(": unexpected cell");
    qint64 value = cell + 1 + uchar(c[1]), found = -1;
    for (int col = 2; col <= uchar(c[1]) && found < 0; ++col) {
        const int type = uchar(c[col]);
        if (type == 1)
            found = value;
        else if (type == 8 || type == 9)
            continue;
        else
            return index + QStringLiteral(": no one-byte integer before column %1").arg(col - 1);
    }
    if (found < 0) return index + QStringLiteral(" has no one-byte integer key column");
    value = found;
    if (!f.seek(value)) return f.errorString();
    const char flipped = char(f.read(1).at(0) ^ 0x40);
    if (!f.seek(value) || f.write(&flipped, 1) != 1) return f.errorString();
    return {};
}

} // namespace damka::testing
