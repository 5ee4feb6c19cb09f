#include "russian_tables.hpp"

#include "reports/reports.hpp"
#include "russian_event_lines.hpp"
#include "russian_notes.hpp"
#include "russian_tiebreaks.hpp"
#include "tournament/knockout_match.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace damka::server {

namespace {

void replace_all(std::string &s, const std::string &from, const std::string &to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// Each line of `lines` that is one of `en` becomes the `ru` line at the same place.
void swap_lines(std::vector<std::string> &lines, const std::vector<std::string> &en,
                const std::vector<std::string> &ru) {
    for (std::string &l : lines)
        for (size_t i = 0; i < en.size() && i < ru.size(); ++i)
            if (l == en[i]) {
                l = ru[i];
                break;
            }
}

} // namespace

reports::Table in_russian(reports::Table t, const tournament::EventData &e, const tournament::Standings &st) {
    // The report titles' phrases (reports/*.cpp), longest first where one contains another.
    static const std::pair<const char *, const char *> phrases[] = {
        {" - team standings after round ", " — командный зачёт после тура "},
        {" - team crosstable after round ", " — командная кросс-таблица после тура "},
        {" - players after round ", " — участники после тура "},
        {" - board ", " — доска "},
        {" - standings after round ", " — турнирная таблица после тура "},
        {" - crosstable after round ", " — кросс-таблица после тура "},
        {" pairings by name", ": пары по алфавиту"},
        {" pairings", ": пары"},
        {" - round ", " — тур "},
        {" - start list", " — стартовый список"},
        {" after round ", " после тура "}, // the board and players tables of a team event
    };
    static const std::map<std::string, std::string> heads = {
        {"Rk", "Место"},
        {"Team", "Команда"},
        {"Matches", "Матчи"},
        {"MP", "КО"}, // командные очки (match points)
        {"GP", "ИО"}, // игровые очки (game points)
        {"Games", "Партии"},
        {"Played", "Сыграно"},
        {"SNo", "№"},
        {"Name", "Участник"},
        {"Rtg", "Рейтинг"},
        {"FED", "Фед."},
        {"Pts", "Очки"},
        {"Bo", "Доска"},
        {"White", "Белые"},
        {"Black", "Чёрные"},
        {"Result", "Результат"},
        {"Title", "Звание"},
        {"Club", "Клуб"},
        {"Note", "Примечание"},
        {"Rd", "Тур"},
        {"Colour", "Цвет"},
        {"Opponent", "Соперник"},
        {"Points", "Очки за партию"},
        {"Score", "Сумма"},
        {"Own points", "Свои очки"},
    };
    for (const auto &[en, ru] : phrases) replace_all(t.title, en, ru);
    russian_notes(t);
    std::vector<std::string> en_lines = reports::event_lines(e), ru_lines = russian_event_lines(e);
    for (const std::string &l : reports::progress_lines(e, st)) en_lines.push_back(l);
    for (const std::string &l : russian_progress_lines(e, st)) ru_lines.push_back(l);
    swap_lines(t.subtitle, en_lines, ru_lines);
    swap_lines(t.notes, reports::tiebreak_legend(e.info, st.codes), russian_tiebreak_legend(e.info, st.codes));
    const std::string knockout = tournament::knockout_ranking_note(e.info);
    for (std::string &n : t.notes) {
        replace_all(n, knockout, russian_knockout_note(e.info)); // alone, or ahead of a crosstable's cell note
        for (const std::string &code : st.codes) // a player card's "BH-C1 = 4.5"
            if (const RussianTieBreak *ru = russian_tiebreak(code); ru && n.starts_with(code + " = "))
                n = ru->head + n.substr(code.size());
    }
    for (std::string &h : t.header) {
        const RussianTieBreak *code =
            std::find(st.codes.begin(), st.codes.end(), h) != st.codes.end() ? russian_tiebreak(h) : nullptr;
        if (code)
            h = code->head;
        else if (const auto it = heads.find(h); it != heads.end())
            h = it->second;
        else if (h.size() > 3 && h.ends_with(".Rd"))
            h = h.substr(0, h.size() - 3) + " тур"; // crosstable "3.Rd"
        else if (h.starts_with("Checked in Rd ")) // the start list's reports::checked_in_head
            h = "Явка на тур " + h.substr(14);
    }
    return t;
}

} // namespace damka::server
