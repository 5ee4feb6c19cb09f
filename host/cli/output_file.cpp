#include "output_file.hpp"

#include <QSaveFile>

namespace damka::cli {

QString write_output_file(const QString &path, const QByteArray &bytes) {
    QSaveFile file(path);
    // Unbuffered: a buffered QSaveFile flushes in commit(), which then ignores a short write
    // (Qt 6.4: a file size limit left 1,024 of 3,800 bytes and commit() returned true). Written
    // directly, write() returns what reached the file and the count is checked here.
    if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && file.write(bytes) == bytes.size() && file.commit())
        return {};
    const QString why = file.errorString();
    file.cancelWriting();
    return QStringLiteral("cannot write %1: %2").arg(path, why.isEmpty() ? QStringLiteral("unknown error") : why);
}

} // namespace damka::cli
