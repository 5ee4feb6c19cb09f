// The drawing from hand-written board descriptions (plugin-api/README.md "Board description"
// and "Drawing keys"): what each key becomes, the generic drawing of a 1.2 description, the
// flipped board, coordinates, the last move, and descriptions refused with the key at fault.
#include "svg_reading.hpp"

#include "diagram/board_description.hpp"
#include "diagram/svg_diagram.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace damka;
using damka::testing::read_svg;

namespace {

diagram::Board board_of(const std::string &json) {
    auto b = diagram::read_board(json);
    EXPECT_TRUE(b) << b.error();
    return b ? std::move(b).value() : diagram::Board{};
}

// A 3x2 board of a 1.3 plugin: a1 dark with a white man, b1 blocked, c1 cut away; a2 light
// and empty, b2 dark with a two-piece stack (black man under a white king), c2 light with a
// marked black man; a zone of side 1 on a2 and b2; side 0's reserve of 4 and side 1's
// captured tray of one white man.
const char *kSmall = R"({"width": 3, "height": 2, "side_to_move": 1, "cells": ["dx-", "ldl"],
  "squares": [
    {"index": 0, "name": "a1", "pieces": [{"side": 0, "label": "man", "glyph": "man"}]},
    {"index": 3, "name": "a2", "pieces": []},
    {"index": 4, "name": "b2", "pieces": [{"side": 1, "label": "man", "glyph": "man"},
                                          {"side": 0, "label": "king", "glyph": "king"}]},
    {"index": 5, "name": "c2", "pieces": [{"side": 1, "label": "V3", "glyph": "man", "mark": "3"}]}],
  "regions": [{"kind": "zone", "side": 1, "squares": ["a2", "b2"]}],
  "trays": [{"side": 0, "kind": "reserve", "pieces": [{"side": 0, "label": "piece", "glyph": "man", "count": 4}]},
            {"side": 1, "kind": "captured", "pieces": [{"side": 0, "label": "piece", "glyph": "man"}]}]})";

} // namespace

TEST(SvgDiagram, DrawsEveryKeyOfTheDescription) {
    const diagram::Board b = board_of(kSmall);
    EXPECT_TRUE(b.drawing_keys);
    const auto svg = read_svg(diagram::render_svg(b));
    ASSERT_EQ(svg.error, "");
    // 6 cells, c1 cut away: 5 drawn; b1 blocked.
    EXPECT_EQ(svg.find("rect", "cell").size(), 5u);
    EXPECT_EQ(svg.find("rect", "dark").size(), 2u); // a1, b2
    EXPECT_EQ(svg.find("rect", "light").size(), 2u); // a2, c2
    ASSERT_EQ(svg.find("rect", "blocked").size(), 1u);
    EXPECT_EQ(svg.find("rect", "blocked")[0]->attr("data-index"), "1");
    // Stacks bottom first: b2 holds a black man under a white king.
    const auto stacks = svg.find("g", "stack");
    ASSERT_EQ(stacks.size(), 3u);
    const auto b2 = std::find_if(stacks.begin(), stacks.end(), [](auto *s) { return s->attr("data-square") == "b2"; });
    ASSERT_NE(b2, stacks.end());
    const auto tower = svg.below(*b2, "g", "piece");
    ASSERT_EQ(tower.size(), 2u);
    EXPECT_TRUE(tower[0]->has_class("side-1") && tower[0]->has_class("man"));
    EXPECT_TRUE(tower[1]->has_class("side-0") && tower[1]->has_class("king"));
    EXPECT_EQ(tower[0]->attr("data-level"), "0");
    // The mark of c2's piece is written on it.
    const auto marks = svg.find("text", "mark", "pieces");
    ASSERT_EQ(marks.size(), 1u);
    EXPECT_EQ(marks[0]->text, "3");
    // A crown for the king only.
    EXPECT_EQ(svg.find("rect", "crown", "pieces").size() + svg.find("path", "crown", "pieces").size(), 1u);
    // The zone: a2 and b2, side 1.
    const auto zone = svg.find("rect", "region");
    ASSERT_EQ(zone.size(), 2u);
    EXPECT_TRUE(zone[0]->has_class("zone") && zone[0]->has_class("side-1"));
    // The trays: side 0's reserve of 4, side 1's captured piece.
    const auto trays = svg.find("g", "tray");
    ASSERT_EQ(trays.size(), 2u);
    EXPECT_TRUE(trays[0]->has_class("side-0") && trays[0]->has_class("reserve"));
    EXPECT_EQ(svg.below(trays[0], "g", "piece")[0]->attr("data-count"), "4");
    EXPECT_TRUE(trays[1]->has_class("side-1") && trays[1]->has_class("captured"));
}

TEST(SvgDiagram, TheLowerPieceOfAStackIsDrawnBelowTheOneOnIt) {
    const auto svg = read_svg(diagram::render_svg(board_of(kSmall)));
    const auto stacks = svg.find("g", "stack");
    for (const auto *stack : stacks) {
        const auto pieces = svg.below(stack, "g", "piece");
        double last_y = 1e9;
        if (pieces.size() < 2) continue;
        for (const auto *p : pieces) {
            // The slab: the piece's first rect (its child, not the king's band).
            double y = -1;
            for (const auto &e : svg.elements)
                if (e.name == "rect" && !e.ancestors.empty() && &svg.elements[e.ancestors.back()] == p) {
                    y = std::stod(e.attr("y"));
                    break;
                }
            ASSERT_GE(y, 0);
            EXPECT_LT(y, last_y) << stack->attr("data-square");
            last_y = y;
        }
    }
}

TEST(SvgDiagram, ADescriptionWithoutDrawingKeysIsChequeredWithPlainDiscs) {
    // What a plugin built against ABI 1.2 writes: squares and pieces only.
    const diagram::Board b = board_of(R"({"width": 2, "height": 2, "side_to_move": 0, "squares": [
        {"index": 0, "name": "a1", "pieces": [{"side": 0, "label": "man"}]},
        {"index": 3, "name": "b2", "pieces": [{"side": 1, "label": "king"}]}]})");
    EXPECT_FALSE(b.drawing_keys);
    ASSERT_EQ(b.cells.size(), 2u);
    EXPECT_EQ(b.cells[0], "dl");
    EXPECT_EQ(b.cells[1], "ld");
    const auto svg = read_svg(diagram::render_svg(b));
    EXPECT_EQ(svg.find("rect", "dark").size(), 2u);
    EXPECT_EQ(svg.find("rect", "light").size(), 2u);
    // The label "king" alone does not make a crown: the 1.2 description says no glyph.
    EXPECT_EQ(svg.find("g", "king").size(), 0u);
    EXPECT_EQ(svg.find("g", "man", "pieces").size(), 2u);
}

TEST(SvgDiagram, FlippedTheFirstSquareIsAtTheTopRight) {
    const diagram::Board b = board_of(kSmall);
    diagram::SvgOptions flipped;
    flipped.flipped = true;
    auto cell = [](const damka::testing::SvgDocument &svg, const std::string &index) {
        for (const auto *c : svg.find("rect", "cell"))
            if (c->attr("data-index") == index) return std::make_pair(std::stod(c->attr("x")), std::stod(c->attr("y")));
        return std::make_pair(-1.0, -1.0);
    };
    const auto plain = read_svg(diagram::render_svg(b)), turned = read_svg(diagram::render_svg(b, flipped));
    // a1 (index 0): bottom left as the first side sees it, top right from the second side.
    EXPECT_GT(cell(plain, "0").second, cell(plain, "3").second);
    EXPECT_LT(cell(plain, "0").first, cell(plain, "4").first);
    EXPECT_LT(cell(turned, "0").second, cell(turned, "3").second);
    EXPECT_GT(cell(turned, "0").first, cell(turned, "4").first);
    EXPECT_EQ(turned.elements.front().attr("data-flipped"), "1");
    EXPECT_EQ(plain.elements.front().attr("data-flipped"), "0");
}

TEST(SvgDiagram, NamesOnTheEdgesOrInTheSquares) {
    // Letters and numbers matching files and ranks: on the edges.
    const auto lettered = read_svg(diagram::render_svg(board_of(kSmall)));
    EXPECT_EQ(lettered.find("text", "file").size(), 3u); // a, b, c
    EXPECT_EQ(lettered.find("text", "rank").size(), 2u); // 1, 2
    EXPECT_EQ(lettered.find("text", "square-name").size(), 0u);
    // Numbered squares (as International's 1-50): each square carries its number.
    const auto numbered = read_svg(diagram::render_svg(board_of(R"({"width": 2, "height": 2, "side_to_move": 0,
        "squares": [{"index": 1, "name": "1", "pieces": []}, {"index": 2, "name": "2", "pieces": []}]})")));
    const auto names = numbered.find("text", "square-name");
    ASSERT_EQ(names.size(), 2u);
    EXPECT_EQ(names[0]->text, "1");
    EXPECT_EQ(numbered.find("text", "file").size(), 0u);
}

TEST(SvgDiagram, TheLastMoveIsAnArrowThroughItsSquares) {
    diagram::SvgOptions o;
    o.last_move = {0, 4, 2}; // a1 -> b2 -> c1 (off the drawn board's shape, still a square index)
    const auto svg = read_svg(diagram::render_svg(board_of(kSmall), o));
    const auto arrow = svg.find("path", "arrow");
    ASSERT_EQ(arrow.size(), 1u);
    // M, then one L per further square: three points.
    const std::string d = arrow[0]->attr("d");
    EXPECT_EQ(std::count(d.begin(), d.end(), 'M'), 1);
    EXPECT_EQ(std::count(d.begin(), d.end(), 'L'), 2);
    EXPECT_EQ(svg.find("rect", "last-square").size(), 2u); // origin and destination
    // A path with a square off the board is not drawn at all.
    o.last_move = {0, 99};
    EXPECT_EQ(read_svg(diagram::render_svg(board_of(kSmall), o)).find("path", "arrow").size(), 0u);
}

TEST(SvgDiagram, InteractiveSquaresCarryTheirNames) {
    diagram::SvgOptions o;
    o.interactive = true;
    const auto svg = read_svg(diagram::render_svg(board_of(kSmall), o));
    std::set<std::string> names;
    for (const auto *c : svg.find("rect", "sq")) names.insert(c->attr("data-square"));
    EXPECT_EQ(names, (std::set<std::string>{"a1", "a2", "b2", "c2"}));
    EXPECT_EQ(svg.elements.front().attr("width"), ""); // scales to the page's box
    EXPECT_EQ(svg.find("g", "pieces")[0]->attr("pointer-events"), "none"); // a tap reaches the square
}

TEST(SvgDiagram, TextIsEscaped) {
    diagram::SvgOptions o;
    o.title = "<A & B>";
    const std::string text = diagram::render_svg(board_of(kSmall), o);
    const auto svg = read_svg(text);
    ASSERT_EQ(svg.error, "");
    EXPECT_NE(text.find("<title>&lt;A &amp; B&gt;</title>"), std::string::npos);
}

TEST(SvgDiagram, RefusesABrokenDescriptionNamingTheKey) {
    auto refused = [](const std::string &json, const std::string &says) {
        const auto b = diagram::read_board(json);
        if (b) return ::testing::AssertionFailure() << "accepted: " << json;
        if (b.error().find(says) == std::string::npos) return ::testing::AssertionFailure() << b.error();
        return ::testing::AssertionSuccess();
    };
    EXPECT_TRUE(refused("{", "not a JSON object"));
    EXPECT_TRUE(refused(R"({"width": 0, "height": 2, "squares": []})", "width and height"));
    EXPECT_TRUE(refused(R"({"width": 2, "height": 1, "squares": [{"index": 5, "name": "x", "pieces": []}]})",
                        "squares[0].index is off the board"));
    EXPECT_TRUE(refused(R"({"width": 2, "height": 1, "cells": ["d"], "squares": []})",
                        "cells[0] does not have one character per file"));
    EXPECT_TRUE(refused(R"({"width": 2, "height": 1, "cells": ["dq"], "squares": []})", "cells[0] has a character"));
    EXPECT_TRUE(
        refused(R"({"width": 2, "height": 1, "cells": ["-d"], "squares": [{"index": 0, "name": "a", "pieces": []}]})",
                "marks a listed square"));
    EXPECT_TRUE(refused(
        R"({"width": 1, "height": 1, "squares": [{"index": 0, "name": "a", "pieces": [{"side": 2, "label": "m"}]}]})",
        "squares[0].pieces[0].side is not 0 or 1"));
    EXPECT_TRUE(refused(
        R"({"width": 1, "height": 1, "squares": [{"index": 0, "name": "a", "pieces": [{"side": 0, "glyph": "queen"}]}]})",
        "glyph"));
    EXPECT_TRUE(refused(
        R"({"width": 1, "height": 1, "squares": [{"index": 0, "name": "a", "pieces": [{"side": 0, "mark": "abcd"}]}]})",
        "longer than 3 characters"));
    EXPECT_TRUE(refused(
        R"({"width": 1, "height": 1, "regions": [{"kind": "zone", "squares": ["z9"]}], "squares": [{"index": 0, "name": "a", "pieces": []}]})",
        "regions[0].squares names a square not on the board"));
    EXPECT_TRUE(refused(
        R"({"width": 1, "height": 1, "trays": [{"side": 0, "kind": "reserve", "pieces": [{"side": 0, "count": 0}]}], "squares": []})",
        "trays[0].pieces[0].count"));
    // Three Cyrillic letters are three characters, not six bytes.
    EXPECT_TRUE(diagram::read_board(
        R"({"width": 1, "height": 1, "squares": [{"index": 0, "name": "a", "pieces": [{"side": 0, "mark": "Вс1"}]}]})"));
}

// A board of one colour (Turkish draughts' 64 squares) shows its squares by lines between
// neighbouring cells of the same colour; a chequered board has no such neighbours and no lines.
// 2x2 all light: four edges one square long, a1|b1, a2|b2, a1/a2 and b1/b2.
TEST(SvgDiagram, ABoardOfOneColourIsRuledIntoSquares) {
    const diagram::Board plain = board_of(R"({"width": 2, "height": 2, "side_to_move": 0, "cells": ["ll", "ll"],
      "squares": [{"index": 0, "name": "a1", "pieces": []}, {"index": 1, "name": "b1", "pieces": []},
                  {"index": 2, "name": "a2", "pieces": []}, {"index": 3, "name": "b2", "pieces": []}]})");
    const std::string svg = diagram::render_svg(plain, {});
    const size_t at = svg.find("class=\"grid\"");
    ASSERT_NE(at, std::string::npos) << svg;
    const size_t from = svg.find("d=\"", at) + 3;
    const std::string d = svg.substr(from, svg.find('"', from) - from);
    EXPECT_EQ(std::count(d.begin(), d.end(), 'M'), 4) << d;

    const diagram::Board chequered = board_of(R"({"width": 2, "height": 2, "side_to_move": 0, "cells": ["dl", "ld"],
      "squares": [{"index": 0, "name": "a1", "pieces": []}, {"index": 3, "name": "b2", "pieces": []}]})");
    EXPECT_EQ(diagram::render_svg(chequered, {}).find("class=\"grid\""), std::string::npos);
}
