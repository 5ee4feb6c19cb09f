#include "russian_event_lines.hpp"

namespace damka::server {

using namespace damka::tournament;

namespace {

// Russian plural after a number: 1 тур, 2 тура, 5 туров (21 тур, 12 туров).
std::string count(int n, const char *one, const char *few, const char *many) {
    const int tens = n % 100, units = n % 10;
    const char *word = tens >= 11 && tens <= 14 ? many : units == 1 ? one : units >= 2 && units <= 4 ? few : many;
    return std::to_string(n) + " " + word;
}

std::string system_in_russian(System s) {
    switch (s) {
    case System::RoundRobin: return "круговая";
    case System::DoubleRoundRobin: return "двухкруговая";
    case System::Swiss: return "швейцарская";
    case System::Knockout: return "олимпийская (с выбыванием)";
    case System::TeamRoundRobin: return "командная круговая";
    case System::TeamSwiss: return "командная швейцарская (ФИДЕ C.04.6)";
    case System::Scheveningen: return "шевенингенская (матч двух команд)";
    case System::DoubleScheveningen: return "двойная шевенингенская (матч двух команд)";
    case System::TeamMatch: return "матч двух команд";
    }
    return "швейцарская";
}

// scoring_name() is "1-0.5-0", "variant" or "variant:24-12-0": the numbers stay.
std::string scoring_in_russian(const Scoring &s) {
    const std::string name = scoring_name(s);
    if (name == "variant") return "по очкам варианта";
    if (name.starts_with("variant:")) return "по очкам варианта " + name.substr(8);
    return name;
}

} // namespace

std::vector<std::string> russian_event_lines(const EventData &e) {
    std::vector<std::string> out;
    std::string where = e.info.place; // place and ISO dates: the event's own words
    if (!e.info.start_date.empty())
        where += (where.empty() ? "" : ", ") + e.info.start_date +
            (e.info.end_date.empty() || e.info.end_date == e.info.start_date ? "" : " - " + e.info.end_date);
    if (!where.empty()) out.push_back(where);
    if (!e.info.chief_arbiter.empty()) out.push_back("Главный судья: " + e.info.chief_arbiter);
    out.push_back("Вариант: " + e.info.variant + "; система: " + system_in_russian(e.info.system) + ", " +
                  count(e.info.rounds, "тур", "тура", "туров") +
                  "; начисление очков: " + scoring_in_russian(e.info.scoring) +
                  (e.info.time_control.empty() ? "" : "; контроль времени: " + e.info.time_control));
    return out;
}

std::vector<std::string> russian_progress_lines(const EventData &e, const Standings &st) {
    for (const Round &r : e.rounds) {
        if (r.number <= st.after_round) continue;
        const std::string round = "Тур " + std::to_string(r.number);
        if (r.state == RoundState::Draft) return {round + " составлен (черновик) и здесь не учтён."};
        int open = 0;
        for (const RoundGame &g : r.games) open += g.result == BoardResult::Pending;
        if (open == 0) return {round + " сыгран полностью, но здесь не учтён."};
        return {round + " не закончен (без результата " + std::to_string(open) + " из " +
                count(int(r.games.size()), "доски", "досок", "досок") + "): здесь положение после тура " +
                std::to_string(st.after_round) + "."};
    }
    return {};
}

std::string russian_knockout_note(const TournamentInfo &info) {
    return std::string("Олимпийская система: места по достигнутому туру") +
        (info.third_place_match ? ", третье и четвёртое — по матчу за третье место" : "") +
        "; выбывшие в одном туре делят место.";
}

} // namespace damka::server
