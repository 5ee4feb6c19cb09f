#include "fen.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <cctype>

namespace damka::draughts {
namespace {

using sdk::invalid;

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

bool is_side_letter(std::string_view f) { return f == "W" || f == "B"; }
bool is_counter_field(std::string_view f) { // PDN extension fields: H<halfmoves>, F<move number>
    return f.size() >= 2 && (f[0] == 'H' || f[0] == 'F') &&
        std::all_of(f.begin() + 1, f.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Squares of one item: "21", "K21", "c3", "1-12".
void add_item(std::string_view item, Color color, const Squares &squares, Setup &setup) {
    Cell cell;
    cell.color = color;
    cell.kind = Cell::Man;
    std::string_view body = item;
    if (!body.empty() && body[0] == 'K') {
        cell.kind = Cell::King;
        body.remove_prefix(1);
    }
    int first = -1, last = -1;
    std::string why;
    const size_t dash = body.find('-');
    if (dash != std::string_view::npos) {
        const std::string_view a = body.substr(0, dash), b = body.substr(dash + 1);
        const auto numeric = [](std::string_view t) {
            return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
        };
        if (!numeric(a) || !numeric(b))
            invalid("range " + quoted(item) + ": a range joins two square numbers, e.g. 1-12");
        first = squares.parse(a, why);
        if (first >= 0) last = squares.parse(b, why);
        if (first < 0 || last < 0) invalid("in " + quoted(item) + ": " + why);
        first = squares.number_of(first); // a range runs over PDN numbers
        last = squares.number_of(last);
        if (last < first) invalid("range " + quoted(item) + " runs backwards");
    } else {
        first = last = squares.parse(body, why);
        if (first < 0) invalid("in " + quoted(item) + ": " + why);
        first = last = squares.number_of(first);
    }
    for (int n = first; n <= last; ++n) {
        const int sq = squares.square_of_number(n);
        if (setup.cells[sq].kind != Cell::Empty)
            invalid("square " + squares.name(sq) + " (in " + quoted(item) + ") is given twice");
        const int far_row = color == Color::White ? 0 : squares.size() - 1;
        if (cell.kind == Cell::Man && sq / (squares.size() / 2) == far_row)
            invalid("a man cannot stand on " + squares.name(sq) + " (in " + quoted(item) +
                    "), its own promotion row: write K" + squares.name(sq) + " for a king");
        setup.cells[sq] = cell;
    }
}

// "KW17=3": the king run of one colour (Frisian art. 17), checked against the pieces read.
void add_king_run(std::string_view f, const Squares &squares, Setup &setup) {
    const size_t eq = f.find('=');
    if (f.size() < 5 || (f[1] != 'W' && f[1] != 'B') || eq == std::string_view::npos)
        invalid("field " + quoted(f) + " is not a king run: write e.g. KW17=3 (White's king on 17, 3 quiet moves)");
    const Color color = f[1] == 'W' ? Color::White : Color::Black;
    std::string why;
    const int sq = squares.parse(f.substr(2, eq - 2), why);
    if (sq < 0) invalid("in " + quoted(f) + ": " + why);
    const std::string_view count = f.substr(eq + 1);
    if (count.size() != 1 || count[0] < '1' || count[0] > '9')
        invalid("in " + quoted(f) + ": the number of quiet moves is 1 to 9");
    const Cell &cell = setup.cells[sq];
    if (cell.kind != Cell::King || cell.color != color)
        invalid("in " + quoted(f) + ": no " + std::string(color == Color::White ? "White" : "Black") + " king on " +
                squares.name(sq));
    if (setup.runs[index(color)].moves) invalid(quoted(f) + ": a second king run for the same colour");
    setup.runs[index(color)] = {sq, count[0] - '0'};
}

} // namespace

Setup parse_fen(std::string_view text, const Squares &squares, Color first, int max_pieces, bool king_runs) {
    if (text.size() > 4000) invalid("the position string is too long (" + std::to_string(text.size()) + " characters)");
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) s += c;
    while (!s.empty() && s.back() == '.') s.pop_back();
    if (s.empty()) invalid("the position string is empty");

    Setup setup;
    setup.side = first;
    setup.cells.assign(squares.count(), Cell{});
    std::vector<std::string_view> fields = split(s, ':');
    size_t i = 0;
    if (is_side_letter(fields[0])) {
        setup.side = fields[0] == "W" ? Color::White : Color::Black;
        i = 1;
    } else if (fields[0].empty()) {
        i = 1; // ":W...:B..." with the side left out
    }
    bool seen[2] = {false, false};
    std::vector<std::string_view> runs;
    for (; i < fields.size(); ++i) {
        const std::string_view f = fields[i];
        if (f.empty() || is_counter_field(f)) continue;
        if (king_runs && f[0] == 'K') {
            runs.push_back(f); // read once every piece is known
            continue;
        }
        if (f[0] != 'W' && f[0] != 'B')
            invalid("field " + quoted(f) + " is neither a side to move (W/B) nor a piece list (W... or B...)");
        const Color color = f[0] == 'W' ? Color::White : Color::Black;
        if (seen[index(color)])
            invalid("the pieces of " + std::string(f[0] == 'W' ? "White" : "Black") + " are listed twice");
        seen[index(color)] = true;
        for (std::string_view item : split(f.substr(1), ','))
            if (!item.empty()) add_item(item, color, squares, setup);
    }
    if (!seen[0] && !seen[1]) invalid("no piece lists in " + quoted(text) + ": write e.g. W:W21,22,K23:B1-12");
    for (std::string_view f : runs) add_king_run(f, squares, setup);
    // seed 002: each player starts with 12 men (20, 30 on the larger boards) and no move adds one.
    for (Color c : {Color::White, Color::Black}) {
        const auto count = std::count_if(setup.cells.begin(), setup.cells.end(),
                                         [&](const Cell &cell) { return cell.kind != Cell::Empty && cell.color == c; });
        if (count > max_pieces)
            invalid(std::string(c == Color::White ? "White" : "Black") + " has " + std::to_string(count) +
                    " pieces, more than the " + std::to_string(max_pieces) + " each player starts with");
    }
    return setup;
}

std::string format_fen(const Setup &setup, const Squares &squares) {
    std::vector<int> order(squares.count());
    for (int n = 1; n <= squares.count(); ++n) order[n - 1] = squares.square_of_number(n);
    if (squares.algebraic()) // rank by rank from a1
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return std::pair(squares.y_of(a), squares.x_of(a)) < std::pair(squares.y_of(b), squares.x_of(b));
        });
    std::string out = setup.side == Color::White ? "W" : "B";
    for (Color c : {Color::White, Color::Black}) {
        out += c == Color::White ? ":W" : ":B";
        bool first = true;
        for (int sq : order) {
            const Cell &cell = setup.cells[sq];
            if (cell.kind == Cell::Empty || cell.color != c) continue;
            if (!first) out += ',';
            first = false;
            if (cell.kind == Cell::King) out += 'K';
            out += squares.name(sq);
        }
    }
    for (Color c : {Color::White, Color::Black})
        if (const KingRun &run = setup.runs[index(c)]; run.moves > 0)
            out += std::string(":K") + (c == Color::White ? 'W' : 'B') + squares.name(run.square) + "=" +
                std::to_string(run.moves);
    return out;
}

} // namespace damka::draughts
