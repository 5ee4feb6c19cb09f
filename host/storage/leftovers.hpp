// Hidden files a command writes before renaming them into place (a new event being built, a
// snapshot being written) carry the writer's process id, so that the files a killed run left are
// told apart from those another command is writing right now, and removed by the next run.
#pragma once

#include <QRegularExpression>
#include <QString>

namespace damka::storage {

// "<folder>/.<name>.<kind>-<pid>": the start of such a file's name for this process.
QString leftover_stem(const QString &folder, const QString &name, const QString &kind);

// Removes the files in `folder` named ".<name>.<kind>-<pid>..." (with SQLite's -wal, -shm and
// -journal companions; an empty `name`: any) whose process is gone. A file whose writer still runs is kept; so is one
// without a pid in its name (what an older build left). Returns how many were removed.
int remove_stale_leftovers(const QString &folder, const QString &name, const QString &kind);

} // namespace damka::storage
