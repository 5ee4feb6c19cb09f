#include "russian_notes.hpp"

#include <algorithm>
#include <map>
#include <regex>
#include <utility>

namespace damka::server {

namespace {

// A whole line or cell as reports/ words it, in Russian.
using Pattern = std::pair<std::regex, const char *>;

const std::vector<Pattern> &line_patterns() {
    static const std::vector<Pattern> p = {
        // crosstable_report.cpp: the cell notes of a round robin, a knockout, a Swiss.
        {std::regex("Columns: start numbers \\(SNo\\)\\. Cells: points scored against the column's player "
                    "\\(\\+/- forfeit\\); \\* the player himself\\."),
         "Столбцы — стартовые номера (№). В клетках — очки, набранные против участника столбца (+/- — "
         "неявка); * — сам участник."},
        {std::regex("(.*) Cells: opponent's start number \\(SNo\\) and the points of the match; \\+ / - forfeit; "
                    "PAB a pass\\."),
         "$1 В клетках — стартовый номер соперника (№) и очки матча; + / - — неявка; PAB — проход без игры."},
        {std::regex("Cells: opponent's start number \\(SNo\\), colour \\(w/b\\), the variant's points "
                    "own:opponent's; \\+ / - forfeit; PAB/HPB/FPB/ZPB byes; - not paired\\."),
         "В клетках — стартовый номер соперника (№), цвет (w — белые, b — чёрные), очки варианта свои:соперника; "
         "+ / - — неявка; PAB/HPB/FPB/ZPB — туры без партии; - — без пары."},
        {std::regex("Cells: opponent's start number \\(SNo\\), colour \\(w/b\\), points; \\+ / - forfeit; "
                    "PAB/HPB/FPB/ZPB byes; - not paired\\."),
         "В клетках — стартовый номер соперника (№), цвет (w — белые, b — чёрные), очки; + / - — неявка; "
         "PAB/HPB/FPB/ZPB — туры без партии; - — без пары."},
        // player_columns.cpp: the mark after a withdrawn player's name.
        {std::regex("\\(wd N\\): withdrew from the event after round N \\(0: before round 1\\) and is not paired in "
                    "later rounds\\."),
         "(wd N) — выбыл из турнира после тура N (0 — до первого тура), в следующих турах без пары."},
        // pairings_report.cpp
        {std::regex("Board (\\d+) opening: (.*)"), "Доска $1, дебют: $2"},
        {std::regex("Board (\\d+): the match for third place"), "Доска $1: матч за третье место"},
        // player_card.cpp
        {std::regex("Late entry from round (\\d+)"), "Вступил в турнир с тура $1"},
        {std::regex("Withdrew after round (\\d+)"), "Выбыл после тура $1"},
        {std::regex("Rank (\\d+) with (\\S+) points? after round (\\d+)"), "Место $1, очков: $2 после тура $3"},
    };
    return p;
}

std::string translated(const std::string &s) {
    for (const auto &[pattern, ru] : line_patterns())
        if (std::regex_match(s, pattern)) return std::regex_replace(s, pattern, ru);
    return s;
}

// player_card.cpp's first line: "Start number 3, rating 1805, title CM, RUS, Club, born 1990,
// FMJD id 123"; only its own words change (the federation and club are the player's).
std::string card_line(std::string s) {
    static const std::pair<const char *, const char *> words[] = {
        {"Start number ", "Стартовый номер "}, {", rating ", ", рейтинг "},  {", title ", ", звание "},
        {", born ", ", год рождения "},        {", FMJD id ", ", FMJD ID "},
    };
    if (!s.starts_with("Start number ")) return s;
    for (const auto &[en, ru] : words)
        if (const size_t at = s.find(en); at != std::string::npos) s.replace(at, std::string(en).size(), ru);
    return s;
}

} // namespace

void russian_notes(reports::Table &t) {
    for (std::string &l : t.subtitle) l = translated(card_line(l));
    for (std::string &n : t.notes) n = translated(n);
    // The player card's colour and result words, the start list's notes: by their column.
    static const std::map<std::string, std::string> cells = {
        {"white", "белые"},         {"black", "чёрные"},
        {"won", "победа"},          {"draw", "ничья"},
        {"lost", "поражение"},      {"won by forfeit", "победа (неявка соперника)"},
        {"pending", "не сыграна"},  {"lost by forfeit", "поражение (неявка)"},
        {"not paired", "без пары"},
    };
    for (size_t c = 0; c < t.header.size(); ++c) {
        const std::string &h = t.header[c];
        if (h != "Colour" && h != "Result" && h != "Note") continue;
        for (auto &row : t.rows) {
            if (c >= row.size()) continue;
            if (h == "Note") { // start_list.cpp: "from round 3", "withdrawn after round 5", or both
                static const std::regex from("from round (\\d+)"), out("withdrawn after round (\\d+)");
                row[c] = std::regex_replace(std::regex_replace(row[c], from, "с тура $1"), out, "выбыл после тура $1");
            } else if (const auto it = cells.find(row[c]); it != cells.end())
                row[c] = it->second;
        }
    }
}

} // namespace damka::server
