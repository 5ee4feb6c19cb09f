// Text an arbiter or a file gives for a name, a club, an event title...: refused when it holds
// a control character. Such text is written into line-based files (TRF, PDN, CSV) where a
// newline forges a record: a player named "X\n001 ..." once became a second player. Also
// refused: characters not seen that change what is seen (a name shown reversed).
#pragma once

#include "core/message.hpp"

#include <string>

namespace damka::tournament {

// Empty when `value` (UTF-8) holds no control character (C0, DEL, C1, or the Unicode line and
// paragraph separators) and no invisible formatting character (bidirectional overrides and
// isolates, zero-width characters: text_field.cpp lists them); else "<field>: control
// character U+000A at character 4" or "<field>: invisible formatting character U+202E at
// character 1 (...)". Characters are counted as code points.
// `field` names the field (DAMKA_TR("Players", "club")).
Message control_character_problem(const Message &field, const std::string &value);

// Names (a player's, a club's, the event's, its place, its chief arbiter) are printed in
// 33-column TRF records, on slips and in page titles; 200 characters is far above any real one
// and keeps a pasted paragraph out (issue 27 item 11, issue 43).
inline constexpr int max_name_characters = 200;
// Empty when `value` (UTF-8) has at most max_name_characters code points; else `pattern`
// ("name: %1 characters; at most %2") given the count and the cap.
Message name_length_problem(const Message &pattern, const std::string &value);

} // namespace damka::tournament
