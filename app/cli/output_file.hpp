// Every file a command writes (reports, crosstables, TRF, PDN, `-o FILE`) goes through here.
#pragma once

#include <QByteArray>
#include <QString>

namespace damka::cli {

// Writes `bytes` to `path` through QSaveFile: a temporary file in the same folder, renamed
// over `path` only once every byte is written and flushed. A full disk or an unwritable
// folder leaves `path` as it was (never a truncated report announced as written). Returns
// an empty string, or why not, naming the file.
QString write_output_file(const QString &path, const QByteArray &bytes);

} // namespace damka::cli
