#include "output_file.hpp"

#include "core/file_error_text.hpp"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

namespace damka::cli {
namespace {

// Writes every byte; false at the first write that fails. Unbuffered: a buffered QSaveFile
// flushes in commit(), which then ignores a short write (Qt 6.4: a file size limit left 1,024
// of 3,800 bytes and commit() returned true). Qt answers a short write with the count and no
// error ("Unknown error"); writing the rest again makes the failing call itself return -1 with
// its errno (ENOSPC, EFBIG), read right after it.
bool write_all(QSaveFile &file, const QByteArray &bytes, int &os_error) {
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            os_error = errno;
            return false;
        }
        done += n;
    }
    return true;
}

} // namespace

QString write_output_file(const QString &path, const QByteArray &bytes) {
    if (QFileInfo(path).isDir()) return QStringLiteral("cannot write %1: it is a directory, not a file").arg(path);
    QSaveFile file(path);
    int os_error = 0;
    errno = 0;
    if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && write_all(file, bytes, os_error)) {
        errno = 0;
        if (file.commit()) return {};
        os_error = errno;
    } else if (!os_error) {
        os_error = errno;
    }
    // Qt says "File too large", or "Unknown error" when it set no error, where the arbiter
    // needs "no space left on device" or the ulimit that stopped the write.
    QString why = file.errorString();
    if (no_room(os_error) || (file.error() == QFileDevice::NoError && os_error)) why = file_error_text(os_error);
    file.cancelWriting();
    return QStringLiteral("cannot write %1: %2").arg(path, why);
}

} // namespace damka::cli
