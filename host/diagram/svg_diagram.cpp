#include "svg_diagram.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

namespace damka::diagram {

namespace {

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", std::round(v * 10) / 10);
    std::string s = buf;
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
    return s;
}

// Characters, not bytes: a Russian caption is as wide as an English one of as many letters.
size_t characters(const std::string &text) {
    return size_t(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string xml(const std::string &text) {
    std::string out;
    for (char c : text) switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    return out;
}

// Colours of a wooden board and its pieces; sides[0] light, sides[1] dark, as every seed
// describes its sets (white/black, or the first side's lighter colour).
const char *kDark = "#b58863";
const char *kLight = "#f0d9b5";
const char *kBlocked = "#6b6b6b";
const char *kPieceFill[2] = {"#fbfbf7", "#2b2b2b"};
const char *kPieceEdge[2] = {"#3a3a3a", "#000000"};
const char *kMarkInk[2] = {"#1a1a1a", "#f5f5f5"};
const char *kRegionFill[3] = {"#2e8b57", "#3b6fd4", "#d4763b"}; // neither, side 0, side 1

// Where the drawing puts things: the board seen from sides[0] (rank 0 at the bottom) or
// turned 180 degrees for sides[1]; a tray row above and below, the coordinates' margin.
struct Layout {
    const Board &board;
    const SvgOptions &opt;
    double s; // square size
    double margin; // coordinates' margin left and below
    double tray_top, tray_bottom; // height of the tray rows above and below the board

    double board_x() const { return margin; }
    double board_y() const { return tray_top; }
    double col(int x) const { return opt.flipped ? board.width - 1 - x : x; }
    double row(int y) const { return opt.flipped ? y : board.height - 1 - y; }
    double left(int index) const { return board_x() + col(index % board.width) * s; }
    double top(int index) const { return board_y() + row(index / board.width) * s; }
    double cx(int index) const { return left(index) + s / 2; }
    double cy(int index) const { return top(index) + s / 2; }
    double width() const { return margin + board.width * s + s * 0.1; }
    double height() const { return tray_top + board.height * s + margin + tray_bottom; }
    // The tray row of a side: at that side's edge of the drawing.
    bool tray_below(int side) const { return (side == 0) != opt.flipped; }
};

// Coordinates on the edges when every name is letters for the file and the rank's number
// ("a1".."h8", in any variant that names squares so); otherwise each square carries its name.
std::optional<std::map<int, std::string>> edge_files(const Board &b, std::map<int, std::string> &ranks) {
    std::map<int, std::string> files;
    for (const Square &s : b.squares) {
        size_t letters = 0;
        while (letters < s.name.size() && std::islower(static_cast<unsigned char>(s.name[letters]))) ++letters;
        if (letters == 0 || letters == s.name.size()) return std::nullopt;
        const std::string digits = s.name.substr(letters);
        if (!std::all_of(digits.begin(), digits.end(),
                         [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
            return std::nullopt;
        const int x = s.index % b.width, y = s.index / b.width;
        if (std::stoi(digits) != y + 1) return std::nullopt;
        const std::string file = s.name.substr(0, letters);
        auto [it, fresh] = files.emplace(x, file);
        if (!fresh && it->second != file) return std::nullopt;
        ranks[y] = digits;
    }
    return files;
}

// Lines between neighbouring squares of one colour: a board of one colour (Turkish draughts,
// played on all 64 squares) shows its squares by lines, not by colour.
void draw_grid(std::string &out, const Layout &L) {
    const Board &b = L.board;
    const auto cell = [&](int x, int y) { return b.cells[size_t(y)][size_t(x)]; };
    std::string d;
    for (int y = 0; y < b.height; ++y)
        for (int x = 0; x < b.width; ++x) {
            const int index = y * b.width + x;
            if (cell(x, y) == '-') continue;
            if (x + 1 < b.width && cell(x + 1, y) == cell(x, y)) { // the edge on the right as drawn
                const int right = index + 1;
                const double edge = std::max(L.left(index), L.left(right));
                d += "M" + num(edge) + " " + num(L.top(index)) + "v" + num(L.s);
            }
            if (y + 1 < b.height && cell(x, y + 1) == cell(x, y)) {
                const int above = index + b.width;
                const double edge = std::max(L.top(index), L.top(above));
                d += "M" + num(L.left(index)) + " " + num(edge) + "h" + num(L.s);
            }
        }
    if (!d.empty())
        out += "<path class=\"grid\" d=\"" + d + "\" fill=\"none\" stroke=\"#a88c66\" stroke-width=\"" +
            num(std::max(0.5, L.s * 0.02)) + "\"/>";
}

void draw_cells(std::string &out, const Layout &L) {
    const Board &b = L.board;
    out += "<g class=\"cells\">";
    for (int y = 0; y < b.height; ++y)
        for (int x = 0; x < b.width; ++x) {
            const int index = y * b.width + x;
            const char c = b.cells[size_t(y)][size_t(x)];
            if (c == '-') continue; // no square: the board's shape (Focus's cut corners)
            const char *cls = c == 'd' ? "dark" : c == 'l' ? "light" : "blocked";
            const char *fill = c == 'd' ? kDark : c == 'l' ? kLight : kBlocked;
            const Square *sq = b.square_at(index);
            out += "<rect class=\"cell " + std::string(cls) + (L.opt.interactive && sq ? " sq" : "") +
                "\" data-index=\"" + std::to_string(index) + "\"";
            if (L.opt.interactive && sq) out += " data-square=\"" + xml(sq->name) + "\"";
            out += " x=\"" + num(L.left(index)) + "\" y=\"" + num(L.top(index)) + "\" width=\"" + num(L.s) +
                "\" height=\"" + num(L.s) + "\" fill=\"" + fill + "\"/>";
            if (c == 'x') // a square no piece may enter (Gamma's obstacles): crossed
                out += "<path class=\"obstacle\" d=\"M" + num(L.left(index) + L.s * 0.2) + " " +
                    num(L.top(index) + L.s * 0.2) + "l" + num(L.s * 0.6) + " " + num(L.s * 0.6) + "m0 " +
                    num(-L.s * 0.6) + "l" + num(-L.s * 0.6) + " " + num(L.s * 0.6) +
                    "\" stroke=\"#d0d0d0\" stroke-width=\"" + num(L.s * 0.06) + "\"/>";
        }
    out += "</g>";
    draw_grid(out, L);
}

void draw_regions(std::string &out, const Layout &L) {
    out += "<g class=\"regions\" pointer-events=\"none\">";
    for (const Region &r : L.board.regions) {
        const int side = r.side == 0 || r.side == 1 ? r.side : -1;
        for (int index : r.squares)
            out += "<rect class=\"region " + xml(r.kind) + " side-" + std::to_string(side) + "\" data-index=\"" +
                std::to_string(index) + "\" x=\"" + num(L.left(index) + L.s * 0.04) + "\" y=\"" +
                num(L.top(index) + L.s * 0.04) + "\" width=\"" + num(L.s * 0.92) + "\" height=\"" + num(L.s * 0.92) +
                "\" fill=\"" + kRegionFill[side + 1] + "\" fill-opacity=\"0.35\" stroke=\"" + kRegionFill[side + 1] +
                "\" stroke-width=\"" + num(L.s * 0.04) + "\"/>";
    }
    out += "</g>";
}

void draw_last_move(std::string &out, const Layout &L) {
    const std::vector<int> &path = L.opt.last_move;
    const int cells = L.board.width * L.board.height;
    if (path.size() < 1 || std::any_of(path.begin(), path.end(), [&](int i) { return i < 0 || i >= cells; })) return;
    out += "<g class=\"last-move\" pointer-events=\"none\">";
    for (int index : {path.front(), path.back()})
        out += "<rect class=\"last-square\" x=\"" + num(L.left(index)) + "\" y=\"" + num(L.top(index)) + "\" width=\"" +
            num(L.s) + "\" height=\"" + num(L.s) + "\" fill=\"#f2e34c\" fill-opacity=\"0.45\"/>";
    out += "</g>";
}

// The arrow through the squares the moving piece stood on, drawn over the pieces.
void draw_arrow(std::string &out, const Layout &L) {
    const std::vector<int> &path = L.opt.last_move;
    const int cells = L.board.width * L.board.height;
    if (path.size() < 2 || std::any_of(path.begin(), path.end(), [&](int i) { return i < 0 || i >= cells; })) return;
    std::string d;
    for (size_t i = 0; i < path.size(); ++i) d += (i ? "L" : "M") + num(L.cx(path[i])) + " " + num(L.cy(path[i]));
    // The head: a triangle at the last square, along the last leg.
    const double x1 = L.cx(path[path.size() - 2]), y1 = L.cy(path[path.size() - 2]);
    const double x2 = L.cx(path.back()), y2 = L.cy(path.back());
    const double len = std::hypot(x2 - x1, y2 - y1);
    std::string head;
    if (len > 0) {
        const double ux = (x2 - x1) / len, uy = (y2 - y1) / len, h = L.s * 0.3, w = L.s * 0.16;
        head = "<path class=\"arrow-head\" d=\"M" + num(x2) + " " + num(y2) + "L" + num(x2 - ux * h - uy * w) + " " +
            num(y2 - uy * h + ux * w) + "L" + num(x2 - ux * h + uy * w) + " " + num(y2 - uy * h - ux * w) +
            "Z\" fill=\"#1f6fd1\" fill-opacity=\"0.85\"/>";
    }
    out += "<g class=\"last-move\" pointer-events=\"none\"><path class=\"arrow\" d=\"" + d +
        "\" fill=\"none\" stroke=\"#1f6fd1\" stroke-opacity=\"0.85\" stroke-width=\"" + num(L.s * 0.09) +
        "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>" + head + "</g>";
}

// A piece's group, with its name in the reader's language as its <title> when the caller gives
// names (SvgOptions::piece_title: screen readers say it, a pointer's hover shows it).
std::string piece_open(const SvgOptions &o, const Piece &p, const char *extra = "") {
    std::string out = "<g class=\"piece side-" + std::to_string(p.side) + " " + xml(p.glyph) + "\" data-label=\"" +
        xml(p.label) + "\"" + extra + ">";
    if (o.piece_title)
        if (const std::string title = o.piece_title(p.side, p.label); !title.empty())
            out += "<title>" + xml(title) + "</title>";
    return out;
}

// A king's crown: three points over a band (plugin-api/README.md: glyph "king").
std::string crown(double cx, double cy, double w, int side) {
    const double h = w * 0.55, x0 = cx - w / 2, y0 = cy + h / 2;
    return "<path class=\"crown\" d=\"M" + num(x0) + " " + num(y0) + "L" + num(x0) + " " + num(y0 - h) + "L" +
        num(x0 + w * 0.25) + " " + num(y0 - h * 0.45) + "L" + num(cx) + " " + num(y0 - h * 1.05) + "L" +
        num(x0 + w * 0.75) + " " + num(y0 - h * 0.45) + "L" + num(x0 + w) + " " + num(y0 - h) + "L" + num(x0 + w) +
        " " + num(y0) + "Z\" fill=\"#d4a017\" stroke=\"" + kPieceEdge[side] + "\" stroke-width=\"" + num(w * 0.05) +
        "\"/>";
}

std::string mark_text(const std::string &mark, double cx, double cy, double size, int side) {
    return "<text class=\"mark\" x=\"" + num(cx) + "\" y=\"" + num(cy) + "\" font-size=\"" + num(size) +
        "\" font-family=\"sans-serif\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" +
        kMarkInk[side] + "\">" + xml(mark) + "</text>";
}

// One piece as a disc (alone on its square, or in a tray).
std::string disc(const SvgOptions &o, const Piece &p, double cx, double cy, double r, const char *extra = "") {
    std::string out = piece_open(o, p, extra);
    out += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) + "\" fill=\"" + kPieceFill[p.side] +
        "\" stroke=\"" + kPieceEdge[p.side] + "\" stroke-width=\"" + num(r * 0.08) + "\"/>";
    out += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r * 0.7) + "\" fill=\"none\" stroke=\"" +
        kPieceEdge[p.side] + "\" stroke-opacity=\"0.5\" stroke-width=\"" + num(r * 0.05) + "\"/>";
    if (p.glyph == "king") out += crown(cx, p.mark.empty() ? cy : cy - r * 0.35, r * 0.9, p.side);
    if (!p.mark.empty())
        out +=
            mark_text(p.mark, cx, p.glyph == "king" ? cy + r * 0.3 : cy, r * (p.glyph == "king" ? 0.7 : 0.95), p.side);
    return out + "</g>";
}

// A stack, bottom to top, as slabs piled from the bottom of the square upwards, so the order
// of a tower (Lasca, Bashni, Adiukh, Tavreli, Focus, Alpha, Gamma) reads as it stands.
std::string slabs(const SvgOptions &o, const std::vector<Piece> &stack, double left, double top, double s) {
    const double n = double(stack.size());
    const double h = std::min(s * 0.8 / n, s * 0.22), w = s * 0.78, x = left + (s - w) / 2;
    std::string out;
    for (size_t i = 0; i < stack.size(); ++i) {
        const Piece &p = stack[i];
        const double y = top + s * 0.9 - h * double(i + 1);
        out += piece_open(o, p, (" data-level=\"" + std::to_string(i) + "\"").c_str());
        out += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) +
            "\" rx=\"" + num(h * 0.35) + "\" fill=\"" + kPieceFill[p.side] + "\" stroke=\"" + kPieceEdge[p.side] +
            "\" stroke-width=\"" + num(std::max(0.5, h * 0.08)) + "\"/>";
        if (p.glyph == "king") // a king's band of gold across its slab
            out += "<rect class=\"crown\" x=\"" + num(x + w * 0.08) + "\" y=\"" + num(y + h * 0.38) + "\" width=\"" +
                num(w * 0.84) + "\" height=\"" + num(h * 0.24) + "\" fill=\"#d4a017\"/>";
        if (!p.mark.empty()) out += mark_text(p.mark, x + w / 2, y + h / 2, std::min(h * 0.85, s * 0.35), p.side);
        out += "</g>";
    }
    return out;
}

void draw_pieces(std::string &out, const Layout &L) {
    out += "<g class=\"pieces\" pointer-events=\"none\">";
    for (const Square &sq : L.board.squares) {
        if (sq.stack.empty()) continue;
        out += "<g class=\"stack\" data-square=\"" + xml(sq.name) + "\" data-index=\"" + std::to_string(sq.index) +
            "\" data-height=\"" + std::to_string(sq.stack.size()) + "\">";
        if (sq.stack.size() == 1)
            out += disc(L.opt, sq.stack.front(), L.cx(sq.index), L.cy(sq.index), L.s * 0.4);
        else
            out += slabs(L.opt, sq.stack, L.left(sq.index), L.top(sq.index), L.s);
        out += "</g>";
    }
    out += "</g>";
}

void draw_trays(std::string &out, const Layout &L) {
    out += "<g class=\"trays\">";
    double next_x[2] = {L.board_x(), L.board_x()};
    for (const Tray &t : L.board.trays) {
        const double row_top = L.tray_below(t.side) ? L.tray_top + L.board.height * L.s + L.margin : 0;
        const double cy = row_top + L.s * 0.45, r = L.s * 0.3;
        double &x = next_x[t.side];
        out += "<g class=\"tray side-" + std::to_string(t.side) + " " + xml(t.kind) + "\">";
        const auto caption = L.opt.tray_captions.find(t.kind);
        if (caption != L.opt.tray_captions.end() && !caption->second.empty()) {
            out += "<text class=\"caption\" x=\"" + num(x) + "\" y=\"" + num(cy) + "\" font-size=\"" + num(L.s * 0.3) +
                "\" font-family=\"sans-serif\" dominant-baseline=\"central\" fill=\"#333\">" + xml(caption->second) +
                "</text>";
            x += L.s * 0.18 * double(characters(caption->second)) / 1.6 + L.s * 0.3;
        }
        for (const Piece &p : t.pieces) {
            out += disc(L.opt, p, x + r, cy, r, (" data-count=\"" + std::to_string(p.count) + "\"").c_str());
            x += 2 * r + L.s * 0.05;
            if (p.count > 1) {
                const std::string times = "\u00d7" + std::to_string(p.count);
                out += "<text class=\"count\" x=\"" + num(x) + "\" y=\"" + num(cy) + "\" font-size=\"" +
                    num(L.s * 0.3) + "\" font-family=\"sans-serif\" dominant-baseline=\"central\" fill=\"#333\">" +
                    times + "</text>";
                x += L.s * 0.2 * double(std::to_string(p.count).size() + 1);
            }
            x += L.s * 0.1;
        }
        x += L.s * 0.4;
        out += "</g>";
    }
    out += "</g>";
}

void draw_coordinates(std::string &out, const Layout &L) {
    const Board &b = L.board;
    out += "<g class=\"coordinates\" pointer-events=\"none\" font-family=\"sans-serif\" fill=\"#333\">";
    std::map<int, std::string> ranks;
    if (const auto files = edge_files(b, ranks)) {
        const double below = L.board_y() + b.height * L.s + L.margin * 0.55;
        for (const auto &[x, name] : *files)
            out += "<text class=\"file\" x=\"" + num(L.board_x() + L.col(x) * L.s + L.s / 2) + "\" y=\"" + num(below) +
                "\" font-size=\"" + num(L.s * 0.3) + "\" text-anchor=\"middle\" dominant-baseline=\"central\">" +
                xml(name) + "</text>";
        for (const auto &[y, name] : ranks)
            out += "<text class=\"rank\" x=\"" + num(L.margin * 0.5) + "\" y=\"" +
                num(L.board_y() + L.row(y) * L.s + L.s / 2) + "\" font-size=\"" + num(L.s * 0.3) +
                "\" text-anchor=\"middle\" dominant-baseline=\"central\">" + xml(name) + "</text>";
    } else {
        // Numbered squares (International 1-50, English 1-32): the number in the square's corner.
        for (const Square &sq : b.squares)
            out += "<text class=\"square-name\" x=\"" + num(L.left(sq.index) + L.s * 0.06) + "\" y=\"" +
                num(L.top(sq.index) + L.s * 0.2) + "\" font-size=\"" + num(L.s * 0.22) + "\" fill=\"#f4eadc\">" +
                xml(sq.name) + "</text>";
    }
    out += "</g>";
}

} // namespace

std::string render_svg(const Board &board, const SvgOptions &options) {
    const double s = options.square_size > 0 ? options.square_size : 48;
    bool trays[2] = {false, false};
    for (const Tray &t : board.trays) trays[t.side] = true;
    std::map<int, std::string> ranks;
    const bool edges = options.coordinates && edge_files(board, ranks).has_value();
    Layout L{board, options, s, edges ? s * 0.5 : s * 0.1, 0, 0};
    const bool top_side = options.flipped ? 0 : 1;
    L.tray_top = trays[top_side] ? s * 0.9 : s * 0.1;
    L.tray_bottom = trays[1 - top_side] ? s * 0.9 : 0;

    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"diagram\" viewBox=\"0 0 " + num(L.width()) +
        " " + num(L.height()) + "\"";
    if (!options.interactive) out += " width=\"" + num(L.width()) + "\" height=\"" + num(L.height()) + "\"";
    out += " role=\"img\" data-width=\"" + std::to_string(board.width) + "\" data-height=\"" +
        std::to_string(board.height) + "\" data-flipped=\"" + (options.flipped ? "1" : "0") + "\">";
    if (!options.title.empty()) out += "<title>" + xml(options.title) + "</title>";
    draw_cells(out, L);
    draw_regions(out, L);
    draw_last_move(out, L);
    if (options.coordinates) draw_coordinates(out, L);
    draw_pieces(out, L);
    draw_arrow(out, L);
    draw_trays(out, L);
    return out + "</svg>\n";
}

std::function<std::string(int side, const std::string &label)> piece_titles(const Variant &variant,
                                                                            std::string_view lang) {
    const std::string language(lang);
    return [variant, language](int side, const std::string &label) {
        return variant.piece_name(label, language) + " (" + variant.side_name(side, language) + ")";
    };
}

} // namespace damka::diagram
