// A PDN game as read from or written to a file: tag pairs, the move text as a tree of
// elements (moves, comments, NAGs, set-ups, nested variations) and the game result.
// PDN 3.0 (FMJD, pdn.fmjd.org), "PDN Grammars": Game : (GameHeader GameBody?) | GameBody.
#pragma once

#include <QString>
#include <QStringView>

#include <vector>

namespace damka::pdn {

// 1-based line and column (in characters) of something in a PDN file; 0 when unknown.
struct Location {
    int line = 0;
    int column = 0;
};

// Something read or replayed that real files do but PDN 3.0 does not say (a capture written
// with '-', squares with no separator): accepted, and said where.
struct Warning {
    Location where;
    QString message;
};

// PDN 3.0 "PdnTag : LBRACKET IDENTIFIER STRING RBRACKET".
struct Tag {
    QString name;
    QString value; // unescaped (\" and \\ read as " and \)
    Location where;
};

// One element of a move text. A variation holds its own elements, so a game's move text is a
// tree. Equality compares what an element says, never where it was read.
struct Element {
    enum class Kind {
        Move, // PDN 3.0 GameMove : MOVENUMBER? Move MOVESTRENGTH?
        Comment, // {...} or ';' to the end of the line; text with blanks collapsed
        Nag, // $n (PDN 3.0 NAG token)
        Setup, // /FEN/ (PDN 3.0 SETUP token): the position changes here
        Variation // ( ... ): alternatives to the move before it
    };
    Kind kind = Kind::Move;
    QString text; // Move: notation as written ("32-28", "c3:e5"); Comment; Setup: the FEN
    QString strength; // Move: "!", "?!", "(!)", "*" (forced) ...
    int number = 0; // Move: the move number written before it (0: none); Nag: the code
    bool ellipsis = false; // Move: the number was written "N..." (second side's move)
    std::vector<Element> line; // Variation: its elements
    Location where;

    bool operator==(const Element &o) const;

    static Element move(QString notation, int number = 0, bool ellipsis = false);
    static Element comment(QString text);
    static Element nag(int code);
    static Element setup(QString fen);
    static Element variation(std::vector<Element> line);
};

// Game results. PDN 3.0 "PDN Tags", Result tag: result type Default "1-0 0-1 1/2-1/2 0-0 *",
// International "2-0 0-2 1-1 0-0 *"; codes are given from the first side to move.
struct Result {
    enum Outcome { Unknown, FirstWins, SecondWins, Draw, BothLose };
    static bool is_result(QStringView token);
    static Outcome outcome(QStringView token); // Unknown for "*" and for a non-result
};

struct GameRecord {
    std::vector<Tag> tags;
    std::vector<Element> moves; // the main line
    QString result; // the game terminator as written ("" when there was none)
    Location where; // the game's first token
    Location result_where;

    // The value of the first tag with this name, or a null QString.
    QString tag(QStringView name) const;
    const Tag *find_tag(QStringView name) const;
    void set_tag(const QString &name, const QString &value);
    // The seven-tag-roster values a report names, each read from its PDN tag or, when that is
    // absent, from the Italian federation's (FID) name for it, as in its championship files:
    // White / Bianco, Black / Nero, Event / Dati ("69° ASSOLUTO 1° TURNO": event and round),
    // Result / Risultato.
    QString white() const;
    QString black() const;
    QString event() const;
    const Tag *result_tag() const;
    // The recorded result: the Result tag (or Risultato), else the terminator.
    QString recorded_result() const;
    // "White - Black (Event)" for messages.
    QString title() const;

    bool operator==(const GameRecord &o) const;
};

// Numbers the moves of a line the usual way: a number before each first-side move and
// "N..." before a second-side move that starts the line or follows a comment, NAG or
// variation. `first_ply` is the 0-based ply index of the line's first move; variations are
// numbered from the ply they replace. Existing numbers are overwritten.
void number_moves(std::vector<Element> &line, int first_ply = 0);
// The same for a line whose movers are known, in games where a side may move twice in a row
// (PDN numbers plies by alternation): `movers[k]` is the side of the line's k-th move, 0 the
// first. A first-side move takes the next number (2 at the first when the second side moved
// first); a second-side move carries that number, written "N..." unless it directly follows a
// first-side move. Variations are not numbered.
void number_moves_by_side(std::vector<Element> &line, const std::vector<int> &movers);

// The plies of the main line (moves only), in order.
std::vector<const Element *> main_line_moves(const GameRecord &game);

} // namespace damka::pdn
