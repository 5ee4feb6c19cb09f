#include "position_record.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_text.hpp>

#include <set>
#include <vector>

namespace damka::alpha {
namespace {

using sdk::text::side_of_word;
using sdk::text::split;
using sdk::text::trim;

const char *const kSideWord[2] = {"white", "black"};

// "a1, c3 2": squares, each with an optional height (1 when not written).
void parse_stacks(int side, const std::string &list, Position &p) {
    if (list.empty() || list == "none") return;
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        const std::string name = item.substr(0, gap);
        const std::string height = gap == std::string::npos ? "1" : trim(item.substr(gap + 1));
        const int sq = parse_square(name);
        if (sq < 0) sdk::invalid("'" + name + "' is not a square of the 8x8 Alpha board");
        if (!p.squares[size_t(sq)].empty()) sdk::invalid("square " + name + " is given twice");
        if (height.size() != 1 || height[0] < '1' || height[0] > '0' + kMaxHeight)
            sdk::invalid("stack '" + item + "': a stack has 1 to 4 pieces (alpha seed 5)");
        p.squares[size_t(sq)] = Stack{uint8_t(height[0] - '0'), uint8_t(side)};
    }
}

void parse_reserve(const std::string &list, Position &p) {
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        const int side = gap == std::string::npos ? -1 : side_of_word(item.substr(0, gap));
        const std::string n = gap == std::string::npos ? "" : trim(item.substr(gap + 1));
        if (side < 0 || (n != "0" && n != "1"))
            sdk::invalid("reserve '" + item +
                         "': write 'white N, black N' with N 0 or 1 (alpha seed 5: one reserve piece at most)");
        p.reserve[size_t(side)] = n[0] - '0';
    }
}

} // namespace

Position start_position() {
    Position p;
    for (int x = 0; x < kSize; ++x)
        for (int row = 0; row < kStartRows; ++row) {
            p.squares[size_t(row * kSize + x)] = Stack{1, 0};
            p.squares[size_t((kSize - 1 - row) * kSize + x)] = Stack{1, 1};
        }
    return p;
}

std::string format_position(const Position &p) {
    std::string out;
    for (int side = 0; side < 2; ++side) {
        std::string list;
        for (int sq = 0; sq < kSquares; ++sq) {
            const Stack &s = p.squares[size_t(sq)];
            if (s.empty() || s.side != side) continue;
            list += (list.empty() ? "" : ", ") + square_name(sq);
            if (s.height > 1) list += " " + std::to_string(s.height);
        }
        out += std::string(kSideWord[side]) + ": " + (list.empty() ? std::string("none") : list) + "; ";
    }
    return out + "reserve: white " + std::to_string(p.reserve[0]) + ", black " + std::to_string(p.reserve[1]) + "; " +
        kSideWord[p.side_to_move] + " to move";
}

Position parse_position(std::string_view text) {
    if (text.size() > 4000) sdk::invalid("the set-up is too long to be an Alpha position");
    Position p;
    std::set<std::string> seen;
    for (const sdk::text::Clause &c : sdk::text::clauses(text)) {
        seen.insert(c.key);
        if ((c.key == "white" || c.key == "black") && c.text.find(':') != std::string::npos)
            parse_stacks(side_of_word(c.key), c.value, p);
        else if (c.key == "reserve")
            parse_reserve(c.value, p);
        else if (c.key == "to move" && c.side >= 0)
            p.side_to_move = c.side;
        else
            sdk::invalid("unknown clause '" + c.text + "' (white: ..., black: ..., reserve: ..., white to move)");
    }
    if (!seen.count("white") || !seen.count("black"))
        sdk::invalid("the set-up needs a 'white:' and a 'black:' clause (e.g. white: a1, c3 2; black: d8)");
    for (int side = 0; side < 2; ++side)
        if (p.on_board(side) + p.reserve[size_t(side)] > kPiecesPerSide)
            sdk::invalid(std::string(kSideWord[side]) +
                         " has more than the 16 pieces of the game on the board and in reserve");
    if (p.on_board(0) == 0 && p.on_board(1) == 0)
        sdk::invalid("neither side has a piece on the board: at most one side can have taken all its pieces off");
    return p;
}

} // namespace damka::alpha
