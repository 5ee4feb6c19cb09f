#include "notation.hpp"

#include <damka/sdk.hpp>
#include <damka/sdk_text.hpp>

#include <cctype>

namespace damka::alpha {
namespace {

// What a written move says.
struct Written {
    Kind kind = Kind::Move;
    int count = 0; // 0: not written (the whole stack)
    int from = -1;
    int to = -1; // a square, for a move or a drop
};

Written parse(std::string_view raw) {
    const std::string t = sdk::text::compact_move_text(raw);
    if (t.empty()) sdk::invalid("no move given");
    if (t.size() > 16) sdk::invalid("'" + std::string(raw.substr(0, 20)) + "' is too long to be an Alpha move");
    Written w;
    if (t == "pass") {
        w.kind = Kind::Pass;
        return w;
    }
    if (t[0] == '@') {
        w.kind = Kind::Drop;
        w.to = parse_square(std::string_view(t).substr(1));
        if (w.to < 0) sdk::invalid("'" + t + "': the reserve piece is entered on one square: @d4");
        return w;
    }
    size_t i = 0;
    if (std::isdigit(static_cast<unsigned char>(t[0]))) { // count prefix: `2c2-d3`
        w.count = t[0] - '0';
        i = 1;
        if (w.count < 1 || w.count > kMaxHeight)
            sdk::invalid("'" + t + "': a move lifts 1 to 4 pieces (alpha seed 5), not " + std::to_string(w.count));
    }
    const size_t dash = t.find('-', i);
    if (dash == std::string::npos)
        sdk::invalid("'" + t + "' is not an Alpha move (examples: c2-c3, 2c2-d3, c8-off, @d4, pass)");
    w.from = parse_square(std::string_view(t).substr(i, dash - i));
    if (w.from < 0) sdk::invalid("'" + t.substr(i, dash - i) + "' in '" + t + "' is not a square of the 8x8 board");
    const std::string_view dest = std::string_view(t).substr(dash + 1);
    if (dest == "off") {
        w.kind = Kind::Exit;
    } else {
        w.to = parse_square(dest);
        if (w.to < 0)
            sdk::invalid("'" + std::string(dest) + "' in '" + t + "' is not a square of the 8x8 board or 'off'");
    }
    return w;
}

} // namespace

int parse_square(std::string_view name) {
    if (name.size() != 2 || name[0] < 'a' || name[0] >= 'a' + kSize || name[1] < '1' || name[1] >= '1' + kSize)
        return -1;
    return (name[1] - '1') * kSize + (name[0] - 'a');
}

std::string move_notation(const Position &p, const AlphaMove &m) {
    switch (m.kind) {
    case Kind::Pass: return "pass";
    case Kind::Drop: return "@" + square_name(m.to);
    case Kind::Move:
    case Kind::Exit: break;
    }
    const bool partial = m.count < p.squares[size_t(m.from)].height;
    const std::string prefix = partial ? std::to_string(m.count) : "";
    return prefix + square_name(m.from) + "-" + (m.kind == Kind::Exit ? std::string("off") : square_name(m.to));
}

const AlphaMove &find_move(const Position &p, const std::vector<AlphaMove> &legal, std::string_view text) {
    const Written w = parse(text);
    const std::string shown(text);
    for (const AlphaMove &m : legal) {
        if (m.kind != w.kind) continue;
        if (w.kind == Kind::Pass) return m;
        if (w.kind == Kind::Drop && m.to == w.to) return m;
        if (w.kind == Kind::Drop) continue;
        const int count = w.count ? w.count : p.squares[size_t(w.from)].height;
        if (m.from == w.from && m.count == count && (w.kind == Kind::Exit || m.to == w.to)) return m;
    }
    if (w.kind == Kind::Pass)
        sdk::illegal("pass is not legal: a player passes only when he has no move (alpha seed 5)");
    if (w.kind == Kind::Drop)
        sdk::illegal(shown +
                     " is not legal: the reserve piece (earned by taking pieces off the board) goes on an "
                     "empty square or an own stack under 4 (alpha seed 5)");
    const Stack &s = p.squares[size_t(w.from)];
    if (s.empty() || s.side != p.side_to_move)
        sdk::illegal(shown + " is not legal: there is no stack of the player to move on " + square_name(w.from));
    sdk::illegal(shown + " is not legal: " +
                 (w.count > s.height ? "the stack is not that high"
                                     : "no route of exactly the allowed length (steps left, right or forward, "
                                       "jumps) leads there (alpha seed 5)"));
}

} // namespace damka::alpha
