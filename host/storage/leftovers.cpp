#include "leftovers.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cerrno>

#include <signal.h>

namespace damka::storage {
namespace {

// kill(pid, 0) sends nothing: it says whether the process exists (EPERM: it does, another
// user's). A pid reused since is taken as alive, and its file kept: never a wrong removal.
bool process_alive(qint64 pid) { return pid > 0 && (kill(pid_t(pid), 0) == 0 || errno == EPERM); }

} // namespace

QString leftover_stem(const QString &folder, const QString &name, const QString &kind) {
    return QStringLiteral("%1/.%2.%3-%4").arg(folder, name, kind).arg(QCoreApplication::applicationPid());
}

int remove_stale_leftovers(const QString &folder, const QString &name, const QString &kind) {
    const QString any_name = QStringLiteral(".+");
    const QRegularExpression leftover(
        QStringLiteral("^\\.%1\\.%2-(\\d+)(\\D.*)?$")
            .arg(name.isEmpty() ? any_name : QRegularExpression::escape(name), QRegularExpression::escape(kind)));
    const QDir dir(folder);
    int removed = 0;
    for (const QString &entry : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        const QRegularExpressionMatch m = leftover.match(entry);
        if (!m.hasMatch() || process_alive(m.captured(1).toLongLong())) continue;
        removed += QFile::remove(dir.filePath(entry));
    }
    return removed;
}

} // namespace damka::storage
