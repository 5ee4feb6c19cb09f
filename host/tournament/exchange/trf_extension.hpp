// Damka's TRF extension lines: "### damka KIND ARG... KEY=VALUE..." (TRF-16 / TRF-26 Remark 1:
// a line whose first three characters are ### is a comment, so other programs skip them).
// They carry what the TRF records cannot: the event's settings, the TRF round columns of each
// event round, every game with its board, game number and the variant's own points, byes,
// player fields beyond the 001 record. host/pairing/README.md lists each kind.
#pragma once

#include "core/expected.hpp"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace damka::tournament::trfx {

inline constexpr std::string_view kPrefix = "### damka ";

struct Line {
    int number = 0; // 1-based line of the file
    std::string kind; // event, opening, columns, player, game, bye
    std::vector<std::string> args; // positional arguments
    std::map<std::string, std::string> options; // KEY=VALUE (values unquoted)
    Message where() const; // "line 7 (### damka game)"
};

// A value as one token: bare when it has no blank, quote, backslash or '=', otherwise in
// double quotes with \" \\ \n \r escapes (PDN game records span lines).
std::string quote(const std::string &value);

// "### damka KIND a b KEY=VALUE ..." (options keep the given order).
std::string format(const std::string &kind, const std::vector<std::string> &args,
                   const std::vector<std::pair<std::string, std::string>> &options = {});

// Every extension line of a TRF text, in file order; an error names the line and the column.
Expected<std::vector<Line>> read_all(std::string_view text);

} // namespace damka::tournament::trfx
