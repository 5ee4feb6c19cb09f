// TRF-16/TRFx and TRF-26 reading and writing (fixed columns, 1-based in the comments as in
// the FIDE text).
#include "trf.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>
#include <unordered_set>

namespace damka::pairing::trf {
namespace {

struct ParseError {
    std::string message;
};

[[noreturn]] void fail(int line, int column, const std::string &what) {
    throw ParseError{"line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what};
}

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

// The byte offset of 1-based column `column` of UTF-8 text: TRF-26 counts columns in
// characters, so a Cyrillic name (two bytes a letter) keeps the columns after it in place.
std::size_t byte_of_column(const std::string &text, int column) {
    std::size_t i = 0;
    for (int c = 1; c < column && i < text.size(); ++c) {
        ++i;
        while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i; // continuation bytes
    }
    return i;
}

// A line and its number; field(from, to) takes 1-based inclusive columns (characters, not
// bytes), blank beyond the end.
struct Line {
    std::string text;
    int number = 0;
    int characters() const {
        int n = 0;
        for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        return n;
    }
    std::string field(int from, int to) const {
        const std::size_t b = byte_of_column(text, from);
        if (from > characters()) return {};
        return text.substr(b, byte_of_column(text, to + 1) - b);
    }
    bool blank_from(int column) const {
        return column > characters() || trim(text.substr(byte_of_column(text, column))).empty();
    }
};

int integer(const Line &l, int from, int to, const char *what, bool allow_blank = true) {
    const std::string f = trim(l.field(from, to));
    if (f.empty()) {
        if (allow_blank) return 0;
        fail(l.number, from, std::string(what) + " is missing");
    }
    int value = 0;
    auto [p, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
    if (ec != std::errc() || p != f.data() + f.size() || value < 0)
        fail(l.number, from, std::string(what) + " '" + f + "' is not a number");
    return value;
}

// "11.5" (or "11", "-1.5") in tenths of a point.
Points decimal(const Line &l, int from, int to, const char *what, bool allow_blank = true) {
    const std::string f = trim(l.field(from, to));
    if (f.empty()) {
        if (allow_blank) return 0;
        fail(l.number, from, std::string(what) + " is missing");
    }
    std::size_t i = 0;
    const bool negative = f[0] == '-';
    if (negative) ++i;
    Points whole = 0, tenth = 0;
    bool digits = false;
    constexpr Points kMostWhole = 99999; // beyond any score; keeps whole * 10 + tenth in range
    for (; i < f.size() && std::isdigit(static_cast<unsigned char>(f[i])); ++i, digits = true) {
        whole = whole * 10 + (f[i] - '0');
        if (whole > kMostWhole) fail(l.number, from, std::string(what) + " '" + f + "' is too large");
    }
    if (i < f.size() && f[i] == '.') {
        ++i;
        if (i < f.size() && std::isdigit(static_cast<unsigned char>(f[i]))) tenth = f[i++] - '0', digits = true;
        while (i < f.size() && f[i] == '0') ++i;
    }
    if (!digits || i != f.size()) fail(l.number, from, std::string(what) + " '" + f + "' is not a score like 11.5");
    const Points p = whole * 10 + tenth;
    return negative ? -p : p;
}

std::string fmt_points(Points p, int width) {
    std::string s = (p < 0 ? "-" : "") + std::to_string(std::abs(p) / 10) + "." + std::to_string(std::abs(p) % 10);
    return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(s.size()))), ' ') + s;
}
// A four-column points field (001 columns 81-84, 162, 250; format "11.5"): a whole score of
// 100 or more (or -10 or less) drops the ".0" to stay in its four columns.
std::optional<std::string> points_field(Points p) {
    std::string s = fmt_points(p, 4);
    if (s.size() <= 4) return s;
    if (p % 10 == 0 && p / 10 >= -999 && p / 10 <= 9999) {
        s = std::to_string(p / 10);
        return std::string(4 - s.size(), ' ') + s;
    }
    return std::nullopt;
}
// What the writer puts in a four-column points field: a value read from one always fits.
std::string points4(Points p) { return points_field(p).value_or(fmt_points(p, 4)); }
std::string right(int v, int width, char fill = ' ') {
    std::string s = std::to_string(v);
    return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(s.size()))), fill) + s;
}
// A text field made safe for a fixed-column, line-based record: a control character (a
// newline in a name once forged a 001 record) is written as a space, never raw.
std::string one_line(std::string s) {
    for (char &c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    return s;
}

// `raw` in a field `width` characters wide (TRF-26 counts characters): cut after `width`
// characters, never inside one, and padded with spaces to `width` characters.
std::string left(const std::string &raw, int width) {
    const std::string s = one_line(raw);
    std::string out = s.substr(0, byte_of_column(s, width + 1));
    int chars = 0;
    for (char c : out) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    out.append(static_cast<std::size_t>(std::max(0, width - chars)), ' ');
    return out;
}

constexpr std::string_view kResults = "-+WDL1=0HFUZ";

PlayerRecord parse_player(const Line &l) {
    PlayerRecord p;
    p.line = l.number;
    p.start = integer(l, 5, 8, "starting rank", false);
    if (p.start == 0) fail(l.number, 5, "starting rank must be 1 to 9999");
    // Only the name (columns 15-47) is free text; every other field of a 001 record is ASCII
    // (numbers, codes, dates), and a wider character there would be read as something else.
    {
        int column = 1;
        for (std::size_t i = 0; i < l.text.size(); ++i) {
            const auto c = static_cast<unsigned char>(l.text[i]);
            if ((c & 0xC0) == 0x80) continue; // inside the character of `column - 1`
            if (c >= 0x80 && (column < 15 || column > 47))
                fail(l.number, column, "a character outside ASCII outside the name (columns 15-47)");
            ++column;
        }
    }
    p.sex = l.field(10, 10).empty() ? ' ' : l.field(10, 10)[0];
    p.title = trim(l.field(11, 13));
    p.name = trim(l.field(15, 47));
    p.rating = integer(l, 49, 52, "rating");
    p.federation = trim(l.field(54, 56));
    p.fide_id = trim(l.field(58, 68));
    p.birth = trim(l.field(70, 79));
    p.points = decimal(l, 81, 84, "points");
    p.rank = integer(l, 86, 89, "rank");
    // Rounds: 10 columns each from column 92 (opponent 92-95, colour 97, result 99).
    for (int base = 92; !l.blank_from(base - 1); base += 10) {
        Cell c;
        c.opponent = integer(l, base, base + 3, "opponent");
        const std::string colour = l.field(base + 5, base + 5);
        const char col = colour.empty() ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(colour[0])));
        if (col == ' ' || col == '-')
            c.colour = '-';
        else if (col == 'w' || col == 'b')
            c.colour = col;
        else
            fail(l.number, base + 5, "colour '" + colour + "' must be w, b or -");
        const std::string result = l.field(base + 7, base + 7);
        const char res = result.empty() ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(result[0])));
        if (res == ' ')
            c.result = 'Z';
        else if (kResults.find(res) != std::string_view::npos)
            c.result = res;
        else
            fail(l.number, base + 7, "result '" + result + "' is not a TRF result code");
        const bool game = c.opponent != 0;
        if (game && c.colour == '-') fail(l.number, base + 5, "a paired round needs colour w or b");
        if (!game && std::string_view("1=0WDL").find(c.result) != std::string_view::npos)
            fail(l.number, base + 7, "result '" + std::string(1, c.result) + "' needs an opponent");
        if (game && std::string_view("HFUZ").find(c.result) != std::string_view::npos)
            fail(l.number, base + 7, "a bye result cannot have an opponent");
        p.rounds.push_back(c);
    }
    return p;
}

// TRF-26 162: a result code at column 6 and its points at 7-10, repeated every 9 columns.
// Without a P code the pairing-allocated bye scores a win (C.04.1: "as many points as are
// rewarded for a win, unless the regulations state otherwise"), as the endorsed engines read it.
void parse_scoring(const Line &l, Scoring &s) {
    bool pab_given = false;
    for (int col = 6; !l.blank_from(col); col += 9) {
        const char code = static_cast<char>(std::toupper(static_cast<unsigned char>(l.field(col, col)[0])));
        const Points v = decimal(l, col + 1, col + 4, "points", false);
        switch (code) {
        case 'W': s.win = v; break;
        case 'D': s.draw = v; break;
        case 'L': s.loss = v; break;
        case 'A': s.absence = v; break;
        case 'P': s.pab = v, pab_given = true; break;
        case 'X': s.unknown = v; break;
        default: fail(l.number, col, std::string("scoring code '") + code + "' must be one of W D L A P X");
        }
    }
    if (!pab_given) s.pab = s.win;
}

// TRFx XXS: "XXS W=2.0 D=1.0 ..." (keys of the endorsed engines mapped on the TRF-26 codes).
void parse_xxs(const Line &l, Scoring &s) {
    std::istringstream in(l.text.substr(3));
    std::string token;
    int column = 5;
    bool pab_given = false;
    while (in >> token) {
        column = static_cast<int>(l.text.find(token, static_cast<std::size_t>(column - 1))) + 1;
        const auto eq = token.find('=');
        if (eq == std::string::npos) fail(l.number, column, "expected KEY=POINTS, got '" + token + "'");
        const std::string key = token.substr(0, eq);
        const Line value{token.substr(eq + 1), l.number};
        const Points v = decimal(value, 1, static_cast<int>(value.text.size()), "points", false);
        // A TRF-26 document writes these in 162's four-column fields.
        if (!fits_points_field(v))
            fail(l.number, column, "points '" + value.text + "' do not fit four columns (e.g. 99.5 or 9999)");
        if (key == "W" || key == "WW" || key == "BW" || key == "FPB" || key == "FW")
            s.win = v;
        else if (key == "D" || key == "WD" || key == "BD" || key == "HPB")
            s.draw = v;
        else if (key == "L" || key == "WL" || key == "BL")
            s.loss = v;
        else if (key == "ZPB" || key == "FL")
            s.absence = v;
        else if (key == "PAB")
            s.pab = v, pab_given = true;
        else
            fail(l.number, column, "unknown XXS key '" + key + "'");
    }
    if (!pab_given) s.pab = s.win; // as for 162 above
}

std::vector<int> numbers_from(const Line &l, int column, int step, const char *what) {
    std::vector<int> v;
    for (int c = column; !l.blank_from(c); c += step) v.push_back(integer(l, c, c + step - 2, what, false));
    return v;
}

std::vector<int> tokens_from(const Line &l, int column, const char *what) {
    std::vector<int> v;
    std::size_t pos = static_cast<std::size_t>(column - 1);
    while (pos < l.text.size()) {
        while (pos < l.text.size() && l.text[pos] == ' ') ++pos;
        if (pos >= l.text.size()) break;
        std::size_t end = l.text.find(' ', pos);
        if (end == std::string::npos) end = l.text.size();
        v.push_back(integer(l, static_cast<int>(pos) + 1, static_cast<int>(end), what, false));
        // A starting rank has four columns in 001, 240, 250 and 260 records.
        if (v.back() > 9999)
            fail(l.number, static_cast<int>(pos) + 1,
                 std::string(what) + " " + std::to_string(v.back()) + " is above 9999");
        pos = end;
    }
    return v;
}

// A fixed-column record holds printable text only: a control character (a tab, a stray 0x1E)
// would shift or hide columns, and write() could not give it back (it writes a blank).
void refuse_control_characters(const Line &l) {
    for (std::size_t i = 0; i < l.text.size(); ++i) {
        const auto c = static_cast<unsigned char>(l.text[i]);
        if (c < 0x20 || c == 0x7F) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02X", c);
            fail(l.number, static_cast<int>(i) + 1, std::string("control character ") + hex + " in a TRF line");
        }
    }
}

// TRF-26 counts columns in characters of UTF-8 text: a byte that is not part of a well-formed
// UTF-8 character has no column, and would shift every field after it.
void refuse_malformed_utf8(const Line &l) {
    const std::string &t = l.text;
    for (std::size_t i = 0; i < t.size();) {
        const auto c = static_cast<unsigned char>(t[i]);
        const std::size_t n = c < 0x80      ? 1
            : (c >> 5) == 0x6 && c >= 0xC2  ? 2
            : (c >> 4) == 0xE               ? 3
            : (c >> 3) == 0x1E && c <= 0xF4 ? 4
                                            : 0;
        bool ok = n > 0 && i + n <= t.size();
        for (std::size_t k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(t[i + k]) & 0xC0) == 0x80;
        if (!ok) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02X", c);
            fail(l.number, static_cast<int>(i) + 1, std::string("byte ") + hex + " is not UTF-8 text");
        }
        i += n;
    }
}

Document parse(std::string_view text) {
    Document doc;
    std::unordered_set<int> starts; // a set, not Document::player(): that search made 001 lines quadratic
    std::unordered_set<int> xxa_players;
    bool trf26 = false, scoring_162 = false, xxs = false;
    int number = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        // Lines end in LF, CR LF or a lone CR (bbpPairings and JaVaFo write CR).
        std::size_t end = text.find_first_of("\r\n", pos);
        if (end == std::string_view::npos) end = text.size();
        Line l{std::string(text.substr(pos, end - pos)), ++number};
        pos = end + 1;
        if (end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n') ++pos;
        if (trim(l.text).empty()) {
            if (end == text.size()) break;
            continue;
        }
        refuse_control_characters(l);
        refuse_malformed_utf8(l);
        const std::string tag = l.text.substr(0, 3);
        if (tag == "001") {
            PlayerRecord p = parse_player(l);
            if (!starts.insert(p.start).second)
                fail(l.number, 5, "starting rank " + std::to_string(p.start) + " is used twice");
            doc.players.push_back(std::move(p));
        } else if (tag == "XXR") {
            doc.total_rounds = integer(l, 5, static_cast<int>(l.text.size()), "number of rounds", false);
        } else if (tag == "142") {
            doc.total_rounds = integer(l, 5, static_cast<int>(l.text.size()), "number of rounds", false);
            trf26 = true;
        } else if (tag == "XXC") {
            const std::string v = trim(l.text.substr(3));
            if (v.find("white1") != std::string::npos)
                doc.initial_colour = Colour::White;
            else if (v.find("black1") != std::string::npos)
                doc.initial_colour = Colour::Black;
            else if (v != "rank")
                fail(l.number, 5, "XXC expects white1, black1 or rank");
        } else if (tag == "152") {
            const std::string v = trim(l.text.substr(3));
            if (v == "W" || v == "w")
                doc.initial_colour = Colour::White;
            else if (v == "B" || v == "b")
                doc.initial_colour = Colour::Black;
            else
                fail(l.number, 5, "initial colour must be W or B");
            trf26 = true;
        } else if (tag == "162") {
            parse_scoring(l, doc.scoring);
            scoring_162 = true;
        } else if (tag == "XXS") {
            parse_xxs(l, doc.scoring);
            xxs = true;
        } else if (tag == "XXA") {
            const std::vector<int> id = tokens_from(Line{l.text.substr(0, 8), l.number}, 5, "player");
            if (id.size() != 1) fail(l.number, 5, "XXA needs a player number");
            // One line a player (TRFx): write() could not give two lines back apart.
            if (!xxa_players.insert(id[0]).second)
                fail(l.number, 5, "XXA for player " + std::to_string(id[0]) + " is given twice");
            int round = 1;
            for (int c = 10; !l.blank_from(c); c += 5, ++round) {
                const Points v = decimal(l, c, c + 3, "accelerated points", false);
                if (v != 0) doc.accelerations.push_back({v, round, round, id[0], id[0]});
            }
        } else if (tag == "250") {
            Acceleration a;
            a.points = decimal(l, 10, 13, "fictitious points", false);
            a.first_round = integer(l, 15, 17, "first round", false);
            a.last_round = integer(l, 19, 21, "last round", false);
            a.first_player = integer(l, 23, 26, "first player", false);
            a.last_player = integer(l, 28, 31, "last player", false);
            if (a.last_round < a.first_round) fail(l.number, 19, "last round precedes first round");
            if (a.last_player < a.first_player) fail(l.number, 28, "last player precedes first player");
            doc.accelerations.push_back(a);
            trf26 = true;
        } else if (tag == "XXP") {
            Prohibited p;
            p.players = tokens_from(l, 5, "player");
            if (p.players.size() < 2) fail(l.number, 5, "XXP needs at least two players");
            doc.prohibited.push_back(std::move(p));
        } else if (tag == "260") {
            Prohibited p;
            p.first_round = integer(l, 5, 7, "first round", false);
            p.last_round = integer(l, 9, 11, "last round", false);
            p.players = numbers_from(l, 13, 5, "player");
            if (p.players.size() < 2) fail(l.number, 13, "a prohibited pairing needs at least two players");
            doc.prohibited.push_back(std::move(p));
            trf26 = true;
        } else if (tag == "240") {
            Bye b;
            const std::string type = l.field(5, 5);
            b.type = type.empty() ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
            if (b.type != 'F' && b.type != 'H' && b.type != 'Z') fail(l.number, 5, "bye type must be F, H or Z");
            b.round = integer(l, 7, 9, "round", false);
            b.players = numbers_from(l, 11, 5, "player");
            if (b.players.empty()) fail(l.number, 11, "a bye record needs a player");
            doc.byes.push_back(std::move(b));
            trf26 = true;
        } else {
            doc.header.push_back(l.text); // 012 name, 022 city, ..., ### comments: kept as they are
        }
        if (end == text.size()) break;
    }
    // 162 is written in both flavours (the endorsed engines read it); alone it means TRF-26, next
    // to XXS it is a TRFx document's scoring said twice.
    doc.flavour = trf26 || (scoring_162 && !xxs) ? Flavour::Trf26 : Flavour::Trf16x;
    // TRFx accelerations in the order write() gives XXA lines (by player), so reading what
    // was written gives the same document.
    if (doc.flavour == Flavour::Trf16x)
        std::stable_sort(doc.accelerations.begin(), doc.accelerations.end(),
                         [](const Acceleration &a, const Acceleration &b) { return a.first_player < b.first_player; });
    // Every opponent must exist.
    for (const PlayerRecord &p : doc.players)
        for (std::size_t r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].opponent && !starts.count(p.rounds[r].opponent))
                throw ParseError{"player " + std::to_string(p.start) + ", round " + std::to_string(r + 1) +
                                 ": opponent " + std::to_string(p.rounds[r].opponent) + " is not in the file"};
    return doc;
}

} // namespace

bool fits_points_field(Points p) { return points_field(p).has_value(); }

Points Scoring::of(char result) const {
    switch (result) {
    case '1':
    case 'W':
    case '+':
    case 'F': return win;
    case '=':
    case 'D':
    case 'H': return draw;
    case '0':
    case 'L': return loss;
    case 'U': return pab;
    default: return absence; // '-', 'Z'
    }
}

std::vector<std::pair<int, int>> Prohibited::pairs() const {
    std::vector<std::pair<int, int>> out;
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = i + 1; j < players.size(); ++j)
            if (players[i] != players[j])
                out.emplace_back(std::min(players[i], players[j]), std::max(players[i], players[j]));
    return out;
}

const PlayerRecord *Document::player(int start) const {
    // Files list players by start number: look there first, search only when they do not.
    if (start >= 1 && std::size_t(start) <= players.size() && players[std::size_t(start) - 1].start == start)
        return &players[std::size_t(start) - 1];
    for (const PlayerRecord &p : players)
        if (p.start == start) return &p;
    return nullptr;
}

int Document::rounds_played() const {
    int n = 0;
    for (const PlayerRecord &p : players)
        for (std::size_t r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].opponent || p.rounds[r].result == 'U') n = std::max(n, static_cast<int>(r) + 1);
    return n;
}

Expected<Document> read(std::string_view text) {
    try {
        return parse(text);
    } catch (const ParseError &e) {
        return Error{e.message};
    }
}

std::string tournament_type(const Document &doc) {
    for (const std::string &h : doc.header)
        if (h.size() > 4 && h.compare(0, 4, "192 ") == 0) {
            const std::size_t b = h.find_first_not_of(' ', 4), e = h.find_last_not_of(" \r\t");
            return b == std::string::npos ? std::string() : h.substr(b, e - b + 1);
        }
    return {};
}

std::string write(const Document &doc) {
    std::ostringstream out;
    const bool t26 = doc.flavour == Flavour::Trf26;
    for (const std::string &h : doc.header) out << one_line(h) << '\n';
    if (doc.total_rounds) out << (t26 ? "142 " : "XXR ") << doc.total_rounds << '\n';
    if (doc.initial_colour != Colour::None) {
        const bool white = doc.initial_colour == Colour::White;
        out << (t26 ? (white ? "152 W" : "152 B") : (white ? "XXC white1" : "XXC black1")) << '\n';
    }
    // The scoring is always the TRF-26 162 record, in either flavour: the endorsed engines read
    // 162 and refuse a file whose 001 points only an XXS line explains (bbpPairings: "the score
    // for player 1 does not match the game results"). W is always written (a 162 with no code is
    // not read by them); the other codes only where they differ from 1-½-0, as those engines
    // write it ("162  W 2.0    D 1.0" for 2-1-0). A TRF-26 document always states its scoring:
    // were no TRF-26 record written, it would read back as TRF-16.
    if (doc.scoring != Scoring{} || t26) {
        const Scoring plain;
        std::string line = "162";
        auto code = [&line](char c, Points v) {
            line.resize(line.size() < 5 ? 5 : line.size() + 4, ' ');
            line += std::string(1, c) + points4(v);
        };
        code('W', doc.scoring.win);
        if (doc.scoring.draw != plain.draw) code('D', doc.scoring.draw);
        if (doc.scoring.loss != plain.loss) code('L', doc.scoring.loss);
        if (doc.scoring.absence != plain.absence) code('A', doc.scoring.absence);
        if (doc.scoring.pab != doc.scoring.win) code('P', doc.scoring.pab); // without P the PAB scores a win
        if (doc.scoring.unknown != plain.unknown) code('X', doc.scoring.unknown);
        out << line << '\n';
        // A TRFx document says it again in XXS, the JaVaFo-style line (the endorsed engine reads
        // 162 and passes over it), so that it reads back as TRFx: 162 alone means TRF-26.
        if (!t26)
            out << "XXS W=" << trim(fmt_points(doc.scoring.win, 0)) << " D=" << trim(fmt_points(doc.scoring.draw, 0))
                << " L=" << trim(fmt_points(doc.scoring.loss, 0)) << " ZPB=" << trim(fmt_points(doc.scoring.absence, 0))
                << " PAB=" << trim(fmt_points(doc.scoring.pab, 0)) << '\n';
    }
    for (const PlayerRecord &p : doc.players) {
        // Columns: start 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
        // FIDE id 58-68, birth 70-79, points 81-84, rank 86-89.
        std::string line = "001 " + right(p.start, 4) + " " + std::string(1, p.sex) + left(p.title, 3) + " " +
            left(p.name, 33) + " " + (p.rating ? right(p.rating, 4) : std::string(4, ' ')) + " " +
            left(p.federation, 3) + " " + std::string(11 - std::min<std::size_t>(11, p.fide_id.size()), ' ') +
            one_line(p.fide_id.substr(0, 11)) + " " + left(p.birth, 10) + " " + points4(p.points) + " " +
            (p.rank ? right(p.rank, 4) : std::string(4, ' '));
        for (const Cell &c : p.rounds)
            line += "  " + (c.opponent ? right(c.opponent, 4) : std::string("0000")) + " " + std::string(1, c.colour) +
                " " + std::string(1, c.result);
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out << line << '\n';
    }
    if (t26) {
        for (const Acceleration &a : doc.accelerations)
            out << "250      " << points4(a.points) << " " << right(a.first_round, 3, '0') << " "
                << right(a.last_round, 3, '0') << " " << right(a.first_player, 4, '0') << " "
                << right(a.last_player, 4, '0') << '\n';
        for (const Prohibited &p : doc.prohibited) {
            out << "260 " << right(p.first_round, 3, '0') << " " << right(p.last_round, 3, '0');
            for (int s : p.players) out << " " << right(s, 4);
            out << '\n';
        }
    } else {
        // XXA: one line a player, 5 columns a round from column 10 (TRFx of the endorsed engines).
        std::map<int, std::vector<Points>> per_player;
        for (const Acceleration &a : doc.accelerations)
            for (int s = a.first_player; s <= a.last_player; ++s) {
                auto &v = per_player[s];
                if (static_cast<int>(v.size()) < a.last_round) v.resize(static_cast<std::size_t>(a.last_round), 0);
                for (int r = a.first_round; r <= a.last_round; ++r) v[static_cast<std::size_t>(r - 1)] += a.points;
            }
        for (const auto &[s, v] : per_player) {
            out << "XXA " << right(s, 4);
            for (Points x : v) out << " " << points4(x);
            out << '\n';
        }
        for (const Prohibited &p : doc.prohibited) {
            out << "XXP";
            for (int s : p.players) out << " " << s;
            out << '\n';
        }
    }
    for (const Bye &b : doc.byes) {
        out << "240 " << b.type << " " << right(b.round, 3, '0');
        for (int s : b.players) out << " " << right(s, 4);
        out << '\n';
    }
    return out.str();
}

} // namespace damka::pairing::trf
