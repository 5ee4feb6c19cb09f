// The text of a PDN file's bytes, decided game by game: files collected from many sources
// mix UTF-8 games with Latin-1 ones, and one stray byte must not turn every other game's
// names (153 Cyrillic names, once) into Latin-1 mojibake.
#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace damka::pdn {

struct DecodedPdn {
    QString text;
    // "UTF-8", "UTF-8 with BOM", "Latin-1" (no game was valid UTF-8 beyond ASCII) or
    // "UTF-8, 2 games Latin-1".
    QString encoding;
    // One per game read as Latin-1 in a file that is otherwise UTF-8: where the first byte
    // that is not UTF-8 is ("line 12, column 9, byte 345: byte 0xE9 is not UTF-8; the game
    // from line 10 is read as Latin-1").
    std::vector<QString> notes;
};

// A game starts at a line whose first non-blank byte is '[' after a line that is not a tag
// line (as the reader resynchronises). Each game is UTF-8 when its bytes are, else Latin-1
// (every byte a character). A UTF-8 BOM at the start is dropped.
DecodedPdn decode_pdn_games(const QByteArray &bytes);

} // namespace damka::pdn
