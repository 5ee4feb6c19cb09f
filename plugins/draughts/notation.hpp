// Move notation: printing the canonical form and reading what a player writes.
// Quiet moves "c3-d4" / "32-28"; captures name every landing square, "c3:e5:c7" (algebraic)
// or "28x19x8" (numeric). Input also takes any shorter form that keeps the origin and the
// destination ("c3:c7", "c3xc7", "28x8"), when it fits exactly one legal capture — or several
// that take the same pieces (they differ only in where a king touched down on a straight
// line, and lead to the same position: PDN files write them short, e.g. "g3:b8"). A variant
// whose captures are written with '-' (Thai, PDN type 31) reads '-' as either kind of move.
#pragma once

#include "squares.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace damka::draughts {

// The canonical text of a move given its path (origin first); captures joined by `separator`.
std::string format_move(const std::vector<int> &path, bool capture, const Squares &squares, char separator);

struct MoveText {
    std::vector<int> squares; // as written: origin, optional landing squares, destination
    bool capture = false;
    bool either = false; // written with '-' where captures are written so too
};

// Reads a move written with the variant's capture `separator` (or 'x' or ':'); throws
// sdk::invalid naming the offending part.
MoveText parse_move(std::string_view text, const Squares &squares, char separator);

struct Candidate {
    const std::vector<int> *path;
    const std::vector<int> *captured;
    const std::string *notation;
    bool capture() const { return !captured->empty(); }
};

// The index of the one legal move `text` denotes; throws sdk::illegal when none or several
// fit (listing the candidates), or sdk::invalid when the text is not a move.
size_t match_move(std::string_view text, const std::vector<Candidate> &legal, const Squares &squares, char separator);

} // namespace damka::draughts
