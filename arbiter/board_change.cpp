#include "board_change.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace damka::arbiter {

std::vector<int> BoardChange::path() const {
    std::vector<int> p{from};
    p.insert(p.end(), via.begin(), via.end());
    p.push_back(to);
    return p;
}

Expected<std::optional<BoardChange>> parse_board_change(const std::string &text, const BoardView &board) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.empty() || words[0] != "from") return std::optional<BoardChange>();
    BoardChange c;
    std::string section;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string &w = words[i];
        if (w == "from" || w == "to" || w == "via" || w == "took" || w == "removed" || w == "stack") {
            section = w == "removed" ? "took" : w;
            if (section == "took" && !c.taken) c.taken = std::vector<int>{};
            continue;
        }
        if (section == "stack") {
            if (w.empty() || !std::all_of(w.begin(), w.end(), [](unsigned char ch) { return std::isdigit(ch); }) ||
                w.size() > 3)
                return Error{"'stack' takes the number of checkers lifted, not '" + w + "'"};
            c.stack = std::stoi(w);
            continue;
        }
        Expected<int> sq = board.square(w);
        if (!sq) return Error{"in the move \"" + text + "\": " + sq.error()};
        if (section == "from" && c.from < 0)
            c.from = *sq;
        else if (section == "to" && c.to < 0)
            c.to = *sq;
        else if (section == "via")
            c.via.push_back(*sq);
        else if (section == "took")
            c.taken->push_back(*sq);
        else
            return Error{"in the move \"" + text + "\": unexpected '" + w + "'"};
    }
    if (c.from < 0 || c.to < 0) return Error{"the move \"" + text + "\" needs both \"from SQUARE\" and \"to SQUARE\""};
    if (!c.taken) c.taken = std::vector<int>{}; // a stated board change lists every piece taken
    return std::optional<BoardChange>(c);
}

std::optional<BoardChange> change_from_notation(const std::string &text, const BoardView &board) {
    std::vector<int> squares;
    std::string token;
    auto flush = [&] {
        // The longest suffix of the token that names a square ("M1a3" -> "a3").
        for (size_t start = 0; start < token.size(); ++start)
            if (auto it = board.index_of.find(token.substr(start)); it != board.index_of.end()) {
                squares.push_back(it->second);
                break;
            }
        token.clear();
    };
    for (unsigned char ch : text) {
        if (std::isalnum(ch))
            token += char(ch);
        else
            flush();
    }
    flush();
    if (squares.size() < 2) return std::nullopt;
    BoardChange c;
    c.from = squares.front();
    c.to = squares.back();
    c.via.assign(squares.begin() + 1, squares.end() - 1);
    return c;
}

bool matches(const BoardChange &c, const MoveRecord &m, const BoardView &board) {
    if (m.from != c.from || m.to != c.to) return false;
    if (!c.via.empty() &&
        (m.path.size() != c.via.size() + 2 || !std::equal(c.via.begin(), c.via.end(), m.path.begin() + 1)))
        return false;
    if (c.taken) {
        std::vector<int> a = *c.taken, b = m.captured;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        if (a != b) return false;
    }
    // Lifting part of a stack is a different move unless the plugin calls it a transfer.
    if (c.stack && *c.stack != board.stack_size(c.from) && !(m.flags & DAMKA_MOVE_TRANSFER)) return false;
    return true;
}

std::string path_text(const BoardChange &c, const BoardView &board) {
    std::string out;
    for (int sq : c.path()) out += (out.empty() ? "" : "-") + board.name(sq);
    return out;
}

std::string describe(const BoardChange &c, const BoardView &board) {
    std::string out = "from " + board.name(c.from) + " to " + board.name(c.to);
    if (!c.via.empty()) {
        out += " via";
        for (int s : c.via) out += " " + board.name(s);
    }
    if (c.taken && !c.taken->empty()) {
        out += " took";
        for (int s : *c.taken) out += " " + board.name(s);
    }
    if (c.stack) out += " stack " + std::to_string(*c.stack);
    return out;
}

} // namespace damka::arbiter
