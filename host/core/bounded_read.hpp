// A file a user gave as input (a player list, a TRF, a PDN, a results batch, a rating list),
// read whole but never past a bound: `/dev/zero`, a FIFO or a 10 GB file given by mistake is
// refused naming the file and the bound instead of filling the memory. The size a file system
// reports is not trusted (a device or a FIFO has none): at most bound + 1 bytes are read.
// Header-only, for the modules that use Qt (the CLI, PDN).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <algorithm>

namespace damka {

// The bound of every text input: far above any real one (FMJD's rating list is about 2 MB, a
// 2,000-player TRF under 1 MB), far below what its parsed records would take in memory.
constexpr qint64 kInputFileBound = qint64(32) << 20;
// PDN collections of a federation's archive are larger.
constexpr qint64 kPdnFileBound = qint64(128) << 20;

struct BoundedRead {
    QByteArray bytes;
    QString error; // "FILE: why", empty when read
};

// The whole of `device` (open for reading) up to `bound` bytes; `name` is what errors call it.
inline BoundedRead read_bounded(QIODevice &device, const QString &name, qint64 bound) {
    BoundedRead r;
    constexpr qint64 chunk = 64 * 1024;
    // A file's size is only a hint (a device has none, a file may grow): enough room up front.
    if (!device.isSequential() && device.size() > 0) r.bytes.reserve(qsizetype(std::min(device.size(), bound) + chunk));
    while (r.bytes.size() <= bound) {
        const qsizetype at = r.bytes.size();
        r.bytes.resize(at + qsizetype(chunk));
        const qint64 got = device.read(r.bytes.data() + at, chunk);
        r.bytes.resize(at + qsizetype(got > 0 ? got : 0));
        if (got < 0) {
            r.error = QStringLiteral("%1: cannot read: %2").arg(name, device.errorString());
            r.bytes.clear();
            return r;
        }
        if (got == 0) return r; // the end (a FIFO's read waits for its writer until then)
    }
    r.bytes.clear();
    r.bytes.squeeze();
    r.error = QStringLiteral("%1: larger than %2 MiB, the most damka reads from such a file; is it the right file?")
                  .arg(name)
                  .arg(bound >> 20);
    return r;
}

// The file `path`, read as read_bounded does; an error names the file.
inline BoundedRead read_bounded_file(const QString &path, qint64 bound = kInputFileBound) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {{}, QStringLiteral("%1: %2").arg(path, f.errorString())};
    return read_bounded(f, path, bound);
}

} // namespace damka
