#include "russian_tables.hpp"

#include <map>
#include <utility>

namespace damka::server {

namespace {

void replace_all(std::string &s, const std::string &from, const std::string &to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

} // namespace

reports::Table in_russian(reports::Table t) {
    // The report titles' phrases (reports/*.cpp), longest first where one contains another.
    static const std::pair<const char *, const char *> phrases[] = {
        {" - standings after round ", " — турнирная таблица после тура "},
        {" - crosstable after round ", " — кросс-таблица после тура "},
        {" pairings by name", ": пары по алфавиту"},
        {" pairings", ": пары"},
        {" - round ", " — тур "},
        {" - start list", " — стартовый список"},
    };
    static const std::map<std::string, std::string> heads = {
        {"Rk", "Место"},
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
    for (std::string &h : t.header) {
        if (const auto it = heads.find(h); it != heads.end())
            h = it->second;
        else if (h.size() > 3 && h.ends_with(".Rd"))
            h = h.substr(0, h.size() - 3) + " тур"; // crosstable "3.Rd"
    }
    return t;
}

} // namespace damka::server
