// Damka plugin SDK — the board description of the author's guide (plugin-api/README.md,
// installed as /usr/share/doc/damka/plugin-guide.md: "Board description", "Drawing keys"):
// squares and stacks, cells, regions and trays, written as JSON. Header-only,
// compiled into the plugin; damka/sdk.hpp includes it.
#ifndef DAMKA_SDK_BOARD_HPP
#define DAMKA_SDK_BOARD_HPP

#include "damka/sdk_json.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace damka::sdk {

// One piece of a stack on the board description, bottom to top. `glyph` and `mark` are the
// ABI 1.3 drawing keys (plugin-guide.md "Drawing keys"): "man" or "king", and at most 3 characters
// written on the piece; each is written only when not empty, so `{side, label}` stays valid.
struct BoardPiece {
    int side;
    std::string label;
    std::string glyph = {};
    std::string mark = {};
};
struct BoardSquare {
    int32_t index;
    std::string name;
    std::vector<BoardPiece> pieces;
};

// ABI 1.3 drawing keys (plugin-guide.md "Drawing keys"): an area to shade, by square names.
struct BoardRegion {
    std::string kind; // a lower-case word: "zone", "life", "promotion"
    int side; // 0 or 1 whose area it is, -1 for neither
    std::vector<std::string> squares;
};
// Pieces of one kind off the board, `count` of them (at least 1).
struct TrayPiece {
    BoardPiece piece;
    int count = 1;
};
// A tray of pieces off the board, drawn on `side`'s edge.
struct BoardTray {
    int side; // whose tray it is
    std::string kind; // "reserve", "captured", "off" or "hand"
    std::vector<TrayPiece> pieces;
};
// What a diagram needs beyond squares and stacks: `cells` is one string per rank (y = 0
// first) of one character per file, 'd' dark, 'l' light, '-' no square, 'x' a square no piece
// may enter.
struct BoardDrawing {
    std::vector<std::string> cells;
    std::vector<BoardRegion> regions;
    std::vector<BoardTray> trays;
};

// `cells` from a function of (x, y) giving 'd', 'l', '-' or 'x'.
inline std::vector<std::string> make_cells(uint32_t width, uint32_t height, const std::function<char(int, int)> &cell) {
    std::vector<std::string> cells(height, std::string(width, 'l'));
    for (uint32_t y = 0; y < height; ++y)
        for (uint32_t x = 0; x < width; ++x) cells[y][x] = cell(int(x), int(y));
    return cells;
}
// `cells` of a board coloured like a draughts or chess board, dark at x = 0, y = 0 (a1); a
// square for which `on_board` says false is '-' (no square). A half turn keeps every square's
// colour on a square board, so both players have a dark near-left corner.
inline std::vector<std::string> chequered_cells(uint32_t width, uint32_t height,
                                                const std::function<bool(int, int)> &on_board = {}) {
    return make_cells(width, height, [&](int x, int y) {
        if (on_board && !on_board(x, y)) return '-';
        return (x + y) % 2 == 0 ? 'd' : 'l';
    });
}

// A piece object's keys (write them inside an open object): side, label, and glyph and mark
// when set. For plugins that write their board description with Json themselves.
inline void write_piece_keys(Json &j, const BoardPiece &p) {
    j.key("side").value(p.side);
    j.key("label").value(p.label);
    if (!p.glyph.empty()) j.key("glyph").value(p.glyph);
    if (!p.mark.empty()) j.key("mark").value(p.mark);
}

// The drawing keys "cells", "regions" and "trays" (plugin-guide.md "Drawing keys"), written as keys of
// the open board object. For plugins that write their board description with Json themselves.
inline void write_drawing_keys(Json &j, const BoardDrawing &d) {
    j.key("cells").open_array();
    for (const std::string &row : d.cells) j.value(row);
    j.close_array();
    j.key("regions").open_array();
    for (const BoardRegion &r : d.regions) {
        j.open_object();
        j.key("kind").value(r.kind);
        j.key("side").value(r.side);
        j.key("squares").open_array();
        for (const std::string &name : r.squares) j.value(name);
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.key("trays").open_array();
    for (const BoardTray &t : d.trays) {
        j.open_object();
        j.key("side").value(t.side);
        j.key("kind").value(t.kind);
        j.key("pieces").open_array();
        for (const TrayPiece &p : t.pieces) {
            j.open_object();
            write_piece_keys(j, p.piece);
            j.key("count").value(p.count);
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
}

namespace detail {
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, const BoardDrawing *drawing,
                              std::string_view phase, const std::function<void(Json &)> &extra_keys) {
    Json j;
    j.open_object();
    j.key("width").value(static_cast<long long>(width));
    j.key("height").value(static_cast<long long>(height));
    j.key("side_to_move").value(side_to_move);
    if (!phase.empty()) j.key("phase").value(phase);
    if (extra_keys) extra_keys(j);
    if (drawing) write_drawing_keys(j, *drawing);
    j.key("squares").open_array();
    for (const BoardSquare &sq : squares) {
        j.open_object();
        j.key("index").value(sq.index);
        j.key("name").value(sq.name);
        j.key("pieces").open_array();
        for (const BoardPiece &p : sq.pieces) {
            j.open_object();
            write_piece_keys(j, p);
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}
} // namespace detail

// The board description of plugin-guide.md ("Board description"). `extra_keys`, when
// given, writes the variant's own keys (plugin-guide.md: readers ignore keys they do not know) into the
// object before "squares". This form writes no "cells", "regions" or "trays": the form below
// with a BoardDrawing does (ABI 1.3, plugin-guide.md "Drawing keys").
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, std::string_view phase = {},
                              const std::function<void(Json &)> &extra_keys = {}) {
    return detail::board_json(width, height, side_to_move, squares, nullptr, phase, extra_keys);
}
// The board description with the drawing keys of ABI 1.3: `drawing`'s cells, regions and
// trays; give every piece its `glyph` (and a `mark` where pieces differ by more than man and
// king).
inline std::string board_json(uint32_t width, uint32_t height, int side_to_move,
                              const std::vector<BoardSquare> &squares, const BoardDrawing &drawing,
                              std::string_view phase = {}, const std::function<void(Json &)> &extra_keys = {}) {
    return detail::board_json(width, height, side_to_move, squares, &drawing, phase, extra_keys);
}

} // namespace damka::sdk

#endif // DAMKA_SDK_BOARD_HPP
