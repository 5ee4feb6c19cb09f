#include "event.hpp"
#include "core/qt_text.hpp"

#include "storage/audit_log.hpp"
#include "engine_pairing.hpp"
#include "pairing/scheveningen.hpp"
#include "event_internal.hpp"
#include "event_store.hpp"
#include "game_check.hpp"
#include "initial_order.hpp"
#include "storage/integrity.hpp"
#include "knockout_correction.hpp"
#include "knockout_match.hpp"
#include "player_csv.hpp"
#include "player_identity.hpp"
#include "schema.hpp"
#include "storage/snapshot.hpp"
#include "system_rules.hpp"
#include "team_standings.hpp"
#include "team_tiebreaks.hpp"
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

std::string validate_info(const TournamentInfo &i) {
    for (const auto &[field, value] : {std::pair<const char *, const std::string &>{"name", i.name},
                                       {"place", i.place},
                                       {"start date", i.start_date},
                                       {"end date", i.end_date},
                                       {"chief arbiter", i.chief_arbiter},
                                       {"time control", i.time_control},
                                       {"variant", i.variant},
                                       {"variant options", i.variant_options}})
        if (std::string bad = control_character_problem(field, value); !bad.empty()) return bad;
    if (i.name.empty()) return "name: is empty";
    if (i.variant.empty()) return "variant: is empty";
    // A round robin may leave the rounds to the Berger table (0), a knockout to its bracket:
    // set at the first pairing.
    const SystemRules &system = rules_of(i.system);
    if (i.rounds < 0 || (i.rounds == 0 && !system.rounds_from_entrants)) return "rounds: must be at least 1";
    if (i.rounds > 999) return "rounds: " + num(i.rounds) + " is more than 999"; // as `event create --rounds`
    if (i.byes.max_hpb < 0) return "max-hpb: must not be negative";
    if (!i.tiebreak_edition.empty() && i.tiebreak_edition != "2024" && i.tiebreak_edition != "2026")
        return "tiebreak-edition: '" + i.tiebreak_edition + "' is not 2024 or 2026 (the FIDE C.07 texts)";
    // A language code ("ru"; empty: the reader's). Whether translations/ has it is the CLI's
    // check (reports/i18n.hpp); a code of a language not compiled in prints in the reader's.
    if (!i.language.empty() && !is_language_code(i.language))
        return "language: '" + i.language + "' is not a language code (two or three small letters: en, ru)";
    // The start date picks the C.07 edition and is printed on every table: a date as
    // YYYY-MM-DD, never a text that only looks like one.
    for (const auto &[field, value] :
         {std::pair<const char *, const std::string &>{"from", i.start_date}, {"to", i.end_date}})
        if (!value.empty() && !QDate::fromString(qs(value), Qt::ISODate).isValid())
            return std::string(field) + ": '" + value + "' is not a date as YYYY-MM-DD";
    if (!i.start_date.empty() && !i.end_date.empty() && i.end_date < i.start_date)
        return "to: " + i.end_date + " is before the first day " + i.start_date;
    for (const std::string &c : i.tiebreaks) {
        if (system.teams) { // team tie-breaks rank teams (team_tiebreaks.hpp)
            if (!find_team_tiebreak(c)) {
                std::string known;
                for (const TeamTieBreakSpec &t : team_tiebreak_catalogue())
                    known += (known.empty() ? "" : ", ") + t.code;
                return "tiebreaks: " + c + " is not a team tie-break (" + known + ")";
            }
            if (c == (game_points_rank_first(i.system) ? "GP" : "MP"))
                return "tiebreaks: " + c + " is the primary score of a " + to_string(i.system) + ", not a tie-break";
            // C.07 8: a Buchholz compares opponents; in a round robin or a match everyone met
            // the same teams.
            if (c.rfind("BH", 0) == 0 && i.system != System::TeamSwiss)
                return "tiebreaks: " + c + " (Buchholz, FIDE C.07 8) is for a team Swiss, not a " + to_string(i.system);
            continue;
        }
        if (!find_tiebreak(c)) return "tiebreaks: unknown code '" + c + "'";
        // C.07 8: Buchholz is for Swiss events; in a round robin everyone has the same
        // opponents, so it only mirrors the player's own score.
        if (!system.buchholz_tiebreaks && (c.rfind("BH", 0) == 0 || c == "FB" || c == "AOB"))
            return "tiebreaks: " + c + " (Buchholz, FIDE C.07 8) is for Swiss events, not a " + to_string(i.system);
    }
    if (i.third_place_match && !system.third_place_match)
        return "third-place: only a knockout has a match for third place";
    // A team match is `team_boards` games (C.05 Annex 1 pairs the teams, not the players).
    if (system.teams && (i.team_boards < 1 || i.team_boards > max_team_boards))
        return "boards: a team match needs 1.." + num(max_team_boards) + " boards, not " + num(i.team_boards);
    if (!system.teams && i.team_boards != 0) return "boards: only a team event has boards per match";
    if ((i.system == System::Scheveningen || i.system == System::DoubleScheveningen) &&
        i.team_boards > pairing::kScheveningenMaxBoards)
        return "boards: the Scheveningen tables are published for 1.." + num(pairing::kScheveningenMaxBoards) +
            " boards, not " + num(i.team_boards);
    if (system.teams && i.games_per_pairing != 1) return "micro-match: a team match is one game a board";
    if (system.teams && i.match_points.win <= i.match_points.draw)
        return "match-points: a won match must score more than a drawn one";
    if (i.baku_acceleration) {
        if (!system.acceleration) return "acceleration: the Baku acceleration (FIDE C.04.5.1) is for Swiss events";
        // C.04.5.1 premise: the standard 1-1/2-0 scoring; 2-1-0 is the same scale doubled.
        if (i.scoring.variant_points || std::fabs(i.scoring.win - 2 * i.scoring.draw) > 1e-9)
            return "acceleration: the Baku acceleration (FIDE C.04.5.1) needs 1-0.5-0 scoring (or 2-1-0), not " +
                scoring_name(i.scoring);
    }
    return "";
}

} // namespace

std::string check_event_info(const TournamentInfo &info) { return validate_info(info); }

Event::Event(storage::Database db) : db_(std::move(db)), actor_(storage::default_actor()) {}

Error storage_error(const storage::SqlError &e, const std::string &prefix) {
    const ErrorKind kind = dynamic_cast<const storage::ConflictError *>(&e) ? ErrorKind::Busy
        : dynamic_cast<const storage::FileError *>(&e)                      ? ErrorKind::Storage
                                                                            : ErrorKind::Refused;
    return Error{prefix + e.what(), kind};
}

Expected<Event> Event::create(const QString &file, const TournamentInfo &info,
                              const std::function<void(storage::Database &)> &fill) {
    if (const std::string bad = validate_info(info); !bad.empty()) return Error{bad};
    try {
        storage::Database db = storage::Database::create(file, [&](storage::Database &fresh) {
            fresh.migrate(storage::audit_migrations());
            fresh.migrate(tournament_migrations());
            fresh.transaction([&] {
                store::insert_info(fresh, info);
                append_audit(fresh, storage::default_actor(), QStringLiteral("event.create"),
                             QStringLiteral("created %1").arg(qs(info.name)), {}, store::to_json(info));
                if (fill) fill(fresh);
            });
        });
        return Event(std::move(db));
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

Expected<Event> Event::open(const QString &file, storage::Access access) {
    try {
        storage::Database db = storage::Database::open(file, access);
        db.migrate(storage::audit_migrations());
        db.migrate(tournament_migrations());
        Event ev(std::move(db));
        (void)store::load_info(ev.db_);
        return ev;
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

EventData Event::data() { return store::load_event(db_); }

int Event::last_round() { return db_.scalar(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM rounds")).toInt(); }

Standings Event::standings(std::optional<int> after_round) {
    const EventData e = data();
    return compute_standings(e, after_round.value_or(completed_rounds(e)));
}

Expected<Change> Event::add_player(Player p, ByeKind missed) {
    return command([&] {
        const EventData e = data();
        PlayerIndex index(e.players);
        return register_player(std::move(p), missed, e, last_round(), index);
    });
}

Change Event::register_player(Player p, ByeKind missed, const EventData &e, int last, PlayerIndex &index) {
    normalise_codes(p);
    if (const std::string bad = validate_player(p); !bad.empty()) throw Refusal(bad);
    if (rules_of(e.info.system).fixed_pairings && last > 0)
        throw Refusal("a " + std::string(rules_of(e.info.system).name) + " cannot take a late entry: round " +
                      num(last) + " is already paired");
    if (e.info.rounds > 0 && last >= e.info.rounds)
        throw Refusal("the event's " + num(e.info.rounds) + " rounds are all paired");
    if (missed == ByeKind::PAB) throw Refusal("missed rounds: a late entrant's missed rounds are HPB or ZPB, not PAB");
    if (const std::string same = index.duplicate_of(p); !same.empty()) throw Refusal(same);
    p.id = store::next_player_id(db_);
    p.first_round = last + 1;
    store::insert_player(db_, p);
    index.add(p);
    Change c;
    c.lines.push_back("added player " + num(p.id) + ": " + p.name + (p.rating ? " (" + num(p.rating) + ")" : ""));
    QJsonArray byes;
    for (int r = 1; r < p.first_round; ++r) {
        store::put_bye(db_, {r, p.id, missed});
        byes.append(store::to_json(Bye{r, p.id, missed}));
    }
    if (p.first_round > 1)
        c.lines.push_back("late entry: first paired in round " + num(p.first_round) + "; rounds 1-" +
                          num(p.first_round - 1) + " count as " + to_string(missed));
    QJsonObject after = store::to_json(p);
    if (!byes.isEmpty()) after[QStringLiteral("missed_rounds")] = byes;
    append_audit(db_, actor_, QStringLiteral("player.add"), c.lines.front(), {}, after);
    return c;
}

Expected<Change> Event::import_players_csv(const std::string &csv, bool preview) {
    const CsvImport parsed = parse_player_csv(csv);
    // Every refused line is named, those the reader refuses and those the event does (a
    // duplicate, a late entry the system cannot take), so the arbiter fixes the file once.
    std::vector<std::string> refused = parsed.errors;
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
            for (size_t i = 0; i < parsed.players.size(); ++i) {
                const Player &p = parsed.players[i];
                try {
                    Change one = register_player(p, ByeKind::ZPB, e, last, index);
                    c.lines.insert(c.lines.end(), one.lines.begin(), one.lines.end());
                } catch (const Refusal &r) {
                    refused.push_back("line " + num(parsed.lines[i]) + ": " + p.name + ": " + r.what());
                }
            }
            if (!refused.empty()) {
                std::string all;
                for (const std::string &line : refused) all += "\n" + line;
                // One refusal on the line itself, as the CLI always printed it.
                if (refused.size() == 1 && parsed.errors.empty()) all[0] = ' ';
                throw Refusal("nothing imported:" + all);
            }
            c.lines.push_back((preview ? "would import " : "imported ") + num(int(parsed.players.size())) + " players");
            for (const std::string &w : parsed.warnings) c.lines.push_back("warning: " + w);
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
        if (p.withdrawn_after) throw Refusal(p.name + " already withdrew after round " + num(p.withdrawn_after));
        if (after_round)
            if (const std::string bad = round_number_problem(e, *after_round, "after", true); !bad.empty())
                throw Refusal(bad);
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
                                throw Refusal(p.name + " is paired in draft round " + num(r.number) +
                                              "; undo that pairing first, or withdraw after round " + num(r.number));
                            // A published game stays on the board (its result counts for the
                            // opponent too): the withdrawal comes after it, the game is scored.
                            throw Refusal(
                                p.name + " (" + num(id) + ") is paired in round " + num(r.number) + " (board " +
                                num(g.board) + ", published), so cannot withdraw " +
                                (after > 0 ? "after round " + num(after) : std::string("before round 1")) +
                                ": the game stays on the board. If it was not played, enter the forfeit ('damka "
                                "result set " +
                                num(g.board) + " " + (g.white == id ? "-+" : "+-") + " --round " + num(r.number) +
                                "') and withdraw after round " + num(r.number) +
                                (r.number == last
                                     ? "; or undo round " + num(r.number) + "'s pairing first ('damka round undo')"
                                     : std::string()) +
                                ".");
                        }
        const QJsonObject before = store::to_json(p);
        p.withdrawn_after = std::max(after, 0);
        if (p.withdrawn_after == 0) p.withdrawn_after = -1; // withdrew before playing
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + ") withdraws" +
                          (after > 0 ? " after round " + num(after) : " before round 1") + "; not paired from round " +
                          num(after + 1));
        append_audit(db_, actor_, QStringLiteral("player.withdraw"), c.lines.front(), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::reenter(int id) {
    return command([&] {
        const EventData e = data();
        Player p = require_player(e, id);
        if (!p.withdrawn_after) throw Refusal(p.name + " has not withdrawn");
        const QJsonObject before = store::to_json(p);
        const int from = last_round() + 1;
        p.withdrawn_after = 0;
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + ") re-enters; paired again from round " + num(from));
        append_audit(db_, actor_, QStringLiteral("player.reenter"), c.lines.front(), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::request_bye(int id, int round, ByeKind kind) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (kind == ByeKind::PAB)
            throw Refusal("kind: the pairing-allocated bye is given by the pairing, not requested");
        if (const std::string bad = round_number_problem(e, round); !bad.empty()) throw Refusal(bad);
        if (find_round(e, round)) throw Refusal("round: " + num(round) + " is already paired; undo its pairing first");
        if (!p.active_in(round)) throw Refusal(p.name + " is not active in round " + num(round));
        if (rules_of(e.info.system).fixed_pairings && kind != ByeKind::ZPB)
            throw Refusal("kind: a " + std::string(rules_of(e.info.system).name) + " has no " + to_string(kind) +
                          "; an absence (ZPB) makes the game a forfeit");
        if (kind == ByeKind::HPB) {
            // C.04.2 / event regulations: number of half-point byes and closed last rounds.
            if (round > e.info.rounds - e.info.byes.hpb_closed_last_rounds)
                throw Refusal("round: half-point byes are closed for the last " +
                              num(e.info.byes.hpb_closed_last_rounds) + " rounds");
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
                throw Refusal(p.name + " has used " + num(used) + " of " + num(e.info.byes.max_hpb) +
                              " half-point byes");
        }
        QJsonObject before;
        for (const Bye &b : e.future_byes)
            if (b.round == round && b.player == id) before = store::to_json(b);
        const Bye bye{round, id, kind};
        store::put_bye(db_, bye);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + "): " + to_string(kind) + " in round " + num(round) + " (" +
                          points_phrase(bye_points(e.info.byes, kind)) + ")");
        append_audit(db_, actor_, QStringLiteral("bye.request"), c.lines.front(), before, store::to_json(bye));
        return c;
    });
}

Expected<Change> Event::cancel_bye(int id, int round) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (const std::string bad = round_number_problem(e, round); !bad.empty()) throw Refusal(bad);
        if (find_round(e, round)) throw Refusal("round: " + num(round) + " is already paired; undo its pairing first");
        const auto it = std::find_if(e.future_byes.begin(), e.future_byes.end(),
                                     [&](const Bye &b) { return b.round == round && b.player == id; });
        if (it == e.future_byes.end()) throw Refusal(p.name + " has no bye in round " + num(round));
        store::delete_bye(db_, round, id);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + "): " + to_string(it->kind) + " in round " + num(round) +
                          " cancelled");
        append_audit(db_, actor_, QStringLiteral("bye.cancel"), c.lines.front(), store::to_json(*it), {});
        return c;
    });
}

Expected<Change> Event::load_openings(const std::vector<std::string> &openings, const Variant &variant) {
    return command([&] {
        const EventData e = data();
        if (!variant.answers_to(e.info.variant))
            throw Refusal("variant: the event plays " + e.info.variant + ", not " + variant.id());
        if (openings.empty()) throw Refusal("openings: the list is empty");
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
            if (!game) throw Refusal("the variant refused its start position: " + game.error());
            int n = 0;
            for (const QString &m : QString::fromStdString(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                ++n;
                auto played = game->play(m.toStdString());
                if (!played)
                    throw Refusal("opening " + num(int(k) + 1) + " '" + openings[k] + "': move " + num(n) + " '" +
                                  m.toStdString() + "' is illegal: " + played.error());
            }
            if (text.empty()) throw Refusal("opening " + num(int(k) + 1) + ": has no moves");
            clean.push_back(text);
        }
        store::set_openings(db_, clean);
        Change c;
        c.lines.push_back(num(int(clean.size())) + " openings loaded, every move checked by " + variant.id());
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
            throw Refusal("forbidden pairings: a " + to_string(e.info.system) +
                          " has fixed pairings; only a Swiss avoids pairs");
        std::set<int> ids;
        for (int id : players) {
            require_player(e, id);
            if (!ids.insert(id).second) throw Refusal("players: " + num(id) + " is given twice");
        }
        if (ids.size() < 2) throw Refusal("players: give at least two start numbers");
        std::set<std::pair<int, int>> pairs(e.forbidden.begin(), e.forbidden.end());
        const auto before = pairs;
        Change c;
        for (auto a = ids.begin(); a != ids.end(); ++a)
            for (auto b = std::next(a); b != ids.end(); ++b) {
                const std::string who = e.label(*a) + " - " + e.label(*b);
                if (allow ? pairs.erase({*a, *b}) > 0 : pairs.insert({*a, *b}).second)
                    c.lines.push_back((allow ? "may meet again: " : "must not meet: ") + who);
                else
                    c.lines.push_back((allow ? "was not forbidden: " : "already forbidden: ") + who);
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

Expected<std::string> Event::pairing_explanation(int round) {
    try {
        std::optional<std::string> note = store::pairing_note(db_, round);
        if (!note) return Error{"round: " + num(round) + " is not paired"};
        return *note;
    } catch (const storage::SqlError &err) {
        return storage_error(err);
    }
}

Expected<Change> Event::publish_round(int round) {
    return command([&] {
        const EventData e = data();
        const Round *r = find_round(e, round);
        if (!r) throw Refusal("round: " + num(round) + " is not paired");
        if (r->state == RoundState::Published) throw Refusal("round " + num(round) + " is already published");
        store::set_round_state(db_, round, RoundState::Published);
        Change c;
        c.lines.push_back("round " + num(round) + " published: " + num(int(r->games.size())) + " boards");
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
        if (!r) throw Refusal("no round is paired");
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
            throw Refusal("round " + num(last) + " has results on boards " + with_results +
                          "; use --force to undo anyway");
        store::delete_round(db_, last);
        Change c;
        c.lines.push_back("round " + num(last) + " pairing undone (" + num(int(r->games.size())) + " boards removed" +
                          (with_results.empty() ? "" : ", with the results of boards " + with_results) + ")");
        append_audit(db_, actor_, QStringLiteral("round.undo"), c.lines.front(),
                     {{QStringLiteral("round"), last},
                      {QStringLiteral("state"), qs(to_string(r->state))},
                      {QStringLiteral("boards"), boards}},
                     {});
        return c;
    });
}

} // namespace damka::tournament
