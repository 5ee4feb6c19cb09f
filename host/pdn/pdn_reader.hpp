// Reads PDN files into games, in time linear in the input. Lenient where real files differ
// from PDN 3.0 (':' captures, glued move numbers, ';' comments, a result as game terminator,
// padded square numbers, "N. ..." apart, headers alone, glued squares with a warning; the
// list is in host/pdn/README.md), strict about structure:
// every error names the line, the column and what was expected, and reading goes on with the
// next game (the next line that starts with '[').
#pragma once

#include "pdn_game.hpp"

#include "core/expected.hpp"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace damka::pdn {

struct ReadError {
    Location where;
    QString message;
};

struct ReadGame {
    GameRecord game; // what was read (up to the error, if any)
    std::optional<ReadError> error; // the first syntax error in this game
    std::vector<Warning> warnings; // what was read leniently (pdn/README.md), in order
};

struct PdnFile {
    QString path; // as given, for messages
    QString encoding; // "UTF-8", "UTF-8 with BOM", "Latin-1" or "UTF-8, N games Latin-1"
    std::vector<QString> notes; // where a mostly UTF-8 file has games that are not (pdn_decode.hpp)
    std::vector<ReadGame> games;

    bool has_errors() const;
};

// Parses PDN text; `path` only names the file in messages.
PdnFile read_pdn(const QByteArray &bytes, const QString &path = QString());
PdnFile read_pdn_text(const QString &text, const QString &path = QString());
// Reads a file; the error says why it could not be opened.
Expected<PdnFile> read_pdn_file(const QString &path);

// "path:line:column: message".
QString format_error(const QString &path, const ReadError &e);

} // namespace damka::pdn
