// The event service's team commands: register and correct a team, give a round's line-up.
#include "event.hpp"

#include "storage/audit_log.hpp"
#include "event_internal.hpp"
#include "event_store.hpp"
#include "tournament/model/swiss_correction.hpp"
#include "tournament/model/system_rules.hpp"
#include "tournament/model/team.hpp"
#include "team_pairing.hpp"

#include <QJsonArray>

#include <algorithm>
#include "text_field.hpp"

namespace damka::tournament {
namespace {

using namespace detail;

void require_team_event(const EventData &e) {
    if (!rules_of(e.info.system).teams)
        throw Refusal(DAMKA_TR("Teams", "team: a %1 is not a team event").arg(system_name(e.info.system)));
}

const Team &require_team(const EventData &e, int id) {
    const Team *t = e.team(id);
    if (!t) throw Refusal(DAMKA_TR("Teams", "team: no team with number %1").arg(id));
    return *t;
}

// "Name (1), Name (2)": the players' labels (data), or "nobody".
Message players_text(const EventData &e, const std::vector<int> &ids) {
    std::string out;
    for (const int id : ids) out += (out.empty() ? "" : ", ") + e.label(id);
    return out.empty() ? DAMKA_TR("Teams", "nobody") : Message(out);
}

void check_text(const Team &t) {
    for (const auto &[field, value] :
         {std::pair<const char *, const std::string &>{"name", t.name}, {"fed", t.federation}, {"club", t.club}})
        if (Message bad = control_character_problem(field, value); !bad.empty()) throw Refusal(bad);
}

} // namespace

Expected<Change> Event::add_team(Team t) {
    return command([&] {
        const EventData e = data();
        require_team_event(e);
        // C.05 Annex 1: the Berger table of the teams is fixed by round 1.
        if (last_round() > 0)
            throw Refusal(DAMKA_TR("Teams", "team: round %1 is already paired; no team can join").arg(last_round()));
        t.id = store::next_team_id(db_);
        check_text(t);
        if (const Message bad = check_team(e, t); !bad.empty()) throw Refusal(bad);
        store::put_team(db_, t);
        Change c;
        c.lines.push_back(DAMKA_TR("Teams", "added team %1: %2, board order %3")
                              .arg(t.id)
                              .arg(t.name)
                              .arg(players_text(e, t.board_order)));
        append_audit(db_, actor_, QStringLiteral("team.add"), c.lines.front(), {}, store::to_json(t));
        return c;
    });
}

Expected<Change> Event::edit_team(int id, const TeamEdit &edit) {
    return command([&] {
        const EventData e = data();
        require_team_event(e);
        Team t = require_team(e, id);
        const QJsonObject before = store::to_json(t);
        if (edit.name) t.name = *edit.name;
        if (edit.federation) t.federation = *edit.federation;
        if (edit.club) t.club = *edit.club;
        if (edit.captain) t.captain = *edit.captain;
        if (edit.board_order) {
            // Line-ups and games rest on the board order: it is fixed for the event.
            if (last_round() > 0)
                throw Refusal(DAMKA_TR("Teams", "players: round %1 is already paired; the board order is fixed")
                                  .arg(last_round()));
            t.board_order = *edit.board_order;
        }
        check_text(t);
        if (const Message bad = check_team(e, t); !bad.empty()) throw Refusal(bad);
        if (store::to_json(t) == before)
            return Change{{DAMKA_TR("Teams", "team %1 (%2) unchanged").arg(id).arg(t.name)}};
        store::put_team(db_, t);
        Change c;
        c.lines.push_back(t.captain ? DAMKA_TR("Teams", "team %1: %2, board order %3, captain %4")
                                          .arg(id)
                                          .arg(t.name)
                                          .arg(players_text(e, t.board_order))
                                          .arg(e.label(t.captain))
                                    : DAMKA_TR("Teams", "team %1: %2, board order %3")
                                          .arg(id)
                                          .arg(t.name)
                                          .arg(players_text(e, t.board_order)));
        append_audit(db_, actor_, QStringLiteral("team.edit"), c.lines.front(), before, store::to_json(t));
        return c;
    });
}

Expected<Change> Event::set_lineup(int id, int round, const std::vector<int> &players) {
    return command([&] {
        const EventData e = data();
        require_team_event(e);
        const Team &t = require_team(e, id);
        if (const Message bad = round_number_problem(e, round); !bad.empty()) throw Refusal(bad);
        // The line-up is handed in before the pairing of its round makes the board games.
        if (find_round(e, round))
            throw Refusal(DAMKA_TR("Teams", "round: %1 is already paired; its line-ups are fixed").arg(round));
        const bool had = captain_gave_lineup(e, id, round);
        QJsonObject before;
        if (had) before = store::to_json(Lineup{round, id, lineup_for(e, t, round)});
        Change c;
        if (players.empty()) {
            db_.exec(QStringLiteral("DELETE FROM lineups WHERE round = ? AND team = ?"), {round, id});
            c.lines.push_back(DAMKA_TR("Teams", "%1, round %2: the default line-up %3")
                                  .arg(t.name)
                                  .arg(round)
                                  .arg(players_text(e, default_lineup(e, t, round))));
        } else {
            if (const Message bad = check_lineup(e, t, players, round); !bad.empty()) throw Refusal(bad);
            store::put_lineup(db_, {round, id, players});
            c.lines.push_back(
                DAMKA_TR("Teams", "%1, round %2: line-up %3").arg(t.name).arg(round).arg(players_text(e, players)));
        }
        const Lineup after{round, id, players.empty() ? default_lineup(e, t, round) : players};
        append_audit(db_, actor_, QStringLiteral("team.lineup"), c.lines.front(), before, store::to_json(after));
        return c;
    });
}

Expected<Change> Event::forfeit_match(int asked_round, int match, BoardResult first_view, bool confirm_later_rounds) {
    return command([&] {
        const EventData e = data();
        require_team_event(e);
        const int round = asked_round ? asked_round : current_round(e); // as set_result
        if (first_view != BoardResult::WhiteForfeit && first_view != BoardResult::BlackForfeit &&
            first_view != BoardResult::DoubleForfeit)
            throw Refusal(DAMKA_TR("Teams", "result: a whole match is forfeited with +-, -+ or --, not %1")
                              .arg(to_string(first_view)));
        const Round *r = find_round(e, round);
        if (!r) throw Refusal(DAMKA_TR("Teams", "round: %1 is not paired").arg(round));
        if (r->state != RoundState::Published)
            throw Refusal(DAMKA_TR("Teams", "round %1 is a draft: publish it first").arg(round));
        const TeamRound *tr = find_team_round(e, round);
        const auto m =
            std::find_if(tr->matches.begin(), tr->matches.end(), [&](const TeamMatch &x) { return x.number == match; });
        if (m == tr->matches.end())
            throw Refusal(DAMKA_TR("Teams", "match: round %1 has no match %2").arg(round).arg(match));
        QJsonArray before, after;
        const int boards = e.info.team_boards;
        std::vector<RoundGame> forfeited;
        bool corrects = false; // a board's entered result changes
        for (const RoundGame &g : r->games) {
            if (g.board <= (match - 1) * boards || g.board > match * boards) continue;
            RoundGame changed = g;
            const bool first_white = first_team_white(e, *m, g);
            changed.result = first_view == BoardResult::DoubleForfeit || first_white ? first_view
                : first_view == BoardResult::WhiteForfeit                            ? BoardResult::BlackForfeit
                                                                                     : BoardResult::WhiteForfeit;
            changed.white_points = changed.black_points = changed.white_tiebreak = changed.black_tiebreak =
                std::nullopt;
            corrects = corrects || (g.result != BoardResult::Pending && g.result != changed.result);
            before.append(store::to_json(g));
            after.append(store::to_json(changed));
            forfeited.push_back(changed);
        }
        const std::string first = e.team(m->white_team)->name, second = e.team(m->black_team)->name;
        // FIDE C.04.2: a team Swiss round paired on the old results stands; confirmed, not silent.
        const std::vector<int> later = corrects ? rounds_paired_on(e, round) : std::vector<int>{};
        if (!later.empty() && !confirm_later_rounds)
            throw Refusal(unconfirmed_correction(e,
                                                 DAMKA_TR("Event",
                                                          "round %1 match %2 %3 - %4: results entered, "
                                                          "now forfeited")
                                                     .arg(round)
                                                     .arg(match)
                                                     .arg(first)
                                                     .arg(second),
                                                 later),
                          ErrorKind::Unconfirmed);
        for (const RoundGame &g : forfeited) store::update_game_result(db_, g);
        Change c;
        const Message by = first_view == BoardResult::DoubleForfeit
            ? DAMKA_TR("Event", "forfeited by both teams")
            : DAMKA_TR("Event", "forfeited by %1").arg(first_view == BoardResult::WhiteForfeit ? second : first);
        c.lines.push_back(DAMKA_TR("Event", "round %1 match %2 %3 - %4: %5, every board %6 from %7's side")
                              .arg(round)
                              .arg(match)
                              .arg(first)
                              .arg(second)
                              .arg(by)
                              .arg(to_string(first_view))
                              .arg(first));
        std::vector<Message> summary{c.lines.front()};
        if (!later.empty()) {
            c.lines.push_back(Message("  %1").arg(confirmed_correction(later)));
            summary.push_back(confirmed_correction(later));
        }
        append_audit(db_, actor_, QStringLiteral("team.forfeit"), Message::joined(summary, "; "),
                     {{QStringLiteral("boards"), before}}, {{QStringLiteral("boards"), after}});
        return c;
    });
}

} // namespace damka::tournament
