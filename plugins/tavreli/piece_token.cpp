#include "piece_token.hpp"

#include <damka/sdk.hpp>

#include <cctype>

namespace damka::tavreli {
namespace {

// README "Pieces": the letter of each таврель.
constexpr struct {
    Kind kind;
    char letter;
} kLetters[] = {{Kind::Volkhv, 'K'},  {Kind::Knyaz, 'Q'},  {Kind::Ratoborets, 'R'}, {Kind::Luchnik, 'B'},
                {Kind::Vsadnik, 'N'}, {Kind::Zhelgi, 'Z'}, {Kind::Ratnik, 'P'}};

char letter_of(Kind k) {
    for (const auto &l : kLetters)
        if (l.kind == k) return l.letter;
    return '?';
}

Kind kind_of(char upper) {
    for (const auto &l : kLetters)
        if (l.letter == upper) return l.kind;
    return Kind::None;
}

} // namespace

Piece parse_piece(const std::string &token) {
    const std::string bad = "piece '" + token + "': ";
    size_t i = 0;
    Piece piece;
    piece.promoted = token[i] == '+';
    if (piece.promoted) ++i;
    if (i >= token.size() || !std::isalpha(static_cast<unsigned char>(token[i])))
        sdk::invalid(bad +
                     "a piece is a letter K Q R B N Z, or P and the таврель on its back (PZ); black in lower case");
    const bool white = std::isupper(static_cast<unsigned char>(token[i]));
    piece.side = white ? 0 : 1;
    auto same_case = [&](char c) { return bool(std::isupper(static_cast<unsigned char>(c))) == white; };
    piece.kind = kind_of(char(std::toupper(static_cast<unsigned char>(token[i++]))));
    if (piece.kind == Kind::None) sdk::invalid(bad + "unknown letter (K Q R B N Z P)");
    if (piece.kind == Kind::Ratnik) {
        // tavreli seed 2: the back shows "той таврели, против которой, ратник стоит", or Желги.
        if (i >= token.size() || !same_case(token[i]))
            sdk::invalid(bad + "a Ратник names the таврель on its back: PR PN PB PQ PZ");
        piece.back = kind_of(char(std::toupper(static_cast<unsigned char>(token[i++]))));
        if (piece.back == Kind::None || piece.back == Kind::Volkhv || piece.back == Kind::Ratnik)
            sdk::invalid(bad + "a Ратник's back shows R, N, B, Q or Z");
    } else if (piece.promoted) {
        sdk::invalid(bad + "only a Ратник is turned over (+PZ)");
    }
    if (i < token.size() && token[i] == '*') {
        piece.moved = true;
        ++i;
        const bool tracked = piece.kind == Kind::Volkhv || piece.kind == Kind::Ratoborets ||
            (piece.kind == Kind::Ratnik && !piece.promoted);
        if (!tracked) sdk::invalid(bad + "'*' (has moved) is written only for K, R and an unpromoted Ратник");
    }
    if (i != token.size()) sdk::invalid(bad + "unexpected '" + token.substr(i) + "'");
    return piece;
}

std::string piece_token(const Piece &piece) {
    std::string s = piece.promoted ? "+" : "";
    s += letter_of(piece.kind);
    if (piece.kind == Kind::Ratnik) s += letter_of(piece.back);
    if (piece.moved) s += '*';
    if (piece.side == 1)
        for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

} // namespace damka::tavreli
