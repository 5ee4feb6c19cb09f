#include "event.hpp"
#include "prize_list.hpp"
#include "core/qt_text.hpp"

#include "storage/audit_log.hpp"
#include "engine_pairing.hpp"
#include "pairing/scheveningen.hpp"
#include "event_internal.hpp"
#include "event_store.hpp"
#include "game_check.hpp"
#include "tournament/model/initial_order.hpp"
#include "storage/integrity.hpp"
#include "knockout_correction.hpp"
#include "tournament/model/knockout_match.hpp"
#include "player_rules.hpp"
#include "player_identity.hpp"
#include "schema.hpp"
#include "storage/snapshot.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team_standings.hpp"
#include "tournament/model/team_tiebreaks.hpp"
#include "text_field.hpp"

#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

namespace damka::tournament {
namespace {

using namespace detail;

constexpr int max_team_boards = 50; // far above any real team match (the Olympiad has 4)

Message validate_info(const TournamentInfo &i) {
    for (const auto &[field, value] : {std::pair<Message, const std::string &>{DAMKA_TR("Event", "name"), i.name},
                                       {DAMKA_TR("Event", "place"), i.place},
                                       {DAMKA_TR("Event", "start date"), i.start_date},
                                       {DAMKA_TR("Event", "end date"), i.end_date},
                                       {DAMKA_TR("Event", "chief arbiter"), i.chief_arbiter},
                                       {DAMKA_TR("Event", "time control"), i.time_control},
                                       {DAMKA_TR("Event", "variant"), i.variant},
                                       {DAMKA_TR("Event", "variant options"), i.variant_options}})
        if (Message bad = control_character_problem(field, value); !bad.empty()) return bad;
    if (i.name.empty()) return DAMKA_TR("Event", "name: is empty");
    // Issue 43: capped as a player's name is (text_field.hpp), whichever way the event is made or edited.
    for (const auto &[field, value] :
         {std::pair<Message, const std::string &>{DAMKA_TR("Event", "name: %1 characters; at most %2"), i.name},
          {DAMKA_TR("Event", "place: %1 characters; at most %2"), i.place},
          {DAMKA_TR("Event", "chief arbiter: %1 characters; at most %2"), i.chief_arbiter}})
        if (Message bad = name_length_problem(field, value); !bad.empty()) return bad;
    if (i.variant.empty()) return DAMKA_TR("Event", "variant: is empty");
    // A round robin may leave the rounds to the Berger table (0), a knockout to its bracket:
    // set at the first pairing.
    const SystemRules &system = rules_of(i.system);
    if (i.rounds < 0 || (i.rounds == 0 && !system.rounds_from_entrants))
        return DAMKA_TR("Event", "rounds: must be at least 1");
    if (i.rounds > 999) // as `event create --rounds`
        return DAMKA_TR("Event", "rounds: %1 is more than 999").arg(i.rounds);
    if (i.byes.max_hpb < 0) return DAMKA_TR("Event", "max-hpb: must not be negative");
    if (!i.tiebreak_edition.empty() && i.tiebreak_edition != "2024" && i.tiebreak_edition != "2026")
        return DAMKA_TR("Event", "tiebreak-edition: '%1' is not 2024 or 2026 (the FIDE C.07 texts)")
            .arg(i.tiebreak_edition);
    // A language code ("ru"; empty: the reader's). Whether translations/ has it is the CLI's
    // check (reports/i18n.hpp); a code of a language not compiled in prints in the reader's.
    if (!i.language.empty() && !is_language_code(i.language))
        return DAMKA_TR("Event", "language: '%1' is not a language code (two or three small letters: en, ru)")
            .arg(i.language);
    // The start date picks the C.07 edition and is printed on every table: a date as
    // YYYY-MM-DD, never a text that only looks like one.
    for (const auto &[pattern, value] : {std::pair<Message, const std::string &>{
                                             DAMKA_TR("Event", "from: '%1' is not a date as YYYY-MM-DD"), i.start_date},
                                         {DAMKA_TR("Event", "to: '%1' is not a date as YYYY-MM-DD"), i.end_date}})
        if (!value.empty() && !QDate::fromString(qs(value), Qt::ISODate).isValid()) return Message(pattern).arg(value);
    if (!i.start_date.empty() && !i.end_date.empty() && i.end_date < i.start_date)
        return DAMKA_TR("Event", "to: %1 is before the first day %2").arg(i.end_date).arg(i.start_date);
    for (const std::string &c : i.tiebreaks) {
        if (system.teams) { // team tie-breaks rank teams (team_tiebreaks.hpp)
            if (!find_team_tiebreak(c)) {
                std::string known;
                for (const TeamTieBreakSpec &t : team_tiebreak_catalogue())
                    known += (known.empty() ? "" : ", ") + t.code;
                return DAMKA_TR("Event", "tiebreaks: %1 is not a team tie-break (%2)").arg(c).arg(known);
            }
            if (c == (game_points_rank_first(i.system) ? "GP" : "MP"))
                return DAMKA_TR("Event", "tiebreaks: %1 is the primary score of a %2, not a tie-break")
                    .arg(c)
                    .arg(to_string(i.system));
            // C.07 8: a Buchholz compares opponents; in a round robin or a match everyone met
            // the same teams.
            if (c.rfind("BH", 0) == 0 && i.system != System::TeamSwiss)
                return DAMKA_TR("Event", "tiebreaks: %1 (Buchholz, FIDE C.07 8) is for a team Swiss, not a %2")
                    .arg(c)
                    .arg(to_string(i.system));
            continue;
        }
        if (!find_tiebreak(c)) return DAMKA_TR("Event", "tiebreaks: unknown code '%1'").arg(c);
        // C.07 8: Buchholz is for Swiss events; in a round robin everyone has the same
        // opponents, so it only mirrors the player's own score.
        if (!system.buchholz_tiebreaks && (c.rfind("BH", 0) == 0 || c == "FB" || c == "AOB"))
            return DAMKA_TR("Event", "tiebreaks: %1 (Buchholz, FIDE C.07 8) is for Swiss events, not a %2")
                .arg(c)
                .arg(to_string(i.system));
    }
    if (i.third_place_match && !system.third_place_match)
        return DAMKA_TR("Event", "third-place: only a knockout has a match for third place");
    // A team match is `team_boards` games (C.05 Annex 1 pairs the teams, not the players).
    if (system.teams && (i.team_boards < 1 || i.team_boards > max_team_boards))
        return DAMKA_TR("Event", "boards: a team match needs 1..%1 boards, not %2")
            .arg(max_team_boards)
            .arg(i.team_boards);
    if (!system.teams && i.team_boards != 0) return DAMKA_TR("Event", "boards: only a team event has boards per match");
    if ((i.system == System::Scheveningen || i.system == System::DoubleScheveningen) &&
        i.team_boards > pairing::kScheveningenMaxBoards)
        return DAMKA_TR("Event", "boards: the Scheveningen tables are published for 1..%1 boards, not %2")
            .arg(int(pairing::kScheveningenMaxBoards))
            .arg(i.team_boards);
    if (system.teams && i.games_per_pairing != 1)
        return DAMKA_TR("Event", "micro-match: a team match is one game a board");
    if (system.two_game_matches() && i.games_per_pairing != 2)
        return DAMKA_TR("Event", "micro-match: a Double-Swiss pairing is a match of two games (FIDE C.04.5)");
    if (system.teams && i.match_points.win <= i.match_points.draw)
        return DAMKA_TR("Event", "match-points: a won match must score more than a drawn one");
    if (i.baku_acceleration) {
        if (system.player_swiss() && system.swiss().no_acceleration_reason)
            return Message::marked("Event", system.swiss().no_acceleration_reason);
        if (!system.acceleration)
            return DAMKA_TR("Event", "acceleration: the Baku acceleration (FIDE C.04.5.1) is for Swiss events");
        // C.04.5.1 premise: the standard 1-1/2-0 scoring; 2-1-0 is the same scale doubled.
        if (i.scoring.variant_points || std::fabs(i.scoring.win - 2 * i.scoring.draw) > 1e-9)
            return DAMKA_TR(
                       "Event",
                       "acceleration: the Baku acceleration (FIDE C.04.5.1) needs 1-0.5-0 scoring (or 2-1-0), not %1")
                .arg(scoring_name(i.scoring));
    }
    return {};
}

} // namespace

Message check_event_info(const TournamentInfo &info) { return validate_info(info); }

Event::Event(storage::Database db) : db_(std::move(db)), actor_(storage::default_actor()) {}

Error storage_error(const storage::SqlError &e, const Message &where) {
    const ErrorKind kind = dynamic_cast<const storage::ConflictError *>(&e) ? ErrorKind::Busy
        : dynamic_cast<const storage::FileError *>(&e)                      ? ErrorKind::Storage
                                                                            : ErrorKind::Refused;
    // The storage layer's words (host/storage) are data, a file's path and the driver's text
    // in them; its two sentences for a busy event are known and read in the reader's language.
    const std::string text = e.what();
    Message what(text);
    if (text == "the event is busy with another command; nothing was saved, try again")
        what = DAMKA_TR("Storage", "the event is busy with another command; nothing was saved, try again");
    else if (text == "another command changed the event at the same time; nothing was saved, try again")
        what = DAMKA_TR("Storage", "another command changed the event at the same time; nothing was saved, try again");
    return Error{where.empty() ? what : Message(where).arg(what), kind};
}

Expected<Event> Event::create(const QString &file, const TournamentInfo &info,
                              const std::function<void(storage::Database &)> &fill, const QString &actor) {
    const QString who = actor.isEmpty() ? storage::default_actor() : actor;
    if (const Message bad = validate_info(info); !bad.empty()) return Error{bad};
    try {
        storage::Database db = storage::Database::create(file, [&](storage::Database &fresh) {
            fresh.migrate(storage::audit_migrations());
            fresh.migrate(tournament_migrations());
            fresh.transaction([&] {
                store::insert_info(fresh, info);
                append_audit(fresh, who, QStringLiteral("event.create"), DAMKA_TR("Event", "created %1").arg(info.name),
                             {}, store::to_json(info));
                if (fill) fill(fresh);
            });
        });
        Event made(std::move(db));
        made.set_actor(who);
        return made;
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

Expected<Event> Event::open(const QString &file, storage::Access access) {
    try {
        storage::Database db = storage::Database::open(file, access);
        // A Damka database that never held an event (a festival's own, host/festival) is refused
        // before the migrations below would give it an event's tables.
        if (db.schema_version(QStringLiteral("tournament")) == 0)
            throw storage::SqlError(db.file().toStdString() + ": not a Damka event (no event row)");
        db.migrate(storage::audit_migrations());
        db.migrate(tournament_migrations());
        Event ev(std::move(db));
        (void)store::load_info(ev.db_);
        return ev;
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

EventData Event::data() {
    EventData e = store::load_event(db_);
    e.prize_rules = stored_prize_rules(db_); // the standings' legend names them (prize_list.hpp)
    return e;
}

int Event::last_round() { return db_.scalar(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM rounds")).toInt(); }

Standings Event::standings(std::optional<int> after_round) {
    const EventData e = data();
    return compute_standings(e, after_round.value_or(completed_rounds(e)));
}

Expected<Change> Event::add_player(Player p, ByeKind missed, bool duplicate_ok) {
    return command([&] {
        const EventData e = data();
        PlayerIndex index(e.players);
        return register_player(std::move(p), missed, e, last_round(), index, duplicate_ok);
    });
}

Change Event::register_player(Player p, ByeKind missed, const EventData &e, int last, PlayerIndex &index,
                              bool duplicate_ok) {
    normalise_codes(p);
    if (const Message bad = validate_player(p); !bad.empty()) throw Refusal(bad);
    if (rules_of(e.info.system).fixed_pairings && last > 0)
        throw Refusal(DAMKA_TR("Players", "a %1 cannot take a late entry: round %2 is already paired")
                          .arg(system_name(e.info.system))
                          .arg(last));
    if (e.info.rounds > 0 && last >= e.info.rounds)
        throw Refusal(DAMKA_TR("Players", "the event's %1 rounds are all paired").arg(e.info.rounds));
    if (missed == ByeKind::PAB)
        throw Refusal(DAMKA_TR("Players", "missed rounds: a late entrant's missed rounds are HPB or ZPB, not PAB"));
    // Issue 44: a likely duplicate is a question, not a verdict: two people may share a name.
    if (const Message same = index.duplicate_of(p); !same.empty() && !duplicate_ok)
        throw Refusal(same, ErrorKind::Unconfirmed);
    p.id = store::next_player_id(db_);
    p.first_round = last + 1;
    store::insert_player(db_, p);
    index.add(p);
    Change c;
    c.lines.push_back(p.rating ? DAMKA_TR("Players", "added player %1: %2 (%3)").arg(p.id).arg(p.name).arg(p.rating)
                               : DAMKA_TR("Players", "added player %1: %2").arg(p.id).arg(p.name));
    QJsonArray byes;
    for (int r = 1; r < p.first_round; ++r) {
        store::put_bye(db_, {r, p.id, missed});
        byes.append(store::to_json(Bye{r, p.id, missed}));
    }
    if (p.first_round > 1)
        c.lines.push_back(DAMKA_TR("Players", "late entry: first paired in round %1; rounds 1-%2 count as %3")
                              .arg(p.first_round)
                              .arg(p.first_round - 1)
                              .arg(to_string(missed)));
    QJsonObject after = store::to_json(p);
    if (!byes.isEmpty()) after[QStringLiteral("missed_rounds")] = byes;
    append_audit(db_, actor_, QStringLiteral("player.add"), c.lines.front(), {}, after);
    return c;
}

Expected<Change> Event::import_players(const PlayerImport &parsed, bool preview, bool duplicates_ok) {
    // Every refused line is named, those the reader refuses and those the event does (a
    // duplicate, a late entry the system cannot take), so the arbiter fixes the file once.
    std::vector<Message> refused = parsed.errors;
    bool only_duplicates = parsed.errors.empty(); // then confirming is the fix
    // A preview runs the whole import and rolls it back: the same checks, nothing kept.
    struct Preview {
        Change change;
    };
    try {
        return command([&] {
            // The event is loaded once; the index sees each line as it is added. Loading it per
            // line made an import quadratic (4,000 rows: 19 s).
            const EventData e = data();
            const int last = last_round();
            PlayerIndex index(e.players);
            Change c;
            std::vector<Message> good; // the preview's "will be added" lines
            for (size_t i = 0; i < parsed.players.size(); ++i) {
                const Player &p = parsed.players[i];
                try {
                    const int id = preview ? store::next_player_id(db_) : 0;
                    Change one = register_player(p, ByeKind::ZPB, e, last, index, duplicates_ok);
                    c.lines.insert(c.lines.end(), one.lines.begin(), one.lines.end());
                    if (preview)
                        good.push_back(
                            DAMKA_TR("Players", "line %1: will be added as player %2: %3")
                                .arg(parsed.lines[i])
                                .arg(id)
                                .arg(p.rating ? Message("%1 (%2)").arg(p.name).arg(p.rating) : Message(p.name)));
                } catch (const Refusal &r) {
                    only_duplicates = only_duplicates && r.kind == ErrorKind::Unconfirmed;
                    refused.push_back(
                        DAMKA_TR("Players", "line %1: %2: %3").arg(parsed.lines[i]).arg(p.name).arg(r.message));
                }
            }
            if (!refused.empty()) {
                const ErrorKind kind = only_duplicates ? ErrorKind::Unconfirmed : ErrorKind::Refused;
                // One refusal on the line itself, as the CLI always printed it.
                if (refused.size() == 1 && parsed.errors.empty() && good.empty())
                    throw Refusal(DAMKA_TR("Players", "nothing imported: %1").arg(refused.front()), kind);
                std::vector<Message> all{DAMKA_TR("Players", "nothing imported:")};
                all.insert(all.end(), refused.begin(), refused.end());
                all.insert(all.end(), good.begin(), good.end());
                throw Refusal(Message::lines(all), kind);
            }
            const int count = int(parsed.players.size());
            if (preview) c.lines = good;
            c.lines.push_back(preview ? DAMKA_TR("Players", "would import %1 players").arg(count)
                                      : DAMKA_TR("Players", "imported %1 players").arg(count));
            for (const Message &w : parsed.warnings) c.lines.push_back(DAMKA_TR("Players", "warning: %1").arg(w));
            if (preview) throw Preview{c};
            return c;
        });
    } catch (const Preview &p) {
        return p.change;
    }
}

Expected<Change> Event::withdraw(int id, std::optional<int> after_round) {
    return command([&] {
        const EventData e = data();
        Player p = require_player(e, id);
        if (p.withdrawn_after)
            throw Refusal(DAMKA_TR("Players", "%1 already withdrew after round %2").arg(p.name).arg(p.withdrawn_after));
        if (after_round)
            if (const auto bad = round_number_problem(e, *after_round, DAMKA_TR("Event", "after"), true); !bad.empty())
                throw Refusal(Message(bad));
        const int last = last_round();
        const Round *latest = find_round(e, last);
        int after = after_round.value_or(latest && latest->state == RoundState::Draft ? last - 1 : last);
        if (after < p.first_round - 1) after = p.first_round - 1;
        if (after < last)
            for (const Round &r : e.rounds)
                if (r.number > after)
                    for (const RoundGame &g : r.games)
                        if (g.white == id || g.black == id) {
                            if (r.state == RoundState::Draft)
                                throw Refusal(DAMKA_TR("Players",
                                                       "%1 is paired in draft round %2; undo that "
                                                       "pairing first, or withdraw after round %2")
                                                  .arg(p.name)
                                                  .arg(r.number));
                            // A published game stays on the board (its result counts for the
                            // opponent too): the withdrawal comes after it, the game is scored.
                            // %1 name, %2 start number, %3 round, %4 board, %5 the forfeit, %6 after.
                            Message why = after > 0 ? r.number == last
                                    ? DAMKA_TR("Players",
                                               "%1 (%2) is paired in round %3 (board %4, published), so cannot "
                                               "withdraw after round %6: the game stays on the board. If it was "
                                               "not played, enter the forfeit ('damka result set %4 %5 --round "
                                               "%3') and withdraw after round %3; or undo round %3's pairing first "
                                               "('damka round undo').")
                                    : DAMKA_TR("Players",
                                               "%1 (%2) is paired in round %3 (board %4, published), so cannot "
                                               "withdraw after round %6: the game stays on the board. If it was "
                                               "not played, enter the forfeit ('damka result set %4 %5 --round "
                                               "%3') and withdraw after round %3.")
                                : r.number == last
                                ? DAMKA_TR("Players",
                                           "%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw "
                                           "before round 1: the game stays on the board. If it was not played, "
                                           "enter the forfeit ('damka result set %4 %5 --round %3') and withdraw "
                                           "after round %3; or undo round %3's pairing first ('damka round undo').")
                                : DAMKA_TR("Players",
                                           "%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw "
                                           "before round 1: the game stays on the board. If it was not played, "
                                           "enter the forfeit ('damka result set %4 %5 --round %3') and withdraw "
                                           "after round %3.");
                            why.arg(p.name).arg(id).arg(r.number).arg(g.board).arg(g.white == id ? "-+" : "+-");
                            if (after > 0) why.arg(after);
                            throw Refusal(why);
                        }
        const QJsonObject before = store::to_json(p);
        p.withdrawn_after = std::max(after, 0);
        if (p.withdrawn_after == 0) p.withdrawn_after = -1; // withdrew before playing
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(after > 0 ? DAMKA_TR("Players", "%1 (%2) withdraws after round %3; not paired from round %4")
                                          .arg(p.name)
                                          .arg(id)
                                          .arg(after)
                                          .arg(after + 1)
                                    : DAMKA_TR("Players", "%1 (%2) withdraws before round 1; not paired from round %3")
                                          .arg(p.name)
                                          .arg(id)
                                          .arg(after + 1));
        append_audit(db_, actor_, QStringLiteral("player.withdraw"), c.lines.front(), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::reenter(int id) {
    return command([&] {
        const EventData e = data();
        Player p = require_player(e, id);
        if (!p.withdrawn_after) throw Refusal(DAMKA_TR("Players", "%1 has not withdrawn").arg(p.name));
        const QJsonObject before = store::to_json(p);
        const int from = last_round() + 1;
        p.withdrawn_after = 0;
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(
            DAMKA_TR("Players", "%1 (%2) re-enters; paired again from round %3").arg(p.name).arg(id).arg(from));
        append_audit(db_, actor_, QStringLiteral("player.reenter"), c.lines.front(), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::request_bye(int id, int round, ByeKind kind) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (kind == ByeKind::PAB)
            throw Refusal(
                DAMKA_TR("Players", "kind: the pairing-allocated bye is given by the pairing, not requested"));
        if (const auto bad = round_number_problem(e, round); !bad.empty()) throw Refusal(Message(bad));
        if (find_round(e, round))
            throw Refusal(DAMKA_TR("Players", "round: %1 is already paired; undo its pairing first").arg(round));
        if (!p.active_in(round))
            throw Refusal(DAMKA_TR("Players", "%1 is not active in round %2").arg(p.name).arg(round));
        if (rules_of(e.info.system).fixed_pairings && kind != ByeKind::ZPB)
            throw Refusal(DAMKA_TR("Players", "kind: a %1 has no %2; an absence (ZPB) makes the game a forfeit")
                              .arg(system_name(e.info.system))
                              .arg(to_string(kind)));
        if (kind == ByeKind::HPB) {
            // C.04.2 / event regulations: number of half-point byes and closed last rounds.
            if (round > e.info.rounds - e.info.byes.hpb_closed_last_rounds)
                throw Refusal(DAMKA_TR("Players", "round: half-point byes are closed for the last %1 rounds")
                                  .arg(e.info.byes.hpb_closed_last_rounds));
            // A late entrant's missed rounds (add_player --missed HPB) were not requested: the
            // limit counts the byes he asked for from his first round on. (The regulations
            // limit requested byes; an arbiter would not charge an entry's rounds before it.)
            const auto requested = [&](const Bye &b) {
                return b.player == id && b.kind == ByeKind::HPB && b.round >= p.first_round;
            };
            int used = 0;
            for (const Round &r : e.rounds)
                for (const Bye &b : r.byes) used += requested(b);
            for (const Bye &b : e.future_byes) used += requested(b) && b.round != round;
            if (used >= e.info.byes.max_hpb)
                throw Refusal(DAMKA_TR("Players", "%1 has used %2 of %3 half-point byes")
                                  .arg(p.name)
                                  .arg(used)
                                  .arg(e.info.byes.max_hpb));
        }
        QJsonObject before;
        for (const Bye &b : e.future_byes)
            if (b.round == round && b.player == id) before = store::to_json(b);
        const Bye bye{round, id, kind};
        store::put_bye(db_, bye);
        Change c;
        const double points = bye_points(e.info.byes, kind);
        c.lines.push_back((std::fabs(points - 1) < 1e-9 ? DAMKA_TR("Players", "%1 (%2): %3 in round %4 (%5 point)")
                                                        : DAMKA_TR("Players", "%1 (%2): %3 in round %4 (%5 points)"))
                              .arg(p.name)
                              .arg(id)
                              .arg(to_string(kind))
                              .arg(round)
                              .arg(format_points(points)));
        append_audit(db_, actor_, QStringLiteral("bye.request"), c.lines.front(), before, store::to_json(bye));
        return c;
    });
}

Expected<Change> Event::cancel_bye(int id, int round) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (const auto bad = round_number_problem(e, round); !bad.empty()) throw Refusal(Message(bad));
        if (find_round(e, round))
            throw Refusal(DAMKA_TR("Players", "round: %1 is already paired; undo its pairing first").arg(round));
        const auto it = std::find_if(e.future_byes.begin(), e.future_byes.end(),
                                     [&](const Bye &b) { return b.round == round && b.player == id; });
        if (it == e.future_byes.end())
            throw Refusal(DAMKA_TR("Players", "%1 has no bye in round %2").arg(p.name).arg(round));
        store::delete_bye(db_, round, id);
        Change c;
        c.lines.push_back(DAMKA_TR("Players", "%1 (%2): %3 in round %4 cancelled")
                              .arg(p.name)
                              .arg(id)
                              .arg(to_string(it->kind))
                              .arg(round));
        append_audit(db_, actor_, QStringLiteral("bye.cancel"), c.lines.front(), store::to_json(*it), {});
        return c;
    });
}

Expected<Change> Event::load_openings(const std::vector<std::string> &openings, const Variant &variant) {
    return command([&] {
        const EventData e = data();
        if (!variant.answers_to(e.info.variant))
            throw Refusal(
                DAMKA_TR("Event", "variant: the event plays %1, not %2").arg(e.info.variant).arg(variant.id()));
        if (openings.empty()) throw Refusal(DAMKA_TR("Event", "openings: the list is empty"));
        std::vector<std::string> clean;
        for (size_t k = 0; k < openings.size(); ++k) {
            // "1. c3-d4 d6-c5" -> moves; each must be legal from the start position.
            std::string text;
            for (const QString &m : QString::fromStdString(openings[k]).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                QString move = m;
                move.remove(QRegularExpression(QStringLiteral("^\\d+\\.+")));
                if (!move.isEmpty()) text += (text.empty() ? "" : " ") + move.toStdString();
            }
            auto game = variant.new_game();
            if (!game)
                throw Refusal(
                    DAMKA_TR("Event", "the variant refused its start position: %1").arg(game.error_message()));
            int n = 0;
            for (const QString &m : QString::fromStdString(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                ++n;
                auto played = game->play(m.toStdString());
                if (!played)
                    throw Refusal(DAMKA_TR("Event", "opening %1 '%2': move %3 '%4' is illegal: %5")
                                      .arg(int(k) + 1)
                                      .arg(openings[k])
                                      .arg(n)
                                      .arg(m.toStdString())
                                      .arg(played.error_message()));
            }
            if (text.empty()) throw Refusal(DAMKA_TR("Event", "opening %1: has no moves").arg(int(k) + 1));
            clean.push_back(text);
        }
        store::set_openings(db_, clean);
        Change c;
        c.lines.push_back(
            DAMKA_TR("Event", "%1 openings loaded, every move checked by %2").arg(int(clean.size())).arg(variant.id()));
        QJsonArray list;
        for (const std::string &o : clean) list.append(qs(o));
        QJsonArray old;
        for (const std::string &o : e.info.openings) old.append(qs(o));
        append_audit(db_, actor_, QStringLiteral("openings.load"), c.lines.front(), {{QStringLiteral("openings"), old}},
                     {{QStringLiteral("openings"), list}});
        return c;
    });
}

Expected<Change> Event::forbid_pairs(const std::vector<int> &players, bool allow) {
    return command([&] {
        const EventData e = data();
        if (rules_of(e.info.system).fixed_pairings)
            throw Refusal(DAMKA_TR("Players", "forbidden pairings: a %1 has fixed pairings; only a Swiss avoids pairs")
                              .arg(to_string(e.info.system)));
        std::set<int> ids;
        for (int id : players) {
            require_player(e, id);
            if (!ids.insert(id).second) throw Refusal(DAMKA_TR("Players", "players: %1 is given twice").arg(id));
        }
        if (ids.size() < 2) throw Refusal(DAMKA_TR("Players", "players: give at least two start numbers"));
        std::set<std::pair<int, int>> pairs(e.forbidden.begin(), e.forbidden.end());
        const auto before = pairs;
        Change c;
        for (auto a = ids.begin(); a != ids.end(); ++a)
            for (auto b = std::next(a); b != ids.end(); ++b) {
                Message line = allow ? pairs.erase({*a, *b}) > 0 ? DAMKA_TR("Players", "may meet again: %1 - %2")
                                                                 : DAMKA_TR("Players", "was not forbidden: %1 - %2")
                    : pairs.insert({*a, *b}).second ? DAMKA_TR("Players", "must not meet: %1 - %2")
                                                    : DAMKA_TR("Players", "already forbidden: %1 - %2");
                c.lines.push_back(line.arg(e.label(*a)).arg(e.label(*b)));
            }
        if (pairs == before) return c;
        store::set_forbidden(db_, {pairs.begin(), pairs.end()});
        auto to_array = [](const std::set<std::pair<int, int>> &x) {
            QJsonArray out;
            for (const auto &[a, b] : x) out.append(QJsonArray{a, b});
            return out;
        };
        append_audit(db_, actor_, allow ? QStringLiteral("pairs.allow") : QStringLiteral("pairs.forbid"),
                     c.lines.front(), {{QStringLiteral("forbidden"), to_array(before)}},
                     {{QStringLiteral("forbidden"), to_array(pairs)}});
        return c;
    });
}

Expected<Message> Event::pairing_explanation(int round) {
    try {
        std::optional<Message> note = store::pairing_note(db_, round);
        if (!note) return Error{DAMKA_TR("Round", "round: %1 is not paired").arg(round)};
        return *note;
    } catch (const storage::SqlError &err) {
        return storage_error(err);
    }
}

Expected<Change> Event::publish_round(int round) {
    return command([&] {
        const EventData e = data();
        const Round *r = find_round(e, round);
        if (!r) throw Refusal(DAMKA_TR("Round", "round: %1 is not paired").arg(round));
        if (r->state == RoundState::Published)
            throw Refusal(DAMKA_TR("Round", "round %1 is already published").arg(round));
        store::set_round_state(db_, round, RoundState::Published);
        Change c;
        c.lines.push_back(DAMKA_TR("Round", "round %1 published: %2 boards").arg(round).arg(int(r->games.size())));
        append_audit(db_, actor_, QStringLiteral("round.publish"), c.lines.front(),
                     {{QStringLiteral("state"), QStringLiteral("draft")}},
                     {{QStringLiteral("state"), QStringLiteral("published")}});
        return c;
    });
}

Expected<Change> Event::undo_round(bool force) {
    return command([&] {
        const EventData e = data();
        const int last = last_round();
        const Round *r = find_round(e, last);
        if (!r) throw Refusal(DAMKA_TR("Round", "no round is paired"));
        std::string with_results;
        const bool rr = rules_of(e.info.system).absence_forfeits;
        QJsonArray boards;
        for (const RoundGame &g : r->games) {
            boards.append(store::to_json(g));
            const bool automatic_forfeit = rr && g.pdn.empty() && !g.white_points &&
                (g.result == BoardResult::WhiteForfeit || g.result == BoardResult::BlackForfeit ||
                 g.result == BoardResult::DoubleForfeit);
            if (g.result != BoardResult::Pending && !automatic_forfeit)
                with_results += (with_results.empty() ? "" : ", ") + num(g.board);
        }
        if (!with_results.empty() && !force)
            throw Refusal(DAMKA_TR("Round", "round %1 has results on boards %2; use --force to undo anyway")
                              .arg(last)
                              .arg(with_results));
        store::delete_round(db_, last);
        Change c;
        c.lines.push_back(
            with_results.empty()
                ? DAMKA_TR("Round", "round %1 pairing undone (%2 boards removed)").arg(last).arg(int(r->games.size()))
                : DAMKA_TR("Round", "round %1 pairing undone (%2 boards removed, with the results of boards %3)")
                      .arg(last)
                      .arg(int(r->games.size()))
                      .arg(with_results));
        append_audit(db_, actor_, QStringLiteral("round.undo"), c.lines.front(),
                     {{QStringLiteral("round"), last},
                      {QStringLiteral("state"), qs(to_string(r->state))},
                      {QStringLiteral("boards"), boards}},
                     {});
        return c;
    });
}

} // namespace damka::tournament
