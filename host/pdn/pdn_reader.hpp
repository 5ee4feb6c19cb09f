// Reads PDN files into games. Lenient where old files differ from PDN 3.0 (':' captures,
// glued move numbers, ';' comments, a result as game terminator), strict about structure:
// every error names the line, the column and what was expected, and reading goes on with the
// next game (the next line that starts with '[').
#pragma once

#include "pdn_game.hpp"

#include "expected.hpp"

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
    Game game;                       // what was read (up to the error, if any)
    std::optional<ReadError> error;  // the first syntax error in this game
};

struct PdnFile {
    QString path;      // as given, for messages
    QString encoding;  // "UTF-8", "UTF-8 with BOM" or "Latin-1"
    std::vector<ReadGame> games;

    bool has_errors() const;
};

// Text of a PDN file: UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else Latin-1.
QString decode_pdn(const QByteArray &bytes, QString *encoding = nullptr);

// Parses PDN text; `path` only names the file in messages.
PdnFile read_pdn(const QByteArray &bytes, const QString &path = QString());
PdnFile read_pdn_text(const QString &text, const QString &path = QString());
// Reads a file; the error says why it could not be opened.
Expected<PdnFile> read_pdn_file(const QString &path);

// "path:line:column: message".
QString format_error(const QString &path, const ReadError &e);

} // namespace damka::pdn
