// Event::pair_next_round: a round's pairing from the checks before it to the stored draft,
// one job a function.
#include "event.hpp"
#include "core/qt_text.hpp"

#include "storage/audit_log.hpp"
#include "engine_pairing.hpp"
#include "event_internal.hpp"
#include "event_store.hpp"
#include "tournament/model/initial_order.hpp"
#include "storage/integrity.hpp"
#include "manual_pairing.hpp"
#include "storage/snapshot.hpp"
#include "tournament/model/system_rules.hpp"
#include "pairing/pairing.hpp"

#include <QJsonArray>

#include <algorithm>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

using namespace detail;

// The event as the pairing sees it, loaded before the snapshot.
struct NextRound {
    EventData e;
    int round = 0;
    std::map<int, int> renumbered; // start numbers given out in the initial order (round 1)
    qint64 audit_seen = 0; // the audit log's last entry when the pairing was worked out
};

// Refuses while the latest round is a draft or has boards without a result, or all rounds
// are paired; on round 1 of a Swiss gives out the start numbers in the initial order.
Expected<NextRound> next_round(Event &ev, bool manual) {
    NextRound n;
    try {
        // A pairing built on a damaged file would carry the damage into every later round. The
        // full check: a damaged index passes quick_check and gives the pairing wrong rows.
        storage::check_integrity(ev.db(), storage::Depth::Full);
        n.audit_seen = storage::last_audit_id(ev.db());
        n.e = ev.data();
        const int last = ev.last_round();
        if (const Round *r = find_round(n.e, last)) {
            if (r->state == RoundState::Draft)
                return Error{DAMKA_TR("Round", "round %1 is still a draft: publish it or undo it first").arg(last)};
            std::string open;
            for (const RoundGame &g : r->games)
                if (g.result == BoardResult::Pending) open += (open.empty() ? "" : ", ") + num(g.board);
            if (!open.empty())
                return Error{DAMKA_TR("Round", "round %1 has boards without a result: %2").arg(last).arg(open)};
        }
        n.round = last + 1;
        if (n.e.info.rounds > 0 && n.round > n.e.info.rounds)
            return Error{DAMKA_TR("Round", "all %1 rounds are paired").arg(n.e.info.rounds)};
        // C.04.2 B: the Swiss pairing numbers follow the initial order, fixed when round 1 is paired.
        if (n.round == 1 && rules_of(n.e.info.system).renumber_at_round_one) {
            n.renumbered = initial_renumbering(n.e.players);
            renumber(n.e, n.renumbered);
        }
        // The bracket fixes a knockout's pairing; the arbiter decides tied matches, not pairs.
        if (manual && !rules_of(n.e.info.system).manual_pairing)
            return Error{DAMKA_TR("Round", "pairing: a %1 is paired by its %2; manual pairings are refused")
                             .arg(system_name(n.e.info.system))
                             .arg(rounds_source(n.e.info.system))};
    } catch (const storage::SqlError &err) {
        return storage_error(err);
    }
    return n;
}

// The arbiter's pairs as a round: every available player exactly once, nobody else.
ProposedRound manual_round(const NextRound &n, const std::vector<ManualPair> &manual) {
    ProposedRound chosen;
    const std::vector<int> avail = available_players(n.e, n.round);
    std::set<int> seen;
    for (ManualPair mp : manual) {
        // The arbiter typed the numbers as they were before this command.
        for (int *id : {&mp.white, &mp.black}) *id = renumbered(n.renumbered, *id);
        for (int id : {mp.white, mp.black}) {
            if (id == 0) continue;
            require_player(n.e, id);
            if (std::find(avail.begin(), avail.end(), id) == avail.end())
                throw Refusal(
                    DAMKA_TR("Round", "pairing: %1 is not available in round %2").arg(n.e.label(id)).arg(n.round));
            if (!seen.insert(id).second)
                throw Refusal(DAMKA_TR("Round", "pairing: %1 is paired twice").arg(n.e.label(id)));
        }
        if (mp.black == 0) {
            if (chosen.pab) throw Refusal(DAMKA_TR("Round", "pairing: two players get the bye"));
            chosen.pab = mp.white;
        } else {
            chosen.boards.emplace_back(mp.white, mp.black);
        }
    }
    for (int id : avail)
        if (!seen.count(id))
            throw Refusal(DAMKA_TR("Round", "pairing: %1 is available but not paired").arg(n.e.label(id)));
    return chosen;
}

// A manual pairing's warnings: how it differs from the engine's, and the absolute criteria it
// breaks (C.04.1), refused unless `force`. Returns the broken ones for the audit.
QJsonArray check_manual(const NextRound &n, const ProposedRound &chosen, const Expected<ProposedRound> &engine,
                        bool force, Change &c) {
    for (const Message &d : engine_differences(n.e, chosen, engine)) c.lines.push_back(d);
    const std::vector<Message> broken = broken_absolute_criteria(n.e, n.round, chosen);
    if (broken.empty()) return {};
    if (!force) {
        std::vector<Message> why{DAMKA_TR("Round", "pairing: the manual pairing breaks an absolute criterion:")};
        for (const Message &b : broken) why.push_back(Message("  %1").arg(b));
        why.push_back(DAMKA_TR("Round", "nothing was paired; use --force to pair it anyway"));
        throw Refusal(pairing::join_all(why, "\n"));
    }
    c.lines.push_back(DAMKA_TR("Round", "warning: paired with --force although it breaks:"));
    QJsonArray out;
    for (const Message &b : broken) {
        c.lines.push_back(Message("  %1").arg(b));
        out.append(qs(b.english()));
    }
    return out;
}

// Round 1 of a round robin (C.05 Annex 1: the Berger table) or a knockout (a bracket of 2^k
// lines is k rounds) fixes the number of rounds from the entrants.
void fix_round_count(storage::Database &db, const EventData &e, int round, Change &c) {
    const SystemRules &system = rules_of(e.info.system);
    if (round != 1 || !system.rounds_from_entrants) return;
    const int n = round_one_entrants(e);
    const int rounds = system.rounds_for(n, e.info);
    const Message why = (system.teams ? DAMKA_TR("Round", "%1 of %2 teams: %3 rounds (%4)")
                                      : DAMKA_TR("Round", "%1 of %2 players: %3 rounds (%4)"))
                            .arg(system_name(e.info.system))
                            .arg(n)
                            .arg(rounds)
                            .arg(rounds_source(e.info.system));
    if (e.info.rounds == rounds) return;
    db.exec(QStringLiteral("UPDATE event SET rounds = ? WHERE id = 1"), {rounds});
    c.lines.push_back(why);
}

// The boards of the round, each game of a micro-match its own row; returns them for the audit.
QJsonArray store_boards(storage::Database &db, const EventData &e, int round, const ProposedRound &chosen, Change &c) {
    QJsonArray boards;
    const bool rr = rules_of(e.info.system).absence_forfeits;
    std::set<int> away;
    for (const Bye &b : e.future_byes)
        if (b.round == round) away.insert(b.player);
    std::vector<std::string> openings(chosen.boards.size());
    if (e.info.games_per_pairing > 1) {
        auto drawn = draw_openings(e, round, chosen.boards);
        if (!drawn) throw Refusal(drawn.error_message());
        openings = *drawn;
    }
    int board = 0;
    for (auto [w, b] : chosen.boards) {
        ++board;
        for (int game_no = 1; game_no <= e.info.games_per_pairing; ++game_no) {
            RoundGame g;
            g.round = round;
            g.board = board;
            g.game_no = game_no;
            g.opening = openings[size_t(board - 1)];
            // Micro-match: the second game with colours reversed (C.04 practice; Russian rules).
            g.white = game_no % 2 ? w : b;
            g.black = game_no % 2 ? b : w;
            // Round robin: a withdrawn or absent player's game is lost by forfeit.
            if (rr) {
                const bool w_out = !require_player(e, g.white).active_in(round) || away.count(g.white);
                const bool b_out = !require_player(e, g.black).active_in(round) || away.count(g.black);
                if (w_out && b_out)
                    g.result = BoardResult::DoubleForfeit;
                else if (w_out)
                    g.result = BoardResult::BlackForfeit;
                else if (b_out)
                    g.result = BoardResult::WhiteForfeit;
            }
            store::insert_game(db, g);
            boards.append(store::to_json(g));
            // "3" or, a game of a micro-match, "3.2": data.
            const std::string where = num(g.board) + (e.info.games_per_pairing > 1 ? "." + num(game_no) : "");
            const bool forfeit = g.result != BoardResult::Pending;
            Message line = g.opening.empty()
                ? (forfeit ? DAMKA_TR("Round", "board %1: %2 - %3  %4 (forfeit: not present)")
                           : DAMKA_TR("Round", "board %1: %2 - %3"))
                : (forfeit ? DAMKA_TR("Round", "board %1: %2 - %3  opening %4  %5 (forfeit: not present)")
                           : DAMKA_TR("Round", "board %1: %2 - %3  opening %4"));
            line.arg(where).arg(e.label(g.white)).arg(e.label(g.black));
            if (!g.opening.empty()) line.arg(g.opening);
            if (forfeit) line.arg(to_string(g.result));
            c.lines.push_back(Message("  %1").arg(line));
        }
    }
    return boards;
}

// A team round's matches, listed before their boards.
void store_team_matches(storage::Database &db, const EventData &e, int round, const ProposedRound &chosen, Change &c) {
    if (!rules_of(e.info.system).teams) return;
    store::insert_team_matches(db, round, chosen.matches, chosen.free_team);
    for (const TeamMatch &m : chosen.matches)
        c.lines.push_back(Message("  %1").arg(DAMKA_TR("Round", "match %1: %2 - %3 (boards %4-%5)")
                                                  .arg(m.number)
                                                  .arg(e.team(m.white_team)->name)
                                                  .arg(e.team(m.black_team)->name)
                                                  .arg((m.number - 1) * e.info.team_boards + 1)
                                                  .arg(m.number * e.info.team_boards)));
    if (chosen.free_team && rules_of(e.info.system).team_bye_scores_draw)
        c.lines.push_back(Message("  %1").arg(
            DAMKA_TR("Round", "pairing-allocated bye (FIDE C.04.6 1.4: a drawn match, %1 MP, %2 GP): %3")
                .arg(format_points(e.info.match_points.draw))
                .arg(format_points(e.info.team_boards * e.info.scoring.draw))
                .arg(e.team(chosen.free_team)->name)));
    else if (chosen.free_team)
        c.lines.push_back(Message("  %1").arg(DAMKA_TR("Round", "no match: %1").arg(e.team(chosen.free_team)->name)));
}

// The pairing-allocated bye, a knockout's passes (PAB each) and the requested byes of the
// round; returns the passes for the audit.
QJsonArray store_byes(storage::Database &db, const EventData &e, int round, const ProposedRound &chosen, Change &c) {
    if (chosen.pab) {
        store::put_bye(db, {round, chosen.pab, ByeKind::PAB});
        c.lines.push_back(Message("  %1").arg(
            DAMKA_TR("Round", "bye (PAB, %1): %2").arg(format_points(e.info.byes.pab)).arg(e.label(chosen.pab))));
    }
    QJsonArray advance;
    for (int id : chosen.advance) {
        store::put_bye(db, {round, id, ByeKind::PAB});
        advance.append(id);
        c.lines.push_back(Message("  %1").arg(DAMKA_TR("Round", "through without a match (PAB, %1): %2")
                                                  .arg(format_points(e.info.byes.pab))
                                                  .arg(e.label(id))));
    }
    for (const Bye &b : e.future_byes)
        if (b.round == round) c.lines.push_back(Message("  %1: %2").arg(to_string(b.kind)).arg(e.label(b.player)));
    return advance;
}

} // namespace

Expected<Change> Event::pair_next_round(const std::optional<std::vector<ManualPair>> &manual, bool force) {
    auto next = next_round(*this, bool(manual));
    if (!next) return Error{next.error_message(), next.error_kind()};
    const NextRound &n = *next;
    // Asked before the snapshot: a refused pairing (e.g. an undecided knockout match) changes nothing.
    auto engine = engine_pairing(n.e, n.round);
    if (!engine && !manual) return Error{engine.error_message(), engine.error_kind()};
    // Nothing acknowledged is ever lost: a copy of the database before every pairing.
    QString snapshot;
    try {
        snapshot = storage::take_snapshot(db_, QStringLiteral("before-round-%1").arg(n.round));
    } catch (const storage::SqlError &err) {
        return storage_error(err, DAMKA_TR("Storage", "snapshot before pairing failed: %1"));
    }
    return command([&] {
        // Every command leaves an audit entry: a newer one means another arbiter changed the
        // event while this pairing was worked out outside the transaction.
        if (storage::last_audit_id(db_) != n.audit_seen)
            throw Refusal(DAMKA_TR("Storage",
                                   "another command changed the event at the same time; nothing was saved, try again"));
        Change c;
        store_renumbering(db_, actor_, n.e, n.renumbered, c);
        ProposedRound chosen = manual ? manual_round(n, *manual) : *engine;
        const Message note =
            manual ? DAMKA_TR("Round", "manual pairing by %1").arg(actor_.toStdString()) : engine->explanation;
        const QJsonArray broken = manual ? check_manual(n, chosen, engine, force, c) : QJsonArray();
        fix_round_count(db_, n.e, n.round, c);
        store::insert_round(db_, n.round, note);
        c.lines.push_back(DAMKA_TR("Round", "round %1 paired (draft):").arg(n.round));
        store_team_matches(db_, n.e, n.round, chosen, c);
        const QJsonArray boards = store_boards(db_, n.e, n.round, chosen, c);
        const QJsonArray advance = store_byes(db_, n.e, n.round, chosen, c);
        c.lines.push_back(DAMKA_TR("Round", "snapshot before pairing: %1").arg(snapshot.toStdString()));
        QJsonObject after{{QStringLiteral("round"), n.round},
                          {QStringLiteral("boards"), boards},
                          {QStringLiteral("pab"), chosen.pab},
                          {QStringLiteral("snapshot"), snapshot},
                          {QStringLiteral("manual"), bool(manual)}};
        if (!advance.isEmpty()) after[QStringLiteral("advance")] = advance;
        if (!broken.isEmpty()) after[QStringLiteral("forced_past")] = broken;
        append_audit(db_, actor_, manual ? QStringLiteral("round.pair.manual") : QStringLiteral("round.pair"),
                     DAMKA_TR("Round", "round %1 paired").arg(n.round), {}, after);
        return c;
    });
}

namespace detail {

void store_renumbering(storage::Database &db, const QString &actor, const EventData &renumbered_event,
                       const std::map<int, int> &old_to_new, Change &c) {
    if (old_to_new.empty()) return;
    store::renumber_players(db, old_to_new);
    c.lines.push_back(DAMKA_TR("Round", "start numbers in the initial order (FIDE C.04.2 B: rating, title, name):"));
    QJsonObject moves;
    for (const auto &[from, to] : old_to_new) {
        c.lines.push_back(
            Message("  %1").arg(DAMKA_TR("Round", "%1, was %2").arg(renumbered_event.label(to)).arg(from)));
        moves[QString::number(from)] = to;
    }
    append_audit(db, actor, QStringLiteral("players.renumber"),
                 DAMKA_TR("Round", "start numbers in the initial order (C.04.2 B)"), {},
                 {{QStringLiteral("old_to_new"), moves}});
}

} // namespace detail

} // namespace damka::tournament
