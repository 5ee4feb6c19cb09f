#include "position_record.hpp"

#include "damka/sdk_text.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>

#include <cctype>
#include <set>

namespace damka::focus {
namespace {

const char kSideLetter[2] = {'w', 'b'};
const char *const kSideWord[2] = {"white", "black"};

using sdk::text::split;
using sdk::text::trim;

int side_of_word(const std::string &w) {
    if (w == "white" || w == "w") return 0;
    if (w == "black" || w == "b") return 1;
    return -1;
}

void parse_stacks(const std::string &list, Position &p) {
    if (list.empty() || list == "none") return;
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        if (gap == std::string::npos)
            sdk::invalid("stack '" + item + "': write the square, a space and the pieces bottom to top (e4 wbw)");
        const std::string name = item.substr(0, gap);
        const std::string pieces = trim(item.substr(gap + 1));
        const int sq = parse_square(name);
        if (sq < 0)
            sdk::invalid("'" + name + "' is not a square of the Focus board (8x8 less three squares per corner)");
        if (!p.squares[size_t(sq)].empty()) sdk::invalid("square " + name + " is given twice");
        if (pieces.empty() || pieces.size() > size_t(kMaxHeight))
            sdk::invalid("stack '" + item + "': a stack has 1 to 5 pieces (seed 4)");
        Stack s;
        for (char c : pieces) {
            const int side = c == 'w' ? 0 : c == 'b' ? 1 : -1;
            if (side < 0) sdk::invalid("stack '" + item + "': pieces are w or b, bottom to top");
            s.sides = uint8_t(s.sides | (side << s.height));
            ++s.height;
        }
        p.squares[size_t(sq)] = s;
    }
}

void parse_reserve(const std::string &list, Position &p) {
    for (const std::string &item : split(list, ',')) {
        const size_t gap = item.find(' ');
        const int side = gap == std::string::npos ? -1 : side_of_word(item.substr(0, gap));
        const std::string n = gap == std::string::npos ? "" : trim(item.substr(gap + 1));
        if (side < 0 || n.empty() || n.size() > 2 || n.find_first_not_of("0123456789") != std::string::npos)
            sdk::invalid("reserve '" + item + "': write 'white N, black N'");
        p.reserve[size_t(side)] = std::stoi(n);
    }
}

} // namespace

Position start_position() {
    Position p;
    // Digest (Focus): rows of the central 6x6 alternate AABBAA / BBAABB.
    for (int y = 1; y <= 6; ++y)
        for (int x = 1; x <= 6; ++x) {
            const bool pair_ab = ((x - 1) / 2) % 2 == 0; // files b c | d e | f g
            const bool row_a = y % 2 == 1; // ranks 2 4 6 start with White's pair
            const int side = pair_ab == row_a ? 0 : 1;
            p.squares[size_t(y * kSize + x)] = Stack{1, uint8_t(side)};
        }
    return p;
}

std::string format_position(const Position &p) {
    std::string stacks;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Stack &s = p.squares[size_t(sq)];
        if (s.empty()) continue;
        stacks += (stacks.empty() ? "" : ", ") + square_name(sq) + " ";
        for (int i = 0; i < s.height; ++i) stacks += kSideLetter[s.side_at(i)];
    }
    std::string out = "stacks: " + (stacks.empty() ? std::string("none") : stacks) + "; reserve: white " +
        std::to_string(p.reserve[0]) + ", black " + std::to_string(p.reserve[1]) + "; " + kSideWord[p.side_to_move] +
        " to move";
    if (p.end == EndRule::Sackson) out += "; end: sackson";
    return out;
}

Position parse_position(std::string_view text) {
    if (text.size() > 4000) sdk::invalid("the set-up is too long to be a Focus position");
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    while (!lower.empty() && (lower.back() == '.' || std::isspace(static_cast<unsigned char>(lower.back()))))
        lower.pop_back();
    Position p;
    std::set<std::string> seen;
    for (const std::string &clause : split(lower, ';')) {
        if (clause.empty()) continue; // "...; white to move;" — a stray separator
        const size_t colon = clause.find(':');
        const std::string key = colon == std::string::npos ? clause : trim(clause.substr(0, colon));
        const std::string value = colon == std::string::npos ? "" : trim(clause.substr(colon + 1));
        std::string kind = key;
        if (colon == std::string::npos && key.size() > 8 && key.substr(key.size() - 8) == " to move") kind = "to move";
        if (!seen.insert(kind).second) sdk::invalid("clause '" + clause + "' is given twice");
        if (colon != std::string::npos && key == "stacks")
            parse_stacks(value, p);
        else if (colon != std::string::npos && key == "reserve")
            parse_reserve(value, p);
        else if (colon != std::string::npos && key == "end") {
            if (value == "seed")
                p.end = EndRule::Seed;
            else if (value == "sackson")
                p.end = EndRule::Sackson;
            else
                sdk::invalid("end rule '" + value +
                             "': seed (no tower loses) or sackson (no tower and no reserve loses)");
        } else if (kind == "to move") {
            const int side = side_of_word(key.substr(0, key.size() - 8));
            if (side < 0) sdk::invalid("'" + clause + "': white to move or black to move");
            p.side_to_move = side;
        } else {
            sdk::invalid("unknown clause '" + clause + "' (stacks: ..., reserve: ..., white to move, end: ...)");
        }
    }
    if (!seen.count("stacks")) sdk::invalid("the set-up has no 'stacks:' clause (e.g. stacks: d4 w, e5 bw)");
    for (int side = 0; side < 2; ++side)
        if (p.in_play(side) > kPiecesPerSide)
            sdk::invalid(std::string(kSideWord[side]) + " has " + std::to_string(p.in_play(side)) +
                         " pieces on the board and in reserve: more than the 18 of the game");
    return p;
}

} // namespace damka::focus
