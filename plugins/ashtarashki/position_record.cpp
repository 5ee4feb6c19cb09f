#include "position_record.hpp"

#include "notation.hpp"

#include <damka/sdk.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <vector>

namespace damka::ashtarashki {
namespace {

// 6.10: the order of the groups in the record; F (6.11) last.
const Stone kKindOrder[] = {{0, 1, State::M}, {0, 2, State::M}, {0, 3, State::M}, {0, 1, State::V},
                            {0, 2, State::V}, {0, 3, State::V}, {0, 0, State::W}, {0, 0, State::F}};

const char *kSideWords[2] = {"White", "Black"};

struct Token {
    enum Kind { Word, Punct, End } kind = End;
    std::string text;
    size_t at = 0; // 1-based character position, for messages
};

std::vector<Token> tokenize(const std::string &s) {
    std::vector<Token> out;
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (std::isspace(c)) {
            ++i;
        } else if (std::isalnum(c) || c >= 0x80) { // words, squares, and UTF-8 (Белые)
            size_t j = i;
            while (j < s.size() &&
                   (std::isalnum(static_cast<unsigned char>(s[j])) || static_cast<unsigned char>(s[j]) >= 0x80))
                ++j;
            out.push_back({Token::Word, s.substr(i, j - i), i + 1});
            i = j;
        } else {
            out.push_back({Token::Punct, std::string(1, s[i]), i + 1});
            ++i;
        }
    }
    out.push_back({Token::End, {}, s.size() + 1});
    return out;
}

std::string lower_ascii(std::string s) {
    for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::optional<int> side_word(const std::string &w) {
    const std::string l = lower_ascii(w);
    if (l == "white" || w == "Белые" || w == "белые") return kWhite;
    if (l == "black" || w == "Черные" || w == "черные" || w == "Чёрные" || w == "чёрные") return kBlack;
    return std::nullopt;
}

std::optional<int> square_word(const std::string &w) {
    if (w.size() != 2 || w[0] < 'a' || w[0] > 'h' || w[1] < '1' || w[1] > '8') return std::nullopt;
    return square_at(w[0] - 'a', w[1] - '1');
}

class PositionReader {
public:
    explicit PositionReader(std::string_view original) : original_(original), tokens_(tokenize(normalise(original))) {}

    Position read() {
        while (peek().kind != Token::End) {
            const Token &t = peek();
            const std::optional<int> side = t.kind == Token::Word ? side_word(t.text) : std::nullopt;
            if (side && peek(1).text == ":") {
                pos_ += 2;
                if (seen_[*side]) fail(t, std::string(kSideWords[*side]) + "'s stones are given twice");
                seen_[*side] = true;
                read_side(*side);
            } else if (side && lower_ascii(peek(1).text) == "to" && lower_ascii(peek(2).text) == "move") {
                pos_ += 3;
                set_to_move(*side, t);
            } else if (t.text == "Ход" || t.text == "ход") {
                const std::string &w = peek(1).text;
                if (w != "белых" && w != "черных" && w != "чёрных")
                    fail(peek(1), "expected 'белых' or 'черных' after 'Ход'");
                pos_ += 2;
                set_to_move(w == "белых" ? kWhite : kBlack, t);
            } else {
                fail(t, "expected 'White:', 'Black:' or 'White to move'");
            }
            if (peek().text == ".") ++pos_;
        }
        for (int side : {kWhite, kBlack})
            if (!seen_[side])
                damka::sdk::invalid(message("the record names no " + std::string(kSideWords[side]) +
                                            " stones: write '" + kSideWords[side] + ": ...' or '" + kSideWords[side] +
                                            ": none'"));
        check_counts();
        return p_;
    }

private:
    const Token &peek(size_t ahead = 0) const { return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)]; }

    std::string message(const std::string &what) const {
        const std::string shown =
            original_.size() > 60 ? std::string(original_.substr(0, 60)) + "..." : std::string(original_);
        return "bad ashtarashki position '" + shown + "': " + what +
            " (write e.g. 'White: M1 - a3, c1; M2a5; M3f6. Black: M1g1; M2c5; M3 - e1, h8. Black to move.')";
    }
    [[noreturn]] void fail(const Token &t, const std::string &what) const {
        const std::string found = t.kind == Token::End ? "the end" : "'" + t.text.substr(0, 20) + "'";
        damka::sdk::invalid(message(what + " at character " + std::to_string(t.at) + ", found " + found));
    }

    void set_to_move(int side, const Token &t) {
        if (to_move_seen_) fail(t, "the side to move is given twice");
        to_move_seen_ = true;
        p_.to_move = side;
    }

    // One side's groups up to '.', the end, or the next side's name.
    void read_side(int side) {
        if (lower_ascii(peek().text) == "none") {
            ++pos_;
            return;
        }
        for (;;) {
            read_group(side);
            const Token &sep = peek();
            if (sep.text == ";" || sep.text == ",") {
                ++pos_;
                continue;
            }
            if (sep.text == "." || sep.kind == Token::End || (sep.kind == Token::Word && side_word(sep.text))) return;
            fail(sep, "expected ';' before the next group or '.' after the last");
        }
    }

    // M1h8, or M2 - d8, f8 (6.7).
    void read_group(int side) {
        const Token &t = peek();
        Stone kind{int8_t(side), 0, State::M};
        size_t i = 0;
        const std::string &w = t.text;
        if (t.kind == Token::Word && (w[0] == 'M' || w[0] == 'V') && w.size() >= 2 && w[1] >= '1' && w[1] <= '3') {
            kind.state = State(w[0]);
            kind.group = int8_t(w[1] - '0');
            i = 2;
        } else if (t.kind == Token::Word && (w[0] == 'W' || w[0] == 'F')) {
            kind.state = State(w[0]);
            i = 1;
        } else {
            fail(t, "expected a group of stones: M1, M2, M3, V1, V2, V3, W or F");
        }
        ++pos_;
        if (i < w.size()) { // M1h8
            const std::optional<int> sq = square_word(w.substr(i));
            if (!sq) fail(t, "expected a square a1..h8 right after " + kind_name(kind));
            place(kind, *sq, t);
            return;
        }
        if (peek().text != "-") fail(peek(), "expected '-' and the squares after " + kind_name(kind));
        ++pos_;
        for (;;) {
            const Token &s = peek();
            const std::optional<int> sq = s.kind == Token::Word ? square_word(s.text) : std::nullopt;
            if (!sq) fail(s, "expected a square a1..h8 for " + kind_name(kind));
            ++pos_;
            place(kind, *sq, s);
            if (peek().text != "," || !(peek(1).kind == Token::Word && square_word(peek(1).text))) return;
            ++pos_;
        }
    }

    void place(const Stone &stone, int sq, const Token &t) {
        if (!is_dark(sq)) fail(t, square_name(sq) + " is a light square; stones stand on dark squares (3.1)");
        if (!p_.board[sq].empty()) fail(t, square_name(sq) + " holds two stones");
        if (stone.state == State::F && rank_of(sq) != finish_rank(stone.side))
            fail(t,
                 "F marks a stone on its finish row (6.11), and " + square_name(sq) + " is not on " +
                     kSideWords[stone.side] + "'s finish row");
        p_.board[sq] = stone;
    }

    // 1.2, 1.3: twelve stones a side, four of each number.
    void check_counts() const {
        int total[2] = {0, 0}, groups[2][4] = {};
        for (const Stone &s : p_.board) {
            if (s.empty()) continue;
            ++total[s.side];
            ++groups[s.side][s.group];
        }
        for (int side : {kWhite, kBlack}) {
            if (total[side] > 12)
                damka::sdk::invalid(message(std::string(kSideWords[side]) + " has more than 12 stones (1.2)"));
            for (int g = 1; g <= 3; ++g)
                if (groups[side][g] > 4)
                    damka::sdk::invalid(message(std::string(kSideWords[side]) + " has more than four stones numbered " +
                                                std::to_string(g) + " (1.3)"));
        }
        if (total[kWhite] + total[kBlack] == 0) damka::sdk::invalid(message("the board is empty"));
    }

    std::string_view original_;
    std::vector<Token> tokens_;
    size_t pos_ = 0;
    Position p_;
    bool seen_[2] = {false, false};
    bool to_move_seen_ = false;
};

} // namespace

std::string format_position(const Position &p) {
    // One pass over the board in 6.10's order (file a to h, then rank 1 to 8), sorting each
    // stone into its side's group.
    std::array<std::array<std::array<int8_t, kSquares>, 8>, 2> squares{};
    std::array<std::array<int, 8>, 2> count{};
    for (int f = 0; f < kSize; ++f)
        for (int r = 0; r < kSize; ++r) {
            const int sq = square_at(f, r);
            const Stone &s = p.board[sq];
            if (s.empty()) continue;
            const int kind = s.state == State::M ? s.group - 1
                : s.state == State::V            ? s.group + 2
                : s.state == State::W            ? 6
                                                 : 7;
            squares[s.side][kind][count[s.side][kind]++] = int8_t(sq);
        }
    std::string out;
    out.reserve(200);
    for (int side : {kWhite, kBlack}) {
        out += side == kWhite ? "White: " : " Black: ";
        bool any = false;
        for (int kind = 0; kind < 8; ++kind) {
            const int n = count[side][kind];
            if (n == 0) continue;
            if (any) out += "; ";
            any = true;
            out += kind_name(kKindOrder[kind]);
            if (n > 1) out += " - ";
            for (int i = 0; i < n; ++i) {
                if (i) out += ", ";
                out += square_name(squares[side][kind][i]);
            }
        }
        out += any ? "." : "none.";
    }
    out += p.to_move == kWhite ? " White to move." : " Black to move.";
    return out;
}

Position parse_position(std::string_view text) { return PositionReader(text).read(); }

} // namespace damka::ashtarashki
