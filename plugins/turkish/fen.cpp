#include "fen.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <cctype>
#include <vector>

namespace damka::turkish {
namespace {

using sdk::invalid;

const char *colour_name(int side) { return side == kWhite ? "White" : "Black"; }

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

bool is_counter_field(std::string_view f) { // PDN extension fields: H<halfmoves>, F<move number>
    return f.size() >= 2 && (f[0] == 'H' || f[0] == 'F') &&
        std::all_of(f.begin() + 1, f.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string man_on_promotion_row(int side, int sq) {
    // plugins/turkish/README.md: a man reaching the far row is crowned (at the end of the move), so none stands there.
    return std::string("a ") + (side == kWhite ? "white" : "black") + " man cannot stand on " + square_name(sq) +
        ", its own promotion row: write K" + square_name(sq) + " for a king";
}

// One item of a piece list: "d4" or "Kd4".
void add_item(std::string_view item, int side, Position &p) {
    bool king = false;
    std::string_view body = item;
    if (!body.empty() && body[0] == 'K') {
        king = true;
        body.remove_prefix(1);
    }
    std::string why;
    const int sq = parse_square(body, why);
    if (sq < 0) invalid("in " + quoted(item) + ": " + why);
    if (p.occupied() & one(sq)) invalid("square " + square_name(sq) + " (in " + quoted(item) + ") is given twice");
    if (!king && (promotion_row(side) & one(sq)))
        invalid(man_on_promotion_row(side, sq) + " (in " + quoted(item) + ")");
    p.pieces[side] |= one(sq);
    if (king) p.kings |= one(sq);
}

} // namespace

void check_position(const Position &p) {
    for (int side : {kWhite, kBlack}) {
        if (const Bits bad = p.men(side) & promotion_row(side)) invalid(man_on_promotion_row(side, lowest(bad)));
        // plugins/turkish/README.md: each player starts with 16 men and no move adds a piece.
        if (const int n = popcount(p.pieces[side]); n > kPiecesEach)
            invalid(std::string(colour_name(side)) + " has " + std::to_string(n) + " pieces, more than the " +
                    std::to_string(kPiecesEach) + " each player starts with");
    }
}

Position parse_fen(std::string_view text) {
    if (text.size() > 4000) invalid("the position string is too long (" + std::to_string(text.size()) + " characters)");
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) s += c;
    while (!s.empty() && s.back() == '.') s.pop_back();
    if (s.empty()) invalid("the position string is empty");

    Position p;
    p.side = kWhite;
    const std::vector<std::string_view> fields = split(s, ':');
    size_t i = 0;
    if (fields[0] == "W" || fields[0] == "B") {
        p.side = fields[0] == "W" ? kWhite : kBlack;
        i = 1;
    } else if (fields[0].empty()) {
        i = 1; // ":W...:B..." with the side left out
    }
    bool seen[2] = {false, false};
    for (; i < fields.size(); ++i) {
        const std::string_view f = fields[i];
        if (f.empty() || is_counter_field(f)) continue;
        if (f[0] != 'W' && f[0] != 'B')
            invalid("field " + quoted(f) + " is neither a side to move (W/B) nor a piece list (W... or B...)");
        const int side = f[0] == 'W' ? kWhite : kBlack;
        if (seen[side]) invalid(std::string("the pieces of ") + colour_name(side) + " are listed twice");
        seen[side] = true;
        for (std::string_view item : split(f.substr(1), ','))
            if (!item.empty()) add_item(item, side, p);
    }
    if (!seen[0] && !seen[1]) invalid("no piece lists in " + quoted(text) + ": write e.g. W:Wa2,b2,Kd4:Bh7");
    check_position(p);
    return p;
}

std::string format_fen(const Position &p) {
    std::string out = p.side == kWhite ? "W" : "B";
    for (int side : {kWhite, kBlack}) {
        out += side == kWhite ? ":W" : ":B";
        bool first = true;
        for (Bits b = p.pieces[side]; b; b &= b - 1) { // a1, b1, ..., h8: rank by rank
            const int sq = lowest(b);
            if (!first) out += ',';
            first = false;
            if (p.kings & one(sq)) out += 'K';
            out += square_name(sq);
        }
    }
    return out;
}

} // namespace damka::turkish
