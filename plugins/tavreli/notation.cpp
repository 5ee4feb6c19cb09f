#include "notation.hpp"

#include <damka/sdk.hpp>

#include <cctype>

namespace damka::tavreli {
namespace {

// What a written move says: the squares and the count (0: not written, the whole tower).
struct Written {
    Special castling = Special::None;
    int count = 0;
    int from = -1;
    int to = -1;
};

Written parse(std::string_view raw) {
    std::string t;
    for (char c : raw)
        if (!std::isspace(static_cast<unsigned char>(c))) t += c;
    while (!t.empty() && (t.back() == '!' || t.back() == '?' || t.back() == '.' || t.back() == '+' || t.back() == '#'))
        t.pop_back();
    if (t.empty()) sdk::invalid("no move given");
    if (t.size() > 16) sdk::invalid("'" + t.substr(0, 16) + "...' is too long to be a Tavreli move");
    Written w;
    if (t == "O-O" || t == "0-0" || t == "o-o") w.castling = Special::CastleShort;
    if (t == "O-O-O" || t == "0-0-0" || t == "o-o-o") w.castling = Special::CastleLong;
    if (w.castling != Special::None) return w;
    for (char &c : t) c = char(std::tolower(static_cast<unsigned char>(c)));
    size_t i = 0;
    // Digits beyond the second are refused below; they are not summed (a long run would overflow).
    for (; i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])); ++i)
        if (i < 2) w.count = w.count * 10 + (t[i] - '0');
    if (i > 2 || (i > 0 && w.count == 0))
        sdk::invalid("'" + t + "': the count in front of a move is 1 to 32 pieces taken from the top of the tower");
    const std::string example = " (examples: e2-e4, 2d4xe5, O-O)";
    if (i + 2 > t.size() || (w.from = parse_square(std::string_view(t).substr(i, 2))) < 0)
        sdk::invalid("'" + t + "' is not a Tavreli move" + example);
    i += 2;
    if (i < t.size() && (t[i] == '-' || t[i] == 'x' || t[i] == ':')) ++i;
    if (i + 2 != t.size() || (w.to = parse_square(std::string_view(t).substr(i, 2))) < 0)
        sdk::invalid("'" + t + "' is not a Tavreli move" + example);
    return w;
}

} // namespace

int parse_square(std::string_view name) {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return -1;
    return (name[1] - '1') * kSize + (name[0] - 'a');
}

std::string move_notation(const Position &p, const TavreliMove &m) {
    if (m.special == Special::CastleShort) return "O-O";
    if (m.special == Special::CastleLong) return "O-O-O";
    const bool part = m.count < int(p.at(m.from).size());
    return (part ? std::to_string(m.count) : std::string()) + square_name(m.from) + (m.taken >= 0 ? "x" : "-") +
        square_name(m.to);
}

const TavreliMove &find_move(const Position &p, const std::vector<TavreliMove> &legal, std::string_view text) {
    const Written w = parse(text);
    const std::string shown(text);
    if (w.castling != Special::None) {
        for (const TavreliMove &m : legal)
            if (m.special == w.castling) return m;
        sdk::illegal(shown +
                     " is not legal now: castling needs an unmoved Волхв and Ратоборец, nothing between them, "
                     "and no attacked square on the Волхв's way (tavreli seed 2)");
    }
    if (p.owner(w.from) != p.side_to_move)
        sdk::illegal(shown + " is not legal: there is no tower of the player to move on " + square_name(w.from));
    const int height = int(p.at(w.from).size());
    // The short form names the whole tower; a count names the top part (README "Notation").
    const int count = w.count ? w.count : height;
    if (count > height)
        sdk::illegal(shown + " is not legal: the tower on " + square_name(w.from) + " has " + std::to_string(height) +
                     " piece" + (height == 1 ? "" : "s"));
    for (const TavreliMove &m : legal)
        if (m.from == w.from && m.to == w.to && m.count == count) return m;
    sdk::illegal(shown + " is not legal: the top таврель of " + square_name(w.from) + " cannot take " +
                 std::to_string(count) + " piece" + (count == 1 ? "" : "s") + " to " + square_name(w.to) +
                 " (tavreli seed 2: its pattern, no piece in the way, nothing on one's own Волхв, the Волхв "
                 "never onto an attacked square)");
}

} // namespace damka::tavreli
