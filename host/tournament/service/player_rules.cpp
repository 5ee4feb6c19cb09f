#include "player_rules.hpp"

#include "text_field.hpp"

#include <QString>
#include <QStringList>

#include <algorithm>

namespace damka::tournament {

Message player_text_problem(const Player &p) {
    for (const auto &[field, value] : {std::pair<Message, const std::string &>{DAMKA_TR("Players", "name"), p.name},
                                       {DAMKA_TR("Players", "title"), p.title},
                                       {DAMKA_TR("Players", "federation"), p.federation},
                                       {DAMKA_TR("Players", "club"), p.club},
                                       {DAMKA_TR("Players", "fmjd_id"), p.fmjd_id},
                                       {DAMKA_TR("Players", "national_id"), p.national_id}})
        if (Message bad = control_character_problem(field, value); !bad.empty()) return bad;
    return {};
}

void normalise_codes(Player &p) {
    // FMJD and FIDE write federation and title codes in capitals; "rus" and "RUS" are one
    // federation. QString::toUpper also covers national titles written in Cyrillic.
    p.federation = QString::fromStdString(p.federation).toUpper().toStdString();
    p.title = QString::fromStdString(p.title).toUpper().toStdString();
    p.sex = sex_code(p.sex);
}

std::string sex_code(const std::string &text) {
    // TRF-16 writes m and w; spreadsheets write M/F, male/female, or in Russian М/Ж, муж/жен.
    const QString sex = QString::fromStdString(text).trimmed().toLower();
    static const QStringList male = {QStringLiteral("m"), QStringLiteral("male"), QStringLiteral("man"),
                                     QStringLiteral("м"), QStringLiteral("муж"),  QStringLiteral("мужской")};
    static const QStringList female = {QStringLiteral("f"),      QStringLiteral("w"), QStringLiteral("female"),
                                       QStringLiteral("woman"),  QStringLiteral("ж"), QStringLiteral("жен"),
                                       QStringLiteral("женский")};
    if (sex.isEmpty()) return "";
    if (male.contains(sex)) return "M";
    if (female.contains(sex)) return "F";
    return text;
}

std::vector<Message> player_problems(const Player &p) {
    std::vector<Message> out;
    if (Message bad = player_text_problem(p); !bad.empty()) out.push_back(bad);
    if (p.name.empty()) out.push_back(DAMKA_TR("Players", "name: is empty"));
    if (p.rating < 0 || p.rating > max_rating)
        out.push_back(DAMKA_TR("Players", "rating: %1 is outside 0..%2").arg(p.rating).arg(max_rating));
    if (p.birth_year != 0 && (p.birth_year < 1900 || p.birth_year > 2100))
        out.push_back(DAMKA_TR("Players", "birth_year: %1 is outside 1900..2100").arg(p.birth_year));
    // Issue 27 item 11 (text_field.hpp: max_name_characters).
    for (const auto &[field, value] :
         {std::pair<Message, const std::string &>{DAMKA_TR("Players", "name: %1 characters; at most %2"), p.name},
          {DAMKA_TR("Players", "club: %1 characters; at most %2"), p.club}})
        if (Message bad = name_length_problem(field, value); !bad.empty()) out.push_back(bad);
    // FIDE and FMJD federation codes have exactly three Latin letters (RUS, NED, UKR): "RU"
    // is an ISO country code, not a federation, and would not match a rating list.
    if (!p.federation.empty() &&
        (p.federation.size() != 3 ||
         !std::all_of(p.federation.begin(), p.federation.end(), [](char c) { return c >= 'A' && c <= 'Z'; })))
        out.push_back(DAMKA_TR("Players", "federation: '%1' is not a 3-letter federation code (RUS, NED, UKR, ...)")
                          .arg(excerpt(p.federation)));
    // FMJD ids and the national federations' ids are numbers (FMJD's list: 16145).
    for (const auto &[field, value] :
         {std::pair<Message, const std::string &>{
              DAMKA_TR("Players", "fmjd_id: '%1' is not an id number (digits only, at most 20)"), p.fmjd_id},
          {DAMKA_TR("Players", "national_id: '%1' is not an id number (digits only, at most 20)"), p.national_id}})
        if (!value.empty() && (value.size() > 20 || !std::all_of(value.begin(), value.end(), [](char c) {
                                   return c >= '0' && c <= '9';
                               })))
            out.push_back(Message(field).arg(excerpt(value)));
    if (!p.sex.empty() && p.sex != "M" && p.sex != "F")
        out.push_back(
            DAMKA_TR("Players", "sex: '%1' is neither M (m, male, М) nor F (f, w, female, Ж)").arg(excerpt(p.sex)));
    // The longest FMJD titles have four letters (GMIF, CMFF); TRF export writes them on a
    // `### damka` line since its title column holds three.
    if (QString::fromStdString(p.title).size() > 4)
        out.push_back(
            DAMKA_TR("Players", "title: '%1' is longer than 4 letters (FMJD: GMI, MI, MF, CMF, GMIF, MIF, MFF, CMFF)")
                .arg(excerpt(p.title)));
    return out;
}

Message validate_player(const Player &p) {
    const std::vector<Message> all = player_problems(p);
    return all.empty() ? Message{} : all.front();
}

} // namespace damka::tournament
