// TRF import (trf_exchange.hpp import_trf): tells a file Damka wrote (trf_import_damka.cpp)
// from another program's (trf_import_foreign.cpp), and stores the event either gives.
#include "trf_exchange.hpp"
#include "trf_extension.hpp"
#include "trf_import_common.hpp"
#include "trf_import_damka.hpp"
#include "trf_import_foreign.hpp"

#include "tournament/service/message_json.hpp"
#include "tournament/service/event_store.hpp"
#include "tournament/model/tiebreaks.hpp"

#include <QJsonObject>

#include <algorithm>
#include <set>

namespace damka::tournament {

namespace {
namespace trf = damka::pairing::trf;
using trf_import::refuse;
using trf_import::Refused;
} // namespace

Expected<Event> import_trf(const QString &file, const std::string &text, const TrfImportOptions &options) {
    // An empty or random file has no 001 record; it used to reach the event checks and fail
    // as "rounds: must be at least 1".
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return Error{DAMKA_TR("Event", "not a TRF file: the file is empty")};
    // A TRF names its tournament (012) or its players (001); an event Damka wrote with no
    // player yet still has its `### damka` lines. Asked before reading, so that a binary file
    // is called what it is rather than refused for its first odd byte.
    auto starts_a_line = [&](const std::string &code) {
        return text.rfind(code, 0) == 0 || text.find("\n" + code) != std::string::npos ||
            text.find("\r" + code) != std::string::npos;
    };
    if (!starts_a_line("012") && !starts_a_line("001") && !starts_a_line("### damka"))
        return Error{DAMKA_TR("Event", "not a TRF file: it has no tournament name (012) and no player record (001)")};
    auto doc = trf::read(text);
    if (!doc) return Error{DAMKA_TR("Event", "TRF: %1").arg(doc.error_message())};
    auto lines = trfx::read_all(text);
    if (!lines) return Error{lines.error_message()};
    if (doc->players.empty() && !starts_a_line("012") && lines->empty())
        return Error{DAMKA_TR("Event", "not a TRF file: it has no tournament name (012) and no player record (001)")};
    EventData e;
    try {
        const bool damka =
            std::any_of(lines->begin(), lines->end(), [](const trfx::Line &l) { return l.kind == "event"; });
        // `damka pairing --lim -g` writes only the pairing-system line: a foreign file otherwise.
        const bool only_lim =
            std::all_of(lines->begin(), lines->end(), [](const trfx::Line &l) { return l.kind == "pairing-system"; });
        if (!damka && !only_lim)
            refuse(DAMKA_TR("Event", "%1: '### damka' lines without a '### damka event' line")
                       .arg(lines->front().where()));
        if (options.tiebreaks)
            for (const std::string &c : *options.tiebreaks)
                if (!find_tiebreak(c)) refuse(DAMKA_TR("Event", "tie-break code '%1' is unknown").arg(excerpt(c)));
        if (damka) {
            e = trf_import::damka_event(*doc, *lines, options);
        } else {
            e = trf_import::foreign_event(*doc, options);
        }
    } catch (const Refused &r) {
        return Error{r.message};
    }
    const int played = int(e.rounds.size());
    // XXP / 260 records that still bind the next round become the event's forbidden pairs.
    std::set<std::pair<int, int>> forbidden;
    for (const trf::Prohibited &x : doc->prohibited)
        if (x.last_round > played)
            for (const auto &pair : x.pairs()) forbidden.insert(pair);
    for (const auto &[a, b] : forbidden)
        if (!e.player(a) || !e.player(b))
            return Error{DAMKA_TR("Event", "TRF: a prohibited pairing names player %1, who has no 001 record")
                             .arg(e.player(a) ? b : a)};
    // The checks of every new player (validate_player: text, federation code, ids, lengths);
    // a TRF record is one line, but a tab or a stray control byte can still sit in a field.
    for (const Player &p : e.players)
        if (Message bad = validate_player(p); !bad.empty())
            return Error{DAMKA_TR("Players", "TRF: player %1: %2").arg(p.id).arg(bad)};
    // One creation: the event file appears only once every player and round is stored.
    auto created = Event::create(file, e.info, [&](storage::Database &db) {
        if (!e.info.openings.empty()) store::set_openings(db, e.info.openings);
        for (const Player &p : e.players) store::insert_player(db, p);
        for (const Round &r : e.rounds) {
            store::insert_round(db, r.number, DAMKA_TR("Round", "imported from TRF"));
            store::set_round_state(db, r.number, RoundState::Published);
            for (const RoundGame &g : r.games) store::insert_game(db, g);
            for (const Bye &b : r.byes) store::put_bye(db, b);
        }
        for (const Bye &b : e.future_byes) store::put_bye(db, b);
        for (const Team &t : e.teams) store::put_team(db, t);
        for (const Lineup &l : e.lineups) store::put_lineup(db, l);
        for (const TeamRound &r : e.team_rounds) store::insert_team_matches(db, r.number, r.matches, r.free_team);
        store::set_forbidden(db, {forbidden.begin(), forbidden.end()});
        append_audit(db, storage::default_actor(), QStringLiteral("event.import"),
                     DAMKA_TR("Event", "imported %1 players and %2 rounds from TRF").arg(e.players.size()).arg(played),
                     {}, store::to_json(e.info));
    });
    if (!created) return Error{created.error_message(), created.error_kind()};
    return std::move(created).value();
}

} // namespace damka::tournament
