// The plugin's board description (plugin-api/README.md "Board description", with the drawing
// keys of ABI 1.3) read into what a diagram draws. A description without the drawing keys
// (a plugin built against 1.0-1.2) is completed the generic way: a chequered board whose listed
// squares are dark, every piece a plain disc, no regions, no trays.
#pragma once

#include "core/expected.hpp"

#include <string>
#include <vector>

namespace damka::diagram {

struct Piece {
    int side = 0; // 0 or 1
    std::string label; // the variant's word ("man", "ratnik")
    std::string glyph; // "man" or "king" ("man" when the plugin does not say)
    std::string mark; // at most 3 characters written on the piece, or ""
    int count = 1; // trays only: how many of this piece
};

struct Square {
    int index = -1; // y * width + x
    std::string name; // in the variant's notation ("c3", "28")
    std::vector<Piece> stack; // bottom first
};

struct Region {
    std::string kind; // "zone", "life", "promotion", ...
    int side = -1; // 0, 1, or -1 for neither
    std::vector<int> squares; // indices
};

struct Tray {
    int side = 0;
    std::string kind; // "reserve", "captured", "off", "hand"
    std::vector<Piece> pieces;
};

struct Board {
    int width = 0;
    int height = 0;
    int side_to_move = 0;
    std::string phase; // the plugin's words, or ""
    bool drawing_keys = false; // the description carried "cells" (ABI 1.3)
    // cells[y][x]: 'd' dark, 'l' light, '-' no square, 'x' a square no piece may enter.
    std::vector<std::string> cells;
    std::vector<Square> squares; // the playable squares, as the plugin listed them
    std::vector<Region> regions;
    std::vector<Tray> trays;

    const Square *square_at(int index) const; // nullptr when not playable
    int piece_count() const; // pieces on the board, every stack counted in full
};

// Refuses a description that is not JSON or breaks the schema, naming the key at fault.
Expected<Board> read_board(const std::string &json);

} // namespace damka::diagram
