// What `damka result enter` reads: "BOARD RESULT [W:B [W:B]]" lines, or a round's CSV (the
// `damka pairings --format csv` list with its Result column filled in), parsed with the same
// result codes and W:B points as `damka result set`.
#pragma once

#include "tournament/service/event_command.hpp"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace damka::tournament {

// "17:7" -> (17, 7): game or tie-break points W:B, whole numbers 0..1000; nullopt when malformed.
std::optional<std::pair<int, int>> parse_pair(const QString &text);

struct ResultLines {
    std::vector<Numbered<ResultEntry>> entries; // round not set yet
    std::vector<Message> errors; // "line 4: ..."
};

// One answer: "RESULT [POINTS [TIEBREAK]]" (e.g. "1-0", "+-", "1-0 17:7 9:6"), the result read
// with the event's scoring (tournament/result_notation.hpp: "2-0" in a 2-1-0 event); `why`
// says what is wrong when nullopt.
std::optional<ResultEntry> parse_result_words(const QStringList &words, const Scoring &scoring, Message &why);
// A whole file: CSV when its first line has a 'board'/'bo' and a 'result' column, else lines.
// Blank lines and lines starting with '#' are skipped; CSV rows without a board (byes) or
// without a result (not played yet) too.
ResultLines parse_result_text(const QString &text, const Scoring &scoring);

} // namespace damka::tournament
