#include "position_record.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <cctype>
#include <vector>

namespace damka::column {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char by) {
    std::vector<std::string_view> parts;
    for (size_t start = 0;;) {
        const size_t end = s.find(by, start);
        parts.push_back(trim(s.substr(start, end == std::string_view::npos ? end : end - start)));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char &c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "white" / "black", or the seed's "белые" / "черные" (any case of the first letter).
int side_of(std::string_view word) {
    const std::string w = lower(word);
    if (w == "white" || w == "белые" || w == "Белые") return 0;
    if (w == "black" || w == "черные" || w == "чёрные" || w == "Черные" || w == "Чёрные") return 1;
    return -1;
}

int number(std::string_view digits, std::string_view token) {
    if (digits.empty() || digits.size() > 2 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        sdk::invalid("tower '" + std::string(token) + "': '" + std::string(digits) + "' is not a checker count");
    return std::stoi(std::string(digits));
}

// One tower token of `side`: [mark]square[-own[/other]].
void parse_tower(const Rules &rules, std::string_view token, int side, Board &board) {
    const std::string shown = "tower '" + std::string(token) + "'";
    std::string_view t = token;
    bool king = false;
    if (!t.empty() && std::isupper(static_cast<unsigned char>(t.front()))) {
        if (rules.king_mark == '\0')
            sdk::invalid(shown + ": " + rules.id +
                         " has no king mark; a tower on the opponent's king "
                         "row is a king (adiukh 3.5)");
        if (t.front() != rules.king_mark)
            sdk::invalid(shown + ": the king mark is '" + std::string(1, rules.king_mark) + "'");
        king = true;
        t.remove_prefix(1);
    }
    const size_t dash = t.find('-');
    const std::string_view square = t.substr(0, dash);
    const std::optional<int> sq = parse_square(rules, square);
    if (!sq || std::all_of(square.begin(), square.end(), [](char c) { return c >= '0' && c <= '9'; }))
        sdk::invalid(shown + ": '" + std::string(square) + "' is not a dark square of the " +
                     std::to_string(rules.size) + "x" + std::to_string(rules.size) + " board");
    // A man reaching its king row is crowned there (Russian and English draughts) and an edge
    // tower is never jumped, so an unmarked tower on its owner's king row cannot arise.
    // Adiukh has no mark: there the square makes the king (adiukh 3.5).
    const Geometry geo{rules.size};
    if (!rules.king_by_square && !king && geo.y(*sq) == geo.king_row(side))
        sdk::invalid(shown + ": a " + rules.man_label + " cannot stand on " + std::string(square) + ", " +
                     side_name(side) + "'s king row: write " + std::string(1, rules.king_mark) + std::string(square) +
                     " (" + rules.king_label + ")");
    int own = 1, other = 0;
    if (dash != std::string_view::npos) {
        const std::string_view counts = t.substr(dash + 1);
        const size_t slash = counts.find('/');
        own = number(counts.substr(0, slash), token);
        if (slash != std::string_view::npos) other = number(counts.substr(slash + 1), token);
    }
    if (own < 1) sdk::invalid(shown + ": a tower has at least one checker of its owner on top");
    if (!board.squares[*sq].empty()) sdk::invalid(shown + ": " + std::string(square) + " is listed twice");
    board.squares[*sq] = Tower{static_cast<int8_t>(side), static_cast<uint8_t>(own), static_cast<uint8_t>(other), king};
}

} // namespace

Position start_position(const Rules &rules) {
    const Geometry geo{rules.size};
    Position p;
    for (int sq = 0; sq < geo.squares(); ++sq) {
        if (!geo.dark(sq)) continue;
        if (geo.y(sq) < rules.start_rows) p.board.squares[sq] = Tower{0, 1, 0, false};
        if (geo.y(sq) >= rules.size - rules.start_rows) p.board.squares[sq] = Tower{1, 1, 0, false};
    }
    return p;
}

std::string format_position(const Rules &rules, const Position &position) {
    const Geometry geo{rules.size};
    std::string s;
    for (int side = 0; side < 2; ++side) {
        s += side == 0 ? "white:" : "; black:";
        bool first = true;
        for (int x = 0; x < geo.size; ++x) // by file, then rank, as in adiukh 7.2
            for (int y = 0; y < geo.size; ++y) {
                const Tower &t = position.board.squares[geo.at(x, y)];
                if (t.owner != side) continue;
                s += first ? " " : ", ";
                first = false;
                if (t.king && !rules.king_by_square) s += rules.king_mark;
                s += square_name(rules, geo.at(x, y)) + "-" + std::to_string(t.own);
                if (t.other) s += "/" + std::to_string(t.other);
            }
        if (first) s += " none";
    }
    s += position.side_to_move == 0 ? "; white to move" : "; black to move";
    return s;
}

Position parse_position(const Rules &rules, std::string_view text) {
    std::string_view t = trim(text);
    if (t.size() > 2000) sdk::invalid("a position record of " + std::to_string(t.size()) + " characters is too long");
    if (!t.empty() && t.back() == '.') t.remove_suffix(1);
    Position p;
    bool listed[2] = {false, false}, side_given = false;
    for (std::string_view clause : split(t, ';')) {
        if (clause.empty()) continue;
        const std::string c = lower(clause);
        if (c.size() > 8 && c.compare(c.size() - 8, 8, " to move") == 0) {
            const int side = side_of(trim(clause.substr(0, clause.size() - 8)));
            if (side < 0 || side_given)
                sdk::invalid("clause '" + std::string(clause) + "': write 'white to move' or 'black to move' once");
            p.side_to_move = side;
            side_given = true;
            continue;
        }
        // "white: a1-1, ..." or the seed's "белые - a1, a3, ..."
        size_t name_end = 0;
        while (name_end < clause.size() && clause[name_end] != ':' && clause[name_end] != '-' &&
               !std::isspace(static_cast<unsigned char>(clause[name_end])))
            ++name_end;
        const int side = side_of(clause.substr(0, name_end));
        std::string_view rest = trim(clause.substr(name_end));
        if (side < 0 || rest.empty() || (rest.front() != ':' && rest.front() != '-'))
            sdk::invalid("clause '" + std::string(clause) +
                         "' is not 'white: <towers>', 'black: <towers>' "
                         "or 'white to move'");
        if (listed[side]) sdk::invalid("clause '" + std::string(clause) + "': the towers of a side are listed twice");
        listed[side] = true;
        rest = trim(rest.substr(1));
        if (rest.empty() || lower(rest) == "none") continue;
        for (std::string_view token : split(rest, ',')) {
            if (token.empty()) sdk::invalid("clause '" + std::string(clause) + "' has an empty tower between commas");
            parse_tower(rules, token, side, p.board);
        }
    }
    if (!listed[0] || !listed[1])
        sdk::invalid("a position record lists the towers of both sides: 'white: ...; black: ...' (adiukh 7.2)");
    int checkers[2] = {0, 0}, towers = 0;
    for (const Tower &tw : p.board.squares) {
        if (tw.empty()) continue;
        ++towers;
        checkers[tw.owner] += tw.own;
        checkers[1 - tw.owner] += tw.other;
    }
    if (towers == 0) sdk::invalid("the position has no tower at all");
    for (int side = 0; side < 2; ++side)
        if (checkers[side] > rules.men_per_side)
            sdk::invalid(std::string(side == 0 ? "white" : "black") + " has " + std::to_string(checkers[side]) +
                         " checkers in all, more than the " + std::to_string(rules.men_per_side) + " of the game");
    return p;
}

} // namespace damka::column
