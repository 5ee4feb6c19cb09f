// Why a file could not be written, in words an arbiter can act on, from the errno of the failed
// system call: shared by the event database (host/storage) and every output file
// (host/cli/output_file). Qt's own text where it is already plain ("Permission denied").
#pragma once

#include <QString>

#include <cerrno>

#include <sys/resource.h>

namespace damka {

inline QString file_error_text(int error) {
    switch (error) {
    case ENOSPC: return QStringLiteral("no space left on device");
    case EDQUOT: return QStringLiteral("disk quota exceeded");
    case EFBIG: {
        // damka ignores SIGXFSZ (app/main.cpp): a write past the shell's `ulimit -f` fails
        // with EFBIG instead of killing the program without a word.
        rlimit limit{};
        if (getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
            return QStringLiteral("file too large for the limit set by ulimit -f (%1 bytes)")
                .arg(qulonglong(limit.rlim_cur));
        return QStringLiteral("file too large for the file system");
    }
    default: return qt_error_string(error);
    }
}

// Whether `error` says the disk (or the file size limit) has no room: the write needs space.
inline bool no_room(int error) { return error == ENOSPC || error == EDQUOT || error == EFBIG; }

} // namespace damka
