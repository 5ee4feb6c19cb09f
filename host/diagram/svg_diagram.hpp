// A position drawn as SVG from its board description alone (no per-variant code): the board's
// shape and colouring, coordinates in the variant's notation, pieces, kings and marked pieces,
// stacks bottom to top, shaded regions, trays beside the board, the last move's arrow; seen
// from sides[0] or, flipped, from sides[1].
#pragma once

#include "board_description.hpp"
#include "core/variant.hpp"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace damka::diagram {

struct SvgOptions {
    bool flipped = false; // seen from sides[1] (the board turned 180 degrees)
    std::vector<int> last_move; // the squares the last move's piece stood on, origin first
    std::string title; // the drawing's accessible <title> (already in the reader's language)
    int square_size = 48; // user units per square
    bool coordinates = true; // the squares' names on the edges (or in the squares)
    // For pages that take moves by tapping: every playable square gets `data-square="NAME"`
    // and the class `sq`, and the drawing no fixed width/height (it scales to its box).
    bool interactive = false;
    // The words written before a tray's pieces, by tray kind ("reserve" -> "в резерве"), in
    // the reader's language; a kind not named here is drawn without a caption.
    std::map<std::string, std::string> tray_captions;
    // A piece's name for people, by its side and label, in the reader's language (piece_titles
    // makes it from the plugin's names, ABI 1.4 "damka.names/1"): each piece's <title>. Unset,
    // or "" for a piece: no title.
    std::function<std::string(int side, const std::string &label)> piece_title;
};

// The plugin's names of `variant`'s pieces and sides in `lang` ("ru"; English where the plugin
// has none), as SvgOptions::piece_title takes them: "дамка (белые)", "king (White)".
std::function<std::string(int side, const std::string &label)> piece_titles(const Variant &variant,
                                                                            std::string_view lang);

// The SVG document (a standalone <svg> element with the xmlns, no XML prolog, so it can be
// written to a file or put into an HTML page as it is). Structure the tests read:
//   <g class="cells">   one <rect class="cell dark|light|blocked" data-index=I> per drawn cell
//   <g class="regions"> one <rect class="region KIND side-S" data-index=I> per square of a region
//   <g class="pieces">  one <g class="stack" data-square=NAME data-index=I> per occupied square,
//                       holding one <g class="piece side-S GLYPH" data-label=LABEL> per piece,
//                       bottom first, with <title> (piece_title) and <text class="mark"> when
//                       the piece has a mark
//   <g class="trays">   one <g class="tray side-S KIND"> per tray, holding
//                       <g class="piece side-S GLYPH" data-count=N> per kind of piece
//   <g class="coordinates">, <g class="last-move"> (a <path class="arrow">)
std::string render_svg(const Board &board, const SvgOptions &options = {});

} // namespace damka::diagram
