#include "event_form.hpp"

#include "core/qt_text.hpp"
#include "event_variant.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team_tiebreaks.hpp"
#include "tournament/model/tiebreaks.hpp"
#include "variant_scoring.hpp"

#include <cmath>

namespace damka::tournament {
namespace {

EventFormError wrong(std::string field, Message message) { return {std::move(field), std::move(message)}; }

// A whole number as typed (QString's reading: surrounding blanks allowed), or nullopt.
std::optional<int> whole(const std::string &text) {
    bool ok = false;
    const int v = qs(text).toInt(&ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

std::string number_text(double v) { return QString::number(v).toStdString(); }

} // namespace

EventForm read_event_form(const std::function<std::optional<std::string>(const char *name)> &text,
                          const std::function<bool(const char *name)> &flag) {
    EventForm f;
    for (const auto &[field, name] : std::initializer_list<std::pair<std::string EventForm::*, const char *>>{
             {&EventForm::name, "name"},
             {&EventForm::place, "place"},
             {&EventForm::start_date, "from"},
             {&EventForm::end_date, "to"},
             {&EventForm::chief_arbiter, "chief-arbiter"},
             {&EventForm::time_control, "time-control"},
             {&EventForm::tiebreak_edition, "tiebreak-edition"},
             {&EventForm::language, "language"},
             {&EventForm::variant, "variant"},
             {&EventForm::variant_options, "variant-options"},
             {&EventForm::system, "system"},
             {&EventForm::rounds, "rounds"},
             {&EventForm::scoring, "scoring"},
             {&EventForm::max_hpb, "max-hpb"},
             {&EventForm::hpb_closed, "hpb-closed"}})
        if (auto v = text(name)) f.*field = std::move(*v);
    for (const auto &[field, name] :
         std::initializer_list<std::pair<std::optional<std::string> EventForm::*, const char *>>{
             {&EventForm::boards, "boards"},
             {&EventForm::match_points, "match-points"},
             {&EventForm::tiebreaks, "tiebreaks"},
             {&EventForm::pab, "pab"},
             {&EventForm::hpb, "hpb"},
             {&EventForm::fpb, "fpb"},
             {&EventForm::acceleration, "acceleration"}})
        f.*field = text(name);
    f.micro_match = flag("micro-match");
    f.third_place = flag("third-place");
    return f;
}

std::variant<SettledEvent, EventFormError> settle_event_form(const EventForm &f,
                                                             const std::function<const PluginRegistry &()> &plugins) {
    SettledEvent settled;
    TournamentInfo &info = settled.info;
    info.name = f.name;
    info.place = f.place;
    info.start_date = f.start_date;
    info.end_date = f.end_date;
    info.chief_arbiter = f.chief_arbiter;
    info.time_control = f.time_control;
    info.tiebreak_edition = f.tiebreak_edition;
    info.language = f.language;
    info.variant = f.variant;
    info.variant_options = qs(f.variant_options).trimmed().toStdString();
    // A misspelt id ("rusian") is refused now, naming the loaded variants, not on the first
    // game's day when a result is replayed or the event's scale asked of the plugin.
    const Expected<const Variant *> variant = loaded_variant(plugins(), info.variant);
    if (!variant) return wrong("variant", variant.error_message());
    if (!info.variant_options.empty()) { // checked by the variant's plugin now, not on the day
        if (const Message why = variant_options_problem(**variant, info.variant_options); !why.empty())
            return wrong("variant-options", why);
    }
    const auto system = parse_system(f.system);
    if (!system) return wrong("system", DAMKA_TR("Event", "'%1' is not a system: %2").arg(f.system).arg(system_ids()));
    info.system = *system;
    const bool teams = rules_of(info.system).teams;
    if (f.boards && !teams) return wrong("boards", DAMKA_TR("Event", "only a team event has boards per match"));
    if (teams) {
        const std::string boards = f.boards.value_or("4");
        const auto n = whole(boards);
        if (!n) return wrong("boards", DAMKA_TR("Event", "'%1' is not a number of boards").arg(boards));
        info.team_boards = *n;
        if (f.match_points) {
            const auto scale = parse_scoring(*f.match_points);
            // C.04.6 / team regulations: a match is won, drawn or lost, 2-1-0 or 1-½-0.
            if (!scale || scale->variant_points || (scale->win != 2 && scale->win != 1) ||
                scale->win != 2 * scale->draw)
                return wrong("match-points", DAMKA_TR("Event", "'%1' is not 2-1-0 or 1-0.5-0").arg(*f.match_points));
            info.match_points = *scale;
        }
    } else if (f.match_points) {
        return wrong("match-points", DAMKA_TR("Event", "only a team event has match points"));
    }
    const auto rounds = whole(f.rounds);
    if (!rounds || *rounds < 0 || *rounds > max_rounds)
        return wrong("rounds",
                     DAMKA_TR("Event", "'%1' is not a number of rounds (0..%2)").arg(f.rounds).arg(max_rounds));
    info.rounds = *rounds;
    // C.04.1 1: a Swiss (of players or of teams) declares its rounds beforehand.
    if (info.rounds == 0 && rules_of(info.system).pairs_by_score && !rules_of(info.system).rounds_from_entrants)
        return wrong("rounds", DAMKA_TR("Event", "a Swiss event needs its number of rounds"));
    const auto scoring = parse_scoring(f.scoring);
    if (!scoring)
        return wrong("scoring", DAMKA_TR("Event", "'%1' is not 1-0.5-0, 2-1-0, 3-1-0 or variant").arg(f.scoring));
    info.scoring = *scoring;
    if (info.scoring.variant_points) {
        // Forfeits and byes on the variant's own scale (variant_scoring.hpp), not 1 / ½.
        const auto scale = variant_scoring(**variant);
        if (!scale) return EventFormError{"scoring variant", scale.error_message(), true};
        info.scoring = *scale;
    }
    if (f.third_place) {
        if (info.system != System::Knockout)
            return wrong("third-place", DAMKA_TR("Event", "only a knockout has a match for third place"));
        info.third_place_match = true;
    }
    if (f.acceleration) {
        if (qs(*f.acceleration).toLower() != QStringLiteral("baku"))
            return wrong("acceleration", DAMKA_TR("Event", "'%1' is not baku").arg(*f.acceleration));
        info.baku_acceleration = true; // C.04.5.1
    }
    // C.04.1 c: the PAB scores a win unless the regulations say otherwise; HPB a draw (in a
    // micro-match, of both games). C.04.5 Preface: a Double-Swiss pairing is always a match of
    // two games (`--micro-match` may be given, it is implied); 1.4: its PAB scores a game won
    // and a game drawn.
    const bool double_swiss = rules_of(info.system).two_game_matches();
    info.games_per_pairing = f.micro_match || double_swiss ? 2 : 1;
    const double g = info.games_per_pairing;
    info.byes = {double_swiss ? info.scoring.win + info.scoring.draw : g * info.scoring.win,
                 g * info.scoring.draw,
                 g * info.scoring.win,
                 0.0,
                 2,
                 0};
    for (auto [name, given, field] :
         {std::tuple{"pab", &f.pab, &info.byes.pab}, std::tuple{"hpb", &f.hpb, &info.byes.hpb},
          std::tuple{"fpb", &f.fpb, &info.byes.fpb}}) {
        if (!*given) continue;
        bool ok = false;
        *field = qs(**given).toDouble(&ok);
        // QString::toDouble reads "inf" and "nan"; neither is a score.
        if (!ok || !std::isfinite(*field) || *field < 0 || *field > max_bye_points)
            return wrong(name,
                         DAMKA_TR("Event", "'%1' is not a number of points (0..%2)")
                             .arg(**given)
                             .arg(number_text(max_bye_points)));
    }
    const auto max_hpb = whole(f.max_hpb);
    if (!max_hpb || *max_hpb < 0 || *max_hpb > max_rounds)
        return wrong("max-hpb", DAMKA_TR("Event", "not a count (0..%1)").arg(max_rounds));
    info.byes.max_hpb = *max_hpb;
    const auto closed = whole(f.hpb_closed);
    if (!closed || *closed < 0 || *closed > max_rounds)
        return wrong("hpb-closed", DAMKA_TR("Event", "not a count (0..%1)").arg(max_rounds));
    info.byes.hpb_closed_last_rounds = *closed;
    // Defaults: a Swiss by Buchholz first, a round robin by direct encounter and Sonneborn-
    // Berger (C.07), a team event by its own list, a knockout by the round reached.
    const bool rr = !rules_of(info.system).player_swiss();
    settled.tiebreak_list = f.tiebreaks   ? *f.tiebreaks
        : info.system == System::Knockout ? ""
        : teams                           ? join_tiebreaks(default_team_tiebreaks(info.system))
        : rr                              ? "DE,SB,WIN,KS"
                                          : "BH-C1,BH,SB,DE,WIN";
    Message why;
    const auto tbs = parse_tiebreak_list(settled.tiebreak_list, why);
    if (!tbs) return wrong("tiebreaks", why);
    info.tiebreaks = *tbs;
    return settled;
}

} // namespace damka::tournament
