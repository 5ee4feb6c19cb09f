// Damka plugin SDK — small text helpers for reading position strings and moves, header-only,
// compiled into the plugin (never into the host). C++17, like sdk.hpp.
#ifndef DAMKA_SDK_TEXT_HPP
#define DAMKA_SDK_TEXT_HPP

#include "damka/sdk.hpp"

#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace damka::sdk::text {

// `s` without leading and trailing white space.
inline std::string trim(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

// The pieces of `s` between the separators, each trimmed (empty pieces kept).
inline std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            out.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    return out;
}

// `s` in lower case (ASCII), without the final full stops and white space a person may type.
inline std::string lower_clause_text(std::string_view s) {
    std::string out;
    for (char c : s) out += char(std::tolower(static_cast<unsigned char>(c)));
    while (!out.empty() && (out.back() == '.' || std::isspace(static_cast<unsigned char>(out.back())))) out.pop_back();
    return out;
}

// A written move as a notation parser wants it: no white space, lower case (ASCII), without the
// annotation marks `!`, `?` and a final `.` after it.
inline std::string compact_move_text(std::string_view s) {
    std::string out;
    for (char c : s)
        if (!std::isspace(static_cast<unsigned char>(c))) out += char(std::tolower(static_cast<unsigned char>(c)));
    while (!out.empty() && (out.back() == '!' || out.back() == '?' || out.back() == '.')) out.pop_back();
    return out;
}

// 0 for "white" or "w", 1 for "black" or "b", else -1.
inline int side_of_word(std::string_view w) {
    if (w == "white" || w == "w") return 0;
    if (w == "black" || w == "b") return 1;
    return -1;
}

// One clause of a position string: `key: value`, or the side clause `white to move` (key
// "to move", `side` 0 or 1). `text` is the clause as written (lower case), for messages.
struct Clause {
    std::string key;
    std::string value;
    int side = -1;
    std::string text;
};

// The clauses of a position string "key: value; ...; white to move", lower case, in order;
// empty clauses skipped. Throws sdk::Error(INVALID) for a clause given twice or a side clause
// naming no side.
inline std::vector<Clause> clauses(std::string_view position) {
    std::vector<Clause> out;
    std::set<std::string> seen;
    for (const std::string &clause : split(lower_clause_text(position), ';')) {
        if (clause.empty()) continue;
        Clause c;
        c.text = clause;
        const size_t colon = clause.find(':');
        if (colon != std::string::npos) {
            c.key = trim(std::string_view(clause).substr(0, colon));
            c.value = trim(std::string_view(clause).substr(colon + 1));
        } else if (clause.size() > 8 && clause.compare(clause.size() - 8, 8, " to move") == 0) {
            c.key = "to move";
            c.side = side_of_word(trim(std::string_view(clause).substr(0, clause.size() - 8)));
            if (c.side < 0) invalid("'" + clause + "': white to move or black to move");
        } else {
            c.key = clause; // no colon: the caller names what it expected
        }
        if (!seen.insert(c.key).second) invalid("clause '" + clause + "' is given twice");
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace damka::sdk::text

#endif // DAMKA_SDK_TEXT_HPP
