#include "position_record.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_text.hpp>

#include <set>
#include <vector>

namespace damka::gamma {
namespace {

using sdk::text::side_of_word;
using sdk::text::split;
using sdk::text::trim;

const char kSideLetter[2] = {'w', 'b'};
const char *const kSideWord[2] = {"white", "black"};

// "55443" (strongest first) or "-".
std::string format_counts(const Counts &c) {
    const std::string s = pool_digits(c);
    return s.empty() ? "-" : s;
}

Counts parse_counts(const std::string &digits, const std::string &item) {
    Counts c{};
    if (digits == "-") return c;
    if (digits.empty()) sdk::invalid("'" + item + "': write the pieces' points (55443) or -");
    for (char d : digits) {
        if (d < '1' || d > '5') sdk::invalid("'" + item + "': pieces have 1 to 5 points");
        ++c[size_t(d - '0')];
    }
    return c;
}

// "white 5543, black -" into hand or reserve.
void parse_pools(const std::string &list, std::array<Counts, 2> &pools) {
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        const int side = gap == std::string::npos ? -1 : side_of_word(item.substr(0, gap));
        if (side < 0) sdk::invalid("'" + item + "': write 'white 5543, black -'");
        pools[size_t(side)] = parse_counts(trim(item.substr(gap + 1)), item);
    }
}

void parse_stacks(const std::string &list, Position &p) {
    if (list.empty() || list == "none") return;
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        if (gap == std::string::npos)
            sdk::invalid("stack '" + item + "': write the square, a space and the pieces bottom to top (c5 b3w2)");
        const std::string name = item.substr(0, gap);
        const std::string pieces = trim(item.substr(gap + 1));
        const int sq = parse_square(name);
        if (sq < 0) sdk::invalid("'" + name + "' is not a square of the 10x11 Gamma board");
        if (is_obstacle(sq)) sdk::invalid("'" + name + "' is an obstacle square: no piece stands there (gamma seed 6)");
        if (!p.squares[size_t(sq)].empty()) sdk::invalid("square " + name + " is given twice");
        if (pieces.empty() || pieces.size() % 2)
            sdk::invalid("stack '" + item + "': pieces are a side and points, w5 or b3");
        for (size_t i = 0; i < pieces.size(); i += 2) {
            const int side = pieces[i] == 'w' ? 0 : pieces[i] == 'b' ? 1 : -1;
            const char d = pieces[i + 1];
            if (side < 0 || d < '1' || d > '5')
                sdk::invalid("stack '" + item + "': pieces are a side and points, w5 or b3");
            p.squares[size_t(sq)].push_back(Piece{uint8_t(side), uint8_t(d - '0')});
        }
    }
}

// The set-up option (README "Options"): `own pieces taken off: put back free` (the seed, the
// default) or `enter as a move` (the reading before issue 33).
const char *const kOptionKey = "own pieces taken off";
const char *const kPutBackFree = "put back free";
const char *const kEnterAsAMove = "enter as a move";

Options parse_option(const sdk::text::Clause &c) {
    if (c.value != kPutBackFree && c.value != kEnterAsAMove)
        sdk::invalid("'" + c.text + "': own pieces taken off: " + kPutBackFree + " (the seed) or " + kEnterAsAMove);
    return Options{.entry_is_a_move = c.value == kEnterAsAMove};
}

} // namespace

Position start_position() {
    Position p;
    p.hand = {kPieceSet, kPieceSet}; // "В дебютной стадии игроки по очереди выставляют свои шашки"
    return p;
}

std::string format_position(const Position &p) {
    std::string stacks;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Stack &s = p.squares[size_t(sq)];
        if (s.empty()) continue;
        stacks += (stacks.empty() ? "" : ", ") + square_name(sq) + " ";
        for (const Piece &piece : s) stacks += std::string{kSideLetter[piece.side], char('0' + piece.strength)};
    }
    return "stacks: " + (stacks.empty() ? std::string("none") : stacks) + "; hand: white " + format_counts(p.hand[0]) +
        ", black " + format_counts(p.hand[1]) + "; reserve: white " + format_counts(p.reserve[0]) + ", black " +
        format_counts(p.reserve[1]) + "; " + kSideWord[p.side_to_move] + " to move" +
        (p.options.entry_is_a_move ? std::string("; ") + kOptionKey + ": " + kEnterAsAMove : std::string());
}

Position parse_position(std::string_view text) {
    if (text.size() > 4000) sdk::invalid("the set-up is too long to be a Gamma position");
    Position p;
    std::set<std::string> seen;
    for (const sdk::text::Clause &c : sdk::text::clauses(text)) {
        seen.insert(c.key);
        const bool has_value = c.text.find(':') != std::string::npos;
        if (has_value && c.key == "stacks")
            parse_stacks(c.value, p);
        else if (has_value && c.key == "hand")
            parse_pools(c.value, p.hand);
        else if (has_value && c.key == "reserve")
            parse_pools(c.value, p.reserve);
        else if (c.key == "to move" && c.side >= 0)
            p.side_to_move = c.side;
        else if (has_value && c.key == kOptionKey)
            p.options = parse_option(c);
        else
            sdk::invalid("unknown clause '" + c.text +
                         "' (stacks: ..., hand: ..., reserve: ..., white to move, own pieces taken off: ...)");
    }
    // Option clauses alone are the start position under them (README "Options").
    if (seen == std::set<std::string>{kOptionKey}) {
        Position start = start_position();
        start.options = p.options;
        return start;
    }
    if (!seen.count("stacks")) sdk::invalid("the set-up has no 'stacks:' clause (e.g. stacks: c2 w5, c5 b3w2)");
    // gamma seed 6: each side has 2, 2, 3, 4 and 7 pieces of 5, 4, 3, 2 and 1 points.
    for (int side = 0; side < 2; ++side) {
        Counts in_game{};
        for (int k = 1; k <= kMaxStrength; ++k)
            in_game[size_t(k)] = p.hand[size_t(side)][size_t(k)] + p.reserve[size_t(side)][size_t(k)];
        for (const Stack &s : p.squares)
            for (const Piece &piece : s)
                if (piece.side == side) ++in_game[piece.strength];
        for (int k = 1; k <= kMaxStrength; ++k)
            if (in_game[size_t(k)] > kPieceSet[size_t(k)])
                sdk::invalid(std::string(kSideWord[side]) + " has " + std::to_string(in_game[size_t(k)]) +
                             " pieces of " + std::to_string(k) + " points: the game has " +
                             std::to_string(kPieceSet[size_t(k)]));
    }
    if (p.pieces(0) == 0 && p.pieces(1) == 0) sdk::invalid("neither side has a piece");
    return p;
}

} // namespace damka::gamma
