#include "position_record.hpp"

#include "move_generator.hpp"
#include "notation.hpp"
#include "piece_token.hpp"

#include <damka/sdk.hpp>

#include <cctype>

namespace damka::tavreli {
namespace {

std::string trim(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            out.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    return out;
}

std::string lower(std::string s) {
    for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

void parse_towers(const std::string &list, Position &p) {
    if (list.empty() || lower(list) == "none") return;
    for (const std::string &item : split(list, ',')) {
        const std::vector<std::string> words = [&] {
            std::vector<std::string> w;
            for (const std::string &x : split(item, ' '))
                if (!x.empty()) w.push_back(x);
            return w;
        }();
        if (words.size() < 2)
            sdk::invalid("tower '" + item + "': write the square and its pieces bottom to top (d4 PQ* pb)");
        const int sq = parse_square(lower(words[0]));
        if (sq < 0) sdk::invalid("'" + words[0] + "' is not a square (a1 to h8)");
        if (!p.at(sq).empty()) sdk::invalid("square " + words[0] + " is given twice");
        for (size_t j = 1; j < words.size(); ++j) p.at(sq).push_back(parse_piece(words[j]));
    }
}

void check(const Position &p) {
    int volkhvs[2] = {0, 0}, pieces[2] = {0, 0}, covered = 0;
    for (int sq = 0; sq < kSquares; ++sq) {
        const Tower &t = p.at(sq);
        for (size_t i = 0; i < t.size(); ++i) {
            ++pieces[t[i].side];
            if (t[i].kind != Kind::Volkhv) continue;
            ++volkhvs[t[i].side];
            if (i + 1 == t.size()) continue;
            // tavreli seed 2 "своим таврелям становится на волхва нельзя": a covered Волхв was stood on by
            // an enemy tower (which may carry the Волхв's own pieces below its top) and the
            // game ended there, so the tower is the enemy's, and only one Волхв is covered.
            if (t.back().side == t[i].side)
                sdk::invalid("tower on " + square_name(sq) + ": nothing may stand on one's own Волхв (tavreli seed 2)");
            if (++covered > 1)
                sdk::invalid("both Волхвы are covered: the game ended when the first was (tavreli seed 2)");
        }
        if (!t.empty() && t.back().kind == Kind::Ratnik && !t.back().promoted &&
            rank_of(sq) == last_rank(t.back().side))
            sdk::invalid("tower on " + square_name(sq) + ": a Ратник on top on its last rank is turned over (+" +
                         piece_token(t.back()).substr(0, 2) + ")");
    }
    for (int side = 0; side < 2; ++side) {
        if (volkhvs[side] != 1)
            sdk::invalid(std::string(side ? "Black" : "White") + " needs exactly one Волхв (K), not " +
                         std::to_string(volkhvs[side]));
        if (pieces[side] > 16) sdk::invalid(std::string(side ? "Black" : "White") + " has more than 16 таврели");
    }
    if (p.en_passant >= 0) {
        const int mover = 1 - p.side_to_move; // the side whose Ратник just made its double step
        const int landed = p.en_passant + forward(mover);
        const bool ok = rank_of(p.en_passant) == (mover == 0 ? 2 : kSize - 3) && p.at(p.en_passant).empty() &&
            !p.at(landed).empty() && p.at(landed).back().side == mover && p.at(landed).back().kind == Kind::Ratnik &&
            !p.at(landed).back().promoted;
        if (!ok)
            sdk::invalid("en passant: " + square_name(p.en_passant) +
                         " must be the empty square a Ратник of the side not to move has just passed");
    }
}

} // namespace

Position start_position() {
    Position p;
    const Kind back_rank[kSize] = {Kind::Ratoborets, Kind::Vsadnik, Kind::Luchnik, Kind::Knyaz,
                                   Kind::Volkhv,     Kind::Luchnik, Kind::Vsadnik, Kind::Ratoborets};
    for (int side = 0; side < 2; ++side) {
        const int home = side == 0 ? 0 : kSize - 1;
        const int pawns = side == 0 ? 1 : kSize - 2;
        for (int x = 0; x < kSize; ++x) {
            p.at(home * kSize + x).push_back(Piece{uint8_t(side), back_rank[x]});
            // tavreli seed 2 "за исключением ратника стоящего перед волхвом. Этот ратник имеет знак Желги".
            const Kind back = back_rank[x] == Kind::Volkhv ? Kind::Zhelgi : back_rank[x];
            p.at(pawns * kSize + x).push_back(Piece{uint8_t(side), Kind::Ratnik, back});
        }
    }
    return p;
}

std::string format_position(const Position &p) {
    std::string towers;
    for (int sq = 0; sq < kSquares; ++sq) {
        if (p.at(sq).empty()) continue;
        towers += (towers.empty() ? "" : ", ") + square_name(sq);
        for (const Piece &piece : p.at(sq)) towers += " " + piece_token(piece);
    }
    std::string s = "towers: " + (towers.empty() ? std::string("none") : towers);
    s += p.side_to_move == 0 ? "; white to move" : "; black to move";
    if (p.en_passant >= 0) s += "; en passant: " + square_name(p.en_passant);
    if (p.safety == Safety::Strict) s += "; volkhv: strict";
    return s;
}

Position parse_position(std::string_view text) {
    std::string t = trim(text);
    if (!t.empty() && t.back() == '.') t.pop_back();
    Position p;
    bool towers = false, side = false, ep = false, safety = false;
    auto once = [](bool &seen, const std::string &clause) {
        if (seen) sdk::invalid("clause '" + clause + "' is given twice");
        seen = true;
    };
    for (const std::string &clause : split(t, ';')) {
        const std::string low = lower(clause);
        const size_t colon = clause.find(':');
        const std::string key = colon == std::string::npos ? low : trim(low.substr(0, colon));
        const std::string value = colon == std::string::npos ? "" : trim(clause.substr(colon + 1));
        if (key == "towers") {
            once(towers, clause);
            parse_towers(value, p);
        } else if (low == "white to move" || low == "black to move") {
            once(side, clause);
            p.side_to_move = low[0] == 'b';
        } else if (key == "en passant") {
            once(ep, clause);
            if ((p.en_passant = parse_square(lower(value))) < 0)
                sdk::invalid("en passant: '" + value + "' is not a square");
        } else if (key == "volkhv") {
            once(safety, clause);
            if (lower(value) == "strict")
                p.safety = Safety::Strict;
            else if (lower(value) != "seed")
                sdk::invalid("volkhv: '" + value + "' (seed or strict)");
        } else {
            sdk::invalid("unknown clause '" + clause +
                         "' (towers: ...; white to move; en passant: e3; volkhv: strict)");
        }
    }
    if (!towers) sdk::invalid("a Tavreli position names its towers: 'towers: e1 K, e8 k; white to move'");
    check(p);
    return p;
}

} // namespace damka::tavreli
