// PDN FEN position strings: "W:W21,22,K23:B1-12" (side to move, then each colour's pieces,
// K for kings, ranges of numbers). Printed with the variant's own square names.
#pragma once

#include "squares.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::draughts {

struct Cell {
    enum Kind : uint8_t { Empty, Man, King } kind = Empty;
    Color color = Color::White;
    bool operator==(const Cell &) const = default;
};

// Frisian art. 17: a colour's king that has made `moves` quiet moves in a row (0: none).
struct KingRun {
    int square = -1;
    int moves = 0;
    bool operator==(const KingRun &) const = default;
};

struct Setup {
    Color side = Color::White;
    std::vector<Cell> cells; // one per square, PDN order
    KingRun runs[2]; // by Color; only where the variant limits a king's quiet moves
};

// Parses a PDN FEN. Accepts numbers (and algebraic names on algebraic boards), ranges "1-12",
// K prefixes, spaces, a trailing dot, a missing side-to-move letter (then `first` moves) and
// the PDN extension fields H<n>/F<n>. Refuses more than `max_pieces` pieces of one colour
// (the men each side starts with: no move adds a piece). With `king_runs` (Frisian art. 17) it
// reads Damka's field "KW17=3": White's king on 17 has made 3 quiet moves in a row. Throws
// sdk::invalid naming the offending token.
Setup parse_fen(std::string_view text, const Squares &squares, Color first, int max_pieces, bool king_runs = false);

// The FEN in the variant's notation: numbers ascending, or algebraic squares rank by rank; then
// a "KW17=3" field for each colour with a king run.
std::string format_fen(const Setup &setup, const Squares &squares);

} // namespace damka::draughts
