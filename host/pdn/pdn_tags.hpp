// The PDN tags whose values have a grammar of their own: GameType and FEN.
#pragma once

#include "core/expected.hpp"

#include <QChar>
#include <QString>
#include <QStringView>

#include <vector>

namespace damka::pdn {

// PDN 3.0 "GameType tag": "Typenumber [,Start colour (W/B),Board width, Board height,
// Notation [,Invertflag]]", regular expression "[0-9]+(,[WB],[0-9]+,[0-9]+,[ANS][0123](,[01])?)?".
struct GameType {
    int number = 20; // PDN 3.0: 20 (International) when the tag is absent
    bool extended = false; // the attributes after the number are present
    QChar start_colour; // 'W' or 'B': the side that moves first
    int board_width = 0;
    int board_height = 0;
    QChar notation; // 'A' alpha-numeric, 'N' numeric, 'S' short (chess-like)
    int notation_corner = 0; // 0..3: the corner where the numbering or lettering starts
    int invert = -1; // 0 or 1 when given, else -1
};

// The error names the character (1-based) of the value that is wrong.
Expected<GameType> parse_gametype(QStringView value);

// PDN 3.0 "FEN tag": Fen : COLOR (NumericSquares | AlphaNumericSquares) DOT?
// with ranges "31-50", kings "K10" and '?' for an unknown colour. Older files end the value
// with a dot; blanks around the value are tolerated when reading.
struct FenPiece {
    QChar colour; // 'W', 'B' or '?'
    bool king = false;
    QString square; // "28" or "c3"
};

struct Fen {
    QChar turn; // 'W', 'B' or '?'
    std::vector<FenPiece> pieces;
};

Expected<Fen> parse_fen(QStringView value);

// The FEN value handed to a plugin: surrounding blanks and the trailing dot removed.
QString plugin_fen(QStringView value);

} // namespace damka::pdn
